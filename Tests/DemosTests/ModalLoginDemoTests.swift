import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport
@testable import UIKitDemos

/// `modal-login` (seed 000): a hand-made navigation bar, a modal login passing the user
/// name back by delegate, an alert on failure, an action sheet to log out, and user info
/// passed forward by property.
@MainActor
@Suite struct ModalLoginDemoTests {
    static let hints = ThreeButtonsDemoTests.hints
    static let account = "                    The tutorial's account: kenshincui / 123"
    static let loginBar = " Login                              Web Chat                                 Me"
    static let logOutBar = " Log out                            Web Chat                                 Me"

    /// A page sheet over the main screen: a box from row 1 to 22 whose 20 inner rows
    /// show `rows` (row number inside the box → text from the box's inner left edge).
    static func sheet(bar: String, _ rows: [Int: String]) -> [String] {
        [bar] + sheetTop(showing: rows, inner: 20) + ["  └" + String(repeating: "─", count: 74) + "┘", hints]
    }
    /// A sheet's top edge and its first `inner` rows, showing `rows` as `sheet` does.
    static func sheetTop(showing rows: [Int: String], inner: Int) -> [String] {
        ["  ┌" + String(repeating: "─", count: 74) + "┐"] + (0..<inner).map { r -> String in
            let text = rows[r] ?? ""
            return "  │" + text + String(repeating: " ", count: max(0, 74 - text.count)) + "│"
        }
    }
    /// The main screen once logged in: the bar, the greeting and the account line (11 rows).
    static let greetedTop = [logOutBar] + blank(2) + ["                               Hello, kenshincui!"]
        + blank(2) + [account] + blank(4)
    /// Half way through a sheet's slide: its top on row 11 below `greetedTop`, 11 inner rows
    /// showing `rows` (as in `sheet`), the hints below.
    static func halfSheetOverGreeting(_ rows: [Int: String]) -> [String] {
        greetedTop + sheetTop(showing: rows, inner: 11) + [hints]
    }
    static let formRows: [Int: String] = [
        2: "  User name:  [                    ]",
        4: "  Password:   [                    ]",
        6: "              [ Login ]  [ Cancel ]",
    ]

    /// Logs in through the form (the name field has focus when the form appears); with
    /// `settle: false` it returns as the form's Login button is activated.
    static func logIn(_ demo: DemoHarness, user: String = "kenshincui", password: String = "123", settle: Bool = true) {
        demo.activateAndSettle("Login")
        demo.screen.type(user)
        demo.press(.tab)
        demo.screen.type(password)
        demo.activate("Login")
        if settle { demo.settle() }
    }

    /// The demo launched, logged in as the tutorial's account, its log read so far.
    static func loggedIn() -> DemoHarness {
        let demo = DemoHarness("modal-login")
        logIn(demo)
        demo.skipLines()
        return demo
    }

    @Test func launchShowsTheHandMadeBar() throws {
        let demo = DemoHarness("modal-login")
        let main = try #require(demo.root as? ModalLoginDemo.MainViewController)
        #expect(!main.meButton.isEnabled && main.navigationBar.topItem?.title == "Web Chat")
        #expect(main.presentedViewController == nil && main.navigationController == nil)
    }

    @Test func loginPresentsTheFormModally() throws {
        let demo = DemoHarness.launched("modal-login")

        let half = demo.activateAndSettle("Login", keepingFrameAfter: 0.15).lines

        expectLines(demo.newLines(), [
            "LoginViewController.loadView()",
            "LoginViewController.viewDidLoad()",
            "LoginViewController.viewWillAppear(true)",
            "LoginViewController.viewDidAppear(true)",
        ])
        // Half way the sheet has risen half the screen (cover vertical, 0.3 s).
        expectLines(half, [Self.loginBar] + blank(5) + [Self.account] + blank(4) + [
            "  ┌──────────────────────────────────────────────────────────────────────────┐",
            "  │                                                                          │",
            "  │                                                                          │",
            "  │  User name:  [                    ]                                      │",
            "  │                                                                          │",
            "  │  Password:   [                    ]                                      │",
            "  │                                                                          │",
            "  │              [ Login ]  [ Cancel ]                                       │",
            "  │                                                                          │",
            "  │                                                                          │",
            "  │                                                                          │",
            "  │                                                                          │",
        ] + [Self.hints])
        expectLines(demo.lines, Self.sheet(bar: Self.loginBar, Self.formRows))
        // The user name field is first responder; the cursor waits in it.
        #expect(demo.screen.cursor == CursorPosition(x: 18, y: 4))
    }

