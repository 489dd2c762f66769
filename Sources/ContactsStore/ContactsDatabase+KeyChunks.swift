import Foundation

/// Chunks of sealed keys (``Schema/version6``): the opened `keys` of up to 256
/// contacts of one account (the ids that share `id >> 8`), sealed as one message.
///
/// Plaintext layout: one entry per sealed row of the chunk, in id order: the id
/// (8 bytes, little-endian), the byte count of its keys (4 bytes, little-endian),
/// then its keys exactly as the row's `keys` value opens (``SealedRow``).
enum KeyChunk {
    /// A contact's chunk number is its id shifted right by this.
    static let shift: Int64 = 8

    /// The chunk number of contact `id`.
    static func number(of id: Int64) -> Int64 { id >> shift }

    /// Appends one entry to a chunk's plaintext.
    static func append(id: Int64, keys: UnsafeBufferPointer<UInt8>, to chunk: inout [UInt8]) {
        var id = UInt64(bitPattern: id).littleEndian
        withUnsafeBytes(of: &id) { chunk.append(contentsOf: $0) }
        var count = UInt32(keys.count).littleEndian
        withUnsafeBytes(of: &count) { chunk.append(contentsOf: $0) }
        chunk.append(contentsOf: keys)
    }

    /// Calls `body` with the id and keys of each entry of an opened chunk; false when
    /// the layout is broken or an id is not of chunk `number`.
    static func forEachEntry(_ chunk: UnsafeBufferPointer<UInt8>, number: Int64,
                             _ body: (Int64, UnsafeBufferPointer<UInt8>) throws -> Void) rethrows -> Bool {
        guard let base = chunk.baseAddress else { return chunk.isEmpty }
        let raw = UnsafeRawPointer(base)
        var position = 0
        while position < chunk.count {
            guard chunk.count - position >= 12 else { return false }
            let id = Int64(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)))
            let count = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: position + 8, as: UInt32.self)))
            position += 12
            guard count <= chunk.count - position, Self.number(of: id) == number else { return false }
            try body(id, UnsafeBufferPointer(rebasing: chunk[position..<(position + count)]))
            position += count
        }
        return true
    }
}

extension ContactsDatabase {
    /// Above this many due chunks a reader opens every row's keys from the covering
    /// index instead (a book not yet chunked after the schema-6 migration, read by a
    /// connection that cannot write): reading a due chunk's rows from the table, 256
    /// whole rows at a time, costs more than that index scan when most are due.
    static let dueChunksReadLimit = 16

    /// Whether the open file has the chunk tables (``Schema/version6``): a read-only
    /// connection reads an older schema as it is.
    static func hasKeyChunkTables(_ connection: SQLiteConnection) throws -> Bool {
        try connection.queryFirst("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'key_chunks_due'",
                                  row: { _ in true }) ?? false
    }

    /// Seals again, from their rows, every due chunk of the accounts this connection
    /// holds the key of, and drops the due entries of accounts that no longer exist.
    /// Runs at the end of every write transaction (``write(_:)``), so a change and
    /// the rewrite of its chunk commit together; a chunk of an account without its
    /// key here stays due (readers open its rows one by one) until a writer that has
    /// the key.
    func sealDueChunks() throws {
        guard hasKeyChunks else { return }
        let due = try connection.query("SELECT account_id, chunk FROM key_chunks_due") { ($0.int64(at: 0), $0.int64(at: 1)) }
        guard !due.isEmpty else { return }
        var plain: [UInt8] = [], chunk: [UInt8] = [], ranges: [Range<Int>] = []
        let clear = try connection.cached("DELETE FROM key_chunks_due WHERE account_id = ?1 AND chunk = ?2")
        defer { clear.reset() }
        for (accountID, number) in due {
            guard let sealer = sealers[accountID] else { continue }
            try sealChunk(number, of: accountID, sealer: sealer, plain: &plain, chunk: &chunk, ranges: &ranges)
            clear.reset()
            try clear.bind([accountID, number])
            _ = try clear.step()
        }
        try connection.run("DELETE FROM key_chunks_due WHERE account_id NOT IN (SELECT id FROM accounts)")
    }

