import Foundation
#if canImport(Glibc)
import Glibc
#endif

// Whole-book reads (`list`, `export`) in list order without walking the
// sort-key index: the index gives rows in list order, but each row is then
// found in the table by its rowid (a b-tree descent per row, in random
// order). Reading the table in storage order and sorting in memory costs a
// third as much CPU on 100,000 contacts (see docs/DECISIONS.md,
// 2026-12-01 "Whole-book reads scan the table and sort in memory").

extension ContactsDatabase {
    /// Calls `body` once per contact of `account`, in list order (`sort_key`,
    /// then `id`, compared as SQLite's BINARY collation does: bytes, then
    /// length), with the contact's id and the UTF-8 bytes of `columns` (nil
    /// for NULL), valid only during the call.
    ///
    /// The table is read in storage order by ONE statement and the rows are
    /// kept in memory (their columns' bytes and 48 bytes of bookkeeping
    /// each) until they have been sorted: memory follows the size of the
    /// output, as a whole-book conversion's does.
    /// - Parameter columns: column names of `contacts`, read as text.
    /// - Throws: database errors, what `body` throws.
    func forEachRowInListOrder(for account: Account, columns: [String],
                               _ body: (Int64, [UnsafeBufferPointer<UInt8>?]) throws -> Void) throws {
        // NOT INDEXED: the account's rows are found by scanning the table; with the
        // index SQLite would go back to the table for every row.
        let sql = "SELECT id, sort_key" + columns.map { ", " + $0 }.joined()
            + " FROM contacts NOT INDEXED WHERE account_id = ?1"
        var rows = ListOrderRows(columnCount: columns.count)
        do {
            let statement = try connection.cached(sql)
            defer { statement.reset() }
            try statement.bind([account.id])
            while try statement.step() {
                rows.append(id: statement.int64(at: 0), key: statement.bytes(at: 1)) { statement.bytes(at: Int32($0 + 2)) }
            }
        }
        try rows.forEachInOrder(body)
    }
}

/// The rows of a whole-book read, kept for sorting: every byte in one
/// arena, every row a fixed-size record of offsets into it.
struct ListOrderRows {
    private let columnCount: Int
    private var arena: [UInt8] = []
    /// Per row: id, key start, key length, then start and length of each
    /// column (length -1 for NULL).
    private var records: [Int] = []
    /// Per row: the first 8 bytes of its key, big-endian, zero-padded: most
    /// comparisons are decided by this number alone.
    private var prefixes: [UInt64] = []
    private var stride: Int { 3 + 2 * columnCount }

    init(columnCount: Int) {
        self.columnCount = columnCount
    }

    var count: Int { prefixes.count }

    mutating func append(id: Int64, key: UnsafeBufferPointer<UInt8>?, column: (Int) -> UnsafeBufferPointer<UInt8>?) {
        let key = key ?? UnsafeBufferPointer(start: nil, count: 0)
        records.append(Int(id))
        records.append(arena.count)
        records.append(key.count)
        var prefix: UInt64 = 0
        for index in 0..<8 {
            prefix = prefix << 8 | UInt64(index < key.count ? key[index] : 0)
        }
        prefixes.append(prefix)
        arena.append(contentsOf: key)
        for index in 0..<columnCount {
            if let bytes = column(index) {
                records.append(arena.count)
                records.append(bytes.count)
                arena.append(contentsOf: bytes)
            } else {
                records.append(0)
                records.append(-1)
            }
        }
    }

    /// The row numbers in list order.
    func sortedOrder() -> [Int32] {
        var order = (0..<Int32(count)).map { $0 }
        arena.withUnsafeBufferPointer { arena in
            records.withUnsafeBufferPointer { records in
                prefixes.withUnsafeBufferPointer { prefixes in
                    let stride = self.stride
                    let base = arena.baseAddress
                    order.sort { a, b in
                        let pa = prefixes[Int(a)], pb = prefixes[Int(b)]
                        if pa != pb { return pa < pb }
                        let ra = Int(a) * stride, rb = Int(b) * stride
                        let la = records[ra + 2], lb = records[rb + 2]
                        if la > 8 || lb > 8, let base {
                            let shared = min(la, lb)
                            let order = memcmp(base + records[ra + 1], base + records[rb + 1], shared)
                            if order != 0 { return order < 0 }
                        }
                        if la != lb { return la < lb }
                        return records[ra] < records[rb]
                    }
                }
            }
        }
        return order
    }

    /// Calls `body` with each row, in list order.
    func forEachInOrder(_ body: (Int64, [UnsafeBufferPointer<UInt8>?]) throws -> Void) throws {
        let order = sortedOrder()
        try arena.withUnsafeBufferPointer { arena in
            var columns = [UnsafeBufferPointer<UInt8>?](repeating: nil, count: columnCount)
            for row in order {
                let record = Int(row) * stride
                for index in 0..<columnCount {
                    let start = records[record + 3 + 2 * index], length = records[record + 4 + 2 * index]
                    columns[index] = length < 0 ? nil : UnsafeBufferPointer(rebasing: arena[start..<(start + length)])
                }
                try body(Int64(records[record]), columns)
            }
        }
    }
}
