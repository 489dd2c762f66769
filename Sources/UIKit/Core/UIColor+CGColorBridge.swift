import Foundation

// Bridge until `style` lands UIColor's own `cgColor` and `init(cgColor:)` (then this file goes).
extension UIColor {
    /// The colour as a `CGColor` (sRGB components as given).
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
    /// A colour with `cgColor`'s sRGB components.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.sRGBComponents
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}
