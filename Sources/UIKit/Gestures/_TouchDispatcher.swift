import Foundation
import UIKitEngine

/// Turns the mouse into touches and delivers them as UIKit does: each change goes to the
/// gesture recognizers of the touch first, then (what they let through) to the view the
/// touch began in; UIKit's gesture environment in one object per application.
///
/// Per change (a press, a move, a release, a timer of a recognizer):
/// 1. every recognizer the touch was given hears it (`touchesBegan…` on the recognizer),
///    deepest view first, in the order they were added;
/// 2. the state changes they made are settled (`settle()`): a transition out of
///    `.possible` is checked (views' and delegate's `gestureRecognizerShouldBegin`,
///    failure requirements, recognizers that already recognized), made, makes other
///    possible recognizers fail, cancels its touches in the views (`cancelsTouchesInView`)
///    and sends the first action; later changes send their actions; finished recognizers
///    are reset;
/// 3. the view gets the phases no recognizer holds back (`delaysTouchesBegan`,
///    `delaysTouchesEnded`) or took, and the phases held back earlier once nothing holds
///    them any more.
/// A recognizer that changes state outside an event (a long press's timer) is settled on
/// the next pass of the run loop ("at the next cycle of the run loop", as Apple's
/// documentation of the states says).
@MainActor
final class _TouchDispatcher {
    unowned let application: UIApplication
    /// The touch event object, reused for every change (as UIKit reuses its own).
    let event = UIEvent(type: .touches, timestamp: 0)
    /// Touches that are down, or up with a delivery to their view still held back.
    private(set) var touches: [UITouch] = []
    /// The touch the mouse button makes now.
    private(set) var mouseTouch: UITouch?
    /// Recognizers that received a touch and have not been reset since.
    private(set) var active: [UIGestureRecognizer] = []
    /// The last tap (release), for `tapCount`.
    private var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?
    private var delivering = 0
    private var settling = false
    private var settleScheduled = false

    /// UIKit's multi-tap figures (its tap recognizer's defaults): a tap follows the last
    /// within 0.35 s and 45 phone points.
    static let multiTapInterval: TimeInterval = 0.35
    static let multiTapDistance: CGFloat = 45

    init(application: UIApplication) { self.application = application }

    var touchType: UITouch.TouchType {
        let value = application._infoBundle.object(forInfoDictionaryKey: "UIApplicationSupportsIndirectInputEvents")
        return (value as? Bool) == true ? .indirectPointer : .direct
    }

    var scale: _TouchScale { _TouchScale(metrics: application.backend.metrics) }

    // MARK: Pointer input

    /// The button went down at `point` (window coordinates): a touch begins in the view
    /// the hit test finds (none: nothing happens).
    func pointerDown(at point: CGPoint, in window: UIWindow) {
        if let old = mouseTouch { pointerUp(at: old.windowLocation) }   // a release that never came
        let now = application.clock.now
        event.timestamp = now
        guard let hit = window.hitTest(point, with: event) else { return }
        application._focusForPress(on: hit, in: window)
        var tapCount = 1
        if let last = lastTap, now - last.time <= Self.multiTapInterval,
           scale.phoneDistance(dx: point.x - last.location.x, dy: point.y - last.location.y) <= Self.multiTapDistance {
            tapCount = last.count + 1
        }
        let touch = UITouch(view: hit, window: window, location: point, timestamp: now, tapCount: tapCount, type: touchType)
        touches.append(touch)
        mouseTouch = touch
        attachRecognizers(to: touch, hit: hit)
        send(.began, touch, in: window)
    }

    /// The pointer moved with the button held.
    func pointerMove(to point: CGPoint) {
        guard let touch = mouseTouch, point != touch.windowLocation else { return }
        let now = application.clock.now
        touch._move(to: point, at: now)
        touch.phase = .moved
        touch._viewNeedsMove = true
        event.timestamp = now
        send(.moved, touch, in: touch.window)
    }

    /// The button was released at `point`.
    func pointerUp(at point: CGPoint) {
        guard let touch = mouseTouch else { return }
        mouseTouch = nil
        let now = application.clock.now
        if point != touch.windowLocation { touch._move(to: point, at: now) } else { touch.timestamp = now }
        touch.phase = .ended
        event.timestamp = now
        lastTap = (now, point, touch.tapCount)
        send(.ended, touch, in: touch.window)
    }

