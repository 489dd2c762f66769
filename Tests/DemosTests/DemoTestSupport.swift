import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
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

    init(_ name: String?, width: Int = 80, height: Int = 24, showsLog: Bool = false) {
        screen = HeadlessScreen(width: width, height: height)
        if let name, let demo = DemoCatalog.demo(named: name) {
            shell = DemoShell(application: screen.application, showing: demo, showsLog: showsLog)
        } else {
            shell = DemoShell(application: screen.application, showing: nil, showsLog: showsLog)
        }
        screen.runLoop()
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

    /// The screen's background colours, one character per cell: `palette` names the
    /// colours, any other colour shows as "?", the terminal's default background as a
    /// blank; a dim cell's letter is lower case. Trailing blanks are trimmed. This is how
    /// the tests see a squeeze, a slide or a dim step, which text alone does not show.
    func colors(_ palette: [UIColor: Character]) -> [String] {
        let byCell = Dictionary(uniqueKeysWithValues: palette.map { ($0.key.cellColor, $0.value) })
        let grid = screen.grid
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

    private func describe(_ view: UIView) -> String {
        if let b = view as? UIButton { return b.currentTitle ?? "" }
        // Other controls (bar buttons) draw their title: read it from the screen.
        let origin = view.convert(CGPoint.zero, to: nil)
        let row = Int(origin.y), x = Int(origin.x)
        guard row >= 0, row < screen.grid.height else { return "" }
        return screen.grid.text(row: row, from: x, to: x + Int(view.bounds.width))
    }
}

/// Compares whole line lists; on a mismatch also prints the actual lines as a Swift
/// array literal (to read the whole trace or screen at once).
@MainActor
func expectLines(_ actual: [String], _ expected: [String], _ label: String = "",
                 sourceLocation: SourceLocation = #_sourceLocation) {
    if actual != expected {
        let literal = actual.map { "    \"" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"," }
        print("── actual \(label) ──\n[\n" + literal.joined(separator: "\n") + "\n]")
    }
    #expect(actual == expected, sourceLocation: sourceLocation)
}
