import Foundation

/// The loose e-mail check of the app's screens: one or more characters, an
/// `@`, one or more characters, and no whitespace. (RFC 5322 addresses are
/// far more varied; this only catches a phone or a name typed in the wrong
/// field.)
public enum EmailAddressRule {
    /// True when `text` (trimmed) looks like an address.
    public static func isValid(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let at = trimmed.lastIndex(of: "@") else { return false }
        return at != trimmed.startIndex && trimmed.index(after: at) != trimmed.endIndex
            && !trimmed.contains(where: \.isWhitespace)
    }
}
