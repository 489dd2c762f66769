import Foundation

/// Splits one line of Swift into code and non-code (string literals, comments), so
/// rewrites never touch text inside strings or comments. Tracks block comments and
/// multi-line strings across lines. A heuristic scanner, not a parser: it knows `"…"`,
/// `"""…"""`, `//`, `/* … */` (nested), and escapes (raw strings `#"…"#` are treated as ordinary ones).
struct SwiftLineScanner {
    private var blockCommentDepth = 0
    private var inMultilineString = false

    /// A run of a line: code (`isCode`) or not.
    struct Segment: Equatable {
        var text: String
        var isCode: Bool
    }

    mutating func segments(of line: String) -> [Segment] {
        var out: [Segment] = []
        var current = ""
        var currentIsCode = !(blockCommentDepth > 0 || inMultilineString)
        func flush(asCode: Bool) {
            if !current.isEmpty { out.append(Segment(text: current, isCode: currentIsCode)) }
            current = ""
            currentIsCode = asCode
        }
        let chars = Array(line)
        var i = 0
        var inString = false
        while i < chars.count {
            let c = chars[i]
            let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
            if blockCommentDepth > 0 {
                current.append(c)
                if c == "*" && next == "/" { current.append("/"); i += 2; blockCommentDepth -= 1
                    if blockCommentDepth == 0 { flush(asCode: true) }
                    continue }
                if c == "/" && next == "*" { current.append("*"); i += 2; blockCommentDepth += 1; continue }
                i += 1; continue
            }
            if inMultilineString {
                current.append(c)
                if c == "\\" , let n = next { current.append(n); i += 2; continue }
                if c == "\"" && next == "\"" && i + 2 < chars.count && chars[i + 2] == "\"" {
                    current.append("\""); current.append("\""); i += 3; inMultilineString = false; flush(asCode: true); continue
                }
                i += 1; continue
            }
            if inString {
                current.append(c)
                if c == "\\", let n = next { current.append(n); i += 2; continue }
                if c == "\"" { inString = false; i += 1; flush(asCode: true); continue }
                i += 1; continue
            }
            if c == "/" && next == "/" {
                flush(asCode: false)
                current = String(chars[i...])
                flush(asCode: true)
                return out
            }
            if c == "/" && next == "*" {
                flush(asCode: false)
                current = "/*"; i += 2; blockCommentDepth = 1; continue
            }
            if c == "\"" {
                if next == "\"" && i + 2 < chars.count && chars[i + 2] == "\"" {
                    flush(asCode: false); current = "\"\"\""; i += 3; inMultilineString = true; continue
                }
                flush(asCode: false); current = "\""; i += 1; inString = true; continue
            }
            current.append(c)
            i += 1
        }
        flush(asCode: currentIsCode)
        return out
    }
}
