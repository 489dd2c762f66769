import Foundation
import UIKitEngine

// Terminal rendering of the picker (docs/DECISIONS.md, "UIPickerView on a terminal").
extension UIPickerView {
    /// The line the selected rows sit on.
    var _middleLine: Int { max(0, (Int(bounds.height) - 1) / 2) }

    /// Rows in sight in a component of one-line rows.
    var _visibleRows: Int { max(1, Int(bounds.height)) }

    /// Each component's first column and width, left to right (right to left when the
    /// picker lays out so), one column apart, centred in the picker.
    func _componentColumns() -> [(x: Int, width: Int)] {
        let n = numberOfComponents
        let widths = (0..<n).map { Int(_width(of: $0).rounded(.down)) }
        let total = widths.reduce(0, +) + max(0, n - 1)
        var x = max(0, (Int(bounds.width) - total) / 2)
        var out: [(x: Int, width: Int)] = []
        for w in widths { out.append((x, w)); x += w + 1 }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            let width = Int(bounds.width)
            out = out.map { (width - $0.x - $0.width, $0.width) }
        }
        return out
    }

    func _component(atX x: CGFloat) -> Int? {
        let cx = Int(x.rounded(.down))
        return _componentColumns().firstIndex { cx >= $0.x && cx < $0.x + $0.width }
    }

    /// The text of `row`: the attributed title's string, the title, or "?".
    func _title(_ row: Int, _ component: Int) -> String {
        let raw = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component)?.string
            ?? delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        return TextSanitizer.sanitize(raw)
    }

    /// Draws the components (the class's `draw(in:)`).
    func _drawRows(in context: UIRenderContext) {
        let height = Int(bounds.height)
        guard height > 0 else { return }
        let mid = _middleLine
        for (c, col) in _componentColumns().enumerated() where col.width > 0 {
            let count = numberOfRows(inComponent: c)
            guard count > 0 else { continue }
            let selected = selectedRow(inComponent: c)
            let rowHeight = max(1, Int(_rowHeight(of: c).rounded()))
            for line in 0..<height {
                let d = line - mid
                guard d % rowHeight == 0 else { continue }
                let row = selected + d / rowHeight
                guard row >= 0, row < count else { continue }
                let text = TextWidth.truncate(_title(row, c), toWidth: col.width)
                let x = col.x + max(0, (col.width - TextWidth.width(of: text)) / 2)
                var style = CellStyle()
                if row == selected {
                    style.attributes.insert(.bold)
                    if isFocused, c == _currentComponent { style.attributes.insert(.reverse) }
                } else {
                    style.attributes.insert(.dim)
                }
                context.drawText(text, at: CGPoint(x: CGFloat(x), y: CGFloat(line)), style: style, maxWidth: col.width)
            }
        }
    }
}
