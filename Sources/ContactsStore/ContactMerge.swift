import Foundation

/// Rows merged into one account inside ONE open write transaction
/// (``ContactsDatabase/merging(into:contentKey:_:)``), given a batch at a
/// time, so an import of any size holds one batch of rows in memory.
///
/// Rules, for each row in the order given:
/// - A row whose `uid` is a contact's UID in the account (RFC 6350 section
///   6.7.6: the UID names the same contact across versions of its card)
///   updates that contact when its `vCard` text differs (`created` and the
///   id are kept) and changes nothing when it is the same.
/// - A row whose content key is given (a card that had no UID, so the
///   reader made one up) is not added again when a contact stored before
///   the merge, or a keyed row added by it, has the same key: the merge's
///   `contentKey` maps a stored vCard text to that key (the card without
///   its UID).
/// - Any other row is inserted.
/// - A row with the UID of an EARLIER row of the same merge replaces what
///   that row stored (the later one wins, as if the two were imported one
///   after the other); its outcome names the earlier row's tag, and the
///   counts are those of the later row alone: the earlier one counts as a
///   duplicate.
///
/// Memory: a 64-bit hash per UID (and per content key, once a keyed row is
/// met), each match confirmed against the stored row, so it grows by about
/// 24 bytes a contact rather than by the size of the cards.
///
/// Speed: once a merge has added ``bulkThreshold`` rows and at least as many
/// as the book held before it, the contacts table's indexes are dropped and
/// made again when the merge ends, inside the same transaction (SQLite's
/// schema changes are transactional): one sort at the end instead of a
/// b-tree insert at a random place per row and index, which spilled the page
/// cache to the write-ahead log again and again. Readers see the old book,
/// indexes included, until the commit; a failure or a killed process rolls
/// the drop back with everything else.
///
/// Use only inside the `merging` call's body: the transaction ends with it.
public final class ContactMerge {
    /// What one row did.
    public struct Outcome: Equatable, Sendable {
        /// The row as a store operation: inserted, updated or left unchanged (by its UID or content key).
        public let action: ContactsDatabase.MergeAction
        /// When the row had the UID of an earlier row of this merge: that row's tag.
        public let replacedTag: Int?
    }

    /// Contacts added by the merge.
    public private(set) var addedCount = 0
    /// Contacts stored before the merge whose card changed.
    public private(set) var updatedCount = 0
    /// Rows that left a stored contact as it was.
    public private(set) var unchangedCount = 0
    /// Rows replaced by a later row with their UID.
    public private(set) var duplicateCount = 0

    private enum Origin {
        /// Stored before the merge, not yet touched by it.
        case stored
        /// Stored before the merge; the first row of the merge with its UID did `first`.
        case touched(tag: Int, first: ContactsDatabase.MergeAction)
        /// Added by the merge.
        case added(tag: Int)
    }

    private struct Entry {
        var id: Int64
        var origin: Origin
    }

    private let database: ContactsDatabase
    private let account: Account
    private let timestamp: Double
    private let contentKey: (String?) -> String
    private let sealer: ContactSealer
    /// Hash of a UID → its contact; `uidOverflow` holds UIDs whose hash another UID has.
    private var byUID: [Int: Entry] = [:]
    private var uidOverflow: [String: Entry] = [:]
    /// Hash of a content key → contact ids with that key hash.
    private var byContent: [Int: [Int64]]?
    /// Contacts with an id up to this were stored before the merge.
    private let lastStoredID: Int64
    /// Contacts of every account before the merge (what a drop of the indexes would rebuild).
    private let storedRowCount: Int
    /// The `CREATE INDEX` statements of the indexes dropped for a bulk merge, to run at its end.
    private var droppedIndexes: [String] = []
    /// Rows added before the indexes are dropped for the rest of the merge (see the type's notes).
    public static let bulkThreshold = 5_000

    init(database: ContactsDatabase, account: Account, timestamp: Double, contentKey: @escaping (String?) -> String) throws {
        self.database = database
        self.account = account
        self.timestamp = timestamp
        self.contentKey = contentKey
        sealer = try database.sealer(forAccountID: account.id)
        let connection = database.connection
        lastStoredID = try connection.queryFirst("SELECT COALESCE(MAX(id), 0) FROM contacts") { $0.int64(at: 0) } ?? 0
        storedRowCount = lastStoredID == 0 ? 0
            : try connection.queryFirst("SELECT COUNT(*) FROM contacts") { $0.int(at: 0) } ?? 0
        let existing = try connection.queryFirst(ContactsDatabase.countSQL, account.id) { $0.int(at: 0) } ?? 0
        if existing > 0 {
            byUID.reserveCapacity(existing)
            let statement = try connection.cached("SELECT uid, id FROM contacts WHERE account_id = ?1")
            defer { statement.reset() }
            try statement.bind([account.id])
            while try statement.step() {
                remember(uid: statement.string(at: 0), Entry(id: statement.int64(at: 1), origin: .stored))
            }
        }
    }

