import Foundation

/// Where the cards of a vCard file are, found by a byte scan, so a large
/// file can be parsed in pieces on several cores and each card's original
/// text stored as it was written.
///
/// The scan only accepts files where cutting between cards cannot change
/// what the reader makes of them; for anything else ``make(_:pieces:)``
/// returns nil and the caller parses the whole file at once:
/// - valid UTF-8 (so not UTF-16, no stray bytes that the reader would
///   decode by a charset declared in another card);
/// - no `CHARSET=` and no `QUOTED-PRINTABLE` anywhere (the reader's
///   charset fallback looks at other cards of the file, and a
///   quoted-printable soft break can run into the next line);
/// - line ends LF or CRLF only (so line numbers are a count of LFs, the
///   same as the reader's physical lines);
/// - `BEGIN:VCARD` and `END:VCARD` lines (any case, surrounding spaces
///   ignored) alternate: no nested (vCard 2.1 AGENT) or unterminated card.
///
/// Lines outside cards stay with the piece before them, so the reader
/// reports them exactly as in a whole-file read.
struct VCardFilePlan {
    /// One card's bytes, `BEGIN:VCARD` through the line end after `END:VCARD`.
    struct Card {
        var range: Range<Int>
        /// The card has its own FN, N and UID lines, so the reader adds none
        /// and its original text can be stored as is.
        var isComplete: Bool
    }

    /// A piece to parse on its own: a byte range and the file line number of
    /// its first line (1-based).
    struct Piece {
        var range: Range<Int>
        var firstLine: Int
        /// Index of the piece's first card in ``cards``.
        var firstCard: Int
    }

    var cards: [Card]
    var pieces: [Piece]

    /// Plans up to `pieces` pieces of about equal card counts; nil when the
    /// file is not one the scan accepts (see the type's documentation).
    static func make(_ bytes: UnsafeBufferPointer<UInt8>, pieces wanted: Int) -> VCardFilePlan? {
        guard bytes.count > 0, isValidUTF8(bytes), !containsCaseInsensitive(bytes, "charset="),
              !containsCaseInsensitive(bytes, "quoted-printable")
        else { return nil }

        var cards: [Card] = []
        var cardStartLines: [Int] = []
        var inCard = false
        var cardStart = 0
        var seenFN = false, seenN = false, seenUID = false
        var line = 1
        var lineStart = 0
        let count = bytes.count
        while lineStart < count {
            // Find the line end.
            var end = lineStart
            while end < count && bytes[end] != 0x0A {
                if bytes[end] == 0x0D && (end + 1 >= count || bytes[end + 1] != 0x0A) { return nil }  // lone CR
                end += 1
            }
            let next = end < count ? end + 1 : end
            var contentEnd = end
            if contentEnd > lineStart && bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }

            let first = bytes[lineStart]
            if first != 0x20 && first != 0x09 {  // not a folded continuation
                if lineEquals(bytes, lineStart, contentEnd, "begin:vcard") {
                    if inCard { return nil }  // nested or unterminated
                    inCard = true
                    cardStart = lineStart
                    cardStartLines.append(line)
                    seenFN = false; seenN = false; seenUID = false
                } else if lineEquals(bytes, lineStart, contentEnd, "end:vcard") {
                    if !inCard { return nil }
                    inCard = false
                    cards.append(Card(range: cardStart..<next, isComplete: seenFN && seenN && seenUID))
                } else if inCard {
                    switch propertyName(bytes, lineStart, contentEnd) {
                    case .fn: seenFN = true
                    case .n: seenN = true
                    case .uid: seenUID = true
                    case .other: break
                    }
                }
            }
            line += 1
            lineStart = next
        }
        if inCard || cards.isEmpty { return nil }

        let pieceCount = max(1, min(wanted, cards.count))
        var pieces: [Piece] = []
        for piece in 0..<pieceCount {
            let firstCard = piece * cards.count / pieceCount
            let start = piece == 0 ? 0 : cards[firstCard].range.lowerBound
            pieces.append(Piece(range: start..<count, firstLine: piece == 0 ? 1 : cardStartLines[firstCard],
                                firstCard: firstCard))
            if piece > 0 { pieces[piece - 1].range = pieces[piece - 1].range.lowerBound..<start }
        }
        return VCardFilePlan(cards: cards, pieces: pieces)
    }

    private static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // ASCII fast path in 8-byte words, full validation otherwise.
        var index = 0
        let count = bytes.count
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        while index + 8 <= count {
            if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { break }
            index += 8
        }
        // The previous word was ASCII, so `index` is on a character boundary.
        return String(validating: UnsafeBufferPointer(rebasing: bytes[index...]), as: UTF8.self) != nil
    }

    private static func containsCaseInsensitive(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, bytes.count >= pattern.count else { return false }
        var index = 0
        let last = bytes.count - pattern.count
        while index <= last {
            if bytes[index] | 0x20 == first {
                var matched = true
                for offset in 1..<pattern.count where bytes[index + offset] | 0x20 != pattern[offset] {
                    matched = false
                    break
                }
                if matched { return true }
            }
            index += 1
        }
        return false
    }

    /// The line (trimmed of spaces and tabs) equals `lowercase` ignoring ASCII case.
    private static func lineEquals(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ lowercase: String) -> Bool {
        var s = start, e = end
        while s < e && (bytes[s] == 0x20 || bytes[s] == 0x09) { s += 1 }
        while e > s && (bytes[e - 1] == 0x20 || bytes[e - 1] == 0x09) { e -= 1 }
        let pattern = lowercase.utf8
        guard e - s == pattern.count else { return false }
        var index = s
        for byte in pattern {
            if bytes[index] | 0x20 != byte { return false }
            index += 1
        }
        return true
    }

    enum Name { case fn, n, uid, other }

    /// Whether a content line is FN, N or UID (any case, group prefix
    /// ignored), without allocating.
    private static func propertyName(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Name {
        var nameStart = start
        var index = start
        while index < end && index - start < 64 {
            let byte = bytes[index]
            if byte == 0x3A || byte == 0x3B { break }  // ':' ';'
            if byte == 0x2E { nameStart = index + 1 }  // '.' ends a group
            index += 1
        }
        func lower(_ i: Int) -> UInt8 { bytes[i] | 0x20 }
        switch index - nameStart {
        case 1 where lower(nameStart) == 0x6E: return .n
        case 2 where lower(nameStart) == 0x66 && lower(nameStart + 1) == 0x6E: return .fn
        case 3 where lower(nameStart) == 0x75 && lower(nameStart + 1) == 0x69 && lower(nameStart + 2) == 0x64: return .uid
        default: return .other
        }
    }
}
