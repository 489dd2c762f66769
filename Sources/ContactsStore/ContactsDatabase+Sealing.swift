import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An unlocked account's contacts in list order (sort key bytes, then id), as
/// paging, positions and sections read it; rebuilt when the book changed
/// (docs/DECISIONS.md, "The book encrypted at rest").
struct BookOrder {
    struct Entry {
        let id: Int64
        let sortKey: [UInt8]
        let section: String
    }

    let dataVersion: Int64
    let generation: Int
    let entries: [Entry]
}

extension ContactsDatabase {
    /// Columns of a whole row, in the order ``decodeRecord(_:)`` reads them: the sealed
    /// columns (4–6), then the plain ones a row of a book not yet sealed uses (7–17).
    static let rowColumns = """
        id, account_id, created, updated, sealed_keys, sealed_fields, sealed_card, uid, given_name, family_name, \
        formatted_name, note, sort_key, section, search_text, phones, emails, vcard
        """

    /// ?1 account: every sealed row's id and keys, read from the covering index
    /// `contacts_keys` (``Schema/version4``) alone, so a search or the list order reads
    /// a few megabytes of index pages and not the whole table.
    static let keysSQL = "SELECT id, sealed_keys FROM contacts WHERE account_id = ?1 AND sealed_keys IS NOT NULL"
    /// ?1 account: the keys of the rows not yet sealed (none once the account signed in
    /// on a connection that writes); an index seek that finds nothing in a sealed book.
    static let plainKeysSQL = """
        SELECT id, uid, sort_key, section, search_text FROM contacts WHERE account_id = ?1 AND sealed_keys IS NULL
        """
    /// ?1 id, ?2 account: one whole row.
    static let rowSQL = "SELECT \(rowColumns) FROM contacts WHERE id = ?1 AND account_id = ?2"

    // MARK: Keys

    /// Gives this connection the key of `account`, so its sealed contacts can be read
    /// and written; a book whose rows are still plain (``Schema/version3``'s
    /// `sealing_due`) is sealed now, in one transaction (all or nothing), and the file
    /// is then VACUUMed and its write-ahead log truncated, so no old plaintext page
    /// stays in the file or the log. A read-only connection only keeps the key.
    /// - Throws: `.crypto`, database errors (the book is left as it was).
    func unlock(_ account: Account, key: AccountKey) throws {
        let sealer = try ContactSealer(key: key, accountID: account.id)
        try perform {
            sealers[account.id] = sealer
            orders[account.id] = nil
        }
        guard !isReadOnly else { return }
        try sealPlainRows(of: account, sealer: sealer)
        try addListLines(of: account, sealer: sealer)
        // The chunks the schema-6 migration (or a writer without the key) left due:
        // every write seals the due chunks of the accounts it holds the key of.
        if try perform({ try hasDueChunks(account.id) }) { try write {} }
    }

    /// Whether this connection holds the key of `account`.
    public func isUnlocked(_ account: Account) -> Bool {
        (try? perform { sealers[account.id] != nil }) ?? false
    }

    /// The key of `account` if this connection was given it (a sign-in by password or
    /// remembered login), else nil: what opens the account's other sealed values, such
    /// as its CardDAV server password.
    public func unlockedKey(for account: Account) -> AccountKey? {
        (try? perform { sealers[account.id]?.accountKey }) ?? nil
    }

    /// Forgets the key of `account` (after its removal).
    func lock(_ account: Account) {
        _ = try? perform {
            sealers[account.id] = nil
            orders[account.id] = nil
        }
    }

    /// The sealer of the account `id`.
    /// - Throws: ``ContactsStoreError/accountLocked(_:)`` when this connection has not been given its key.
    func sealer(forAccountID id: Int64) throws -> ContactSealer {
        if let sealer = sealers[id] { return sealer }
        let name = try connection.queryFirst("SELECT name FROM accounts WHERE id = ?1", id) { $0.string(at: 0) }
        throw ContactsStoreError.accountLocked(name ?? "account \(id)")
    }

