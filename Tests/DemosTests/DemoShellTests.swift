import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport
@testable import UIKitDemos

/// The shell around the demos: menu, log pane, keys, windows.
@MainActor
@Suite struct DemoShellTests {
    static let f2 = UIKey(characters: "", keyCode: UIKeyboardHIDUsage(rawValue: 0x3B))

    /// The last six lifecycle lines three-buttons logs at launch.
    static let launchTail = [
        "ThirdViewController.loadView()", "ThirdViewController.viewDidLoad()",
        "MainViewController.viewWillAppear(false)", "ThirdViewController.viewWillAppear(false)",
        "MainViewController.viewDidAppear(false)", "ThirdViewController.viewDidAppear(false)",
    ]

    /// The 80-column log pane (the bottom 8 rows) of three-buttons just after launch, hints below it.
    static let logPaneAfterLaunch = [
        " Lifecycle log: three-buttons ──────────────────────────────────────────────────",
    ] + launchTail.map { " " + $0 } + [ThreeButtonsDemoTests.hints]

    @Test func theMenuListsEveryDemoOverTheLog() throws {
        let demo = DemoHarness(nil, showsLog: true)

        expectLines(demo.lines, [
            "                                UIKit seed demos",
            " cells-owned      000  Each cell owns a child controller, added in willDisplay…",
            " cells-parent     000  The table's controller holds one child per row; cells g…",
            " cells-recycled   000  Child controllers recycled like cells: 100,000 rows, a …",
            " tabs             000  UITabBarController: Web Chat (badge 5) and Contacts; on…",
            " navigation       000  Friends > QQ Contact > Public Account; back title \"QQ\";…",
            " settings-segues  000  Storyboard Settings list: show segues with identifiers,…",
            " modal-login      000  Web Chat with a hand-made bar: modal login, delegate ba…",
            " custom-tabs      001  Hand-made container: transition(from:to:) slides 0.25 s…",
            " switcher         002  Blue and lazily made yellow child, 0.4 s flip under a t…",
            " three-buttons    004  Three buttons: transition(from:to:) with curl up, curl …",
            " collection       ios  UICollectionView: compositional layout, diffable data s…",
            " controls         ---  Segmented control, slider, stepper, page control, switc…",
            " inbox            ios  Mail list: swipe actions both sides, subtitle content c…",
            " library          ios  Split view: a book list beside (narrow: before) a page …",
            " scrolling        ios  UIPickerView (size, colour) over a paging UIScrollView;…",
        ] + [
            " Lifecycle log ─────────────────────────────────────────────────────────────────",
            " MenuViewController.viewDidLoad()",
            " UINavigationController.viewWillAppear(false)",
            " MenuViewController.viewWillAppear(false)",
            " UINavigationController.viewDidAppear(false)",
            " MenuViewController.viewDidAppear(false)",
            " MenuViewController.didMove(toParent: UINavigationController)",
            " Up/Down choose · Enter open · F2/l log · [ ] scroll · q quit · ^C quit",
        ])
        #expect(demo.shell.currentDemo == nil)
    }

    @Test func enterOpensTheHighlightedDemoAndQGoesBackThenQuits() throws {
        let demo = DemoHarness(nil)
        for _ in 0..<9 { demo.press(.down) }

        demo.press(.enter)
        demo.settle()
        let opened = demo.shell.currentDemo?.name
        let openedScreen = demo.lines
        demo.press(.text("q"))
        demo.settle()
        let backInMenu = demo.shell.currentDemo == nil
        demo.press(.text("q"))

        #expect(opened == "three-buttons")
        expectLines(openedScreen, ThreeButtonsDemoTests.third)
        #expect(backInMenu)
        #expect(demo.screen.application.isTerminated)
    }

    @Test func escapeGoesBackToTheMenuOnlyWhenUIKitHasNothingToGoBackFrom() throws {
        let demo = DemoHarness("switcher")
        demo.activateAndSettle("Press Me")

        demo.press(.escape)     // the alert has no cancel action: Esc does nothing to it
        demo.settle()
        let stillAlert = demo.root?.presentedViewController is UIAlertController
        demo.press(.enter)      // Yes, I did
        demo.settle()
        demo.press(.escape)
        demo.settle()

        #expect(stillAlert)
        #expect(demo.shell.currentDemo == nil)
    }

    @Test func f2AndLToggleTheLogPane() throws {
        let demo = DemoHarness("three-buttons", showsLog: true)
        let withLog = demo.lines

        demo.press(Self.f2)
        let without = demo.lines
        demo.press(.text("l"))

        // The demo window shrinks to the top 16 rows; the log takes the bottom 8.
        expectLines(withLog, [ThreeButtonsDemoTests.buttons] + blank(7) + [
            "                          Third child: friend requests",
        ] + blank(7) + Self.logPaneAfterLaunch)
        expectLines(without, ThreeButtonsDemoTests.third)
        expectLines(demo.lines, withLog)
        #expect(demo.shell.isLogVisible)
    }

