/// A bounded memo table that forgets gradually rather than all at once.
///
/// New entries go into a young generation; when it holds ``limit`` entries
/// it becomes the old generation (the previous old one is dropped) and a new
/// young one starts. A lookup that finds its entry in the old generation
/// moves it to the young one. So every entry used within the last ``limit``
/// insertions is kept, memory stays at most 2 × ``limit`` entries, and a
/// long import whose distinct names pass the bound keeps the names it meets
/// again (a table emptied when full loses them all at each overflow).
///
/// A value type; not synchronised (the caches that hold one take a lock).
public struct GenerationalCache<Key: Hashable, Value> {
    /// Entries per generation (at least 1).
    public let limit: Int
    private var young: [Key: Value] = [:]
    private var old: [Key: Value] = [:]

    public init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Entries held now, both generations.
    public var count: Int { young.count + old.count }

    /// The value remembered for `key`, or nil.
    public mutating func value(for key: Key) -> Value? {
        if let value = young[key] { return value }
        guard let value = old.removeValue(forKey: key) else { return nil }
        insert(value, for: key)
        return value
    }

    /// Remembers `value` for `key`, ageing the young generation when it is full.
    public mutating func insert(_ value: Value, for key: Key) {
        if young.count >= limit, young[key] == nil {
            old = young
            young = Dictionary(minimumCapacity: limit)
        }
        young[key] = value
    }
}
