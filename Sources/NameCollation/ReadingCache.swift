import Foundation

/// The reading of one Han character or Hangul syllable: lowercase ASCII, and
/// whether the pinyin had a ü (nǚ, lǚ), which people type as "v".
struct SyllableReading: Sendable, Equatable {
    var ascii: String
    var hasUmlaut: Bool
}

/// Memoised transliterations, owned by one `NameCollator` (and its copies).
///
/// ICU transliteration costs several microseconds a call (measured ~13 µs for
/// one Han character through `.mandarinToLatin` + `.stripDiacritics` on this
/// toolchain), while a name book reuses a few thousand characters and a few
/// thousand distinct words. Han characters and Hangul syllables are read one
/// by one (their readings do not depend on neighbours in ICU's Han-Latin and
/// Hangul-Latin), so they are cached per character, keyed by code point; other
/// words (accented Latin, kana, Cyrillic…) are cached per word, because kana
/// and some Latin letters transliterate differently in context (きゃ "kya").
///
/// Thread-safe: lookups take a lock; a miss is computed outside the lock, so
/// two threads may compute the same entry once each, harmlessly.
final class ReadingCache: @unchecked Sendable {
    private let lock = NSLock()
    private var syllables: [UInt32: SyllableReading] = [:]
    private var words = GenerationalCache<ExactText, String>(limit: ReadingCache.wordLimit)
    private var folds = GenerationalCache<ExactText, String>(limit: ReadingCache.wordLimit)
    private var components = GenerationalCache<ComponentKey, Reading>(limit: ReadingCache.componentLimit)

    /// A name component as `NameCollator.appendReading` reads it.
    struct ComponentKey: Hashable {
        var text: ExactText
        var surnameAtStart: Bool

        init(text: String, surnameAtStart: Bool) {
            self.text = ExactText(text)
            self.surnameAtStart = surnameAtStart
        }
    }

    /// A word cache's generation (``GenerationalCache``): memory stays
    /// bounded for a long-running process importing many distinct names.
    static let wordLimit = 50_000

    /// The component cache's generation: a book's distinct given and family
    /// names are a few thousand (the generated book of 100,000 has 8,647
    /// given names, many of them Chinese); about 300 bytes each.
    static let componentLimit = 16_384

    func syllable(_ codePoint: UInt32, compute: () -> SyllableReading) -> SyllableReading {
        lock.lock()
        let cached = syllables[codePoint]
        lock.unlock()
        if let cached { return cached }
        let value = compute()
        lock.lock()
        syllables[codePoint] = value
        lock.unlock()
        return value
    }

    func hasSyllable(_ codePoint: UInt32) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return syllables[codePoint] != nil
    }

    func store(_ reading: SyllableReading, for codePoint: UInt32) {
        lock.lock()
        syllables[codePoint] = reading
        lock.unlock()
    }

    /// Transliteration of a word (see `NameCollator.wordTransform`).
    func word(_ word: String, compute: () -> String) -> String {
        lock.lock()
        let cached = words.value(for: ExactText(word))
        lock.unlock()
        if let cached { return cached }
        let value = compute()
        lock.lock()
        words.insert(value, for: ExactText(word))
        lock.unlock()
        return value
    }

    /// Search folding of a word (see `NameCollator.fold`).
    func fold(_ word: String, compute: () -> String) -> String {
        lock.lock()
        let cached = folds.value(for: ExactText(word))
        lock.unlock()
        if let cached { return cached }
        let value = compute()
        lock.lock()
        folds.insert(value, for: ExactText(word))
        lock.unlock()
        return value
    }

    /// Reading of one name component read from an empty reading (see
    /// `NameCollator.appendReading`): a book repeats given and family names
    /// far more than whole names.
    func component(_ key: ComponentKey, compute: () -> Reading) -> Reading {
        lock.lock()
        let cached = components.value(for: key)
        lock.unlock()
        if let cached { return cached }
        let value = compute()
        lock.lock()
        components.insert(value, for: key)
        lock.unlock()
        return value
    }
}
