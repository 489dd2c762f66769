import Foundation

/// The object that places a collection view's cells and supplementary views, as
/// `UICollectionViewLayout` (Apple: "UICollectionViewLayout"), an abstract class: subclass
/// it (or use `UICollectionViewFlowLayout` / `UICollectionViewCompositionalLayout`).
///
/// The collection view calls `prepare()` once after the layout is invalidated (a reload, a
/// batch update, `invalidateLayout()`, or a bounds change for which
/// `shouldInvalidateLayout(forBoundsChange:)` says yes), then reads
/// `collectionViewContentSize` and asks `layoutAttributesForElements(in:)` for the visible
/// rectangle on every pass: a layout that answers from the rectangle alone keeps scrolling
/// proportional to what is on screen.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view that uses this layout (set when the layout is assigned).
    public internal(set) weak var collectionView: UICollectionView?

    /// True until the next `prepare()` after an invalidation.
    var _needsPrepare = true

    public override init() { super.init() }

    /// Computes what the layout needs before attributes are asked for. Call `super`.
    open func prepare() {}

    /// The size of all content, in points (default zero).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect` (content coordinates).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item's cell.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a decoration view.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds (a scroll or a resize) needs a new
    /// `prepare()` (default false).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout to be prepared again at the next layout pass of the collection view.
    open func invalidateLayout() {
        _needsPrepare = true
        collectionView?.setNeedsLayout()
        collectionView?.setNeedsDisplay()
    }

    /// Where scrolling that would stop at `proposedContentOffset` stops (default: there).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    /// Told the updates of a batch before they are laid out.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    /// Told after the updates of a batch are laid out.
    open func finalizeCollectionViewUpdates() {}

    // MARK: Used by the collection view

    /// Whether cells are measured (`preferredLayoutAttributesFitting`) and their sizes kept.
    var _selfSizesItems: Bool { false }
    /// A cell measured its preferred attributes; returns whether the layout changed.
    func _recordPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes,
                                    for original: UICollectionViewLayoutAttributes) -> Bool { false }
    /// The layout's keyboard scrolling of a section that scrolls on its own (orthogonal
    /// sections); returns whether it scrolled to show `frame`.
    func _scrollSectionToShow(_ indexPath: IndexPath, frame: CGRect) -> Bool { false }
}
