import Foundation

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
