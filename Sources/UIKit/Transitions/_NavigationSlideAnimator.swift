import Foundation
import UIKitEngine

/// UIKit's own push and pop: the arriving view slides in over the full width while the
/// leaving one moves a third of the width the other way (0.35 s, ease in-out). Used when
/// the navigation delegate supplies no animator; a cancelled (interactive) pop puts both
/// views back where they started.
@MainActor
final class _NavigationSlideAnimator: UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        UINavigationController.transitionDuration
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let toVC = ctx.viewController(forKey: .to), let toView = ctx.view(forKey: .to) else {
            ctx.completeTransition(!ctx.transitionWasCancelled)
            return
        }
        let container = ctx.containerView
        let frame = ctx.finalFrame(for: toVC)
        let fromView = ctx.view(forKey: .from)
        let fromFrame = ctx.viewController(forKey: .from).map { ctx.initialFrame(for: $0) } ?? frame
        if toView.superview !== container {
            if operation == .pop, let fromView, fromView.superview === container {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.addSubview(toView)
            }
        }
        guard ctx.isAnimated, let fromView else {
            toView.frame = frame
            // Without animation the transition completes on the next pass.
            if let app = (ctx as? _ViewControllerTransition)?.application {
                app.enqueue { ctx.completeTransition(!ctx.transitionWasCancelled) }
            } else {
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
            return
        }
        let w = frame.width
        let push = operation != .pop
        toView.frame = push ? frame.offsetBy(dx: w, dy: 0) : frame.offsetBy(dx: -(w / 3).rounded(), dy: 0)
        // On a pixel device the view underneath is dimmed as it moves, as iOS dims it
        // (`_UIParallaxDimmingView`, black at 10 %): darkening on a push, clearing on a pop.
        let under = push ? fromView : toView
        var dimming: UIView?
        if let app = (ctx as? _ViewControllerTransition)?.application, app.backend is RenderTreeBackend {
            let d = UIView(frame: under.frame)
            d.backgroundColor = .black
            d.isUserInteractionEnabled = false
            d.alpha = push ? 0 : 0.1
            container.insertSubview(d, aboveSubview: under)
            dimming = d
        }
        UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, options: [.curveEaseInOut], animations: {
            toView.frame = frame
            fromView.frame = push ? fromFrame.offsetBy(dx: -(w / 3).rounded(), dy: 0) : fromFrame.offsetBy(dx: w, dy: 0)
            dimming?.frame = under.frame
            dimming?.alpha = push ? 0.1 : 0
        }, completion: { _ in
            dimming?.removeFromSuperview()
            if ctx.transitionWasCancelled {
                fromView.frame = fromFrame
                toView.removeFromSuperview()
                toView.frame = frame
            }
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }
}
