import Foundation

/// Converting points and rectangles between views' coordinate spaces (frames, bounds
/// origins and translations up to the window), as `convert(_:from:)` / `convert(_:to:)`.
extension UIView {
    /// Offset of this view's coordinate space from its window's (or root's) space.
    func _originInWindow() -> CGPoint {
        var x: CGFloat = 0, y: CGFloat = 0
        var v: UIView? = self
        while let cur = v, cur.superview != nil || !(cur is UIWindow) {
            x += cur.frame.origin.x - cur.bounds.origin.x + cur.transform.tx
            y += cur.frame.origin.y - cur.bounds.origin.y + cur.transform.ty
            v = cur.superview
            if v == nil { break }
        }
        if let w = v as? UIWindow { x += w.frame.origin.x - w.bounds.origin.x; y += w.frame.origin.y - w.bounds.origin.y }
        return CGPoint(x: x, y: y)
    }

    /// Converts a point from `view`'s coordinates (window coordinates when nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let fromOrigin = view?._originInWindow() ?? .zero
        let toOrigin = _originInWindow()
        return CGPoint(x: point.x + fromOrigin.x - toOrigin.x, y: point.y + fromOrigin.y - toOrigin.y)
    }
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let fromOrigin = _originInWindow()
        let toOrigin = view?._originInWindow() ?? .zero
        return CGPoint(x: point.x + fromOrigin.x - toOrigin.x, y: point.y + fromOrigin.y - toOrigin.y)
    }
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }
}
