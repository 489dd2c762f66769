import Foundation

extension ContactsDatabase {
    /// Columns read for a record, in the order `readRecords` expects.
    private static let columns = """
        id, account_id, uid, given_name, family_name, formatted_name, note, sort_key, section, search_text, \
        created, updated, vcard, phones, emails
        """

    static let insertContactSQL = """
        INSERT INTO contacts (account_id, uid, given_name, family_name, formatted_name, note, sort_key, section, \
        search_text, created, updated, vcard, phones, emails) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10, ?11, ?12, ?13)
        """

    /// ?1 account, ?2 limit (-1: all), ?3 offset.
    static let listSQL = "SELECT \(columns) FROM contacts WHERE account_id = ?1 ORDER BY sort_key, id LIMIT ?2 OFFSET ?3"
    /// ?1 account.
    static let sectionsSQL = "SELECT section, COUNT(*), MIN(sort_key) FROM contacts WHERE account_id = ?1 GROUP BY section"
    /// ?1 account, ?2 sort key and ?3 id of the contact.
    static let positionSQL = "SELECT COUNT(*) FROM contacts WHERE account_id = ?1 AND (sort_key, id) < (?2, ?3)"
    /// ?1 account.
    static let countSQL = "SELECT COUNT(*) FROM contacts WHERE account_id = ?1"

    // MARK: Reading

    /// Number of contacts of `account`.
    /// - Throws: ``ContactsStoreError`` on a database failure.
    public func contactCount(for account: Account) throws -> Int {
        try perform {
            try connection.queryFirst(Self.countSQL, account.id) { $0.int(at: 0) } ?? 0
        }
    }

    /// All contacts of `account`, ordered by `sortKey` then id.
    public func contacts(for account: Account) throws -> [ContactRecord] {
        try contacts(for: account, range: 0..<Int.max)
    }

    /// The contacts at positions `range` of the sorted list of `account`
    /// (LIMIT/OFFSET on the sort index); fewer when the list is shorter.
    /// A table view asks for one screenful at a time through this.
    public func contacts(for account: Account, range: Range<Int>) throws -> [ContactRecord] {
        let lower = max(0, range.lowerBound)
        let count = range.upperBound == Int.max ? -1 : max(0, range.upperBound - lower)
        return try perform {
            try readRecords(Self.listSQL, account.id, count, lower)
        }
    }

    /// The contact with `id` if it belongs to `account`, else nil.
    public func contact(id: Int64, for account: Account) throws -> ContactRecord? {
        try perform {
            try readRecords("SELECT \(Self.columns) FROM contacts WHERE id = ?1 AND account_id = ?2", id, account.id).first
        }
    }

    /// Position of contact `id` in the sorted list of `account` (where a
    /// table view inserts its row), or nil if `account` has no such contact.
    public func index(ofContact id: Int64, for account: Account) throws -> Int? {
        try perform {
            guard let key = try connection.queryFirst(
                "SELECT sort_key FROM contacts WHERE id = ?1 AND account_id = ?2", id, account.id, row: { $0.string(at: 0) })
            else { return nil }
            return try connection.queryFirst(Self.positionSQL, account.id, key, id) { $0.int(at: 0) }
        }
    }

    /// The sections of the sorted list of `account`, in list order: title,
    /// index of the first contact, number of contacts. Computed by a GROUP BY
    /// over the section index, without reading the contacts.
    public func sections(for account: Account) throws -> [ContactSection] {
        let groups: [(title: String, count: Int, firstKey: String)] = try perform {
            try connection.query(Self.sectionsSQL, account.id) { ($0.string(at: 0), $0.int(at: 1), $0.string(at: 2)) }
        }
        // Byte order of the keys, as SQLite's BINARY collation compares them.
        let ordered = groups.sorted { Array($0.firstKey.utf8).lexicographicallyPrecedes(Array($1.firstKey.utf8)) }
        var first = 0
        return ordered.map { group in
            defer { first += group.count }
            return ContactSection(title: group.title, firstIndex: first, count: group.count)
        }
    }

