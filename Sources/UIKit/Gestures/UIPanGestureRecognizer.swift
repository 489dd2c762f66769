import Foundation

/// Recognizes a drag, as `UIPanGestureRecognizer` (continuous): `.began` once the
/// touches have moved UIKit's 10 points (its pan hysteresis, a phone's points; see
/// `_TouchScale`) with between `minimumNumberOfTouches` and `maximumNumberOfTouches`
/// fingers down, `.changed` on each move, `.ended` when the fingers lift.
///
/// `translation(in:)` is the total movement since the touches went down, in the given
/// view's coordinates (`setTranslation(_:in:)` moves its origin); `velocity(in:)` is in
/// points per second over the last moves, on the application's clock.
///
/// Source: Apple's UIPanGestureRecognizer documentation; `+[UIPanGestureRecognizer
/// _defaultHysteresis]` is 10.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Fewest fingers for the gesture (default 1).
    open var minimumNumberOfTouches: Int = 1
    /// Most fingers for the gesture (default: no limit).
    open var maximumNumberOfTouches: Int = Int.max

    static let hysteresis: CGFloat = 10
    /// How far back `velocity(in:)` looks, in seconds.
    static let velocityWindow: TimeInterval = 0.1

    /// Where the translation is measured from (window coordinates).
    private var origin: CGPoint?
    private var samples: [(time: TimeInterval, point: CGPoint)] = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, _touches.count > maximumNumberOfTouches { state = .failed; return }
        if origin == nil { origin = _centroid(of: _touches) }
        addSample(event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        addSample(event.timestamp)
        switch state {
        case .possible:
            guard let origin, (minimumNumberOfTouches...max(minimumNumberOfTouches, maximumNumberOfTouches)).contains(_touches.count) else { return }
            let c = _centroid(of: _touches)
            if _touchScale.phoneDistance(dx: c.x - origin.x, dy: c.y - origin.y) >= Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        addSample(event.timestamp)
        let remaining = _touches.count - touches.count
        switch state {
        case .possible:
            if remaining <= 0 { state = .failed }
        case .began, .changed:
            if remaining < minimumNumberOfTouches { state = .ended }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        origin = nil
        samples.removeAll()
    }

    /// The movement since the touches went down, in `view`'s coordinates (window
    /// coordinates when nil), as `translation(in:)`.
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        let now = _touches.isEmpty ? _lastCentroid : _centroid(of: _touches)
        let a = _convert(origin, to: view), b = _convert(now, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Makes `translation(in: view)` equal `translation` from now on, as
    /// `setTranslation(_:in:)` (`.zero` to measure each change on its own).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let now = _touches.isEmpty ? _lastCentroid : _centroid(of: _touches)
        let current = _convert(now, to: view)
        let originInView = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
        if let view { origin = view.convert(originInView, to: nil) } else { origin = originInView }
    }

    /// How fast the touches move, in `view`'s points per second, as `velocity(in:)`:
    /// the movement over the last tenth of a second (zero when they stood still).
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last else { return .zero }
        let first = samples.first { last.time - $0.time <= Self.velocityWindow } ?? last
        let dt = last.time - first.time
        guard dt > 0 else { return .zero }
        let a = _convert(first.point, to: view), b = _convert(last.point, to: view)
        return CGPoint(x: (b.x - a.x) / CGFloat(dt), y: (b.y - a.y) / CGFloat(dt))
    }

    private func addSample(_ time: TimeInterval) {
        guard !_touches.isEmpty else { return }
        let point = _centroid(of: _touches)
        if let last = samples.last, last.time == time { samples.removeLast() }
        samples.append((time, point))
        samples.removeAll { time - $0.time > Self.velocityWindow * 2 }
    }
}
