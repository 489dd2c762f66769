import Foundation

/// Settings of a whole compositional layout, as `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, NSCopying {
    /// The direction sections follow one another (this UIKit lays out `.vertical` only; a
    /// horizontal configuration is laid out vertically, see docs/DECISIONS.md).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between sections, in points (default 0).
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public override init() { super.init() }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}
