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

/// A clock that moves only when told to. Starts at 0.
@MainActor
public final class ManualClock: UIClock {
    public private(set) var now: TimeInterval
    public init(start: TimeInterval = 0) { now = start }
    /// Moves time forward by `seconds` (negative values are ignored).
    public func advance(by seconds: TimeInterval) { if seconds > 0 { now += seconds } }
}

/// The monotonic system clock.
@MainActor
public final class SystemClock: UIClock {
    private let origin = DispatchTime.now().uptimeNanoseconds
    public init() {}
    public var now: TimeInterval {
        TimeInterval(DispatchTime.now().uptimeNanoseconds &- origin) / 1_000_000_000
    }
}

/// What a backend reports to the application: input, size changes, interruption.
public enum BackendEvent: Sendable, Equatable {
    /// A key press (terminal keys arrive as a press and an immediate release).
    case key(UIKey)
    /// A pointer event at a position in points (screen coordinates).
    case pointer(PointerEvent)
    /// The screen changed size (terminal resize), in points.
    case resize(width: Int, height: Int)
    /// The user asked to quit (Ctrl-C). The application quits unless its delegate handles it.
    case interrupt
}

/// A mouse event in screen points.
public struct PointerEvent: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case down, up, click
        /// Wheel: positive `deltaY` scrolls content up (shows what is below).
        case scroll(deltaX: Int, deltaY: Int)
    }
    public var kind: Kind
    public var x: Int
    public var y: Int
    public init(kind: Kind, x: Int, y: Int) { self.kind = kind; self.x = x; self.y = y }
}

/// The one protocol between the `UIKit` module and a backend.
///
/// A backend owns the device (a terminal, a pixel window, or nothing for tests); the
/// application composes the view tree into a `ScreenGrid` and hands it over through
/// `present(_:cursor:)` only when something changed. Input flows the other way:
/// the backend calls `UIApplication.handle(_:)` with `BackendEvent`s.
@MainActor
public protocol UIBackend: AnyObject {
    /// Size of the screen in points (terminal: columns × rows).
    var screenSize: CGSize { get }
    /// The clock animations and timers run on.
    var clock: UIClock { get }
    /// Shows a newly composed screen. `cursor` is where the hardware cursor sits (the
    /// first responder's insertion point), or nil to hide it.
    func present(_ grid: ScreenGrid, cursor: CursorPosition?)
}