    /// Merges `rows` (see the type's rules) and returns one outcome per row.
    /// - Parameters:
    ///   - contentKeys: parallel to `rows`; nil (or missing) for rows matched by UID only.
    ///   - tags: parallel to `rows`, the caller's names for them (a line
    ///     number), returned in ``Outcome/replacedTag``; missing: the index.
    /// - Throws: database errors (the whole transaction is then rolled back).
    public func merge(_ rows: [ContactFields], contentKeys: [String?] = [], tags: [Int] = []) throws -> [Outcome] {
        let connection = database.connection
        if droppedIndexes.isEmpty, addedCount >= Self.bulkThreshold, addedCount >= storedRowCount {
            try dropIndexes()
        }
        var uids = try ContactsDatabase.randomUUIDs(count: rows.reduce(0) { $0 + ($1.uid.isEmpty ? 1 : 0) })
        let insert = try connection.cached(ContactsDatabase.insertContactSQL)
        defer { insert.reset() }
        var outcomes: [Outcome] = []
        outcomes.reserveCapacity(rows.count)
        for (index, fields) in rows.enumerated() {
            let tag = index < tags.count ? tags[index] : index
            let key = index < contentKeys.count ? contentKeys[index] : nil
            // The UID's blind index (an HMAC) is computed once per row: to look the UID up,
            // to bind the row and to remember it.
            var uidTag = fields.uid.isEmpty ? nil : sealer.uidTag(fields.uid)
            if let uidTag, let entry = try entry(forUID: uidTag) {
                outcomes.append(try mergeExisting(entry, fields, tag: tag))
                continue
            }
            if let key, let id = try storedContent(key) {
                unchangedCount += 1
                outcomes.append(Outcome(action: .unchanged(id), replacedTag: nil))
                continue
            }
            insert.reset()
            let uid = fields.uid.isEmpty ? uids.removeLast() : fields.uid
            if uidTag == nil { uidTag = sealer.uidTag(uid) }
            try database.bindContact(fields, uid: uid, uidTag: uidTag, to: insert, accountID: account.id, timestamp: timestamp)
            _ = try insert.step()
            let id = connection.lastInsertRowID
            remember(uid: uidTag ?? sealer.uidTag(uid), Entry(id: id, origin: .added(tag: tag)))
            if let key, byContent != nil { byContent?[key.hashValue, default: []].append(id) }
            addedCount += 1
            outcomes.append(Outcome(action: .inserted(id), replacedTag: nil))
        }
        return outcomes
    }

    /// A row whose UID a contact has: update it if the card differs, and count it.
    private func mergeExisting(_ entry: Entry, _ fields: ContactFields, tag: Int) throws -> Outcome {
        let stored = try database.storedCard(entry.id)
        let blindUID = sealer.uidTag(fields.uid)
        let changed = stored == nil || stored != fields.vCard
        if changed { try database.updateRow(entry.id, with: fields, uid: fields.uid, accountID: account.id, timestamp: timestamp) }
        let action: ContactsDatabase.MergeAction = changed ? .updated(entry.id) : .unchanged(entry.id)
        switch entry.origin {
        case .stored:
            if changed { updatedCount += 1 } else { unchangedCount += 1 }
            update(uid: blindUID, Entry(id: entry.id, origin: .touched(tag: tag, first: action)))
            return Outcome(action: action, replacedTag: nil)
        case .added(let earlier):
            // Still a contact added by this merge, now with the later card.
            duplicateCount += 1
            update(uid: blindUID, Entry(id: entry.id, origin: .added(tag: tag)))
            return Outcome(action: action, replacedTag: earlier)
        case .touched(let earlier, let first):
            duplicateCount += 1
            // Counted as the later card against the card stored before the merge:
            // the first card left it unchanged, so this one changes it or not.
            if case .unchanged = first, changed {
                unchangedCount -= 1
                updatedCount += 1
                update(uid: blindUID, Entry(id: entry.id, origin: .touched(tag: tag, first: action)))
            } else {
                update(uid: blindUID, Entry(id: entry.id, origin: .touched(tag: tag, first: first)))
            }
            return Outcome(action: action, replacedTag: earlier)
        }
    }

    // MARK: Indexes

    /// Drops the contacts table's indexes, remembering how to make them again.
    private func dropIndexes() throws {
        let connection = database.connection
        let indexes = try connection.query(
            "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'contacts' AND sql IS NOT NULL") {
            ($0.string(at: 0), $0.string(at: 1))
        }
        for (name, _) in indexes { try connection.execute("DROP INDEX \"\(name)\"") }
        droppedIndexes = indexes.map(\.1)
    }

