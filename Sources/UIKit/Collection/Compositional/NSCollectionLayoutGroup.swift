import Foundation

/// A run of items (or groups) laid out side by side, as `NSCollectionLayoutGroup` (Apple:
/// "NSCollectionLayoutGroup"): `horizontal` groups place their subitems left to right,
/// `vertical` ones top to bottom. A section repeats its group for as many items as there are.
///
/// Subitems take their size relative to the group. Without a count, the subitems are
/// repeated in order while the next one fits (at least one); with `count`, the group holds
/// exactly that many of its subitem, sharing the group's length equally after spacing.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    public let subitems: [NSCollectionLayoutItem]
    /// Space between subitems (default none).
    open var interItemSpacing: NSCollectionLayoutSpacing?
    let _horizontal: Bool
    let _count: Int?

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool, count: Int?) {
        self.subitems = subitems
        _horizontal = horizontal
        _count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Subitems left to right.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: true, count: nil)
    }
    /// `count` copies of `subitem` left to right, sharing the width.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: true, count: max(1, count))
    }
    /// `count` copies of `subitem` left to right (iOS 16's name).
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }
    /// Subitems top to bottom.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: false, count: nil)
    }
    /// `count` copies of `subitem` top to bottom, sharing the height.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: false, count: max(1, count))
    }
    /// `count` copies of `subitem` top to bottom (iOS 16's name).
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    override func _slots(size: CGSize, view: UIView?) -> [CGRect] {
        let inset = _deviceInsets(contentInsets, view)
        let inner = CGSize(width: max(0, size.width - inset.leading - inset.trailing), height: max(0, size.height - inset.top - inset.bottom))
        let extent = _horizontal ? inner.width : inner.height
        let spacing = interItemSpacing.map { view?._deviceLength($0.spacing, vertical: !_horizontal) ?? $0.spacing } ?? 0
        var placed: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        if let count = _count, let sub = subitems.first {
            let share = max(0, (extent - CGFloat(count - 1) * spacing) / CGFloat(count))
            let other = sub.layoutSize._resolve(in: inner, view: view)
            for _ in 0..<count {
                placed.append((sub, _horizontal ? CGSize(width: share, height: other.height) : CGSize(width: other.width, height: share)))
            }
        } else if !subitems.isEmpty {
            var used: CGFloat = 0, k = 0
            while placed.count < 1_000 {
                let sub = subitems[k % subitems.count]
                let s = sub.layoutSize._resolve(in: inner, view: view)
                let length = _horizontal ? s.width : s.height
                let need = placed.isEmpty ? length : used + spacing + length
                if !placed.isEmpty && need > extent + 1e-6 { break }
                if length <= 0 && !placed.isEmpty { break }
                placed.append((sub, s))
                used = need
                k += 1
                if length <= 0 { break }
            }
        }
        // Flexible spacing spreads what is left between the subitems.
        var gap = spacing
        if let s = interItemSpacing, s.isFlexibleSpacing, placed.count > 1 {
            let used = placed.reduce(0) { $0 + (_horizontal ? $1.size.width : $1.size.height) }
            gap = max(spacing, (extent - used) / CGFloat(placed.count - 1))
        }
        var out: [CGRect] = []
        var at: CGFloat = 0
        for p in placed {
            let origin = _horizontal ? CGPoint(x: inset.leading + at, y: inset.top) : CGPoint(x: inset.leading, y: inset.top + at)
            for r in p.item._slots(size: p.size, view: view) { out.append(r.offsetBy(dx: origin.x, dy: origin.y)) }
            at += (_horizontal ? p.size.width : p.size.height) + gap
        }
        return out
    }
}
