import Foundation

/// The object that vends a presentation controller for a `.custom` presentation, as
/// `UIViewControllerTransitioningDelegate` (its presentation-controller method; the
/// animation and interaction controllers are issue 17 item 3).
///
/// UIKit asks the presented controller's `transitioningDelegate` when the presentation
/// starts; nil (the default) means a plain `UIPresentationController`.
/// Source: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The presentation controller for presenting `presented` (`source` is the controller
    /// whose `present` was called, `presenting` the one that presents).
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}