    private func sealPlainRows(of account: Account, sealer: ContactSealer) throws {
        let due = try perform {
            try connection.queryFirst("SELECT 1 FROM sealing_due WHERE account_id = ?1", account.id) { _ in true } ?? false
        }
        guard due else { return }
        let sealed: Int = try write {
            let ids = try connection.query("SELECT id FROM contacts WHERE account_id = ?1 AND sealed_keys IS NULL",
                                           account.id) { $0.int64(at: 0) }
            for id in ids {
                guard let record = try connection.queryFirst("SELECT \(Self.rowColumns) FROM contacts WHERE id = ?1", id,
                                                             row: { try decodeRecord($0) })
                else { continue }
                try updateRow(id, with: record.fields, uid: record.uid, accountID: account.id,
                              timestamp: record.updated.timeIntervalSince1970)
            }
            let items = try connection.query("""
                SELECT i.server_id, i.href, i.local_hash FROM sync_items i JOIN sync_servers s ON s.id = i.server_id
                WHERE s.account_id = ?1
                """, account.id) { ($0.int64(at: 0), $0.string(at: 1), $0.data(at: 2)) }
            for (server, href, hash) in items {
                try connection.run("UPDATE sync_items SET local_hash = ?3 WHERE server_id = ?1 AND href = ?2",
                                   server, href, sealer.keyedHash(hash))
            }
            try connection.run("DELETE FROM sealing_due WHERE account_id = ?1", account.id)
            return ids.count
        }
        if sealed > 0 { purgeOldPages() }
    }

    /// Seals the keys of every row of `account` sealed before schema 5 again, with the
    /// list line taken from its fields (``Schema/version5``'s `list_lines_due`), in one
    /// transaction, then compacts the file (``purgeOldPages()``): from then on `list`
    /// reads the keys alone. Nothing readable is written (old keys are ciphertext, and
    /// `secure_delete` zeroes what is freed).
    /// - Throws: `.crypto`, `.damaged`, database errors (the book is left as it was).
    private func addListLines(of account: Account, sealer: ContactSealer) throws {
        let due = try perform {
            // A connection made with the migrations up to 4 alone (an older program's book) has no such table.
            guard try connection.queryFirst("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'list_lines_due'",
                                            row: { _ in true }) ?? false
            else { return false }
            return try connection.queryFirst("SELECT 1 FROM list_lines_due WHERE account_id = ?1", account.id) { _ in true } ?? false
        }
        guard due else { return }
        try write {
            var stale: [(id: Int64, keys: [String])] = []
            try forEachKeys(ofAccount: account.id) { id, plain, ranges in
                guard ranges.count == SealedRow.keyCount else { return }
                stale.append((id, ranges.map { String(decoding: plain[$0], as: UTF8.self) }))
            }
            var buffer: [UInt8] = [], ranges: [Range<Int>] = []
            for (id, keys) in stale {
                let line = try withStoredFields(id, buffer: &buffer, ranges: &ranges) { plain, ranges -> [String] in
                    func first(_ index: Int) throws -> String {
                        guard let value = ContactValueJSON.firstValue(UnsafeBufferPointer(rebasing: plain[ranges[index]])) else {
                            throw ContactsStoreError.damaged(path: path, detail: "contact \(id) has a malformed phone or e-mail list")
                        }
                        return value.withBytes { String(decoding: $0, as: UTF8.self) }
                    }
                    return [String(decoding: plain[ranges[2]], as: UTF8.self), try first(4), try first(5)]
                }
                guard let line else { continue }
                try connection.run("UPDATE contacts SET sealed_keys = ?2 WHERE id = ?1", id,
                                   try sealer.seal(SealedRow.encode(keys + line), .keys))
            }
            try connection.run("DELETE FROM list_lines_due WHERE account_id = ?1", account.id)
        }
        // Rewriting every entry of contacts_keys in its random order leaves the file a
        // third larger (split and freed pages, measured on 100,000 contacts): compact it once.
        purgeOldPages()
    }

    /// Copies the write-ahead log into the file and truncates it, rebuilds the file
    /// (VACUUM: no free page or cell keeps old content) and truncates the log again.
    /// Best effort: another process reading at the time can keep the log from being
    /// truncated; what it holds is then overwritten by later writes (secure_delete
    /// zeroes what was deleted in the pages themselves).
    func purgeOldPages() {
        _ = try? perform {
            _ = try? connection.query("PRAGMA wal_checkpoint(TRUNCATE)") { $0.int(at: 0) }
            try? connection.execute("VACUUM")
            _ = try? connection.query("PRAGMA wal_checkpoint(TRUNCATE)") { $0.int(at: 0) }
        }
    }

