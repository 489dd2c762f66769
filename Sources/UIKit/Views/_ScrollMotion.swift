import Foundation

/// The content of a scroll view moving on its own: a deceleration after a drag, an
/// animated `setContentOffset`, the scroll-to-top gesture, a wheel glide or an animated
/// zoom. It steps on the application's clock, one frame every 1/60 s: at time `t` of
/// `duration` the offset is `from + (to - from) × progress(t / duration)`, on the device
/// grid; the last frame is exactly `to`.
///
/// A deceleration at rate r per millisecond lasting T ms uses
/// `progress(f) = (1 - r^(f·T)) / (1 - r^T)`: the velocity falls by r each millisecond,
/// and the content arrives at its target when the distance left is under half a pixel.
@MainActor
final class _ScrollMotion {
    enum Kind { case deceleration, animation, scrollToTop, wheel, zoom }
    let kind: Kind
    let from: CGPoint
    let to: CGPoint
    let start: TimeInterval
    let duration: TimeInterval
    let progress: (CGFloat) -> CGFloat
    /// For a zoom: the scale at each progress, and where the zoom view's point `anchor`
    /// (unscaled) sits in the scroll view (`at`, bounds coordinates).
    var zoom: (fromScale: CGFloat, toScale: CGFloat, fromAnchor: CGPoint, toAnchor: CGPoint, at: CGPoint)?
    var timer: Int?

    init(kind: Kind, from: CGPoint, to: CGPoint, start: TimeInterval, duration: TimeInterval,
         progress: @escaping (CGFloat) -> CGFloat) {
        self.kind = kind; self.from = from; self.to = to; self.start = start
        self.duration = duration; self.progress = progress
    }

    /// The fraction of the way at `now` (1 when done).
    func fraction(at now: TimeInterval) -> CGFloat {
        guard duration > 0 else { return 1 }
        return min(1, max(0, CGFloat((now - start) / duration)))
    }

    /// How long, in seconds, content flicked over `distance` points takes to come to rest
    /// at `rate` (per millisecond): until less than `threshold` points are left.
    static func decelerationDuration(distance: CGFloat, rate: CGFloat, threshold: CGFloat) -> TimeInterval {
        guard distance > threshold, rate > 0, rate < 1 else { return 0 }
        return TimeInterval(log(threshold / distance) / log(rate)) / 1000
    }

    /// The deceleration curve for a motion of `duration` seconds at `rate`.
    static func decelerationProgress(rate: CGFloat, duration: TimeInterval) -> (CGFloat) -> CGFloat {
        let ms = CGFloat(duration * 1000)
        let end = 1 - pow(rate, ms)
        guard end > 0 else { return { $0 } }
        return { f in (1 - pow(rate, f * ms)) / end }
    }
}

extension UIScrollView {
    /// Starts a motion of `kind` to `target` over `duration` seconds; returns false (and
    /// starts nothing) when the view has no application to keep time or the move is nil.
    @discardableResult
    func _startMotion(_ kind: _ScrollMotion.Kind, to target: CGPoint, duration: TimeInterval,
                      progress: @escaping (CGFloat) -> CGFloat,
                      configure: ((_ScrollMotion) -> Void)? = nil) -> Bool {
        _stopMotion()
        guard let app = window?._application, duration > 0 else { return false }
        let m = _ScrollMotion(kind: kind, from: contentOffset, to: target, start: app.clock.now,
                              duration: duration, progress: progress)
        configure?(m)
        _motion = m
        _scheduleFrame(of: m, in: app)
        return true
    }

    private func _scheduleFrame(of m: _ScrollMotion, in app: UIApplication) {
        m.timer = app.schedule(after: 1.0 / 60.0) { [weak self, weak m] in
            guard let self, let m, self._motion === m else { return }
            self._step(m, in: app)
        }
    }

    private func _step(_ m: _ScrollMotion, in app: UIApplication) {
        let f = m.fraction(at: app.clock.now)
        let p = m.progress(f)
        if let z = m.zoom {
            let s = z.fromScale + (z.toScale - z.fromScale) * p
            let a = CGPoint(x: z.fromAnchor.x + (z.toAnchor.x - z.fromAnchor.x) * p,
                            y: z.fromAnchor.y + (z.toAnchor.y - z.fromAnchor.y) * p)
            _applyZoom(f >= 1 ? z.toScale : s, anchor: f >= 1 ? z.toAnchor : a, at: z.at)
        } else if f >= 1 {
            _setOffset(m.to)
        } else {
            _setOffset(_onDeviceGrid(CGPoint(x: m.from.x + (m.to.x - m.from.x) * p,
                                             y: m.from.y + (m.to.y - m.from.y) * p)))
        }
        if f >= 1 {
            _motion = nil
            _motionDidEnd(m)
        } else {
            _scheduleFrame(of: m, in: app)
        }
    }

    /// Stops the motion in progress where it is (a touch went down, code set an offset);
    /// nothing is sent for it.
    func _stopMotion() {
        guard let m = _motion else { return }
        _motion = nil
        if let id = m.timer { window?._application?.cancelTimer(id) }
    }

    /// The delegate's word for the end of a motion.
    private func _motionDidEnd(_ m: _ScrollMotion) {
        switch m.kind {
        case .deceleration: delegate?.scrollViewDidEndDecelerating(self)
        case .animation: delegate?.scrollViewDidEndScrollingAnimation(self)
        case .scrollToTop: delegate?.scrollViewDidScrollToTop(self)
        case .wheel: break
        case .zoom:
            delegate?.scrollViewDidEndZooming(self, with: delegate?.viewForZooming(in: self), atScale: _zoomScale)
        }
    }
}
