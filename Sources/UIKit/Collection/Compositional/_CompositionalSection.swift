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
    /// Self-sizing (a vertical section whose group height is estimated): cells are
    /// measured for their height. `groupTops[g]` is group `g`'s top from `itemsStart`
    /// (`groupTops[groups]` the end of the last group plus a spacing), nil until a cell
    /// of the section was measured; `itemHeights` are the measured items' heights, which
    /// an item with an estimated height keeps and other items stretch to their group's.
    var fitsHeight = false
    var itemsKeepHeight = true
    var groupTops: [CGFloat]?
    var groupHeights: [CGFloat] = []
    var itemHeights: [Int: CGFloat] = [:]

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
            if let tops = groupTops {
                var f = slot.offsetBy(dx: leading, dy: itemsStart + tops[g])
                f.size.height = itemsKeepHeight ? (itemHeights[i] ?? slot.height) : groupHeights[g] - (groupSize.height - slot.height)
                return f
            }
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
        if orthogonal == .none, let tops = groupTops {
            // The first group ending below the top, the last starting above the bottom.
            let first = _partitionPoint(0..<groups) { itemsStart + tops[$0] + groupHeights[$0] <= lo }
            let end = _partitionPoint(0..<groups) { itemsStart + tops[$0] < hi }
            guard first < end else { return 0..<0 }
            return (first * k)..<min(count, end * k)
        }
        let step = max(1e-9, size + interGroupSpacing)
        let first = max(0, Int(((lo - origin - size) / step).rounded(.down)) + 1)
        let last = min(groups - 1, Int(((hi - origin) / step).rounded(.down)))
        guard first <= last else { return 0..<0 }
        return (first * k)..<min(count, (last + 1) * k)
    }

    /// Lays the groups out again from the measured heights (`itemHeights`); a group is as
    /// tall as its tallest item (measured, or its estimate) plus the group's insets.
    mutating func placeMeasuredGroups() {
        let k = slots.count, n = groups
        guard fitsHeight, k > 0, !itemHeights.isEmpty else { groupTops = nil; groupHeights = []; return }
        let extra = groupSize.height - (slots.map(\.height).max() ?? 0)
        var tops: [CGFloat] = [], heights: [CGFloat] = []
        tops.reserveCapacity(n + 1); heights.reserveCapacity(n)
        var y: CGFloat = 0
        for g in 0..<n {
            var tallest: CGFloat = 0
            for i in (g * k)..<min(count, (g + 1) * k) { tallest = max(tallest, itemHeights[i] ?? slots[i - g * k].height) }
            tops.append(y)
            heights.append(tallest + extra)
            y += tallest + extra + interGroupSpacing
        }
        tops.append(y)
        groupTops = tops
        groupHeights = heights
    }

    /// The items' height along the section (all groups).
    var itemsLength: CGFloat {
        let n = groups
        guard n > 0 else { return 0 }
        if orthogonal != .none { return groupSize.height }
        if let tops = groupTops { return tops[n] - interGroupSpacing }
        return CGFloat(n) * groupSize.height + CGFloat(n - 1) * interGroupSpacing
    }
}
