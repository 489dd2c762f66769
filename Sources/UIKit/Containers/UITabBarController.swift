import Foundation

/// A container that shows one of several children chosen by a tab bar, as
/// `UITabBarController`. (Being completed: see the tab bar issue.)
@MainActor
open class UITabBarController: UIViewController {
}
