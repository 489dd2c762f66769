import Foundation

/// A name's reading as words, with the extra forms search needs.
struct Reading {
    /// Lowercase words: ASCII letters and digits, plus any character nothing
    /// transliterates. "zhang", "san".
    var words: [String] = []
    /// The same words with pinyin ü typed as "v" (吕 "lv"); equal to `words`
    /// unless `hasUmlaut`.
    var typedWords: [String] = []
    /// Whether any word came from a Han character.
    var hasHan = false
    /// Whether any pinyin syllable had ü.
    var hasUmlaut = false
    /// How many leading words are the family name (0: unknown), for the
    /// mixed form "zengxm" (family in full, given name by initials).
    var familyWordCount = 0
    /// Other readings of polyphonic given-name characters: word index and
    /// the syllables it may also be read as (乐 le/yue).
    var alternatives: [(index: Int, syllables: [String])] = []

    mutating func append(_ word: String, typed: String? = nil) {
        guard !word.isEmpty else { return }
        words.append(word)
        if let typed, typed != word {
            typedWords.append(typed)
            hasUmlaut = true
        } else {
            typedWords.append(word)
        }
    }

    mutating func append(contentsOf other: Reading) {
        words += other.words
        typedWords += other.typedWords
        hasHan = hasHan || other.hasHan
        hasUmlaut = hasUmlaut || other.hasUmlaut
    }
}

extension NameCollator {
    /// ICU transform for words that are not Han or Hangul: `.toLatin`
    /// ("Any-Latin"), then `.stripDiacritics` (its ICU form "NFD; [:Nonspacing
    /// Mark:] Remove; NFC"), then ICU's "Latin-ASCII" for the letters that
    /// have no decomposition (ø ł ß æ œ đ), then lowercase. Compound IDs are
    /// ICU syntax (ICU User Guide, "Transforms: General"); Foundation passes
    /// them to `utrans_openU` on Linux as on Darwin.
    static let wordTransform = StringTransform(
        "Any-Latin; NFD; [:Nonspacing Mark:] Remove; NFC; Latin-ASCII; Any-Lower")

    // MARK: Reading builders

    /// Reading of a whole name as written, with surname detection at its start.
    func readingWords(ofFullName name: String) -> Reading {
        var reading = Reading()
        appendReading(of: name, surnameAtStart: true, to: &reading)
        return reading
    }

    /// Reading of a phonetic name supplied by the user: no surname table.
    func readingWords(ofPhonetic phonetic: String) -> Reading {
        var reading = Reading()
        appendReading(of: phonetic, surnameAtStart: false, to: &reading)
        return reading
    }

    /// Reading of a structured name. `forSorting` applies `sortOrder`;
    /// otherwise components are read in display order.
    func readingWords(
        given: String?, family: String?, middle: String?, formatted: String?, phonetic: String?,
        forSorting: Bool
    ) -> Reading {
        if forSorting, !NameCollator.isBlank(phonetic) {
            return readingWords(ofPhonetic: phonetic ?? "")
        }
        let g = NameCollator.trimmed(given)
        let f = NameCollator.trimmed(family)
        let m = NameCollator.trimmed(middle)
        if g.isEmpty && f.isEmpty && m.isEmpty {
            return readingWords(ofFullName: formatted ?? "")
        }
        var reading = Reading()
        let familyFirst = NameCollator.isWrittenFamilyFirst([g, f, m])
            || (forSorting && sortOrder == .familyName)
        if familyFirst {
            appendReading(of: f, surnameAtStart: true, to: &reading)
            reading.familyWordCount = reading.words.count
            reading.alternatives.removeAll()   // a surname has one reading (曾 zeng)
            appendReading(of: m, surnameAtStart: false, to: &reading)
            appendReading(of: g, surnameAtStart: false, to: &reading)
        } else {
            appendReading(of: g, surnameAtStart: false, to: &reading)
            appendReading(of: m, surnameAtStart: false, to: &reading)
            appendReading(of: f, surnameAtStart: true, to: &reading)
        }
        return reading
    }

