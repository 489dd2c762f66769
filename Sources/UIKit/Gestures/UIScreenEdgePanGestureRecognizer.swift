import Foundation

/// A pan that must start at an edge of the screen, as `UIScreenEdgePanGestureRecognizer`
/// (the navigation controller's `interactivePopGestureRecognizer` is one, for `.left`).
///
/// The touch must go down within UIKit's edge band of one of `edges` of its window
/// (20 phone points, converted by `_TouchScale`, at least one point: on a terminal the
/// outermost column or row); elsewhere the recognizer fails. Then it is a pan.
/// Source: https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the gesture may start from (none by default, as on iOS: set at least one).
    open var edges: UIRectEdge = []

    /// The width of the band along an edge where the touch must start, phone points.
    static let edgeBand: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, _touches.count == touches.count, !startsAtEdge(touches) {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }

    private func startsAtEdge(_ touches: Set<UITouch>) -> Bool {
        guard let touch = touches.first, let window = touch.window else { return false }
        let p = touch.windowLocation
        let b = window.bounds
        let band = _touchScale.devicePoints(Self.edgeBand)
        let w = max(1, band.width), h = max(1, band.height)
        if edges.contains(.left), p.x < b.minX + w { return true }
        if edges.contains(.right), p.x >= b.maxX - w { return true }
        if edges.contains(.top), p.y < b.minY + h { return true }
        if edges.contains(.bottom), p.y >= b.maxY - h { return true }
        return false
    }
}
