import Foundation

/// A time source for animations and timers, in seconds.
///
/// The terminal backend uses `SystemClock`; tests use `ManualClock` and advance it by hand,
/// so an animation of 0.25 s is exactly half way after `advance(by: 0.125)`.
@MainActor
public protocol UIClock: AnyObject {
    /// Seconds since an arbitrary origin; never decreases.
    var now: TimeInterval { get }
}
