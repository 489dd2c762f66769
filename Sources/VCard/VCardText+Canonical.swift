import Foundation

extension VCardText {
    /// Whether `text`, one stored card, is already written the way
    /// ``VCardWriter`` writes a card for `version`, so an export can copy it
    /// instead of parsing and writing it again. A byte scan, conservative:
    /// true only when every line is one the writer would leave as it is.
    ///
    /// Required: `BEGIN:VCARD`, `VERSION:<version>` first, `END:VCARD` last,
    /// CRLF line ends only, no line over 75 octets and no folded line, an FN
    /// (and for 3.0 an N) line, and on every line a header of name and
    /// parameter characters only (letters, digits, `-`, `_`, `.`, `;`, `=`,
    /// `,`: nothing quoted or caret-encoded). Refused: properties the writer
    /// converts between versions (BDAY, ANNIVERSARY, binary PHOTO/LOGO/SOUND/KEY),
    /// headers with `ENCODING`, `CHARSET`, `VALUE` or a preference (`PREF`,
    /// `TYPE=pref`), a nested BEGIN or a second VERSION, and in 3.0 a `tel:` TEL.
    public static func isCanonical(_ text: String, version: VCardWriter.Version) -> Bool {
        var text = text
        return text.withUTF8 { isCanonical($0, version: version) }
    }

    /// ``isCanonical(_:version:)`` on the UTF-8 bytes of a card.
    public static func isCanonical(_ bytes: UnsafeBufferPointer<UInt8>, version: VCardWriter.Version) -> Bool {
        isCanonical(bytes, version: version, lineLimit: 75)
    }

