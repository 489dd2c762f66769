import Foundation
import UIKitEngine

/// The view that holds a presented controller's view in the window (UIKit's
/// `UITransitionView`). Sheets and alerts dim what is beneath; it is the focus scope.
@MainActor
final class _PresentationContainerView: UIView {
    var dimsBackground = false
    var drawsSheetBorder = false
    weak var presented: UIViewController?
    var style: UIModalPresentationStyle = .fullScreen
    /// The view that had keyboard focus before the presentation; it gets it back after.
    weak var previousFocus: UIView?
    override var _isModalLayer: Bool { true }
    /// After a resize the presented view takes the frame its style gives the new size
    /// (unless an animation is moving it).
    override func layoutSubviews() {
        guard let vc = presented, let v = vc.viewIfLoaded, v.superview === self, v._presentation.isEmpty,
              !vc._presentationInProgress, !vc._isBeingDismissed else { return }
        v.frame = vc._presentedFrame(in: bounds, style: style)
    }
    override func draw(in context: UIRenderContext) {
        if dimsBackground { context.apply(attributes: [.dim], in: bounds) }
        // A sheet is opaque (UIKit gives it the system background): blank its area so the
        // presenter does not show through a sheet whose view has no background colour.
        if drawsSheetBorder, let v = presented?.viewIfLoaded, !v.isHidden {
            let f = v._presentation.frame ?? v.frame
            let blank = String(repeating: " ", count: max(0, Int(f.width)))
            for row in 0..<max(0, Int(f.height)) {
                context.drawText(blank, at: CGPoint(x: f.minX, y: f.minY + CGFloat(row)))
            }
        }
    }
    override func drawOverlay(in context: UIRenderContext) {
        guard drawsSheetBorder, let v = presented?.viewIfLoaded, !v.isHidden else { return }
        let f = v._presentation.frame ?? v.frame
        context.drawBox(f.insetBy(dx: -1, dy: -1), style: .plain)
    }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // A modal layer swallows clicks outside the presented view.
        if let hit = super.hitTest(point, with: event) { return hit }
        return nil
    }
}

extension UIViewController {
    /// Duration of an animated presentation or dismissal, in seconds.
    static var _presentationDuration: TimeInterval { 0.3 }

    /// The style a presentation really uses: `.automatic` is a page sheet (iOS 13+),
    /// alerts use their own over-full-screen style.
    var _resolvedPresentationStyle: UIModalPresentationStyle {
        if self is UIAlertController { return .overFullScreen }
        switch modalPresentationStyle {
        case .automatic, .popover: return .pageSheet
        case .none: return .fullScreen
        default: return modalPresentationStyle
        }
    }

