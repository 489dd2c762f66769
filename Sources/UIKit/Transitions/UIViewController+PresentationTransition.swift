import Foundation

extension UIViewController {
    /// The transition of presenting (`appearing`) or dismissing this controller: the
    /// `transitioningDelegate`'s animator and interaction controller when it gives them
    /// (asked before the will-callbacks, the interaction controller only when there is an
    /// animator), else UIKit's animation of the `modalTransitionStyle`. It becomes the
    /// `transitionCoordinator` of this controller and of `presenting` until it ends.
    func _makePresentationTransition(presenting: UIViewController, source: UIViewController, container: UIView,
                                     appearing: Bool, animated: Bool, finalFrame: CGRect,
                                     app: UIApplication, transitionStyle: UIModalTransitionStyle? = nil) -> _ViewControllerTransition {
        var animator: UIViewControllerAnimatedTransitioning?
        var interactor: UIViewControllerInteractiveTransitioning?
        if animated, let delegate = transitioningDelegate {
            if appearing {
                animator = delegate.animationController(forPresented: self, presenting: presenting, source: source)
                interactor = animator.flatMap { delegate.interactionControllerForPresentation(using: $0) }
            } else {
                animator = delegate.animationController(forDismissed: self)
                interactor = animator.flatMap { delegate.interactionControllerForDismissal(using: $0) }
            }
        }
        let style = _resolvedPresentationStyle
        let resolved = animator ?? _PresentationAnimator(presented: self, appearing: appearing, finalFrame: finalFrame,
                                                         style: transitionStyle ?? modalTransitionStyle)
        let t = _ViewControllerTransition(container: container, from: appearing ? presenting : self,
                                          to: appearing ? self : presenting, animated: animated, style: style,
                                          animator: resolved, interactor: interactor, application: app)
        // The presenter's view is not the animator's to move unless the presented view
        // covers it (UIKit gives nil for it under a sheet).
        let coversPresenter = _presentationControllerStorage?._coversPresenter ?? (style == .fullScreen || style == .currentContext)
        if !coversPresenter {
            if appearing { t.fromView = nil } else { t.toView = nil }
        }
        if appearing {
            t.finalFrames[ObjectIdentifier(self)] = finalFrame
        } else {
            t.initialFrames[ObjectIdentifier(self)] = finalFrame
        }
        if appearing, animator != nil, let v = viewIfLoaded, v.superview === container {
            // A custom animator adds the presented view to the container itself.
            app._withoutViewMoveAppearance { v.removeFromSuperview() }
        }
        t.install(on: [self, presenting])
        return t
    }
}

/// UIKit's own presentation and dismissal animation (the `modalTransitionStyle`'s).
@MainActor
final class _PresentationAnimator: UIViewControllerAnimatedTransitioning {
    unowned let presented: UIViewController
    let appearing: Bool
    let finalFrame: CGRect
    /// The transition style that animates (the presenter's when it provides the context's).
    let style: UIModalTransitionStyle
    init(presented: UIViewController, appearing: Bool, finalFrame: CGRect, style: UIModalTransitionStyle) {
        self.presented = presented
        self.appearing = appearing
        self.finalFrame = finalFrame
        self.style = style
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        UIViewController._presentationDuration
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard ctx.isAnimated, let app = (ctx as? _ViewControllerTransition)?.application,
              let view = presented.viewIfLoaded else {
            // Without animation the transition completes on the next pass.
            if let app = (ctx as? _ViewControllerTransition)?.application {
                app.enqueue { ctx.completeTransition(true) }
            } else {
                ctx.completeTransition(true)
            }
            return
        }
        presented._animatePresentation(of: view, in: ctx.containerView, finalFrame: finalFrame, appearing: appearing,
                                       style: style, app: app, completion: { ctx.completeTransition(!ctx.transitionWasCancelled) })
    }
}

extension UIViewController {
    /// A dismissal whose interaction was cancelled: this controller stays presented; it
    /// gets viewWillAppear and viewDidAppear again, a covered presenter its disappearance
    /// again (the reversed callbacks of a cancelled interactive pop), and the coordinator's
    /// completions see `isCancelled`.
    func _abandonDismissal(by presenter: UIViewController?, coversPresenter: Bool, transition: _ViewControllerTransition) {
        _isBeingDismissed = false
        _beginAppearance(true, animated: true)
        if coversPresenter { presenter?._beginAppearance(false, animated: true) }
        _endAppearance()
        if coversPresenter {
            presenter?._endAppearance()
            if _presentationControllerStorage?._hidesPresenter ?? (_resolvedPresentationStyle == .fullScreen) {
                presenter?.viewIfLoaded?.isHidden = true
            }
        }
        transition.end(false)
    }
}
