import ContactsStore
import ContactsSync
import Foundation

extension AddressBook {
    /// The CardDAV server `account` syncs with, or nil (``ContactsDatabase/syncServer(for:)``).
    /// - Throws: `.store` errors.
    public func syncServer(for account: Account) throws -> SyncServer? {
        try translatingStoreErrors { try database.syncServer(for: account) }
    }

    /// One two-way sync of `account` with its server (``SyncEngine/run()``: RFC 6578's
    /// sync-collection, or ETags), using the account key this book was given at sign-in
    /// to open the sealed server password. The engine records the outcome (the server's
    /// `lastSync` and `lastResult`) either way. Callable off the main thread: the
    /// database serialises its calls.
    /// - Parameters:
    ///   - timeout: seconds each request may take.
    ///   - chooseConflict: settles each conflict (``SyncEngine/chooseConflict``); keeps
    ///     both versions when nil, the documented default.
    /// - Returns: what the sync did on each side, with its conflicts.
    /// - Throws: ``SyncFailure``; `.store(.accountLocked)` when this book was not signed
    ///   in to `account`; other store errors; what `chooseConflict` throws.
    public func sync(_ account: Account, timeout: TimeInterval = 30,
                     chooseConflict: ((SyncConflict) throws -> ConflictChoice)? = nil) throws -> SyncReport {
        guard let server = try syncServer(for: account) else { throw SyncFailure.noServer(account: account.name) }
        guard let key = database.unlockedKey(for: account) else {
            throw AddressBookError.store(.accountLocked(account.name))
        }
        let password: String
        do {
            password = String(decoding: try key.open(server.secret, context: server.secretContext), as: UTF8.self)
        } catch {
            throw SyncFailure.unreadablePassword(account: account.name)
        }
        let client = CardDAVClient(transport: WebDAVTransport(userName: server.userName, password: password, timeout: timeout))
        let engine = SyncEngine(database: database, account: account, server: server, client: client, codec: syncCodec)
        if let chooseConflict { engine.chooseConflict = chooseConflict }
        do {
            return try translatingStoreErrors { try engine.run() }
        } catch let error as SyncError {
            throw SyncFailure.failed(url: server.url, reason: "\(error)")
        }
    }
}
