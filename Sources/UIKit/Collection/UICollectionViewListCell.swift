import Foundation

/// A cell for a list layout (`UICollectionViewCompositionalLayout.list(using:)`), as
/// `UICollectionViewListCell` (Apple: "UICollectionViewListCell").
///
/// It spans the list's width; `indentationLevel` × `indentationWidth` moves the content
/// view in from the leading edge (an outline's levels).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The outline level (0 at the top; default 0).
    open var indentationLevel: Int = 0 { didSet { setNeedsLayout() } }
    /// Points of indentation per level (default 2 points: two columns on a terminal).
    open var indentationWidth: CGFloat = 2 { didSet { setNeedsLayout() } }
    /// Whether the indentation applies to the content (default true).
    open var indentsAccessories = true

    open override func layoutSubviews() {
        super.layoutSubviews()
        let indent = CGFloat(max(0, indentationLevel)) * indentationWidth
        let frame = CGRect(x: indent, y: 0, width: max(0, bounds.width - indent), height: bounds.height)
        if contentView.frame != frame { contentView.frame = frame }
    }
}
