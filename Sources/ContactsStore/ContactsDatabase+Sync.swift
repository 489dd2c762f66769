import Foundation

extension ContactsDatabase {
    private static let serverColumns =
        "id, account_id, url, user_name, secret, sync_token, created, last_sync, last_result"

    private static func server(_ row: SQLiteStatement) -> SyncServer {
        SyncServer(id: row.int64(at: 0), accountID: row.int64(at: 1), url: row.string(at: 2), userName: row.string(at: 3),
                   secret: row.data(at: 4), syncToken: row.optionalString(at: 5),
                   created: Date(timeIntervalSince1970: row.double(at: 6)),
                   lastSync: row.isNull(at: 7) ? nil : Date(timeIntervalSince1970: row.double(at: 7)),
                   lastResult: row.optionalString(at: 8))
    }

    /// The server `account` syncs with, or nil.
    public func syncServer(for account: Account) throws -> SyncServer? {
        try perform {
            try connection.queryFirst("SELECT \(Self.serverColumns) FROM sync_servers WHERE account_id = ?1", account.id,
                                      row: Self.server)
        }
    }

    /// Remembers the server of `account` (its address-book collection `url`, `userName`
    /// and the sealed password), replacing any previous one with its sync state: the
    /// next sync is a first sync, which pairs cards and contacts by UID.
    /// - Throws: `.accountNotFound`, database errors.
    @discardableResult
    public func setSyncServer(for account: Account, url: String, userName: String, secret: Data) throws -> SyncServer {
        let created = now
        try write {
            try requireAccount(account)
            try connection.run("DELETE FROM sync_servers WHERE account_id = ?1", account.id)
            try connection.run("INSERT INTO sync_servers (account_id, url, user_name, secret, created) VALUES (?1, ?2, ?3, ?4, ?5)",
                               account.id, url, userName, secret, created)
        }
        guard let server = try syncServer(for: account) else { throw ContactsStoreError.accountNotFound(account.name) }
        return server
    }

    /// Forgets the server of `account` and its sync state (the contacts stay).
    public func removeSyncServer(for account: Account) throws {
        try write { try connection.run("DELETE FROM sync_servers WHERE account_id = ?1", account.id) }
    }

    /// Every item of `server`, by href.
    public func syncItems(of server: SyncServer) throws -> [SyncItem] {
        try perform {
            try connection.query("SELECT href, contact_id, etag, local_hash FROM sync_items WHERE server_id = ?1 ORDER BY href",
                                 server.id) {
                SyncItem(href: $0.string(at: 0), contactID: $0.isNull(at: 1) ? nil : $0.int64(at: 1),
                         etag: $0.string(at: 2), localHash: $0.data(at: 3))
            }
        }
    }

    /// Calls `body` with the id, UID and the keyed ``ContactFields/contentHash`` of
    /// every contact of `account` (HMAC under the account's tag key,
    /// ``ContactSealer/keyedHash(_:)``: what `sync_items.local_hash` holds), one row at a
    /// time (memory grows with the ids alone).
    public func forEachContentHash(for account: Account, _ body: (Int64, String, Data) throws -> Void) throws {
        try perform {
            let sealer = try sealer(forAccountID: account.id)
            let ids = try connection.query("SELECT id FROM contacts WHERE account_id = ?1", account.id) { $0.int64(at: 0) }
            for id in ids {
                guard let record = try fetchRecord(id, accountID: account.id) else { continue }
                try body(id, record.uid, sealer.keyedHash(record.fields.contentHash))
            }
        }
    }

