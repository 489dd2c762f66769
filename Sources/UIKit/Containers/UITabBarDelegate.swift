import Foundation
import UIKitEngine

/// The tab bar's delegate, as `UITabBarDelegate` (the selection subset).
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// Sent when the user selects an item (not when `selectedItem` is set in code).
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
