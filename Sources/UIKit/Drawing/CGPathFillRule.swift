import Foundation

/// How a path's inside is decided, as Core Graphics' `CGPathFillRule`: a point is inside
/// when a ray from it crosses the path with a non-zero winding number (`winding`) or an
/// odd number of times (`evenOdd`).
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}
