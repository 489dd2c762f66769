import Foundation

/// What a presentation controller tells its delegate about adaptivity and about the user
/// dismissing the presentation, as `UIAdaptivePresentationControllerDelegate`. Every
/// method is optional (the defaults below are UIKit's behaviour when the delegate does not
/// implement it).
///
/// The four dismissal methods concern the user's dismissals only — a downward drag of a
/// sheet past its threshold, or Esc, the key equivalent — never `dismiss(animated:)`:
/// - `presentationControllerShouldDismiss(_:)` is asked first (unless the presented
///   controller `isModalInPresentation`); false refuses, and then
///   `presentationControllerDidAttemptToDismiss(_:)` is sent, as it is for a modal one.
/// - `presentationControllerWillDismiss(_:)` is sent when the dismissal begins, before
///   `viewWillDisappear`; a drag the user abandons half way still had it, and then gets no
///   `presentationControllerDidDismiss(_:)`.
/// - `presentationControllerDidDismiss(_:)` is sent once the controller has gone.
/// Sources: Apple's documentation of each method; WWDC 2019 "Modernizing Your UI for
/// iOS 13" (the pull-down flow chart); docs/DECISIONS.md "A sheet the user drags".
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in a compact environment; `.none` keeps the current style.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to for `traitCollection`; `.none` keeps the current style.
    /// UIKit asks this one first.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// A controller to present instead of the presented one in the adapted style (nil: the
    /// same). Not asked yet: an adapted presentation shows the presented controller itself.
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    /// Whether the user may dismiss the presentation now (default true).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user's dismissal begins.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user's dismissal has ended and the presented controller is gone.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss and was refused (`isModalInPresentation`, or
    /// `presentationControllerShouldDismiss(_:)` returned false).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.presentationStyle
    }
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
