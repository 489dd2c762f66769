import Foundation

/// Line breaking for labels and buttons, in cells (1 point = 1 cell), with the same widths
/// `TextWidth` gives the terminal.
///
/// Break opportunities: after a space, and before and after a wide (CJK, emoji)
/// character, except before closing CJK punctuation ("。", "、", "）"…), which stays on
/// the line of the character before it (kinsoku shori, simplified). A run with no break
/// opportunity that is longer than the line is broken between characters. Spaces at the
/// end of a wrapped line are dropped. Hard line breaks (LF, CR LF, CR, U+2028, U+2029)
/// always break.
enum _TextLayout {
    /// One laid-out line: its text and the index (in `characters(of:)`) where it starts.
    struct Line: Equatable {
        var text: String
        var start: Int
        var width: Int { TextWidth.width(of: text) }
    }

    /// The text's characters after sanitising everything except line breaks.
    static func characters(of text: String) -> [Character] {
        var out: [Character] = []
        out.reserveCapacity(text.count)
        for ch in text {
            if isLineBreak(ch) { out.append("\n"); continue }
            let s = TextSanitizer.sanitize(String(ch))
            out.append(contentsOf: s)
        }
        return out
    }

    static func isLineBreak(_ ch: Character) -> Bool {
        ch == "\n" || ch == "\r\n" || ch == "\r" || ch == "\u{2028}" || ch == "\u{2029}"
    }

    private static let noBreakBefore: Set<Character> = [
        "、", "。", "，", "．", "！", "？", "：", "；", "）", "」", "』", "】", "〉", "》", "〕", "］", "｝",
        "ー", "…", "‥", "々", "ゝ", "ゞ", "ヽ", "ヾ", "・", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ",
        "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", ",", ".", "!", "?", ":", ";", ")", "]", "}",
    ]
    private static let noBreakAfter: Set<Character> = ["（", "「", "『", "【", "〈", "《", "〔", "［", "｛", "(", "[", "{"]

    /// Wraps `text` into lines at most `width` cells wide (`width` ≤ 0 means no limit:
    /// only hard breaks). `byWord` false breaks between any characters.
    static func wrap(_ text: String, width: Int, byWord: Bool = true) -> [Line] {
        wrap(characters: characters(of: text), width: width, byWord: byWord)
    }

    static func wrap(characters chars: [Character], width: Int, byWord: Bool) -> [Line] {
        let limit = width > 0 ? width : Int.max
        var lines: [Line] = []
        var line: [Character] = []
        var lineStart = 0
        var lineWidth = 0
        var lastBreak: Int? = nil   // a break is allowed before line[lastBreak]

        func flush(_ chars: ArraySlice<Character>, start: Int) {
            var t = Array(chars)
            while t.last == " " { t.removeLast() }
            lines.append(Line(text: String(t), start: start))
        }

        var i = 0
        while i < chars.count {
            let ch = chars[i]
            if ch == "\n" {
                flush(line[...], start: lineStart)
                line.removeAll(); lineWidth = 0; lastBreak = nil
                lineStart = i + 1
                i += 1
                continue
            }
            let w = TextWidth.width(of: ch)
            let breakHere = byWord && line.last.map { canBreak(between: $0, and: ch) } == true
            if lineWidth + w > limit && !line.isEmpty {
                if ch == " " {
                    // A space that overflows ends the line and is dropped with its run.
                    flush(line[...], start: lineStart)
                    line.removeAll(); lineWidth = 0; lastBreak = nil
                    while i < chars.count && chars[i] == " " { i += 1 }
                    lineStart = i
                    continue
                }
                if breakHere {
                    flush(line[...], start: lineStart)
                    lineStart += line.count
                    line.removeAll(); lineWidth = 0
                } else if byWord, let b = lastBreak, b > 0 {
                    flush(line[..<b], start: lineStart)
                    let tail = Array(line[b...])
                    lineStart += b
                    line = tail
                    lineWidth = TextWidth.width(of: String(tail))
                } else {
                    flush(line[...], start: lineStart)
                    lineStart += line.count
                    line.removeAll(); lineWidth = 0
                }
                lastBreak = nil
            } else if breakHere {
                lastBreak = line.count
            }
            line.append(ch)
            lineWidth += w
            i += 1
        }
        flush(line[...], start: lineStart)
        return lines
    }

    /// Whether a line may break between `prev` and `next`.
    static func canBreak(between prev: Character, and next: Character) -> Bool {
        if next == " " { return false }
        if prev == " " { return true }
        let wide = TextWidth.width(of: next) >= 2 || TextWidth.width(of: prev) >= 2
        return wide && !noBreakBefore.contains(next) && !noBreakAfter.contains(prev)
    }

    /// `text` shortened to `width` cells with "…" at the start (the end stays visible).
    static func truncateHead(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if TextWidth.width(of: text) <= width { return text }
        var kept: [Character] = []
        var used = 0
        for ch in text.reversed() {
            let w = TextWidth.width(of: ch)
            if used + w > width - 1 { break }
            kept.append(ch); used += w
        }
        return "…" + String(kept.reversed())
    }

    /// `text` shortened to `width` cells with "…" in the middle.
    static func truncateMiddle(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if TextWidth.width(of: text) <= width { return text }
        let avail = width - 1
        let headBudget = (avail + 1) / 2, tailBudget = avail - headBudget
        var head = "", used = 0
        for ch in text {
            let w = TextWidth.width(of: ch)
            if used + w > headBudget { break }
            head.append(ch); used += w
        }
        var tail: [Character] = []
        used = 0
        for ch in text.reversed() {
            let w = TextWidth.width(of: ch)
            if used + w > tailBudget { break }
            tail.append(ch); used += w
        }
        return head + "…" + String(tail.reversed())
    }

    /// Lines to draw for a label: wrapped to `width`, at most `maxLines` (0 = no limit),
    /// the last one truncated by `mode` when text is left over.
    static func labelLines(_ text: String, width: Int, maxLines: Int, mode: NSLineBreakMode) -> [String] {
        let chars = characters(of: text)
        let byWord = mode != .byCharWrapping
        let lines = wrap(characters: chars, width: width, byWord: byWord)
        guard maxLines > 0, lines.count > maxLines else { return lines.map(\.text) }
        var out = lines.prefix(maxLines - 1).map(\.text)
        let lastStart = lines[maxLines - 1].start
        var rest = String(chars[lastStart...].map { $0 == "\n" ? " " : $0 })
        while rest.first == " " { rest.removeFirst() }
        switch mode {
        case .byTruncatingTail: out.append(TextWidth.truncate(rest, toWidth: width))
        case .byTruncatingHead: out.append(truncateHead(rest, toWidth: width))
        case .byTruncatingMiddle: out.append(truncateMiddle(rest, toWidth: width))
        case .byClipping, .byWordWrapping, .byCharWrapping:
            // No mark: the last line shows what fits (clipping cuts the rest of the text).
            out.append(mode == .byClipping ? clip(rest, toWidth: width) : lines[maxLines - 1].text)
        }
        return out
    }

    /// The longest prefix of `text` that fits in `width` cells (no mark).
    static func clip(_ text: String, toWidth width: Int) -> String {
        var out = "", used = 0
        for ch in text {
            let w = TextWidth.width(of: ch)
            if used + w > width { break }
            out.append(ch); used += w
        }
        return out
    }
}
