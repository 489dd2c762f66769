import Foundation

extension NameCollator {
    /// The search text of a contact whose name is given as written (a display
    /// name): the forms a person may type, folded, one per line ("\n"
    /// separated, so a match never spans two forms), duplicates removed:
    ///
    ///  1. the name folded by `fold`, whitespace collapsed: lowercase,
    ///     diacritics and width removed, Latin letters to ASCII, other scripts
    ///     kept ("Chloé Dupont" → "chloe dupont", "张三" stays, "O'Brien" →
    ///     "o'brien");
    ///  2. the reading (`reading(of:)`) without spaces ("zhangsan", "obrien",
    ///     "gimminjun");
    ///  3. the reading with spaces, if it has more than one word ("zhang san");
    ///  4. for names with Han characters, the first letters of the reading's
    ///     words ("zs" for 张三, "zxm" for 张小明 and for 曾小明);
    ///  5. for pinyin with ü, the reading without spaces with ü typed "v"
    ///     ("lvxiaoming" for 吕小明, beside "luxiaoming");
    ///  6. each phone number reduced to its digits ("+1 (869) 866-6055" →
    ///     "18698666055"), and also folded as written if it has letters
    ///     ("1-800-flowers");
    ///  7. each email address folded ("Ann.Lee@Example.COM" → "ann.lee@example.com").
    ///
    /// A query goes through `normalizeQuery(_:)`; a contact matches when every
    /// term is a substring of its search text: `matches(_:terms:)` in Swift,
    /// or in SQLite `instr(search_text, ?) > 0` once per term, AND-ed (instr
    /// is a plain byte substring test; avoid LIKE, whose % and _ are
    /// wildcards and whose case folding is ASCII only).
    ///
    /// - Parameters:
    ///   - name: the display name.
    ///   - phones: phone numbers as written.
    ///   - emails: email addresses.
    /// - Returns: lines separated by "\n", duplicates removed.
    public func searchText(name: String, phones: [String], emails: [String]) -> String {
        let reading = readingWords(ofFullName: name)
        return searchText(display: NameCollator.trimmed(name), reading: reading,
                          phonetic: nil, phones: phones, emails: emails)
    }

    /// The search text of a contact with a structured name: as
    /// `searchText(name:phones:emails:)` for its display name, with the
    /// surname table applied to the family component, plus the folded
    /// reading of `phonetic` if given.
    public func searchText(
        given: String?, family: String?, middle: String? = nil, formatted: String? = nil,
        phonetic: String? = nil, phones: [String], emails: [String]
    ) -> String {
        let reading = readingWords(given: given, family: family, middle: middle, formatted: formatted,
                                   phonetic: nil, forSorting: false)
        let display = displayName(given: given, family: family, middle: middle, formatted: formatted)
        let phoneticReading = NameCollator.isBlank(phonetic) ? nil : readingWords(ofPhonetic: phonetic ?? "")
        return searchText(display: display, reading: reading, phonetic: phoneticReading,
                          phones: phones, emails: emails)
    }

