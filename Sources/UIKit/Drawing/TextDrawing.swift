import Foundation

/// Drawing and measuring strings for `NSString`/`NSAttributedString` drawing: text is
/// laid out in the character-cell metrics the text views use (one cell per column, one
/// row per line, `TextWidth`), then each run of a line becomes a text command of the
/// current context. Defaults are UIKit's: no `.foregroundColor` is the device's text
/// colour (black on iOS; the terminal's own foreground here, docs/DECISIONS.md).
enum TextDrawing {
    /// One character with the font and colour it is drawn in.
    struct Styled {
        var character: Character
        var font: DrawingFont
        var color: DrawingColor?
    }

    static func font(_ attributes: [NSAttributedString.Key: Any]?) -> DrawingFont {
        let font = attributes?[.font] as? UIFont
        return DrawingFont(pointSize: font?.pointSize ?? 12, isBold: font.map(isBold) ?? false)
    }

    private static func isBold(_ font: UIFont) -> Bool { font.weight == .bold }

    static func color(_ attributes: [NSAttributedString.Key: Any]?) -> DrawingColor? {
        (attributes?[.foregroundColor] as? UIColor).map { DrawingColor($0.cgColor) }
    }

    /// Characters of `text` (sanitised, hard line breaks as "\n") with `attributes`.
    static func styled(_ text: String, _ attributes: [NSAttributedString.Key: Any]?) -> [Styled] {
        let f = font(attributes), c = color(attributes)
        return _TextLayout.characters(of: text).map { Styled(character: $0, font: f, color: c) }
    }

    static func styled(_ string: NSAttributedString) -> [Styled] {
        var out: [Styled] = []
        let ns = string.string as NSString
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attrs, range, _ in
            out += styled(ns.substring(with: range), attrs)
        }
        return out
    }

    /// Lines of `chars`: wrapped to `width` cells (nil: only hard breaks), each a slice of
    /// styled characters.
    static func lines(_ chars: [Styled], width: CGFloat?) -> [ArraySlice<Styled>] {
        let w = width.map { max(1, Int($0.rounded(.down))) } ?? 0
        return _TextLayout.wrap(characters: chars.map(\.character), width: w, byWord: true).map { line in
            let n = line.text.count
            return chars[line.start..<min(chars.count, line.start + n)]
        }
    }

    /// Width and height of the lines, in points (cells and rows).
    static func size(of lines: [ArraySlice<Styled>]) -> CGSize {
        let width = lines.map { TextWidth.width(of: String($0.map(\.character))) }.max() ?? 0
        return CGSize(width: CGFloat(width), height: CGFloat(lines.count))
    }

    /// Draws `lines` with their top-left at `origin`, at most `maxLines` lines (user space
    /// of the current context; nothing without one).
    static func draw(_ lines: [ArraySlice<Styled>], at origin: CGPoint, maxLines: Int? = nil) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        for (row, line) in lines.prefix(maxLines ?? lines.count).enumerated() {
            var x = origin.x
            var i = line.startIndex
            while i < line.endIndex {
                let first = line[i]
                var run = ""
                while i < line.endIndex, line[i].font == first.font, line[i].color == first.color {
                    run.append(line[i].character); i += 1
                }
                ctx.emitText(run, at: CGPoint(x: x, y: origin.y + CGFloat(row)), font: first.font, color: first.color)
                x += CGFloat(TextWidth.width(of: run))
            }
        }
    }
}
