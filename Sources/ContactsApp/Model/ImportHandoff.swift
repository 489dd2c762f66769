import Foundation

/// Hands prepared pieces of an import from the thread that reads, parses and
/// maps them to the thread that stores them, one at a time: ``put(_:)``
/// returns once the storing side has taken the piece (or gave up), so at
/// most two pieces are in memory, one being stored and one being prepared.
final class ImportHandoff<Item>: @unchecked Sendable {
    private let condition = NSCondition()
    private var item: Item?
    private var cancelled = false

    /// Offers `item` and waits until it is taken; false when the storing
    /// side cancelled (the item is dropped).
    func put(_ item: Item) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !cancelled else { return false }
        self.item = item
        condition.broadcast()
        while self.item != nil && !cancelled { condition.wait() }
        if cancelled { self.item = nil }
        return !cancelled
    }

    /// The next item, waiting for it.
    func take() -> Item {
        condition.lock()
        defer { condition.unlock() }
        while item == nil { condition.wait() }
        let next = item!
        item = nil
        condition.broadcast()
        return next
    }

    /// The storing side stops taking: a waiting or later ``put(_:)`` returns false.
    func cancel() {
        condition.lock()
        cancelled = true
        item = nil
        condition.broadcast()
        condition.unlock()
    }
}
