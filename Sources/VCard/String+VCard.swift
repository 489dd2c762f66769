// Small ASCII-only String helpers. vCard names, parameter names and the
// white space around values are ASCII, and these avoid Foundation's
// Unicode-aware (and much slower) trimming and case mapping in the reader's
// hot path.

extension String {
    /// Without leading and trailing spaces, tabs, CRs and LFs.
    var trimmingSpaces: String {
        let u = utf8
        guard let first = u.first, let last = u.last else { return self }
        func ws(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0A }
        if !ws(first) && !ws(last) { return self }
        var s = u.startIndex, e = u.endIndex
        while s < e && ws(u[s]) { s = u.index(after: s) }
        while e > s && ws(u[u.index(before: e)]) { e = u.index(before: e) }
        return String(self[s..<e])
    }

    /// ASCII letters upper-cased, everything else unchanged.
    var asciiUppercased: String {
        guard utf8.contains(where: { $0 >= 0x61 && $0 <= 0x7A }) else { return self }
        return String(decoding: utf8.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }, as: UTF8.self)
    }

    /// ASCII letters lower-cased, everything else unchanged.
    var asciiLowercased: String {
        guard utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return self }
        return String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    /// True when the string starts with `prefix` (lower-case ASCII), ignoring ASCII case.
    func hasASCIIPrefixIgnoringCase(_ prefix: String) -> Bool {
        var bytes = utf8.makeIterator()
        for expected in prefix.utf8 {
            guard let byte = bytes.next() else { return false }
            let lowered = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            if lowered != expected { return false }
        }
        return true
    }
}
