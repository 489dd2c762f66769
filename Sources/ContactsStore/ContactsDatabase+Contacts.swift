import Foundation

extension ContactsDatabase {
    /// A new row: ?1 account, ?2 the UID's blind index, ?3 time, ?4–?6 the sealed
    /// keys, fields and card; the plain columns stay empty (``Schema/version3``).
    static let insertContactSQL = """
        INSERT INTO contacts (account_id, uid, given_name, family_name, formatted_name, note, sort_key, section, \
        search_text, created, updated, vcard, phones, emails, sealed_keys, sealed_fields, sealed_card) \
        VALUES (?1, ?2, '', '', '', '', '', '', '', ?3, ?3, NULL, '[]', '[]', ?4, ?5, ?6)
        """

    /// ?1 account. `COUNT(uid)` (never NULL, so the same number as `COUNT(*)`) makes
    /// SQLite count through `contacts_by_account`, whose entries are the smallest, and
    /// not through the wider `contacts_keys`.
    static let countSQL = "SELECT COUNT(uid) FROM contacts WHERE account_id = ?1"

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
    /// (a slice of the list order, ``order(for:)``, each row read by its id); fewer when the list is shorter.
    /// A table view asks for one screenful at a time through this.
    public func contacts(for account: Account, range: Range<Int>) throws -> [ContactRecord] {
        let lower = max(0, range.lowerBound)
        let count = range.upperBound == Int.max ? -1 : max(0, range.upperBound - lower)
        return try reading {
            let entries = try order(for: account)
            guard lower < entries.count else { return [] }
            let upper = count < 0 ? entries.count : min(entries.count, lower + count)
            return try entries[lower..<upper].compactMap { try fetchRecord($0.id, accountID: account.id) }
        }
    }

    /// The contact with `id` if it belongs to `account`, else nil.
    public func contact(id: Int64, for account: Account) throws -> ContactRecord? {
        try perform { try fetchRecord(id, accountID: account.id) }
    }

    /// Position of contact `id` in the sorted list of `account` (where a
    /// table view inserts its row), or nil if `account` has no such contact.
    public func index(ofContact id: Int64, for account: Account) throws -> Int? {
        try perform { try order(for: account).firstIndex { $0.id == id } }
    }

