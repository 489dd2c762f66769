import Foundation
import UIKitEngine

// The wheel, the keyboard and the scroll-to-top gesture.
extension UIScrollView {
    /// The mouse wheel, `dy` notches (positive shows what is below). A notch is three
    /// lines: on a terminal three rows at once; on a pixel device three body lines,
    /// gliding there at the `.fast` deceleration (notches that come while it glides add
    /// to where it goes). Only `scrollViewDidScroll` is sent, as for an iPad's mouse
    /// wheel. At the top, a wheel up with a refresh control starts it (a terminal's pull).
    func _scrollByWheel(dx: Int, dy: Int) {
        _willScrollByUser?()
        if dy < 0, let rc = refreshControl, !rc.isRefreshing, contentOffset.y <= -contentInset.top {
            rc._userDidPull()
            return
        }
        let line = layoutMetrics.bodyLineHeight
        if _isCharacterGrid || window?._application == nil {
            setContentOffset(CGPoint(x: contentOffset.x + CGFloat(dx * 3), y: contentOffset.y + CGFloat(dy * 3)), animated: false)
            return
        }
        let base = _motion?.kind == .wheel ? _motion!.to : contentOffset
        let target = _onDeviceGrid(_restingOffset(CGPoint(x: base.x + CGFloat(dx) * 3 * line, y: base.y + CGFloat(dy) * 3 * line)))
        _glide(to: target, kind: .wheel)
    }

    /// Moves to `target` with the `.fast` deceleration curve.
    private func _glide(to target: CGPoint, kind: _ScrollMotion.Kind) {
        let distance = hypot(target.x - contentOffset.x, target.y - contentOffset.y)
        let rate = DecelerationRate.fast.rawValue
        let duration = _ScrollMotion.decelerationDuration(distance: distance, rate: rate, threshold: _restThreshold)
        if duration <= 0 || !_startMotion(kind, to: target, duration: max(duration, 1.0 / 60.0),
                                          progress: _ScrollMotion.decelerationProgress(rate: rate, duration: duration)) {
            _stopMotion()
            _setOffset(target)
            if kind == .scrollToTop { delegate?.scrollViewDidScrollToTop(self) }
        }
    }

    /// Keys a scroll view answers when nothing inside it took them: PageDown/PageUp move
    /// a page less one line (a whole page with `isPagingEnabled`), Home shows the top (through the scroll-to-top rules, see
    /// `_scrollToTopGesture`), End the bottom; `+` and `-` zoom by 2× when the delegate
    /// has a view for zooming. Animated on a pixel device (`didEndScrollingAnimation`
    /// follows), at once on a terminal. Returns whether the key was used.
    func _handleScrollKey(_ key: UIKey) -> Bool {
        let animated = !_isCharacterGrid
        let line = layoutMetrics.bodyLineHeight
        switch key.keyCode {
        case .keyboardPageDown, .keyboardPageUp:
            guard _scrollsVertically else { return false }
            _willScrollByUser?()
            // A page less one line, so a line stays in sight; a paging view turns a whole page.
            let page = isPagingEnabled ? bounds.height : max(line, bounds.height - line)
            let step = page * (key.keyCode == .keyboardPageDown ? 1 : -1)
            setContentOffset(_onDeviceGrid(CGPoint(x: contentOffset.x, y: contentOffset.y + step)), animated: animated)
            return true
        case .keyboardHome:
            return _scrollToTopGesture()
        case .keyboardEnd:
            guard _scrollsVertically else { return false }
            setContentOffset(CGPoint(x: contentOffset.x, y: maximumContentOffset.y), animated: animated)
            return true
        default:
            guard delegate?.viewForZooming(in: self) != nil, maximumZoomScale > minimumZoomScale else { return false }
            switch key.characters {
            case "+", "=": setZoomScale(_zoomScale * 2, animated: animated); return true
            case "-": setZoomScale(_zoomScale / 2, animated: animated); return true
            default: return false
            }
        }
    }

    /// The scroll-to-top gesture on this view (iOS's tap on the status bar): nothing
    /// when `scrollsToTop` is false, the delegate's `scrollViewShouldScrollToTop` says
    /// no, or the top shows already; otherwise the content glides to the top and
    /// `scrollViewDidScrollToTop` follows. Returns whether it scrolled.
    @discardableResult
    func _scrollToTopGesture() -> Bool {
        let top = CGPoint(x: contentOffset.x, y: _minimumContentOffset.y)
        guard scrollsToTop, contentOffset.y > top.y, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        _glide(to: top, kind: .scrollToTop)
        return true
    }

    /// The scroll view the scroll-to-top gesture goes to in `window`: the only visible
    /// one with `scrollsToTop` (none when several have it, as on iPhone).
    static func _scrollToTopTarget(in window: UIWindow) -> UIScrollView? {
        var found: [UIScrollView] = []
        func visit(_ v: UIView) {
            guard !v.isHidden, v.alpha > 0, found.count < 2 else { return }
            if let s = v as? UIScrollView, s.scrollsToTop { found.append(s) }
            for sub in v.subviews { visit(sub) }
        }
        visit(window)
        return found.count == 1 ? found[0] : nil
    }
}

extension UIScrollView {
    /// The scroll view keys nobody handled go to in `window`: the nearest one around the
    /// focused view, else the first visible one in the window (front to back).
    static func _keyTarget(in window: UIWindow) -> UIScrollView? {
        var v: UIView? = window.focusedView
        while let cur = v {
            if let s = cur as? UIScrollView, s.isScrollEnabled, s.window === window { return s }
            v = cur.superview
        }
        func first(_ v: UIView) -> UIScrollView? {
            guard !v.isHidden, v.alpha > 0 else { return nil }
            if let s = v as? UIScrollView, s.isScrollEnabled { return s }
            for sub in v.subviews.reversed() { if let s = first(sub) { return s } }
            return nil
        }
        return first(window)
    }
}
