import Foundation
import UIKitEngine

enum AppearanceState { case disappeared, appearing, appeared, disappearing }

/// Who drives a controller's appearance when its root view moves.
enum AppearanceDriver { case none, window }

enum LifecycleCallback: String {
    case loadView, viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    case viewWillLayoutSubviews, viewDidLayoutSubviews, willMoveToParent, didMoveToParent
}

extension UIViewController {
    /// Runs a lifecycle callback, recording it in the lifecycle log and remembering which
    /// callback UIKit is sending (so the base implementations can detect direct calls).
    func _callback(_ kind: LifecycleCallback, _ args: String = "", _ body: () -> Void) {
        _application?.lifecycleLog.record({
            let receiver = String(describing: type(of: self))
            switch kind {
            case .willMoveToParent: return "\(receiver).willMove(toParent: \(args))"
            case .didMoveToParent: return "\(receiver).didMove(toParent: \(args))"
            default: return "\(receiver).\(kind.rawValue)(\(args))"
            }
        }())
        let saved = _expectedCallback
        _expectedCallback = kind
        body()
        _expectedCallback = saved
    }

    /// The base `viewWillAppear` etc. warn when they run outside UIKit's own call (app code
    /// calling them directly, or a wrong `super` call), with UIKit's console text (A6, B03).
    func _checkDirectCall(_ kind: LifecycleCallback) {
        guard _expectedCallback != kind else { return }
        let selector: String
        switch kind {
        case .viewWillAppear: selector = "-viewWillAppear:"
        case .viewDidAppear: selector = "-viewDidAppear:"
        case .viewWillDisappear: selector = "-viewWillDisappear:"
        case .viewDidDisappear: selector = "-viewDidDisappear:"
        default: return
        }
        _warn("[ViewController] Calling \(selector) directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on UIViewController to manually drive appearance changes from a container view controller. Please file a bug with the call stack of this message on: \(description)")
    }

    func _callViewWillLayoutSubviews() { _callback(.viewWillLayoutSubviews) { viewWillLayoutSubviews() } }
    func _callViewDidLayoutSubviews() { _callback(.viewDidLayoutSubviews) { viewDidLayoutSubviews() } }

    // MARK: Begin / end

