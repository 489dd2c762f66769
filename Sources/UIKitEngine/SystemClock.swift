import Foundation

/// The monotonic system clock (`DispatchTime`, unaffected by wall-clock changes), in
/// seconds since the clock was made.
@MainActor
public final class SystemClock: UIClock {
    private let origin = DispatchTime.now().uptimeNanoseconds
    public init() {}
    public var now: TimeInterval {
        TimeInterval(DispatchTime.now().uptimeNanoseconds &- origin) / 1_000_000_000
    }
}