    /// Contacts of `account` whose `searchText` contains every
    /// whitespace-separated word of `text` (case-insensitive substring
    /// match: "zs", "san", "0138" and "example.com" all match inside a word),
    /// in list order, at most `limit`. An empty `text` matches every contact.
    /// The store only lowercases `text`; a caller that folded `searchText`
    /// further (diacritics, width) folds `text` the same way first.
    ///
    /// The scan runs over the sort index, which holds `search_text`, and
    /// stops once `limit` matches are found.
    public func search(account: Account, text: String, limit: Int? = nil) throws -> [ContactRecord] {
        let words = Self.searchWords(text)
        let values: [SQLiteBindable?] = [account.id, limit.map { max(0, $0) } ?? -1] + words
        return try perform { try readRecords(Self.searchSQL(wordCount: words.count), values) }
    }

    /// Calls `body` with the summary of each contact of `account` in list
    /// order, or of each contact whose `searchText` contains every word of
    /// `text` (as ``search(account:text:limit:)`` matches), at most `limit`.
    /// One statement walks the sort index; rows are decoded one at a time, so
    /// memory does not grow with the book (a `list` of 100,000 contacts).
    /// - Throws: ``ContactsStoreError/damaged(path:detail:)`` for a malformed
    ///   phone or e-mail list, database errors, what `body` throws.
    /// - Parameter accept: given the search text (UTF-8) of each contact the
    ///   words matched, whether to pass it to `body` (a finer match than the
    ///   substring test, such as NameCollation's word-start rank); `limit`
    ///   counts the substring matches.
    public func forEachSummary(for account: Account, matching text: String? = nil, limit: Int? = nil,
                               accept: ((UnsafeRawBufferPointer) -> Bool)? = nil,
                               _ body: (ContactSummary) throws -> Void) throws {
        let words = text.map(Self.searchWords) ?? []
        let filters = (0..<words.count).map { " AND \(SQLiteConnection.containsTextFunction)(search_text, ?\($0 + 3))" }.joined()
        let sql = "SELECT id, formatted_name, phones, emails, search_text FROM contacts WHERE account_id = ?1\(filters) "
            + "ORDER BY sort_key, id LIMIT ?2"
        let values: [SQLiteBindable?] = [account.id, limit.map { max(0, $0) } ?? -1] + words
        try perform {
            let statement = try connection.cached(sql)
            defer { statement.reset() }
            try statement.bind(values)
            while try statement.step() {
                if let accept {
                    let searchText = statement.bytes(at: 4) ?? UnsafeBufferPointer(start: nil, count: 0)
                    guard accept(UnsafeRawBufferPointer(searchText)) else { continue }
                }
                let id = statement.int64(at: 0)
                guard let phones = ContactValueJSON.decode(statement.string(at: 2)),
                      let emails = ContactValueJSON.decode(statement.string(at: 3))
                else {
                    throw ContactsStoreError.damaged(path: path, detail: "contact \(id) has a malformed phone or e-mail list")
                }
                try body(ContactSummary(id: id, formattedName: statement.string(at: 1), phones: phones, emails: emails))
            }
        }
    }

    /// Calls `body` with the display name, first phone number and first
    /// e-mail address of each contact of `account` in list order, as UTF-8
    /// bytes valid only during the call (empty when there is none): what
    /// `list` prints, read without building a summary per contact.
    /// - Throws: ``ContactsStoreError/damaged(path:detail:)`` for a malformed
    ///   phone or e-mail list, database errors, what `body` throws.
    public func forEachListRow(for account: Account,
                               _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        try perform {
            let statement = try connection.cached(
                "SELECT id, formatted_name, phones, emails FROM contacts WHERE account_id = ?1 ORDER BY sort_key, id")
            defer { statement.reset() }
            try statement.bind([account.id])
            let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
            while try statement.step() {
                let name = statement.bytes(at: 1) ?? none
                guard let phone = ContactValueJSON.firstValue(statement.bytes(at: 2) ?? none),
                      let email = ContactValueJSON.firstValue(statement.bytes(at: 3) ?? none)
                else {
                    throw ContactsStoreError.damaged(path: path, detail: "contact \(statement.int64(at: 0)) has a malformed phone or e-mail list")
                }
                try phone.withBytes { phone in try email.withBytes { email in try body(name, phone, email) } }
            }
        }
    }

