import Foundation

/// Insets that follow the layout direction, as `NSDirectionalEdgeInsets`: leading is the
/// left inset in a left-to-right layout and the right one in a right-to-left layout
/// (`UIView.effectiveUserInterfaceLayoutDirection`).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public static let zero = NSDirectionalEdgeInsets()

    /// Leading and trailing swapped (the same insets seen in the other direction).
    var mirrored: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: top, leading: trailing, bottom: bottom, trailing: leading) }
}

extension UIEdgeInsets {
    /// Left to right: leading is left (`UIView._absoluteInsets` applies the view's direction).
    init(_ d: NSDirectionalEdgeInsets) { self.init(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing) }
    var directional: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}
