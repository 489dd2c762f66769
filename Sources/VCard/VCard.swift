// VCard: reading and writing vCard 2.1, 3.0 and 4.0 contact files.
//
// The model is deliberately close to the file format: a card is an ordered
// list of properties (RFC 6350 section 3.3 "contentline"), each with an
// optional group, a name, ordered multi-valued parameters and a value. Typed
// accessors (VCard+Accessors.swift) give the contact fields the app needs;
// everything else is kept as it was read so that writing the card back loses
// nothing. Foundation is the only dependency.

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

/// One parameter of a property: `TYPE=home,voice` is name `TYPE` with values
/// `["home", "voice"]` (RFC 6350 section 5).
///
/// Names are stored in upper case. vCard 2.1 parameters written without a
/// name (`TEL;HOME;VOICE:`) are given the name the 2.1 specification implies
/// (`TYPE`, `ENCODING` or `VALUE`). Values are the decoded text: surrounding
/// double quotes removed and RFC 6868 caret escapes (`^n`, `^'`, `^^`)
/// resolved for 3.0 and 4.0 input.
public struct VCardParameter: Hashable, Sendable {
    /// Upper-case parameter name, e.g. `TYPE`, `PREF`, `X-ABLABEL`.
    public var name: String
    /// The values in file order; a quoted value containing commas is one value.
    public var values: [String]

    /// A parameter; `name` is upper-cased (parameter names are case-insensitive).
    public init(name: String, values: [String]) {
        self.name = name.asciiUppercased
        self.values = values
    }

    /// Shorthand: `VCardParameter("TYPE", "home", "voice")`.
    public init(_ name: String, _ values: String...) {
        self.init(name: name, values: values)
    }

    /// For names already in upper case (the reader's hot path).
    init(upperName: String, values: [String]) {
        self.name = upperName
        self.values = values
    }
}

/// One content line of a card: `[group.]NAME[;param...]:value`.
///
/// `value` is the property value after line unfolding and transfer decoding
/// (quoted-printable, character set) but with the vCard text escapes still in
/// place, in the RFC 6350 section 3.4 form: `\\`, `\,`, `\;` and `\n` are
/// escapes, an unescaped `;` separates the components of a structured value
/// (N, ADR, ORG) and an unescaped `,` separates list items (CATEGORIES).
/// vCard 2.1 values, where only `\;` is an escape, are converted to this form
/// when read, so a value means the same thing whatever version it came from.
/// Use ``text``, ``components`` and ``listValues`` for unescaped text, and
/// ``VCardProperty/init(group:name:parameters:text:)`` to build a property
/// from plain text.
///
/// Binary values (`ENCODING=b`/`BASE64`) hold the base64 text without any
/// whitespace; ``binaryData`` decodes them (and 4.0 `data:` URIs).
public struct VCardProperty: Hashable, Sendable {
    /// The group prefix, e.g. `item1` in `item1.TEL`; nil when there is none.
    /// Groups compare case-insensitively in the accessors.
    public var group: String?
    /// Upper-case property name, e.g. `TEL`, `X-ABLABEL`.
    public var name: String
    /// Parameters in file order.
    public var parameters: [VCardParameter]
    /// The value, escaped as described on the type.
    public var value: String

    /// Creates a property from an already escaped value.
    public init(group: String? = nil, name: String, parameters: [VCardParameter] = [], value: String) {
        self.group = group
        self.name = name.asciiUppercased
        self.parameters = parameters
        self.value = value
    }

    /// For names already in upper case (the reader's hot path).
    init(group: String?, upperName: String, parameters: [VCardParameter], value: String) {
        self.group = group
        self.name = upperName
        self.parameters = parameters
        self.value = value
    }

    /// Creates a property whose value is the given plain text, escaping
    /// backslashes, commas, semicolons and line breaks (RFC 6350 section 3.4).
    public init(group: String? = nil, name: String, parameters: [VCardParameter] = [], text: String) {
        self.init(group: group, name: name, parameters: parameters, value: VCardText.escape(text))
    }

    /// Creates a structured property (N, ADR, ORG…) from plain-text
    /// components, escaping each and joining them with `;`.
    public init(group: String? = nil, name: String, parameters: [VCardParameter] = [], components: [String]) {
        self.init(group: group, name: name, parameters: parameters,
                  value: components.map { VCardText.escape($0) }.joined(separator: ";"))
    }
}

/// A contact card: the version it was read as (or is meant for) and its
/// properties in order. `BEGIN`, `END` and `VERSION` lines are not stored as
/// properties; the writer produces them.
public struct VCard: Hashable, Sendable {
    /// The version the card was read as.
    public var version: VCardVersion
    /// All other properties, in file order, unknown and `X-` ones included.
    public var properties: [VCardProperty]

    /// A card of the given version with the given properties (no BEGIN,
    /// END or VERSION among them). A new card has no UID until one is set.
    public init(version: VCardVersion = .v4_0, properties: [VCardProperty] = []) {
        self.version = version
        self.properties = properties
    }
}

/// A telephone number, e-mail address or similar value with its label.
public struct LabeledValue: Hashable, Sendable {
    /// The value as text, e.g. `+1 418 656 9254` or `bob@example.com`
    /// (a `tel:` URI scheme prefix is removed).
    public var value: String
    /// A readable label: the `X-ABLabel` of the property's group if present
    /// (Apple's `_$!<HomePage>!$_` read as `home page`), otherwise made from
    /// the TYPE values (`cell` reads as `mobile`, `fax,home` as `home fax`).
    /// nil when the property has neither.
    public var label: String?
    /// The TYPE values, lower-cased, `pref` excluded, in file order.
    public var types: [String]
    /// True for `TYPE=pref` (2.1/3.0) or a `PREF` parameter (4.0).
    public var isPreferred: Bool

    /// A labelled value. When written back through ``VCard/telephones`` or
    /// ``VCard/emails``, `types` become TYPE values; with no types, a label
    /// made of type words (`home fax`, `mobile`) becomes TYPE values and any
    /// other label an `itemN.X-ABLabel` (Apple's custom-label convention).
    public init(value: String, label: String? = nil, types: [String] = [], isPreferred: Bool = false) {
        self.value = value
        self.label = label
        self.types = types
        self.isPreferred = isPreferred
    }
}

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
