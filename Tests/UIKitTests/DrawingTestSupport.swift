import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// A view whose `draw(_:)` runs `body` and records each call's rectangle and whether a
/// current context was there.
@MainActor
final class CanvasView: UIView {
    var body: (CGRect, CGContext) -> Void = { _, _ in }
    var calls: [CGRect] = []
    var hadContext: [Bool] = []
    override func draw(_ rect: CGRect) {
        calls.append(rect)
        let ctx = UIGraphicsGetCurrentContext()
        hadContext.append(ctx != nil)
        if let ctx { body(rect, ctx) }
    }
    func takeCalls() -> [CGRect] { defer { calls.removeAll() }; return calls }
}

/// Shows `build`'s views in a `width` × `height` headless screen.
@MainActor
func drawingScreen(_ width: Int = 30, _ height: Int = 12, _ build: @escaping (UIView) -> Void) -> HeadlessScreen {
    let screen = HeadlessScreen.checked(width: width, height: height)
    screen.makeWindow(root: ControlsHostController(build))
    return screen
}

/// The screen's backgrounds, one character per cell: the letter `legend` gives the cell's
/// background colour, "." for the terminal's own, "?" for any other.
@MainActor
func backgroundMap(_ screen: HeadlessScreen, _ legend: [Character: UIColor]) -> [String] {
    let g = screen.grid
    return (0..<g.height).map { y in
        String((0..<g.width).map { x -> Character in
            let bg = g[x, y].style.background
            if bg == .default { return "." }
            return legend.first(where: { $0.value.cellColor == bg })?.key ?? "?"
        })
    }
}

/// Same for foreground colours of the non-blank cells (blank: " ").
@MainActor
func foregroundMap(_ screen: HeadlessScreen, _ legend: [Character: UIColor]) -> [String] {
    let g = screen.grid
    return (0..<g.height).map { y in
        String((0..<g.width).map { x -> Character in
            let c = g[x, y]
            if c.character == " " { return " " }
            if c.style.foreground == .default { return "." }
            return legend.first(where: { $0.value.cellColor == c.style.foreground })?.key ?? "?"
        })
    }
}
