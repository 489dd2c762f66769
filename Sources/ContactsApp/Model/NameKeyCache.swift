import Foundation
import NameCollation

/// The collation keys of a name (sort key, section, the name forms of the
/// search text), remembered for the most recent distinct names: an address
/// book repeats common names (a family's cards, a generated book), and
/// computing the keys is most of the cost of storing a card. Thread-safe
/// (import maps cards on every core); bounded, so memory does not grow with
/// the book: a ``GenerationalCache`` of ``limit`` names a generation (about
/// 400 bytes each), so names met again are kept when the bound is passed.
final class NameKeyCache: @unchecked Sendable {
    /// A name as the keys depend on it. Equal and hashed by its bytes
    /// (``ExactText``): hashing a String normalises non-ASCII text first.
    struct Name: Hashable {
        var given: String
        var family: String
        var middle: String
        var formatted: String
        var phonetic: String?

        static func == (a: Name, b: Name) -> Bool {
            ExactText(a.given) == ExactText(b.given) && ExactText(a.family) == ExactText(b.family)
                && ExactText(a.middle) == ExactText(b.middle) && ExactText(a.formatted) == ExactText(b.formatted)
                && a.phonetic.map(ExactText.init) == b.phonetic.map(ExactText.init)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ExactText(given))
            hasher.combine(ExactText(family))
            hasher.combine(ExactText(middle))
            hasher.combine(ExactText(formatted))
            hasher.combine(phonetic.map(ExactText.init))
        }
    }

    /// The keys of one name.
    struct Keys {
        var sortKey: String
        var section: String
        /// Search text lines from the name (NameCollator.searchLines).
        var lines: [String]
        /// The search text of a display name that differs from the composed
        /// one ("Bob" for Robert, an organisation), appended after the rest.
        var extra: String?
    }

    static let limit = 8192

    private let lock = NSLock()
    private var table = GenerationalCache<Name, Keys>(limit: NameKeyCache.limit)

    func keys(for name: Name, compute: () -> Keys) -> Keys {
        lock.lock()
        let cached = table.value(for: name)
        lock.unlock()
        if let cached { return cached }
        let keys = compute()
        lock.lock()
        table.insert(keys, for: name)
        lock.unlock()
        return keys
    }
}
