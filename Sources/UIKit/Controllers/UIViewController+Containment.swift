import Foundation
import UIKitEngine

extension UIViewController {
    /// Adds `childController` as a child (`addChild(_:)`'s default).
    ///
    /// Containment is asymmetric exactly as in UIKit (pitfall B34): this sends
    /// `willMove(toParent: self)` itself, with `parent` already set; the caller adds the
    /// child's view and then calls `childController.didMove(toParent: self)`. A controller
    /// that has another parent is first removed from it (`didMove(toParent: nil)`).
    ///
    /// UIKit's hierarchy checks come first and raise UIViewControllerHierarchyInconsistency
    /// (the child is then not added): a window's root controller cannot become a child
    /// (CC04), and a controller whose view already lies in the view of a controller other
    /// than the receiver cannot either (CC02, CC08 of
    /// Tests/UIKitTests/Oracle/transitions-round-two.json).
    func _addChild(_ childController: UIViewController) {
        if childController === self { return }
        if childController.parent === self { return }
        if childController._isWindowRoot {
            _raise(UIKitException.hierarchyInconsistency,
                   "adding a root view controller \(childController.description) as a child of view controller:\(description)")
            return
        }
        if let owner = childController.viewIfLoaded?.superview?._owningViewController, owner !== self {
            _raise(UIKitException.hierarchyInconsistency,
                   "child view controller:\(childController.description) should have parent view controller:\(owner.description) but requested parent is:\(description)")
            return
        }
        if childController.parent != nil { childController.removeFromParent() }
        children.append(childController)
        childController.parent = self
        childController._callback(.willMoveToParent, description) {
            childController.willMove(toParent: self)
        }
    }

    /// Removes the controller from its parent, as `removeFromParent()`: sends
    /// `didMove(toParent: nil)` itself; the caller sends `willMove(toParent: nil)` first
    /// and removes the view.
    func _removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        _callback(.didMoveToParent, "nil") { didMove(toParent: nil) }
        _willMoveToNilSent = false
    }

    /// Sends `willMove(toParent:)` / `didMove(toParent:)` on behalf of a container (logged).
    func _sendWillMove(toParent p: UIViewController?) {
        _callback(.willMoveToParent, p?.description ?? "nil") { willMove(toParent: p) }
    }
    func _sendDidMove(toParent p: UIViewController?) {
        _callback(.didMoveToParent, p?.description ?? "nil") { didMove(toParent: p) }
    }

    /// Swaps two children with a transition, as
    /// `transition(from:to:duration:options:animations:completion:)`.
    ///
    /// Both controllers must be children of the receiver, else UIKit's
    /// NSInvalidArgumentException is raised (T2/B30). The receiver adds `toViewController`'s
    /// view to `fromViewController`'s superview at the start and removes the old view at the
    /// end; callers must not add it themselves. Order (T1, seed 004): to.viewDidLoad (if not
    /// loaded), from.viewWillDisappear, to.viewWillAppear, [animation], to.viewDidAppear,
    /// from.viewDidDisappear, completion(true). `duration` is in seconds; 0 means no animation.
    public func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                           duration: TimeInterval, options: UIView.AnimationOptions = [],
                           animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard fromViewController.parent === self, toViewController.parent === self else {
            _raise(UIKitException.invalidArgument,
                   "Children view controllers \(fromViewController.description) and \(toViewController.description) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
            return
        }
        let fromView = fromViewController.view!
        let toView = toViewController.view!   // loads the new child first (loadView, viewDidLoad)
        let animated = duration > 0
        let forward = shouldAutomaticallyForwardAppearanceMethods && (_appearanceState == .appeared || _appearanceState == .appearing)
        let app = _application
        let container = fromView.superview
        let suppress = { (body: () -> Void) in if let app { app._withoutViewMoveAppearance(body) } else { body() } }

        if forward {
            fromViewController._beginAppearance(false, animated: animated)
            toViewController._beginAppearance(true, animated: animated)
        }
        suppress {
            if let container, toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
        }
        toView.layoutIfNeeded()

        let finish = { [weak self] in
            suppress { fromView.removeFromSuperview() }
            if forward {
                toViewController._endAppearance()
                fromViewController._endAppearance()
            }
            _ = self
            completion?(true)
        }

        guard let app, animated, container?.window != nil else {
            if let animations { UIView.performWithoutAnimation(animations) }
            if let app { app.enqueue(finish) } else { finish() }
            return
        }
        let group = AnimationGroup(completion: nil)
        group.blocksInteraction = !options.contains(.allowUserInteraction)
        group.application = app
        UIView._addSwapEffect(from: fromView, to: toView, options: options, duration: duration, group: group, app: app)
        if let animations {
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations)
        }
        app.beginIgnoringInteractionEvents()
        app._beginTransition()
        app.schedule(after: duration) {
            app.endIgnoringInteractionEvents()
            finish()
            app._endTransition()
        }
    }
}

extension UIView {
    /// The controller whose view is this view or its nearest ancestor that has one.
    fileprivate var _owningViewController: UIViewController? {
        var v: UIView? = self
        while let cur = v {
            if let vc = cur._viewController { return vc }
            v = cur.superview
        }
        return nil
    }
}