    /// Applies `changes` and, when given, the server's new `syncToken` and the last
    /// sync's time and `result`, in ONE transaction: a token is never kept without the
    /// changes it covers, and a failure (or a kill) leaves the book and the sync state
    /// as they were. A step whose contact changed since the sync read it (its
    /// `ifUnchanged` hash, ``SyncChange``) is skipped and listed: the check and the write
    /// are in the same `BEGIN IMMEDIATE` transaction, so no other writer can slip between.
    /// - Parameter syncToken: `.some(nil)` clears the token (a full resync next time).
    /// - Returns: the ids stored or inserted, and the contacts skipped.
    /// - Throws: `.accountNotFound`, database errors; nothing is applied then.
    @discardableResult
    public func applySync(_ changes: [SyncChange], server: SyncServer, account: Account,
                          syncToken: String?? = nil, result: String? = nil) throws -> AppliedSync {
        let timestamp = now
        let uidCount = changes.reduce(0) { count, change in
            switch change {
            case .storeServerCard(_, _, let fields, _, _), .insertLocalCopy(let fields, _, _): return count + (fields.uid.isEmpty ? 1 : 0)
            default: return count
            }
        }
        var uids = try Self.randomUUIDs(count: uidCount)
        return try write {
            try requireAccount(account)
            let sealer = try sealer(forAccountID: account.id)
            var applied = AppliedSync()
            /// Whether contact `id` still has the keyed content hash `expected` (true
            /// without one, or when the contact is gone: nothing of it can be lost).
            func unchanged(_ id: Int64?, _ expected: Data?) throws -> Bool {
                guard let id, let expected, let record = try fetchRecord(id, accountID: account.id) else { return true }
                if sealer.keyedHash(record.fields.contentHash) == expected { return true }
                if !applied.skipped.contains(id) { applied.skipped.append(id) }
                return false
            }
            func insert(_ fields: ContactFields) throws -> (Int64, ContactFields) {
                var fields = fields
                if fields.uid.isEmpty { fields.uid = uids.removeLast() }
                let statement = try connection.cached(Self.insertContactSQL)
                defer { statement.reset() }
                try bindContact(fields, uid: fields.uid, to: statement, accountID: account.id, timestamp: timestamp)
                try statement.step()
                return (connection.lastInsertRowID, fields)
            }
            func record(_ item: SyncItem) throws {
                try connection.run("""
                    INSERT INTO sync_items (server_id, href, contact_id, etag, local_hash) VALUES (?1, ?2, ?3, ?4, ?5)
                    ON CONFLICT (server_id, href) DO UPDATE SET contact_id = ?3, etag = ?4, local_hash = ?5
                    """, server.id, item.href, item.contactID, item.etag, item.localHash)
            }
            for change in changes {
                switch change {
                case .storeServerCard(let href, let etag, var fields, let contactID, let expected):
                    guard try unchanged(contactID, expected) else { continue }
                    var id: Int64? = nil
                    if let contactID {
                        if fields.uid.isEmpty { fields.uid = uids.removeLast() }
                        try updateRow(contactID, with: fields, uid: fields.uid, accountID: account.id, timestamp: timestamp)
                        if connection.changes == 1 { id = contactID }
                    }
                    if id == nil { (id, fields) = try insert(fields) }
                    applied.ids.append(id!)
                    try record(SyncItem(href: href, contactID: id, etag: etag, localHash: sealer.keyedHash(fields.contentHash)))
                case .insertLocalCopy(let fields, let source, let expected):
                    guard try unchanged(source, expected) else { continue }
                    let id = try insert(fields).0
                    applied.ids.append(id)
                    if let source { applied.copies[source] = id }
                case .removeContact(let contactID, let href, let expected):
                    guard try unchanged(contactID, expected) else { continue }
                    try connection.run("DELETE FROM contacts WHERE id = ?1 AND account_id = ?2", contactID, account.id)
                    try connection.run("DELETE FROM sync_items WHERE server_id = ?1 AND href = ?2", server.id, href)
                case .forgetItem(let href):
                    try connection.run("DELETE FROM sync_items WHERE server_id = ?1 AND href = ?2", server.id, href)
                case .recordItem(let item):
                    try record(item)
                }
            }
            if let syncToken {
                try connection.run("UPDATE sync_servers SET sync_token = ?2 WHERE id = ?1", server.id, syncToken)
            }
            if let result {
                try connection.run("UPDATE sync_servers SET last_sync = ?2, last_result = ?3 WHERE id = ?1", server.id, timestamp, result)
            }
            return applied
        }
    }

    /// Records how a sync ended (a failure's message) without changing anything else.
    public func recordSyncResult(_ result: String, server: SyncServer) throws {
        let timestamp = now
        try write {
            try connection.run("UPDATE sync_servers SET last_sync = ?2, last_result = ?3 WHERE id = ?1", server.id, timestamp, result)
        }
    }
}
