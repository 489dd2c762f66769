import Foundation

/// One prepared section of a compositional layout (device points, content coordinates):
/// item `i` is slot `i % slots.count` of group `i / slots.count`.
struct _CompositionalSection {
    var count: Int
    /// Where the section starts (its gap and headers) and how long it is, vertically.
    var start: CGFloat
    var length: CGFloat = 0
    /// The content's left edge and the first group's top.
    var leading: CGFloat = 0
    var itemsStart: CGFloat = 0
    var contentWidth: CGFloat = 0
    var groupSize: CGSize = .zero
    var slots: [CGRect] = []
    var interGroupSpacing: CGFloat = 0
    var orthogonal: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers and footers: kind, frame, whether it pins to the top of the visible area.
    var supplementaries: [(kind: String, frame: CGRect, pins: Bool)] = []

    init(count: Int, start: CGFloat) {
        self.count = count
        self.start = start
    }

    var groups: Int { slots.isEmpty ? 0 : (count + slots.count - 1) / slots.count }

    /// The width of the row of an orthogonal section's groups.
    var rowWidth: CGFloat {
        let g = groups
        return g > 0 ? CGFloat(g) * groupSize.width + CGFloat(g - 1) * interGroupSpacing : 0
    }

    /// The frame of item `i` (an orthogonal section shifted left by `offset`).
    func frame(_ i: Int, offset: CGFloat) -> CGRect {
        let k = slots.count, g = i / k, slot = slots[i % k]
        if orthogonal == .none {
            return slot.offsetBy(dx: leading, dy: itemsStart + CGFloat(g) * (groupSize.height + interGroupSpacing))
        }
        return slot.offsetBy(dx: leading + CGFloat(g) * (groupSize.width + interGroupSpacing) - offset, dy: itemsStart)
    }

    /// The items of the groups that meet `rect` (an orthogonal section shifted by `offset`).
    func items(in rect: CGRect, offset: CGFloat) -> Range<Int> {
        guard count > 0, !slots.isEmpty else { return 0..<0 }
        let k = slots.count
        let (lo, hi, size, origin): (CGFloat, CGFloat, CGFloat, CGFloat) = orthogonal == .none
            ? (rect.minY, rect.maxY, groupSize.height, itemsStart)
            : (rect.minX + offset, rect.maxX + offset, groupSize.width, leading)
        if orthogonal != .none, rect.maxY <= itemsStart || rect.minY >= itemsStart + groupSize.height { return 0..<0 }
        let step = max(1e-9, size + interGroupSpacing)
        let first = max(0, Int(((lo - origin - size) / step).rounded(.down)) + 1)
        let last = min(groups - 1, Int(((hi - origin) / step).rounded(.down)))
        guard first <= last else { return 0..<0 }
        return (first * k)..<min(count, (last + 1) * k)
    }
}
