import Foundation
import UIKitEngine

extension UIViewController {
    /// The nearest presentation controller managing this controller, as
    /// `presentationController`: its own when it is (or is about to be) presented, else its
    /// parent's. Read before the presentation, it is made at once for the current
    /// `modalPresentationStyle` and that presentation uses it — set the style first
    /// (UIKit's lazy creation; PSPDFKit's "Presentation Controllers and Adaptive
    /// Presentations", 2015). A window's root view controller has none.
    public var presentationController: UIPresentationController? {
        if let pc = _presentationControllerStorage { return pc }
        if let p = parent { return p.presentationController }
        if _isWindowRoot { return nil }
        return _makePresentationController(presenting: nil, source: self)
    }

    /// The presentation controller when this controller is presented as a sheet
    /// (`.pageSheet`, `.formSheet`, `.automatic`), as `sheetPresentationController`; nil
    /// for the other styles.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The style asked for, before any presentation controller is made: `.automatic` is a
    /// page sheet (iOS 13+), alerts present over the full screen.
    var _requestedStyle: UIModalPresentationStyle {
        if self is UIAlertController { return .overFullScreen }
        switch modalPresentationStyle {
        case .automatic, .popover: return .pageSheet
        case .none: return .fullScreen
        default: return modalPresentationStyle
        }
    }

    /// Makes (and keeps) the presentation controller for the current style: for `.custom`
    /// the transitioning delegate's, else UIKit's own for the style.
    @discardableResult
    func _makePresentationController(presenting: UIViewController?, source: UIViewController) -> UIPresentationController {
        let style = _requestedStyle
        let pc: UIPresentationController
        if style == .custom, let vended = transitioningDelegate?.presentationController(
            forPresented: self, presenting: presenting, source: source) {
            pc = vended
        } else if style == .pageSheet || style == .formSheet {
            pc = UISheetPresentationController(presentedViewController: self, presenting: presenting)
        } else {
            pc = UIPresentationController(presentedViewController: self, presenting: presenting)
            pc._style = style
        }
        _presentationControllerStorage = pc
        return pc
    }

    /// The presentation controller a presentation from `source` through `presenter` uses:
    /// the one already made (read early, or kept from an earlier presentation in the same
    /// style), else a new one.
    func _presentationControllerForPresenting(by presenter: UIViewController, source: UIViewController) -> UIPresentationController {
        if let pc = _presentationControllerStorage, pc._container == nil,
           pc._madeBeforePresentation || pc._style == _requestedStyle || (_requestedStyle == .custom && pc._style == .custom) {
            pc._madeBeforePresentation = false
            pc._presenting = presenter
            return pc
        }
        let pc = _makePresentationController(presenting: presenter, source: source)
        pc._madeBeforePresentation = false
        return pc
    }

    /// The style the presentation really uses: the presentation controller's, adapted by
    /// its delegate in a compact (narrow) environment — `.fullScreen` or `.overFullScreen`
    /// replace a sheet, `.none` keeps it (`adaptivePresentationStyle(for:traitCollection:)`).
    func _effectiveStyle(of pc: UIPresentationController, screenWidth: CGFloat) -> UIModalPresentationStyle {
        let style = pc._style
        guard style == .pageSheet || style == .formSheet, screenWidth < UIAlertController.regularWidthThreshold,
              let delegate = pc.delegate else { return style }
        let adapted = delegate.adaptivePresentationStyle(for: pc, traitCollection: pc.traitCollection)
        switch adapted {
        case .fullScreen, .overFullScreen: return adapted
        default: return style
        }
    }
}
