import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// Golden traces for the tab bar scenarios of ../shared/oracle/lifecycle-contract.json
/// (TB1, TB2, TB4, TB6, TB7), pitfall B25, and the tab bar on screen.
@MainActor
@Suite struct TabBarControllerTests {

    func makeTab(_ trace: Trace, _ children: [UIViewController]) -> (LoggingTabBarController, TabDelegateLogger) {
        let tab = LoggingTabBarController()
        tab.trace = trace
        let d = TabDelegateLogger(trace)
        tab.viewControllers = children
        tab.delegate = d
        return (tab, d)
    }

    func abc(_ trace: Trace) -> (LoggingViewController, LoggingViewController, LoggingViewController) {
        let a = LoggingViewController("A", trace), b = LoggingViewController("B", trace), c = LoggingViewController("C", trace)
        a.title = "A"; b.title = "B"; c.title = "C"
        return (a, b, c)
    }

    /// A, B and C in a logging tab bar controller with a logging delegate, all on one trace.
    typealias ABC = (trace: Trace, a: LoggingViewController, b: LoggingViewController, c: LoggingViewController,
                             tab: LoggingTabBarController, delegate: TabDelegateLogger)

    func tabsABC() -> ABC {
        let trace = Trace()
        let (a, b, c) = abc(trace)
        let (tab, d) = makeTab(trace, [a, b, c])
        return (trace, a, b, c, tab, d)
    }

    /// `tabsABC()` in the key window of a checked 80 × 24 screen, after its first display,
    /// the trace reset.
    func shownABC(sourceLocation: SourceLocation = #_sourceLocation) -> (HeadlessScreen, ABC) {
        let screen = HeadlessScreen.checked(sourceLocation: sourceLocation)
        let tabs = tabsABC()
        screen.makeWindow(root: tabs.tab)
        tabs.trace.reset()
        return (screen, tabs)
    }

    // MARK: TB1

