import Foundation

/// A clock that moves only when told to. Starts at 0 (or `start`), in seconds.
@MainActor
public final class ManualClock: UIClock {
    public private(set) var now: TimeInterval
    public init(start: TimeInterval = 0) { now = start }
    /// Moves time forward by `seconds` (negative values are ignored).
    public func advance(by seconds: TimeInterval) { if seconds > 0 { now += seconds } }
}
