import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport
@testable import UIKitDemos

/// `tabs` (seed 000): a tab bar controller whose children set their own items; the second
/// item shows at launch although its view is not loaded.
@MainActor
@Suite struct TabsDemoTests {
    static let hints = ThreeButtonsDemoTests.hints
    static let bar = "              Web Chat (5)                              Contacts"

    @Test func launchShowsBothItemsButLoadsOnlyTheFirstChild() throws {
        let demo = DemoHarness("tabs")
        let tabs = try #require(demo.root as? UITabBarController)
        let contacts = try #require(tabs.viewControllers?.last)
        #expect(!contacts.isViewLoaded)
        #expect(tabs.tabBar.items?.map { $0.title ?? "" } == ["Web Chat", "Contacts"])
        #expect(tabs.tabBar.items?.map { $0.badgeValue ?? "-" } == ["5", "-"])
        #expect(tabs.viewControllers?.first?.title == "Chat")
    }

    @Test func choosingContactsLoadsItAndSwitchesWithoutAnimation() throws {
        let demo = DemoHarness.launched("tabs")

        demo.press(.tab)        // focus the tab bar
        demo.press(.right)
        demo.press(.enter)
        let rightAway = demo.lines
        demo.settle()

        // UIKit's order for a tab switch: the new child's will before the old one's (TB2).
        expectLines(demo.newLines(), [
            "ContactViewController.loadView()",
            "ContactViewController.viewDidLoad()",
            "ContactViewController.viewWillAppear(false)",
            "WebChatViewController.viewWillDisappear(false)",
            "WebChatViewController.viewDidDisappear(false)",
            "ContactViewController.viewDidAppear(false)",
        ])
        let contactsScreen = ["", "", "                   Contacts (view loaded on first selection)"] + blank(19) + [Self.bar, Self.hints]
        expectLines(rightAway, contactsScreen)
        expectLines(demo.lines, contactsScreen)
        let tabs = try #require(demo.root as? UITabBarController)
        #expect(tabs.selectedIndex == 1)
    }
}
