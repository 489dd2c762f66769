import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// The learner's switch (framework spec §4): `UIKIT_LOG_LIFECYCLE=1` logs every lifecycle
/// and containment call with the receiver's class, as the seed tutorials do by hand.
@MainActor
@Suite struct LifecycleLogTests {
    final class FriendsViewController: UIViewController {}
    final class QQContactViewController: UIViewController {}

    @Test func switchIsReadFromTheEnvironment() {
        #expect(UILifecycleLog(environment: ["UIKIT_LOG_LIFECYCLE": "1"]).isEnabled)
        #expect(!UILifecycleLog(environment: [:]).isEnabled)
    }

    @Test func everyCallIsLoggedWithTheReceiversClass() {
        let screen = HeadlessScreen.checked(environment: ["UIKIT_LOG_LIFECYCLE": "1"])
        var lines: [String] = []
        screen.application.lifecycleLog.observer = { lines.append($0) }
        let nav = UINavigationController(rootViewController: FriendsViewController())
        screen.makeWindow(root: nav)
        lines.removeAll()

        nav.pushViewController(QQContactViewController(), animated: true)
        screen.settle()

        #expect(lines.filter { !$0.contains("Layout") } == [
            "QQContactViewController.willMove(toParent: \(nav.description))",
            "QQContactViewController.loadView()", "QQContactViewController.viewDidLoad()",
            "FriendsViewController.viewWillDisappear(true)", "QQContactViewController.viewWillAppear(true)",
            "FriendsViewController.viewDidDisappear(true)", "QQContactViewController.viewDidAppear(true)",
            "QQContactViewController.didMove(toParent: \(nav.description))"])
    }
}
