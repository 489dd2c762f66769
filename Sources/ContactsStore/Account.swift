import Foundation

/// An account: the owner of a private set of contacts. Only the store makes them (from
/// its `accounts` table, with the memberwise initialiser).
public struct Account: Equatable, Hashable, Sendable, Identifiable {
    /// Row id in the `accounts` table.
    public let id: Int64
    /// The name as it was typed when the account was created (case kept).
    public let name: String
    /// When the account was created.
    public let created: Date
}
