import Foundation

/// A colour in a render tree: sRGB components and alpha, each 0…1 (not premultiplied).
/// UIKit resolves dynamic colours against the drawing view's traits before it records one.
public struct RenderColor: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// The colour with its alpha multiplied by `factor` (a view's opacity).
    public func multiplyingAlpha(_ factor: Double) -> RenderColor {
        RenderColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    public static let black = RenderColor(red: 0, green: 0, blue: 0)
    public static let white = RenderColor(red: 1, green: 1, blue: 1)
}
