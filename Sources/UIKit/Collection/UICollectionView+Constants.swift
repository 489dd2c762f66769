import Foundation

// The collection view's nested types and constants.

extension UICollectionView {
    /// The axis content scrolls along, as `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable { case vertical = 0, horizontal }

    /// The kind of element a layout attribute describes, as `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable { case cell = 0, supplementaryView, decorationView }

    /// Where an item ends up when scrolled to, as `UICollectionView.ScrollPosition`: at most
    /// one vertical and one horizontal option; `[]` scrolls as little as shows the item.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a section header supplementary view, as `UICollectionView.elementKindSectionHeader`.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer supplementary view.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The element kind UIKit names a cell with in its messages.
    nonisolated static let _elementKindCell = "UICollectionElementKindCell"
}
