import Foundation
import UIKit

/// `navigation` (seed 000, "代码方式创建导航"): WeChat's "add friends" flow in a
/// `UINavigationController` made in code: Friends → QQ Contact → Public Account.
///
/// - Friends (the root): title "Friends" through its `navigationItem`, an "Edit" item on
///   the left that does nothing (target and action nil, as in the seed), an add item on
///   the right that pushes QQ Contact.
/// - QQ Contact: title through `title`; its `backBarButtonItem` is "QQ", so the screen
///   above it shows "‹ QQ" (the back button shows the *previous* controller's back item);
///   "Public Account" on the right pushes the next screen.
/// - Public Account: "Add Friends" on the right pops to the root
///   (`popToRootViewController(animated:)`).
///
/// Each `viewDidLoad` logs the navigation stack (`navigationController.children`) and
/// whether `navigationController` is the `parent`, as the seed's `NSLog`s do: popped
/// controllers are gone from the stack. The bar has the seed's sky-blue tint.
enum NavigationDemo {
    @MainActor static func make() -> UIViewController {
        let friendController = FriendViewController()
        let navigationController = UINavigationController(rootViewController: friendController)
        navigationController.navigationBar.barTintColor = DemoColors.skyBlue
        return navigationController
    }

    /// The class names of the controllers on `navigationController`'s stack.
    @MainActor static func stackDescription(_ navigationController: UINavigationController?) -> String {
        let names = (navigationController?.children ?? []).map { String(describing: type(of: $0)) }
        return "[" + names.joined(separator: ", ") + "]"
    }

    /// A screen with a few lines of explanation under the navigation bar.
    @MainActor
    class ScreenViewController: UIViewController {
        var body: String { "" }

        override func viewDidLoad() {
            super.viewDidLoad()
            demoNote("childViewControllers: \(NavigationDemo.stackDescription(navigationController))")
            demoNote("navigationController == parent: \(navigationController === parent)")
            let bounds = view.bounds
            let label = UILabel(frame: CGRect(x: 2, y: 1, width: max(0, bounds.width - 4), height: 1))
            label.autoresizingMask = [.flexibleWidth]
            label.numberOfLines = 0
            label.text = body
            label.frame.size.height = label.sizeThatFits(CGSize(width: label.frame.width, height: .greatestFiniteMagnitude)).height
            view.addSubview(label)
        }
    }

    final class FriendViewController: ScreenViewController {
        override var body: String { "Your friends. The + button pushes QQ Contact; Edit does nothing (no target, no action)." }

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.title = "Friends"
            navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self,
                                                                action: FriendViewController.addFriends)
        }

        func addFriends() {
            let qqContactController = QQContactViewController()
            navigationController?.pushViewController(qqContactController, animated: true)
        }
    }

    final class QQContactViewController: ScreenViewController {
        override var body: String { "QQ contacts. Public Account pushes the next screen, whose back button says \"QQ\" (this screen's backBarButtonItem)." }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "QQ Contact"
            let back = UIBarButtonItem(title: "QQ", style: .done, target: nil, action: nil)
            navigationItem.backBarButtonItem = back
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Public Account", style: .done, target: self,
                                                                action: QQContactViewController.gotoNextView)
        }

        func gotoNextView() {
            let publicAccountController = PublicAccountViewController()
            navigationController?.pushViewController(publicAccountController, animated: true)
        }
    }

    final class PublicAccountViewController: ScreenViewController {
        override var body: String { "Public accounts. Add Friends pops straight back to the root (popToRootViewController)." }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Public Account"
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add Friends", style: .done, target: self,
                                                                action: PublicAccountViewController.gotoAddFriends)
        }

        func gotoAddFriends() {
            navigationController?.popToRootViewController(animated: true)
        }
    }
}
