import Foundation

/// Why ``AddressBook/sync(_:timeout:)`` did not sync. `description` is one English
/// line a person can act on (the `contacts sync` command prints it after "contacts: ").
public enum SyncFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The account has no server (`contacts sync add URL` adds one).
    case noServer(account: String)
    /// The sealed server password does not open with the account's key.
    case unreadablePassword(account: String)
    /// The sync stopped (server down, wrong password, a time-out, …): what was applied stays.
    case failed(url: String, reason: String)

    public var description: String {
        switch self {
        case .noServer(let account):
            return "account \(account) syncs with no server; add one with 'contacts sync add URL'"
        case .unreadablePassword(let account):
            return "the server password of \(account) cannot be read with this account's key; "
                + "add the server again with 'contacts sync add URL'"
        case .failed(let url, let reason):
            return "sync with \(url) failed: \(reason); what was applied stays, and the next sync goes on from there"
        }
    }
}
