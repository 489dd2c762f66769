import Foundation

/// What `list` and mail completion need of a contact: its name and its
/// phones and e-mails, read without the rest of the row.
public struct ContactSummary: Equatable, Sendable {
    public let id: Int64
    /// The display name (vCard `FN`).
    public let formattedName: String
    public let phones: [ContactValue]
    public let emails: [ContactValue]

    public init(id: Int64, formattedName: String, phones: [ContactValue], emails: [ContactValue]) {
        self.id = id
        self.formattedName = formattedName
        self.phones = phones
        self.emails = emails
    }
}
