import Foundation

/// A view that scrolls its content, as `UIScrollView`. `contentOffset` is `bounds.origin`,
/// in points; it stays within `0…contentSize - bounds.size` (plus insets).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    open var contentSize: CGSize = .zero { didSet { if contentSize != oldValue { _clampOffset(); setNeedsLayout(); _setNeedsRecompose() } } }
    open var contentInset: UIEdgeInsets = .zero
    open var isScrollEnabled = true
    open var showsVerticalScrollIndicator = true
    open var alwaysBounceVertical = false
    open weak var delegate: UIScrollViewDelegate?

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
        let inset = adjustedContentInset
        return CGPoint(x: max(-inset.left, contentSize.width + inset.right - bounds.width),
                       y: max(-inset.top, contentSize.height + inset.bottom - bounds.height))
    }

    /// The insets the content is laid out with, as `adjustedContentInset`: `contentInset`
    /// plus, while its refresh control refreshes, the control's height at the top.
    public var adjustedContentInset: UIEdgeInsets {
        var inset = contentInset
        if let rc = refreshControl, rc.isRefreshing { inset.top += rc._height }
        return inset
    }

    func _clamped(_ p: CGPoint) -> CGPoint {
        let m = maximumContentOffset, inset = adjustedContentInset
        return CGPoint(x: min(max(p.x, -inset.left), m.x), y: min(max(p.y, -inset.top - _pullAllowance), m.y))
    }

    // MARK: Refresh control

    /// The refresh control above the content, as `refreshControl`: setting one puts it
    /// at the top of the scroll view (above the content's top edge); nil takes it away.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            if let old = oldValue, old.superview === self { old.removeFromSuperview(); old._scrollView = nil }
            if let rc = refreshControl {
                rc._scrollView = self
                insertSubview(rc, at: 0)
                _layoutRefreshControl()
            }
            _clampOffset()
        }
    }

    /// How far past the top a drag may pull the content now (points).
    var _pullAllowance: CGFloat {
        guard isDragging, let rc = refreshControl, !rc.isRefreshing else { return 0 }
        return _pullThreshold * 1.5
    }

    /// How far past the top a pull starts a refresh: 130 iPhone points in this device's.
    var _pullThreshold: CGFloat {
        let m = layoutMetrics
        return max(refreshControl?._height ?? 1, m.length(130, from: .iPhonePoints, vertical: true))
    }

    func _layoutRefreshControl() {
        guard let rc = refreshControl else { return }
        let h = rc._height
        let top = contentInset.top
        rc.frame = CGRect(x: bounds.minX, y: -top - h, width: bounds.width, height: h)
    }

    /// The control started or ended: the content's top moves by its height; `showing`
    /// keeps the control in sight (a user's pull).
    func _refreshStateDidChange(showing: Bool) {
        _layoutRefreshControl()
        let top = -adjustedContentInset.top
        if showing || contentOffset.y < top {
            setContentOffset(CGPoint(x: contentOffset.x, y: top), animated: false)
        } else if contentOffset.y <= -contentInset.top, refreshControl?.isRefreshing == false {
            setContentOffset(CGPoint(x: contentOffset.x, y: -contentInset.top), animated: false)
        }
        _clampOffset()
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

    // MARK: Dragging

    /// The recognizer that scrolls the content with a drag, as `panGestureRecognizer`. It
    /// begins only when the content can scroll (`isScrollEnabled`, content larger than the
    /// view or `alwaysBounceVertical`); when it begins it cancels the touch in the content
    /// (a pressed row goes back to normal and is not selected). Scrolling follows the
    /// finger and stops when it lifts (no deceleration or bounce).
    public var panGestureRecognizer: UIPanGestureRecognizer {
        _installOwnGestureRecognizers()
        return _pan
    }
    private lazy var _pan: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer()
        pan.addTarget(self, action: UIScrollView._handlePan)
        return pan
    }()
    private var _panInstalled = false
    private var _dragStartOffset: CGPoint = .zero

    /// True while the user drags the content, as `isDragging`.
    public private(set) var isDragging = false

    override func _installOwnGestureRecognizers() {
        guard !_panInstalled else { return }
        _panInstalled = true
        addGestureRecognizer(_pan)
    }

    func _isOwnPan(_ r: UIGestureRecognizer) -> Bool { _panInstalled && r === _pan }

    /// The scroll view's own pan begins only when there is something to scroll.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard _isOwnPan(gestureRecognizer) else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        let m = maximumContentOffset
        let vertical = m.y > -contentInset.top || alwaysBounceVertical || refreshControl != nil
        let horizontal = m.x > -contentInset.left
        return isScrollEnabled && (vertical || horizontal)
    }

    private func _handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            _dragStartOffset = contentOffset
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            _followDrag(pan)
        case .changed:
            _followDrag(pan)
        case .ended, .cancelled:
            _followDrag(pan)
            isDragging = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            // Let go past the top: the content springs back (to below a refreshing control).
            _clampOffset()
        default:
            break
        }
    }

    /// The content moves with the finger: the offset is where it started minus the
    /// translation (in window coordinates, which scrolling does not move).
    private func _followDrag(_ pan: UIPanGestureRecognizer) {
        let t = pan.translation(in: nil)
        setContentOffset(CGPoint(x: _dragStartOffset.x - t.x, y: _dragStartOffset.y - t.y), animated: false)
        if let rc = refreshControl, !rc.isRefreshing, isDragging,
           contentOffset.y <= -contentInset.top - _pullThreshold {
            rc._userDidPull()
        }
    }

    /// The mouse wheel: 3 rows per notch (`deltaY` > 0 shows what is below).
    func _scrollByWheel(dx: Int, dy: Int) {
        if dy < 0, let rc = refreshControl, !rc.isRefreshing, contentOffset.y <= -contentInset.top {
            rc._userDidPull()
            return
        }
        setContentOffset(CGPoint(x: contentOffset.x + CGFloat(dx * 3), y: contentOffset.y + CGFloat(dy * 3)), animated: false)
    }
}
