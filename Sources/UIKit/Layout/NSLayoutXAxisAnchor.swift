import Foundation

/// An anchor for horizontal positions (left, right, leading, trailing, centerX and their
/// margin forms), as `NSLayoutXAxisAnchor`.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (`DeviceMetrics.systemSpacing`: 8 points on an iPhone, 1 cell on a terminal).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, systemSpacingTimes: multiplier)
    }
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, systemSpacingTimes: multiplier)
    }
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, systemSpacingTimes: multiplier)
    }
    /// The distance from this anchor to `otherAnchor` (positive when it lies further right),
    /// as a dimension to constrain, as `anchorWithOffset(to:)`.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        offsetDimension(to: otherAnchor, attribute: .width)
    }
}
