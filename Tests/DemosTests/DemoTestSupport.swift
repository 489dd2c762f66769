import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport
@testable import UIKitDemos

/// One demo on a headless screen, driven like a person would, with the demo's log read
/// a step at a time.
///
/// The log pane is hidden by default (`showsLog: false`) so screens show the demo itself:
/// the demo window takes every row but the last, which holds the key hints. The log is
/// recorded either way.
@MainActor
final class DemoHarness {
    let screen: HeadlessScreen
    let shell: DemoShell
    private var mark = 0

    /// A harness whose screen fails the test (at `sourceLocation`) on a UIKit warning or
    /// exception the test did not read (TestSupport's `HeadlessScreen.checked`).
    init(_ name: String?, width: Int = 80, height: Int = 24, showsLog: Bool = false,
         sourceLocation: SourceLocation = #_sourceLocation) {
        screen = HeadlessScreen.checked(width: width, height: height, sourceLocation: sourceLocation)
        if let name, let demo = DemoCatalog.demo(named: name) {
            shell = DemoShell(application: screen.application, showing: demo, showsLog: showsLog)
        } else {
            shell = DemoShell(application: screen.application, showing: nil, showsLog: showsLog)
        }
        screen.runLoop()
    }

    /// The demo `name` launched, its launch log already read (`DemoLaunchTests` checks
    /// it): where a test starts from the first screen.
    static func launched(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> DemoHarness {
        let demo = DemoHarness(name, sourceLocation: sourceLocation)
        demo.skipLines()
        return demo
    }

    /// The log lines written since the previous call (all of them on the first call).
    func newLines() -> [String] {
        let lines = shell.log.lines
        defer { mark = lines.count }
        return Array(lines[min(mark, lines.count)...])
    }

    /// Forgets the lines logged so far (the next `newLines()` starts here).
    func skipLines() { _ = newLines() }

    /// The demo's root controller.
    var root: UIViewController? { shell.demoWindow.rootViewController }

    var lines: [String] { screen.lines }

    /// The screen as it is now, kept for comparing later.
    var frame: DemoFrame { DemoFrame(grid: screen.grid) }

    /// The screen's background colours now (see `DemoFrame.colors`).
    func colors(_ palette: [UIColor: Character]) -> [String] { frame.colors(palette) }

    /// Runs what the last input started to its end, keeping the screen after each of the
    /// first `count` steps of `step` seconds: the frames of an animation
    /// (`runAnimation(sampling: 3, every: 0.25)` of a 1 s one keeps its quarter, half and
    /// three-quarter points).
    func runAnimation(sampling count: Int, every step: TimeInterval) -> [DemoFrame] {
        let frames = (0..<count).map { _ in
            advance(by: step)
            return frame
        }
        settle()
        return frames
    }

    func press(_ key: UIKey) { screen.press(key) }
    func advance(by seconds: TimeInterval) { screen.advance(by: seconds) }
    func settle() { screen.settle() }

    /// Moves keyboard focus with Tab until the focused view shows `text` (a button's
    /// title, a bar button's), then presses Enter. Returns false when none does.
    @discardableResult
    func activate(_ text: String) -> Bool {
        for _ in 0..<40 {
            if let f = shell.demoWindow.focusedView, describe(f).contains(text) {
                press(.enter)
                return true
            }
            press(.tab)
        }
        return false
    }

    /// Activates `text` (see `activate`) and lets what that starts run to its end.
    func activateAndSettle(_ text: String) {
        activate(text)
        settle()
    }

    /// Activates `text`, keeps the screen `seconds` later (a frame of the transition the
    /// press starts), then lets everything run to its end; returns the kept frame.
    func activateAndSettle(_ text: String, keepingFrameAfter seconds: TimeInterval) -> DemoFrame {
        activate(text)
        advance(by: seconds)
        let kept = frame
        settle()
        return kept
    }

    private func describe(_ view: UIView) -> String {
        if let b = view as? UIButton { return b.currentTitle ?? "" }
        // Other controls (bar buttons) draw their title: read it from the screen.
        let origin = view.convert(CGPoint.zero, to: nil)
        let row = Int(origin.y), x = Int(origin.x)
        guard row >= 0, row < screen.grid.height else { return "" }
        return screen.grid.text(row: row, from: x, to: x + Int(view.bounds.width))
    }
}


/// One moment of a demo's screen: its text rows and its cells.
struct DemoFrame {
    let grid: ScreenGrid

    var lines: [String] { grid.lines }

    /// The background colours, one character per cell: `palette` names the colours, any
    /// other colour shows as "?", the terminal's default background as a blank; a dim
    /// cell's letter is lower case. Trailing blanks are trimmed. This is how the tests see
    /// a squeeze, a slide or a dim step, which text alone does not show.
    func colors(_ palette: [UIColor: Character]) -> [String] {
        let byCell = Dictionary(uniqueKeysWithValues: palette.map { ($0.key.cellColor, $0.value) })
        return (0..<grid.height).map { y in
            var row = ""
            for x in 0..<grid.width {
                let cell = grid[x, y]
                var ch: Character = cell.style.background == .default ? " " : (byCell[cell.style.background] ?? "?")
                if cell.style.attributes.contains(.dim), let lower = ch.lowercased().first { ch = lower }
                row.append(ch)
            }
            while row.last == " " { row.removeLast() }
            return row
        }
    }
}

/// A view squeezed to `scale` of its `size` cells along one axis, as the renderer draws
/// the terminal's flips and curls: `round(size × scale)` cells, centred (the odd cell on
/// the far side), output cell k showing source cell ⌊k / scale⌋.
struct Squeeze {
    let size: Int
    let scale: Double

    /// `size` cells squeezed by what is left of a view while `curve` hides it: at fraction
    /// `x` of the hiding half the view has shrunk by curve(x).
    static func hiding(size: Int, _ curve: BezierTimingOracle, at x: Double) -> Squeeze {
        Squeeze(size: size, scale: 1 - curve.y(at: x))
    }

    /// `size` cells grown back to curve(x) while `curve` shows the view again.
    static func showing(size: Int, _ curve: BezierTimingOracle, at x: Double) -> Squeeze {
        Squeeze(size: size, scale: curve.y(at: x))
    }

    var cells: Int { Int((Double(size) * scale).rounded()) }
    var offset: Int { (size - cells) / 2 }

    /// `line` (blank-padded to `size`) squeezed horizontally, trailing blanks trimmed.
    func row(_ line: String) -> String {
        let source = Array(line.padding(toLength: size, withPad: " ", startingAt: 0))
        let squeezed = (0..<cells).map { source[min(size - 1, Int(Double($0) / scale))] }
        let text = String(repeating: " ", count: offset) + String(squeezed)
        return String(text.reversed().drop { $0 == " " }.reversed())
    }
}