    @Test func bracketsScrollTheLogBackAndForth() throws {
        let demo = DemoHarness("three-buttons", showsLog: true)

        demo.press(.text("["))
        let back = Array(demo.lines.suffix(8))
        demo.press(.text("]"))

        expectLines(back, [
            " Lifecycle log: three-buttons (5 newer lines below) ────────────────────────────",
            " FirstViewController.didMove(toParent: MainViewController)",
            " SecondViewController.willMove(toParent: MainViewController)",
            " SecondViewController.didMove(toParent: MainViewController)",
            " ThirdViewController.willMove(toParent: MainViewController)",
            " ThirdViewController.didMove(toParent: MainViewController)",
            " ThirdViewController.loadView()",
            ThreeButtonsDemoTests.hints,
        ])
        expectLines(Array(demo.lines.suffix(8)), Self.logPaneAfterLaunch)
    }

    @Test func aResizeKeepsTheDemoAboveTheLog() throws {
        let demo = DemoHarness("three-buttons", showsLog: true)

        demo.screen.resize(width: 100, height: 30)

        #expect(demo.shell.demoWindow.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(demo.shell.logWindow.frame == CGRect(x: 0, y: 20, width: 100, height: 10))
        expectLines(demo.lines, [ThreeButtonsDemoTests.buttons] + blank(9) + [
            "                                    Third child: friend requests",
        ] + blank(9) + [
            " Lifecycle log: three-buttons ──────────────────────────────────────────────────────────────────────",
            " ThirdViewController.willMove(toParent: MainViewController)",
            " ThirdViewController.didMove(toParent: MainViewController)",
        ] + Self.launchTail.map { " " + $0 } + [ThreeButtonsDemoTests.hints])
    }

    @Test func theAppDelegateLaunchesTheShellAsMainDoes() throws {
        let screen = HeadlessScreen.checked()
        let delegate = DemoAppDelegate(initialDemo: DemoCatalog.demo(named: "tabs"))

        screen.application.launch(delegate: delegate)

        let shell = try #require(delegate.shell)
        #expect(shell.currentDemo?.name == "tabs")
        #expect(delegate.window === shell.demoWindow && screen.application.keyWindow === shell.demoWindow)
        #expect(screen.application.applicationState == .active)
        expectScreen(screen.lines, rows: 2..<3, equal: ["                       Web Chat (controller title: Chat)"])
    }

    @Test func ctrlCQuits() throws {
        let demo = DemoHarness("navigation")

        demo.screen.application.handle(.interrupt)

        #expect(demo.screen.application.isTerminated)
    }

    @Test func anUnknownNameIsATypedErrorListingTheDemos() throws {
        let screen = HeadlessScreen.checked()

        #expect(throws: DemoShell.Error.unknownDemo("three-button")) {
            _ = try DemoShell(application: screen.application, showingDemoNamed: "three-button")
        }
        #expect(DemoShell.Error.unknownDemo("x").description == "no demo named 'x'; the demos are: cells-owned, cells-parent, cells-recycled, tabs, navigation, settings-segues, modal-login, custom-tabs, switcher, three-buttons, collection, controls, inbox, library, scrolling")
    }

    @Test func uikitWarningsAndExceptionsReachTheLog() throws {
        let demo = DemoHarness.launched("three-buttons")
        let main = try #require(demo.root as? ThreeButtonsDemo.MainViewController)

        // A transition between controllers that are not both children: UIKit raises.
        main.transition(from: main.firstViewController, to: UIViewController(), duration: 0, animations: nil)
        demo.screen.application.diagnostics.warn("Unbalanced calls to begin/end appearance transitions for \(main.description).")

        expectLines(demo.newLines(), [
            "⚠ NSInvalidArgumentException: Children view controllers FirstViewController and UIViewController must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]",
            "⚠ Unbalanced calls to begin/end appearance transitions for MainViewController.",
        ])
        // Both are UIKit's diagnostics too (the test provoked them).
        #expect(demo.screen.diagnostics.exceptions.map(\.name) == ["NSInvalidArgumentException"])
        #expect(demo.screen.diagnostics.warnings == ["Unbalanced calls to begin/end appearance transitions for \(main.description)."])
    }
}

/// The log model on its own.
@MainActor
@Suite struct DemoLogTests {
    @Test func objectDescriptionsLoseTheirAddresses() {
        #expect(DemoLog.withoutAddresses("A.willMove(toParent: <UINavigationController: 0x5f3a>)") == "A.willMove(toParent: UINavigationController)")
        #expect(DemoLog.withoutAddresses("x <not an object> and <B: 0xzz>") == "x <not an object> and <B: 0xzz>")
        #expect(DemoLog.withoutAddresses("<A: 0x1> and <B: 0x2>") == "A and B")
    }

    @Test func layoutCallbacksAreLeftOutUnlessAskedFor() {
        let log = DemoLog()

        log.lifecycle("A.viewWillLayoutSubviews()")
        log.lifecycle("A.viewDidAppear(true)")
        log.showsLayoutCallbacks = true
        log.lifecycle("A.viewDidLayoutSubviews()")
        log.note("hello")

        #expect(log.lines == ["A.viewDidAppear(true)", "A.viewDidLayoutSubviews()", "» hello"])
        #expect(log.lifecycleLines == ["A.viewDidAppear(true)", "A.viewDidLayoutSubviews()"])
    }

    @Test func theOldestLinesGoPastTheCapacity() {
        let log = DemoLog()

        for i in 0..<(DemoLog.capacity + 3) { log.note("\(i)") }

        #expect(log.lines.count == DemoLog.capacity)
        #expect(log.lines.first == "» 3")
        #expect(log.lines.last == "» \(DemoLog.capacity + 2)")
    }
}
