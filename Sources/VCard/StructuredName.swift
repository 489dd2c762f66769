import Foundation

/// The structured name of the N property (RFC 6350 section 6.2.2). Each
/// field is unescaped text; a field holding several values (e.g. two
/// honorific suffixes) keeps them separated by commas.
public struct StructuredName: Hashable, Sendable {
    public var familyName: String
    public var givenName: String
    public var additionalNames: String
    public var prefixes: String
    public var suffixes: String

    /// A name from its five N components (unescaped text).
    public init(familyName: String = "", givenName: String = "", additionalNames: String = "",
                prefixes: String = "", suffixes: String = "") {
        self.familyName = familyName
        self.givenName = givenName
        self.additionalNames = additionalNames
        self.prefixes = prefixes
        self.suffixes = suffixes
    }

    /// True when every field is empty or whitespace.
    public var isEmpty: Bool {
        [familyName, givenName, additionalNames, prefixes, suffixes]
            .allSatisfy { $0.trimmingSpaces.isEmpty }
    }

    /// "prefixes given additional family suffixes", skipping empty fields:
    /// the display form used when a card has no FN.
    public var formatted: String {
        [prefixes, givenName, additionalNames, familyName, suffixes]
            .map { $0.trimmingSpaces }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// The five N components in file order.
    public var components: [String] { [familyName, givenName, additionalNames, prefixes, suffixes] }
}
