import Foundation
import UIKitEngine

/// The user dismissing a presentation (a sheet dragged down, or Esc): the delegate flow of
/// `UIAdaptivePresentationControllerDelegate` and the appearance callbacks of an
/// interactive dismissal, finished or abandoned (Oracle/presentation-controllers.json
/// PC05–PC08, PC13; docs/DECISIONS.md "A sheet the user drags").
extension UIPresentationController {
    /// Whether the presented controller, or one of the controllers shown inside it,
    /// refuses the user's dismissal (`isModalInPresentation`).
    var _isModal: Bool {
        func modal(_ vc: UIViewController) -> Bool {
            vc.isModalInPresentation || vc.children.contains { $0.viewIfLoaded?.window != nil && modal($0) }
        }
        return _presented.map(modal) ?? false
    }

    /// Asks whether the user may dismiss now; a refusal is reported with
    /// `presentationControllerDidAttemptToDismiss(_:)`. True: the dismissal may begin.
    func _userMayDismiss() -> Bool {
        if _isModal || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        return true
    }

    /// Esc, the key equivalent of the user's dismissal: asked as a drag is, then the
    /// presented controller is dismissed with an animation and the delegate told at the end.
    func _userDismissWithKey() {
        guard let vc = _presented, let presenter = vc._presentingViewController, _container != nil,
              !vc._presentationInProgress, !vc._isBeingDismissed, _userMayDismiss() else { return }
        delegate?.presentationControllerWillDismiss(self)
        vc._dismissPresentation(by: presenter, animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }
}

extension UISheetPresentationController {
    /// The drag took the sheet below its smallest detent: the interactive dismissal begins
    /// (`presentationControllerWillDismiss`, `viewWillDisappear(true)`,
    /// `dismissalTransitionWillBegin()`), or is refused.
    func _userBeginsDismissal(_ drag: _SheetDrag) {
        guard let vc = _presented, let presenter = vc._presentingViewController else { return }
        guard _userMayDismiss() else { drag.refused = true; return }
        drag.dismissing = true
        delegate?.presentationControllerWillDismiss(self)
        vc._isBeingDismissed = true
        vc._beginAppearance(false, animated: true)
        if _coversPresenter { presenter._beginAppearance(true, animated: true) }
        dismissalTransitionWillBegin()
        vc._application?._beginTransition()
    }

    /// The user let go with the sheet's top at `top`: it goes (past half of the smallest
    /// detent, when allowed), or rests at the nearest detent — the dismissal, if it began,
    /// is cancelled: `dismissalTransitionDidEnd(false)`, `viewWillAppear(true)`,
    /// `viewDidAppear(true)`.
    func _endUserDrag(_ drag: _SheetDrag, top: CGFloat, view v: UIView, in container: _PresentationContainerView) {
        guard let vc = _presented, let presenter = vc._presentingViewController,
              let app = vc._application else { return }
        let bounds = container.bounds
        let resting: Detent.Identifier?? = drag.refused ? .some(selectedDetentIdentifier ?? _smallestIdentifier(in: bounds)) : _restingDetent(forTop: top, in: bounds)
        let goes = drag.dismissing && resting == .some(nil)
        app.beginIgnoringInteractionEvents()
        if goes {
            let offscreen = v.frame.offsetBy(dx: 0, dy: bounds.height - v.frame.minY)
            UIView.animate(withDuration: UIViewController._presentationDuration / 2, delay: 0, options: [.curveEaseOut],
                           animations: { v.frame = offscreen }, completion: { [weak self] _ in
                app.endIgnoringInteractionEvents()
                self?._finishUserDismissal(vc: vc, presenter: presenter, app: app)
            })
            return
        }
        // Rests at a detent: the one the user chose, told to the delegate when it changed.
        var changed = false
        if !drag.dismissing, !drag.refused, case .some(.some(let id)) = resting {
            let current = selectedDetentIdentifier ?? _smallestIdentifier(in: bounds)
            if id != current { changed = true; selectedDetentIdentifier = id }
        }
        let target = frameOfPresentedViewInContainerView
        UIView.animate(withDuration: UIViewController._presentationDuration / 2, delay: 0, options: [.curveEaseOut],
                       animations: { v.frame = target }, completion: { [weak self] _ in
            app.endIgnoringInteractionEvents()
            guard let self else { return }
            if drag.dismissing {
                self.dismissalTransitionDidEnd(false)
                vc._isBeingDismissed = false
                if self._coversPresenter { presenter._beginAppearance(false, animated: true); presenter._endAppearance() }
                vc._beginAppearance(true, animated: true)
                vc._endAppearance()
                app._endTransition()
            }
            container.setNeedsDisplay()
        })
        if changed, let d = delegate as? UISheetPresentationControllerDelegate {
            d.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }

    /// The dragged-away sheet has left the screen: the dismissal ends as a programmatic
    /// one does, then the delegate hears `presentationControllerDidDismiss`.
    private func _finishUserDismissal(vc: UIViewController, presenter: UIViewController, app: UIApplication) {
        let container = vc._presentationContainer as? _PresentationContainerView
        dismissalTransitionDidEnd(true)
        if _coversPresenter { presenter._endAppearance() }
        if let c = vc._presentationContainer { app._withoutViewMoveAppearance { c.removeFromSuperview() } }
        vc._endAppearance()
        vc._isBeingDismissed = false
        vc._presentationContainer = nil
        presenter._presentedViewController = nil
        vc._presentingViewController = nil
        if let w = presenter.viewIfLoaded?.window {
            if let previous = container?.previousFocus, previous.window === w, !previous.isHidden {
                w.focusedView = previous
            } else if w.focusedView?.window == nil {
                w.focusedView = nil
            }
        }
        app._endTransition()
        delegate?.presentationControllerDidDismiss(self)
    }
}
