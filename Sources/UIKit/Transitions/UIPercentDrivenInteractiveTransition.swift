import Foundation

/// An interaction controller that scrubs the animator's own animations, as
/// `UIPercentDrivenInteractiveTransition`: when the transition starts it runs the
/// animator's `animateTransition(using:)` with every animation held still, then
/// `update(_:)` shows them at a fraction of their course; `finish()` lets them run to
/// the end and `cancel()` back to the start, `completionSpeed` times as fast as the
/// animator's duration, on `completionCurve`. The animator's completion then calls
/// `completeTransition(!transitionWasCancelled)` as usual.
///
/// Calls made before the transition has started (a gesture's first `update` in the turn
/// it asked for the transition) are applied when it starts.
/// Source: https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// The animator's transition duration, seconds (0 before the transition starts).
    open private(set) var duration: CGFloat = 0
    /// The last fraction given to `update(_:)`, 0…1.
    open private(set) var percentComplete: CGFloat = 0
    /// How much faster than `duration` the rest runs after `finish()`/`cancel()` (1).
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest of the transition (`.easeInOut`).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether the transition starts interactive (true).
    open var wantsInteractiveStart: Bool = true

    private weak var context: _ViewControllerTransition?
    private var timeline: _AnimationTimeline?
    private enum Ending { case finish, cancel }
    private var pendingEnding: Ending?

    public init() {}

    /// Starts the transition: runs the animator with its animations held (see the class
    /// comment). A context that is not UIKit's own gets nothing.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let ctx = transitionContext as? _ViewControllerTransition, let app = ctx.application else { return }
        context = ctx
        duration = CGFloat(ctx.transitionDuration)
        let line = _AnimationTimeline(application: app)
        timeline = line
        line.capture {
            ctx.animator.animateTransition(using: ctx)
            ctx._runAlongsideAnimations()
        }
        line.show(percentComplete)
        ctx.updateInteractiveTransition(percentComplete)
        if let ending = pendingEnding {
            pendingEnding = nil
            if ending == .finish { finish() } else { cancel() }
        }
    }

    /// Shows the transition at `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = max(0, min(1, percentComplete))
        guard let ctx = context, let timeline, !timeline.isRunning else { return }
        timeline.show(self.percentComplete)
        ctx.updateInteractiveTransition(self.percentComplete)
    }

    /// Ends the interaction and completes the transition.
    open func finish() {
        guard let ctx = context, let timeline else { pendingEnding = .finish; return }
        guard !timeline.isRunning else { return }
        ctx.finishInteractiveTransition()
        timeline.run(forward: true, speed: completionSpeed, curve: completionCurve)
    }

    /// Ends the interaction and takes the transition back to its start.
    open func cancel() {
        guard let ctx = context, let timeline else { pendingEnding = .cancel; return }
        guard !timeline.isRunning else { return }
        ctx.cancelInteractiveTransition()
        timeline.run(forward: false, speed: completionSpeed, curve: completionCurve)
    }

    /// Holds the transition where it is (iOS 10); `update(_:)` moves it again.
    open func pause() {
        context?.pauseInteractiveTransition()
    }

    /// The objects of the transition that ended, forgotten so that one controller can
    /// drive the next transition.
    func _transitionDidEnd() {
        context = nil
        timeline = nil
        percentComplete = 0
        pendingEnding = nil
    }
}
