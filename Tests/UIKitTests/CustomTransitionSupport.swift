import Foundation
import Testing
@testable import UIKit
import HeadlessBackend

/// A logging controller whose appearance callbacks also run the scenario's hooks (to read
/// `transitionCoordinator` where an app would: in viewWillAppear / viewWillDisappear).
@MainActor
final class CoordinatedViewController: LoggingViewController {
    var onWillAppear: ((CoordinatedViewController) -> Void)?
    var onWillDisappear: ((CoordinatedViewController) -> Void)?
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let hook = onWillAppear
        onWillAppear = nil
        hook?(self)
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        let hook = onWillDisappear
        onWillDisappear = nil
        hook?(self)
    }
}

/// An animator that logs as "Animator": slides the to view in from the right (or, for a
/// dismissal, the from view out to the bottom) and completes with
/// `!transitionWasCancelled`, putting the from view back when cancelled.
@MainActor
final class LoggingAnimator: UIViewControllerAnimatedTransitioning {
    let trace: Trace
    var duration: TimeInterval = 0.3
    init(_ trace: Trace) { self.trace = trace }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let toView = ctx.view(forKey: .to)
        let fromView = ctx.view(forKey: .from)
        trace.log("Animator.animateTransition(using:) interactive \(ctx.isInteractive), to view in container \(toView?.superview === container)")
        let moving: UIView?
        let start: CGRect, end: CGRect
        if let toVC = ctx.viewController(forKey: .to), let toView, ctx.finalFrame(for: toVC) != .zero {
            container.addSubview(toView)
            end = ctx.finalFrame(for: toVC)
            start = end.offsetBy(dx: end.width, dy: 0)
            moving = toView
        } else if let fromVC = ctx.viewController(forKey: .from) {
            start = ctx.initialFrame(for: fromVC)
            end = start.offsetBy(dx: 0, dy: container.bounds.height)
            moving = ctx.view(forKey: .from) ?? fromVC.viewIfLoaded
        } else {
            start = .zero; end = .zero; moving = nil
        }
        _ = fromView
        moving?.frame = start
        UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
            moving?.frame = end
        }, completion: { _ in
            if ctx.transitionWasCancelled { moving?.frame = start; if moving === toView { toView?.removeFromSuperview() } }
            self.trace.log("Animator: completeTransition(\(!ctx.transitionWasCancelled))")
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { trace.log("Animator.animationEnded(\(transitionCompleted))") }
}

/// A navigation delegate that logs as "NavDelegate" and supplies `animator` (for the
/// operations in `animates`) and `interaction`.
@MainActor
final class TransitionNavDelegate: UINavigationControllerDelegate {
    let trace: Trace
    var animator: UIViewControllerAnimatedTransitioning?
    var animates: Set<UINavigationController.Operation> = [.push, .pop]
    var interaction: UIViewControllerInteractiveTransitioning?
    init(_ trace: Trace) { self.trace = trace }
    func navigationController(_ nc: UINavigationController, willShow vc: UIViewController, animated: Bool) {
        trace.log("NavDelegate.navigationController(Nav, willShow: \(LoggingViewController.nameOf(vc)), animated: \(animated))")
    }
    func navigationController(_ nc: UINavigationController, didShow vc: UIViewController, animated: Bool) {
        trace.log("NavDelegate.navigationController(Nav, didShow: \(LoggingViewController.nameOf(vc)), animated: \(animated))")
    }
    func navigationController(_ nc: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        trace.log("NavDelegate.navigationController(Nav, animationControllerFor: \(operation), from: \(LoggingViewController.nameOf(fromVC)), to: \(LoggingViewController.nameOf(toVC)))")
        return animates.contains(operation) ? animator : nil
    }
    func navigationController(_ nc: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        trace.log("NavDelegate.navigationController(Nav, interactionControllerFor: Animator)")
        return interaction
    }
}

/// A transitioning delegate that logs as "TransitioningDelegate" and supplies `animator`.
@MainActor
final class LoggingTransitioningDelegate: UIViewControllerTransitioningDelegate {
    let trace: Trace
    let names: (UIViewController?) -> String
    var animator: UIViewControllerAnimatedTransitioning?
    var dismissalInteraction: UIViewControllerInteractiveTransitioning?
    init(_ trace: Trace, names: @escaping (UIViewController?) -> String) { self.trace = trace; self.names = names }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        trace.log("TransitioningDelegate.animationController(forPresented: \(names(presented)), presenting: \(names(presenting)), source: \(names(source)))")
        return animator
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        trace.log("TransitioningDelegate.animationController(forDismissed: \(names(dismissed)))")
        return animator
    }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        trace.log("TransitioningDelegate.interactionControllerForPresentation(using: Animator)")
        return nil
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        trace.log("TransitioningDelegate.interactionControllerForDismissal(using: Animator)")
        return dismissalInteraction
    }
}

extension ScenarioRun {
    /// A coordinated controller named `name` on this run's trace.
    func coordinated(_ name: String) -> CoordinatedViewController {
        let v = CoordinatedViewController(name, trace)
        register(v, name)
        return v
    }

