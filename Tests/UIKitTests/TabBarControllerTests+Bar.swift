import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// The tab bar on screen: badges, narrow slots, the keyboard, hiding, a free-standing bar, release.
@MainActor
extension TabBarControllerTests {
    @Test func tabBarWithBadgeWholeScreen() {
        let trace = Trace()
        let screen = HeadlessScreen.checked(width: 60, height: 6)
        let contacts = ContentViewController("Contacts", trace)
        contacts.lines = ["Ann Lee", "Bo Chen", "Cy Diaz"]
        contacts.title = "Contacts"
        contacts.tabBarItem.badgeValue = "5"
        let groups = LoggingViewController("Groups", trace)
        groups.title = "Groups"
        let settings = LoggingViewController("Settings", trace)
        settings.title = "Settings"
        let tab = UITabBarController()
        tab.viewControllers = [contacts, groups, settings]

        screen.makeWindow(root: tab)

        expectScreen(screen.lines, equals: [
            "Ann Lee", "Bo Chen", "Cy Diaz", "", "",
            "    Contacts (5)           Groups             Settings"])
        // The selected slot (columns 0-19) is reversed and bold; the others are plain.
        #expect((0..<20).allSatisfy { screen.attributes(x: $0, y: 5).contains(.reverse) })
        #expect(screen.attributes(x: 4, y: 5) == [.reverse, .bold])
        #expect(screen.attributes(x: 27, y: 5) == [])
        #expect(screen.grid[14, 5].style.foreground == UIColor.systemRed.cellColor)

        contacts.tabBarItem.badgeValue = "12"
        screen.runLoop()
        expectScreen(screen.lines, rows: 5..<6, equal: ["   Contacts (12)           Groups             Settings"])
    }

    @Test func narrowSlotsShortenTheTitleAndKeepTheBadge() {
        let screen = HeadlessScreen.checked(width: 30, height: 3)
        let a = UIViewController(); a.title = "Contacts"; a.tabBarItem.badgeValue = "5"
        let b = UIViewController(); b.title = "Groups"
        let c = UIViewController(); c.title = "Calls"
        let tab = UITabBarController()
        tab.viewControllers = [a, b, c]
        screen.makeWindow(root: tab)
        expectScreen(screen.lines, rows: 2..<3, equal: [" Con… (5)   Groups    Calls"])
    }

    @Test func keyboardMovesAlongTheBarAndEnterSelects() {
        let (screen, (trace, _, _, _, tab, d)) = shownABC()

        screen.press(.tab)
        #expect(screen.application.keyWindow?.focusedView === tab.tabBar)
        #expect(screen.attributes(x: 12, y: 23).contains(.underline))
        screen.press(.right)
        screen.press(.right)
        screen.press(.left)
        #expect(screen.attributes(x: 39, y: 23) == [.underline])
        #expect(trace.lines.isEmpty)
        screen.press(.enter)

        #expect(trace.withoutLayout == [
            "TabDelegate.tabBarController(Tab, shouldSelect: B) -> true",
            "B.loadView()", "B.viewDidLoad()", "B.viewWillAppear(false)", "A.viewWillDisappear(false)",
            "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
            "TabDelegate.tabBarController(Tab, didSelect: B)"])
        #expect(screen.attributes(x: 39, y: 23) == [.reverse, .bold, .underline])
        withExtendedLifetime(d) {}
    }

    @Test func escapePopsTheSelectedNavigationStack() {
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let a = LoggingViewController("A", trace)
        let nav = UINavigationController(rootViewController: a)
        let tab = UITabBarController()
        tab.viewControllers = [nav, LoggingViewController("B", trace)]
        screen.makeWindow(root: tab)
        nav.pushViewController(LoggingViewController("A2", trace), animated: false)
        screen.settle()

        screen.press(.escape)
        screen.settle()
        #expect(nav.viewControllers == [a])
        screen.press(.escape)   // nothing left to pop: nothing happens
        screen.settle()
        #expect(nav.viewControllers == [a])
        #expect(tab.selectedIndex == 0)
    }

    @Test func hidingTheTabBarGivesTheContentTheWholeHeight() {
        let trace = Trace()
        let screen = HeadlessScreen.checked(width: 40, height: 5)
        let a = ContentViewController("A", trace)
        a.lines = ["1", "2", "3", "4", "5"]
        a.title = "A"
        let tab = UITabBarController()
        tab.viewControllers = [a]
        screen.makeWindow(root: tab)
        expectScreen(screen.lines, equals: ["1", "2", "3", "4", "                   A"])

        tab.tabBar.isHidden = true
        screen.runLoop()

        #expect(a.view.frame.height == 5)
        expectScreen(screen.lines, equals: ["1", "2", "3", "4", "5"])
    }

    @Test func aManagedTabBarRefusesDirectChanges() {
        let tab = UITabBarController()
        let screen = HeadlessScreen.checked()
        let a = UIViewController(); a.title = "A"
        tab.viewControllers = [a]
        screen.makeWindow(root: tab)

        tab.tabBar.items = []
        tab.tabBar.delegate = nil

        #expect(screen.application.diagnostics.exceptions == [
            UIKitException(name: "NSInternalInconsistencyException",
                           reason: "Directly modifying a tab bar managed by a tab bar controller is not allowed."),
            UIKitException(name: "NSInternalInconsistencyException",
                           reason: "Changing the delegate of a tab bar managed by a tab bar controller is not allowed.")])
        #expect(tab.tabBar.items?.count == 1)
        #expect(tab.tabBar.delegate === tab)
    }

    @Test func freeStandingTabBarTellsItsDelegate() {
        final class Listener: UITabBarDelegate {
            var selected: [String] = []
            func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title ?? "") }
        }
        let screen = HeadlessScreen.checked(width: 40, height: 3)
        let root = UIViewController()
        screen.makeWindow(root: root)
        let bar = UITabBar(frame: CGRect(x: 0, y: 2, width: 40, height: 1))
        let listener = Listener()
        bar.delegate = listener
        bar.items = [UITabBarItem(title: "One", image: nil, tag: 1), UITabBarItem(title: "Two", image: nil, tag: 2)]
        root.view.addSubview(bar)
        screen.runLoop()

        screen.click(x: 30, y: 2)
        bar.selectedItem = bar.items?[0]   // in code: no delegate call

        #expect(listener.selected == ["Two"])
        expectScreen(screen.lines, rows: 2..<3, equal: ["        One                 Two"])
    }

    @Test func tabBarControllerIsReleasedWithItsChildren() {
        weak var weakTab: UITabBarController?
        weak var weakChild: UIViewController?
        do {
            let screen = HeadlessScreen.checked()
            let child = UIViewController()
            let tab = UITabBarController()
            tab.viewControllers = [child, UIViewController(), UIViewController(), UIViewController(), UIViewController(), UIViewController()]
            let d = TabDelegateLogger(Trace())
            tab.delegate = d
            screen.makeWindow(root: tab)
            weakTab = tab
            weakChild = child
            screen.application.keyWindow?.rootViewController = nil
        }
        #expect(weakTab == nil)
        #expect(weakChild == nil)
    }
}
