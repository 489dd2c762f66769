import Foundation
import UIKitEngine

/// An input event, as `UIEvent`.
///
/// For touches the application keeps one event object and updates it for each change
/// (UIKit reuses its touch event the same way; do not keep it past the call). `allTouches`
/// holds every touch that is down or ended in this change; the `touches(for:)` family
/// selects those of one view, window or gesture recognizer.
///
/// Source: Apple's UIEvent documentation.
@preconcurrency @MainActor
open class UIEvent {
    /// The kind of event, as `UIEvent.EventType` (raw values are UIKit's).
    public enum EventType: Int, Sendable {
        case touches = 0, motion = 1, remoteControl = 2, presses = 3, scroll = 10, hover = 11, transform = 14
    }
    /// A finer kind, as `UIEvent.EventSubtype`; touches have none.
    public enum EventSubtype: Int, Sendable {
        case none = 0, motionShake = 1
    }
    public let type: EventType
    open var subtype: EventSubtype { .none }
    /// When the event happened, on the application's clock (seconds).
    public internal(set) var timestamp: TimeInterval

    /// The touches of this event (nil for events that are not touch events).
    var _touches: [UITouch] = []

    public init(type: EventType, timestamp: TimeInterval) { self.type = type; self.timestamp = timestamp }

    /// Every touch of the event, as `allTouches` (nil when the event has no touches).
    open var allTouches: Set<UITouch>? { type == .touches ? Set(_touches) : nil }

    /// The touches that began in `view`, as `touches(for:)`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        type == .touches ? Set(_touches.filter { $0.view === view }) : nil
    }

    /// The touches that began in `window`, as `touches(for:)`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        type == .touches ? Set(_touches.filter { $0.window === window }) : nil
    }

    /// The touches being delivered to `gesture`, as `touches(for:)`.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        type == .touches ? Set(_touches.filter { t in gesture._touches.contains { $0 === t } }) : nil
    }

    /// The touches the hardware reported between two deliveries of `touch`; a terminal
    /// reports each position once, so it is the touch alone, as `coalescedTouches(for:)`.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        _touches.contains { $0 === touch } ? [touch] : nil
    }

    /// Predicted future positions of `touch`: none are predicted, as `predictedTouches(for:)`.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        _touches.contains { $0 === touch } ? [] : nil
    }
}
