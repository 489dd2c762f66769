import Foundation

/// Where and how a layout places one element (cell, supplementary or decoration view), as
/// `UICollectionViewLayoutAttributes` (Apple: "UICollectionViewLayoutAttributes"). Frames
/// are in the collection view's content coordinates, in points.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's frame in content coordinates.
    open var frame: CGRect = .zero
    /// The centre of `frame`.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of `frame` (the centre stays where it is).
    open var size: CGSize {
        get { frame.size }
        set { let c = center; frame.size = newValue; center = c }
    }
    /// The element's bounds (origin zero, `size`).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    open var alpha: CGFloat = 1
    open var isHidden = false
    /// Order of overlapping elements (higher in front).
    open var zIndex = 0
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Cell, supplementary view or decoration view.
    public private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view (nil for a cell).
    public private(set) var representedElementKind: String?
    /// Which sides a self-sizing cell fits to its content (`preferredLayoutAttributesFitting`):
    /// both in a flow layout, the estimated ones in a compositional layout.
    var _fitsWidth = true
    var _fitsHeight = true

    public override init() { super.init() }

    /// Attributes for the cell of the item at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` (e.g. a section header).
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated {
            let c = UICollectionViewLayoutAttributes()
            c.frame = frame
            c.alpha = alpha
            c.isHidden = isHidden
            c.zIndex = zIndex
            c.indexPath = indexPath
            c.representedElementCategory = representedElementCategory
            c.representedElementKind = representedElementKind
            c._fitsWidth = _fitsWidth
            c._fitsHeight = _fitsHeight
            return c
        }
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { _description }
    }

    private var _description: String {
        let kind = representedElementKind.map { "; kind = \($0)" } ?? ""
        return "<\(String(describing: type(of: self))): \(addressString(self)); index path: (\(indexPath)); frame = (\(frame.minX) \(frame.minY); \(frame.width) \(frame.height))\(kind)>"
    }
}
