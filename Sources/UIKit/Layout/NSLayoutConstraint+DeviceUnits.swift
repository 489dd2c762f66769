import Foundation
import UIKitEngine

/// The constant as the device lays it out (docs/DECISIONS.md, "Points on a terminal: the
/// app's constants are converted, the screen's coordinates are the device's").
extension NSLayoutConstraint {
    /// Whether the attribute measures along the vertical axis.
    static func _isVertical(_ a: Attribute) -> Bool {
        switch a {
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins: return true
        default: return false
        }
    }

    /// `value` (a constant as the app wrote it, in its code's metrics) in the device's
    /// points, as the layout engine uses it. A constant UIKit made from the device's own
    /// metrics (system spacing, a stack view's converted spacing, an autoresizing pin, a
    /// scaled Interface Builder file) is used as it is. A constant of a width or height
    /// the constraint fixes alone (`equalToConstant:` and its relatives) is a size, and a
    /// non-zero size never rounds to nothing, so a 21-point label still gets a row.
    func _deviceConstant(_ value: CGFloat) -> CGFloat {
        if _constantIsInDeviceUnits || value == 0 { return value }
        guard let view = firstAnchor.owningView ?? secondAnchor?.owningView else { return value }
        let isSize = secondAnchor == nil && (firstAttribute == .width || firstAttribute == .height)
        return view._deviceLength(value, vertical: Self._isVertical(firstAttribute), atLeastOnePixel: isSize)
    }

    /// `self`, marked as made by UIKit in the device's own units.
    func _inDeviceUnits() -> NSLayoutConstraint {
        _constantIsInDeviceUnits = true
        return self
    }
}
