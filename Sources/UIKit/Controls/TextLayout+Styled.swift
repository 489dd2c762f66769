import Foundation
import UIKitEngine

extension _TextLayout {
    /// A laid-out line of styled text: its characters and, for each, the index in the
    /// source characters it shows (an inserted "…" takes the index of the first character
    /// it stands for).
    struct SourcedLine {
        var characters: [Character]
        var sources: [Int]
    }

    /// `labelLines` for characters whose positions matter (attributed text): the same
    /// lines, each character with where it came from.
    static func labelLines(characters chars: [Character], width: Int, maxLines: Int, mode: NSLineBreakMode) -> [SourcedLine] {
        guard width > 0, maxLines > 0 || maxLines == 0 else { return [] }
        let lines = wrap(characters: chars, width: width, byWord: mode != .byCharWrapping)
        func sourced(_ line: Line) -> SourcedLine {
            let shown = Array(line.text)
            return SourcedLine(characters: shown, sources: Array(line.start..<(line.start + shown.count)))
        }
        guard maxLines > 0, lines.count > maxLines else { return lines.map(sourced) }
        var out = lines.prefix(maxLines - 1).map(sourced)
        var start = lines[maxLines - 1].start
        var rest = chars[start...].map { $0 == "\n" ? " " : $0 }
        while rest.first == " " { rest.removeFirst(); start += 1 }
        let restText = String(rest)
        let shown: String
        switch mode {
        case .byTruncatingTail: shown = TextWidth.truncate(restText, toWidth: width)
        case .byTruncatingHead: shown = truncateHead(restText, toWidth: width)
        case .byTruncatingMiddle: shown = truncateMiddle(restText, toWidth: width)
        case .byClipping: shown = clip(restText, toWidth: width)
        case .byWordWrapping, .byCharWrapping: out.append(sourced(lines[maxLines - 1])); return out
        }
        out.append(align(Array(shown), to: rest, from: start))
        return out
    }

    /// Matches a truncated line (a prefix of `source`, "…", a suffix of `source`) back to
    /// the characters of `source`, which start at index `offset`.
    private static func align(_ shown: [Character], to source: [Character], from offset: Int) -> SourcedLine {
        var sources: [Int] = []
        var i = 0
        while i < shown.count, i < source.count, shown[i] == source[i] { sources.append(offset + i); i += 1 }
        if i < shown.count {
            sources.append(offset + min(i, max(0, source.count - 1)))
            let suffix = shown.count - i - 1
            for k in 0..<suffix { sources.append(offset + source.count - suffix + k) }
        }
        return SourcedLine(characters: shown, sources: sources)
    }
}

extension UIRenderContext {
    /// Draws one laid-out line of styled text at `point`, each run of characters with its
    /// style, at most `maxWidth` cells. Returns the width drawn.
    @discardableResult
    func drawStyledLine(_ line: _TextLayout.SourcedLine, of text: _StyledText, at point: CGPoint, maxWidth: Int) -> Int {
        var x = 0
        var i = 0
        while i < line.characters.count, x < maxWidth {
            let styleIndex = text.styleIndices[min(line.sources[i], text.styleIndices.count - 1)]
            var run: [Character] = []
            while i < line.characters.count, text.styleIndices[min(line.sources[i], text.styleIndices.count - 1)] == styleIndex {
                run.append(line.characters[i]); i += 1
            }
            x += drawText(String(run), at: CGPoint(x: point.x + CGFloat(x), y: point.y), style: text.styles[styleIndex],
                          maxWidth: maxWidth - x)
        }
        return x
    }
}
