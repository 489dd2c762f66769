import Foundation

/// The animations an animator made for an interactive transition, held still and moved
/// to a fraction of their course by the interaction (Core Animation's `speed = 0` and
/// `timeOffset` on the container's layer, which `UIPercentDrivenInteractiveTransition`
/// uses), then let run to their end or back to their start.
@MainActor
final class _AnimationTimeline {
    private(set) var animations: [ViewAnimation] = []
    private(set) var groups: [AnimationGroup] = []
    /// The fraction of the animations' course shown now, 0…1.
    private(set) var fraction: CGFloat = 0
    private(set) var isRunning = false
    weak var application: UIApplication?

    init(application: UIApplication) { self.application = application }

    /// Runs `body` (the animator's `animateTransition(using:)`) and keeps every animation
    /// and animation block it makes.
    func capture(_ body: () -> Void) {
        guard let app = application else { body(); return }
        let saved = app._animator.capture
        app._animator.capture = self
        body()
        app._animator.capture = saved
        show(fraction)
    }

    func adopt(_ animation: ViewAnimation) {
        animation.isPaused = true
        animations.append(animation)
        if let g = animation.group { adopt(g) }
    }

    func adopt(_ group: AnimationGroup) {
        guard !groups.contains(where: { $0 === group }) else { return }
        group.isPaused = true
        group.blocksInteraction = false
        groups.append(group)
    }

    /// Shows the animations at `fraction` of their course (each through its own curve,
    /// as a paused layer's time offset does).
    func show(_ f: CGFloat) {
        fraction = max(0, min(1, f))
        for a in animations where a.isPaused {
            guard let v = a.view else { continue }
            v._presentation.set(a.property, a.from.interpolated(to: a.to, a.curve.apply(fraction)))
        }
        application?._setNeedsDisplay()
    }

    /// Lets the animations run from where they are to their end (`forward`) or back to
    /// their start, `speed` times as fast as their own duration, on `curve`. Model values
    /// are not touched: after a reversal the views show their model values again, which
    /// the animator's completion restores when the transition was cancelled (as on iOS).
    func run(forward: Bool, speed: CGFloat, curve: UIView.AnimationCurve) {
        guard !isRunning, let app = application else { return }
        isRunning = true
        let now = app.clock.now
        let s = Double(max(speed, 0.0001))
        for a in animations where a.isPaused {
            let current = a.from.interpolated(to: a.to, a.curve.apply(fraction))
            let part = forward ? 1 - fraction : fraction
            let target = forward ? a.to : a.from
            a.from = current
            a.to = target
            a.start = now
            a.duration = a.duration * Double(part) / s
            a.curve = curve
            a.isPaused = false
        }
        for g in groups {
            g.isPaused = false
            g.blocksInteraction = true
            app._animator.resumed(g)
        }
        app._setNeedsDisplay()
    }
}
