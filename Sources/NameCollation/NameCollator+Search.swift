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
    ///  5a. for Chinese names whose surname is known, the surname in full and
    ///     the given name by initials ("zengxm" for 曾小明);
    ///  5b. for names written family name first, the reading from the given
    ///     name on ("xiaoming" and "xm" for 张小明, "minjun" for 김민준);
    ///  5c. forms 2–5b again with the other readings of polyphonic given-name
    ///     characters (张乐 also "zhangyue", "zy");
    ///  6. each phone number reduced to its digits ("+1 (869) 866-6055" →
    ///     "18698666055"), and also folded as written if it has letters
    ///     ("1-800-flowers");
    ///  7. each email address folded ("Ann.Lee@Example.COM" → "ann.lee@example.com").
    ///
    /// A query goes through `normalizeQuery(_:)`; a contact matches when every
    /// term starts a word of its search text (or, for a phone number's
    /// digits, occurs anywhere in them), and results are ranked by
    /// `matchRank(_:terms:)` as iOS Contacts ranks them: whole words first,
    /// then prefixes, then phone digits found inside a number. In SQLite,
    /// the store's `contains_text(search_text, ?)` (the rows of
    /// `instr(search_text, ?) > 0`) once per term, AND-ed, is a superset to
    /// filter first (a plain byte substring test; avoid LIKE, whose
    /// % and _ are wildcards and whose case folding is ASCII only).
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
        searchText(nameLines: searchLines(given: given, family: family, middle: middle, formatted: formatted,
                                          phonetic: phonetic),
                   phones: phones, emails: emails)
    }

    /// The name forms of a structured name's search text (forms 1–5c of
    /// `searchText(name:phones:emails:)`), without phones and e-mails; with
    /// ``searchText(nameLines:phones:emails:)`` this gives exactly
    /// `searchText(given:family:middle:formatted:phonetic:phones:emails:)`,
    /// so a caller can compute the lines once per distinct name.
    public func searchLines(
        given: String?, family: String?, middle: String? = nil, formatted: String? = nil, phonetic: String? = nil
    ) -> [String] {
        let reading = readingWords(given: given, family: family, middle: middle, formatted: formatted,
                                   phonetic: nil, forSorting: false)
        let display = displayName(given: given, family: family, middle: middle, formatted: formatted)
        let phoneticReading = NameCollator.isBlank(phonetic) ? nil : readingWords(ofPhonetic: phonetic ?? "")
        return nameLines(display: display, reading: reading, phonetic: phoneticReading)
    }

    /// The sort key (as `sortKey(given:family:middle:formatted:phonetic:)`)
    /// and the name forms of the search text (as
    /// `searchLines(given:family:middle:formatted:phonetic:)`) of one name,
    /// reading it once when both use the same reading (no phonetic reading,
    /// names sorted in display order), as an import of many names wants.
    public func keys(
        given: String?, family: String?, middle: String? = nil, formatted: String? = nil, phonetic: String? = nil
    ) -> (sortKey: String, searchLines: [String]) {
        let reading = readingWords(given: given, family: family, middle: middle, formatted: formatted,
                                   phonetic: nil, forSorting: false)
        let display = displayName(given: given, family: family, middle: middle, formatted: formatted)
        let blankPhonetic = NameCollator.isBlank(phonetic)
        let sortReading = blankPhonetic && sortOrder == .givenName
            ? reading
            : readingWords(given: given, family: family, middle: middle, formatted: formatted,
                           phonetic: phonetic, forSorting: true)
        let phoneticReading = blankPhonetic ? nil : readingWords(ofPhonetic: phonetic ?? "")
        return (NameCollator.sortKey(reading: sortReading, displayName: display),
                nameLines(display: display, reading: reading, phonetic: phoneticReading))
    }

    /// A search text from name forms (``searchLines(given:family:middle:formatted:phonetic:)``)
    /// and a contact's phones and e-mails (forms 6 and 7), duplicates removed.
    public func searchText(nameLines: [String], phones: [String], emails: [String]) -> String {
        var lines = nameLines
        NameCollator.appendContactLines(phones: phones, emails: emails, to: &lines, foldingWith: self)
        return lines.joined(separator: "\n")
    }

    func searchText(
        display: String, reading: Reading, phonetic: Reading?, phones: [String], emails: [String]
    ) -> String {
        searchText(nameLines: nameLines(display: display, reading: reading, phonetic: phonetic), phones: phones, emails: emails)
    }

    /// Forms 1–5c, duplicates removed.
    func nameLines(display: String, reading: Reading, phonetic: Reading?) -> [String] {
        var lines: [String] = []
        func add(_ line: String) {
            if !line.isEmpty && !lines.contains(line) { lines.append(line) }
        }
        add(foldedWords(display))
        let familyFirst = NameCollator.isWrittenFamilyFirst([display])
        func addForms(_ words: [String], _ reading: Reading) {
            add(words.joined())
            if words.count > 1 { add(words.joined(separator: " ")) }
            if reading.hasHan {
                add(String(words.compactMap(\.first)))
                // Mixed pinyin: the family name in full, the given name by initials ("zengxm").
                let family = reading.familyWordCount
                if family > 0, family < words.count {
                    add(words[..<family].joined() + String(words[family...].compactMap(\.first)))
                }
            }
            // A family-first name (Chinese, Korean, Japanese) is also typed from its
            // given name on: "xiaoming" or "xm" for 张小明, "minjun" for 김민준.
            if familyFirst, words.count > 1, words.count <= 4 {
                for k in 1..<words.count {
                    add(words[k...].joined())
                    if reading.hasHan, words.count - k > 1 { add(String(words[k...].compactMap(\.first))) }
                }
            }
        }
        for reading in [reading, phonetic].compactMap({ $0 }) {
            addForms(reading.words, reading)
            if reading.hasUmlaut { add(reading.typedWords.joined()) }
            // The other readings of polyphonic given-name characters, one at a time.
            for (index, syllables) in reading.alternatives.prefix(4) where index < reading.words.count {
                for syllable in syllables.prefix(2) {
                    var words = reading.words
                    words[index] = syllable
                    addForms(words, reading)
                }
            }
        }
        return lines
    }

    /// Forms 6 and 7 appended to `lines`, duplicates removed.
    static func appendContactLines(phones: [String], emails: [String], to lines: inout [String],
                                   foldingWith collator: NameCollator) {
        func add(_ line: String) {
            if !line.isEmpty && !lines.contains(line) { lines.append(line) }
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
            add(collator.foldedWords(email))
        }
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

    /// True if every term matches `searchText` by ``matchRank(_:terms:)``.
    /// No terms: true.
    public static func matches(_ searchText: String, terms: [String]) -> Bool {
        matchRank(searchText, terms: terms) != nil
    }

    /// How well `terms` match a search text, lower is better, nil for no
    /// match: the sum over the terms of each term's best occurrence —
    /// 0 for a whole word (of a name, a reading, initials, an address, or a
    /// whole phone number), 1 for the start of a word ("zh" in "zhang san",
    /// "zs" in 张三's initials "zs"), 2 for digits inside a phone number
    /// ("866" in "18698666055"). A term that starts with a non-ASCII
    /// character (a Han character, kana) may match at any character, as
    /// each such character is a word of its own. Words are separated by
    /// spaces, line breaks and ASCII punctuation (`.`, `@`, `-`, …), so
    /// "zs" does not match "lizsmith" and "lee" matches "ann.lee@…"; a term
    /// that starts with punctuation starts a word wherever it occurs
    /// ("@example" matches "ann@example.com", as mutt users type it).
    public static func matchRank(_ searchText: String, terms: [String]) -> Int? {
        var text = searchText
        return text.withUTF8 { bytes in
            let needles = terms.map { Array($0.utf8) }
            return matchRank(UnsafeRawBufferPointer(bytes), terms: needles)
        }
    }

    /// ``matchRank(_:terms:)`` on UTF-8 bytes (the search index's buffer).
    public static func matchRank(_ text: UnsafeRawBufferPointer, terms: [[UInt8]]) -> Int? {
        var total = 0
        for term in terms where !term.isEmpty {
            guard let rank = termRank(text, term) else { return nil }
            total += rank
        }
        return total
    }

    /// A byte that belongs to a word in a search text: an ASCII letter or digit, or any byte of a non-ASCII character.
    @inline(__always) public static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte >= 0x80
    }

    static func termRank(_ text: UnsafeRawBufferPointer, _ term: [UInt8]) -> Int? {
        let n = term.count, count = text.count
        guard n > 0, count >= n, let base = text.baseAddress else { return nil }
        // A non-ASCII first character is a word of its own; punctuation separates words.
        let anywhere = term[0] >= 0x80 || !isWordByte(term[0])
        var best: Int? = nil
        var i = 0
        while i <= count - n {
            // The next place the term's first byte is (memchr: most of a text is passed over at once).
            guard let hit = memchr(base + i, Int32(term[0]), count - n + 1 - i) else { break }
            i = base.distance(to: UnsafeRawPointer(hit))
            var j = 1
            while j < n && text[i + j] == term[j] { j += 1 }
            if j == n {
                let startsWord = i == 0 || !isWordByte(text[i - 1])
                let endsWord = i + n == count || !isWordByte(text[i + n])
                var rank: Int? = nil
                if startsWord || anywhere {
                    rank = endsWord ? 0 : 1
                } else if isDigitLine(text, around: i) {
                    rank = 2
                }
                if let rank, rank < (best ?? Int.max) {
                    best = rank
                    if rank == 0 { return 0 }
                }
            }
            i += 1
        }
        return best
    }

    /// True when the line holding byte `index` is all digits (a phone number).
    static func isDigitLine(_ text: UnsafeRawBufferPointer, around index: Int) -> Bool {
        var a = index
        while a > 0, text[a - 1] != 0x0A { a -= 1 }
        var b = index
        while b < text.count, text[b] != 0x0A { b += 1 }
        guard b > a else { return false }
        for k in a..<b where text[k] < 0x30 || text[k] > 0x39 { return false }
        return true
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
