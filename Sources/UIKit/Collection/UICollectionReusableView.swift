import Foundation

/// A view a collection view shows and reuses: the base of cells and of supplementary views
/// (headers, footers), as `UICollectionReusableView` (Apple: "UICollectionReusableView").
///
/// The collection view makes registered classes with `init(frame:)` (a subclass's override
/// is reached through `init(_registeredFrame:)`), sets `reuseIdentifier`, gives the view
/// its frame from the layout (`apply(_:)`) and queues it when it leaves the screen;
/// `prepareForReuse()` runs when a queued view is dequeued again.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with (nil for a view the
    /// collection view did not make).
    public internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// How a collection view makes a view of a registered class: it calls `init(frame:)`,
    /// the subclass's override when it has one, as iOS does through the Objective-C
    /// runtime (Swift calls only `required` initialisers on a class value; docs/DECISIONS.md
    /// "Initialiser shapes"). Not for app code.
    public required convenience init(_registeredFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called just before a dequeue hands this queued view out again. Always call `super`.
    open func prepareForReuse() {}

    /// Applies the layout's attributes: frame, `alpha`, `isHidden`.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        if frame != layoutAttributes.frame { frame = layoutAttributes.frame }
        if alpha != layoutAttributes.alpha { alpha = layoutAttributes.alpha }
        if isHidden != layoutAttributes.isHidden { isHidden = layoutAttributes.isHidden }
    }

    /// The attributes the view would like (self-sizing): by default the given ones with the
    /// size the view's constraints need, when it has constraints. A flow layout's cells
    /// fit both sides to their content; a compositional layout's fit the estimated sides
    /// and keep the others (`systemLayoutSizeFitting` with `fittingSizeLevel` for a side
    /// that fits, `required` for one that stays, from the given size).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard _holdsConstraintsInSubtree else { return layoutAttributes }
        let given = layoutAttributes.size
        let fitsWidth = layoutAttributes._fitsWidth, fitsHeight = layoutAttributes._fitsHeight
        let fitted = systemLayoutSizeFitting(given, withHorizontalFittingPriority: fitsWidth ? .fittingSizeLevel : .required,
                                             verticalFittingPriority: fitsHeight ? .fittingSizeLevel : .required)
        let copy = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        copy.size = CGSize(width: fitsWidth ? max(1, fitted.width.rounded(.up)) : given.width,
                           height: fitsHeight ? max(1, fitted.height.rounded(.up)) : given.height)
        return copy
    }
}