    /// Children that receive this controller's appearance automatically: those whose root
    /// view is inside this controller's view (a navigation controller's top, a tab bar
    /// controller's selected child, a custom container's visible children).
    var _appearanceChildren: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = viewIfLoaded else { return [] }
        return children.filter { c in
            guard let v = c.viewIfLoaded else { return false }
            return v.isDescendant(of: root) && !c._explicitTransition
        }
    }

    /// Starts an appearance change and forwards it to the children (after this controller's
    /// own callback, as UIKit logs show: parent's will before child's will).
    func _beginAppearance(_ appearing: Bool, animated: Bool) {
        if appearing {
            guard _appearanceState == .disappeared || _appearanceState == .disappearing else { return }
            loadViewIfNeeded()
            _appearanceState = .appearing
            _appearanceAnimated = animated
            _prepareForAppearance(animated: animated)
            _callback(.viewWillAppear, "\(animated)") { viewWillAppear(animated) }
        } else {
            guard _appearanceState == .appeared || _appearanceState == .appearing else { return }
            _appearanceState = .disappearing
            _appearanceAnimated = animated
            _callback(.viewWillDisappear, "\(animated)") { viewWillDisappear(animated) }
        }
        for c in _appearanceChildren { c._beginAppearance(appearing, animated: animated) }
        _didBeginAppearance(appearing, animated: animated)
    }

    /// Finishes the change begun by `_beginAppearance`.
    func _endAppearance() {
        let animated = _appearanceAnimated
        switch _appearanceState {
        case .appearing:
            _appearanceState = .appeared
            _callback(.viewDidAppear, "\(animated)") { viewDidAppear(animated) }
        case .disappearing:
            _appearanceState = .disappeared
            _callback(.viewDidDisappear, "\(animated)") { viewDidDisappear(animated) }
        default:
            return
        }
        for c in _appearanceChildren { c._endAppearance() }
        // isMovingTo/FromParent are meaningful only inside the appearance callbacks.
        _isMovingToParent = false
        _isMovingFromParent = false
        _didEndAppearance()
    }


    /// Tells a child it is about to appear or disappear, as `beginAppearanceTransition(_:animated:)`.
    /// Calling it again before `endAppearanceTransition()` logs UIKit's "Unbalanced calls" warning.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if _explicitTransition {
            let inSameDirection = (isAppearing && _appearanceState == .appearing) || (!isAppearing && _appearanceState == .disappearing)
            if inSameDirection {
                _warn("Unbalanced calls to begin/end appearance transitions for \(description).")
                return
            }
        }
        _explicitTransition = true
        _beginAppearanceForced(isAppearing, animated: animated)
    }

    /// Completes the transition begun by `beginAppearanceTransition(_:animated:)`.
    public func endAppearanceTransition() {
        guard _explicitTransition, _appearanceState == .appearing || _appearanceState == .disappearing else {
            _warn("Unbalanced calls to begin/end appearance transitions for \(description).")
            return
        }
        _explicitTransition = false
        _endAppearanceForced()
    }

    private func _beginAppearanceForced(_ appearing: Bool, animated: Bool) {
        let wasExplicit = _explicitTransition
        _explicitTransition = false
        _beginAppearance(appearing, animated: animated)
        _explicitTransition = wasExplicit
    }
    private func _endAppearanceForced() { _endAppearance() }

    // MARK: Root view moving in and out of a window

    /// Appearance driven by the root view entering or leaving a window: a window's root
    /// controller, or a child of a container that forwards automatically and is on screen
    /// (C1/C2). A controller whose view was added without `addChild` gets nothing (B33).
    ///
    /// A child whose view enters the window while its parent is still *appearing* (between
    /// the parent's viewWillAppear and viewDidAppear: e.g. added in the parent's
    /// viewWillAppear, or hosted in a table cell during the table's first layout, seed 000)
    /// gets viewWillAppear now and viewDidAppear when the parent forwards its own (one that
    /// leaves again before that gets its disappear pair at once).
    func _rootViewDidMove(fromWindow old: UIWindow?, toWindow new: UIWindow?) {
        guard let app = (new ?? old)?._application, app._suppressViewMoveAppearance == 0 else { return }
        // A controller a transition moves (a custom animator adds and removes its view) gets
        // its callbacks from the transition, not from the view moves.
        guard _ownTransition == nil || _ownTransition?.hasEnded == true else { return }
        let drivenByParent: Bool = {
            guard let p = parent, p.shouldAutomaticallyForwardAppearanceMethods else { return false }
            return p._appearanceState == .appeared || p._appearanceState == .appearing
        }()
        guard _isWindowRoot || drivenByParent || (_presentingViewController != nil && _isWindowRootLike) else { return }
        if new != nil, old == nil {
            _isMovingToParent = drivenByParent
            _beginAppearance(true, animated: false)
            // A child added while its parent is between viewWillAppear and viewDidAppear
            // appears with the parent: its did-callback comes when the parent forwards its own.
            if !_isWindowRoot, parent?._appearanceState == .appearing { return }
            app._pendingAppearanceEnds.append { [weak self] in
                guard let self else { return }
                self._endAppearance()
                self._isMovingToParent = false
            }
        } else if new == nil, old != nil {
            guard _appearanceState == .appeared || _appearanceState == .appearing else { return }
            _isMovingFromParent = drivenByParent && _isBeingRemoved
            _beginAppearance(false, animated: false)
            _endAppearance()
            _isMovingFromParent = false
        }
    }


    /// C7: a child controller's view may only go into its parent's view hierarchy.
    static func _checkHierarchy(_ vc: UIViewController, addingTo superview: UIView) -> Bool {
        guard let parent = vc.parent, let parentView = parent.viewIfLoaded else { return true }
        // Find the controller that owns the new superview.
        var v: UIView? = superview
        while let cur = v {
            if let owner = cur._viewController {
                if owner === parent || owner === vc { return true }
                // Inside another child of the same parent (e.g. a cell hosted in a sibling) is fine
                // as long as the superview chain reaches the parent's view.
                if superview.isDescendant(of: parentView) { return true }
                let app = superview.window?._application ?? vc._application
                let ex = UIKitException(
                    name: UIKitException.hierarchyInconsistency,
                    reason: "child view controller:\(vc.description) should have parent view controller:\(owner.description) but actual parent is:\(parent.description)")
                if let app { app.diagnostics.raise(ex) } else { preconditionFailure(ex.description) }
                return false
            }
            v = cur.superview
        }
        return true
    }
}

extension UIApplication {
    /// Set while a container moves views itself and sends appearance callbacks explicitly.
    var _suppressViewMoveAppearance: Int {
        get { _suppressCount }
        set { _suppressCount = newValue }
    }

    /// Runs `body` with automatic (view-move) appearance forwarding switched off.
    func _withoutViewMoveAppearance(_ body: () -> Void) {
        _suppressCount += 1
        body()
        _suppressCount -= 1
    }
}
