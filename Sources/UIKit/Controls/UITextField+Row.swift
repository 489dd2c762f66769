import Foundation
import UIKitEngine

// What the field shows on its row: the characters as drawn, the scrolled window onto
// them, where a click puts the cursor, and the left and right views.

extension UITextField {
    /// Each character as drawn, with its width in cells.
    func _units() -> [(text: String, width: Int)] {
        _buffer.text.map { ch in
            if isSecureTextEntry { return ("•", 1) }
            let s = TextSanitizer.sanitize(String(ch))
            return (s, TextWidth.width(of: s))
        }
    }

    func _width(_ units: [(text: String, width: Int)], _ range: Range<Int>) -> Int {
        var w = 0
        for i in range { w += units[i].width }
        return w
    }

    /// The first visible character and the alignment offset, scrolling so the insertion
    /// point stays visible while editing.
    func _visible(_ units: [(text: String, width: Int)], _ g: _Geometry) -> (first: Int, offset: Int) {
        let total = _width(units, 0..<units.count)
        let cw = g.contentWidth
        guard isEditing else {
            _scrollFirst = 0
            return (0, total <= cw ? textAlignment.offset(lineWidth: total, in: cw) : 0)
        }
        if total + 1 <= cw {
            _scrollFirst = 0
            return (0, textAlignment.offset(lineWidth: total + 1, in: cw))
        }
        let cursorIndex = _buffer.cursorCharacterIndex
        var first = min(_scrollFirst, cursorIndex)
        while first < cursorIndex && _width(units, first..<cursorIndex) + 1 > cw { first += 1 }
        while first > 0 && _width(units, (first - 1)..<units.count) + 1 <= cw { first -= 1 }
        _scrollFirst = first
        return (first, 0)
    }

    /// Puts the insertion point at the character drawn at `col` (or after the last one).
    func _placeCursor(atColumn col: Int) {
        let g = _geometry()
        let units = _units()
        let (first, offset) = _visible(units, g)
        var x = g.contentX + offset
        var index = first
        while index < units.count && x + units[index].width <= col { x += units[index].width; index += 1 }
        if index < units.count, col >= x, units[index].width > 1, col - x >= units[index].width { index += 1 }
        _moveCursor { $0.moveCursor(toCharacter: index) }
    }

    // MARK: Left and right views

    /// Whether a view with `mode` shows now (while editing, unless editing…).
    func _shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// A side view's width in cells: its intrinsic width when it has one, else its frame's
    /// width when it was assigned (converted from the app's points), at least 1.
    private func _sideWidth(_ view: UIView?, stored: Int) -> Int {
        guard let view else { return 0 }
        let intrinsic = view.intrinsicContentSize.width
        if intrinsic > 0 { return Int(intrinsic.rounded(.up)) }
        return max(1, stored)
    }

    func _sideViewChanged(_ old: UIView?, _ new: UIView?, isLeft: Bool) {
        if old !== new, old?.superview === self { old?.removeFromSuperview() }
        if let v = new {
            let w = max(1, Int(_deviceLength(v.frame.width, vertical: false, atLeastOnePixel: true).rounded()))
            if isLeft { _sideViewWidths.left = w } else { _sideViewWidths.right = w }
            if v.superview !== self { addSubview(v) }
        }
        setNeedsLayout()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The left and right views' rectangles inside `bounds` (zero when not shown), each
    /// kept at most a third of the width.
    func _sideRects(_ bounds: CGRect) -> (left: CGRect, right: CGRect) {
        let width = Int(bounds.width), row = max(0, (Int(bounds.height) - 1) / 2)
        let bordered = borderStyle != .none
        let inner0 = bordered ? 1 : 0, inner1 = width - (bordered ? 1 : 0)
        var left = CGRect.zero, right = CGRect.zero
        if _shows(leftViewMode) {
            let w = min(_sideWidth(leftView, stored: _sideViewWidths.left), max(0, width / 3))
            if w > 0 { left = CGRect(x: inner0, y: row, width: w, height: 1) }
        }
        if _shows(rightViewMode) {
            let w = min(_sideWidth(rightView, stored: _sideViewWidths.right), max(0, width / 3))
            if w > 0 { right = CGRect(x: inner1 - w, y: row, width: w, height: 1) }
        }
        return (left, right)
    }
}