    func searchText(
        display: String, reading: Reading, phonetic: Reading?, phones: [String], emails: [String]
    ) -> String {
        var lines: [String] = []
        func add(_ line: String) {
            if !line.isEmpty && !lines.contains(line) { lines.append(line) }
        }
        add(foldedWords(display))
        for reading in [reading, phonetic].compactMap({ $0 }) {
            add(reading.words.joined())
            if reading.words.count > 1 { add(reading.words.joined(separator: " ")) }
            if reading.hasHan {
                add(String(reading.words.compactMap(\.first)))
            }
            if reading.hasUmlaut { add(reading.typedWords.joined()) }
        }
        for phone in phones {
            let folded = NameCollator.fold(phone)
            add(NameCollator.digits(of: folded))
            // Letters (a vanity number, "ext"): keep the folded text too.
            if folded.utf8.contains(where: { ($0 >= 0x61 && $0 <= 0x7A) || $0 >= 0x80 }) {
                add(NameCollator.collapsingWhitespace(folded))
            }
        }
        for email in emails {
            add(foldedWords(email))
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Query

    /// Folds a search query into terms that must all occur in a search text.
    ///
    /// Rules: the query is folded like names (`fold`); if it is then a phone
    /// fragment (at least one digit; otherwise only whitespace, `+ - ( ) . /`
    /// and Unicode dashes) the result is its digits alone ("869 866" →
    /// ["869866"]); otherwise it is split at whitespace, each term that is a
    /// phone fragment reduced to digits, empty and repeated terms dropped
    /// ("Chloé" → ["chloe"], "zhang san" → ["zhang", "san"], "ZHANG" →
    /// ["zhang"]). An empty result means "no filter": every contact matches.
    public static func normalizeQuery(_ query: String) -> [String] {
        let folded = fold(trimmed(query))
        if folded.isEmpty { return [] }
        if isPhoneFragment(folded) {
            return [digits(of: folded)]
        }
        var terms: [String] = []
        for part in words(of: folded) {
            let term = isPhoneFragment(part) ? digits(of: part) : String(Substring(part))
            if !term.isEmpty && !terms.contains(term) { terms.append(term) }
        }
        return terms
    }

    /// True if every term occurs in `searchText` (a byte-wise substring test
    /// on UTF-8, which cannot match inside a character). No terms: true.
    public static func matches(_ searchText: String, terms: [String]) -> Bool {
        terms.allSatisfy { contains(searchText, $0) }
    }

    // MARK: Folding

    /// Folds text for search: `folding(options: [.caseInsensitive,
    /// .diacriticInsensitive, .widthInsensitive], locale: nil)` (Apple:
    /// "String.folding(options:locale:)"), then ICU "Latin-ASCII" for letters
    /// with no decomposition (ø → o, ł → l, æ → ae). Other scripts keep their
    /// letters (Hangul, Cyrillic and kana are lowercased or unchanged; kana
    /// voicing marks are kept). ASCII text is only lowercased.
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive],
                                  locale: nil)
        guard needsLatinASCII(folded) else { return folded }
        return folded.applyingTransform(latinASCII, reverse: false) ?? folded
    }

    static let latinASCII = StringTransform("Latin-ASCII")

    /// False when every non-ASCII scalar is in a script Latin-ASCII leaves
    /// alone (Greek, Cyrillic, CJK ideographs, Hangul syllables, kana), so
    /// the ICU call (about 3 µs) can be skipped. Deterministic per text, so
    /// names and queries fold alike.
    static func needsLatinASCII(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x7F, 0x370...0x3FF, 0x400...0x4FF, 0x3041...0x3096, 0x30A1...0x30FA,
                0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3:
                continue
            default:
                return true
            }
        }
        return false
    }

    /// `fold` applied word by word through the collator's cache, words joined
    /// by one space (equal to folding the whole text and collapsing its
    /// whitespace, as folding does not cross whitespace).
    func foldedWords(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return NameCollator.collapsingWhitespace(text.lowercased())
        }
        var result = ""
        for word in NameCollator.words(of: text) {
            if !result.isEmpty { result.append(" ") }
            let word = String(Substring(word))
            if word.utf8.allSatisfy({ $0 < 0x80 }) {
                result.append(word.lowercased())
            } else {
                result.append(cache.fold(word) { NameCollator.fold(word) })
            }
        }
        return result
    }

    /// The runs of non-White_Space scalars of `text`.
    static func words(of text: String) -> [Substring.UnicodeScalarView] {
        text.unicodeScalars.split(whereSeparator: isWhitespace)
    }

    static func collapsingWhitespace(_ text: String) -> String {
        if isCollapsedASCII(text) { return text }
        var result = String.UnicodeScalarView()
        for word in words(of: text) {
            if !result.isEmpty { result.append(" ") }
            result.append(contentsOf: word)
        }
        return String(result)
    }

    static func isPhoneFragment<S: Sequence<Unicode.Scalar>>(_ scalars: S) -> Bool {
        var sawDigit = false
        for scalar in scalars {
            switch scalar.value {
            case 0x30...0x39: sawDigit = true
            case 0x20, 0x09, 0xA0, 0x2B, 0x2D, 0x28, 0x29, 0x2E, 0x2F, 0x2010...0x2015, 0x2212: continue
            default: return false
            }
        }
        return sawDigit
    }

    static func isPhoneFragment(_ text: String) -> Bool {
        isPhoneFragment(text.unicodeScalars)
    }

    static func digits<S: Sequence<Unicode.Scalar>>(of scalars: S) -> String {
        var result = ""
        for scalar in scalars where scalar.value >= 0x30 && scalar.value <= 0x39 {
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    static func digits(of text: String) -> String {
        String(decoding: text.utf8.filter { $0 >= 0x30 && $0 <= 0x39 }, as: UTF8.self)
    }

    /// True for ASCII text without control characters, leading or trailing
    /// spaces, or two spaces in a row: already collapsed.
    static func isCollapsedASCII(_ text: String) -> Bool {
        var previous: UInt8 = 0x20
        for byte in text.utf8 {
            if byte < 0x20 || byte >= 0x7F || (byte == 0x20 && previous == 0x20) { return false }
            previous = byte
        }
        return previous != 0x20 || text.isEmpty
    }

    /// Substring test on UTF-8 bytes.
    static func contains(_ haystack: String, _ needle: String) -> Bool {
        if needle.isEmpty { return true }
        let found = haystack.utf8.withContiguousStorageIfAvailable { h in
            needle.utf8.withContiguousStorageIfAvailable { n in
                containsBytes(h, n)
            }
        }
        if let found = found ?? nil { return found }
        let h = Array(haystack.utf8)
        let n = Array(needle.utf8)
        return h.withUnsafeBufferPointer { hb in n.withUnsafeBufferPointer { nb in containsBytes(hb, nb) } }
    }

    static func containsBytes(_ h: UnsafeBufferPointer<UInt8>, _ n: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = n.count
        guard count > 0 else { return true }
        guard h.count >= count else { return false }
        let first = n[0]
        var i = 0
        let last = h.count - count
        while i <= last {
            if h[i] == first {
                var j = 1
                while j < count && h[i + j] == n[j] { j += 1 }
                if j == count { return true }
            }
            i += 1
        }
        return false
    }
}
