import Foundation
import UIKitEngine

// Where a cell's parts go: the accessory and editing control columns, what a click hits,
// and the built-in labels' frames for each style. Internal; `layoutSubviews()` and
// `sizeThatFits(_:)` in UITableViewCell.swift use them.
// Source: https://developer.apple.com/documentation/uikit/uitableviewcell
extension UITableViewCell {
    // MARK: Geometry

    /// The glyph drawn for the current accessory, or nil.
    var _accessoryGlyph: String? {
        if _isEditing {
            if editingAccessoryView != nil { return nil }
            if showsReorderControl && _canMove { return "≡" }
            return Self._glyph(for: editingAccessoryType)
        }
        if accessoryView != nil { return nil }
        return Self._glyph(for: accessoryType)
    }

    static func _glyph(for type: AccessoryType) -> String? {
        switch type {
        case .none: return nil
        case .disclosureIndicator: return "›"
        case .checkmark: return "✓"
        case .detailButton: return "ⓘ"
        case .detailDisclosureButton: return "ⓘ ›"
        }
    }

    /// The accessory actually shown (for hit testing the detail button).
    var _shownAccessoryType: AccessoryType? {
        if _isEditing { return editingAccessoryView == nil && !(showsReorderControl && _canMove) ? editingAccessoryType : nil }
        return accessoryView == nil ? accessoryType : nil
    }

    var _shownAccessoryView: UIView? { _isEditing ? editingAccessoryView : accessoryView }

    /// Width of the editing control column on the left (0 when not shown): the glyph sits
    /// in column 1, the content starts at column 2 (its text at column 3).
    var _editingControlWidth: Int { _isEditing && editingStyle != .none ? 2 : 0 }

    /// Width taken by the accessory on the right (glyph or view, plus a 1-column margin).
    /// On a point device a glyph accessory (the chevron, the checkmark) takes iOS's 36
    /// points: 16 of margin, 20 for the glyph.
    var _accessoryWidth: Int {
        if let v = _shownAccessoryView { return Int(v.frame.width) + 1 }
        if _accessoryGlyph != nil, !_measuresTextInCells { return 36 }
        if let g = _accessoryGlyph { return TextWidth.width(of: g) + 1 }
        return 0
    }

    /// What a click at `x` (cell coordinates) hits: the editing control or the detail button.
    enum _Part { case editingControl, detailButton }
    func _part(atX x: CGFloat) -> _Part? {
        let xi = Int(x.rounded(.down))
        if _editingControlWidth > 0, xi <= 2 { return .editingControl }
        if let type = _shownAccessoryType, type == .detailButton || type == .detailDisclosureButton,
           let g = _accessoryGlyph {
            let start = Int(bounds.width) - 1 - TextWidth.width(of: g)
            if xi == start { return .detailButton }
        }
        return nil
    }

    /// `value` on the grid the cell lays out on: whole cells on a terminal (rounded down),
    /// unchanged on a point device, where frames stay in fractional points as UIKit's do
    /// (a label sized to its text keeps that width; the pixel backend rounds to device
    /// pixels only when it composes).
    func _onLayoutGrid(_ value: CGFloat) -> CGFloat {
        _measuresTextInCells ? value.rounded(.down) : value
    }

    /// Places the built-in labels in `contentView` for the style, in points: text sizes
    /// come from the labels' `intrinsicContentSize` (fractional on a point device, whole
    /// cells on a terminal) and are not cut to whole points.
    func _layoutLabels() {
        // The labels keep the device's root-view margins from the content's edges (one
        // column on a terminal, 16 points on an iPhone).
        let g = _onLayoutGrid
        let inset = layoutMetrics.systemMinimumLayoutMargins
        let line = max(1, layoutMetrics.bodyLineHeight.rounded(.up))
        let cw = contentView.bounds.width, h = contentView.bounds.height
        var x = g(inset.leading.rounded()) + (CGFloat(indentationLevel) * indentationWidth).rounded()
        let end = max(x, cw - g(inset.trailing.rounded()))
        if let iv = _imageView, iv.image != nil {
            let iw = min(max(0, end - x), g(iv.intrinsicContentSize.width))
            iv.frame = CGRect(x: x, y: g(max(0, h - line) / 2), width: iw, height: min(line, h))
            x += iw + (iw > 0 ? 1 : 0)
        } else {
            _imageView?.frame = .zero
        }
        let avail = max(0, end - x)
        let text = _textLabel, detail = _detailTextLabel
        switch _style {
        case .default:
            text?.frame = CGRect(x: x, y: 0, width: avail, height: h)
        case .value1:
            let dw = g(detail?.intrinsicContentSize.width ?? 0)
            let tw = g(text?.intrinsicContentSize.width ?? 0)
            // The detail (a phone number, a value) keeps its width up to two thirds of the
            // row; the text gets the rest and is truncated first.
            let shownDetail = dw <= 0 ? 0 : min(dw, max(g(avail * 2 / 3), avail - tw - 1), avail)
            let textWidth = max(0, avail - (shownDetail > 0 ? shownDetail + 1 : 0))
            text?.frame = CGRect(x: x, y: 0, width: textWidth, height: h)
            detail?.frame = CGRect(x: end - shownDetail, y: 0, width: shownDetail, height: h)
        case .value2:
            let column = min(max(1, g(cw / 4)), 12, avail)
            text?.frame = CGRect(x: x, y: 0, width: column, height: h)
            let dx = x + column + 1
            detail?.frame = CGRect(x: dx, y: 0, width: max(0, end - dx), height: h)
        case .subtitle:
            let hasDetail = !(detail?.text ?? "").isEmpty && h >= 2 * line
            let top = hasDetail ? g((h - 2 * line) / 2) : 0
            text?.frame = CGRect(x: x, y: top, width: avail, height: hasDetail ? line : h)
            detail?.frame = hasDetail ? CGRect(x: x, y: top + line, width: avail, height: line) : .zero
        }
    }

    /// Lines the built-in labels need: 2 for a subtitle cell with detail text, else 1.
    var _styleLines: Int {
        if _style == .subtitle, let d = _detailTextLabel?.text, !d.isEmpty { return 2 }
        return 1
    }
}
