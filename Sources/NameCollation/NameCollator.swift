// NameCollation: how the Private Contacts app shows, sorts, groups and
// searches people's names. Foundation only.
//
// Overview of the rules (each public function documents its own):
//
// - Display name. Names whose components are all written in Han, Hangul or
//   kana are shown family name first with no space (王小明, 김민준, 山田太郎);
//   all others "Given Middle Family". Apple's CNContactFormatter does the same
//   for CJK names (Contacts framework documentation, "CNContactFormatter").
// - Reading. A name's sort reading is its Latin transliteration, folded to
//   lowercase ASCII words: Han characters by Foundation's
//   `applyingTransform(.mandarinToLatin)` + `.stripDiacritics` (ICU Han-Latin),
//   one word per character, with the surname table of `ChineseSurnames`
//   overriding the first character(s) of the family name; other scripts by
//   `.toLatin` (ICU Any-Latin) followed by ICU's Latin-ASCII (é→e, ß→ss, ø→o).
// - Sort key. The reading, then U+0001, then the display name: a plain string
//   whose UTF-8 bytes sort as a person expects under SQLite's default BINARY
//   collation (memcmp) and under Swift's `<`.
// - Section. "A"…"Z" from the first letter of the reading, else "#", the
//   section index titles of UILocalizedIndexedCollation in English.
// - Search. `searchText(…)` folds every form a person may type into one
//   string; `normalizeQuery(_:)` folds a query into terms; a contact matches
//   when each term is a substring of its search text.
//
// Foundation on Linux (swift-corelibs-foundation over the ICU 76 that the
// toolchain ships as lib_FoundationICU) provides `.toLatin`,
// `.mandarinToLatin` and `.stripDiacritics`, and also accepts raw ICU
// transform IDs such as "Latin-ASCII" through `StringTransform(_:)`; all were
// checked on Swift 6.3.1 / Debian 12. Nothing needed was missing. What ICU
// itself cannot do: read Japanese kanji (Han-Latin gives Mandarin: 山田 →
// "shan tian"), give Korean surnames their customary spellings (김 → "gim",
// not "Kim"), read ideographs outside its Han-Latin table (𠀋 stays as is),
// or read surnames as surnames (hence the table).

import Foundation

/// Computes display names, readings, sort keys, sections and search text for
/// contact names.
///
/// A collator owns a cache of transliterations (per Han character or Hangul
/// syllable, and per other word), so make one and reuse it for a whole address
/// book; copies share the cache. It is safe to use from several threads.
///
/// ```swift
/// let collator = NameCollator()
/// collator.displayName(given: "小明", family: "曾")   // "曾小明"
/// collator.reading(of: "曾小明")                      // "zeng xiao ming"
/// collator.section(for: "曾小明")                     // "Z"
/// let text = collator.searchText(name: "张三", phones: ["+1 (869) 866-6055"], emails: [])
/// NameCollator.matches(text, terms: NameCollator.normalizeQuery("zs"))  // true
/// ```
public struct NameCollator: Sendable {
    /// Which name component Western names sort by, as `CNContactSortOrder`
    /// in Apple's Contacts framework. Names displayed family name first (CJK)
    /// always sort by family name, as they are read.
    public enum SortOrder: Sendable, Equatable {
        /// "Given Middle Family" (the display order).
        case givenName
        /// "Family Given Middle".
        case familyName
    }

    /// The order Western names sort in. Default `.givenName`.
    public var sortOrder: SortOrder

    let cache = ReadingCache()

    /// Creates a collator with an empty transliteration cache.
    public init(sortOrder: SortOrder = .givenName) {
        self.sortOrder = sortOrder
    }

