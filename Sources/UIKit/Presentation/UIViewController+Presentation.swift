import Foundation
import UIKitEngine

/// The view that holds a presented controller's view in the window (UIKit's
/// `UITransitionView`, a presentation controller's `containerView`). Sheets and alerts dim
/// what is beneath; it is the focus scope. It lays the presented view out through its
/// presentation controller and carries the drag that moves or dismisses a sheet
/// (`_PresentationContainerView+Drag.swift`).
@MainActor
final class _PresentationContainerView: UIView {
    weak var presented: UIViewController?
    /// The presentation controller of `presented` (owned by it).
    weak var presentationController: UIPresentationController?
    /// The view that had keyboard focus before the presentation; it gets it back after.
    weak var previousFocus: UIView?
    /// The user's drag of a sheet, while it lasts.
    var drag: _SheetDrag?
    override var _isModalLayer: Bool { true }

    var dimsBackground: Bool { presentationController?._dimsBackground ?? false }
    var drawsSheetBorder: Bool { presentationController?._drawsSheet ?? false }

    /// After a resize the presented view takes the frame its presentation controller gives
    /// the new size (unless an animation or the user's drag is moving it).
    override func layoutSubviews() {
        presentationController?._layoutContainer(self)
    }
    override func draw(in context: UIRenderContext) {
        if dimsBackground { context.apply(attributes: [.dim], in: bounds) }
        // A sheet is opaque (UIKit gives it the system background): blank its area so the
        // presenter does not show through a sheet whose view has no background colour.
        if drawsSheetBorder, let f = sheetFrame {
            let blank = String(repeating: " ", count: max(0, Int(f.width)))
            for row in 0..<max(0, Int(f.height)) {
                context.drawText(blank, at: CGPoint(x: f.minX, y: f.minY + CGFloat(row)))
            }
        }
    }
    override func drawOverlay(in context: UIRenderContext) {
        guard drawsSheetBorder, let f = sheetFrame else { return }
        let box = f.insetBy(dx: -1, dy: -1)
        context.drawBox(box, style: .plain)
        if let sheet = presentationController as? UISheetPresentationController, sheet.prefersGrabberVisible {
            // The grabber: a short heavy bar in the middle of the top line, a space either side.
            let width = min(CGFloat(8), max(0, box.width - 6))
            guard width >= 1 else { return }
            let x = (box.minX + (box.width - width) / 2).rounded(.down)
            context.drawText(" " + String(repeating: "━", count: Int(width) - 2 > 0 ? Int(width) - 2 : 1) + " ",
                             at: CGPoint(x: x, y: box.minY))
        }
    }
    /// The presented view's frame as shown now (during an animation, its presentation value).
    var sheetFrame: CGRect? {
        guard let v = presented?.viewIfLoaded, !v.isHidden, v.superview === self else { return nil }
        return v._presentation.frame ?? v.frame
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

    /// The style a presentation uses: its presentation controller's once it has one
    /// (adapted for a compact screen), else the style asked for.
    var _resolvedPresentationStyle: UIModalPresentationStyle {
        _presentationControllerStorage.map { $0._styleInEffect } ?? _requestedStyle
    }

    /// The controller that actually presents: for full-screen styles the root of the
    /// chain (window root or a presented controller); for `.currentContext` and
    /// `.overCurrentContext` the nearest ancestor that `definesPresentationContext`,
    /// else the window root (M7; PC09–PC11).
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
    /// made while a container transition (a push) runs waits for it (TR09). The presentation
    /// controller (`presentationController`) is made or taken when the presentation starts:
    /// `.custom` asks the transitioning delegate then (PC03). Full-screen styles (and a
    /// presentation controller whose `shouldRemovePresentersView` is true) send the
    /// presenter disappear callbacks and remove its view afterwards (M1); sheets and
    /// over-full-screen styles leave the presenter alone (M3). Order: `viewWillAppear`,
    /// `presentationTransitionWillBegin()`, the animation, `presentationTransitionDidEnd(true)`,
    /// `viewDidAppear`, `completion` (PC01).
    func _present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                  completion: (() -> Void)?) {
        let vc = viewControllerToPresent
        let requested = vc._presentationControllerStorage.flatMap { $0._madeBeforePresentation ? $0._style : nil }
            ?? vc._requestedStyle
        // A presentation or dismissal of the presenting context still runs: refused at once
        // (TR10, TR11), before any waiting for other transitions.
        let context = _presentationContext(for: requested)
        if let existing = context.presentedViewController, existing._presentationInProgress || existing._isBeingDismissed {
            _warn("[Presentation] Attempt to present \(vc.description) on \(context.description) (from \(description)) while a presentation is in progress.")
            return
        }
        // A container transition (a push) runs: the presentation starts when it ends, as
        // UIKit's coordinated present does (TR09).
        if let app = _application, app._deferIfTransitioning({ [weak self] in
            self?._present(vc, animated: flag, completion: completion)
        }) { return }
        let presenter = _presentationContext(for: requested)
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

        let pc = vc._presentationControllerForPresenting(by: presenter, source: self)
        pc._adaptedStyle = nil
        let adapted = vc._effectiveStyle(of: pc, screenWidth: app.screen.bounds.width)
        if adapted != pc._style { pc._adaptedStyle = adapted }
        let style = pc._styleInEffect

        // Links exist from the moment present() returns (M1).
        presenter._presentedViewController = vc
        vc._presentingViewController = presenter
        vc._presentationInProgress = true
        vc._isBeingPresented = true
        let toView = vc.view!   // loadView / viewDidLoad now

        let coversPresenter = pc._coversPresenter
        let hidesPresenter = pc._hidesPresenter
        let inContext = style == .currentContext || style == .overCurrentContext
        let container = _PresentationContainerView()
        container.presented = vc
        container.presentationController = pc
        pc._container = container
        container.previousFocus = window.focusedView
        let hostView: UIView = inContext ? presenterView : window
        container.frame = inContext ? presenterView.bounds : window.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container._installSheetDrag()
        let finalFrame = pc.frameOfPresentedViewInContainerView
        toView.frame = finalFrame
        vc._presentationContainer = container
        // providesPresentationContextTransitionStyle: the context's transition style wins.
        let transitionStyle = inContext && presenter.providesPresentationContextTransitionStyle
            ? presenter.modalTransitionStyle : vc.modalTransitionStyle
        app._beginTransition()

        app.enqueue { [weak self, weak vc] in
            guard let self, let vc else { return }
            _ = self
            app._withoutViewMoveAppearance {
                hostView.addSubview(container)
                container.addSubview(toView)
            }
            let transition = vc._makePresentationTransition(presenting: presenter, source: self, container: container,
                                                            appearing: true, animated: flag, finalFrame: finalFrame, app: app,
                                                            transitionStyle: transitionStyle)
            if coversPresenter { presenter._beginAppearance(false, animated: flag) }
            vc._beginAppearance(true, animated: flag)
            pc.presentationTransitionWillBegin()
            toView.layoutIfNeeded()
            if let tf = window.focusedView, !tf.isDescendant(of: container) { window.focusedView = nil }
            if let fr = window.firstResponder as? UIView, !fr.isDescendant(of: container) { _ = fr.resignFirstResponder() }
            let finish = {
                app.endIgnoringInteractionEvents()
                pc.presentationTransitionDidEnd(true)
                vc._endAppearance()
                if coversPresenter {
                    presenter._endAppearance()
                    app._withoutViewMoveAppearance {
                        // The presenter's view leaves the window once covered (fullScreen doc).
                        if hidesPresenter { presenterView.isHidden = true }
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

    func _animatePresentation(of view: UIView, in container: UIView, finalFrame: CGRect, appearing: Bool,
                              style: UIModalTransitionStyle, app: UIApplication, completion: @escaping () -> Void) {
        let d = Self._presentationDuration
        switch style {
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
            let kind: UIViewAnimationOptions.Transition = style == .flipHorizontal ? .flipHorizontal : .curl
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

    /// Dismisses the controller this one (or an ancestor) presented, or, when nothing is
    /// presented, asks the presenter to dismiss this one, as `dismiss(animated:completion:)`
    /// (M2/M4). Controllers presented above the dismissed one go with it: only the top one
    /// animates, with its own transition style; the ones between are removed, and each
    /// that was on screen gets its disappear callbacks beside the top one's (PC12). With
    /// nothing presented and nothing presenting it, nothing happens and `completion` is not
    /// run (PC14). While that presentation or a dismissal of it is still animating the
    /// request is dropped with UIKit's "Attempt to dismiss from view controller … while a
    /// presentation or dismiss is in progress!" (TR13/TR14).
    func _dismiss(animated flag: Bool, completion: (() -> Void)?) {
        let target: UIViewController
        let presenter: UIViewController
        if let p = presentedViewController, let by = p._presentingViewController {
            target = p; presenter = by
        } else if let p = presentingViewController {
            guard let direct = p._presentedViewController else { return }
            target = direct; presenter = p
        } else {
            return
        }
        // An active search controller is presented by linking, not in a container: its
        // dismissal ends the search.
        if let search = target as? UISearchController {
            search._dismissSearch(completion: completion)
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
        target._dismissPresentation(by: presenter, animated: flag, completion: completion)
    }

    /// Dismisses this presented controller (and what it presents) from `presenter`.
    func _dismissPresentation(by presenter: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        let target = self
        guard let app = _application, let container = target._presentationContainer as? _PresentationContainerView,
              let pc = target._presentationControllerStorage else {
            presenter._presentedViewController = nil
            target._presentingViewController = nil
            completion?()
            return
        }
        // The stack above the target: only the top one animates (PC12).
        var chain: [UIViewController] = [target]
        while let next = chain.last?._presentedViewController { chain.append(next) }
        let top = chain.last!
        let between = Array(chain.dropLast())
        let topContainer = top._presentationContainer as? _PresentationContainerView ?? container
        let coversPresenter = pc._coversPresenter
        let presenterView = presenter.viewIfLoaded
        for vc in chain { vc._isBeingDismissed = true }
        if coversPresenter { presenterView?.isHidden = false }
        // What lies between the top and the presenter is shown again only for as long as the
        // top one animates over it: hide those containers (unless they hold the top one).
        for vc in between where vc !== top {
            if let c = vc._presentationContainer, !topContainer.isDescendant(of: c) { c.isHidden = true }
            if vc.viewIfLoaded?.isHidden == true { vc.viewIfLoaded?.isHidden = false }
        }
        // The top one animates, so the transition (animator, coordinator) is its own.
        let transition = top._makePresentationTransition(presenting: top._presentingViewController ?? presenter, source: presenter,
                                                         container: topContainer, appearing: false, animated: flag,
                                                         finalFrame: top.viewIfLoaded?.frame ?? .zero, app: app)
        top._beginAppearance(false, animated: flag)
        for vc in between.reversed() { vc._beginAppearance(false, animated: flag) }
        if coversPresenter { presenter._beginAppearance(true, animated: flag) }
        for vc in chain.reversed() { vc._presentationControllerStorage?.dismissalTransitionWillBegin() }
        if let fr = container.window?.firstResponder as? UIView, fr.isDescendant(of: container) || fr.isDescendant(of: topContainer) {
            _ = fr.resignFirstResponder()
        }
        app._beginTransition()
        let finish = { [weak presenter] in
            app.endIgnoringInteractionEvents()
            defer { app._endTransition() }
            for vc in chain.reversed() { vc._presentationControllerStorage?.dismissalTransitionDidEnd(true) }
            guard let presenter else { transition.end(true); completion?(); return }
            if coversPresenter { presenter._endAppearance() }
            for vc in chain.reversed() {
                if let c = vc._presentationContainer { app._withoutViewMoveAppearance { c.removeFromSuperview() } }
            }
            top._endAppearance()
            for vc in between.reversed() { vc._endAppearance() }
            for vc in chain {
                vc._isBeingDismissed = false
                vc._presentationContainer = nil
                vc._presentingViewController?._presentedViewController = nil
                vc._presentingViewController = nil
            }
            presenter._presentedViewController = nil
            if let w = presenterView?.window {
                if let previous = container.previousFocus, previous.window === w, !previous.isHidden {
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
            for vc in chain.reversed() { vc._presentationControllerStorage?.dismissalTransitionDidEnd(false) }
            target?._abandonDismissal(by: presenter, coversPresenter: coversPresenter, transition: transition)
            app._endTransition()
        }
        transition.start()
    }
}
