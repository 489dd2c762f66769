import Foundation
import UIKitEngine

extension UIRenderContext {
    /// Draws a table separator on line `y` (view coordinates) from `x0` to `x1`: a rule of
    /// "─" in `color`, dim, but only when every cell of that span is blank. A line that holds
    /// text (a one-line row, the second line of a subtitle row) is left exactly as drawn, so
    /// a separator never marks text, as mutt, abook and htop leave their one-line rows
    /// unmarked (docs/DECISIONS.md, "Tables on a terminal: separators are blank space").
    /// Returns true when the rule was drawn.
    @discardableResult
    func _drawSeparatorRule(y: CGFloat, from x0: CGFloat, to x1: CGFloat, color: UIColor) -> Bool {
        let gy = Int((origin.y + y).rounded(.down))
        let minX = max(0, Int(clip.minX.rounded(.down))), maxX = min(target.grid.width, Int(clip.maxX.rounded(.down)))
        let minY = max(0, Int(clip.minY.rounded(.down))), maxY = min(target.grid.height, Int(clip.maxY.rounded(.down)))
        guard gy >= minY, gy < maxY else { return false }
        let start = max(minX, Int((origin.x + x0).rounded(.down)))
        let end = min(maxX, Int((origin.x + x1).rounded(.down)))
        guard start < end else { return false }
        for x in start..<end {
            let cell = target.grid[x, gy]
            if !cell.holdsSpace || cell.width != 1 { return false }
        }
        for x in start..<end {
            var style = target.grid[x, gy].style
            style.foreground = cellColor(color)
            style.attributes.insert(.dim)
            target.grid.set(ScreenCell(character: "─", width: 1, style: style), x: x, y: gy)
        }
        return true
    }
}
