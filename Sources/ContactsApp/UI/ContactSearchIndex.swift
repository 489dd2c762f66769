import ContactsStore
import Foundation
import NameCollation
#if canImport(Glibc)
import Glibc
#endif

/// An in-memory copy of one account's search texts, in list order, so that
/// search as you type costs a `memchr` pass over a few megabytes instead of a
/// table scan per key.
///
/// Why: the store answers a search by walking the sort index until it has
/// `limit` matches. A name that sorts late ("zha…" under Z) or matches few
/// contacts makes that walk cover the whole table (about 20 ms per key on
/// 100,000 contacts); the screen must follow a key within 16 ms.
///
/// What: the stored search text of every contact (already lowercased: names,
/// pinyin with and without spaces, initials, phone digits, e-mail
/// addresses), concatenated as UTF-8 with a 0 byte after each, plus the
/// contacts' ids, both in list order. ``search(_:limit:)`` answers exactly
/// as ``AddressBook/search(_:for:limit:)`` does — the same query folding
/// (`NameCollator.normalizeQuery`), the same word split and dedup, the same
/// match and ranking rule (`NameCollator.matchRank`) — so the two are
/// interchangeable.
///
/// Loading reads the list a page at a time (bounded memory, the database
/// lock released between pages) and may run on a background thread;
/// ``invalidate()`` (after the screen changed a contact) drops the copy and
/// a load in progress. Thread-safe.
final class ContactSearchIndex: @unchecked Sendable {
    /// Rows read per page while loading.
    static let pageSize = 2000

    private let lock = NSLock()
    private var generation = 0
    private var ids: [Int64] = []
    private var starts: [Int] = []
    private var buffer: [UInt8] = []
    /// How often each byte value occurs in `buffer`: a word is looked for by
    /// its rarest byte (`memchr`), then compared whole.
    private var byteCounts = [Int](repeating: 0, count: 256)
    private var ready = false
    /// Seconds the last complete load took.
    private(set) var lastLoadDuration: TimeInterval = 0

    /// True when ``search(_:limit:)`` can answer.
    var isReady: Bool {
        lock.lock()
        defer { lock.unlock() }
        return ready
    }

    /// Drops the copy (a contact changed); a load in progress is discarded.
    func invalidate() {
        lock.lock()
        generation += 1
        ready = false
        ids = []
        starts = []
        buffer = []
        byteCounts = [Int](repeating: 0, count: 256)
        lock.unlock()
    }

    /// Reads every contact of `account` in list order. Returns false when the
    /// index was invalidated meanwhile (the copy is then not kept).
    /// - Throws: the store's errors (the index stays not ready).
    @discardableResult
    func load(from book: AddressBook, account: Account) throws -> Bool {
        lock.lock()
        let myGeneration = generation
        lock.unlock()
        let began = DispatchTime.now().uptimeNanoseconds
        var newIDs: [Int64] = []
        var newStarts: [Int] = []
        var newBuffer: [UInt8] = []
        var offset = 0
        while true {
            let page = try translatingStoreErrors {
                try book.database.contacts(for: account, range: offset..<(offset + Self.pageSize))
            }
            for record in page {
                newIDs.append(record.id)
                newStarts.append(newBuffer.count)
                newBuffer.append(contentsOf: record.fields.searchText.utf8)
                newBuffer.append(0)
            }
            offset += page.count
            if page.count < Self.pageSize { break }
            lock.lock()
            let stale = generation != myGeneration
            lock.unlock()
            if stale { return false }
        }
        lock.lock()
        defer { lock.unlock() }
        guard generation == myGeneration else { return false }
        var counts = [Int](repeating: 0, count: 256)
        for byte in newBuffer { counts[Int(byte)] += 1 }
        byteCounts = counts
        ids = newIDs
        starts = newStarts
        buffer = newBuffer
        ready = true
        lastLoadDuration = Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9
        return true
    }

    /// The words the store filters by for `query`: `normalizeQuery`, joined,
    /// lowercased, split at whitespace, repeats dropped, at most 16.
    static func words(for query: String) -> [String] {
        let text = NameCollator.normalizeQuery(query).joined(separator: " ")
        var words: [String] = []
        for word in text.lowercased().split(whereSeparator: { $0.isWhitespace }).map(String.init) where !words.contains(word) {
            words.append(word)
        }
        return Array(words.prefix(16))
    }

    /// The ids of the contacts matching `query`, best first (NameCollation's
    /// `matchRank`: whole words, then prefixes, then digits inside a phone
    /// number), in list order within a rank, at most `limit`; nil while the
    /// index is not ready.
    func search(_ query: String, limit: Int) -> [Int64]? {
        lock.lock()
        defer { lock.unlock() }
        guard ready else { return nil }
        let terms = Self.words(for: query)
        let words = terms.map { Needle(Array($0.utf8), counts: byteCounts) }.sorted { $0.rarity < $1.rarity }
        guard let first = words.first else { return Array(ids.prefix(limit)) }
        let needles = terms.map { Array($0.utf8) }
        // Best rank first; a rank-0 (whole word) result cannot be beaten, so
        // the scan stops once `limit` of them are found.
        var ranked: [(rank: Int, record: Int)] = []
        var wholeWords = 0
        buffer.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            let total = raw.count
            var from = 0
            while from < total, wholeWords < limit {
                guard let position = first.find(in: base, from: from, to: total) else { break }
                let record = recordIndex(containing: position)
                let start = starts[record]
                let end = record + 1 < starts.count ? starts[record + 1] - 1 : total - 1
                let text = UnsafeRawBufferPointer(start: base + start, count: end - start)
                if let rank = NameCollator.matchRank(text, terms: needles) {
                    ranked.append((rank, record))
                    if rank == 0 { wholeWords += 1 }
                }
                from = end + 1
            }
        }
        ranked.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.record < $1.record }
        return ranked.prefix(limit).map { ids[$0.record] }
    }

    /// A word to look for, by its rarest byte.
    private struct Needle {
        let bytes: [UInt8]
        /// Index of the byte of `bytes` that is rarest in the buffer.
        let pivot: Int
        /// How often that byte occurs (fewer: fewer candidates).
        let rarity: Int

        init(_ bytes: [UInt8], counts: [Int]) {
            self.bytes = bytes
            var best = 0
            for index in bytes.indices where counts[Int(bytes[index])] < counts[Int(bytes[best])] { best = index }
            pivot = best
            rarity = bytes.isEmpty ? 0 : counts[Int(bytes[best])]
        }

        /// The first offset in `from..<to` where the word starts, or nil.
        func find(in base: UnsafeRawPointer, from: Int, to: Int) -> Int? {
            guard !bytes.isEmpty else { return from }
            guard to - from >= bytes.count else { return nil }
            let key = Int32(bytes[pivot])
            var scan = from + pivot
            let last = to - bytes.count + pivot  // the pivot of the last possible start
            return bytes.withUnsafeBytes { raw -> Int? in
                guard let needle = raw.baseAddress else { return nil }
                while scan <= last {
                    guard let hit = memchr(base + scan, key, last + 1 - scan) else { return nil }
                    let at = base.distance(to: UnsafeRawPointer(hit))
                    let start = at - pivot
                    if memcmp(base + start, needle, bytes.count) == 0 { return start }
                    scan = at + 1
                }
                return nil
            }
        }
    }

    /// The record whose text holds byte `position` (binary search over the starts).
    private func recordIndex(containing position: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
