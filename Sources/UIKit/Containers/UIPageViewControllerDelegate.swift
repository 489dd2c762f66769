import Foundation

/// Told about the user's page turns, as `UIPageViewControllerDelegate`.
///
/// Both methods are sent for gesture-driven turns only (a key or a drag on a terminal),
/// not for `setViewControllers(_:direction:animated:completion:)` (Apple's documentation
/// of both). The order around the appearance callbacks is in docs/DECISIONS.md
/// ("Page view controller").
/// Source: https://developer.apple.com/documentation/uikit/uipageviewcontrollerdelegate
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// Before a user turn begins: the pages that will show.
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// After a user turn ends: `completed` is false when the turn was cancelled (a drag
    /// let go before half the page); `previousViewControllers` showed before it.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
