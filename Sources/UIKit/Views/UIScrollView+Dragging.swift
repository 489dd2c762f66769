import Foundation

/// The scroll view's own pan: a touch going down stops a deceleration in progress, as
/// UIKit's does (UIKit's is a private subclass too).
@MainActor
final class _UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let scroll = view as? UIScrollView, scroll._motion != nil, scroll._motion?.kind != .zoom {
            scroll._stopMotion()
        }
        super.touchesBegan(touches, with: event)
    }
}

// Dragging: the content follows the finger, with UIKit's rubber band past an edge; on
// release it decelerates, settles on a page or springs back.
extension UIScrollView {
    /// Whether a drag moves the content up and down: content taller than the view,
    /// `alwaysBounceVertical`, or a refresh control to pull.
    var _scrollsVertically: Bool {
        maximumContentOffset.y > -contentInset.top || alwaysBounceVertical || refreshControl != nil
    }
    /// Whether a drag moves the content sideways.
    var _scrollsHorizontally: Bool { maximumContentOffset.x > -contentInset.left || alwaysBounceHorizontal }

    func _handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            _willScrollByUser?()
            _stopMotion()
            _dragStartOffset = contentOffset
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            _followDrag(pan)
        case .changed:
            _followDrag(pan)
        case .ended, .cancelled:
            _followDrag(pan)
            let v = pan.state == .ended ? pan.velocity(in: nil) : .zero
            // The scroll view's velocity is the finger's reversed, per millisecond.
            var velocity = CGPoint(x: 0 - v.x / 1000, y: 0 - v.y / 1000)
            if !_scrollsHorizontally { velocity.x = 0 }
            if !_scrollsVertically { velocity.y = 0 }
            _endDrag(velocity: velocity)
        default:
            break
        }
    }

    /// The content moves with the finger: the offset is where it started minus the
    /// translation (in window coordinates, which scrolling does not move). Past an edge
    /// it moves less and less (`bounces`), or stops there; at the top a refresh control
    /// lets it follow the finger up to one and a half times its pull threshold.
    private func _followDrag(_ pan: UIPanGestureRecognizer) {
        let t = pan.translation(in: nil)
        let raw = CGPoint(x: _dragStartOffset.x - t.x, y: _dragStartOffset.y - t.y)
        let lo = _minimumContentOffset, hi = maximumContentOffset
        var p = CGPoint.zero
        p.x = _scrollsHorizontally
            ? _rubberBand(raw.x, lo: lo.x, hi: hi.x, dimension: bounds.width, bounces: bounces) : contentOffset.x
        if refreshControl.map({ !$0.isRefreshing }) == true, raw.y < lo.y {
            p.y = max(raw.y, lo.y - _pullAllowance)
        } else {
            p.y = _scrollsVertically
                ? _rubberBand(raw.y, lo: lo.y, hi: hi.y, dimension: bounds.height, bounces: bounces) : contentOffset.y
        }
        _setOffset(_onDeviceGrid(p))
        if let rc = refreshControl, !rc.isRefreshing, isDragging,
           contentOffset.y <= -contentInset.top - _pullThreshold {
            rc._userDidPull()
        }
    }

    /// UIKit's rubber band: `d` points past an edge show as `(1 - 1 / (d × 0.55 / D + 1)) × D`
    /// (D the view's size along the axis), so the content never leaves more than D.
    func _rubberBand(_ raw: CGFloat, lo: CGFloat, hi: CGFloat, dimension: CGFloat, bounces: Bool) -> CGFloat {
        let d = max(1, dimension)
        func band(_ over: CGFloat) -> CGFloat { (1 - 1 / (over * 0.55 / d + 1)) * d }
        if raw < lo { return bounces ? lo - band(lo - raw) : lo }
        if raw > hi { return bounces ? hi + band(raw - hi) : hi }
        return raw
    }

    /// The finger lifted with `velocity` (points per millisecond): where the content
    /// comes to rest (the flick's projection, a page, or the edge it was pulled past),
    /// the delegate's `willEndDragging` (which may move it), `didEndDragging`, and the
    /// deceleration to it when it is at least half a pixel away.
    func _endDrag(velocity: CGPoint) {
        let current = contentOffset
        let rate = isPagingEnabled ? DecelerationRate.fast.rawValue : decelerationRate.rawValue
        var target: CGPoint
        if isPagingEnabled {
            target = _pageTarget(velocity: velocity)
        } else {
            let reach = -1 / log(rate)   // milliseconds: distance = velocity × reach
            target = _restingOffset(CGPoint(x: current.x + velocity.x * reach, y: current.y + velocity.y * reach))
        }
        target = _onDeviceGrid(target)
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        isDragging = false
        target = _restingOffset(target)
        let distance = hypot(target.x - current.x, target.y - current.y)
        let decelerate = distance >= _restThreshold && window?._application != nil
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        guard decelerate else {
            _setOffset(target)
            _clampOffset()
            return
        }
        delegate?.scrollViewWillBeginDecelerating(self)
        let duration = _ScrollMotion.decelerationDuration(distance: distance, rate: rate, threshold: _restThreshold)
        if !_startMotion(.deceleration, to: target, duration: max(duration, 1.0 / 60.0),
                         progress: _ScrollMotion.decelerationProgress(rate: rate, duration: duration)) {
            _setOffset(target)
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    /// The page a paging drag settles on, one view's size per page: the page nearest to
    /// where the flick would carry the content at `decelerationRate`, at most one page
    /// from the page the drag started on (a slow release: the nearest page; a flick: the
    /// next one). The content then moves there at the `.fast` rate.
    private func _pageTarget(velocity: CGPoint) -> CGPoint {
        let reach = -1 / log(decelerationRate.rawValue)
        let lo = _minimumContentOffset, hi = maximumContentOffset
        func axis(_ offset: CGFloat, _ v: CGFloat, _ start: CGFloat, _ size: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
            guard size > 0 else { return offset }
            let startPage = (start / size).rounded()
            var page = ((offset + v * reach) / size).rounded()
            page = min(max(page, startPage - 1), startPage + 1)
            let last = (hi / size).rounded(.up)
            page = min(max(page, (lo / size).rounded(.down)), last)
            return min(max(page * size, lo), hi)
        }
        return CGPoint(x: axis(contentOffset.x, velocity.x, _dragStartOffset.x, bounds.width, lo.x, hi.x),
                       y: axis(contentOffset.y, velocity.y, _dragStartOffset.y, bounds.height, lo.y, hi.y))
    }
}
