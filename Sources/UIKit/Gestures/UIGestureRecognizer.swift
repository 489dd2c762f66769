import Foundation
import UIKitEngine

/// The base class of gesture recognizers, as `UIGestureRecognizer`.
///
/// A recognizer attached to a view (`UIView.addGestureRecognizer(_:)`) receives the
/// touches that begin in that view or its subviews before the view does. It moves through
/// UIKit's states: discrete gestures go from `.possible` to `.recognized` (= `.ended`) or
/// `.failed`; continuous ones from `.possible` to `.began`, `.changed`… and `.ended` or
/// `.cancelled`. Each state change after `.possible` (but `.failed`) sends the action to
/// every target, once all recognizers have seen the event and before the views get it.
///
/// What UIKit does when a recognizer leaves `.possible`, in this order: it asks the views
/// of its touches (`UIView.gestureRecognizerShouldBegin(_:)`) and the delegate
/// (`gestureRecognizerShouldBegin(_:)`), a no fails it; it waits while a recognizer it
/// must let fail first (`require(toFail:)`, the `shouldRequireFailure` family) is still
/// possible and fails when that one recognizes; it fails when another recognizer already
/// recognized and the two may not recognize simultaneously (delegate
/// `shouldRecognizeSimultaneouslyWith`), and otherwise makes the other possible ones fail.
/// Then, with `cancelsTouchesInView` (default true), the views get `touchesCancelled` for
/// its touches (and nothing more of them), and the first action is sent.
/// `delaysTouchesBegan` (default false) and `delaysTouchesEnded` (default true) hold
/// those phases back from the view while the recognizer is still possible.
///
/// Subclasses (UIKit's `UIGestureRecognizerSubclass`) set `state`, override the
/// `touches…(_:with:)` methods and `reset()`, and may call `ignore(_:for:)`. Time-based
/// behaviour runs on the application's clock.
///
/// Targets are not retained (as in UIKit). Actions are typed selectors
/// (`Selector(ViewController.handleTap)`, docs/DECISIONS.md); an action whose target is
/// not of the method's type raises UIKit's "unrecognized selector" exception.
///
/// Source: Apple's UIGestureRecognizer, UIGestureRecognizerDelegate and
/// UIGestureRecognizerSubclass documentation; "Gesture recognizers get the first
/// opportunity to recognize a touch" (Event Handling Guide for iOS).
@preconcurrency @MainActor
open class UIGestureRecognizer {
    /// The states of a recognizer, as `UIGestureRecognizer.State` (raw values are UIKit's).
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized: the same as `.ended`.
        public static var recognized: State { .ended }
    }

    final class _Target {
        weak var object: AnyObject?
        let action: Selector
        init(_ object: AnyObject, _ action: Selector) { self.object = object; self.action = action }
    }
    var _targets: [_Target] = []

    /// Makes a recognizer that sends `action` to `target` on each state change, as
    /// `init(target:action:)`. Either may be nil (add targets later).
    public init(target: Any?, action: Selector?) {
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer without a target, as `init()`.
    public convenience init() { self.init(target: nil, action: nil) }

    // MARK: Target-action

    /// Adds a target and action, as `addTarget(_:action:)`. The target is not retained.
    open func addTarget(_ target: Any, action: Selector) {
        _targets.append(_Target(target as AnyObject, action))
    }

    /// Removes `target` (nil: every target) with `action` (nil: every action, else matched by
    /// the selector's name), as `removeTarget(_:action:)`.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        _targets.removeAll { t in
            (object == nil || t.object === object) && (action == nil || t.action.name == action?.name)
        }
    }

    /// Sends the action of every live target, in the order they were added.
    func _sendActions() {
        let app = _application
        for t in _targets {
            guard let object = t.object else { continue }
            t.action.send(to: object, sender: self, diagnostics: app?.diagnostics)
        }
    }

    // MARK: State

    var _state: State = .possible
    /// A transition out of `.possible` asked for and waiting for the environment's checks.
    var _pendingState: State?
    /// A transition that has happened and whose action is still to be sent.
    var _actionPending = false

    /// The recognizer's state. Subclasses set it (UIKit's `UIGestureRecognizerSubclass`);
    /// transitions UIKit does not allow (say `.ended` to `.changed`) are ignored.
    open var state: State {
        get { _state }
        set { _setState(newValue) }
    }

    private func _setState(_ new: State) {
        switch (_state, new) {
        case (.possible, .began), (.possible, .ended):
            if _pendingState != nil { return }
            _pendingState = new
        case (.possible, .failed):
            _pendingState = nil
            _state = .failed
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            _state = new
            _actionPending = true
        default:
            return
        }
        if let environment = _environment { environment._recognizerChanged(self) } else { _resolveAlone() }
    }

    /// Without touches (a recognizer driven by hand), a transition takes effect at once.
    private func _resolveAlone() {
        if let pending = _pendingState {
            _pendingState = nil
            _state = pending
            _actionPending = true
        }
        if _actionPending { _actionPending = false; _sendActions() }
    }

    /// False stops the recognizer: one that has begun is cancelled, a possible one fails.
    open var isEnabled: Bool = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            switch _state {
            case .began, .changed: state = .cancelled
            case .possible: state = .failed
            default: break
            }
        }
    }

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// The delegate, not retained.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// A name for debugging, as `name`.
    open var name: String?

    /// When true (default) a recognized gesture cancels its touches in the view
    /// (`touchesCancelled`) and keeps the rest of them from it.
    open var cancelsTouchesInView = true
    /// When true the view gets a touch's began phase only once this recognizer has failed
    /// (default false).
    open var delaysTouchesBegan = false
    /// When true (default) the view gets a touch's ended phase only once this recognizer
    /// has failed; if it recognizes, the touch is cancelled instead.
    open var delaysTouchesEnded = true
    /// Touch types this recognizer receives (raw values of `UITouch.TouchType`); all by default.
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    /// Whether all touches of one gesture must be of one type (default true).
    open var requiresExclusiveTouchType = true

    // MARK: Touches

    /// The touches the recognizer tracks now, in the order they came.
    var _touches: [UITouch] = []
    /// Every touch seen since the last reset (their view delivery may wait for this one).
    var _seenTouches: [UITouch] = []
    /// Where the touches were last (window coordinates), kept after they end so the action
    /// of a discrete gesture can ask for its location.
    var _lastCentroid: CGPoint = .zero
    var _lastTouchLocations: [CGPoint] = []
    /// The environment (the application's touch dispatcher) the recognizer works in.
    weak var _environment: _TouchDispatcher?

    /// The number of touches the recognizer tracks, as `numberOfTouches`.
    open var numberOfTouches: Int { _touches.isEmpty ? _lastTouchLocations.count : _touches.count }

    /// Where the gesture is in `view`'s coordinates (window coordinates when nil): the
    /// centroid of its touches, as `location(in:)`.
    open func location(in view: UIView?) -> CGPoint {
        _convert(_touches.isEmpty ? _lastCentroid : _centroid(of: _touches), to: view)
    }

    /// Where touch `touchIndex` is in `view`'s coordinates, as `location(ofTouch:in:)`.
    /// An index past `numberOfTouches` raises UIKit's NSRangeException.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let points = _touches.isEmpty ? _lastTouchLocations : _touches.map(\.windowLocation)
        guard touchIndex >= 0, touchIndex < points.count else {
            let ex = UIKitException(name: "NSRangeException",
                                    reason: "-[\(String(describing: type(of: self))) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(points.count)).")
            if let app = _application { app.diagnostics.raise(ex) } else { preconditionFailure(ex.description) }
            return .zero
        }
        return _convert(points[touchIndex], to: view)
    }

    func _centroid(of touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return _lastCentroid }
        let sum = touches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.windowLocation.x, y: $0.y + $1.windowLocation.y) }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }

    func _convert(_ windowPoint: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return windowPoint }
        return view.convert(windowPoint, from: nil)
    }

    /// Remembers where the touches are (called after each delivery).
    func _noteTouchLocations() {
        guard !_touches.isEmpty else { return }
        _lastCentroid = _centroid(of: _touches)
        _lastTouchLocations = _touches.map(\.windowLocation)
    }

    /// Stops tracking `touch`: it is not delivered to this recognizer any more and is
    /// not cancelled in its view because of it, as `ignore(_:for:)`.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        _touches.removeAll { $0 === touch }
        _seenTouches.removeAll { $0 === touch }
        touch._recognizers.removeAll { $0 === self }
    }

    // MARK: Subclass hooks (UIGestureRecognizerSubclass)

    /// Touches began in the view (delivered before the view gets them).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called after the recognizer reached `.ended`, `.cancelled` or `.failed`, as it goes
    /// back to `.possible`: clear per-gesture state here (call super). Touches still down
    /// are not delivered to it again.
    open func reset() {}

    /// Whether this recognizer, recognizing, may make `preventedGestureRecognizer` fail.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognizing, may make this one fail.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (class-wide
    /// `require(toFail:)`); false by default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail; false by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether the recognizer takes a touch of this kind (`allowedTouchTypes`).
    open func shouldReceive(_ touch: UITouch) -> Bool {
        allowedTouchTypes.contains { $0.intValue == touch.type.rawValue }
    }

    // MARK: Failure requirements

    final class _WeakRecognizer {
        weak var recognizer: UIGestureRecognizer?
        init(_ r: UIGestureRecognizer) { recognizer = r }
    }
    var _requiredToFail: [_WeakRecognizer] = []

    /// This recognizer recognizes only once `otherGestureRecognizer` has failed, as
    /// `require(toFail:)` (a single tap that waits for a double tap).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard !_requiredToFail.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        _requiredToFail.append(_WeakRecognizer(otherGestureRecognizer))
    }

    // MARK: Environment

    /// The application whose clock and diagnostics the recognizer uses.
    var _application: UIApplication? {
        view?.window?._application ?? _environment?.application ?? UIApplication._current
    }

    /// The current time on the application's clock.
    var _now: TimeInterval { _application?.clock.now ?? 0 }

    /// The recognizer's one timer (a tap's wait for the next tap, a long press's delay).
    private var _cancelTimer: (() -> Void)?

    /// Runs `block` after `delay` seconds of the application's clock, replacing the timer
    /// that was set; a reset stops it.
    func _startTimer(after delay: TimeInterval, _ block: @escaping () -> Void) {
        _stopTimer()
        guard let app = _application else { return }
        let id = app.schedule(after: delay) { [weak self] in
            guard let self else { return }
            self._cancelTimer = nil
            app.withCurrent(block)
        }
        _cancelTimer = { [weak app] in app?.cancelTimer(id) }
    }

    /// Fails the gesture after `delay` seconds unless it has left `.possible` by then.
    func _failAfter(_ delay: TimeInterval) {
        _startTimer(after: delay) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .failed
        }
    }

    func _stopTimer() {
        _cancelTimer?()
        _cancelTimer = nil
    }

    /// Distances in UIKit's own thresholds are a phone's points; see `_TouchScale`.
    var _touchScale: _TouchScale { _TouchScale(metrics: _application?.backend.metrics) }

    /// Back to `.possible` after a finished gesture: forgets touches, calls `reset()`.
    func _resetAfterGesture() {
        for t in _seenTouches { t._recognizers.removeAll { $0 === self } }
        _touches.removeAll()
        _seenTouches.removeAll()
        _pendingState = nil
        _actionPending = false
        _state = .possible
        _stopTimer()
        reset()
    }
}

