import Foundation
import Testing
import TestSupport
@_spi(InterfaceBuilderTools) import UIKit
import HeadlessBackend

/// NavBar's main table: the file's `MainViewController`, with the unwind action the
/// presented screens' "Back" items name.
@MainActor
final class IBNavBarMainVC: UITableViewController {
    var events: [String] = []
    func unwindToMain(_ segue: UIStoryboardSegue) {
        events.append("unwindToMainViewController: from \(segue.source.navigationItem.title ?? "?")")
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare(\(segue.identifier ?? "nil"), sender: \((sender as? UITableViewCell)?.contentView.first(UILabel.self)?.text ?? "?"))")
    }
}

/// Every triggered segue of NavBar's storyboard, driven headlessly: its seven static
/// cells (three push segues, four modal presentations of navigation controllers) and the
/// three "Back" bar items that unwind to the main table (`unwindToMainViewController:`).
/// Expectations from the file: a push adds the destination scene to the stack; a modal
/// segue presents the destination navigation controller with its root scene; an unwind
/// runs the action on the controller whose scene implements it, then dismisses.
@MainActor
@Suite struct IBNavBarFlowTests {
    /// Row, its label, the segue's kind, the destination's navigation title.
    static let rows: [(label: String, push: Bool, title: String?, unwinds: Bool)] = [
        ("Custom Right View", true, "Right Control", false),
        ("Custom Title View", true, nil, false),
        ("Navigation Prompt", true, "Navigation Prompt", false),
        ("Extended Navigation Bar", false, "Extended Navigation Bar", true),
        ("Custom Appearance", false, "Custom Appearance", true),
        ("Custom Back Button", false, "Custom Back Button", true),
        ("Custom Navigation Bar", false, "Custom Navigation Bar", false),
    ]

    func launch() throws -> (HeadlessScreen, UINavigationController, IBNavBarMainVC) {
        let classes = InterfaceBuilderClasses()
        classes.register(IBNavBarMainVC.self, named: "MainViewController",
                         actions: [Selector(IBNavBarMainVC.unwindToMain, name: "unwindToMainViewController:")])
        let screen = HeadlessScreen.checked(width: 80, height: 24)
        let board = try classes.withCurrent { try IBTools.storyboard(IBCorpus.path(IBCorpus.navBar), fitting: CGSize(width: 80, height: 24)) }
        let nav = try #require(board.instantiateInitialViewController() as? UINavigationController)
        screen.makeWindow(root: nav)
        screen.settle()
        let main = try #require(nav.topViewController as? IBNavBarMainVC)
        #expect(main.navigationItem.title == "NavBar")
        return (screen, nav, main)
    }

    @Test(arguments: 0..<7)
    func eachCellsSegue(row: Int) throws {
        let (screen, nav, main) = try launch()
        defer { IBCorpus.expectDiagnostics(of: screen) }
        let expected = Self.rows[row]
        for _ in 0..<row { screen.press(.down) }
        screen.press(.enter)
        screen.settle()
        #expect(main.events.first == "prepare(nil, sender: \(expected.label))")
        if expected.push {
            #expect(nav.viewControllers.count == 2 && nav.viewControllers.first === main)
            // (`<nil key="title"/>`: Apple's item answers nil, this UIKit's an empty string.)
            #expect((nav.topViewController?.navigationItem.title ?? "") == (expected.title ?? ""))
            #expect(main.presentedViewController == nil)
            return
        }
        // Modal: the destination navigation controller, its root the file's scene.
        let presented = try #require(main.presentedViewController ?? nav.presentedViewController)
        let modalNav = try #require(presented as? UINavigationController)
        #expect(nav.viewControllers.count == 1)
        let top = try #require(modalNav.topViewController)
        #expect(top.navigationItem.title == expected.title)
        guard expected.unwinds else { return }
        // "Back" is an unwind segue to the main table: the action runs, the modal goes.
        let back = try #require(top.navigationItem.leftBarButtonItem)
        #expect(back.title == "Back")
        back._performAction(diagnostics: screen.application.diagnostics)
        screen.settle()
        #expect(main.events.last == "unwindToMainViewController: from \(expected.title ?? "?")")
        #expect(main.presentedViewController == nil && nav.presentedViewController == nil)
        #expect(nav.viewControllers.count == 1 && nav.topViewController === main)
    }
}

@MainActor final class IBAppearanceLogVC: UIViewController {
    var appeared = 0
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); appeared += 1 }
}

/// A show segue Xcode wrote with "Animates" unchecked (`animates="NO"`) pushes at once; the
/// same segue with animation is still moving after the first pass.
@MainActor
@Suite struct IBShowAnimatesTests {
    static func board(animates: Bool) -> String {
        storyboardXML(initial: "nav", """
            <scene sceneID="s0"><objects>
              <navigationController id="nav" sceneMemberID="viewController">
                <connections><segue destination="a" kind="relationship" relationship="rootViewController" id="r"/></connections>
              </navigationController>
            </objects></scene>
            <scene sceneID="s1"><objects>
              <viewController id="a" title="A" sceneMemberID="viewController">
                <view key="view" id="av"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
                <connections><segue destination="b" kind="show" identifier="next" \(animates ? "" : "animates=\"NO\"") id="sg"/></connections>
              </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
              <viewController id="b" title="B" customClass="IBAppearanceLogVC" sceneMemberID="viewController">
                <view key="view" id="bv"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
              </viewController>
            </objects></scene>
            """)
    }

    @Test(arguments: [false, true])
    func showPushesWithOrWithoutAnimation(animates: Bool) throws {
        let classes = InterfaceBuilderClasses()
        classes.register(IBAppearanceLogVC.self, named: "IBAppearanceLogVC")
        let screen = HeadlessScreen.checked(width: 80, height: 24)
        let folder = IBTempFolder()
        folder.write("Main.storyboard", Self.board(animates: animates))
        let board = classes.withCurrent { UIStoryboard(name: "Main", bundle: folder.bundle) }
        let nav = try #require(board.instantiateInitialViewController() as? UINavigationController)
        screen.makeWindow(root: nav)
        screen.settle()
        nav.topViewController?.performSegue(withIdentifier: "next", sender: nil)
        screen.runLoop()
        screen.runLoop()
        let b = try #require(nav.topViewController as? IBAppearanceLogVC)
        // Without animation the push has ended within the passes; with it, B appears
        // only when the transition's time has passed on the clock.
        #expect(b.appeared == (animates ? 0 : 1))
        screen.settle()
        #expect(b.appeared == 1 && nav.viewControllers.count == 2)
    }
}
