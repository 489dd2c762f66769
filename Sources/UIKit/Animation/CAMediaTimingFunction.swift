import Foundation

/// The pacing of an animation as a cubic Bézier curve from (0, 0) to (1, 1), as Core
/// Animation's `CAMediaTimingFunction`: it maps the fraction of an animation's duration
/// that has passed (x, 0…1) to the fraction of the change that shows (y).
///
/// The control points of the named functions are the ones Apple documents for
/// `CAMediaTimingFunctionName` (for instance `easeInEaseOut` is (0.42, 0) and (0.58, 1)).
/// `UIView.AnimationCurve` and `UIView.AnimationOptions`' curves use these functions.
open class CAMediaTimingFunction: Hashable, CustomStringConvertible, @unchecked Sendable {
    // Immutable after init (hence Sendable). Stored as given; solving uses doubles.
    private let c1x: Float, c1y: Float, c2x: Float, c2y: Float

    /// A timing function with control points (`c1x`, `c1y`) and (`c2x`, `c2y`) between the
    /// fixed end points (0, 0) and (1, 1), as `init(controlPoints:_:_:_:)`.
    ///
    /// The y values may leave 0…1 (an overshoot). The x values should lie in 0…1 so that
    /// time only moves forward; values outside are clamped to 0…1 when the curve is solved
    /// (they are kept as given for `getControlPoint(at:values:)`).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.c1x = c1x; self.c1y = c1y; self.c2x = c2x; self.c2y = c2y
    }

    /// The predefined timing function `name`, as `init(name:)`. A name Core Animation does
    /// not define gives the linear function (docs/DECISIONS.md, 2026-12-01).
    public convenience init(name: CAMediaTimingFunctionName) {
        let p = Self.controlPoints(of: name)
        self.init(controlPoints: p.0, p.1, p.2, p.3)
    }

    static func controlPoints(of name: CAMediaTimingFunctionName) -> (Float, Float, Float, Float) {
        switch name {
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .easeInEaseOut: return (0.42, 0, 0.58, 1)
        case .default: return (0.25, 0.1, 0.25, 1)
        default: return (0, 0, 1, 1)
        }
    }

    /// Writes the x and y of control point `idx` to `ptr[0]` and `ptr[1]`, as
    /// `getControlPoint(at:values:)`: 0 is (0, 0), 1 and 2 the control points given at
    /// creation, 3 is (1, 1). `idx` must be 0…3; for another index `ptr` is left unchanged.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        switch idx {
        case 0: ptr[0] = 0; ptr[1] = 0
        case 1: ptr[0] = c1x; ptr[1] = c1y
        case 2: ptr[0] = c2x; ptr[1] = c2y
        case 3: ptr[0] = 1; ptr[1] = 1
        default: break
        }
    }

    /// The curve's y for input x (clamped to 0…1): the Bézier parameter t with x(t) = x is
    /// found by Newton's method, falling back to bisection where the slope is too flat, to
    /// within 1e-7 in x; then y(t) is returned.
    func value(at x: Double) -> Double {
        let x = min(1, max(0, x))
        if x == 0 || x == 1 { return x }
        let ax = BezierAxis(min(1, max(0, Double(c1x))), min(1, max(0, Double(c2x))))
        let ay = BezierAxis(Double(c1y), Double(c2y))
        return ay.value(ax.parameter(for: x))
    }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.c1x == rhs.c1x && lhs.c1y == rhs.c1y && lhs.c2x == rhs.c2x && lhs.c2y == rhs.c2y
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(c1x); hasher.combine(c1y); hasher.combine(c2x); hasher.combine(c2y)
    }

    open var description: String { "CAMediaTimingFunction(\(c1x), \(c1y), \(c2x), \(c2y))" }
}

/// One coordinate of a cubic Bézier curve with end values 0 and 1 and control values
/// `p1`, `p2`, in polynomial form: v(t) = ((a·t + b)·t + c)·t.
private struct BezierAxis {
    let a: Double, b: Double, c: Double

    init(_ p1: Double, _ p2: Double) {
        c = 3 * p1
        b = 3 * (p2 - p1) - c
        a = 1 - c - b
    }

    func value(_ t: Double) -> Double { ((a * t + b) * t + c) * t }
    func slope(_ t: Double) -> Double { (3 * a * t + 2 * b) * t + c }

    /// The t in 0…1 with value(t) = v (the axis is monotone when p1, p2 are in 0…1).
    func parameter(for v: Double) -> Double {
        let tolerance = 1e-7
        var t = v
        for _ in 0..<8 {
            let error = value(t) - v
            if abs(error) < tolerance { return t }
            let d = slope(t)
            if abs(d) < 1e-6 { break }
            t -= error / d
            if t < 0 || t > 1 { break }
        }
        var low = 0.0, high = 1.0
        t = v
        for _ in 0..<64 {
            let x = value(t)
            if abs(x - v) < tolerance { return t }
            if x < v { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