    // MARK: Tokeniser

    /// Appends the words of `text` to `reading`.
    ///
    /// Walks the characters once: ASCII letters and digits and other
    /// non-separator characters collect into a word; Han and Hangul characters
    /// each make a word of their own; apostrophes are skipped; other
    /// punctuation and whitespace end the word. If `surnameAtStart`, the first
    /// one or two characters are looked up in the surname table first.
    func appendReading(of text: String, surnameAtStart: Bool, to reading: inout Reading) {
        if text.isEmpty { return }
        // ASCII (most Western names): the words are the letter and digit runs,
        // lowercased, read straight from the bytes; cheaper than the cache.
        if NameCollator.appendASCIIWords(of: text, to: &reading) { return }
        // A component's words do not depend on what was read before it, except
        // that the family-word count is only set for a reading that starts with
        // it: read it alone once (cached) and append that.
        guard text.utf8.count > 48 else {
            let alone = cache.component(ReadingCache.ComponentKey(text: text, surnameAtStart: surnameAtStart)) {
                var fresh = Reading()
                appendReadingUncached(of: text, surnameAtStart: surnameAtStart, to: &fresh)
                return fresh
            }
            if reading.words.isEmpty {
                let hasHan = reading.hasHan, hasUmlaut = reading.hasUmlaut
                reading = alone
                reading.hasHan = reading.hasHan || hasHan
                reading.hasUmlaut = reading.hasUmlaut || hasUmlaut
            } else {
                let offset = reading.words.count
                reading.append(contentsOf: alone)
                reading.alternatives += alone.alternatives.map { ($0.index + offset, $0.syllables) }
            }
            return
        }
        appendReadingUncached(of: text, surnameAtStart: surnameAtStart, to: &reading)
    }

