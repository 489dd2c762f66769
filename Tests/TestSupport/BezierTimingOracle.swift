import Foundation

/// Core Animation's timing curves computed the slow, obvious way, as an oracle for tests:
/// the cubic Bézier from (0, 0) to (1, 1) is sampled at many evenly spaced parameters t in
/// Bernstein form, and y for a given x is read off by linear interpolation between the two
/// samples around x. Independent of UIKit's solver (Newton's method on the polynomial).
public struct BezierTimingOracle: Sendable, CustomStringConvertible {
    /// Apple's documented control points (`CAMediaTimingFunctionName`'s discussions).
    public static let linear = BezierTimingOracle(0, 0, 1, 1)
    public static let easeIn = BezierTimingOracle(0.42, 0, 1, 1)
    public static let easeOut = BezierTimingOracle(0, 0, 0.58, 1)
    public static let easeInEaseOut = BezierTimingOracle(0.42, 0, 0.58, 1)
    public static let `default` = BezierTimingOracle(0.25, 0.1, 0.25, 1)

    public let c1x: Double, c1y: Double, c2x: Double, c2y: Double
    private let xs: [Double], ys: [Double]

    /// Samples the curve at `samples` + 1 parameters (100,000 by default: x between
    /// neighbours differs by well under 1e-4, so interpolated y is good to about 1e-8).
    public init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, samples: Int = 100_000) {
        self.c1x = c1x; self.c1y = c1y; self.c2x = c2x; self.c2y = c2y
        func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var xs: [Double] = [], ys: [Double] = []
        xs.reserveCapacity(samples + 1); ys.reserveCapacity(samples + 1)
        for i in 0...samples {
            let t = Double(i) / Double(samples)
            xs.append(bernstein(c1x, c2x, t)); ys.append(bernstein(c1y, c2y, t))
        }
        self.xs = xs; self.ys = ys
    }

    public var description: String { "cubic-bezier(\(c1x), \(c1y), \(c2x), \(c2y))" }

    /// y at `x` (0…1).
    public func y(at x: Double) -> Double {
        var low = 0, high = xs.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if xs[mid] <= x { low = mid } else { high = mid }
        }
        let span = xs[high] - xs[low]
        let f = span > 0 ? (x - xs[low]) / span : 0
        return ys[low] + (ys[high] - ys[low]) * f
    }

    /// The whole column (rounded down, as the renderer places a view) at which a view
    /// moving from column `from` to column `to` stands when fraction `x` of the time passed.
    public func column(from: Double, to: Double, at x: Double) -> Int {
        Int((from + (to - from) * y(at: x)).rounded(.down))
    }
}
