import Foundation

/// Supplies the objects of a custom presentation or dismissal, as
/// `UIViewControllerTransitioningDelegate` (set a controller's `transitioningDelegate`
/// before presenting it; the controller holds it weakly, as UIKit does). Every method is
/// optional: nil keeps UIKit's own animation of the `modalTransitionStyle`.
///
/// The interaction controllers are asked only when the matching animation controller is
/// not nil, and just after it.
/// Source: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented` on `presenting` (the controller that really
    /// presents, after the presentation context is resolved); `source` is the controller
    /// `present(_:animated:completion:)` was called on.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The animator for dismissing `dismissed`.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// An interaction controller for the presentation animated by `animator`.
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// An interaction controller for the dismissal animated by `animator`.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// The presentation controller of a `.custom` presentation of `presented` (`source` is
    /// the controller whose `present` was called, `presenting` the one that presents); nil
    /// means a plain `UIPresentationController`.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}