    /// Makes the indexes a bulk merge dropped again; called by `merging` before the commit.
    ///
    /// SQLite sorts the rows of a new index in memory up to the page
    /// cache's size before it merges sorted runs from temporary files; the
    /// cache is made small for the sort so a bulk import needs no more memory
    /// than a row-by-row one (the store's 8 MiB cache is full then), and
    /// restored after it.
    ///
    /// The store keeps temporary data in memory (`temp_store=MEMORY`, so no
    /// plaintext reaches a temporary file), where SQLite sorts a whole new
    /// index in memory: about 200 bytes a contact for `contacts_keys`, so
    /// peak memory grew with the file. When every index made again holds only
    /// ciphertext and blind indexes (``sortSpillsToFile(_:)``), the sort
    /// spills sorted runs to a temporary file instead (unlinked at once,
    /// removed when closed), for this sort only.
    func finish() throws {
        guard !droppedIndexes.isEmpty else { return }
        let connection = database.connection
        let cache = try connection.pragmaInteger("cache_size")
        try connection.execute("PRAGMA cache_size=-1024")
        defer { try? connection.execute("PRAGMA cache_size=\(cache)") }
        // Best effort: SQLite refuses the change inside a transaction that has temporary tables.
        let spills = try sortSpillsToFile(droppedIndexes) && (try? connection.execute("PRAGMA temp_store=FILE")) != nil
        defer { if spills { try? connection.execute("PRAGMA temp_store=MEMORY") } }
        for sql in droppedIndexes { try connection.execute(sql) }
        droppedIndexes = []
    }

    /// Columns whose values are ciphertext or keyed blind indexes in a sealed
    /// book (``Schema/version3``), or say nothing of a contact.
    static let opaqueColumns: Set<String> = ["account_id", "id", "uid", "sealed_keys"]

    /// True when sorting the rows of these `CREATE INDEX` statements may
    /// spill to a temporary file: each indexes only ``opaqueColumns`` and no
    /// account's rows are still plain (`sealing_due`: their `uid` is the UID itself).
    func sortSpillsToFile(_ statements: [String]) throws -> Bool {
        for sql in statements {
            guard let open = sql.lastIndex(of: "("), let close = sql.lastIndex(of: ")"), open < close else { return false }
            let columns = sql[sql.index(after: open)..<close].split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard columns.allSatisfy(Self.opaqueColumns.contains) else { return false }
        }
        let plain = try database.connection.queryFirst("SELECT EXISTS(SELECT 1 FROM sealing_due)") { $0.int(at: 0) } ?? 1
        return plain == 0
    }

    // MARK: UIDs

    private func remember(uid: String, _ entry: Entry) {
        let hash = uid.hashValue
        if byUID[hash] == nil { byUID[hash] = entry } else { uidOverflow[uid] = entry }
    }

    private func update(uid: String, _ entry: Entry) {
        if uidOverflow[uid] != nil { uidOverflow[uid] = entry } else { byUID[uid.hashValue] = entry }
    }

    /// The contact of the account with this UID (its blind index,
    /// ``ContactSealer/uidTag(_:)``, as the `uid` column holds it), confirmed against its row.
    private func entry(forUID uid: String) throws -> Entry? {
        if let entry = uidOverflow[uid] { return entry }
        guard let entry = byUID[uid.hashValue] else { return nil }
        let stored = try database.connection.queryFirst("SELECT uid FROM contacts WHERE id = ?1", entry.id) { $0.string(at: 0) }
        return stored == uid ? entry : nil
    }

    // MARK: Content keys

    /// A contact stored before the merge (or added by it with a key) whose
    /// card has content key `key`. The stored cards are read the first time.
    private func storedContent(_ key: String) throws -> Int64? {
        if byContent == nil {
            var table: [Int: [Int64]] = [:]
            let ids = try database.connection.query("SELECT id FROM contacts WHERE account_id = ?1 AND id <= ?2",
                                                    account.id, lastStoredID) { $0.int64(at: 0) }
            for id in ids {
                table[contentKey(try database.storedCard(id)).hashValue, default: []].append(id)
            }
            byContent = table
        }
        guard let candidates = byContent?[key.hashValue] else { return nil }
        for id in candidates {
            if let card = try database.storedCard(id), contentKey(card) == key { return id }
        }
        return nil
    }
}

extension ContactsDatabase {
    /// Runs `body` with a ``ContactMerge`` into `account`, in ONE write
    /// transaction: everything `body` merged is stored when it returns, and
    /// nothing when it (or the merge) throws.
    /// - Parameter contentKey: maps a stored vCard text (nil: none) to the
    ///   key content-matched rows are compared by.
    /// - Throws: ``ContactsStoreError/accountNotFound(_:)``, `.diskFull`,
    ///   `.busy`, other database errors, what `body` throws.
    public func merging<T>(into account: Account, contentKey: @escaping (String?) -> String = { $0 ?? "" },
                           _ body: (ContactMerge) throws -> T) throws -> T {
        let timestamp = now
        return try write {
            try requireAccount(account)
            let merge = try ContactMerge(database: self, account: account, timestamp: timestamp, contentKey: contentKey)
            let result = try body(merge)
            try merge.finish()
            return result
        }
    }
}