    /// The section titles in order: "A" through "Z", then "#". These are the
    /// `sectionIndexTitles` of `UILocalizedIndexedCollation.current()` for
    /// English, which also puts "#" last.
    public static let sectionIndexTitles: [String] =
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) } + ["#"]

    // MARK: Display name

    /// The name to show for a person.
    ///
    /// Components are trimmed of whitespace. If every non-empty component is
    /// written in Han, Hangul or kana (whitespace and punctuation aside), the
    /// result is family + middle + given with no space ("王小明"); otherwise
    /// the non-empty components joined by one space, "Given Middle Family".
    /// `formatted` (vCard `FN`) is used only when no component is given.
    /// Returns "" when nothing is given.
    public func displayName(
        given: String?, family: String?, middle: String? = nil, formatted: String? = nil
    ) -> String {
        let g = NameCollator.trimmed(given)
        let f = NameCollator.trimmed(family)
        let m = NameCollator.trimmed(middle)
        if g.isEmpty && f.isEmpty && m.isEmpty {
            return NameCollator.trimmed(formatted)
        }
        if NameCollator.isWrittenFamilyFirst([g, f, m]) {
            return f + m + g
        }
        return [g, m, f].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// True if the components contain at least one Han, Hangul or kana
    /// character and no letter or digit of another script, i.e. the name is
    /// displayed family name first.
    public static func isWrittenFamilyFirst(_ components: [String]) -> Bool {
        var sawCJK = false
        for component in components {
            if component.utf8.allSatisfy({ $0 < 0x80 }) {
                // ASCII: a letter or digit is of another script; the rest separates.
                if component.utf8.contains(where: { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) }) {
                    return false
                }
                continue
            }
            for character in component {
                let script = NameScript(character)
                if script.isCJK {
                    sawCJK = true
                } else if script != .separator {
                    return false
                }
            }
        }
        return sawCJK
    }

    /// Splits a Chinese full name written family name first into family and
    /// given name, by the surname table: a two-character compound surname
    /// (欧阳, 司马, 长孙…) if the name starts with one and is longer than it,
    /// else the first character. Returns nil if the name does not start with
    /// a Han character or has fewer than two characters.
    ///
    /// Only compound surnames in the table are recognised: 单于 is not (see
    /// `ChineseSurnames.double`).
    public static func splitChineseName(_ fullName: String) -> (family: String, given: String)? {
        let characters = Array(trimmed(fullName))
        guard characters.count >= 2, let first = characters.first, NameScript(first) == .han else {
            return nil
        }
        if characters.count >= 3, ChineseSurnames.double[String(characters[0..<2])] != nil {
            return (String(characters[0..<2]), String(characters[2...]))
        }
        return (String(first), String(characters[1...]))
    }

    // MARK: Reading

    /// The Latin reading of a name as written (a display name or a formatted
    /// name): lowercase, words separated by one space.
    ///
    /// - Han characters: Mandarin pinyin without tones, one word per
    ///   character (`.mandarinToLatin` then `.stripDiacritics`). If the name
    ///   starts with a surname of the table its reading is the surname reading
    ///   (曾小明 → "zeng xiao ming", not "ceng…"). Japanese kanji are read as
    ///   Mandarin too: ICU has no Japanese kanji reader (supply `phonetic`).
    /// - Hangul: one word per syllable, ICU's Hangul-Latin (김민준 → "gim min jun").
    /// - Other letters: ICU Any-Latin then Latin-ASCII, per word (Chloé →
    ///   "chloe", きゃり → "kyari", Иван → "ivan", Straße → "strasse").
    /// - Apostrophes are dropped inside a word (O'Brien → "obrien"); other
    ///   punctuation and whitespace separate words (Jean-Luc → "jean luc").
    /// - Characters nothing transliterates (emoji, rare ideographs) stay as
    ///   they are, lowercased.
    public func reading(of name: String) -> String {
        readingWords(ofFullName: name).words.joined(separator: " ")
    }

    /// The sort reading of a structured name, as `reading(of:)` applied to the
    /// components in sort order: family-first names (see `displayName`) and,
    /// with `sortOrder == .familyName`, all names read family, middle, given;
    /// others given, middle, family. The surname table applies to the family
    /// component only, so family "欧" + given "阳明" is "ou yang ming" by the
    /// general reading. A non-blank `phonetic` reading (vCard `SORT-AS`,
    /// `SORT-STRING`, `X-PHONETIC-LAST-NAME` + `X-PHONETIC-FIRST-NAME`, in
    /// kana or Latin) replaces the computed reading.
    public func reading(
        given: String?, family: String?, middle: String? = nil, formatted: String? = nil,
        phonetic: String? = nil
    ) -> String {
        readingWords(given: given, family: family, middle: middle, formatted: formatted,
                     phonetic: phonetic, forSorting: true).words.joined(separator: " ")
    }

    // MARK: Sort key and section

    /// A sort key for a name as written (see `reading(of:)`).
    ///
    /// Shape: `reading + "\u{1}" + name`, where the name is NFC-normalised
    /// with control characters replaced by spaces; names whose reading does
    /// not start with a letter a–z (section "#") get a "\u{7F}" prefix so that
    /// they sort after Z, as the "#" section comes last. Comparing keys byte
    /// by byte (SQLite `ORDER BY sort_key` with the default BINARY collation)
    /// or with Swift's `<` gives the same order: readings compare
    /// case- and accent-insensitively and interleave scripts (张三 "zhang san"
    /// sorts among Latin "Zhang…"); a shorter reading sorts before its
    /// extensions ("li" < "li na" < "lin") because U+0001 is below every
    /// reading character; equal readings fall back to the names' code points
    /// (uppercase before lowercase, unaccented before accented, Latin before
    /// Han), so the order is total and stable.
    ///
    /// This approximates ICU root collation at the primary level with
    /// punctuation as word separators; it is not ICU's sort key, which SQLite
    /// could not compare without a custom collation.
    public func sortKey(for name: String, phonetic: String? = nil) -> String {
        let reading = NameCollator.isBlank(phonetic)
            ? readingWords(ofFullName: name) : readingWords(ofPhonetic: phonetic ?? "")
        return NameCollator.sortKey(reading: reading, displayName: NameCollator.trimmed(name))
    }

    /// A sort key for a structured name: the reading of
    /// `reading(given:family:middle:formatted:phonetic:)`, tie-broken by the
    /// display name. Same shape as `sortKey(for:phonetic:)`.
    public func sortKey(
        given: String?, family: String?, middle: String? = nil, formatted: String? = nil,
        phonetic: String? = nil
    ) -> String {
        let reading = readingWords(given: given, family: family, middle: middle,
                                   formatted: formatted, phonetic: phonetic, forSorting: true)
        let display = displayName(given: given, family: family, middle: middle, formatted: formatted)
        return NameCollator.sortKey(reading: reading, displayName: display)
    }

    /// The section of a name as written: "A"…"Z" from the first letter of its
    /// reading, else "#" (digits, symbols, empty names, characters nothing
    /// transliterates). One of `sectionIndexTitles`.
    public func section(for name: String, phonetic: String? = nil) -> String {
        NameCollator.section(forSortKey: sortKey(for: name, phonetic: phonetic))
    }

    /// The section of a structured name; see `section(for:phonetic:)`.
    public func section(
        given: String?, family: String?, middle: String? = nil, formatted: String? = nil,
        phonetic: String? = nil
    ) -> String {
        NameCollator.section(forSortKey: sortKey(given: given, family: family, middle: middle,
                                                 formatted: formatted, phonetic: phonetic))
    }

    /// The section of a key made by `sortKey`: the uppercased first byte if it
    /// is a–z, else "#". Cheap: lets a store keep only the key.
    public static func section(forSortKey key: String) -> String {
        guard let first = key.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else {
            return "#"
        }
        return String(UnicodeScalar(first - 0x20))
    }

    static func sortKey(reading: Reading, displayName: String) -> String {
        let primary = reading.words.joined(separator: " ")
        var key = ""
        key.reserveCapacity(primary.utf8.count + displayName.utf8.count + 2)
        let startsWithLetter = primary.utf8.first.map { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
        if startsWithLetter != true {
            key.append("\u{7F}")  // section "#": after every letter key
        }
        key.append(primary)
        key.append("\u{1}")
        key.append(tieBreak(displayName))
        return key
    }

    /// The display name as it goes into a key: NFC (so bytes and Swift's
    /// canonical-equivalence comparison agree) and no control characters.
    static func tieBreak(_ name: String) -> String {
        if name.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return name }
        let composed = isKnownNFC(name) ? name : name.precomposedStringWithCanonicalMapping
        var scalars = String.UnicodeScalarView()
        for scalar in composed.unicodeScalars {
            scalars.append(scalar.value < 0x20 || scalar.value == 0x7F ? " " : scalar)
        }
        return String(scalars)
    }

    /// True if every scalar is in a range whose characters are all NFC and
    /// never compose with a neighbour (UAX #15, NFC_Quick_Check=Yes and not a
    /// composition starter pair): printable ASCII and Latin-1, Latin
    /// Extended-A, Cyrillic, CJK ideographs, Hangul syllables, kana letters.
    /// Anything else (combining marks, jamo, Greek) goes through Foundation's
    /// `precomposedStringWithCanonicalMapping`.
    static func isKnownNFC(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x17F, 0x400...0x4FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
                0x3041...0x3096, 0x30A1...0x30FA, 0x20000...0x2A6DF:
                continue
            default:
                return false
            }
        }
        return true
    }

    // MARK: Helpers

    /// `text` without leading and trailing White_Space characters.
    /// (Pure Swift: Foundation's `trimmingCharacters(in:)` bridges through
    /// UTF-16 on Linux and was a tenth of the key computation time.)
    static func trimmed(_ text: String?) -> String {
        guard let text else { return "" }
        return trimming(text, where: isWhitespace)
    }

    /// `text` without the leading and trailing scalars for which `isSpace`
    /// is true, in pure Swift; `text` itself when there are none.
    public static func trimming(_ text: String, where isSpace: (Unicode.Scalar) -> Bool) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return "" }
        if !isSpace(first) && !isSpace(last) { return text }
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end && isSpace(scalars[start]) { start = scalars.index(after: start) }
        while start < end {
            let before = scalars.index(before: end)
            guard isSpace(scalars[before]) else { break }
            end = before
        }
        return String(scalars[start..<end])
    }

    /// The Unicode White_Space property (PropList.txt, Unicode 15.1).
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F,
            0x3000:
            return true
        default:
            return false
        }
    }

    static func isBlank(_ text: String?) -> Bool {
        trimmed(text).isEmpty
    }
}
