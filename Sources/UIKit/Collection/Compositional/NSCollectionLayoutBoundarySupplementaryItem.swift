import Foundation

/// A header or footer along a section's (or the whole layout's) edge, as
/// `NSCollectionLayoutBoundarySupplementaryItem`. `.top` (and the top corners) place it
/// before the section's content, `.bottom` after it; it spans the section's width when its
/// width is fractional.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    /// Whether a top header stays at the top of the visible area while its section scrolls.
    open var pinToVisibleBounds = false
    /// Whether the item adds to the section's length (default true).
    open var extendsBoundary = true

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.alignment = alignment
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// True for alignments on the leading (top) edge of a vertical section.
    var _isLeadingEdge: Bool { alignment == .top || alignment == .topLeading || alignment == .topTrailing }
}
