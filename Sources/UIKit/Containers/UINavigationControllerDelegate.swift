import Foundation
import UIKitEngine

/// The navigation controller's delegate, as `UINavigationControllerDelegate`.
///
/// For an animated push or pop the controller asks `animationControllerFor` (nil: UIKit's
/// own slide) and — only when that returned an animator — `interactionControllerFor`
/// before the transition starts (its coordinator is complete in `viewWillAppear`), then
/// sends the will-callbacks and `willShow`. `didShow` is sent when the transition
/// completes; a cancelled interactive pop sends no `didShow` (and no second `willShow`;
/// openradar 21137690).
/// Source: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator of an animated push or pop from `fromVC` to `toVC`; nil for UIKit's own.
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller for the transition `animationController` animates.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}