    /// The sections of the sorted list of `account`, in list order: title,
    /// index of the first contact, number of contacts. Computed from the list order
    /// (a section that is not contiguous in it counts as one, placed at its first contact).
    public func sections(for account: Account) throws -> [ContactSection] {
        let entries = try perform { try order(for: account) }
        var ordered: [(title: String, count: Int)] = []
        var positions: [String: Int] = [:]
        for entry in entries {
            if let position = positions[entry.section] {
                ordered[position].count += 1
            } else {
                positions[entry.section] = ordered.count
                ordered.append((entry.section, 1))
            }
        }
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
    /// The scan opens every contact's sealed keys (``matches(for:words:limit:accept:)``).
    public func search(account: Account, text: String, limit: Int? = nil) throws -> [ContactRecord] {
        let words = Self.searchWords(text)
        return try perform {
            try matches(for: account, words: words, limit: limit, accept: nil).compactMap {
                try fetchRecord($0, accountID: account.id)
            }
        }
    }

    /// The ids of the contacts of `account` whose search text contains every word (as
    /// UTF-8 bytes) and that `accept` takes, in list order, at most `limit`: one pass
    /// over the rows opening each one's keys, then a sort of the matches alone, so
    /// memory grows with the matches, not with the book.
    func matches(for account: Account, words: [String], limit: Int?,
                 accept: ((UnsafeRawBufferPointer) -> Bool)?) throws -> [Int64] {
        let needles = words.map { Array($0.utf8) }
        var found: [BookOrder.Entry] = []
        try forEachKeys(ofAccount: account.id) { id, plain, ranges in
            let text = UnsafeBufferPointer(rebasing: plain[ranges[3]])
            for needle in needles where !needle.isEmpty {
                guard let base = text.baseAddress,
                      needle.withUnsafeBufferPointer({ SQLiteConnection.contains(base, count: text.count, $0.baseAddress!, count: $0.count) })
                else { return }
            }
            if let accept, !accept(UnsafeRawBufferPointer(text)) { return }
            found.append(BookOrder.Entry(id: id, sortKey: Array(plain[ranges[1]]), section: ""))
        }
        found.sort { Self.precedes($0.sortKey, $0.id, $1.sortKey, $1.id) }
        let count = limit.map { min(max(0, $0), found.count) } ?? found.count
        return found.prefix(count).map(\.id)
    }

    /// Calls `body` with the summary of each contact of `account` in list
    /// order, or of each contact whose `searchText` contains every word of
    /// `text` (as ``search(account:text:limit:)`` matches), at most `limit`.
    /// The matches are found by one pass over the sealed keys and sorted; their
    /// fields are then opened one row at a time, so memory grows with the matches
    /// (ids and sort keys), not with the cards.
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
        try reading {
            let ids = text == nil && accept == nil && limit == nil
                ? try order(for: account).map(\.id)
                : try matches(for: account, words: words, limit: limit, accept: accept)
            var buffer: [UInt8] = [], ranges: [Range<Int>] = []
            for id in ids {
                let summary = try withStoredFields(id, buffer: &buffer, ranges: &ranges) { plain, ranges -> ContactSummary in
                    guard let phones = ContactValueJSON.decode(UnsafeBufferPointer(rebasing: plain[ranges[4]])),
                          let emails = ContactValueJSON.decode(UnsafeBufferPointer(rebasing: plain[ranges[5]]))
                    else {
                        throw ContactsStoreError.damaged(path: path, detail: "contact \(id) has a malformed phone or e-mail list")
                    }
                    return ContactSummary(id: id, formattedName: String(decoding: plain[ranges[2]], as: UTF8.self),
                                          phones: phones, emails: emails)
                }
                if let summary { try body(summary) }
            }
        }
    }

