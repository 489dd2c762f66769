import Foundation

/// The loose e-mail check of the app's screens: one or more characters, an
/// `@`, one or more characters, and no whitespace. (RFC 5322 addresses are
/// far more varied; this only catches a phone or a name typed in the wrong
/// field.)
public enum EmailAddressRule {
    /// True when `text` (trimmed) looks like an address.
    public static func isValid(_ text: String) -> Bool {
        if let ascii = isValidASCII(text) { return ascii }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let at = trimmed.lastIndex(of: "@") else { return false }
        return at != trimmed.startIndex && trimmed.index(after: at) != trimmed.endIndex
            && !trimmed.contains(where: \.isWhitespace)
    }

    /// The same rule on the bytes of ASCII text (an import checks every
    /// address of a file); nil for other text.
    static func isValidASCII(_ text: String) -> Bool? {
        var text = text
        return text.withUTF8 { bytes -> Bool? in
            // White space as Foundation's whitespacesAndNewlines has it in ASCII: TAB…CR, space.
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
            var start = 0, end = bytes.count
            while start < end, isSpace(bytes[start]) { start += 1 }
            while end > start, isSpace(bytes[end - 1]) { end -= 1 }
            var at: Int?
            for index in start..<end {
                let byte = bytes[index]
                if byte >= 0x80 { return nil }
                if isSpace(byte) { return false }
                if byte == 0x40 { at = index }
            }
            guard let at else { return false }
            return at != start && at + 1 != end
        }
    }
}
