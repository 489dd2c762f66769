import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport
@testable import UIKitDemos

/// `navigation` (seed 000): Friends → QQ Contact → Public Account; back title "QQ";
/// Add Friends pops to the root.
@MainActor
@Suite struct NavigationDemoTests {
    static let hints = ThreeButtonsDemoTests.hints
    /// Half of a push or pop.
    static let halfway = UINavigationController.transitionDuration / 2
    static let friends = [
        " Edit                               Friends                                   +",
        "",
        "  Your friends. The + button pushes QQ Contact; Edit does nothing (no target,",
        "  no action).",
    ] + blank(19) + [hints]
    static let qqContact = [
        " ‹ Friends                         QQ Contact                    Public Account",
        "",
        "  QQ contacts. Public Account pushes the next screen, whose back button says",
        "  \"QQ\" (this screen's backBarButtonItem).",
    ] + blank(19) + [hints]
    static let publicAccount = [
        " ‹ QQ                            Public Account                     Add Friends",
        "",
        "  Public accounts. Add Friends pops straight back to the root",
        "  (popToRootViewController).",
    ] + blank(19) + [hints]

    @Test func plusPushesQQContact() throws {
        let demo = DemoHarness.launched("navigation")

        let half = demo.activateAndSettle("+", keepingFrameAfter: Self.halfway).lines

        expectLines(demo.newLines(), [
            "QQContactViewController.willMove(toParent: UINavigationController)",
            "QQContactViewController.loadView()",
            "QQContactViewController.viewDidLoad()",
            "» childViewControllers: [FriendViewController, QQContactViewController]",
            "» navigationController == parent: true",
            "FriendViewController.viewWillDisappear(true)",
            "QQContactViewController.viewWillAppear(true)",
            "FriendViewController.viewDidDisappear(true)",
            "QQContactViewController.viewDidAppear(true)",
            "QQContactViewController.didMove(toParent: UINavigationController)",
        ])
        // Half way: the new screen slides in from the right over the old one, which
        // moves a third of the width to the left.
        expectLines(half, [
            " ‹ Friends                         QQ Contact                    Public Account",
            "",
            ". The + button pushes QQ Contact; Edit doeQQ contacts. Public Account pushes the",
            "                                          \"QQ\" (this screen's backBarButtonItem)",
        ] + blank(19) + [Self.hints])
        expectLines(demo.lines, Self.qqContact)
    }

    @Test func publicAccountShowsTheCustomBackTitleAndAddFriendsPopsToRoot() throws {
        let demo = DemoHarness("navigation")
        demo.activateAndSettle("+")
        demo.skipLines()

        let pushHalf = demo.activateAndSettle("Public Account", keepingFrameAfter: Self.halfway).lines
        let pushTrace = demo.newLines()
        let pushed = demo.lines
        let half = demo.activateAndSettle("Add Friends", keepingFrameAfter: Self.halfway).lines

        expectLines(pushTrace, [
            "PublicAccountViewController.willMove(toParent: UINavigationController)",
            "PublicAccountViewController.loadView()",
            "PublicAccountViewController.viewDidLoad()",
            "» childViewControllers: [FriendViewController, QQContactViewController, PublicAccountViewController]",
            "» navigationController == parent: true",
            "QQContactViewController.viewWillDisappear(true)",
            "PublicAccountViewController.viewWillAppear(true)",
            "QQContactViewController.viewDidDisappear(true)",
            "PublicAccountViewController.viewDidAppear(true)",
            "PublicAccountViewController.didMove(toParent: UINavigationController)",
        ])
        // Half way: QQ Contact has moved a third of the width left, Public Account is
        // half way in from the right; the bar already shows the new top ("‹ QQ").
        expectLines(pushHalf, [
            " ‹ QQ                            Public Account                     Add Friends",
        ] + blank(1) + [
            " Public Account pushes the next screen, whPublic accounts. Add Friends pops stra",
            "creen's backBarButtonItem).               (popToRootViewController).",
        ] + blank(19) + [
            Self.hints,
        ])
        expectLines(pushed, Self.publicAccount)
        // popToRootViewController: both leave the stack; only the one on screen disappears.
        expectLines(demo.newLines(), [
            "QQContactViewController.willMove(toParent: nil)",
            "PublicAccountViewController.willMove(toParent: nil)",
            "PublicAccountViewController.viewWillDisappear(true)",
            "FriendViewController.viewWillAppear(true)",
            "PublicAccountViewController.viewDidDisappear(true)",
            "FriendViewController.viewDidAppear(true)",
            "QQContactViewController.didMove(toParent: nil)",
            "PublicAccountViewController.didMove(toParent: nil)",
        ])
        expectLines(half, [
            " Edit                               Friends                                   +",
            "",
            ". The + button pushes QQ Contact; Edit doPublic accounts. Add Friends pops strai",
            "                                         (popToRootViewController).",
        ] + blank(19) + [Self.hints])
        expectLines(demo.lines, Self.friends)
        let nav = try #require(demo.root as? UINavigationController)
        #expect(nav.viewControllers.map { String(describing: type(of: $0)) } == ["FriendViewController"])
    }

    @Test func escapePopsOneScreenAndThenLeavesForTheMenu() throws {
        let demo = DemoHarness("navigation")
        demo.activateAndSettle("+")
        demo.skipLines()

        demo.press(.escape)
        demo.advance(by: UINavigationController.transitionDuration / 2)
        let popHalf = demo.lines
        demo.settle()
        let popTrace = demo.newLines()
        let popped = demo.lines
        demo.press(.escape)
        demo.settle()

        expectLines(popTrace, [
            "QQContactViewController.willMove(toParent: nil)",
            "QQContactViewController.viewWillDisappear(true)",
            "FriendViewController.viewWillAppear(true)",
            "QQContactViewController.viewDidDisappear(true)",
            "FriendViewController.viewDidAppear(true)",
            "QQContactViewController.didMove(toParent: nil)",
        ])
        // Half way back: Friends comes in from the left third, QQ Contact slides right.
        expectLines(popHalf, [
            " Edit                               Friends                                   +",
        ] + blank(1) + [
            ". The + button pushes QQ Contact; Edit doQQ contacts. Public Account pushes the",
            "                                         \"QQ\" (this screen's backBarButtonItem).",
        ] + blank(19) + [
            Self.hints,
        ])
        expectLines(popped, Self.friends)
        #expect(demo.shell.currentDemo == nil)
        #expect(demo.lines.first == "                                UIKit seed demos")
    }
}
