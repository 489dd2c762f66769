import Foundation

// Zooming: the delegate's `viewForZooming(in:)` is scaled by a transform, the content
// size follows its scaled size, and the offset keeps a chosen point of it in place.
extension UIScrollView {
    /// Zooms to `scale`, kept within `minimumZoomScale…maximumZoomScale`, about the
    /// centre of what is shown, as `setZoomScale(_:animated:)`. Nothing happens without a
    /// `viewForZooming(in:)`. Each change sends `scrollViewDidZoom`; animated (0.3 s), it
    /// starts with `scrollViewWillBeginZooming(_:with:)` and ends with
    /// `scrollViewDidEndZooming(_:with:atScale:)`.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = CGPoint(x: (contentOffset.x + centre.x) / _zoomScale, y: (contentOffset.y + centre.y) / _zoomScale)
        _zoom(to: scale, anchor: anchor, at: centre, animated: animated)
    }

    /// Zooms so `rect` (in the zoom view's own, unscaled coordinates) fills the view as
    /// far as the zoom limits allow, centred, as `zoom(to:animated:)`.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        let scale = min(bounds.width / rect.width, bounds.height / rect.height)
        let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        _zoom(to: scale, anchor: CGPoint(x: rect.midX, y: rect.midY), at: centre, animated: animated)
    }

    private func _zoom(to scale: CGFloat, anchor: CGPoint, at point: CGPoint, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let s = min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
        _stopMotion()
        if animated, s != _zoomScale || _anchorOffset(anchor, at: point, scale: s) != contentOffset {
            let fromAnchor = CGPoint(x: (contentOffset.x + point.x) / _zoomScale, y: (contentOffset.y + point.y) / _zoomScale)
            let from = _zoomScale
            delegate?.scrollViewWillBeginZooming(self, with: view)
            let started = _startMotion(.zoom, to: contentOffset, duration: 0.3,
                                       progress: { UIViewAnimationCurve.easeInOut.apply($0) }) { m in
                m.zoom = (from, s, fromAnchor, anchor, point)
            }
            if started { return }
            _applyZoom(s, anchor: anchor, at: point)
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: s)
            return
        }
        _applyZoom(s, anchor: anchor, at: point)
    }

    /// The offset that shows the zoom view's point `anchor` (unscaled) at `point`.
    private func _anchorOffset(_ anchor: CGPoint, at point: CGPoint, scale s: CGFloat) -> CGPoint {
        _onDeviceGrid(_restingOffset(CGPoint(x: anchor.x * s - point.x, y: anchor.y * s - point.y)))
    }

    /// Applies `scale` to the zoom view (a scale transform, its centre where the scaled
    /// view's top-left corner is the content's), sets `contentSize` to the scaled size,
    /// moves the offset so `anchor` shows at `point`, then sends `scrollViewDidScroll`
    /// (when the offset moved) and `scrollViewDidZoom` (when the scale changed).
    func _applyZoom(_ scale: CGFloat, anchor: CGPoint, at point: CGPoint) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let changed = scale != _zoomScale
        let size = view.bounds.size
        _isZoomingLayout = true
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        _isZoomingLayout = false
        _zoomScale = scale
        _setOffset(_anchorOffset(anchor, at: point, scale: scale))
        if changed { delegate?.scrollViewDidZoom(self) }
    }
}
