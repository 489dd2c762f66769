import Foundation

/// Insets that follow the layout direction, as `NSDirectionalEdgeInsets` (leading = left,
/// trailing = right: this UIKit lays out left to right only).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public static let zero = NSDirectionalEdgeInsets()
}

extension UIEdgeInsets {
    init(_ d: NSDirectionalEdgeInsets) { self.init(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing) }
    var directional: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}
