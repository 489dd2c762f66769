import Foundation

/// Gives a page view controller its pages on demand, as `UIPageViewControllerDataSource`.
///
/// The page view controller asks for the neighbour of the page that shows when the user
/// turns a page (a key or a drag), never for a turn made with
/// `setViewControllers(_:direction:animated:completion:)`. Returning nil means there is no
/// page that way: the turn does not happen.
///
/// Page indicator: when `presentationCount(for:)` returns more than 0 (the defaults return
/// 0) and the style is `.scroll`, a page control below the pages shows
/// `presentationIndex(for:)`, asked after each `setViewControllers` and followed by the
/// user's turns.
/// Source: https://developer.apple.com/documentation/uikit/uipageviewcontrollerdatasource
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// How many pages the indicator shows (0: no indicator).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The indicator's selected page.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
