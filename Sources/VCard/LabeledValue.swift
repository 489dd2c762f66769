import Foundation

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
