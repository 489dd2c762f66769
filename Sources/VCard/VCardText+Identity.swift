import Foundation

extension VCardText {
    /// The text of a card without its `UID` property: what makes two cards
    /// "the same card" when one of them had no UID and was given a random
    /// one on reading. Line ends are normalised to LF and folded lines
    /// (RFC 6350 section 3.2) are joined first, so the same card written
    /// with other line ends or folds gives the same key; a `UID` line with
    /// a group prefix (`item1.UID`) or in any case is removed too.
    ///
    /// - Parameter text: one card's text, `BEGIN:VCARD` to `END:VCARD`.
    /// - Returns: the unfolded lines without the UID, joined by LF.
    public static func identityKey(ofCardText text: String) -> String {
        var lines: [Substring] = []
        var current = ""
        var haveCurrent = false
        func flush() {
            if haveCurrent, !isUIDLine(current) { lines.append(Substring(current)) }
            current = ""
            haveCurrent = false
        }
        for line in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            if let first = line.first, first == " " || first == "\t", haveCurrent {
                current += line.dropFirst()
            } else {
                flush()
                current = String(line)
                haveCurrent = true
            }
        }
        flush()
        return lines.joined(separator: "\n")
    }

    /// A content line whose property name (after an optional group) is UID.
    private static func isUIDLine(_ line: String) -> Bool {
        guard let end = line.firstIndex(where: { $0 == ":" || $0 == ";" }) else { return false }
        var name = line[..<end]
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        return name.count == 3 && name.uppercased() == "UID"
    }
}
