import Foundation

/// A view that scrolls its content, as `UIScrollView`. `contentOffset` is `bounds.origin`,
/// in points; set from code it stays within `0…contentSize - bounds.size` (plus insets).
///
/// - Dragging (`panGestureRecognizer`) moves the content with the finger; past an edge
///   it follows with resistance when `bounces` (UIKit's rubber band), and on release it
///   decelerates at `decelerationRate` per millisecond, settles on a page
///   (`isPagingEnabled`) or springs back to the edge (UIScrollView+Dragging.swift).
/// - `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)` animate
///   when asked and then send `scrollViewDidEndScrollingAnimation`.
/// - Zooming scales `viewForZooming(in:)` between `minimumZoomScale` and
///   `maximumZoomScale` (UIScrollView+Zooming.swift).
/// - The wheel, PageUp/PageDown, Home and End scroll (UIScrollView+Input.swift).
///
/// Source: Apple's UIScrollView and UIScrollViewDelegate documentation.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            if !_isZoomingLayout { _clampOffset() }
            setNeedsLayout(); _setNeedsRecompose()
        }
    }
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            delegate?.scrollViewDidChangeAdjustedContentInset(self)
        }
    }
    open var isScrollEnabled = true
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    /// Whether a drag may pull the content past its edges and it springs back, as
    /// `bounces` (default true).
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    /// Whether the content comes to rest on multiples of the view's size, as
    /// `isPagingEnabled`.
    open var isPagingEnabled = false
    /// How quickly the content slows after a flick, as `decelerationRate`: the part of
    /// the velocity kept per millisecond (`.normal` 0.998, `.fast` 0.99).
    open var decelerationRate: DecelerationRate = .normal
    /// Whether the scroll-to-top gesture scrolls this view, as `scrollsToTop`.
    open var scrollsToTop = true
    open weak var delegate: UIScrollViewDelegate?

    public required init?(coder: NSCoder) { super.init(coder: coder); clipsToBounds = true }
    public override init(frame: CGRect) { super.init(frame: frame); clipsToBounds = true }

    /// The point of the content shown at the view's top-left corner, in points.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Moves the content to `offset` (kept within the content), as
    /// `setContentOffset(_:animated:)`. Animated, it moves over 0.3 s, easing in and out,
    /// with `scrollViewDidScroll` per frame and `scrollViewDidEndScrollingAnimation`
    /// at the end; a deceleration or animation in progress stops.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        _stopMotion()
        let clamped = _clamped(offset)
        guard clamped != bounds.origin else { return }
        if animated, _startMotion(.animation, to: clamped, duration: 0.3, progress: { UIViewAnimationCurve.easeInOut.apply($0) }) {
            return
        }
        _setOffset(clamped)
    }

    /// Puts the content at `offset` as it is (no clamping): a layout pass and
    /// `scrollViewDidScroll` when it changed.
    func _setOffset(_ offset: CGPoint) {
        guard offset != bounds.origin else { return }
        var b = bounds
        b.origin = offset
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
        return CGPoint(x: max(0 - inset.left, contentSize.width + inset.right - bounds.width),
                       y: max(0 - inset.top, contentSize.height + inset.bottom - bounds.height))
    }

    /// The smallest offset: the content's top-left corner less the insets.
    var _minimumContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: 0 - inset.left, y: 0 - inset.top)   // 0 - 0 is +0, never -0
    }

    /// The insets the content is laid out with, as `adjustedContentInset`: `contentInset`
    /// plus, while its refresh control refreshes, the control's height at the top.
    public var adjustedContentInset: UIEdgeInsets {
        var inset = contentInset
        if let rc = refreshControl, rc.isRefreshing { inset.top += rc._height }
        return inset
    }

    func _clamped(_ p: CGPoint) -> CGPoint {
        let m = maximumContentOffset, lo = _minimumContentOffset
        return CGPoint(x: min(max(p.x, lo.x), m.x), y: min(max(p.y, lo.y - _pullAllowance), m.y))
    }

    /// Where content at `p` comes to rest: within the content, no pull allowance.
    func _restingOffset(_ p: CGPoint) -> CGPoint {
        let m = maximumContentOffset, lo = _minimumContentOffset
        return CGPoint(x: min(max(p.x, lo.x), m.x), y: min(max(p.y, lo.y), m.y))
    }

    /// `p` on the device's grid: whole pixels (whole cells on a terminal).
    func _onDeviceGrid(_ p: CGPoint) -> CGPoint {
        let s = max(1, layoutMetrics.scale)
        return CGPoint(x: (p.x * s).rounded() / s + 0, y: (p.y * s).rounded() / s + 0)   // + 0: no -0
    }

    /// Half a device pixel: movements shorter than this are not animated.
    var _restThreshold: CGFloat { 0.5 / max(1, layoutMetrics.scale) }

    /// Whether the device is a character terminal (a point is a cell).
    var _isCharacterGrid: Bool { layoutMetrics.characterCellSize == CGSize(width: 1, height: 1) }

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
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        let top = -adjustedContentInset.top
        if showing || contentOffset.y < top {
            setContentOffset(CGPoint(x: contentOffset.x, y: top), animated: false)
        } else if contentOffset.y <= -contentInset.top, refreshControl?.isRefreshing == false {
            setContentOffset(CGPoint(x: contentOffset.x, y: -contentInset.top), animated: false)
        }
        _clampOffset()
    }
    func _clampOffset() {
        guard !isDragging, _motion == nil else { return }
        let c = _clamped(bounds.origin)
        if c != bounds.origin { var b = bounds; b.origin = c; bounds = b; _didScroll() }
    }

    /// Scrolls the least distance that makes `rect` (content coordinates) visible, as
    /// `scrollRectToVisible(_:animated:)`; a rect taller or wider than the view shows its
    /// top or leading edge. Nothing moves when it is visible already.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var o = contentOffset
        if rect.minY < o.y || rect.height > bounds.height { o.y = rect.minY }
        else if rect.maxY > o.y + bounds.height { o.y = rect.maxY - bounds.height }
        if rect.minX < o.x || rect.width > bounds.width { o.x = rect.minX }
        else if rect.maxX > o.x + bounds.width { o.x = rect.maxX - bounds.width }
        setContentOffset(o, animated: animated)
    }

    // MARK: State

    /// Whether the user has touched the content (the pan began and has not ended), as
    /// `isTracking`.
    public var isTracking: Bool { isDragging }
    /// True while the user drags the content, as `isDragging`.
    public internal(set) var isDragging = false
    /// True while the content moves on after the finger lifted, as `isDecelerating`.
    public var isDecelerating: Bool { _motion?.kind == .deceleration }

    // MARK: Motion and zoom state (used by the extensions)

    /// The deceleration or animation moving the content now.
    var _motion: _ScrollMotion?
    /// While true, a new `contentSize` does not clamp the offset (a zoom sets both).
    var _isZoomingLayout = false
    var _zoomScale: CGFloat = 1
    /// The zoom scale as it is now, as `zoomScale` (1 until zoomed).
    open var zoomScale: CGFloat {
        get { _zoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    /// The smallest scale a zoom reaches, as `minimumZoomScale` (default 1).
    open var minimumZoomScale: CGFloat = 1
    /// The largest scale a zoom reaches, as `maximumZoomScale` (default 1: no zooming).
    open var maximumZoomScale: CGFloat = 1
    /// Whether a zoom past the limits springs back, as `bouncesZoom` (kept; the zoom
    /// requests here are clamped to the limits, so nothing passes them).
    open var bouncesZoom = true
    /// True while an animated zoom runs, as `isZooming`.
    public var isZooming: Bool { _motion?.kind == .zoom }
    /// True while the zoom returns to a limit, as `isZoomBouncing` (never: requests are
    /// clamped to the limits).
    public var isZoomBouncing: Bool { false }

    // MARK: Dragging state (UIScrollView+Dragging.swift)

    lazy var _pan: UIPanGestureRecognizer = {
        let pan = _UIScrollViewPanGestureRecognizer()
        pan.addTarget(self, action: UIScrollView._handlePan)
        return pan
    }()
    var _panInstalled = false
    /// Called when the user starts to scroll (a drag begins, the wheel, a scroll key):
    /// an open row's swipe actions close.
    var _willScrollByUser: (() -> Void)?
    var _dragStartOffset: CGPoint = .zero

    /// The recognizer that scrolls the content with a drag, as `panGestureRecognizer`. It
    /// begins only when the content can scroll (`isScrollEnabled`, content larger than the
    /// view or `alwaysBounceVertical`/`alwaysBounceHorizontal`); when it begins it cancels
    /// the touch in the content (a pressed row goes back to normal and is not selected).
    /// A touch going down stops a deceleration.
    public var panGestureRecognizer: UIPanGestureRecognizer {
        _installOwnGestureRecognizers()
        return _pan
    }

    override func _installOwnGestureRecognizers() {
        guard !_panInstalled else { return }
        _panInstalled = true
        addGestureRecognizer(_pan)
    }

    func _isOwnPan(_ r: UIGestureRecognizer) -> Bool { _panInstalled && r === _pan }

    /// The scroll view's own pan begins only when there is something to scroll.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard _isOwnPan(gestureRecognizer) else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return isScrollEnabled && (_scrollsVertically || _scrollsHorizontally)
    }
}
