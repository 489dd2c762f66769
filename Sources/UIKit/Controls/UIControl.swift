import Foundation
import UIKitEngine

/// The base class for controls (buttons, switches, text fields), as `UIControl`: state,
/// target-action and action dispatch for control events, touch tracking and keyboard
/// activation.
///
/// - Targets are held weakly, as UIKit does; a target that has been deallocated is skipped.
///   A nil target sends the action up the responder chain (see
///   `UIApplication.sendAction(_:to:from:for:)`).
/// - Actions run in the order they were registered; one dispatch calls each registration
///   at most once even when it matches several of the events sent.
/// - A disabled control is drawn dim, cannot be focused, and ignores touches and keys
///   (touches fall through to the view behind it, as in UIKit).
/// - Keyboard: an enabled control is focusable (Tab / Shift-Tab); Enter or Space on the
///   focused control performs its primary action (`_performPrimaryAction()`): a button
///   sends `.touchUpInside` + `.primaryActionTriggered`, a switch toggles and sends
///   `.valueChanged`.
/// - Touches (the mouse): press = highlighted and `.touchDown`; a drag sends
///   `.touchDragInside`/`.touchDragOutside` (and `.touchDragEnter`/`.touchDragExit` when it
///   crosses), the highlight following; release inside = `.touchUpInside`, outside =
///   `.touchUpOutside`; a recognizer taking the touch = `.touchCancel`. "Inside" is
///   UIKit's: the bounds plus 70 points of slack.
///
/// Source: Apple's UIControl documentation (target-action, `UIControl.Event`,
/// `UIControl.State`); the typed `Selector` is explained in Selector.swift.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The state of a control, as `UIControl.State` (raw values are UIKit's).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// Events a control sends to its targets, as `UIControl.Event` (raw values are UIKit's).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// How content sits horizontally in the control, as `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    /// How content sits vertically in the control, as `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

    /// One registration: a target-action pair or a `UIAction`, for a set of events.
    final class _Registration {
        weak var target: AnyObject?
        /// True when a target was given (a deallocated target is then skipped, not sent
        /// up the responder chain).
        let hadTarget: Bool
        let action: Selector?
        let uiAction: UIAction?
        var events: Event
        init(target: AnyObject?, action: Selector?, uiAction: UIAction?, events: Event) {
            self.target = target; self.hadTarget = target != nil
            self.action = action; self.uiAction = uiAction; self.events = events
        }
    }
    var _registrations: [_Registration] = []

    // MARK: State

    /// A disabled control draws dim, cannot be focused and ignores input. Disabling the
    /// first responder makes it resign.
    open var isEnabled: Bool = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled {
                isHighlighted = false
                if isFirstResponder { _ = resignFirstResponder() }
            }
            setNeedsDisplay()
        }
    }
    open var isSelected: Bool = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
    /// True while a touch is down on the control (drawn reverse + bold by the controls here).
    open var isHighlighted: Bool = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsDisplay() } }
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsDisplay() } }

    /// The control's state: `.disabled`, `.highlighted`, `.selected`, `.focused` combined.
    open var state: State {
        var s: State = []
        if !isEnabled { s.insert(.disabled) }
        if isHighlighted { s.insert(.highlighted) }
        if isSelected { s.insert(.selected) }
        if isFocused { s.insert(.focused) }
        return s
    }

    /// True while a touch that began on the control is being tracked.
    public private(set) var isTracking = false
    /// True while the tracked touch is inside the control's bounds.
    public private(set) var isTouchInside = false

    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A control whose `primaryAction` runs for `.primaryActionTriggered`, as
    /// `init(frame:primaryAction:)` (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: Target-action

    /// Registers `target` and `action` for `controlEvents`, as `addTarget(_:action:for:)`.
    /// The target is not retained. A nil target sends the action up the responder chain
    /// when the control fires. When the target does not implement the action, UIKit's
    /// "unrecognized selector sent to instance" exception is raised then, not now (B38).
    open func addTarget(_ target: AnyObject?, action: Selector, for controlEvents: Event) {
        _registrations.append(_Registration(target: target, action: action, uiAction: nil, events: controlEvents))
    }

    /// Removes registrations matching `target` (nil: every target) and `action` (nil: every
    /// action; otherwise matched by the selector's name) for `controlEvents`, as
    /// `removeTarget(_:action:for:)`. Events not named stay registered.
    open func removeTarget(_ target: AnyObject?, action: Selector?, for controlEvents: Event) {
        for r in _registrations where r.uiAction == nil {
            if let target, r.target !== target { continue }
            if let action, r.action?.name != action.name { continue }
            r.events.subtract(controlEvents)
        }
        _registrations.removeAll { $0.events.isEmpty || ($0.hadTarget && $0.target == nil && $0.uiAction == nil) }
    }

    /// Adds `action` for `controlEvents`, as `addAction(_:for:)` (iOS 14). Actions are
    /// unique by identifier: adding one whose identifier is registered replaces it.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let existing = _registrations.first(where: { $0.uiAction?.identifier == action.identifier }) {
            existing.events.subtract(controlEvents)
            _registrations.removeAll { $0.events.isEmpty }
        }
        _registrations.append(_Registration(target: nil, action: nil, uiAction: action, events: controlEvents))
    }

    /// Removes `action` from `controlEvents`, as `removeAction(_:for:)`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `actionIdentifier` from `controlEvents`, as
    /// `removeAction(identifiedBy:for:)`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for r in _registrations where r.uiAction?.identifier == actionIdentifier { r.events.subtract(controlEvents) }
        _registrations.removeAll { $0.events.isEmpty }
    }

    /// The live targets, as `allTargets`. Responders appear as themselves; other targets
    /// by identity (`ObjectIdentifier`).
    open var allTargets: Set<AnyHashable> {
        var out = Set<AnyHashable>()
        for r in _registrations {
            guard let t = r.target else { continue }
            out.insert((t as? AnyHashable) ?? AnyHashable(ObjectIdentifier(t)))
        }
        return out
    }

    /// Every event some registration listens for, as `allControlEvents`.
    open var allControlEvents: Event {
        _registrations.reduce(Event()) { acc, r in
            if r.hadTarget && r.target == nil { return acc }
            return acc.union(r.events)
        }
    }

    /// The names of the actions registered for `target` (nil: the nil-target registrations)
    /// and any of `controlEvent`, as `actions(forTarget:forControlEvent:)`; nil when none.
    open func actions(forTarget target: AnyObject?, forControlEvent controlEvent: Event) -> [String]? {
        let names = _registrations.compactMap { r -> String? in
            guard let a = r.action, !r.events.isDisjoint(with: controlEvent) else { return nil }
            if let target { return r.target === target ? a.name : nil }
            return r.hadTarget ? nil : a.name
        }
        return names.isEmpty ? nil : names
    }

    /// Events actually dispatched when `events` are sent (a button adds
    /// `.primaryActionTriggered` to `.touchUpInside`).
    func _expandedEvents(_ events: Event) -> Event { events }

    /// Sends the actions registered for any of `controlEvents`, as `sendActions(for:)`:
    /// each matching registration once, in registration order. Programmatic changes
    /// (`isOn = `, `text = `) never call this; apps that want observers to run call it.
    open func sendActions(for controlEvents: Event) {
        let events = _expandedEvents(controlEvents)
        let app = _controlApplication
        let exceptionsBefore = app?.diagnostics.exceptions.count ?? 0
        for r in _registrations where !r.events.isDisjoint(with: events) {
            // A registration removed by an earlier action in this pass is not called.
            guard _registrations.contains(where: { $0 === r }) else { continue }
            if let ui = r.uiAction {
                sendAction(ui)
            } else if let action = r.action {
                if r.hadTarget && r.target == nil { continue }
                sendAction(action, to: r.target, for: nil)
            }
            // Under the `.record` policy an exception abandons the rest of the dispatch,
            // as an uncaught exception would on iOS.
            if let app, app.diagnostics.exceptions.count > exceptionsBefore { return }
        }
    }

    /// Sends `action` to `target` (nil: up the responder chain) with this control as the
    /// sender, as `sendAction(_:to:for:)`.
    open func sendAction(_ action: Selector, to target: AnyObject?, for event: UIEvent?) {
        if let app = _controlApplication {
            app.sendAction(action, to: target, from: self, for: event)
        } else if let target {
            action.send(to: target, sender: self, diagnostics: nil)
        }
    }

    /// Runs `action`'s handler with this control as its sender, as `sendAction(_:)` (iOS 14).
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// The application that dispatches this control's actions.
    var _controlApplication: UIApplication? { window?._application ?? UIApplication._current }

    // MARK: Touch tracking

    /// Called when a touch begins on the control; return false to stop tracking it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called as a tracked touch moves; return false to stop tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called when the tracked touch ends (before the touch-up events are sent).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Called when tracking is cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    /// UIKit's slack around a control while a touch is tracked: the touch counts as inside
    /// (drag inside, touch up inside) up to 70 points beyond the bounds (in a phone's
    /// points; see `_TouchScale`).
    static let _trackingSlack: CGFloat = 70

    /// Whether `touch` is inside the control for tracking: its bounds grown by the slack.
    func _isTrackingInside(_ touch: UITouch) -> Bool {
        let slack = _TouchScale(metrics: _controlApplication?.backend.metrics).devicePoints(Self._trackingSlack)
        return bounds.insetBy(dx: -slack.width, dy: -slack.height).contains(touch.location(in: self))
    }

    /// A touch began: tracking starts (`beginTracking`), the control highlights and sends
    /// `.touchDown` (with `.touchDownRepeat` when `tapCount` is above one).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    /// The tracked touch moved: `continueTracking`, then `.touchDragInside` or
    /// `.touchDragOutside`, with `.touchDragEnter` / `.touchDragExit` when it crossed the
    /// tracking bounds (one dispatch); the highlight follows the touch.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let wasInside = isTouchInside
        let inside = _isTrackingInside(touch)
        isTouchInside = inside
        isHighlighted = inside
        isTracking = continueTracking(touch, with: event)
        guard isTracking else { return }
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if inside != wasInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
    }

    /// The tracked touch ended: `endTracking`, then `.touchUpInside` (within the tracking
    /// bounds) or `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        isTracking = false
        isHighlighted = false
        guard isEnabled, wasTracking, let touch = touches.first else {
            isTouchInside = false
            return
        }
        let inside = _isTrackingInside(touch)
        isTouchInside = inside
        endTracking(touch, with: event)
        if inside { _touchUpInside() } else { sendActions(for: .touchUpOutside) }
        isTouchInside = false
    }

    /// The touch was cancelled (a gesture recognizer took it): `cancelTracking`, then
    /// `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        isTracking = false
        isHighlighted = false
        isTouchInside = false
        guard wasTracking else { return }
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    /// True for controls whose own action is a single tap (buttons, switches): a one-tap,
    /// one-touch tap recognizer of another view does not begin on them.
    var _defaultActionIsTap: Bool { false }

    /// A control keeps an enclosing view's single-tap recognizer from taking a tap that is
    /// its own action ("default control actions prevent overlapping gesture recognizer
    /// behavior", iOS 6 and later).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if _defaultActionIsTap, gestureRecognizer.view !== self, let tap = gestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// A touch ended inside: sends `.touchUpInside` (a switch toggles first).
    func _touchUpInside() { sendActions(for: .touchUpInside) }

    // MARK: Keyboard focus

    open override var canBecomeFocused: Bool { isEnabled && isUserInteractionEnabled && !isHidden }

    /// Enter or Space while focused performs the primary action.
    open override func handleFocusedKey(_ key: UIKey) -> Bool {
        guard key.keyCode == .keyboardReturnOrEnter || key.keyCode == .keyboardSpacebar else { return false }
        guard isEnabled else { return false }
        _performPrimaryAction()
        return true
    }

    /// What Enter/Space does on the focused control. The default sends
    /// `.primaryActionTriggered`; buttons and switches override.
    func _performPrimaryAction() { sendActions(for: .primaryActionTriggered) }

    /// The style of a control's chrome for its state: dim when disabled, reverse when
    /// focused, reverse + bold while highlighted.
    var _chromeStyle: CellStyle {
        var style = CellStyle()
        if !isEnabled { style.attributes.insert(.dim); return style }
        if isHighlighted { style.attributes.formUnion([.reverse, .bold]) }
        else if isFocused { style.attributes.insert(.reverse) }
        return style
    }
}