extension UIGestureRecognizer {
    /// Typed target-action: `recognizer.addTarget(self, action: PhotoViewController.didPan)`
    /// with a method taking no argument. The target is not retained.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void, name: String? = nil) {
        addTarget(target, action: Selector(action, name: name))
    }

    /// Typed target-action with the recognizer: `addTarget(self, action: PhotoViewController.didPan)`
    /// where `didPan(_ sender: UIPanGestureRecognizer)`. The target is not retained.
    public func addTarget<T: AnyObject, Sender>(_ target: T, action: @escaping (T) -> (Sender) -> Void, name: String? = nil) {
        addTarget(target, action: Selector(action, name: name))
    }
}

extension UIGestureRecognizer: CustomStringConvertible {
    /// `<UITapGestureRecognizer: 0x…; state = Possible; view = <UIView: 0x…>>`, as UIKit
    /// describes a recognizer.
    nonisolated public var description: String {
        MainActor.assumeIsolated {
            let stateName: String
            switch _state {
            case .possible: stateName = "Possible"
            case .began: stateName = "Began"
            case .changed: stateName = "Changed"
            case .ended: stateName = "Ended"
            case .cancelled: stateName = "Cancelled"
            case .failed: stateName = "Failed"
            }
            var text = "<\(String(describing: type(of: self))): \(addressString(self)); state = \(stateName)"
            if let name { text += "; name = \(name)" }
            if let view { text += "; view = <\(String(describing: type(of: view))): \(addressString(view))>" }
            return text + ">"
        }
    }
}