    /// The distinct words of a search text, lowercased, at most 16.
    static func searchWords(_ text: String) -> [String] {
        var words: [String] = []
        for word in text.lowercased().split(whereSeparator: { $0.isWhitespace }).map(String.init) where !words.contains(word) {
            words.append(word)
        }
        return Array(words.prefix(16))
    }

    /// The search query for `wordCount` words: ?1 account, ?2 limit, ?3… words.
    static func searchSQL(wordCount: Int) -> String {
        let filters = (0..<wordCount).map { " AND \(SQLiteConnection.containsTextFunction)(search_text, ?\($0 + 3))" }.joined()
        return "SELECT \(columns) FROM contacts WHERE account_id = ?1\(filters) ORDER BY sort_key, id LIMIT ?2"
    }

    // MARK: Writing

    /// Stores a new contact in `account` and returns it with its id.
    /// An empty `uid` is replaced by a random UUID; `searchText` is lowercased.
    /// - Throws: ``ContactsStoreError/accountNotFound(_:)``, `.diskFull`,
    ///   `.busy`, or another database error; nothing is stored then.
    @discardableResult
    public func insert(_ fields: ContactFields, for account: Account) throws -> ContactRecord {
        let ids = try importContacts([fields], for: account)
        guard let id = ids.first, let record = try contact(id: id, for: account) else {
            throw ContactsStoreError.accountNotFound(account.name)
        }
        return record
    }

    /// Stores all `contacts` in `account` in ONE transaction: either all are
    /// stored or, on any error, none. Statements are prepared once and
    /// reused. Returns the new ids in input order.
    /// - Throws: as ``insert(_:for:)``.
    @discardableResult
    public func importContacts(_ contacts: [ContactFields], for account: Account) throws -> [Int64] {
        let timestamp = now
        // UIDs for contacts without one: one RAND_bytes call for all
        // (Foundation's UUID() reads the random device once per call).
        var uids = try Self.randomUUIDs(count: contacts.reduce(0) { $0 + ($1.uid.isEmpty ? 1 : 0) })
        return try write {
            try requireAccount(account)
            let insert = try connection.cached(Self.insertContactSQL)
            var ids: [Int64] = []
            ids.reserveCapacity(contacts.count)
            for fields in contacts {
                insert.reset()
                let uid = fields.uid.isEmpty ? uids.removeLast() : fields.uid
                try bindContact(fields, uid: uid, to: insert, accountID: account.id, timestamp: timestamp)
                try insert.step()
                ids.append(connection.lastInsertRowID)
            }
            insert.reset()
            return ids
        }
    }

    /// What ``ContactMerge/merge(_:contentKeys:tags:)`` did with one row.
    public enum MergeAction: Equatable, Sendable {
        /// A new contact, with its id.
        case inserted(Int64)
        /// The contact with this id had the row's UID and a different card: its fields were replaced.
        case updated(Int64)
        /// The contact with this id already holds this card: nothing was written.
        case unchanged(Int64)
    }

    /// `count` random (version 4) UUIDs in lowercase text form (RFC 9562 section 5.4).
    static func randomUUIDs(count: Int) throws -> [String] {
        guard count > 0 else { return [] }
        let bytes = [UInt8](try Crypto.randomBytes(16 * count))
        let hex = Array("0123456789abcdef".utf8)
        var uuids: [String] = []
        uuids.reserveCapacity(count)
        var text = [UInt8](repeating: UInt8(ascii: "-"), count: 36)
        for n in 0..<count {
            var position = 0
            for i in 0..<16 {
                var octet = bytes[16 * n + i]
                if i == 6 { octet = (octet & 0x0F) | 0x40 }  // version 4
                if i == 8 { octet = (octet & 0x3F) | 0x80 }  // variant 10
                if i == 4 || i == 6 || i == 8 || i == 10 { position += 1 }  // keep the "-"
                text[position] = hex[Int(octet >> 4)]
                text[position + 1] = hex[Int(octet & 0x0F)]
                position += 2
            }
            uuids.append(String(decoding: text, as: UTF8.self))
        }
        return uuids
    }