    // MARK: Rows

    /// Calls `body` with the id and the opened keys of each contact of account
    /// `accountID` (plaintext and the ranges of UID, sort key, section and search
    /// text, then of the list line's name, phone and e-mail when the row has it
    /// (``SealedRow/keyCountWithListLine``); both valid only during the call), in no
    /// particular order: the sealed rows
    /// from the covering index, then any plain ones. One row opened at a time, into one
    /// buffer reused for every row; only the keys are opened.
    ///
    /// The sealed rows' keys come from their chunks (``Schema/version6``, one message
    /// per up to 256 contacts, ``forEachChunkedKeys(ofAccount:sealer:buffer:ranges:_:)``)
    /// when the file has them; else, and while most chunks are still due, each row's
    /// keys are opened from the covering index. One read transaction.
    func forEachKeys(ofAccount accountID: Int64,
                     _ body: (Int64, UnsafeBufferPointer<UInt8>, [Range<Int>]) throws -> Void) throws {
        try reading { try forEachKeysRead(ofAccount: accountID, body) }
    }

    private func forEachKeysRead(ofAccount accountID: Int64,
                                 _ body: (Int64, UnsafeBufferPointer<UInt8>, [Range<Int>]) throws -> Void) throws {
        let sealer = sealers[accountID]
        var plain: [UInt8] = []
        plain.reserveCapacity(1024)
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(SealedRow.keyCountWithListLine)
        if let sealer, try forEachChunkedKeys(ofAccount: accountID, sealer: sealer, buffer: &plain, ranges: &ranges, body) {
            try forEachPlainKeys(ofAccount: accountID, ranges: &ranges, body)
            return
        }
        let statement = try connection.cached(Self.keysSQL)
        defer { statement.reset() }
        try statement.bind([accountID])
        while try statement.step() {
            let id = statement.int64(at: 0)
            guard let sealer else { return try throwLocked(accountID) }
            guard let sealed = statement.blob(at: 1) else { continue }
            let length = try sealer.open(sealed, .keys, into: &plain)
            try plain.withUnsafeBufferPointer { whole in
                let buffer = UnsafeBufferPointer(rebasing: whole[..<length])
                guard SealedRow.keyRanges(buffer, into: &ranges) else { throw damagedRow(id) }
                try body(id, buffer, ranges)
            }
        }
        try forEachPlainKeys(ofAccount: accountID, ranges: &ranges, body)
    }

    /// The rows of `accountID` not yet sealed, for ``forEachKeys(ofAccount:_:)``.
    private func forEachPlainKeys(ofAccount accountID: Int64, ranges: inout [Range<Int>],
                                  _ body: (Int64, UnsafeBufferPointer<UInt8>, [Range<Int>]) throws -> Void) throws {
        let plainRows = try connection.cached(Self.plainKeysSQL)
        defer { plainRows.reset() }
        try plainRows.bind([accountID])
        while try plainRows.step() {
            let row = SealedRow.encode([plainRows.string(at: 1), plainRows.string(at: 2), plainRows.string(at: 3),
                                        plainRows.string(at: 4)])
            try row.withUnsafeBufferPointer { buffer in
                _ = SealedRow.ranges(buffer, expected: 4, into: &ranges)
                try body(plainRows.int64(at: 0), buffer, ranges)
            }
        }
    }

    private func throwLocked(_ accountID: Int64) throws {
        _ = try sealer(forAccountID: accountID)
    }

    func damagedRow(_ id: Int64) -> ContactsStoreError {
        .damaged(path: path, detail: "contact \(id) has a malformed sealed row")
    }

