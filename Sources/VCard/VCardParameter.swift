import Foundation

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
