import Foundation

/// A contact stored in an account. The fields are reachable directly:
/// `record.formattedName` reads `record.fields.formattedName`.
@dynamicMemberLookup
public struct ContactRecord: Equatable, Hashable, Sendable, Identifiable {
    /// Row id in the `contacts` table; unique across accounts.
    public let id: Int64
    /// The owning account's id.
    public let accountID: Int64
    public var fields: ContactFields
    public let created: Date
    public let updated: Date

    public init(id: Int64, accountID: Int64, fields: ContactFields, created: Date, updated: Date) {
        self.id = id
        self.accountID = accountID
        self.fields = fields
        self.created = created
        self.updated = updated
    }

    public subscript<T>(dynamicMember keyPath: WritableKeyPath<ContactFields, T>) -> T {
        get { fields[keyPath: keyPath] }
        set { fields[keyPath: keyPath] = newValue }
    }
}
