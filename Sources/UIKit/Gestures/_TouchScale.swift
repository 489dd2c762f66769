import Foundation
import UIKitEngine

/// Converts UIKit's touch thresholds, which are a phone's points (a 10-point pan
/// hysteresis, 45 points between the taps of a double tap, 70 points of slack around a
/// control), into the points of the device at hand.
///
/// A phone's table row is 44 points; a device whose rows are `rowHeight` points tall has
/// `44 / rowHeight` phone points per point vertically, and horizontally that times its
/// point aspect (a terminal cell is half as wide as tall: 22 × 44 phone points). On a
/// device with phone points the scale is 1 (docs/DECISIONS.md, "Touch thresholds").
struct _TouchScale {
    /// Phone points per device point, horizontally and vertically.
    let x: CGFloat
    let y: CGFloat

    init(metrics: DeviceMetrics?) {
        let m = metrics ?? .characterCells
        let vertical = 44 / max(m.rowHeight, 0.0001)
        let aspect = m.pointAspect.height > 0 ? m.pointAspect.width / m.pointAspect.height : 1
        y = vertical
        x = vertical * aspect
    }

    /// The length of a movement of `dx × dy` device points, in phone points.
    func phoneDistance(dx: CGFloat, dy: CGFloat) -> CGFloat {
        ((dx * x) * (dx * x) + (dy * y) * (dy * y)).squareRoot()
    }

    /// `phonePoints` as device points along each axis.
    func devicePoints(_ phonePoints: CGFloat) -> CGSize { CGSize(width: phonePoints / x, height: phonePoints / y) }
}
