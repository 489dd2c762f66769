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
        // The seed's global bar style: a white title; the buttons keep the tint (iOS's blue).
        navigationController.navigationBar.barStyle = .black
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
        private let label = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            demoNote("childViewControllers: \(NavigationDemo.stackDescription(navigationController))")
            demoNote("navigationController == parent: \(navigationController === parent)")
            label.numberOfLines = 0
            label.text = body
            view.addSubview(label)
        }

        /// The text inside the root view's margins: at least 2 columns in on a terminal
        /// (whose margins are 1 column), the 16-point margins on a phone; below the bar by
        /// half that (a row; 8 points).
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let inset = max(2, view.directionalLayoutMargins.leading)
            let width = max(0, view.bounds.width - 2 * inset)
            let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
            let frame = CGRect(x: inset, y: (inset / 2).rounded(.down), width: width, height: height)
            if label.frame != frame { label.frame = frame }
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
