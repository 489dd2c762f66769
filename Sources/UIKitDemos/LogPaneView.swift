import Foundation
@_spi(CellRendering) import UIKit
import UIKitEngine

/// Draws the lifecycle log: a title row, the newest lines that fit (the oldest scroll off
/// the top), and a row of key hints at the bottom. With `showsLines` off only the hint
/// row is drawn (the shell shrinks the log window to that one row).
///
///     row 0        " Lifecycle log: three-buttons ─────────────"   (reverse video)
///     rows 1…h-2   the last h-2 lines of `log`
///     row h-1      " F2/l log · q menu · Esc back · …"            (reverse video)
@MainActor
final class LogPaneView: UIView {
    weak var log: DemoLog?
    var title = "Lifecycle log" { didSet { setNeedsDisplay() } }
    var showsLines = true { didSet { setNeedsDisplay() } }
    /// The menu's hints instead of a demo's.
    var showsMenuHints = false { didSet { setNeedsDisplay() } }
    /// How many lines back from the newest the pane is scrolled (0: following new lines).
    var scrollBack = 0 { didSet { setNeedsDisplay() } }

    private var lastCount = 0

    /// Called when the log changed: redraws; while scrolled back, keeps the same lines in
    /// view as new ones arrive.
    func logDidChange() {
        let count = log?.entries.count ?? 0
        if scrollBack > 0 && count > lastCount { scrollBack += count - lastCount }
        if count < lastCount { scrollBack = 0 }
        lastCount = count
        setNeedsDisplay()
    }

    /// Lines of the log that fit.
    var visibleLineCount: Int { max(0, Int(bounds.height) - 2) }

    /// Scrolls towards older lines (`pages` > 0) or newer ones, a page at a time.
    func scroll(pages: Int) {
        let total = log?.entries.count ?? 0
        let page = max(1, visibleLineCount - 1)
        scrollBack = max(0, min(max(0, total - visibleLineCount), scrollBack + pages * page))
    }

    static let demoHints = "F2/l log · [ ] scroll · q menu · Esc back · Tab focus · Enter press · ^C quit"
    static let menuHints = "Up/Down choose · Enter open · F2/l log · [ ] scroll · q quit · ^C quit"

    override func draw(in context: UIRenderContext) {
        let width = Int(bounds.width), height = Int(bounds.height)
        guard width > 0, height > 0 else { return }
        let bar = CellStyle(attributes: [.reverse])
        let blankRow = String(repeating: " ", count: width)
        // Blank the whole pane first: the terminal's own background, whatever was there.
        for row in 0..<height { context.drawText(blankRow, at: CGPoint(x: 0, y: row)) }

        let hints = showsMenuHints ? Self.menuHints : Self.demoHints
        context.drawText(blankRow, at: CGPoint(x: 0, y: height - 1), style: bar)
        context.drawText(" " + hints, at: CGPoint(x: 0, y: height - 1), style: bar, maxWidth: width)
        guard showsLines, height >= 2 else { return }

        let position = scrollBack > 0 ? " (\(scrollBack) newer lines below)" : ""
        let head = TextWidth.truncate(" " + title + position + " ", toWidth: width)
        let rule = head + String(repeating: "─", count: max(0, width - TextWidth.width(of: head)))
        context.drawText(rule, at: .zero, style: CellStyle(attributes: [.bold]), maxWidth: width)
        let rows = height - 2
        guard rows > 0, let entries = log?.entries else { return }
        let end = max(0, entries.count - scrollBack)
        for (i, entry) in entries[..<end].suffix(rows).enumerated() {
            context.drawText(entry.text, at: CGPoint(x: 1, y: 1 + i), style: Self.style(for: entry.kind),
                             maxWidth: max(0, width - 2))
        }
    }

    static func style(for kind: DemoLog.Kind) -> CellStyle {
        switch kind {
        case .lifecycle: return .plain
        case .note: return CellStyle(foreground: .rgb(23, 180, 237))
        case .warning: return CellStyle(foreground: .rgb(230, 180, 0), attributes: [.bold])
        case .header: return CellStyle(attributes: [.bold])
        case .hint: return CellStyle(attributes: [.dim])
        }
    }
}
