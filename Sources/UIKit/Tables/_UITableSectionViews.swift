import Foundation
import UIKitEngine

/// The line that shows a section's header or footer title.
///
/// Plain header: the title in bold on its own line (it paints over rows scrolling under it
/// while pinned). Grouped header: the title dim on the last of its lines (the first is the
/// blank gap between sections). Footer: the title dim.
@MainActor
final class _UITableSectionTitleView: UIView {
    enum Kind { case plainHeader, groupedHeader, footer }
    let title: String
    let kind: Kind

    init(title: String, kind: Kind) {
        self.title = title
        self.kind = kind
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }
    required init?(coder: NSCoder) { fatalError("use init(title:kind:)") }

    override func draw(in context: UIRenderContext) {
        let w = Int(bounds.width), h = Int(bounds.height)
        guard w > 0, h > 0 else { return }
        let blank = String(repeating: " ", count: w)
        for y in 0..<h { context.drawText(blank, at: CGPoint(x: 0, y: y)) }
        let style: CellStyle
        switch kind {
        case .plainHeader: style = CellStyle(attributes: [.bold])
        case .groupedHeader, .footer: style = CellStyle(foreground: context.cellColor(.secondaryLabel), attributes: [.dim])
        }
        let y = kind == .groupedHeader ? h - 1 : 0
        context.drawText(title, at: CGPoint(x: 1, y: y), style: style, maxWidth: max(0, w - 2))
    }
}

/// The section index column at the table's right edge: one title per line. When there are
/// more titles than lines it does what UIKit's index does on a short table: it keeps the
/// first and last titles, keeps titles spaced evenly between them, and draws a "•" in place
/// of each run of titles it leaves out (title, •, title, •, …, title). Clicking a title
/// jumps to its section; clicking a "•" jumps to the middle title of the run it stands for.
@MainActor
final class _UITableIndexView: UIView {
    weak var table: UITableView?
    var titles: [String] = [] { didSet { if titles != oldValue { setNeedsDisplay() } } }

    /// What line `line` of a column `lines` high shows: the index entry it jumps to and
    /// whether it is drawn as a "•" standing for left-out entries; nil for a blank line.
    func entry(atLine line: Int, lines: Int) -> (index: Int, isBullet: Bool)? {
        let n = titles.count
        guard n > 0, lines > 0, line >= 0, line < lines else { return nil }
        if n <= lines {
            let top = (lines - n) / 2
            let i = line - top
            return i >= 0 && i < n ? (i, false) : nil
        }
        // Alternate kept titles and bullets on an odd number of lines, first and last kept.
        let used = lines % 2 == 1 ? lines : lines - 1
        let kept = (used + 1) / 2
        let i = line - (lines - used) / 2
        guard i >= 0, i < used else { return nil }
        if kept == 1 { return (0, false) }
        // Kept title j is entry j·(n−1)/(kept−1): consecutive kept entries are more than two
        // apart (n > lines ≥ 2·kept − 1), so every bullet stands for at least one entry.
        func keptEntry(_ j: Int) -> Int { j * (n - 1) / (kept - 1) }
        if i % 2 == 0 { return (keptEntry(i / 2), false) }
        let before = keptEntry(i / 2), after = keptEntry(i / 2 + 1)
        return ((before + after) / 2, true)
    }

    /// The height of one entry: a line on a terminal; 14 points on a point device, whose
    /// titles are 11-point semibold text as iOS's index draws them.
    var entryHeight: CGFloat { _measuresTextInCells ? 1 : 14 }
    /// How many entries the column has room for.
    var entryLines: Int { max(0, Int((bounds.height / entryHeight).rounded(.down))) }
    /// Where the first entry line starts: the lines are centred in the column
    /// (`entry(atLine:lines:)` centres fewer titles than lines among them).
    var entriesTop: CGFloat { (bounds.height - CGFloat(entryLines) * entryHeight) / 2 }

    override func draw(in context: UIRenderContext) {
        let w = Int(bounds.width), h = Int(bounds.height)
        let color = table?.sectionIndexColor ?? table?.tintColor ?? .systemBlue
        for line in 0..<h {
            guard let e = entry(atLine: line, lines: h) else { continue }
            let t = e.isBullet ? "•" : TextWidth.truncate(TextSanitizer.sanitize(titles[e.index]), toWidth: w)
            let x = max(0, (w - TextWidth.width(of: t)) / 2)
            context.drawText(t, at: CGPoint(x: x, y: line), style: CellStyle(foreground: context.cellColor(color)))
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, let table else { return }
        let line = Int(((t.location(in: self).y - entriesTop) / entryHeight).rounded(.down))
        if let e = entry(atLine: line, lines: entryLines) { table._jumpToIndex(e.index) }
    }
}
