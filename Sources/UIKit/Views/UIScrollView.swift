import Foundation

/// A view that scrolls its content, as `UIScrollView`. `contentOffset` is `bounds.origin`,
/// in points; it stays within `0…contentSize - bounds.size` (plus insets).
@MainActor
open class UIScrollView: UIView {
    open var contentSize: CGSize = .zero { didSet { if contentSize != oldValue { _clampOffset(); setNeedsLayout(); _setNeedsRecompose() } } }
    open var contentInset: UIEdgeInsets = .zero
    open var isScrollEnabled = true
    open var showsVerticalScrollIndicator = true
    open var alwaysBounceVertical = false
    public weak var delegate: UIScrollViewDelegate?

    public required init?(coder: NSCoder) { super.init(coder: coder); clipsToBounds = true }
    public override init(frame: CGRect) { super.init(frame: frame); clipsToBounds = true }

    /// The point of the content shown at the view's top-left corner, in points.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        let clamped = _clamped(offset)
        guard clamped != bounds.origin else { return }
        var b = bounds
        b.origin = clamped
        bounds = b
        setNeedsLayout()
        _didScroll()
    }

    /// Called after every change of `contentOffset` (subclasses lay out here; the
    /// delegate hears `scrollViewDidScroll`).
    func _didScroll() {
        delegate?.scrollViewDidScroll(self)
    }

    /// The largest offset that still shows content.
    public var maximumContentOffset: CGPoint {
        CGPoint(x: max(-contentInset.left, contentSize.width + contentInset.right - bounds.width),
                y: max(-contentInset.top, contentSize.height + contentInset.bottom - bounds.height))
    }

    func _clamped(_ p: CGPoint) -> CGPoint {
        let m = maximumContentOffset
        return CGPoint(x: min(max(p.x, -contentInset.left), m.x), y: min(max(p.y, -contentInset.top), m.y))
    }
    func _clampOffset() {
        let c = _clamped(bounds.origin)
        if c != bounds.origin { var b = bounds; b.origin = c; bounds = b; _didScroll() }
    }

    /// Scrolls so `rect` (content coordinates) is visible, as `scrollRectToVisible(_:animated:)`.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var o = contentOffset
        if rect.minY < o.y { o.y = rect.minY } else if rect.maxY > o.y + bounds.height { o.y = rect.maxY - bounds.height }
        if rect.minX < o.x { o.x = rect.minX } else if rect.maxX > o.x + bounds.width { o.x = rect.maxX - bounds.width }
        setContentOffset(o, animated: animated)
    }

    /// The mouse wheel: 3 rows per notch (`deltaY` > 0 shows what is below).
    func _scrollByWheel(dx: Int, dy: Int) {
        setContentOffset(CGPoint(x: contentOffset.x + CGFloat(dx * 3), y: contentOffset.y + CGFloat(dy * 3)), animated: false)
    }
}