    /// Replaces the fields of contact `id` in `account` and returns the
    /// stored record (with a new `updated` time).
    /// - Throws: ``ContactsStoreError/contactNotFound(id:)`` when `account`
    ///   has no contact `id` (including another account's contact).
    @discardableResult
    public func update(_ id: Int64, with fields: ContactFields, for account: Account) throws -> ContactRecord {
        let timestamp = now
        let uid = fields.uid.isEmpty ? try Self.randomUUIDs(count: 1)[0] : fields.uid
        try write {
            try updateRow(id, with: fields, uid: uid, accountID: account.id, timestamp: timestamp)
            guard connection.changes == 1 else { throw ContactsStoreError.contactNotFound(id: id) }
        }
        guard let record = try contact(id: id, for: account) else { throw ContactsStoreError.contactNotFound(id: id) }
        return record
    }

    /// Deletes contact `id` of `account`.
    /// - Throws: ``ContactsStoreError/contactNotFound(id:)`` when `account`
    ///   has no contact `id`.
    public func delete(_ id: Int64, for account: Account) throws {
        try write {
            try connection.run("DELETE FROM contacts WHERE id = ?1 AND account_id = ?2", id, account.id)
            guard connection.changes == 1 else { throw ContactsStoreError.contactNotFound(id: id) }
        }
    }

    // MARK: Helpers

    /// The UPDATE of one row's fields (inside a transaction).
    func updateRow(_ id: Int64, with fields: ContactFields, uid: String, accountID: Int64, timestamp: Double) throws {
        try connection.run("""
            UPDATE contacts SET uid = ?3, given_name = ?4, family_name = ?5, formatted_name = ?6, note = ?7, \
            sort_key = ?8, section = ?9, search_text = ?10, updated = ?11, vcard = ?12, phones = ?13, emails = ?14 \
            WHERE id = ?1 AND account_id = ?2
            """, id, accountID, uid, fields.givenName, fields.familyName, fields.formattedName, fields.note,
            fields.sortKey, fields.section, Self.lowercasedSearchText(fields.searchText), timestamp, fields.vCard,
            ContactValueJSON.encode(fields.phones), ContactValueJSON.encode(fields.emails))
    }

    func requireAccount(_ account: Account) throws {
        let exists = try connection.queryFirst("SELECT 1 FROM accounts WHERE id = ?1", account.id) { _ in true } ?? false
        if !exists { throw ContactsStoreError.accountNotFound(account.name) }
    }

