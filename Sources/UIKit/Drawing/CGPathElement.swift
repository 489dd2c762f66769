import Foundation

/// One element of a path as `CGPath.applyWithBlock(_:)` hands it out, as Core Graphics'
/// `CGPathElement`: its type and its points (1 for move and line, 2 for a quadratic
/// curve, 3 for a cubic curve, none for close). The points are valid only during the call.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}
