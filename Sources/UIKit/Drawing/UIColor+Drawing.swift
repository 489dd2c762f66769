import Foundation

// Setting a colour into the current graphics context, as UIKit's `UIColor.setFill()`,
// `setStroke()` and `set()`. Outside drawing (no current context) they do nothing.
extension UIColor {
    /// Makes this colour the current context's fill colour.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes this colour the current context's stroke colour.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Makes this colour both the fill and the stroke colour.
    public func set() { setFill(); setStroke() }
}