    @Test func TB1_tabInitialDisplay() {
        let screen = HeadlessScreen.checked()
        let (trace, a, b, c, tab, d) = tabsABC()

        screen.makeWindow(root: tab)

        #expect(trace.withoutLayout == [
            "A.willMove(toParent: Tab)", "B.willMove(toParent: Tab)", "C.willMove(toParent: Tab)",
            "A.didMove(toParent: Tab)", "B.didMove(toParent: Tab)", "C.didMove(toParent: Tab)",
            "Tab.loadView()", "Tab.viewDidLoad()", "A.loadView()", "A.viewDidLoad()",
            "Tab.viewWillAppear(false)", "A.viewWillAppear(false)",
            "Tab.viewDidAppear(false)", "A.viewDidAppear(false)"])
        #expect(b.isViewLoaded == false)
        #expect(c.isViewLoaded == false)
        #expect(tab.selectedIndex == 0)
        #expect(tab.selectedViewController === a)
        #expect(tab.tabBar.items?.map { $0.title ?? "" } == ["A", "B", "C"])
        #expect(tab.tabBar.selectedItem === a.tabBarItem)
        #expect(tab.children.count == 3 && a.parent === tab && a.tabBarController === tab)
        #expect(a.view.superview?.isDescendant(of: tab.view) == true)
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 80, height: 23))
        #expect(tab.tabBar.frame == CGRect(x: 0, y: 23, width: 80, height: 1))
        #expect(!trace.lines.contains { $0.hasPrefix("TabDelegate") })
        withExtendedLifetime(d) {}
    }

    // MARK: TB2

    @Test func TB2_userTapsOtherTab() {
        let (screen, (trace, a, b, c, tab, d)) = shownABC()

        screen.click(x: 39, y: 23)   // B's slot (columns 26-52 of 80)

        #expect(trace.withoutLayout == [
            "TabDelegate.tabBarController(Tab, shouldSelect: B) -> true",
            "B.loadView()", "B.viewDidLoad()", "B.viewWillAppear(false)", "A.viewWillDisappear(false)",
            "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
            "TabDelegate.tabBarController(Tab, didSelect: B)"])
        #expect(d.selectedInsideDidSelect.count == 1 && d.selectedInsideDidSelect[0] === b)
        #expect(tab.selectedIndex == 1)
        #expect(a.viewIfLoaded?.superview == nil)
        #expect(b.view.isDescendant(of: tab.view))
        #expect(c.isViewLoaded == false)
        #expect(b.appearanceChecks == ["willAppear movingTo=false presented=false", "didAppear movingTo=false presented=false"])
    }

    @Test func TB2_delegateRefusesTheTap() {
        let (screen, (trace, a, b, _, tab, d)) = shownABC()
        d.answer = false

        screen.click(x: 39, y: 23)

        #expect(trace.lines == ["TabDelegate.tabBarController(Tab, shouldSelect: B) -> false"])
        #expect(tab.selectedViewController === a)
        #expect(b.isViewLoaded == false)
    }

    @Test func TB2_tappingTheSelectedTabPopsItsNavigationStackToTheRoot() {
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let a = LoggingViewController("A", trace)
        let a2 = LoggingViewController("A2", trace)
        let nav = UINavigationController(rootViewController: a)
        nav.title = "Nav"
        let (b, _, _) = abc(trace)
        let (tab, d) = makeTab(trace, [nav, b])
        screen.makeWindow(root: tab)
        nav.pushViewController(a2, animated: false)
        screen.settle()
        trace.reset()

        screen.click(x: 20, y: 23)
        screen.settle()

        #expect(trace.withoutLayout == [
            "TabDelegate.tabBarController(Tab, shouldSelect: UINavigationController) -> true",
            "A2.willMove(toParent: nil)",
            "TabDelegate.tabBarController(Tab, didSelect: UINavigationController)",
            "A2.viewWillDisappear(true)", "A.viewWillAppear(true)", "A2.viewDidDisappear(true)",
            "A.viewDidAppear(true)", "A2.didMove(toParent: nil)"])
        #expect(nav.viewControllers == [a])
        withExtendedLifetime(d) {}
    }

    // MARK: TB4

    @Test func TB4_programmaticSelection() {
        let (screen, (trace, _, b, _, tab, d)) = shownABC()

        tab.selectedIndex = 1
        trace.log("@ selectedIndex setter returns")
        screen.runLoop()

        #expect(trace.withoutLayout == [
            "B.loadView()", "B.viewDidLoad()", "B.viewWillAppear(false)", "A.viewWillDisappear(false)",
            "@ selectedIndex setter returns",
            "A.viewDidDisappear(false)", "B.viewDidAppear(false)"])
        #expect(tab.selectedViewController === b)
        #expect(tab.tabBar.selectedItem === b.tabBarItem)
        withExtendedLifetime(d) {}
    }

    @Test func TB4_selectedViewControllerSetterIsTheSameAndSendsNoDelegateCalls() {
        let (screen, (trace, _, _, c, tab, d)) = shownABC()

        tab.selectedViewController = c
        screen.runLoop()

        #expect(trace.withoutLayout == [
            "C.loadView()", "C.viewDidLoad()", "C.viewWillAppear(false)", "A.viewWillDisappear(false)",
            "A.viewDidDisappear(false)", "C.viewDidAppear(false)"])
        #expect(tab.selectedIndex == 2)
        withExtendedLifetime(d) {}
    }

    @Test func TB4_selectingAControllerNotInTheListRaises() {
        let (screen, (_, a, _, _, tab, _)) = shownABC()

        tab.selectedViewController = UIViewController()

        #expect(screen.application.diagnostics.exceptions == [UIKitException(
            name: "NSInvalidArgumentException",
            reason: "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.")])
        #expect(tab.selectedViewController === a)
    }

    @Test func TB4_selectionBeforeTheTabBarControllerAppearsLoadsOnlyThatChild() {
        let screen = HeadlessScreen.checked()
        let (trace, a, b, _, tab, _) = tabsABC()
        tab.selectedIndex = 2
        trace.reset()

        screen.makeWindow(root: tab)

        #expect(trace.withoutLayout == [
            "Tab.loadView()", "Tab.viewDidLoad()", "C.loadView()", "C.viewDidLoad()",
            "Tab.viewWillAppear(false)", "C.viewWillAppear(false)", "Tab.viewDidAppear(false)", "C.viewDidAppear(false)"])
        #expect(a.isViewLoaded == false && b.isViewLoaded == false)
    }

    // MARK: setViewControllers

    @Test func replacingTheControllersKeepsTheSelectionOrFallsBackToTheSameIndex() {
        let (screen, (trace, a, b, c, tab, _)) = shownABC()
        tab.selectedIndex = 1
        screen.runLoop()
        trace.reset()

        // B stays, at a new index: it stays selected.
        tab.setViewControllers([c, b], animated: false)
        screen.runLoop()
        #expect(tab.selectedViewController === b && tab.selectedIndex == 1)
        #expect(trace.withoutLayout == ["A.willMove(toParent: nil)", "A.didMove(toParent: nil)"])

        // B leaves: the controller at the same index (1) is selected.
        trace.reset()
        let d2 = LoggingViewController("D", trace)
        tab.viewControllers = [c, d2]
        screen.runLoop()
        #expect(tab.selectedViewController === d2)
        #expect(trace.withoutLayout == [
            "B.willMove(toParent: nil)", "D.willMove(toParent: Tab)",
            "D.loadView()", "D.viewDidLoad()", "D.viewWillAppear(false)", "B.viewWillDisappear(false)",
            "B.viewDidDisappear(false)", "D.viewDidAppear(false)",
            "B.didMove(toParent: nil)", "D.didMove(toParent: Tab)"])

        // Index out of range: the first one.
        trace.reset()
        tab.viewControllers = [a]
        screen.runLoop()
        #expect(tab.selectedViewController === a && tab.selectedIndex == 0)
        #expect(tab.children == [a])
    }

    // MARK: TB6

    @Test func TB6_moreNavigationController() {
        let trace = Trace()
        let screen = HeadlessScreen.checked(width: 60, height: 8)
        let vcs = (0..<6).map { i -> LoggingViewController in
            let v = LoggingViewController("v\(i)", trace)
            v.title = "v\(i)"
            return v
        }
        let (tab, d) = makeTab(trace, vcs)
        screen.makeWindow(root: tab)

        #expect(tab.tabBar.items?.map { $0.title ?? "" } == ["v0", "v1", "v2", "v3", "More"])
        #expect(tab.viewControllers == vcs)
        #expect(!(tab.viewControllers ?? []).contains { $0 === tab.moreNavigationController })
        #expect(vcs[4].isViewLoaded == false)

        // The More item shows the list of the others.
        trace.reset()
        screen.click(x: 54, y: 7)
        screen.settle()
        #expect(tab.selectedViewController === tab.moreNavigationController)
        #expect(tab.selectedIndex == NSNotFound)
        expectScreen(screen.lines, equals: [
            "                            More",
            " v4                                                       ›",
            " v5                                                       ›",
            "", "", "", "",
            "     v0          v1          v2          v3         More"])
        #expect(trace.withoutLayout == [
            "TabDelegate.tabBarController(Tab, shouldSelect: UINavigationController) -> true",
            "v0.viewWillDisappear(false)", "v0.viewDidDisappear(false)",
            "TabDelegate.tabBarController(Tab, didSelect: UINavigationController)"])

        // Choosing v4 pushes it on the More navigation controller.
        trace.reset()
        screen.click(x: 3, y: 1)
        screen.settle()
        #expect(vcs[4].navigationController === tab.moreNavigationController)
        #expect(vcs[4].tabBarController === tab)
        #expect(tab.selectedViewController === vcs[4])
        #expect(tab.selectedIndex == 4)
        #expect(tab.tabBar.selectedItem === tab.moreNavigationController.tabBarItem)
        expectScreen(screen.lines, rows: 0..<1, equal: [" ‹ More                      v4"])
        #expect(trace.withoutLayout == [
            "TabDelegate.tabBarController(Tab, shouldSelect: v4) -> true",
            "v4.willMove(toParent: nil)", "v4.didMove(toParent: nil)", "v4.willMove(toParent: UINavigationController)",
            "TabDelegate.tabBarController(Tab, didSelect: v4)",
            "v4.loadView()", "v4.viewDidLoad()", "v4.viewWillAppear(true)", "v4.viewDidAppear(true)",
            "v4.didMove(toParent: UINavigationController)"])
        #expect(tab.viewControllers == vcs)

        // Esc goes back to the list; the popped controller becomes the tab bar controller's child again.
        screen.press(.escape)
        screen.settle()
        #expect(tab.moreNavigationController.viewControllers.count == 1)
        #expect(tab.selectedViewController === tab.moreNavigationController)
        tab.selectedIndex = 5
        screen.settle()
        #expect(vcs[4].parent === tab)
        #expect(vcs[5].navigationController === tab.moreNavigationController)
        withExtendedLifetime(d) {}
    }

    @Test func TB6_moreNavigationControllerAlwaysExistsButIsNoChildWithFiveOrFewer() {
        let tab = tabsABC().tab
        let more = tab.moreNavigationController
        #expect(more === tab.moreNavigationController)
        #expect(more.parent == nil)
        #expect(tab.tabBar.items?.count == 3)
    }

    // MARK: TB7

    @Test func TB7_tabItemTitleAndBadge() {
        let trace = Trace()
        let screen = HeadlessScreen.checked(width: 60, height: 5)
        let v = LoggingViewController("V", trace)
        v.title = "Home"
        let item = v.tabBarItem!
        #expect(item.title == "Home")
        #expect(item.image == nil)
        #expect(item.badgeValue == nil)
        #expect(v.tabBarItem === item)
        #expect(v.isViewLoaded == false)

        v.title = "Feed"
        #expect(item.title == "Feed")
        #expect(v.navigationItem.title == "Feed")

        let other = LoggingViewController("W", trace)
        other.title = "Other"
        let tab = UITabBarController()
        tab.viewControllers = [other, v]
        screen.makeWindow(root: tab)
        expectScreen(screen.lines, rows: 4..<5, equal: ["            Other                          Feed"])
        item.badgeValue = "3"
        screen.runLoop()
        expectScreen(screen.lines, rows: 4..<5, equal: ["            Other                        Feed (3)"])
        item.badgeValue = ""
        screen.runLoop()
        expectScreen(screen.lines, rows: 4..<5, equal: ["            Other                         Feed •"])
        item.badgeValue = nil
        v.title = "News"
        screen.runLoop()
        expectScreen(screen.lines, rows: 4..<5, equal: ["            Other                          News"])
    }

    // MARK: B25

    @Test func B25_itemsConfiguredInViewDidLoadAppearOnlyOnceSelected() {
        let trace = Trace()
        let screen = HeadlessScreen.checked(width: 60, height: 5)
        let children = ["Mail", "Chat", "Files"].enumerated().map { i, title -> LoggingViewController in
            let vc = LoggingViewController("V\(i)", trace)
            vc.onViewDidLoad = { $0.tabBarItem.title = title }   // too late for the initial bar
            return vc
        }
        let tab = UITabBarController()
        tab.viewControllers = children

        screen.makeWindow(root: tab)

        expectScreen(screen.lines, rows: 4..<5, equal: ["        Mail"])
        #expect(children[1].isViewLoaded == false)
        screen.click(x: 30, y: 4)
        expectScreen(screen.lines, rows: 4..<5, equal: ["        Mail                Chat"])
        #expect(tab.tabBar.items?.map { $0.title } == ["Mail", "Chat", nil])
    }

    @Test func B25_itemsConfiguredInTheInitializerShowAtOnce() {
        let screen = HeadlessScreen.checked(width: 60, height: 5)
        let children = ["Mail", "Chat", "Files"].map { title -> UIViewController in
            let vc = UIViewController()
            vc.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
            return vc
        }
        let tab = UITabBarController()
        tab.viewControllers = children
        screen.makeWindow(root: tab)
        expectScreen(screen.lines, rows: 4..<5, equal: ["        Mail                Chat               Files"])
    }
}