    /// `text.lowercased()`, without the Unicode case mapping when every
    /// scalar already is its own lowercase (ASCII other than A–Z, Latin-1
    /// lowercase letters, basic Cyrillic lowercase, CJK, kana, Hangul): the
    /// search text NameCollation makes is folded already, and lowercasing
    /// it again was a tenth of the store's part of an import.
    static func lowercasedSearchText(_ text: String) -> String {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A: return text.lowercased()
            case 0x00...0x7F, 0xDF...0xFF, 0x430...0x45F, 0x3000...0x9FFF, 0xAC00...0xD7A3, 0x20000...0x3FFFF: continue
            default: return text.lowercased()
            }
        }
        return text
    }

    func bindContact(_ fields: ContactFields, uid: String, to statement: SQLiteStatement,
                             accountID: Int64, timestamp: Double) throws {
        try statement.bind(accountID, at: 1)
        try statement.bind(uid, at: 2)
        try statement.bind(fields.givenName, at: 3)
        try statement.bind(fields.familyName, at: 4)
        try statement.bind(fields.formattedName, at: 5)
        try statement.bind(fields.note, at: 6)
        try statement.bind(fields.sortKey, at: 7)
        try statement.bind(fields.section, at: 8)
        try statement.bind(Self.lowercasedSearchText(fields.searchText), at: 9)
        try statement.bind(timestamp, at: 10)
        if let vCard = fields.vCard { try statement.bind(vCard, at: 11) } else { try statement.bindNull(at: 11) }
        try statement.bind(ContactValueJSON.encode(fields.phones), at: 12)
        try statement.bind(ContactValueJSON.encode(fields.emails), at: 13)
    }

    private func readRecords(_ sql: String, _ values: SQLiteBindable?...) throws -> [ContactRecord] {
        try readRecords(sql, values)
    }

    /// Every contact of `account` in list order, handed to `body` in batches
    /// of up to `batchSize` records read by ONE statement (no LIMIT/OFFSET
    /// paging, whose cost grows with the offset).
    /// - Throws: as ``contacts(for:range:)``, what `body` throws.
    public func forEachBatch(for account: Account, batchSize: Int = 2000,
                             _ body: ([ContactRecord]) throws -> Void) throws {
        try perform {
            var batch: [ContactRecord] = []
            batch.reserveCapacity(batchSize)
            try readRecords(Self.listSQL, [account.id, -1, 0]) { record in
                batch.append(record)
                if batch.count == batchSize {
                    try body(batch)
                    batch.removeAll(keepingCapacity: true)
                }
            }
            if !batch.isEmpty { try body(batch) }
        }
    }

    /// Calls `body` with the id and the stored card (`vCard`, as UTF-8
    /// bytes valid only during the call; nil when the contact has none) of
    /// each contact of `account`, in list order, read by ONE statement
    /// without building records: what an export of the whole book reads.
    /// - Throws: database errors, what `body` throws.
    public func forEachStoredCard(for account: Account,
                                  _ body: (Int64, UnsafeBufferPointer<UInt8>?) throws -> Void) throws {
        try perform {
            let statement = try connection.cached(
                "SELECT id, vcard FROM contacts WHERE account_id = ?1 ORDER BY sort_key, id")
            defer { statement.reset() }
            try statement.bind([account.id])
            while try statement.step() {
                try body(statement.int64(at: 0), statement.bytes(at: 1))
            }
        }
    }

    /// Runs a SELECT of `columns` and builds the records.
    /// - Throws: ``ContactsStoreError/damaged(path:detail:)`` when a stored
    ///   phone or e-mail list is not in its JSON form.
    private func readRecords(_ sql: String, _ values: [SQLiteBindable?]) throws -> [ContactRecord] {
        var records: [ContactRecord] = []
        try readRecords(sql, values) { records.append($0) }
        return records
    }

    private func readRecords(_ sql: String, _ values: [SQLiteBindable?], _ each: (ContactRecord) throws -> Void) throws {
        let statement = try connection.cached(sql)
        defer { statement.reset() }
        try statement.bind(values)
        while try statement.step() {
            let id = statement.int64(at: 0)
            guard let phones = ContactValueJSON.decode(statement.string(at: 13)),
                  let emails = ContactValueJSON.decode(statement.string(at: 14))
            else {
                throw ContactsStoreError.damaged(path: path, detail: "contact \(id) has a malformed phone or e-mail list")
            }
            let fields = ContactFields(
                uid: statement.string(at: 2), givenName: statement.string(at: 3), familyName: statement.string(at: 4),
                formattedName: statement.string(at: 5), phones: phones, emails: emails, note: statement.string(at: 6),
                vCard: statement.optionalString(at: 12), sortKey: statement.string(at: 7),
                section: statement.string(at: 8), searchText: statement.string(at: 9))
            try each(ContactRecord(
                id: id, accountID: statement.int64(at: 1), fields: fields,
                created: Date(timeIntervalSince1970: statement.double(at: 10)),
                updated: Date(timeIntervalSince1970: statement.double(at: 11))))
        }
    }
}