    @Test func wrongCredentialsShowAnAlert() throws {
        let demo = DemoHarness.launched("modal-login")

        Self.logIn(demo, password: "999", settle: false)
        let alertHalf = demo.settle(keepingFrameAfter: 0.15).lines
        let alertTrace = demo.newLines()
        let alertScreen = demo.lines
        demo.press(.enter)      // Cancel
        demo.settle()

        expectLines(alertTrace, [
            "LoginViewController.loadView()",
            "LoginViewController.viewDidLoad()",
            "LoginViewController.viewWillAppear(true)",
            "LoginViewController.viewDidAppear(true)",
            "UIAlertController.loadView()",
            "UIAlertController.viewDidLoad()",
            "UIAlertController.viewWillAppear(true)",
            "UIAlertController.viewDidAppear(true)",
        ])
        // The alert fades in (cross-dissolve): its text is all there half way, dimmed.
        expectLines(alertHalf, [
            " Login                              Web Chat                                 Me",
            "  ┌──────────────────────────────────────────────────────────────────────────┐",
            "  │                                                                          │",
            "  │                                                                          │",
            "  │  User name:  [kenshincui          ]                                      │",
            "  │                                                                          │",
            "  │  Password:   [•••                 ]                                      │",
            "  │                                                                          │",
            "  │             ┌──────────────────────────────────────────────┐             │",
            "  │             │                 System Info                  │             │",
            "  │             │   Wrong user name or password, please try    │             │",
            "  │             │                    again!                    │             │",
            "  │             ├──────────────────────────────────────────────┤             │",
            "  │             │                    Cancel                    │             │",
            "  │             └──────────────────────────────────────────────┘             │",
            "  │                                                                          │",
            "  │                                                                          │",
            "  │                                                                          │",
            "  │                                                                          │",
            "  │                                                                          │",
            "  │                                                                          │",
            "  │                                                                          │",
            "  └──────────────────────────────────────────────────────────────────────────┘",
            Self.hints,
        ])
        expectLines(alertScreen, Self.sheet(bar: Self.loginBar, [
            2: "  User name:  [kenshincui          ]",
            4: "  Password:   [•••                 ]",
            6: "             ┌──────────────────────────────────────────────┐",
            7: "             │                 System Info                  │",
            8: "             │   Wrong user name or password, please try    │",
            9: "             │                    again!                    │",
            10: "             ├──────────────────────────────────────────────┤",
            11: "             │                    Cancel                    │",
            12: "             └──────────────────────────────────────────────┘",
        ]))
        expectLines(demo.newLines(), [
            "UIAlertController.viewWillDisappear(true)",
            "UIAlertController.viewDidDisappear(true)",
        ])
        let main = try #require(demo.root as? ModalLoginDemo.MainViewController)
        #expect(main.presentedViewController is ModalLoginDemo.LoginViewController)
        #expect(!main.isLogon)
    }

    @Test func rightCredentialsPassTheNameBackThroughTheDelegate() throws {
        let demo = DemoHarness.launched("modal-login")

        Self.logIn(demo, settle: false)
        let dismissHalf = demo.settle(keepingFrameAfter: 0.15).lines

        // The form slides down; the greeting is already set (the delegate ran first).
        expectLines(dismissHalf, Self.halfSheetOverGreeting([
            2: "  User name:  [kenshincui          ]",
            4: "  Password:   [•••                 ]",
            6: "              [ Login ]  [ Cancel ]",
        ]))
        expectLines(demo.newLines(), [
            "LoginViewController.loadView()",
            "LoginViewController.viewDidLoad()",
            "LoginViewController.viewWillAppear(true)",
            "LoginViewController.viewDidAppear(true)",
            "LoginViewController.viewWillDisappear(true)",
            "LoginViewController.viewDidDisappear(true)",
        ])
        expectLines(demo.lines, Self.greetedTop + blank(12) + [Self.hints])
        let main = try #require(demo.root as? ModalLoginDemo.MainViewController)
        #expect(main.isLogon && main.meButton.isEnabled && main.loginButton.title == "Log out")
        #expect(main.presentedViewController == nil)
    }