    /// The touch in progress is interrupted (input is being ignored for a screen change):
    /// recognizers and the view get `touchesCancelled`.
    func cancelMouseTouch() {
        guard let touch = mouseTouch else { return }
        mouseTouch = nil
        touch.timestamp = application.clock.now
        touch.phase = .cancelled
        event.timestamp = touch.timestamp
        send(.cancelled, touch, in: touch.window)
    }

    // MARK: Delivery

    /// The change `window.sendEvent(_:)` delivers (UIWindow's default calls `deliverCurrent`).
    private var current: (phase: UITouch.Phase, touch: UITouch)?

    private func send(_ phase: UITouch.Phase, _ touch: UITouch, in window: UIWindow?) {
        event._touches = touches
        current = (phase, touch)
        if let window { window.sendEvent(event) } else { deliverCurrent() }
        current = nil
        dropFinishedTouches()
    }

    /// Delivers the change being sent: recognizers, settling, then the views.
    func deliverCurrent() {
        guard let (phase, touch) = current else { return }
        current = nil
        delivering += 1
        for r in touch._recognizers where r._touches.contains(where: { $0 === touch }) && r.isEnabled
            && (r._state == .possible || r._state == .began || r._state == .changed) {
            let set: Set<UITouch> = [touch]
            switch phase {
            case .began: r.touchesBegan(set, with: event)
            case .moved, .stationary: r.touchesMoved(set, with: event)
            case .ended: r.touchesEnded(set, with: event)
            case .cancelled: r.touchesCancelled(set, with: event)
            default: break
            }
            r._noteTouchLocations()
        }
        delivering -= 1
        settle()
        if touch._isUp {
            for r in touch._recognizers { r._touches.removeAll { $0 === touch } }
        }
        deliverToView(touch)
    }

    /// Gives `touch` to the recognizers of `hit` and its superviews that take it.
    private func attachRecognizers(to touch: UITouch, hit: UIView) {
        var view: UIView? = hit
        while let v = view {
            for r in v.gestureRecognizers ?? [] where r.isEnabled && r._pendingState == nil
                && (r._state == .possible || r._state == .began || r._state == .changed) {
                guard r.shouldReceive(touch) else { continue }
                if let d = r.delegate {
                    guard d.gestureRecognizer(r, shouldReceive: event), d.gestureRecognizer(r, shouldReceive: touch) else { continue }
                }
                r._environment = self
                touch._recognizers.append(r)
                r._touches.append(touch)
                r._seenTouches.append(touch)
                if !active.contains(where: { $0 === r }) { active.append(r) }
            }
            view = v.superview
        }
    }

    // MARK: Settling state changes

    /// A recognizer changed state: settled after the event's delivery, or on the next pass.
    func _recognizerChanged(_ r: UIGestureRecognizer) {
        if !active.contains(where: { $0 === r }) { active.append(r) }
        guard delivering == 0, !settling, !settleScheduled else { return }
        settleScheduled = true
        application.enqueue { [weak self] in
            guard let self else { return }
            self.settleScheduled = false
            self.settle()
            for t in self.touches { self.deliverToView(t) }
            self.dropFinishedTouches()
        }
    }

    /// Settles every pending transition and action, resets finished recognizers, and
    /// hands the views what is no longer held back.
    func settle() {
        guard !settling else { return }
        settling = true
        defer { settling = false }
        var rounds = 0
        var progress = true
        while progress && rounds < 1000 {
            progress = false
            rounds += 1
            for r in active {
                if r._pendingState != nil, resolvePending(r) { progress = true }
                if r._actionPending {
                    r._actionPending = false
                    r._sendActions()
                    progress = true
                }
            }
        }
        for t in touches { deliverToView(t) }
        let finished = active.filter { ($0._state == .ended || $0._state == .cancelled || $0._state == .failed) && $0._pendingState == nil }
        guard !finished.isEmpty else { return }
        active.removeAll { r in finished.contains { $0 === r } }
        for r in finished { r._resetAfterGesture() }
        for t in touches { deliverToView(t) }
    }

    private func hasRecognized(_ r: UIGestureRecognizer) -> Bool {
        r._state == .began || r._state == .changed || r._state == .ended
    }

