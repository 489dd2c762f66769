import Foundation
import UIKitEngine

extension UISegmentedControl {
    /// What a segment shows: its title, else its image's terminal name.
    func _label(_ segment: _Segment) -> String {
        TextSanitizer.sanitize(segment.title ?? segment.image?._terminalName ?? "")
    }

    /// A segment's width for its content: the label and one space each side.
    private func _contentWidth(_ segment: _Segment) -> Int { TextWidth.width(of: _label(segment)) + 2 }

    /// The cells each segment occupies in a control `width` cells wide: after the opening
    /// bracket, one divider between segments, the closing bracket last. Fixed widths (in
    /// the app's points, converted) are kept; the rest share what is left, equally or by
    /// content (`apportionsSegmentWidthsByContent`), the first segments taking odd cells.
    func _segmentRanges(width: Int) -> [Range<Int>] {
        let n = _segments.count
        guard n > 0 else { return [] }
        let interior = max(0, width - 2 - (n - 1))
        var widths = _segments.map { s -> Int? in
            s.width > 0 ? Int(_deviceLength(s.width, vertical: false).rounded()) : nil
        }
        let fixed = widths.compactMap { $0 }.reduce(0, +)
        let free = widths.indices.filter { widths[$0] == nil }
        var room = max(0, interior - fixed)
        if apportionsSegmentWidthsByContent, !free.isEmpty {
            let wanted = free.map { _contentWidth(_segments[$0]) }
            let total = max(1, wanted.reduce(0, +))
            for (k, i) in free.enumerated() { widths[i] = wanted[k] * room / total }
            room -= free.map { widths[$0] ?? 0 }.reduce(0, +)
        } else if !free.isEmpty {
            let each = room / free.count
            for i in free { widths[i] = each }
            room -= each * free.count
        }
        for i in free where room > 0 { widths[i]! += 1; room -= 1 }
        var x = 1
        return widths.map { w in
            let r = x..<(x + (w ?? 0))
            x = r.upperBound + 1
            return r
        }
    }

    /// The segment under x (view coordinates), the nearest one at the brackets and
    /// dividers; nil when there are none.
    func _segmentIndex(atX x: CGFloat) -> Int? {
        let ranges = _segmentRanges(width: Int(bounds.width))
        guard !ranges.isEmpty else { return nil }
        let cx = Int(x.rounded(.down))
        if let i = ranges.firstIndex(where: { $0.contains(cx) || $0.upperBound == cx }) { return i }
        return cx < ranges[0].lowerBound ? 0 : ranges.count - 1
    }

    /// Draws the brackets, dividers and segments (the class's `draw(in:)`).
    func _drawSegments(in context: UIRenderContext) {
        let width = Int(bounds.width), height = Int(bounds.height)
        guard width >= 2, height > 0 else { return }
        let y = CGFloat((height - 1) / 2)
        var chrome = CellStyle()
        if !isEnabled { chrome.attributes.insert(.dim) } else if isFocused { chrome.attributes.insert(.reverse) }
        context.drawText("[", at: CGPoint(x: 0, y: y), style: chrome)
        context.drawText("]", at: CGPoint(x: CGFloat(width - 1), y: y), style: chrome)
        let ranges = _segmentRanges(width: width)
        for (i, r) in ranges.enumerated() {
            if i > 0 {
                context.drawText("│", at: CGPoint(x: CGFloat(r.lowerBound - 1), y: y), style: isEnabled ? CellStyle() : chrome)
            }
            let segment = _segments[i]
            var style = CellStyle()
            if i == selectedSegmentIndex && !isMomentary {
                style.attributes.insert(.reverse)
                if let tint = selectedSegmentTintColor, isEnabled { style.foreground = context.cellColor(tint) }
            }
            if !isEnabled || !segment.isEnabled { style.attributes.insert(.dim) }
            if isTracking && _touchedSegment == i { style.attributes.insert(.bold) }
            if isFocused && _cursor == i { style.attributes.insert(.underline) }
            // A space each side when there is room; cut with "…" only when the label does not fit.
            let full = _label(segment)
            let label = TextWidth.width(of: full) <= r.count ? full : TextWidth.truncate(full, toWidth: r.count)
            let shift = Int(_deviceLength(segment.contentOffset.width, vertical: false).rounded())
            let left = max(0, min(r.count - TextWidth.width(of: label), (r.count - TextWidth.width(of: label)) / 2 + shift))
            let cell = String(repeating: " ", count: left) + label
            let line = cell + String(repeating: " ", count: max(0, r.count - TextWidth.width(of: cell)))
            context.drawText(line, at: CGPoint(x: CGFloat(r.lowerBound), y: y), style: style, maxWidth: r.count)
        }
    }

    /// Every segment as wide as the widest content (or each its own, when apportioned by
    /// content), the dividers and brackets; one row.
    var _fittingSize: CGSize {
        if !_measuresTextInCells { return _pointFittingSize }
        guard !_segments.isEmpty else { return CGSize(width: 2, height: 1) }
        let contents = _segments.map { s -> Int in
            s.width > 0 ? Int(_deviceLength(s.width, vertical: false).rounded()) : _contentWidth(s)
        }
        let total = apportionsSegmentWidthsByContent
            ? contents.reduce(0, +)
            : (contents.max() ?? 0) * _segments.count
        return CGSize(width: CGFloat(total + _segments.count + 1), height: 1)
    }

    /// The size on a point device: 32 points high, the frame Xcode 11 and later write for
    /// a segmented control of iOS 13's design (Xcode 5 to 10, for iOS 7 to 12, wrote 29);
    /// each segment as wide as its set width or its title at 13 points (its image) plus 8
    /// points each side (an estimate: UIKit does not publish the padding), every segment as wide as
    /// the widest unless apportioned by content.
    var _pointFittingSize: CGSize {
        let measurer = _textMeasurer
        let font = UIFont.systemFont(ofSize: 13)._renderFont()
        let widths = _segments.map { s -> CGFloat in
            if s.width > 0 { return s.width }
            if s.title == nil, let image = s.image { return image.size.width + 16 }
            return measurer.width(of: _label(s), font: font) + 16
        }
        let total = apportionsSegmentWidthsByContent ? widths.reduce(0, +) : (widths.max() ?? 0) * CGFloat(widths.count)
        return _ceilToPixels(CGSize(width: total, height: 32))
    }
}
