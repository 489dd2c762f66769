import Foundation

/// The CardDAV address book an account syncs with (`sync_servers`): its collection
/// URL, the user name, the password sealed under the account key
/// (``AccountKey/seal(_:context:)``, context ``secretContext``), the last sync token
/// (RFC 6578) and how the last sync ended.
public struct SyncServer: Equatable, Sendable {
    public let id: Int64
    public let accountID: Int64
    /// The address-book collection's URL (absolute, ends with "/").
    public let url: String
    public let userName: String
    /// The server password, sealed; never clear text.
    public let secret: Data
    /// The token of the last sync whose changes are applied here; nil before the
    /// first, or for a server without sync-collection.
    public let syncToken: String?
    public let created: Date
    public let lastSync: Date?
    /// One line: what the last sync did, or why it failed.
    public let lastResult: String?

    /// The authenticated data the server password is sealed with.
    public var secretContext: String { Self.secretContext(url: url, userName: userName) }

    /// ``secretContext`` before the server is stored.
    public static func secretContext(url: String, userName: String) -> String {
        "carddav password \(userName) \(url)"
    }
}