    private func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a._seenTouches.contains { t in b._seenTouches.contains { $0 === t } }
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// Whether `r` must wait for `f` to fail.
    private func requiresFailure(_ r: UIGestureRecognizer, of f: UIGestureRecognizer) -> Bool {
        r._requiredToFail.contains { $0.recognizer === f }
            || r.shouldRequireFailure(of: f) || f.shouldBeRequiredToFail(by: r)
            || (r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: f) ?? false)
            || (f.delegate?.gestureRecognizer(f, shouldBeRequiredToFailBy: r) ?? false)
    }

    private func fail(_ r: UIGestureRecognizer) {
        r._pendingState = nil
        r._state = .failed
    }

    /// Tries to make `r`'s pending transition; true when it was decided (made or failed).
    private func resolvePending(_ r: UIGestureRecognizer) -> Bool {
        guard let pending = r._pendingState else { return false }
        let blockers = active.filter { $0 !== r && requiresFailure(r, of: $0) }
        if blockers.contains(where: hasRecognized) { fail(r); return true }
        if blockers.contains(where: { $0._state == .possible }) { return false }
        if !shouldBegin(r) { fail(r); return true }
        if active.contains(where: { o in
            o !== r && hasRecognized(o) && sharesTouches(r, o) && !simultaneous(r, o)
                && o.canPrevent(r) && r.canBePrevented(by: o)
        }) { fail(r); return true }
        r._pendingState = nil
        r._state = pending
        for o in active where o !== r && o._state == .possible && sharesTouches(r, o) && !simultaneous(r, o)
            && r.canPrevent(o) && o.canBePrevented(by: r) {
            fail(o)
        }
        if r.cancelsTouchesInView {
            for t in r._seenTouches where !t._takenByRecognizer { take(t) }
        }
        r._actionPending = true
        return true
    }

    /// The views of the recognizer's touches, then its delegate, may stop it beginning.
    private func shouldBegin(_ r: UIGestureRecognizer) -> Bool {
        var views: [UIView] = []
        for t in (r._touches.isEmpty ? r._seenTouches : r._touches) {
            if let v = t.view, !views.contains(where: { $0 === v }) { views.append(v) }
        }
        for v in views where !v.gestureRecognizerShouldBegin(r) { return false }
        return r.delegate?.gestureRecognizerShouldBegin(r) ?? true
    }

    /// A recognizer takes `touch`: the view's phases so far are cancelled, it gets no more.
    private func take(_ touch: UITouch) {
        touch._takenByRecognizer = true
        guard touch._viewBegan, !touch._viewFinished, let view = touch.view else { return }
        touch._viewFinished = true
        deliver(.cancelled, touch, to: view)
    }

    // MARK: Views

    /// Sends the view the phases of `touch` that nothing holds back any more.
    func deliverToView(_ touch: UITouch) {
        guard !touch._takenByRecognizer, !touch._viewFinished else { return }
        guard let view = touch.view else { touch._viewFinished = true; return }
        let analyzing = touch._recognizers.filter { r in
            r._state == .possible && r._seenTouches.contains { $0 === touch }
        }
        if !touch._viewBegan {
            if analyzing.contains(where: \.delaysTouchesBegan) { return }
            touch._viewBegan = true
            let moved = touch.phase != .began
            touch._viewNeedsMove = moved && !touch._isUp
            deliver(.began, touch, to: view)
        }
        if touch._viewNeedsMove && !touch._isUp {
            touch._viewNeedsMove = false
            deliver(.moved, touch, to: view)
        }
        guard touch._isUp, !touch._viewFinished, !touch._takenByRecognizer else { return }
        if touch.phase == .ended && analyzing.contains(where: \.delaysTouchesEnded) { return }
        touch._viewFinished = true
        deliver(touch.phase, touch, to: view)
    }

    /// Calls the view's `touches…(_:with:)` for one phase; the touch shows that phase
    /// during the call.
    private func deliver(_ phase: UITouch.Phase, _ touch: UITouch, to view: UIView) {
        let real = touch.phase
        touch.phase = phase
        event._touches = touches
        let set: Set<UITouch> = [touch]
        switch phase {
        case .began: view.touchesBegan(set, with: event)
        case .moved, .stationary: view.touchesMoved(set, with: event)
        case .ended: view.touchesEnded(set, with: event)
        case .cancelled: view.touchesCancelled(set, with: event)
        default: break
        }
        touch.phase = real
    }

    private func dropFinishedTouches() {
        touches.removeAll { t in t._isUp && (t._viewFinished || t._takenByRecognizer) }
    }

    // MARK: Recognizers leaving

    /// `r` was removed from its view or its view went away: it forgets its gesture.
    func recognizerRemoved(_ r: UIGestureRecognizer) {
        guard let i = active.firstIndex(where: { $0 === r }) else { return }
        active.remove(at: i)
        let seen = r._seenTouches
        r._resetAfterGesture()
        for t in seen { deliverToView(t) }
        dropFinishedTouches()
    }
}
