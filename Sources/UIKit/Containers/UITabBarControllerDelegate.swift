
/// The tab bar controller's delegate, as `UITabBarControllerDelegate` (selection subset).
///
/// Both methods are sent only for selections the *user* makes (a click on the bar,
/// Enter on the focused bar, a row of the More list); setting `selectedIndex` or
/// `selectedViewController` in code sends neither (lifecycle contract TB2/TB4).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Asked before a user selection; return false to refuse it. The default is true.
    /// `viewController` is the tab's controller, or `moreNavigationController` for More.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Told after a user selection, once the new tab's `viewDidAppear` has run.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
