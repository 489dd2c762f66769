import Foundation

/// A wall clock the test moves by hand (token expiry, back-off, REV stamps). Thread-safe:
/// the code under test may read it from any thread while the test advances it.
public final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// A clock showing `start` (by default 2023-11-14T22:13:20Z, a fixed instant).
    public init(_ start: Date = Date(timeIntervalSince1970: 1_700_000_000)) { current = start }

    public var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// Moves the clock by `seconds` (negative moves it back, as a user changing the time).
    public func advance(by seconds: TimeInterval) {
        lock.lock()
        current += seconds
        lock.unlock()
    }

    /// The clock as the function a store takes.
    public var function: @Sendable () -> Date { { self.now } }
}
