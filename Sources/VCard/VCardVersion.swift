import Foundation

/// The vCard format versions this module knows.
///
/// Reading accepts all three; writing produces 3.0 (RFC 2426) or 4.0
/// (RFC 6350) — see ``VCardWriter/Version``.
public enum VCardVersion: String, Hashable, Sendable, CaseIterable {
    /// vCard 2.1 (versit consortium, 1996): quoted-printable, CHARSET=, nameless parameters.
    case v2_1 = "2.1"
    /// vCard 3.0, RFC 2426 (with the MIME directory profile, RFC 2425).
    case v3_0 = "3.0"
    /// vCard 4.0, RFC 6350.
    case v4_0 = "4.0"

    /// Maps the text of a `VERSION` property to a version: "2.1" (and the
    /// older "1.0"/"2.0") is 2.1, "3.0" is 3.0, "4.0" is 4.0, judged by the
    /// major number. Returns nil for any other text.
    public init?(versionText: String) {
        let trimmed = versionText.trimmingSpaces
        let major = trimmed.split(separator: ".", maxSplits: 1).first.map(String.init) ?? trimmed
        switch major {
        case "1", "2": self = .v2_1
        case "3": self = .v3_0
        case "4": self = .v4_0
        default: return nil
        }
    }
}
