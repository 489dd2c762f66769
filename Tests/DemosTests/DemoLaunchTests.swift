import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport
@testable import UIKitDemos

/// One demo's launch from the menu: the log it writes (the shell's banner and hint, then
/// the callbacks in the order UIKit makes them for that demo's controllers) and the
/// screen it then shows.
struct DemoLaunch: Sendable, CustomTestStringConvertible {
    let name: String
    let log: [String]
    let screen: [String]
    var testDescription: String { name }
}

/// Every demo's launch, one row each, checked by one runner; what a launch shows beyond
/// its log and screen (colours, the controllers' state) stays with the demo's own suite.
@MainActor
@Suite struct DemoLaunchTests {
    static let launches: [DemoLaunch] = [
        DemoLaunch(name: "modal-login", log: [
            "── modal-login (seed 000) ──",
            "· Login as kenshincui / 123; Tab moves between fields and buttons",
            "MainViewController.loadView()",
            "MainViewController.viewDidLoad()",
            "MainViewController.viewWillAppear(false)",
            "MainViewController.viewDidAppear(false)",
        ], screen: [ModalLoginDemoTests.loginBar] + blank(5) + [ModalLoginDemoTests.account] + blank(16)
            + [ModalLoginDemoTests.hints]),
        DemoLaunch(name: "three-buttons", log: [
            "── three-buttons (seed 004) ──",
            "· Tab to a button, Enter (or click); the shown child's button does nothing",
            "MainViewController.loadView()",
            "MainViewController.viewDidLoad()",
            "FirstViewController.willMove(toParent: MainViewController)",
            "FirstViewController.didMove(toParent: MainViewController)",
            "SecondViewController.willMove(toParent: MainViewController)",
            "SecondViewController.didMove(toParent: MainViewController)",
            "ThirdViewController.willMove(toParent: MainViewController)",
            "ThirdViewController.didMove(toParent: MainViewController)",
            "ThirdViewController.loadView()",
            "ThirdViewController.viewDidLoad()",
            "MainViewController.viewWillAppear(false)",
            "ThirdViewController.viewWillAppear(false)",
            "MainViewController.viewDidAppear(false)",
            "ThirdViewController.viewDidAppear(false)",
        ], screen: ThreeButtonsDemoTests.third),
        DemoLaunch(name: "custom-tabs", log: [
            "── custom-tabs (seed 001) ──",
            "· Tab to First/Second, Enter (or click)",
            "ContainerViewController.loadView()",
            "ContainerViewController.viewDidLoad()",
            "FirstViewController.willMove(toParent: ContainerViewController)",
            "FirstViewController.loadView()",
            "FirstViewController.viewDidLoad()",
            "FirstViewController.didMove(toParent: ContainerViewController)",
            "ContainerViewController.viewWillAppear(false)",
            "FirstViewController.viewWillAppear(false)",
            "ContainerViewController.viewDidAppear(false)",
            "FirstViewController.viewDidAppear(false)",
        ], screen: CustomTabsDemoTests.first),
        DemoLaunch(name: "switcher", log: [
            "── switcher (seed 002) ──",
            "· Switch Views on the toolbar; Press Me shows an alert",
            "SwitchingViewController.init(coder:)",
            "SwitchingViewController.awakeFromNib()",
            "SwitchingViewController.loadView()",
            "SwitchingViewController.viewDidLoad()",
            "BlueViewController.init(coder:)",
            "BlueViewController.awakeFromNib()",
            "BlueViewController.loadView()",
            "BlueViewController.viewDidLoad()",
            "BlueViewController.willMove(toParent: SwitchingViewController)",
            "BlueViewController.didMove(toParent: SwitchingViewController)",
            "SwitchingViewController.viewWillAppear(false)",
            "BlueViewController.viewWillAppear(false)",
            "SwitchingViewController.viewDidAppear(false)",
            "BlueViewController.viewDidAppear(false)",
        ], screen: SwitcherDemoTests.blue),
        DemoLaunch(name: "navigation", log: [
            "── navigation (seed 000) ──",
            "· Tab to a bar button, Enter (or click); Esc pops",
            "FriendViewController.willMove(toParent: UINavigationController)",
            "UINavigationController.loadView()",
            "UINavigationController.viewDidLoad()",
            "FriendViewController.loadView()",
            "FriendViewController.viewDidLoad()",
            "» childViewControllers: [FriendViewController]",
            "» navigationController == parent: true",
            "UINavigationController.viewWillAppear(false)",
            "FriendViewController.viewWillAppear(false)",
            "UINavigationController.viewDidAppear(false)",
            "FriendViewController.viewDidAppear(false)",
            "FriendViewController.didMove(toParent: UINavigationController)",
        ], screen: NavigationDemoTests.friends),
        DemoLaunch(name: "settings-segues", log: [
            "── settings-segues (seed 000) ──",
            "· Enter on a row, or the General/Sounds bar buttons (performSegue)",
            "SettingsTableViewController.init(coder:)",
            "SettingsTableViewController.awakeFromNib()",
            "SettingsTableViewController.willMove(toParent: UINavigationController)",
            "UINavigationController.init(coder:)",
            "UINavigationController.awakeFromNib()",
            "UINavigationController.loadView()",
            "UINavigationController.viewDidLoad()",
            "SettingsTableViewController.loadView()",
            "SettingsTableViewController.viewDidLoad()",
            "UINavigationController.viewWillAppear(false)",
            "SettingsTableViewController.viewWillAppear(false)",
            "UINavigationController.viewDidAppear(false)",
            "SettingsTableViewController.viewDidAppear(false)",
            "SettingsTableViewController.didMove(toParent: UINavigationController)",
        ], screen: SettingsSeguesDemoTests.settings),
        DemoLaunch(name: "tabs", log: [
            "── tabs (seed 000) ──",
            "· Tab to the bar, Left/Right + Enter (or click) to switch tabs",
            "WebChatViewController.willMove(toParent: TabBarViewController)",
            "ContactViewController.willMove(toParent: TabBarViewController)",
            "WebChatViewController.didMove(toParent: TabBarViewController)",
            "ContactViewController.didMove(toParent: TabBarViewController)",
            "TabBarViewController.loadView()",
            "TabBarViewController.viewDidLoad()",
            "WebChatViewController.loadView()",
            "WebChatViewController.viewDidLoad()",
            "» tabBarController == parentViewController: true",
            "TabBarViewController.viewWillAppear(false)",
            "WebChatViewController.viewWillAppear(false)",
            "TabBarViewController.viewDidAppear(false)",
            "WebChatViewController.viewDidAppear(false)",
        ], screen: ["", "", "                       Web Chat (controller title: Chat)"] + blank(19)
            + [TabsDemoTests.bar, TabsDemoTests.hints]),
    ]

    @Test(arguments: launches)
    func launchLogsTheSeedsOrderAndShowsTheFirstScreen(_ launch: DemoLaunch) {
        let demo = DemoHarness(launch.name)

        expectLines(demo.newLines(), launch.log)
        expectLines(demo.lines, launch.screen)
    }
}