    /// Calls `body` with the display name, first phone number and first
    /// e-mail address of each contact of `account` in list order, as UTF-8
    /// bytes valid only during the call (empty when there is none): what
    /// `list` prints, read without building a summary per contact.
    ///
    /// One pass over the sealed keys (``forEachKeys(ofAccount:_:)``), which hold each
    /// row's list line (``Schema/version5``): sort keys and lines go into one byte
    /// arena, sorted there, then printed; no row of the table is read. A row sealed
    /// before schema 5 (no line in its keys) is read from its fields in its turn.
    /// - Throws: ``ContactsStoreError/damaged(path:detail:)`` for a malformed
    ///   phone or e-mail list, database errors, what `body` throws.
    public func forEachListRow(for account: Account,
                               _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        /// A row in the arena: its sort key, then its name, phone and e-mail (name -1: no line).
        struct Row {
            let id: Int64
            let start: Int32
            let key: Int32
            let name: Int32
            let phone: Int32
            let email: Int32
        }
        try reading {
            var arena: [UInt8] = []
            var rows: [Row] = []
            try forEachKeys(ofAccount: account.id) { id, plain, ranges in
                let start = Int32(arena.count)
                arena.append(contentsOf: plain[ranges[1]])
                guard ranges.count == SealedRow.keyCountWithListLine else {
                    rows.append(Row(id: id, start: start, key: Int32(ranges[1].count), name: -1, phone: 0, email: 0))
                    return
                }
                for range in ranges[4...6] { arena.append(contentsOf: plain[range]) }
                rows.append(Row(id: id, start: start, key: Int32(ranges[1].count), name: Int32(ranges[4].count),
                                phone: Int32(ranges[5].count), email: Int32(ranges[6].count)))
            }
            var buffer: [UInt8] = [], ranges: [Range<Int>] = []
            try arena.withUnsafeBufferPointer { arena in
                func bytes(_ start: Int32, _ count: Int32) -> UnsafeBufferPointer<UInt8> {
                    UnsafeBufferPointer(rebasing: arena[Int(start)..<Int(start + count)])
                }
                rows.sort { a, b in
                    let common = Int(min(a.key, b.key))
                    let order = common == 0 ? 0 : memcmp(arena.baseAddress! + Int(a.start), arena.baseAddress! + Int(b.start), common)
                    if order != 0 { return order < 0 }
                    if a.key != b.key { return a.key < b.key }
                    return a.id < b.id
                }
                for row in rows {
                    guard row.name >= 0 else {
                        _ = try withStoredFields(row.id, buffer: &buffer, ranges: &ranges) { plain, ranges in
                            guard let phone = ContactValueJSON.firstValue(UnsafeBufferPointer(rebasing: plain[ranges[4]])),
                                  let email = ContactValueJSON.firstValue(UnsafeBufferPointer(rebasing: plain[ranges[5]]))
                            else {
                                throw ContactsStoreError.damaged(path: path, detail: "contact \(row.id) has a malformed phone or e-mail list")
                            }
                            let name = UnsafeBufferPointer(rebasing: plain[ranges[2]])
                            try phone.withBytes { phone in try email.withBytes { email in try body(name, phone, email) } }
                        }
                        continue
                    }
                    let name = row.start + row.key, phone = name + row.name, email = phone + row.phone
                    try body(bytes(name, row.name), bytes(phone, row.phone), bytes(email, row.email))
                }
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
        let sealed = try sealedColumns(fields, uid: uid, accountID: accountID)
        try connection.run("""
            UPDATE contacts SET uid = ?3, given_name = '', family_name = '', formatted_name = '', note = '', \
            sort_key = '', section = '', search_text = '', phones = '[]', emails = '[]', vcard = NULL, updated = ?4, \
            sealed_keys = ?5, sealed_fields = ?6, sealed_card = ?7 WHERE id = ?1 AND account_id = ?2
            """, id, accountID, sealed.tag, timestamp, sealed.keys, sealed.fields, sealed.card)
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

    func bindContact(_ fields: ContactFields, uid: String, uidTag: String? = nil, to statement: SQLiteStatement,
                             accountID: Int64, timestamp: Double) throws {
        let sealed = try sealedColumns(fields, uid: uid, uidTag: uidTag, accountID: accountID)
        try statement.bind(accountID, at: 1)
        try statement.bind(sealed.tag, at: 2)
        try statement.bind(timestamp, at: 3)
        try statement.bind(sealed.keys, at: 4)
        try statement.bind(sealed.fields, at: 5)
        if let card = sealed.card { try statement.bind(card, at: 6) } else { try statement.bindNull(at: 6) }
    }

    /// Every contact of `account` in list order, handed to `body` in batches
    /// of up to `batchSize` records, each read by its id in the list order
    /// (``order(for:)``).
    /// - Throws: as ``contacts(for:range:)``, what `body` throws.
    public func forEachBatch(for account: Account, batchSize: Int = 2000,
                             _ body: ([ContactRecord]) throws -> Void) throws {
        try perform {
            var batch: [ContactRecord] = []
            batch.reserveCapacity(batchSize)
            for entry in try order(for: account) {
                guard let record = try fetchRecord(entry.id, accountID: account.id) else { continue }
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
    /// each contact of `account`, in list order, without building records:
    /// what an export of the whole book reads.
    /// - Throws: database errors, what `body` throws.
    public func forEachStoredCard(for account: Account,
                                  _ body: (Int64, UnsafeBufferPointer<UInt8>?) throws -> Void) throws {
        try reading {
            var buffer: [UInt8] = []
            buffer.reserveCapacity(4096)
            for entry in try order(for: account) {
                try withStoredCard(entry.id, buffer: &buffer) { try body(entry.id, $0) }
            }
        }
    }
}
