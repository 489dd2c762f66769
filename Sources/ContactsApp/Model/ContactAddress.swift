import Foundation

/// A postal address of a contact with its label ("home", "work", "other" or a
/// custom one), the parts of vCard `ADR` (RFC 6350 section 6.3.1) that iOS
/// Contacts shows and edits: street (ADR's street component; the post-office
/// box and extended address are joined into it when a card has them), city
/// (locality), state (region), ZIP (postal code) and country.
public struct ContactAddress: Equatable, Hashable, Sendable {
    /// "home", "work", "other", a custom label, or nil (shown as "address").
    public var label: String?
    public var street: String
    public var city: String
    public var state: String
    public var postalCode: String
    public var country: String

    public init(label: String? = nil, street: String = "", city: String = "", state: String = "",
                postalCode: String = "", country: String = "") {
        self.label = label
        self.street = street
        self.city = city
        self.state = state
        self.postalCode = postalCode
        self.country = country
    }

    /// The parts in ADR order after the box and extended address:
    /// street, city, state, ZIP, country.
    public var parts: [String] {
        get { [street, city, state, postalCode, country] }
        set {
            let p = newValue + Array(repeating: "", count: max(0, 5 - newValue.count))
            (street, city, state, postalCode, country) = (p[0], p[1], p[2], p[3], p[4])
        }
    }

    /// True when every part is blank.
    public var isEmpty: Bool {
        parts.allSatisfy { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    }

    /// The address on one line, parts that are not blank joined by ", "
    /// (the list of `show`, a search text).
    public var singleLine: String {
        parts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
            .joined(separator: ", ")
    }
}