    /// The list order of `account`, from the cache while the book is unchanged
    /// (`PRAGMA data_version` for other connections' commits, ``writeGeneration`` for
    /// this one's), else by opening every row's keys.
    func order(for account: Account) throws -> [BookOrder.Entry] {
        let version = try connection.pragmaInteger("data_version")
        if let cached = orders[account.id], cached.dataVersion == version, cached.generation == writeGeneration {
            return cached.entries
        }
        var entries: [BookOrder.Entry] = []
        try forEachKeys(ofAccount: account.id) { id, plain, ranges in
            // A section title is a few bytes: a small String, stored inline (no allocation).
            entries.append(BookOrder.Entry(id: id, sortKey: Array(plain[ranges[1]]),
                                           section: String(decoding: plain[ranges[2]], as: UTF8.self)))
        }
        entries.sort { Self.precedes($0.sortKey, $0.id, $1.sortKey, $1.id) }
        orders[account.id] = BookOrder(dataVersion: version, generation: writeGeneration, entries: entries)
        return entries
    }

    /// (key, id) < (key, id), the keys compared as bytes (SQLite's BINARY collation).
    static func precedes(_ a: [UInt8], _ aID: Int64, _ b: [UInt8], _ bID: Int64) -> Bool {
        let common = min(a.count, b.count)
        let order = common == 0 ? 0 : a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in memcmp(pa.baseAddress!, pb.baseAddress!, common) }
        }
        if order != 0 { return order < 0 }
        if a.count != b.count { return a.count < b.count }
        return aID < bID
    }

    /// The record at the current row of a SELECT of ``rowColumns``.
    /// - Throws: `.accountLocked`, `.crypto` (a row that does not open), `.damaged`.
    func decodeRecord(_ statement: SQLiteStatement) throws -> ContactRecord {
        let id = statement.int64(at: 0)
        let accountID = statement.int64(at: 1)
        let fields: ContactFields
        if let sealedKeys = statement.blob(at: 4) {
            let sealer = try sealer(forAccountID: accountID)
            guard let keys = SealedRow.decodeKeys(try sealer.open(sealedKeys, .keys)),
                  let sealedFields = statement.blob(at: 5),
                  let values = SealedRow.decode(try sealer.open(sealedFields, .fields), expected: 6),
                  let phones = ContactValueJSON.decode(values[4]), let emails = ContactValueJSON.decode(values[5])
            else { throw damagedRow(id) }
            let card = try statement.blob(at: 6).map { String(decoding: try sealer.open($0, .card), as: UTF8.self) }
            fields = ContactFields(uid: keys[0], givenName: values[0], familyName: values[1], formattedName: values[2],
                                   phones: phones, emails: emails, note: values[3], vCard: card, sortKey: keys[1],
                                   section: keys[2], searchText: keys[3])
        } else {
            guard let phones = ContactValueJSON.decode(statement.string(at: 15)),
                  let emails = ContactValueJSON.decode(statement.string(at: 16))
            else { throw ContactsStoreError.damaged(path: path, detail: "contact \(id) has a malformed phone or e-mail list") }
            fields = ContactFields(uid: statement.string(at: 7), givenName: statement.string(at: 8),
                                   familyName: statement.string(at: 9), formattedName: statement.string(at: 10),
                                   phones: phones, emails: emails, note: statement.string(at: 11),
                                   vCard: statement.optionalString(at: 17), sortKey: statement.string(at: 12),
                                   section: statement.string(at: 13), searchText: statement.string(at: 14))
        }
        return ContactRecord(id: id, accountID: accountID, fields: fields,
                             created: Date(timeIntervalSince1970: statement.double(at: 2)),
                             updated: Date(timeIntervalSince1970: statement.double(at: 3)))
    }

    /// The record of contact `id` of account `accountID`, or nil.
    func fetchRecord(_ id: Int64, accountID: Int64) throws -> ContactRecord? {
        let statement = try connection.cached(Self.rowSQL)
        defer { statement.reset() }
        try statement.bind([id, accountID])
        return try statement.step() ? try decodeRecord(statement) : nil
    }

    /// Given, family and formatted name, note, and the phone and e-mail lists (JSON)
    /// of contact `id`, or nil when there is none.
    func storedFields(_ id: Int64) throws -> [String]? {
        var buffer: [UInt8] = [], ranges: [Range<Int>] = []
        return try withStoredFields(id, buffer: &buffer, ranges: &ranges) { plain, ranges in
            ranges.map { String(decoding: plain[$0], as: UTF8.self) }
        }
    }

    /// Calls `body` with the opened fields of contact `id` (plaintext and the ranges of
    /// its six strings, as ``storedFields(_:)`` lists them) and returns what it returns;
    /// nil when there is no such contact. `buffer` and `ranges` are reused scratch space
    /// (a whole-book read passes the same ones for every row), so no row allocates.
    /// - Throws: `.accountLocked`, `.crypto`, `.damaged`, what `body` throws.
    func withStoredFields<T>(_ id: Int64, buffer: inout [UInt8], ranges: inout [Range<Int>],
                             _ body: (UnsafeBufferPointer<UInt8>, [Range<Int>]) throws -> T) throws -> T? {
        let statement = try connection.cached("""
            SELECT account_id, sealed_fields, given_name, family_name, formatted_name, note, phones, emails \
            FROM contacts WHERE id = ?1
            """)
        defer { statement.reset() }
        try statement.bind([id])
        guard try statement.step() else { return nil }
        let length: Int
        if let sealed = statement.blob(at: 1) {
            length = try sealer(forAccountID: statement.int64(at: 0)).open(sealed, .fields, into: &buffer)
        } else {
            buffer = SealedRow.encode((2...7).map { statement.string(at: Int32($0)) })
            length = buffer.count
        }
        return try buffer.withUnsafeBufferPointer { whole in
            let plain = UnsafeBufferPointer(rebasing: whole[..<length])
            guard SealedRow.ranges(plain, expected: 6, into: &ranges) else { throw damagedRow(id) }
            return try body(plain, ranges)
        }
    }

    /// Calls `body` with the stored vCard text of contact `id` as UTF-8 bytes (nil when
    /// it has none or there is no such contact), opened into the reused `buffer`.
    /// - Throws: `.accountLocked`, `.crypto`, what `body` throws.
    func withStoredCard<T>(_ id: Int64, buffer: inout [UInt8],
                           _ body: (UnsafeBufferPointer<UInt8>?) throws -> T) throws -> T {
        let statement = try connection.cached("SELECT account_id, sealed_keys, sealed_card, vcard FROM contacts WHERE id = ?1")
        defer { statement.reset() }
        try statement.bind([id])
        guard try statement.step() else { return try body(nil) }
        if statement.isNull(at: 1) {
            guard let text = statement.bytes(at: 3) else { return try body(nil) }
            return try body(text)
        }
        guard let sealed = statement.blob(at: 2) else { return try body(nil) }
        let length = try sealer(forAccountID: statement.int64(at: 0)).open(sealed, .card, into: &buffer)
        return try buffer.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[..<length])) }
    }

    /// The stored vCard text of contact `id`; nil when it has none (or there is no such contact).
    func storedCard(_ id: Int64) throws -> String? {
        let statement = try connection.cached("SELECT account_id, sealed_keys, sealed_card, vcard FROM contacts WHERE id = ?1")
        defer { statement.reset() }
        try statement.bind([id])
        guard try statement.step() else { return nil }
        if statement.isNull(at: 1) { return statement.optionalString(at: 3) }
        guard let sealed = statement.blob(at: 2) else { return nil }
        return String(decoding: try sealer(forAccountID: statement.int64(at: 0)).open(sealed, .card), as: UTF8.self)
    }

    /// The sealed columns of a row: the UID's blind index (`uidTag` when the
    /// caller has it already), the keys, the fields and the card.
    func sealedColumns(_ fields: ContactFields, uid: String, uidTag: String? = nil, accountID: Int64) throws
        -> (tag: String, keys: Data, fields: Data, card: Data?) {
        let sealer = try sealer(forAccountID: accountID)
        let keys = try sealer.seal(SealedRow.encode([uid, fields.sortKey, fields.section,
                                                     Self.lowercasedSearchText(fields.searchText),
                                                     fields.formattedName, fields.phones.first?.value ?? "",
                                                     fields.emails.first?.value ?? ""]), .keys)
        let values = try sealer.seal(SealedRow.encode([
            fields.givenName, fields.familyName, fields.formattedName, fields.note,
            ContactValueJSON.encode(fields.phones), ContactValueJSON.encode(fields.emails),
        ]), .fields)
        let card = try fields.vCard.map { try sealer.seal(Array($0.utf8), .card) }
        return (uidTag ?? sealer.uidTag(uid), keys, values, card)
    }
}
