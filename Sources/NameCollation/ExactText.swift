/// A string as a memo key: equal and hashed by its UTF-8 bytes.
///
/// Swift's `String` compares and hashes by canonical equivalence, so hashing
/// a non-ASCII string normalises it (NFC) first, which profiling showed as a
/// visible part of an import's collation-cache lookups. A memo of work done
/// on exact text needs only byte equality: canonically equivalent spellings
/// ("é" and "e" + U+0301) are simply two entries.
public struct ExactText: Hashable, Sendable {
    public let text: String

    public init(_ text: String) {
        self.text = text
    }

    public static func == (a: ExactText, b: ExactText) -> Bool {
        a.text.utf8.elementsEqual(b.text.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        var text = self.text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(text.utf8.count)
    }
}
