import Foundation
import UIKitEngine

extension UINavigationController {
    /// Runs the push or pop from `oldTop` to `newTop` through a transition context: the
    /// delegate's animator (else UIKit's slide) and interaction controller (else the
    /// interactive pop's, when the edge swipe started this pop), the will-callbacks and
    /// `willShow` now, the did-callbacks, `didMove(toParent:)` and `didShow` when the
    /// animator completes the transition, then the coordinator's completions and the
    /// requests that waited. A cancelled interactive pop puts the stack back: the popped
    /// controller appears again (viewWillAppear, viewDidAppear; `didMove(toParent:)` with
    /// this controller), the one below disappears again, and `didShow` is not sent.
    func _runTransition(from oldTop: UIViewController?, to newTop: UIViewController?, push: Bool,
                        animated: Bool, app: UIApplication) {
        let interactivePop = _pendingInteractivePop
        _pendingInteractivePop = nil
        guard let newTop else {
            interactivePop?._abandon()
            isTransitioning = false
            _runQueued()
            app._endTransition()
            return
        }
        let toView = newTop.view!   // loadView / viewDidLoad of the incoming controller
        let frame = _contentFrame
        toView.frame = frame
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let oldStack = push ? Array(children.dropLast()) : children + (oldTop.map { [$0] } ?? [])
        let operation: Operation = push ? .push : .pop

        // The animator and interaction controller, asked before anything is sent so that
        // the coordinator is whole in the will-callbacks.
        var animator: UIViewControllerAnimatedTransitioning = _NavigationSlideAnimator(operation: operation)
        var interactor: UIViewControllerInteractiveTransitioning?
        if animated, let oldTop, let custom = delegate?.navigationController(self, animationControllerFor: operation, from: oldTop, to: newTop) {
            animator = custom
            interactor = delegate?.navigationController(self, interactionControllerFor: custom)
        } else if animated, !push {
            interactor = interactivePop
        }
        if interactor !== interactivePop { interactivePop?._abandon() }
        let ctx = _ViewControllerTransition(container: contentView, from: oldTop, to: newTop, animated: animated,
                                            style: .none, animator: animator, interactor: interactor, application: app)
        if let oldTop { ctx.initialFrames[ObjectIdentifier(oldTop)] = oldTop.viewIfLoaded?.frame ?? frame }
        ctx.finalFrames[ObjectIdentifier(newTop)] = frame
        ctx.install(on: [self, oldTop, newTop])

        if push { newTop._isMovingToParent = true } else { oldTop?._isMovingFromParent = true }
        oldTop?._beginAppearance(false, animated: animated)
        if animator is _NavigationSlideAnimator {
            // UIKit's own animator: the arriving view is in the container before its
            // viewWillAppear (a custom animator adds it itself).
            app._withoutViewMoveAppearance {
                if push { contentView.addSubview(toView) }
                else if let ov = oldTop?.viewIfLoaded, ov.superview === contentView { contentView.insertSubview(toView, belowSubview: ov) }
                else { contentView.addSubview(toView) }
            }
        }
        newTop._beginAppearance(true, animated: animated)
        delegate?.navigationController(self, willShow: newTop, animated: animated)
        toView.layoutIfNeeded()
        let blocksInput = !ctx.initiallyInteractive
        if blocksInput { app.beginIgnoringInteractionEvents() }
        ctx.onComplete = { [weak self] didComplete in
            if blocksInput { app.endIgnoringInteractionEvents() }
            // The application's bookkeeping ends even if this controller went away meanwhile.
            guard let self else { ctx.end(didComplete); app._endTransition(); return }
            if didComplete {
                self._completeTransition(from: oldTop, to: newTop, frame: frame, animated: animated, app: app)
            } else {
                self._cancelTransition(from: oldTop, to: newTop, oldStack: oldStack, frame: frame, app: app)
            }
            ctx.end(didComplete)
            self.isTransitioning = false
            self._runQueued()
            app._endTransition()
        }
        ctx.start()
    }

    private func _completeTransition(from oldTop: UIViewController?, to newTop: UIViewController, frame: CGRect,
                                     animated: Bool, app: UIApplication) {
        let toView = newTop.view!
        if let ov = oldTop?.viewIfLoaded, ov !== toView {
            if ov.superview != nil { app._withoutViewMoveAppearance { ov.removeFromSuperview() } }
            ov.frame = frame
        }
        if toView.superview !== contentView { app._withoutViewMoveAppearance { contentView.addSubview(toView) } }
        toView.frame = frame
        oldTop?._endAppearance()
        newTop._endAppearance()
        newTop._isMovingToParent = false
        oldTop?._isMovingFromParent = false
        shownViewController = newTop
        _finishRemovals()
        _flushDidMoves()
        delegate?.navigationController(self, didShow: newTop, animated: animated)
    }

    /// A cancelled (interactive) pop: `oldTop` stays on top, `newTop` goes back under it.
    private func _cancelTransition(from oldTop: UIViewController?, to newTop: UIViewController,
                                   oldStack: [UIViewController], frame: CGRect, app: UIApplication) {
        if let v = newTop.viewIfLoaded, v.superview != nil, v !== oldTop?.viewIfLoaded {
            app._withoutViewMoveAppearance { v.removeFromSuperview() }
        }
        if let ov = oldTop?.viewIfLoaded {
            if ov.superview !== contentView { app._withoutViewMoveAppearance { contentView.addSubview(ov) } }
            ov.frame = frame
        }
        oldTop?._isMovingFromParent = false
        // The reversed appearance: the one that was to appear disappears, the popped one
        // appears again.
        newTop._beginAppearance(false, animated: true)
        oldTop?._beginAppearance(true, animated: true)
        newTop._endAppearance()
        oldTop?._endAppearance()
        // The stack as it was: the popped controller is a child again.
        let restored = oldStack
        pendingRemoved.removeAll { r in restored.contains { $0 === r } }
        children = restored
        for c in restored { c.parent = self }
        navigationBar.setItems(restored.map { $0.navigationItem }, animated: false)
        _updateToolbarItems()
        shownViewController = oldTop
        if let oldTop {
            oldTop._willMoveToNilSent = false
            oldTop._sendDidMove(toParent: self)
        }
        _finishRemovals()
        _flushDidMoves()
    }
}
