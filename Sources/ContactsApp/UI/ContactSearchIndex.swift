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
    /// Per record, for one-letter queries (the first key of a search), the
    /// ASCII word bytes that start a word, that are a word alone, and the
    /// digits inside an all-digit line: bit `b` of the pair of words.
    private var wordStarts: [Mask] = []
    private var singleWords: [Mask] = []
    private var lineDigits: [Mask] = []
    /// For two-byte queries (the second key of a search): per pair of ASCII
    /// word bytes, the records where it occurs as `NameCollator.termRank`
    /// would rank it, in list order, each as `record << 2 | rank`
    /// (see ``bigramPostings(_:starts:)``).
    private var bigrams: [[UInt32]] = []
    /// Complete match lists of recent queries (see ``Matches``), newest last.
    private var memo: [Matches] = []
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
        wordStarts = []
        singleWords = []
        lineDigits = []
        bigrams = []
        memo = []
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
        var counts = [Int](repeating: 0, count: 256)
        for byte in newBuffer { counts[Int(byte)] += 1 }
        let masks = Self.letterMasks(newBuffer, starts: newStarts)
        let pairs = Self.bigramPostings(newBuffer, starts: newStarts)
        lock.lock()
        defer { lock.unlock() }
        guard generation == myGeneration else { return false }
        byteCounts = counts
        ids = newIDs
        starts = newStarts
        buffer = newBuffer
        (wordStarts, singleWords, lineDigits) = masks
        bigrams = pairs
        memo = []
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
    ///
    /// Search as you type asks again with one key more or less each time,
    /// so the complete match lists of recent queries are kept: a query whose
    /// every term extends a term of a kept query (a key typed, a word added)
    /// matches only among that query's matches, as a term that starts a word
    /// (or a run of phone digits) there is preceded by its own prefix at the
    /// same place; a query met again (a Backspace) is answered from its list.
    /// A one-letter query reads the per-record letter masks instead of the
    /// texts, a two-letter one its pair's postings.
    func search(_ query: String, limit: Int) -> [Int64]? {
        lock.lock()
        defer { lock.unlock() }
        guard ready else { return nil }
        let terms = Self.words(for: query)
        guard !terms.isEmpty else { return Array(ids.prefix(limit)) }
        let matches = matchList(terms)
        // Best rank first, list order within a rank (ranks are small sums).
        var byRank: [[Int32]] = []
        for (record, rank) in zip(matches.records, matches.ranks) {
            let r = Int(rank)
            while byRank.count <= r { byRank.append([]) }
            if byRank[r].count < limit { byRank[r].append(record) }
        }
        var out: [Int64] = []
        out.reserveCapacity(min(limit, matches.records.count))
        for bucket in byRank {
            for record in bucket {
                if out.count == limit { return out }
                out.append(ids[Int(record)])
            }
        }
        return out
    }

    /// Every record matching all of `terms`, in list order, with its rank.
    private struct Matches {
        var terms: [String]
        var records: [Int32]
        var ranks: [UInt8]
    }

    /// The complete matches of `terms`: kept, refined from a kept list, from
    /// the letter masks, or by a scan of the texts. Kept for the next query.
    private func matchList(_ terms: [String]) -> Matches {
        if let index = memo.firstIndex(where: { $0.terms == terms }) {
            let found = memo.remove(at: index)
            memo.append(found)
            return found
        }
        let needles = terms.map { Array($0.utf8) }
        var result = Matches(terms: terms, records: [], ranks: [])
        func add(_ record: Int, _ rank: Int) {
            result.records.append(Int32(record))
            result.ranks.append(UInt8(min(rank, 255)))
        }
        let base = memo.filter { kept in kept.terms.allSatisfy { old in terms.contains { $0.hasPrefix(old) } } }
            .min { $0.records.count < $1.records.count }
        buffer.withUnsafeBytes { raw in
            guard let start = raw.baseAddress else { return }
            let total = raw.count
            func rank(_ record: Int) -> Int? {
                let from = starts[record]
                let end = record + 1 < starts.count ? starts[record + 1] - 1 : total - 1
                return NameCollator.matchRank(UnsafeRawBufferPointer(start: start + from, count: end - from), terms: needles)
            }
            if needles.count == 1, needles[0].count == 2, let key = Self.bigramKey(needles[0][0], needles[0][1]) {
                for entry in bigrams[key] { add(Int(entry >> 2), Int(entry & 3)) }
            } else if let base {
                for record in base.records {
                    if let r = rank(Int(record)) { add(Int(record), r) }
                }
            } else if needles.count == 1, needles[0].count == 1, let letter = needles[0].first,
                      letter < 0x80, NameCollator.isWordByte(letter) {
                let bit = Mask(bit: letter)
                for record in 0..<starts.count {
                    if singleWords[record].intersects(bit) {
                        add(record, 0)
                    } else if wordStarts[record].intersects(bit) {
                        add(record, 1)
                    } else if lineDigits[record].intersects(bit) {
                        add(record, 2)
                    }
                }
            } else {
                let first = needles.map { Needle($0, counts: byteCounts) }.min { $0.rarity < $1.rarity }
                guard let first else { return }
                var from = 0
                while from < total {
                    guard let position = first.find(in: start, from: from, to: total) else { break }
                    let record = recordIndex(containing: position)
                    if let r = rank(record) { add(record, r) }
                    from = (record + 1 < starts.count ? starts[record + 1] - 1 : total - 1) + 1
                }
            }
        }
        memo.append(result)
        if memo.count > Self.memoSize { memo.removeFirst() }
        return result
    }

    /// Match lists kept: a search and the Backspaces that undo it.
    static let memoSize = 24

    /// 128 bits, one per ASCII byte.
    struct Mask {
        var low: UInt64 = 0
        var high: UInt64 = 0

        init() {}
        init(bit byte: UInt8) {
            if byte < 64 { low = 1 << UInt64(byte) } else { high = 1 << UInt64(byte - 64) }
        }
        mutating func insert(_ byte: UInt8) {
            if byte < 64 { low |= 1 << UInt64(byte) } else if byte < 128 { high |= 1 << UInt64(byte - 64) }
        }
        func intersects(_ other: Mask) -> Bool { low & other.low != 0 || high & other.high != 0 }
    }

    /// The letter masks of every record, by the rule of `NameCollator.termRank`
    /// for a one-byte term: a word alone (rank 0), a word's start (1), a digit
    /// inside a line of digits only (2).
    static func letterMasks(_ buffer: [UInt8], starts: [Int]) -> (starts: [Mask], singles: [Mask], digits: [Mask]) {
        var wordStarts = [Mask](repeating: Mask(), count: starts.count)
        var singles = wordStarts, digits = wordStarts
        forEachLine(buffer, starts: starts) { bytes, record, from, end, lineStart, lineEnd, allDigits in
            for i in lineStart..<lineEnd {
                let byte = bytes[i]
                guard byte < 0x80, NameCollator.isWordByte(byte) else { continue }
                let startsWord = i == from || !NameCollator.isWordByte(bytes[i - 1])
                let endsWord = i + 1 == end || !NameCollator.isWordByte(bytes[i + 1])
                if startsWord && endsWord {
                    singles[record].insert(byte)
                } else if startsWord {
                    wordStarts[record].insert(byte)
                } else if allDigits {
                    digits[record].insert(byte)
                }
            }
        }
        return (wordStarts, singles, digits)
    }

    /// The postings slot of a two-byte term, when both bytes are ASCII word
    /// bytes (letters, digits); nil for any other term.
    static func bigramKey(_ first: UInt8, _ second: UInt8) -> Int? {
        guard first < 0x80, second < 0x80, NameCollator.isWordByte(first), NameCollator.isWordByte(second) else { return nil }
        return Int(first) << 7 | Int(second)
    }

    /// The postings of every pair of ASCII word bytes, by the rule of
    /// `NameCollator.termRank` for a two-byte term: 0 where the pair is a
    /// word alone, 1 where it starts a word, 2 where it is inside a line of
    /// digits only (a phone number); each record once per pair, with its best
    /// rank, in record order. About one entry per word of a search text plus
    /// one per digit of its phone numbers (4 bytes each).
    static func bigramPostings(_ buffer: [UInt8], starts: [Int]) -> [[UInt32]] {
        var postings = [[UInt32]](repeating: [], count: 1 << 14)
        var best = [UInt8](repeating: UInt8.max, count: 1 << 14)
        var touched: [Int] = []
        var current = 0
        func flush() {
            for key in touched {
                postings[key].append(UInt32(current) << 2 | UInt32(best[key]))
                best[key] = UInt8.max
            }
            touched.removeAll(keepingCapacity: true)
        }
        forEachLine(buffer, starts: starts) { bytes, record, from, end, lineStart, lineEnd, allDigits in
            if record != current { flush(); current = record }
            var i = lineStart
            while i + 1 < lineEnd {
                defer { i += 1 }
                guard let key = bigramKey(bytes[i], bytes[i + 1]) else { continue }
                let startsWord = i == from || !NameCollator.isWordByte(bytes[i - 1])
                let endsWord = i + 2 == end || !NameCollator.isWordByte(bytes[i + 2])
                let rank: UInt8
                if startsWord {
                    rank = endsWord ? 0 : 1
                } else if allDigits {
                    rank = 2
                } else {
                    continue
                }
                if best[key] == UInt8.max { touched.append(key) }
                if rank < best[key] { best[key] = rank }
            }
        }
        flush()
        return postings
    }

    /// Calls `body` with each line of each record's text in `buffer` (the
    /// texts at `starts`, each ended by a 0 byte; lines end at a line feed):
    /// the bytes, the record, the record's text range `from..<end`, the
    /// line's range and whether the line is all ASCII digits. Records come in
    /// order; a record with an empty text has no line.
    static func forEachLine(_ buffer: [UInt8], starts: [Int],
                            _ body: (UnsafeBufferPointer<UInt8>, Int, Int, Int, Int, Int, Bool) -> Void) {
        buffer.withUnsafeBufferPointer { bytes in
            for record in 0..<starts.count {
                let from = starts[record]
                let end = record + 1 < starts.count ? starts[record + 1] - 1 : bytes.count - 1
                var lineStart = from
                while lineStart < end {
                    var lineEnd = lineStart
                    var allDigits = true
                    while lineEnd < end && bytes[lineEnd] != 0x0A {
                        if bytes[lineEnd] < 0x30 || bytes[lineEnd] > 0x39 { allDigits = false }
                        lineEnd += 1
                    }
                    body(bytes, record, from, end, lineStart, lineEnd, allDigits)
                    lineStart = lineEnd + 1
                }
            }
        }
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
