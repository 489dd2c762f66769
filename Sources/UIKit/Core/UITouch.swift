import Foundation
import UIKitEngine

/// One finger on the screen (here: the mouse with its button held), as `UITouch`.
///
/// A touch begins in the view the hit test found and stays bound to that view (and its
/// window) for its whole life, wherever it moves, as in UIKit. UIKit reuses the same
/// object from `.began` to `.ended` or `.cancelled`, updating `phase`, `timestamp` and
/// the location. Positions are kept in window coordinates and converted on request.
///
/// The mouse makes touches of type `.direct`, as UIKit does for pointer clicks in apps
/// whose Info.plist does not set `UIApplicationSupportsIndirectInputEvents` (with it set
/// to true they are `.indirectPointer`).
///
/// Source: Apple's UITouch documentation; `UIApplicationSupportsIndirectInputEvents`
/// (Information Property List).
@preconcurrency @MainActor
public final class UITouch: Hashable {
    /// The phase of a touch, as `UITouch.Phase` (raw values are UIKit's).
    public enum Phase: Int, Sendable {
        case began = 0, moved, stationary, ended, cancelled
        case regionEntered, regionMoved, regionExited
    }

    /// The kind of device a touch comes from, as `UITouch.TouchType` (raw values are UIKit's).
    public enum TouchType: Int, Sendable {
        case direct = 0, indirect, pencil, indirectPointer
        /// The deprecated name of `.pencil`.
        public static var stylus: TouchType { .pencil }
    }

    /// The touch's phase.
    public internal(set) var phase: Phase
    /// When the touch began or last changed, on the application's clock (seconds).
    public internal(set) var timestamp: TimeInterval
    /// The number of times the finger tapped at this place within the multi-tap interval
    /// (1 for a first tap; 2 for the second tap of a double tap).
    public internal(set) var tapCount: Int
    /// The device the touch comes from (`.direct` or `.indirectPointer` for the mouse).
    public let type: TouchType
    /// The view the touch began in (it keeps it while it moves elsewhere), as `view`.
    public internal(set) weak var view: UIView?
    /// The window the touch began in.
    public internal(set) weak var window: UIWindow?
    /// The gesture recognizers receiving this touch, as `gestureRecognizers`.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        let live = _recognizers.filter { $0._touches.contains { $0 === self } }
        return live.isEmpty ? nil : live
    }
    /// The force of the touch; a mouse has none (0), as on devices without force sensing.
    public var force: CGFloat { 0 }
    /// The largest force the device reports (0: no force sensing).
    public var maximumPossibleForce: CGFloat { 0 }

    /// Current and previous positions, in window coordinates.
    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint

    // Delivery bookkeeping (see `_TouchDispatcher`).
    /// Recognizers that were given this touch, in delivery order.
    var _recognizers: [UIGestureRecognizer] = []
    /// The view has been sent `touchesBegan` / a final `touchesEnded` or `touchesCancelled`.
    var _viewBegan = false
    var _viewFinished = false
    /// A recognizer took the touch (`cancelsTouchesInView`): the view gets nothing more.
    var _takenByRecognizer = false
    /// The view has not yet seen the latest move.
    var _viewNeedsMove = false
    /// The finger is up (ended or cancelled), whatever the view has been told.
    var _isUp: Bool { phase == .ended || phase == .cancelled }

    init(view: UIView?, window: UIWindow?, location: CGPoint, timestamp: TimeInterval,
         tapCount: Int = 1, type: TouchType = .direct) {
        self.phase = .began
        self.view = view
        self.window = window
        self.windowLocation = location
        self.previousWindowLocation = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.type = type
    }

    /// The touch's position in `view`'s coordinates (window coordinates when nil), as
    /// `location(in:)`.
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    /// The touch's previous position in `view`'s coordinates (window coordinates when
    /// nil), as `previousLocation(in:)`: where it was before the last move.
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: nil)
    }

    /// Moves the touch to `location` (window coordinates) at `time`.
    func _move(to location: CGPoint, at time: TimeInterval) {
        previousWindowLocation = windowLocation
        windowLocation = location
        timestamp = time
    }

    nonisolated public static func == (l: UITouch, r: UITouch) -> Bool { l === r }
    nonisolated public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