    /// The card `bytes` exactly as ``VCardWriter`` writes it for `version`,
    /// without parsing it, or nil when that needs the parser and writer:
    /// the bytes themselves when ``isCanonical(_:version:)``; for a card that
    /// is canonical but for its folding (lines folded elsewhere than at 75
    /// octets, as other programs fold at a word), the card unfolded (RFC 6350
    /// section 3.2) and folded again as the writer folds.
    public static func writerText(_ bytes: UnsafeBufferPointer<UInt8>, version: VCardWriter.Version) -> [UInt8]? {
        if isCanonical(bytes, version: version) { return Array(bytes) }
        guard let base = bytes.baseAddress, memchr(base, 0x20, bytes.count) != nil || memchr(base, 0x09, bytes.count) != nil
        else { return nil }
        // Unfold: drop each CRLF followed by a space or a tab, and that character.
        var unfolded: [UInt8] = []
        unfolded.reserveCapacity(bytes.count)
        var index = 0
        var folded = false
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 2 < bytes.count, bytes[index + 1] == 0x0A,
               bytes[index + 2] == 0x20 || bytes[index + 2] == 0x09 {
                index += 3
                folded = true
                continue
            }
            unfolded.append(bytes[index])
            index += 1
        }
        guard folded else { return nil }
        return unfolded.withUnsafeBufferPointer { logical -> [UInt8]? in
            guard isCanonical(logical, version: version, lineLimit: Int.max) else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(logical.count + logical.count / 70 * 3 + 8)
            var lineStart = 0
            while lineStart < logical.count {
                // Every line ends in CRLF (checked above).
                var end = lineStart
                while logical[end] != 0x0D { end += 1 }
                VCardWriter.appendFolded(UnsafeBufferPointer(rebasing: logical[lineStart..<end]), into: &out)
                lineStart = end + 2
            }
            return out
        }
    }

    /// ``isCanonical(_:version:)`` with lines of up to `lineLimit` octets.
    /// Words are compared as static strings (no arrays: this runs once per
    /// card of an export).
    static func isCanonical(_ bytes: UnsafeBufferPointer<UInt8>, version: VCardWriter.Version, lineLimit: Int) -> Bool {
        let head: StaticString = version == .v3_0 ? "BEGIN:VCARD\r\nVERSION:3.0\r\n" : "BEGIN:VCARD\r\nVERSION:4.0\r\n"
        let tail: StaticString = "END:VCARD\r\n"
        let count = bytes.count
        let headCount = head.utf8CodeUnitCount, tailCount = tail.utf8CodeUnitCount
        guard count >= headCount + tailCount, let base = bytes.baseAddress,
              memcmp(base, head.utf8Start, headCount) == 0,
              memcmp(base + count - tailCount, tail.utf8Start, tailCount) == 0 else { return false }
        var sawFN = false, sawN = false
        var lineStart = headCount
        let bodyEnd = count - tailCount
        while lineStart < bodyEnd {
            // The line: up to CRLF; a lone CR or LF disqualifies. memchr finds
            // the LF, then the only CR must be the one just before it.
            guard let lf = memchr(base + lineStart, 0x0A, count - lineStart) else { return false }
            let lfIndex = base.distance(to: lf.assumingMemoryBound(to: UInt8.self))
            guard lfIndex > lineStart, lfIndex <= bodyEnd, bytes[lfIndex - 1] == 0x0D else { return false }
            let end = lfIndex - 1
            if end > lineStart, memchr(base + lineStart, 0x0D, end - lineStart) != nil { return false }
            guard end - lineStart <= lineLimit, end > lineStart else { return false }
            let first = bytes[lineStart]
            if first == 0x20 || first == 0x09 { return false }  // folded
            // The header: up to the first ':'.
            var colon = lineStart
            var nameEnd = -1
            var groupEnd = lineStart
            while colon < end && bytes[colon] != 0x3A {
                let byte = bytes[colon]
                let isLetter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
                let isDigit = byte >= 0x30 && byte <= 0x39
                guard isLetter || isDigit || byte == 0x2D || byte == 0x5F || byte == 0x2E || byte == 0x3B
                    || byte == 0x3D || byte == 0x2C else { return false }
                if nameEnd < 0 {
                    if byte == 0x3B { nameEnd = colon }
                    if byte == 0x2E { groupEnd = colon + 1 }
                }
                colon += 1
            }
            guard colon < end else { return false }
            if nameEnd < 0 { nameEnd = colon }
            let name = UnsafeBufferPointer(rebasing: bytes[groupEnd..<nameEnd])
            func isName(_ word: StaticString) -> Bool { name.count == word.utf8CodeUnitCount && startsWith(name, 0, word) }
            switch name.count == 0 ? 0 : folded(name[0]) {
            case 0x41: if isName("ANNIVERSARY") { return false }
            case 0x42: if isName("BEGIN") || isName("BDAY") { return false }
            case 0x45: if isName("END") { return false }
            case 0x4B: if isName("KEY") { return false }
            case 0x4C: if isName("LOGO") { return false }
            case 0x50: if isName("PHOTO") { return false }
            case 0x53: if isName("SOUND") { return false }
            case 0x56: if isName("VERSION") { return false }
            case 0x46: if isName("FN") { sawFN = true }
            case 0x4E: if name.count == 1 { sawN = true }
            default: break
            }
            if nameEnd < colon {
                let parameters = UnsafeBufferPointer(rebasing: bytes[nameEnd..<colon])
                if hasRefusedParameter(parameters) { return false }
            }
            if version == .v3_0, isName("TEL"), colon + 5 < end, startsWith(bytes, colon + 1, "TEL:") { return false }
            lineStart = end + 2
        }
        return sawFN && (sawN || version == .v4_0)
    }

    /// ASCII upper case of one byte.
    @inline(__always) private static func folded(_ byte: UInt8) -> UInt8 { byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte }

    /// `bytes` from `index` starts with the upper-case ASCII `word`, ignoring ASCII case.
    @inline(__always) private static func startsWith(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ word: StaticString) -> Bool {
        let n = word.utf8CodeUnitCount
        guard index + n <= bytes.count else { return false }
        let pattern = word.utf8Start
        for k in 0..<n where folded(bytes[index + k]) != pattern[k] { return false }
        return true
    }

    /// Whether the header parameters `bytes` name a refused parameter
    /// (ENCODING, CHARSET, VALUE, PREF, anywhere, ignoring case): only a byte
    /// C, E, P or V can start one, so the others are passed over.
    private static func hasRefusedParameter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in bytes.indices {
            switch folded(bytes[index]) {
            case 0x43: if startsWith(bytes, index, "CHARSET") { return true }
            case 0x45: if startsWith(bytes, index, "ENCODING") { return true }
            case 0x50: if startsWith(bytes, index, "PREF") { return true }
            case 0x56: if startsWith(bytes, index, "VALUE") { return true }
            default: continue
            }
        }
        return false
    }
}
