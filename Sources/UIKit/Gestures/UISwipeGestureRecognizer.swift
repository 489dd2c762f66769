import Foundation

/// Recognizes a swipe, as `UISwipeGestureRecognizer` (discrete): the fingers move at least
/// 50 points in one of the permitted `direction`s, more along it than across it, within
/// 0.5 s of going down. It is recognized as the threshold is passed (the fingers may still
/// be down); lifting earlier, or taking longer, fails it. `location(in:)` is where the
/// swipe began.
///
/// Source: Apple's UISwipeGestureRecognizer documentation (direction default `.right`,
/// one touch); the minimum movement (50 points) and maximum duration (0.5 s) are UIKit's
/// swipe figures. Distances are a phone's points (`_TouchScale`).
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Permitted swipe directions, as `UISwipeGestureRecognizer.Direction` (raw values are UIKit's).
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// Directions that count (default `.right`).
    open var direction: Direction = .right
    /// Fingers needed (default 1).
    open var numberOfTouchesRequired: Int = 1

    static let minimumMovement: CGFloat = 50
    static let maximumDuration: TimeInterval = 0.5

    private var start: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if _touches.count > numberOfTouchesRequired { state = .failed; return }
        if start == nil {
            start = _centroid(of: _touches)
            _failAfter(Self.maximumDuration)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start, _touches.count == numberOfTouchesRequired else { return }
        let c = _centroid(of: _touches)
        let scale = _touchScale
        let dx = (c.x - start.x) * scale.x, dy = (c.y - start.y) * scale.y
        let candidates: [(Direction, CGFloat, CGFloat)] = [
            (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
        ]
        for (d, along, across) in candidates where direction.contains(d) {
            if along >= Self.minimumMovement && abs(across) < along {
                _stopTimer()
                state = .recognized
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { _stopTimer(); state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        _stopTimer()
        state = .failed
    }

    open override func reset() {
        super.reset()
        start = nil
    }

    /// Where the swipe began.
    open override func location(in view: UIView?) -> CGPoint {
        guard let start else { return super.location(in: view) }
        return _convert(start, to: view)
    }
}
