import Foundation

/// A rectangle as Interface Builder writes it (`<rect key="frame" x= y= width= height=/>`), in points.
public struct IBRect: Equatable, Sendable, CustomStringConvertible {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public var description: String { "\(IBRect.format(x)) \(IBRect.format(y)) \(IBRect.format(width)) \(IBRect.format(height))" }

    /// A number without a trailing `.0` (`187.5`, `44`).
    public static func format(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        if r == r.rounded() { return String(Int(r)) }
        return String(r)
    }
}
