import Foundation

/// The smallest piece of a compositional layout: one cell's size relative to its group, as
/// `NSCollectionLayoutItem` (Apple: "NSCollectionLayoutItem"). `contentInsets` shrink the
/// cell inside the space the item takes.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject, NSCopying {
    public let layoutSize: NSCollectionLayoutSize
    /// Supplementary items attached to the item (kept; not laid out by this UIKit yet).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Space inside the item around its cell, in points (default zero).
    open var contentInsets = NSDirectionalEdgeInsets.zero

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The cell frames this element holds when it takes `size` (device points), relative to
    /// its own origin: one for an item, its subitems' for a group.
    func _slots(size: CGSize, view: UIView?) -> [CGRect] {
        let i = _deviceInsets(contentInsets, view)
        return [CGRect(x: i.leading, y: i.top, width: max(0, size.width - i.leading - i.trailing),
                       height: max(0, size.height - i.top - i.bottom))]
    }

    func _deviceInsets(_ insets: NSDirectionalEdgeInsets, _ view: UIView?) -> NSDirectionalEdgeInsets {
        view?._deviceInsets(insets) ?? insets
    }
}