    /// ``appendReading(of:surnameAtStart:to:)`` computed (no cache).
    func appendReadingUncached(of text: String, surnameAtStart: Bool, to reading: inout Reading) {
        var index = text.startIndex
        // A Chinese name whose surname the table does not list (it reads as ICU reads
        // it) still starts with a one-character surname (张三: 张).
        let wordsBefore = reading.words.count
        defer {
            if surnameAtStart, wordsBefore == 0, reading.familyWordCount == 0, reading.words.count > 1,
               let first = text.first, NameScript(first) == .han {
                reading.familyWordCount = 1
            }
        }
        if surnameAtStart, let (end, syllables) = NameCollator.surname(atStartOf: text) {
            for syllable in syllables {
                reading.append(NameCollator.asciiPinyin(syllable), typed: NameCollator.typedPinyin(syllable))
            }
            reading.hasHan = true
            if reading.words.count == syllables.count { reading.familyWordCount = syllables.count }
            index = end
        }
        var pending = ""
        var pendingIsASCII = true
        func flush() {
            guard !pending.isEmpty else { return }
            if pendingIsASCII {
                reading.append(pending.lowercased())
            } else {
                let latin = cache.word(pending) {
                    pending.applyingTransform(NameCollator.wordTransform, reverse: false) ?? pending.lowercased()
                }
                NameCollator.appendWords(ofTransliteration: latin, to: &reading)
            }
            pending = ""
            pendingIsASCII = true
        }
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            switch NameScript(character) {
            case .asciiAlphanumeric:
                pending.append(character)
            case .other, .kana:
                pending.append(character)
                pendingIsASCII = false
            case .separator:
                if !NameCollator.isApostrophe(character) { flush() }
            case .han:
                flush()
                let syllable = hanSyllable(character)
                reading.append(syllable.ascii, typed: syllable.typed)
                reading.hasHan = true
                if let others = ChinesePolyphones.given[character]?.filter({ $0 != syllable.ascii }), !others.isEmpty {
                    reading.alternatives.append((reading.words.count - 1, others))
                }
            case .hangul:
                flush()
                reading.append(hangulSyllable(character).ascii)
            }
        }
        flush()
    }

    /// The reading of an all-ASCII `text` appended to `reading`, as
    /// ``appendReadingUncached(of:surnameAtStart:to:)`` reads it (letter and
    /// digit runs lowercased, apostrophes and backquotes dropped inside a
    /// word, any other byte a separator; no surname table, which is Han
    /// only), in one pass over the bytes. False, with `reading` untouched,
    /// when `text` has a byte of 0x80 or above.
    static func appendASCIIWords(of text: String, to reading: inout Reading) -> Bool {
        var text = text
        return text.withUTF8 { bytes -> Bool in
            for byte in bytes where byte >= 0x80 { return false }
            var word: [UInt8] = []
            word.reserveCapacity(bytes.count)
            for byte in bytes {
                switch byte {
                case 0x30...0x39, 0x61...0x7A: word.append(byte)
                case 0x41...0x5A: word.append(byte + 0x20)
                case 0x27, 0x60: continue
                default:
                    if !word.isEmpty {
                        reading.append(String(decoding: word, as: UTF8.self))
                        word.removeAll(keepingCapacity: true)
                    }
                }
            }
            if !word.isEmpty { reading.append(String(decoding: word, as: UTF8.self)) }
            return true
        }
    }

    /// The surname at the start of `text`, if the table has one: the index
    /// after it and its syllables. Compound surnames are tried first.
    static func surname(atStartOf text: String) -> (String.Index, [String])? {
        guard let first = text.first, NameScript(first) == .han else { return nil }
        let second = text.index(after: text.startIndex)
        if second < text.endIndex {
            let end = text.index(after: second)
            if let syllables = ChineseSurnames.double[String(text[..<end])] {
                return (end, syllables)
            }
        }
        if let syllable = ChineseSurnames.single[first] {
            return (second, [syllable])
        }
        return nil
    }

    /// Splits an ICU transliteration into words: ASCII letters and digits and
    /// untransliterated characters join words, apostrophes are dropped
    /// (しんいち → "shin'ichi" → "shinichi"), everything else ASCII separates.
    static func appendWords(ofTransliteration latin: String, to reading: inout Reading) {
        var word = String.UnicodeScalarView()
        func endWord() {
            reading.append(String(word))
            word = String.UnicodeScalarView()
        }
        for scalar in latin.unicodeScalars {
            switch scalar.value {
            case 0x30...0x39, 0x61...0x7A:
                word.append(scalar)
            case 0x41...0x5A:
                word.append(Unicode.Scalar(scalar.value + 0x20) ?? scalar)
            case 0x27, 0x60, 0x2018, 0x2019, 0x02BC:
                continue
            case 0x00...0x7F:
                endWord()
            default:
                switch scalar.properties.generalCategory {
                case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format,
                    .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                    .initialPunctuation, .finalPunctuation, .otherPunctuation:
                    endWord()
                default:
                    word.append(scalar)
                }
            }
        }
        endWord()
    }

    static func isApostrophe(_ character: Character) -> Bool {
        switch character {
        case "'", "\u{2019}", "\u{2018}", "\u{02BC}", "`": return true
        default: return false
        }
    }

    // MARK: Per-character readings

    /// Pinyin of one Han character: `.mandarinToLatin`, then
    /// `.stripDiacritics`, lowercased; cached per code point. A character ICU
    /// cannot read (some CJK extension B+ ideographs) reads as itself.
    func hanSyllable(_ character: Character) -> (ascii: String, typed: String?) {
        guard let scalar = character.unicodeScalars.first else { return ("", nil) }
        let entry = cache.syllable(scalar.value) {
            let source = String(scalar)
            return NameCollator.syllableReading(of: source, latin: source.applyingTransform(.mandarinToLatin, reverse: false))
        }
        return (entry.ascii, entry.hasUmlaut ? NameCollator.typedPinyin(fromASCII: entry.ascii) : nil)
    }

    /// The reading of one Han character from ICU's Han-Latin output for
    /// it (nil or the character itself: ICU cannot read it, so it reads as
    /// itself): its tone marks stripped, lowercased, and whether it had ü.
    static func syllableReading(of source: String, latin: String?) -> SyllableReading {
        guard let latin, latin != source, !latin.isEmpty else { return SyllableReading(ascii: source, hasUmlaut: false) }
        var ascii = String.UnicodeScalarView()
        var umlaut = false
        // Pinyin is Latin letters with combining tone marks and diaeresis once
        // decomposed (NFD): dropping the marks is ICU's stripDiacritics here.
        for scalar in latin.decomposedStringWithCanonicalMapping.unicodeScalars {
            if (0x0300...0x036F).contains(scalar.value) {
                if scalar.value == 0x0308 { umlaut = true }
                continue
            }
            ascii.append(scalar)
        }
        return SyllableReading(ascii: String(ascii).lowercased(), hasUmlaut: umlaut)
    }

    /// Reads, in ONE ICU call, the Han characters of `texts` that this
    /// collator has not read yet, so that sorting and search keys computed
    /// afterwards find them cached. ICU builds its Han-Latin transliterator
    /// anew for every call (about half a millisecond), so an import that
    /// meets a few hundred distinct characters one at a time spends most of
    /// its transliteration time building it; a batch builds it once.
    /// Optional: keys are the same with or without it.
    ///
    /// ICU's Han-Latin reads each character on its own (see ``ReadingCache``),
    /// so the characters are transliterated one per line; if the output does
    /// not have one line per character, nothing is cached and each is read
    /// alone later.
    public func prepareReadings(of texts: [String]) {
        var missing: [Unicode.Scalar] = []
        var seen = Set<UInt32>()
        for text in texts where text.utf8.contains(where: { $0 >= 0xE3 }) {
            for scalar in text.unicodeScalars where NameScript.isHan(scalar.value) && !seen.contains(scalar.value) {
                seen.insert(scalar.value)
                if !cache.hasSyllable(scalar.value) { missing.append(scalar) }
            }
        }
        guard missing.count > 1 else { return }
        var source = String.UnicodeScalarView()
        for (index, scalar) in missing.enumerated() {
            if index > 0 { source.append("\n") }
            source.append(scalar)
        }
        guard let latin = String(source).applyingTransform(.mandarinToLatin, reverse: false) else { return }
        let lines = latin.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == missing.count else { return }
        for (scalar, line) in zip(missing, lines) {
            let text = String(scalar)
            let latin = String(line).trimmingCharacters(in: .whitespaces)
            cache.store(NameCollator.syllableReading(of: text, latin: latin), for: scalar.value)
        }
    }

    /// Latin reading of one Hangul syllable or jamo: `.toLatin` then
    /// `.stripDiacritics`, lowercased; cached per code point.
    func hangulSyllable(_ character: Character) -> SyllableReading {
        guard let scalar = character.unicodeScalars.first else { return SyllableReading(ascii: "", hasUmlaut: false) }
        return cache.syllable(scalar.value) {
            let source = String(character)
            let latin = source.applyingTransform(.toLatin, reverse: false) ?? source
            let ascii = (latin.applyingTransform(.stripDiacritics, reverse: false) ?? latin).lowercased()
            return SyllableReading(ascii: ascii.filter { $0 != "-" && $0 != "'" }, hasUmlaut: false)
        }
    }

    /// "lü" → "lu".
    static func asciiPinyin(_ syllable: String) -> String {
        syllable.replacingOccurrences(of: "ü", with: "u")
    }

    /// "lü" → "lv"; nil if the syllable has no ü.
    static func typedPinyin(_ syllable: String) -> String? {
        syllable.contains("ü") ? syllable.replacingOccurrences(of: "ü", with: "v") : nil
    }

    /// The "v" form of a toneless ASCII syllable that had ü. In pinyin ü is
    /// written as such only after n and l (nü, lü, nüe, lüe), so it is the
    /// first u after that initial.
    static func typedPinyin(fromASCII ascii: String) -> String {
        guard let u = ascii.firstIndex(of: "u") else { return ascii }
        var typed = ascii
        typed.replaceSubrange(u...u, with: "v")
        return typed
    }
}