extension UIControl {
    /// Typed target-action: `button.addTarget(self, action: LoginViewController.logIn, for: .touchUpInside)`
    /// with a method taking no argument. The target is not retained.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void,
                                        for controlEvents: Event, name: String? = nil) {
        addTarget(target, action: Selector(action, name: name), for: controlEvents)
    }

    /// Typed target-action with the sender: `addTarget(self, action: Form.switchChanged, for: .valueChanged)`
    /// where `switchChanged(_ sender: UISwitch)`. The target is not retained.
    public func addTarget<T: AnyObject, Sender>(_ target: T, action: @escaping (T) -> (Sender) -> Void,
                                                for controlEvents: Event, name: String? = nil) {
        addTarget(target, action: Selector(action, name: name), for: controlEvents)
    }
}

extension UIApplication {
    /// Sends `action` to `target`, or when `target` is nil to the first responder of the key
    /// window and up its responder chain to the first object that implements it, as
    /// `sendAction(_:to:from:for:)`. Returns false when nobody handled it. A target that
    /// does not implement the action raises UIKit's "unrecognized selector" exception.
    @discardableResult
    public func sendAction(_ action: Selector, to target: AnyObject?, from sender: Any?, for event: UIEvent?) -> Bool {
        withCurrent {
            if let target {
                let before = diagnostics.exceptions.count
                action.send(to: target, sender: sender, diagnostics: diagnostics)
                return diagnostics.exceptions.count == before
            }
            var responder: UIResponder? = keyWindow?.firstResponder ?? (sender as? UIResponder)
            while let r = responder {
                if action.invoke(r, sender) { return true }
                responder = r.next
            }
            return false
        }
    }
}
