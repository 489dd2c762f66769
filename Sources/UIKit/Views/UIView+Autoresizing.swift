import Foundation

/// Autoresizing: how a view's frame follows its superview's size (`autoresizingMask`),
/// as UIKit applies it when the superview's bounds change.
extension UIView {
    /// Options for resizing a view when its superview's bounds change, as `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    func _boundsSizeDidChange(from oldSize: CGSize) {
        if autoresizesSubviews {
            // A view laid out by constraints ignores its mask (UIKit).
            for sub in subviews where !sub.autoresizingMask.isEmpty && sub.translatesAutoresizingMaskIntoConstraints {
                sub._resize(withOldSuperviewSize: oldSize, newSize: _bounds.size)
            }
        }
        if contentMode == .redraw { setNeedsDisplay() }
        setNeedsLayout()
    }

    /// Applies `autoresizingMask` after the superview's size changed from `old` to `new`.
    /// When several parts of an axis are flexible, the change is shared among them in
    /// proportion to their current lengths (UIKit's documented behaviour: "distribute the
    /// size difference proportionally among the flexible portions"); evenly when those
    /// lengths are all zero.
    func _resize(withOldSuperviewSize old: CGSize, newSize new: CGSize) {
        var f = frame
        func distribute(_ delta: CGFloat, superLength: CGFloat, flexLead: Bool, flexSize: Bool, flexTrail: Bool,
                        origin: inout CGFloat, size: inout CGFloat) {
            let parts = [(flexLead, origin), (flexSize, size), (flexTrail, superLength - origin - size)].filter { $0.0 }
            guard !parts.isEmpty, delta != 0 else { return }
            let total = parts.reduce(CGFloat(0)) { $0 + max(0, $1.1) }
            func share(_ length: CGFloat) -> CGFloat {
                total > 0 ? delta * max(0, length) / total : delta / CGFloat(parts.count)
            }
            let leadShare = flexLead ? share(origin) : 0
            let sizeShare = flexSize ? share(size) : 0
            origin += leadShare
            size = max(0, size + sizeShare)
        }
        let m = autoresizingMask
        var x = f.origin.x, w = f.size.width, y = f.origin.y, h = f.size.height
        distribute(new.width - old.width, superLength: old.width, flexLead: m.contains(.flexibleLeftMargin), flexSize: m.contains(.flexibleWidth),
                   flexTrail: m.contains(.flexibleRightMargin), origin: &x, size: &w)
        distribute(new.height - old.height, superLength: old.height, flexLead: m.contains(.flexibleTopMargin), flexSize: m.contains(.flexibleHeight),
                   flexTrail: m.contains(.flexibleBottomMargin), origin: &y, size: &h)
        f = CGRect(x: x, y: y, width: w, height: h)
        frame = f
    }
}
