import Foundation
import UIKit

/// `tabs` (seed 000, UITabBarController): a tab bar controller with a "Web Chat" and a
/// "Contacts" child, each setting its own tab bar item (the container only contains).
///
/// The seed sets both items in `viewDidLoad`, and because a tab bar controller loads only
/// the selected child's view, its Contacts item would not show until that tab is chosen;
/// the seed works around it by reading every child's `view` at launch (loading them all).
/// The seed's own summary gives the better fix, used here: the Contacts controller sets
/// its `tabBarItem` in its initializer, so both items show at start while only Web Chat's
/// view is loaded. Web Chat (the first tab, loaded anyway) keeps the seed's
/// `viewDidLoad`: red background, `title = "Chat"` (which also renames its item), then
/// the item's own title "Web Chat", images and badge "5", and a log line showing that
/// `tabBarController` is the `parent`. The seed's tab images (its PNGs) are not shipped:
/// where they cannot be found the items take the SF Symbols iOS's own apps use for a chat
/// and a contacts tab (`message`, `person.crop.circle`; `.fill` when selected).
enum TabsDemo {
    @MainActor static func make() -> UIViewController {
        let tabBarController = TabBarViewController()
        let webChatController = WebChatViewController()
        let contactController = ContactViewController()
        tabBarController.viewControllers = [webChatController, contactController]
        return tabBarController
    }

    /// The seed's `KCTabBarViewController` (a plain subclass).
    final class TabBarViewController: UITabBarController {}

    /// A tab's content: a caption centred two rows from the top, kept centred as the view
    /// is resized (both tabs show one).
    @MainActor
    class CaptionedViewController: UIViewController {
        private var caption: UILabel?

        func showCaption(_ text: String) {
            let label = DemoViews.centeredLabel(text, y: 2, in: view.bounds)
            view.addSubview(label)
            caption = label
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            if let caption { view.demoPlaceCaption(caption) }
        }
    }

    @MainActor
    final class WebChatViewController: CaptionedViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = DemoColors.red
            title = "Chat"
            demoNote("tabBarController == parentViewController: \(tabBarController === parent)")
            tabBarItem.title = "Web Chat"
            tabBarItem.image = UIImage(named: "tabbar_mainframe.png") ?? UIImage(systemName: "message")
            tabBarItem.selectedImage = UIImage(named: "tabbar_mainframeHL.png") ?? UIImage(systemName: "message.fill")
            tabBarItem.badgeValue = "5"
            showCaption("Web Chat (controller title: \(title ?? ""))")
        }
    }

    @MainActor
    final class ContactViewController: CaptionedViewController {
        init() {
            super.init(nibName: nil, bundle: nil)
            // In the initializer, not viewDidLoad: the bar shows this item before the tab
            // is ever selected, without loading the view.
            tabBarItem.title = "Contacts"
            tabBarItem.image = UIImage(named: "tabbar_contacts.png") ?? UIImage(systemName: "person.crop.circle")
            tabBarItem.selectedImage = UIImage(named: "tabbar_contactsHL.png") ?? UIImage(systemName: "person.crop.circle.fill")
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = DemoColors.yellow
            showCaption("Contacts (view loaded on first selection)")
        }
    }
}
