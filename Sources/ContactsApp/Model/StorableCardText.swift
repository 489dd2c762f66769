import Foundation

/// Whether a card's text as written in a file can be stored as the
/// contact's card: reading that text alone must give the card the import
/// read, so export writes back the file's own text. The checks are on
/// bytes and refuse anything where the card's reading depends on more than
/// its own valid UTF-8 text:
/// - no `CHARSET=` and no `QUOTED-PRINTABLE` (the reader's charset fallback
///   looks at other cards of the file, and a quoted-printable soft break
///   joins lines);
/// - line ends LF or CRLF only;
/// - one `BEGIN:VCARD` … `END:VCARD` (any case, surrounding spaces
///   ignored), no nested vCard 2.1 AGENT card;
/// - its own FN, N and UID lines, so the reader adds none.
/// The text is valid UTF-8 already (a Swift String from the reader's
/// validated bytes, ``VCardStreamReader/Card/originalText``).
enum StorableCardText {
    /// True when `text` (one card as written) can be stored as it is.
    static func isStorable(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { isStorable($0) }
    }

    static func isStorable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count > 0, !containsCharsetOrQuotedPrintable(bytes) else { return false }
        var cards = 0
        var inCard = false
        var seenFN = false, seenN = false, seenUID = false
        var lineStart = 0
        let count = bytes.count
        while lineStart < count {
            var end = lineStart
            while end < count && bytes[end] != 0x0A {
                if bytes[end] == 0x0D && (end + 1 >= count || bytes[end + 1] != 0x0A) { return false }  // lone CR
                end += 1
            }
            let next = end < count ? end + 1 : end
            var contentEnd = end
            if contentEnd > lineStart && bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            let first = bytes[lineStart]
            if first != 0x20 && first != 0x09 {  // not a folded continuation
                if lineEquals(bytes, lineStart, contentEnd, "begin:vcard") {
                    if inCard || cards > 0 { return false }  // nested, or a second card
                    inCard = true
                } else if lineEquals(bytes, lineStart, contentEnd, "end:vcard") {
                    if !inCard { return false }
                    inCard = false
                    cards += 1
                } else if inCard {
                    switch propertyName(bytes, lineStart, contentEnd) {
                    case .fn: seenFN = true
                    case .n: seenN = true
                    case .uid: seenUID = true
                    case .other: break
                    }
                } else if lineStart < contentEnd {
                    return false  // text outside the card
                }
            }
            lineStart = next
        }
        return cards == 1 && !inCard && seenFN && seenN && seenUID
    }

    /// Whether `charset=` or `quoted-printable` occurs (any ASCII case), in one pass.
    private static func containsCharsetOrQuotedPrintable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let charset: StaticString = "charset=", quoted: StaticString = "quoted-printable"
        func matches(_ pattern: StaticString, at index: Int) -> Bool {
            let count = pattern.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            let start = pattern.utf8Start
            for offset in 1..<count where bytes[index + offset] | 0x20 != start[offset] { return false }
            return true
        }
        for index in bytes.indices {
            switch bytes[index] | 0x20 {
            case 0x63 where matches(charset, at: index): return true  // c
            case 0x71 where matches(quoted, at: index): return true  // q
            default: continue
            }
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
