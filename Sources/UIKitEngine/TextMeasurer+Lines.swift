import Foundation

// Line breaking and text sizes over a measurer's two primitives, the same for every
// device: UIKit sizes views with these and the pixel backend draws the lines they give,
// so a label sized to its text is drawn on the lines it was measured on.

extension TextMeasurer {
    /// The size of `string` drawn with one line per hard line break (`\n`), no wrapping:
    /// the widest line's width and the lines' height, in points (`NSString.size(withAttributes:)`).
    /// An empty string is 0 wide and one line high.
    public func size(of string: String, font: RenderFont) -> CGSize {
        let lines = string.components(separatedBy: "\n")
        let w = lines.map { width(of: $0, font: font) }.max() ?? 0
        return CGSize(width: w, height: CGFloat(lines.count) * lineMetrics(of: font).lineHeight)
    }

    /// The lines `string` is laid out in within `maxWidth` points (nil: unlimited), as a
    /// label lays out its text:
    /// - `maxLines` 1: one line, hard breaks shown as spaces;
    /// - otherwise each paragraph (split at `\n`) is wrapped at word boundaries (spaces;
    ///   CJK text between any two characters; a word wider than the line is broken between
    ///   characters), or between any two characters when `byCharacter`; at most `maxLines`
    ///   lines (0: no limit);
    /// - when `truncates`, the last line kept ends with "…" if text is left over or it is
    ///   wider than `maxWidth`.
    /// Lines carry no trailing spaces. An empty string is no lines.
    public func lines(of string: String, font: RenderFont, maxWidth: CGFloat?, maxLines: Int,
                      byCharacter: Bool = false, truncates: Bool = true) -> [String] {
        guard !string.isEmpty else { return [] }
        let limit = maxWidth.map { max(0, $0) }
        func w(_ s: String) -> CGFloat { width(of: s, font: font) }
        func fits(_ s: String) -> Bool { limit.map { w(s) <= $0 + 0.001 } ?? true }
        func truncated(_ s: String, force: Bool) -> String {
            guard truncates else { return s }
            if !force && fits(s) { return s }
            var chars = Array(s.trimmingTrailingSpaces)
            while !chars.isEmpty && !fits(String(chars) + "…") { chars.removeLast() }
            return String(chars).trimmingTrailingSpaces + "…"
        }
        if maxLines == 1 {
            return [truncated(string.replacingOccurrences(of: "\n", with: " "), force: false)]
        }
        var out: [String] = []
        var leftOver = false
        paragraphs: for paragraph in string.components(separatedBy: "\n") {
            var line = ""
            for token in Self.breakTokens(paragraph, byCharacter: byCharacter) {
                if fits(line + token.trimmingTrailingSpaces) || line.isEmpty && fits(token.trimmingTrailingSpaces) {
                    line += token
                    continue
                }
                if !line.isEmpty {
                    out.append(line.trimmingTrailingSpaces)
                    line = ""
                    if maxLines > 0 && out.count >= maxLines { leftOver = true; break paragraphs }
                }
                // A word too wide for a line of its own is broken between characters.
                var piece = ""
                for ch in token.trimmingTrailingSpaces {
                    if !piece.isEmpty && !fits(piece + String(ch)) {
                        out.append(piece)
                        piece = ""
                        if maxLines > 0 && out.count >= maxLines { leftOver = true; break paragraphs }
                    }
                    piece.append(ch)
                }
                line = piece + String(token.reversed().prefix { $0 == " " })
            }
            out.append(line.trimmingTrailingSpaces)
            if maxLines > 0 && out.count >= maxLines { break }
        }
        if maxLines > 0 && out.count >= maxLines {
            // Text after the last line kept (the loop stopped early, or paragraphs remain).
            let kept = out.joined().filter { !$0.isWhitespace }.count
            let all = string.filter { !$0.isWhitespace }.count
            if kept < all { leftOver = true }
            out = Array(out.prefix(maxLines))
        }
        if let last = out.last {
            out[out.count - 1] = truncated(last, force: leftOver)
        }
        return out
    }

    /// The size of `string` laid out as `lines(of:font:maxWidth:maxLines:)` says: the
    /// widest line's width (at most `maxWidth`) and the lines' height, in points. An
    /// empty string is zero.
    public func boundingSize(of string: String, font: RenderFont, maxWidth: CGFloat?, maxLines: Int,
                             byCharacter: Bool = false) -> CGSize {
        let ls = lines(of: string, font: font, maxWidth: maxWidth, maxLines: maxLines, byCharacter: byCharacter)
        guard !ls.isEmpty else { return .zero }
        var widest = ls.map { width(of: $0, font: font) }.max() ?? 0
        if let maxWidth { widest = min(widest, maxWidth) }
        return CGSize(width: widest, height: CGFloat(ls.count) * lineMetrics(of: font).lineHeight)
    }

    /// Pieces a line may break between: words with their trailing spaces, and each CJK
    /// character on its own (every character when `byCharacter`).
    static func breakTokens(_ s: String, byCharacter: Bool) -> [String] {
        var out: [String] = []
        var cur = ""
        for ch in s {
            let wide = ch.unicodeScalars.first.map { $0.value >= 0x2E80 && $0.value < 0x1F000 } ?? false
            if byCharacter || wide {
                if !cur.isEmpty { out.append(cur); cur = "" }
                out.append(String(ch))
            } else if ch == " " {
                cur.append(ch)
            } else {
                if cur.last == " " { out.append(cur); cur = "" }
                cur.append(ch)
            }
        }
        if !cur.isEmpty { out.append(cur) }
        return out
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