    /// "Nav" on screen with stack [A, B] (B pushed without animation, settled), the trace
    /// cleared: where the pop scenarios start.
    func navWithBOverA(_ b: LoggingViewController, delegate: UINavigationControllerDelegate? = nil) -> LoggingNavigationController {
        let navigation = nav(root: vc("A"))
        navigation.delegate = delegate
        show(navigation)
        navigation.pushViewController(b, animated: false)
        screen.settle()
        trace.reset()
        return navigation
    }

    /// `a` shown as the window root, presenting `m` (`style`, a logging transitioning
    /// delegate that has no animator yet, kept for the run), settled; then the delegate
    /// supplies Animator (for the dismissal) and the trace is cleared.
    @discardableResult
    func presentForDismissal(_ m: UIViewController, on a: UIViewController, style: UIModalPresentationStyle,
                             animated: Bool) -> LoggingTransitioningDelegate {
        show(a)
        let delegate = keep(LoggingTransitioningDelegate(trace, names: { [unowned self] in self.name($0) }))
        m.modalPresentationStyle = style
        m.transitioningDelegate = delegate
        a.present(m, animated: animated)
        screen.settle()
        delegate.animator = LoggingAnimator(trace)
        trace.reset()
        return delegate
    }

    /// One line describing a coordinator as the scenarios read it.
    func describe(_ c: UIViewControllerTransitionCoordinator?) -> String {
        guard let c else { return "nil" }
        return "animated \(c.isAnimated), interactive \(c.isInteractive), initiallyInteractive \(c.initiallyInteractive), cancelled \(c.isCancelled), from \(name(c.viewController(forKey: .from))), to \(name(c.viewController(forKey: .to)))"
    }

    /// Registers completion (and, with `alongside`, an alongside animation) on `vc`'s
    /// coordinator, each logging under `label`.
    func observeCoordinator(of vc: UIViewController, _ label: String, alongside: Bool = false, interaction: Bool = false) {
        guard let c = vc.transitionCoordinator else { mark("\(label): no coordinator"); return }
        if interaction {
            c.notifyWhenInteractionChanges { [trace] ctx in
                trace.log("interactionChanged(\(label)): cancelled \(ctx.isCancelled), interactive \(ctx.isInteractive)")
            }
        }
        c.animate(alongsideTransition: alongside ? { [trace] ctx in trace.log("alongside(\(label)): animated \(ctx.isAnimated)") } : nil,
                  completion: { [trace] ctx in trace.log("completion(\(label)): cancelled \(ctx.isCancelled)") })
    }

    /// The edge-swipe pop scenarios (CT05, CT06): B over A in a navigation controller
    /// whose delegate logs; when B begins to disappear it marks and observes its transition
    /// coordinator (interaction changes included). The mouse drags from the left edge
    /// through x 10 and 30 and is released at x `releasedAt`; then `then` reads the outcome.
    func observedEdgeSwipePop(releasedAt x: CGFloat, then: (LoggingNavigationController, UIViewController) -> Void) {
        let delegate = NavDelegateLogger(trace)
        let b = coordinated("B")
        let nav = navWithBOverA(b, delegate: delegate)
        b.onWillDisappear = { [self] vc in
            mark("B.transitionCoordinator: \(describe(vc.transitionCoordinator))")
            observeCoordinator(of: vc, "B", interaction: true)
        }
        edgeDrag(on: nav, from: CGPoint(x: 0, y: 10), through: [CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10)],
                 to: CGPoint(x: x, y: 10))
        withExtendedLifetime(delegate) { then(nav, b) }
    }

    /// The percent-driven pop scenarios (CT10, CT11): B over A in a navigation controller
    /// whose delegate supplies a logging animator and a `UIPercentDrivenInteractiveTransition`;
    /// an animated pop starts, `drive` moves, finishes or cancels the interaction, then the
    /// run settles and marks the stack.
    func percentDrivenPop(_ drive: (LoggingNavigationController, UIPercentDrivenInteractiveTransition) -> Void) {
        let delegate = TransitionNavDelegate(trace)
        delegate.animator = LoggingAnimator(trace)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        let nav = navWithBOverA(vc("B"), delegate: delegate)
        nav.popViewController(animated: true)
        screen.runLoop()
        drive(nav, interaction)
        screen.settle()
        markStack(nav)
        withExtendedLifetime(delegate) {}
    }

    /// A drag with the mouse from `from` through `through` to `to`, a pass after each
    /// event, marking the coordinator's progress before the release.
    func edgeDrag(on nav: UINavigationController, from: CGPoint, through: [CGPoint], to: CGPoint, mark progress: Bool = true) {
        screen.pointerDown(at: from)
        screen.runLoop()
        for p in through {
            screen.advance(by: 0.05)
            screen.pointerMove(to: p)
            screen.runLoop()
        }
        if progress {
            let c = nav.transitionCoordinator
            mark("mid-drag: percentComplete \(c.map { String(format: "%.3f", Double($0.percentComplete)) } ?? "nil"), viewControllers == \(stack(nav))")
        }
        screen.advance(by: 0.05)
        screen.pointerUp(at: to)
        screen.settle()
    }
}