    /// Seals chunk `number` of account `accountID` from its rows' keys (deletes it
    /// when it has none).
    private func sealChunk(_ number: Int64, of accountID: Int64, sealer: ContactSealer,
                           plain: inout [UInt8], chunk: inout [UInt8], ranges: inout [Range<Int>]) throws {
        chunk.removeAll(keepingCapacity: true)
        try forEachRowKeys(ofChunk: number, account: accountID, sealer: sealer, buffer: &plain, ranges: &ranges) { id, keys, _ in
            KeyChunk.append(id: id, keys: keys, to: &chunk)
        }
        if chunk.isEmpty {
            try connection.run("DELETE FROM key_chunks WHERE account_id = ?1 AND chunk = ?2", accountID, number)
        } else {
            try connection.run("""
                INSERT INTO key_chunks (account_id, chunk, sealed) VALUES (?1, ?2, ?3)
                ON CONFLICT (account_id, chunk) DO UPDATE SET sealed = excluded.sealed
                """, accountID, number, try sealer.sealChunk(chunk, number: number))
        }
    }

    /// ?1 account, ?2..<?3 ids: the sealed rows of one chunk, by rowid range (`+`
    /// keeps SQLite from walking an account index instead).
    static let chunkRowsSQL = """
        SELECT id, sealed_keys FROM contacts WHERE id >= ?2 AND id < ?3 AND +account_id = ?1 AND sealed_keys IS NOT NULL \
        ORDER BY id
        """

    /// Whether `account` has chunks still to seal (after the schema-6 migration).
    func hasDueChunks(_ accountID: Int64) throws -> Bool {
        guard hasKeyChunks else { return false }
        return try connection.queryFirst("SELECT 1 FROM key_chunks_due WHERE account_id = ?1 LIMIT 1", accountID) { _ in true }
            ?? false
    }

    /// Calls `body` with the id and opened keys of every sealed row of `accountID`,
    /// read from its chunks (one message per up to 256 contacts) and, for a chunk
    /// still due, from its rows; false (nothing called) when the file has no chunks
    /// or too many are due, and the caller reads every row's keys instead. Inside a
    /// read transaction, so the due list and the chunks are of one state of the book.
    func forEachChunkedKeys(ofAccount accountID: Int64, sealer: ContactSealer, buffer plain: inout [UInt8],
                            ranges: inout [Range<Int>],
                            _ body: (Int64, UnsafeBufferPointer<UInt8>, [Range<Int>]) throws -> Void) throws -> Bool {
        guard hasKeyChunks else { return false }
        let dueStatement = try connection.cached("SELECT chunk FROM key_chunks_due WHERE account_id = ?1")
        defer { dueStatement.reset() }
        try dueStatement.bind([accountID])
        var due: [Int64] = []
        while try dueStatement.step() {
            due.append(dueStatement.int64(at: 0))
            if due.count > Self.dueChunksReadLimit { return false }
        }
        let chunks = try connection.cached("SELECT chunk, sealed FROM key_chunks WHERE account_id = ?1")
        defer { chunks.reset() }
        try chunks.bind([accountID])
        while try chunks.step() {
            let number = chunks.int64(at: 0)
            guard !due.contains(number), let sealed = chunks.blob(at: 1) else { continue }
            let length = try sealer.openChunk(sealed, number: number, into: &plain)
            let intact = try plain.withUnsafeBufferPointer { whole in
                try KeyChunk.forEachEntry(UnsafeBufferPointer(rebasing: whole[..<length]), number: number) { id, keys in
                    guard SealedRow.keyRanges(keys, into: &ranges) else { throw damagedRow(id) }
                    try body(id, keys, ranges)
                }
            }
            guard intact else {
                throw ContactsStoreError.damaged(path: path, detail: "key chunk \(number) of account \(accountID) is malformed")
            }
        }
        for number in due {
            try forEachRowKeys(ofChunk: number, account: accountID, sealer: sealer, buffer: &plain, ranges: &ranges, body)
        }
        return true
    }

    /// Calls `body` with the id and opened keys of each sealed row of chunk `number`
    /// of `accountID`, in id order, each row opened into `plain`.
    private func forEachRowKeys(ofChunk number: Int64, account accountID: Int64, sealer: ContactSealer,
                                buffer plain: inout [UInt8], ranges: inout [Range<Int>],
                                _ body: (Int64, UnsafeBufferPointer<UInt8>, [Range<Int>]) throws -> Void) throws {
        let rows = try connection.cached(Self.chunkRowsSQL)
        defer { rows.reset() }
        try rows.bind([accountID, number << KeyChunk.shift, (number + 1) << KeyChunk.shift])
        while try rows.step() {
            let id = rows.int64(at: 0)
            guard let sealed = rows.blob(at: 1) else { continue }
            let length = try sealer.open(sealed, .keys, into: &plain)
            try plain.withUnsafeBufferPointer { whole in
                let keys = UnsafeBufferPointer(rebasing: whole[..<length])
                guard SealedRow.keyRanges(keys, into: &ranges) else { throw damagedRow(id) }
                try body(id, keys, ranges)
            }
        }
    }
}
