import Foundation

/// Recognizes taps, as `UITapGestureRecognizer`: `numberOfTouchesRequired` fingers tapping
/// `numberOfTapsRequired` times (a discrete gesture: `.recognized` when the last tap
/// ends).
///
/// UIKit's figures for its tap recognizer: a finger moving more than 45 points from where
/// the first tap began, a tap held down longer than 0.75 s, or more than 0.35 s from one
/// tap's end to the next tap makes the gesture fail (distances are a phone's points; see
/// `_TouchScale`). `location(in:)` is where the first tap was.
///
/// Source: Apple's UITapGestureRecognizer documentation; the recognizer's default
/// allowable movement, tap duration and tap interval as UIKit's own code sets them.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed (default 1).
    open var numberOfTapsRequired: Int = 1
    /// Fingers needed for each tap (default 1).
    open var numberOfTouchesRequired: Int = 1

    static let allowableMovement: CGFloat = 45
    static let maximumTapDuration: TimeInterval = 0.75
    static let maximumIntervalBetweenTaps: TimeInterval = 0.35

    private var tapsDone = 0
    private var touchesThisTap = 0
    private var downThisTap = 0
    private var firstTapStart: CGPoint?
    private var firstTapLocation: CGPoint?
    private var firstTapTouchLocations: [CGPoint] = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        _stopTimer()
        for t in touches {
            touchesThisTap += 1
            downThisTap += 1
            if let start = firstTapStart, tooFar(t.windowLocation, from: start) { state = .failed; return }
            if firstTapStart == nil { firstTapStart = t.windowLocation }
        }
        if touchesThisTap > numberOfTouchesRequired { state = .failed; return }
        _failAfter(Self.maximumTapDuration)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start = firstTapStart else { return }
        if touches.contains(where: { tooFar($0.windowLocation, from: start) }) { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        downThisTap -= touches.count
        guard downThisTap <= 0 else { return }
        _stopTimer()
        guard touchesThisTap == numberOfTouchesRequired else { state = .failed; return }
        if tapsDone == 0 {
            firstTapLocation = _centroid(of: _touches)
            firstTapTouchLocations = _touches.map(\.windowLocation)
        }
        tapsDone += 1
        touchesThisTap = 0
        if tapsDone >= numberOfTapsRequired {
            state = .recognized
            return
        }
        _failAfter(Self.maximumIntervalBetweenTaps)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        _stopTimer()
        state = .failed
    }

    open override func reset() {
        super.reset()
        tapsDone = 0
        touchesThisTap = 0
        downThisTap = 0
        firstTapStart = nil
    }

    /// The location of the first tap (the centroid of its touches), as UIKit reports it.
    open override func location(in view: UIView?) -> CGPoint {
        guard let first = firstTapLocation, tapsDone > 0 || !_touches.isEmpty else { return super.location(in: view) }
        return _convert(first, to: view)
    }

    /// Where touch `touchIndex` of the first tap was.
    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard tapsDone > 0, touchIndex >= 0, touchIndex < firstTapTouchLocations.count else {
            return super.location(ofTouch: touchIndex, in: view)
        }
        return _convert(firstTapTouchLocations[touchIndex], to: view)
    }

    private func tooFar(_ p: CGPoint, from start: CGPoint) -> Bool {
        _touchScale.phoneDistance(dx: p.x - start.x, dy: p.y - start.y) > Self.allowableMovement
    }
}