    @Test func meShowsTheUserInfoPassedForwardByProperty() throws {
        let demo = Self.loggedIn()

        let half = demo.activateAndSettle("Me", keepingFrameAfter: 0.15).lines
        let shown = demo.lines
        let showTrace = demo.newLines()
        let me = try #require(demo.root?.presentedViewController as? ModalLoginDemo.MeViewController)
        demo.activateAndSettle("Close")

        expectLines(showTrace, [
            "MeViewController.loadView()",
            "MeViewController.viewDidLoad()",
            "MeViewController.viewWillAppear(true)",
            "MeViewController.viewDidAppear(true)",
        ])
        // Half way the sheet is half way up.
        let meRows = [3: "                            Hello, kenshincui!", 6: "                                [ Close ]"]
        expectLines(half, Self.halfSheetOverGreeting(meRows))
        expectLines(shown, Self.sheet(bar: Self.logOutBar, meRows))
        #expect(me.userInfo == "Hello, kenshincui!")
        #expect(demo.root?.presentedViewController == nil)
        expectLines(demo.newLines(), [
            "MeViewController.viewWillDisappear(true)",
            "MeViewController.viewDidDisappear(true)",
        ])
    }

    @Test func logOutAsksWithAnActionSheet() throws {
        let demo = Self.loggedIn()

        let half = demo.activateAndSettle("Log out", keepingFrameAfter: 0.15).lines
        let sheet = demo.lines
        demo.press(.up)         // the sheet starts on Cancel, the safe choice; up to Log out
        demo.press(.enter)
        demo.settle()

        // Half way the sheet's box (at the bottom of a full-height view sliding up) is
        // still below the window's bottom edge: nothing of it shows yet.
        expectLines(half, Self.greetedTop + blank(12) + [Self.hints])
        expectLines(sheet, Self.greetedTop + blank(4) + [
            "          ┌──────────────────────────────────────────────────────────┐",
            "          │                       System Info                        │",
            "          ├──────────────────────────────────────────────────────────┤",
            "          │                         Log out                          │",
            "          └──────────────────────────────────────────────────────────┘",
            "          ┌──────────────────────────────────────────────────────────┐",
            "          │                          Cancel                          │",
            "          └──────────────────────────────────────────────────────────┘",
            Self.hints,
        ])
        expectLines(demo.newLines(), [
            "UIAlertController.loadView()",
            "UIAlertController.viewDidLoad()",
            "UIAlertController.viewWillAppear(true)",
            "UIAlertController.viewDidAppear(true)",
            "UIAlertController.viewWillDisappear(true)",
            "UIAlertController.viewDidDisappear(true)",
        ])
        expectLines(demo.lines, [
            " Login                              Web Chat                                 Me",
        ] + blank(5) + [Self.account] + blank(16) + [Self.hints])
        let main = try #require(demo.root as? ModalLoginDemo.MainViewController)
        #expect(!main.isLogon && !main.meButton.isEnabled)
    }

    @Test func lettersTypedInAFieldStayInTheField() throws {
        let demo = DemoHarness("modal-login")
        demo.activateAndSettle("Login")

        demo.screen.type("lq")

        let login = try #require(demo.root?.presentedViewController as? ModalLoginDemo.LoginViewController)
        #expect(login.txtUserName.text == "lq")
        #expect(demo.shell.currentDemo?.name == "modal-login")
        #expect(!demo.shell.isLogVisible == true)
    }
}
