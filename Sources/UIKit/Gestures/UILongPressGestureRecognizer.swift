import Foundation

/// Recognizes a press held in place, as `UILongPressGestureRecognizer` (continuous):
/// `.began` once `numberOfTouchesRequired` fingers (after `numberOfTapsRequired` taps)
/// have been down for `minimumPressDuration` without moving more than
/// `allowableMovement`, then `.changed` as they move, `.ended` when they lift.
///
/// Source: Apple's UILongPressGestureRecognizer documentation (defaults 0.5 s, 10 points,
/// one finger, no taps). Distances are a phone's points (`_TouchScale`).
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the fingers must be down before the gesture begins (default 0.5).
    open var minimumPressDuration: TimeInterval = 0.5
    /// Fingers needed (default 1).
    open var numberOfTouchesRequired: Int = 1
    /// Taps before the press (default 0).
    open var numberOfTapsRequired: Int = 0
    /// Movement allowed before the gesture begins, in a phone's points as iOS code writes
    /// it (default 10; `_TouchScale` converts for the device).
    open var allowableMovement: CGFloat = 10

    private var start: CGPoint?
    private var tapsDone = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        _stopTimer()
        if _touches.count > numberOfTouchesRequired { state = .failed; return }
        guard _touches.count == numberOfTouchesRequired else { return }
        start = _centroid(of: _touches)
        if tapsDone < numberOfTapsRequired { return }
        _startTimer(after: minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            guard let start else { return }
            let c = _centroid(of: _touches)
            if _touchScale.phoneDistance(dx: c.x - start.x, dy: c.y - start.y) > allowableMovement {
                _stopTimer()
                state = .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            _stopTimer()
            if tapsDone < numberOfTapsRequired, _touches.count <= touches.count {
                tapsDone += 1
                _failAfter(UITapGestureRecognizer.maximumIntervalBetweenTaps)
            } else {
                state = .failed
            }
        case .began, .changed:
            if _touches.count <= touches.count { state = .ended }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        _stopTimer()
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        start = nil
        tapsDone = 0
    }
}