    /// The controller that actually presents: for full-screen styles the root of the
    /// chain (window root or a presented controller); for `.currentContext` and
    /// `.overCurrentContext` the nearest ancestor that `definesPresentationContext`,
    /// else the window root (M7).
    func _presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        if style == .currentContext || style == .overCurrentContext {
            var vc: UIViewController? = self
            while let cur = vc {
                if cur.definesPresentationContext { return cur }
                if cur.parent == nil { return cur }
                vc = cur.parent
            }
        }
        var vc: UIViewController = self
        while let p = vc.parent { vc = p }
        return vc
    }

    /// True while this controller's presentation or dismissal transition runs.
    var _presentationInProgress: Bool {
        get { _presentationBusy }
        set { _presentationBusy = newValue }
    }

    /// Presents `viewControllerToPresent` modally, as `present(_:animated:completion:)`.
    ///
    /// Refusals follow UIKit's console warnings (the request is ignored and `completion`
    /// is not run): presenting on a controller that already presents (M8/B07), while its
    /// presentation or dismissal is still in progress (TR10/TR11 of
    /// Tests/UIKitTests/Oracle/transitions-round-two.json), or from a controller whose view
    /// is not in a window (M9/B08). Presenting a controller that is presented already, has a
    /// parent or is a window's root raises NSInvalidArgumentException (CC10/CC11). A request
    /// made while a container transition (a push) runs waits for it (TR09). Full-screen
    /// styles send the presenter disappear callbacks and remove its view afterwards (M1);
    /// sheets and over-full-screen styles leave the presenter alone (M3).
    func _present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                  completion: (() -> Void)?) {
        let vc = viewControllerToPresent
        let style = vc._resolvedPresentationStyle
        // A presentation or dismissal of the presenting context still runs: refused at once
        // (TR10, TR11), before any waiting for other transitions.
        let context = _presentationContext(for: style)
        if let existing = context.presentedViewController, existing._presentationInProgress || existing._isBeingDismissed {
            _warn("[Presentation] Attempt to present \(vc.description) on \(context.description) (from \(description)) while a presentation is in progress.")
            return
        }
        // A container transition (a push) runs: the presentation starts when it ends, as
        // UIKit's coordinated present does (TR09).
        if let app = _application, app._deferIfTransitioning({ [weak self] in
            self?._present(vc, animated: flag, completion: completion)
        }) { return }
        let presenter = _presentationContext(for: style)
        if let by = vc._presentingViewController {
            _raise(UIKitException.invalidArgument,
                   "Application tried to present modally a view controller \(vc.description) that is already being presented by \(by.description).")
            return
        }
        if vc === self || vc.parent != nil || vc._isWindowRoot {
            _raise(UIKitException.invalidArgument, "Application tried to present modally an active controller \(vc.description).")
            return
        }
        if let existing = presenter.presentedViewController {
            _warn("[Presentation] Attempt to present \(vc.description) on \(presenter.description) (from \(description)) which is already presenting \(existing.description).")
            return
        }
        if presenter._presentationInProgress || presenter._isBeingDismissed {
            _warn("[Presentation] Attempt to present \(vc.description) on \(presenter.description) (from \(description)) while a presentation is in progress.")
            return
        }
        guard let presenterView = presenter.viewIfLoaded, let window = presenterView.window,
              let app = window._application else {
            _warn("[Presentation] Attempt to present \(vc.description) on \(presenter.description) (from \(description)) whose view is not in the window hierarchy.")
            return
        }
        if let alert = vc as? UIAlertController, let refusal = alert._popoverRefusal(in: app) {
            _raise(UIKitException.generic, refusal)
            return
        }

        // Links exist from the moment present() returns (M1).
        presenter.presentedViewController = vc
        vc._presentingViewController = presenter
        vc._presentationInProgress = true
        vc._isBeingPresented = true
        let toView = vc.view!   // loadView / viewDidLoad now

        let coversPresenter = style == .fullScreen || style == .currentContext
        let container = _PresentationContainerView()
        container.presented = vc
        container.style = style
        container.previousFocus = window.focusedView
        let hostView: UIView = (style == .currentContext || style == .overCurrentContext) ? presenterView : window
        container.frame = (style == .currentContext || style == .overCurrentContext) ? presenterView.bounds : window.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.dimsBackground = !coversPresenter
        container.drawsSheetBorder = style == .pageSheet || style == .formSheet
        let finalFrame = vc._presentedFrame(in: container.bounds, style: style)
        toView.frame = finalFrame
        vc._presentationContainer = container
        app._beginTransition()

        app.enqueue { [weak self, weak vc] in
            guard let self, let vc else { return }
            _ = self
            app._withoutViewMoveAppearance {
                hostView.addSubview(container)
                container.addSubview(toView)
            }
            let transition = vc._makePresentationTransition(presenting: presenter, source: self, container: container,
                                                            appearing: true, animated: flag, finalFrame: finalFrame, app: app)
            if coversPresenter { presenter._beginAppearance(false, animated: flag) }
            vc._beginAppearance(true, animated: flag)
            toView.layoutIfNeeded()
            if let tf = window.focusedView, !tf.isDescendant(of: container) { window.focusedView = nil }
            if let fr = window.firstResponder as? UIView, !fr.isDescendant(of: container) { _ = fr.resignFirstResponder() }
            let finish = {
                app.endIgnoringInteractionEvents()
                vc._endAppearance()
                if coversPresenter {
                    presenter._endAppearance()
                    app._withoutViewMoveAppearance {
                        // The presenter's view leaves the window once covered (fullScreen doc).
                        if style == .fullScreen { presenterView.isHidden = true }
                    }
                }
                vc._isBeingPresented = false
                vc._presentationInProgress = false
                transition.end(true)
                app._endTransition()
                completion?()
            }
            app.beginIgnoringInteractionEvents()
            transition.onComplete = { _ in finish() }
            transition.start()
        }
    }

    /// Where the presented view goes inside its container, by style: full screen, or a
    /// sheet inset from the edges (page sheet: 2 columns and 1 row; form sheet: centred,
    /// at most 60×18).
    func _presentedFrame(in bounds: CGRect, style: UIModalPresentationStyle) -> CGRect {
        switch style {
        case .pageSheet:
            return CGRect(x: 3, y: 2, width: max(0, bounds.width - 6), height: max(0, bounds.height - 3))
        case .formSheet:
            let w = min(bounds.width - 6, max(preferredContentSize.width, 60))
            let h = min(bounds.height - 4, max(preferredContentSize.height, 18))
            return CGRect(x: ((bounds.width - w) / 2).rounded(.down), y: ((bounds.height - h) / 2).rounded(.down), width: w, height: h)
        default:
            return bounds
        }
    }

    func _animatePresentation(of view: UIView, in container: UIView, finalFrame: CGRect, appearing: Bool,
                              app: UIApplication, completion: @escaping () -> Void) {
        let d = Self._presentationDuration
        switch modalTransitionStyle {
        case .coverVertical:
            let offscreen = finalFrame.offsetBy(dx: 0, dy: container.bounds.height - finalFrame.minY)
            if appearing { view.frame = offscreen }
            UIView.animate(withDuration: d, delay: 0, options: [.curveEaseInOut], animations: {
                view.frame = appearing ? finalFrame : offscreen
            }, completion: { _ in completion() })
        case .crossDissolve:
            if appearing { view.alpha = 0 }
            UIView.animate(withDuration: d, delay: 0, options: [.curveLinear], animations: {
                view.alpha = appearing ? 1 : 0
            }, completion: { _ in completion() })
        case .flipHorizontal, .partialCurl:
            let group = AnimationGroup(completion: { _ in completion() })
            group.application = app
            let kind: UIViewAnimationOptions.Transition = modalTransitionStyle == .flipHorizontal ? .flipHorizontal : .curl
            let now = app.clock.now
            if appearing {
                view._addEffect(.alpha, from: .scalar(0), to: .scalar(0), start: now, duration: d / 2, curve: .linear,
                                group: group, application: app)
                UIView._addTransitionEffect(on: view, kind: kind, appearing: true, start: now + d / 2, duration: d / 2,
                                            group: group, app: app)
            } else {
                UIView._addTransitionEffect(on: view, kind: kind, appearing: false, start: now, duration: d / 2,
                                            group: group, app: app)
                view._addEffect(.alpha, from: .scalar(0), to: .scalar(0), start: now + d / 2, duration: d / 2,
                                curve: .linear, group: group, application: app)
            }
        }
    }

    /// Dismisses the controller this one presented (or, when it presents nothing, asks its
    /// presenter to dismiss it), as `dismiss(animated:completion:)` (M2/M4). Controllers
    /// presented above the dismissed one go with it. While that presentation or a dismissal
    /// of it is still animating the request is dropped with UIKit's "Attempt to dismiss from
    /// view controller … while a presentation or dismiss is in progress!" (TR13/TR14).
    func _dismiss(animated flag: Bool, completion: (() -> Void)?) {
        let target: UIViewController
        let presenter: UIViewController
        if let p = presentedViewController {
            target = p; presenter = self
        } else if let p = presentingViewController {
            guard let direct = p.presentedViewController else { return }
            target = direct; presenter = p
        } else {
            return
        }
        if target._isBeingDismissed || target._presentationInProgress {
            // Dropped, and its completion never runs (TR13, TR14).
            _warn("Warning: Attempt to dismiss from view controller \(presenter.description) while a presentation or dismiss is in progress!")
            return
        }
        if let app = _application, app._deferIfTransitioning({ [weak self] in
            self?._dismiss(animated: flag, completion: completion)
        }) { return }
        guard let app = _application, let container = target._presentationContainer else {
            presenter.presentedViewController = nil
            target._presentingViewController = nil
            completion?()
            return
        }
        // Dismiss anything the target presents first, without animation.
        if let above = target.presentedViewController {
            target._dismissImmediately(above, app: app)
        }
        let style = target._resolvedPresentationStyle
        let coversPresenter = style == .fullScreen || style == .currentContext
        let presenterView = presenter.viewIfLoaded
        target._isBeingDismissed = true
        if coversPresenter { presenterView?.isHidden = false }
        let transition = target._makePresentationTransition(presenting: presenter, source: presenter, container: container,
                                                            appearing: false, animated: flag,
                                                            finalFrame: target.viewIfLoaded?.frame ?? .zero, app: app)
        target._beginAppearance(false, animated: flag)
        if coversPresenter { presenter._beginAppearance(true, animated: flag) }
        if let fr = container.window?.firstResponder as? UIView, fr.isDescendant(of: container) { _ = fr.resignFirstResponder() }
        app._beginTransition()
        let finish = { [weak presenter, weak target] in
            app.endIgnoringInteractionEvents()
            defer { app._endTransition() }
            guard let presenter, let target else { transition.end(true); completion?(); return }
            if coversPresenter { presenter._endAppearance() }
            app._withoutViewMoveAppearance { container.removeFromSuperview() }
            target._endAppearance()
            target._isBeingDismissed = false
            target._presentationContainer = nil
            presenter.presentedViewController = nil
            target._presentingViewController = nil
            if let w = presenterView?.window {
                if let previous = (container as? _PresentationContainerView)?.previousFocus, previous.window === w, !previous.isHidden {
                    w.focusedView = previous
                } else if w.focusedView?.window == nil {
                    w.focusedView = nil
                }
            }
            transition.end(true)
            completion?()
        }
        app.beginIgnoringInteractionEvents()
        transition.onComplete = { [weak presenter, weak target] didComplete in
            if didComplete { finish(); return }
            // An interactive dismissal the user abandoned: the presentation stays.
            app.endIgnoringInteractionEvents()
            target?._abandonDismissal(by: presenter, coversPresenter: coversPresenter, transition: transition)
            app._endTransition()
        }
        transition.start()
    }

    /// Tears down a presentation at once (used for controllers above one being dismissed).
    func _dismissImmediately(_ vc: UIViewController, app: UIApplication) {
        if let above = vc.presentedViewController { vc._dismissImmediately(above, app: app) }
        vc._beginAppearance(false, animated: false)
        if let c = vc._presentationContainer { app._withoutViewMoveAppearance { c.removeFromSuperview() } }
        vc._endAppearance()
        vc._presentationContainer = nil
        presentedViewController = nil
        vc._presentingViewController = nil
    }
}
