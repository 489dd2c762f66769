import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

/// A controller standing for the corpus files' custom classes: records what happens to it.
@MainActor
class IBRecordingViewController: UIViewController {
    var events: [String] = []
    var prepared: [(String?, UIViewController)] = []
    override func viewDidLoad() { super.viewDidLoad(); events.append("viewDidLoad") }
    override func awakeFromNib() { super.awakeFromNib(); events.append("awakeFromNib") }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, segue.destination))
        events.append("prepare(\(segue.identifier ?? "nil"), destination view loaded: \(segue.destination.isViewLoaded))")
    }
    func unwindFirst(_ segue: UIStoryboardSegue) { events.append("unwindActionFirstVCWithUnwindSegue from \(type(of: segue.source))") }
    func unwindSecond(_ segue: UIStoryboardSegue) { events.append("unwindActionSecondVCWithUnwindSegue from \(type(of: segue.source))") }
}
@MainActor final class IBFirstVC: IBRecordingViewController {}
@MainActor final class IBSecondVC: IBRecordingViewController {}
@MainActor final class IBThirdVC: IBRecordingViewController {}
@MainActor final class IBContainerVC: IBRecordingViewController {}

@MainActor
enum IBCorpusClasses {
    /// A class table with the classes the two hdk2200 files name (the test's own: no
    /// other test sees it).
    static func table() -> InterfaceBuilderClasses {
        let classes = InterfaceBuilderClasses()
        let unwinds = [Selector(IBRecordingViewController.unwindFirst, name: "unwindActionFirstVCWithUnwindSegue:"),
                       Selector(IBRecordingViewController.unwindSecond, name: "unwindActionSecondVCWithUnwindSegue:")]
        classes.register(IBFirstVC.self, named: "FirstViewController", actions: [unwinds[0]]) { IBFirstVC() }
        classes.register(IBSecondVC.self, named: "SecondViewController", actions: [unwinds[1]]) { IBSecondVC() }
        classes.register(IBThirdVC.self, named: "ThirdViewController") { IBThirdVC() }
        classes.register(IBContainerVC.self, named: "ContainerViewController") { IBContainerVC() }
        return classes
    }
}

/// The corpus files' segue and unwind flows, driven headlessly.
@MainActor
@Suite struct IBSegueFlowTests {
    private func button(_ title: String, in vc: UIViewController) throws -> UIButton {
        try #require(vc.view.first(UIButton.self) { $0.title(for: .normal) == title }, "no button '\(title)' in \(vc)")
    }

    /// The corpus storyboard `file` (read with the corpus's classes registered) and its
    /// initial controller, which must be a `T`, made the root of a window on `screen`.
    private func showInitialController<T: UIViewController>(of file: String, as: T.Type,
                                                              on screen: HeadlessScreen) throws -> (UIStoryboard, T) {
        let board = IBCorpusClasses.table().withCurrent { UIStoryboard(name: "Main", contentsOf: IBCorpus.url(file)) }
        let root = try #require(board.instantiateInitialViewController() as? T)
        screen.makeWindow(root: root)
        return (board, root)
    }

    @Test func navigationBasicPushesAndUnwinds() throws {
        let screen = HeadlessScreen.checked()
        defer { IBCorpus.expectDiagnostics(of: screen) }
        let (board, nav) = try showInitialController(of: IBCorpus.navBasic, as: UINavigationController.self, on: screen)
        let first = try #require(nav.topViewController as? IBFirstVC)
        #expect(first.storyboard === board)
        #expect(first.events == ["awakeFromNib", "viewDidLoad"])
        #expect((first.view.first(UILabel.self)?.text) == "1 ViewController")

        try button("Next", in: first).ibTestTap(); screen.settle()
        let second = try #require(nav.topViewController as? IBSecondVC)
        #expect(nav.viewControllers.count == 2)
        // An anonymous segue: prepare sees a nil identifier and a destination whose view is not loaded.
        #expect(first.events.last == "prepare(nil, destination view loaded: false)")

        try button("Next", in: second).ibTestTap(); screen.settle()
        let third = try #require(nav.topViewController as? IBThirdVC)
        #expect(nav.viewControllers.count == 3)

        // Third's "Back to 2" unwinds to Second (unwindActionSecondVCWithUnwindSegue:).
        try button("Back to 2", in: third).ibTestTap(); screen.settle()
        #expect(nav.topViewController === second)
        #expect(second.events.last == "unwindActionSecondVCWithUnwindSegue from IBThirdVC")
        // Second's "Back" unwinds to First.
        try button("Back", in: second).ibTestTap(); screen.settle()
        #expect(nav.viewControllers == [first])
        #expect(first.events.last == "unwindActionFirstVCWithUnwindSegue from IBSecondVC")
        // A new Third (made anew by the segue) unwinds past Second straight to First.
        try button("Next", in: first).ibTestTap(); screen.settle()
        try button("Next", in: nav.topViewController!).ibTestTap(); screen.settle()
        let newThird = try #require(nav.topViewController as? IBThirdVC)
        #expect(newThird !== third && nav.viewControllers.count == 3)
        try button("back to 1", in: newThird).ibTestTap(); screen.settle()
        #expect(nav.viewControllers == [first])
        #expect(first.events.last == "unwindActionFirstVCWithUnwindSegue from IBThirdVC")
        #expect(screen.application.diagnostics.exceptions.isEmpty)
    }

    @Test func scenesAreMadeAnewForEachInstantiation() throws {
        let screen = HeadlessScreen.checked()
        _ = screen
        let board = IBCorpusClasses.table().withCurrent { UIStoryboard(name: "Main", contentsOf: IBCorpus.url(IBCorpus.navBasic)) }
        let a = board.instantiateViewController(withIdentifier: "QpD-aN-Vza")
        let b = board.instantiateViewController(withIdentifier: "QpD-aN-Vza")
        #expect(a !== b && a is IBFirstVC && b is IBFirstVC)
        #expect(!a.isViewLoaded)                     // lazily: the view waits for first use
        #expect(a.view !== b.view)
        let made: IBFirstVC = board.instantiateViewController(identifier: "QpD-aN-Vza") { _ in IBFirstVC() }
        #expect(made.storyboard === board)
    }

    @Test func embedSegueRunsPrepareBeforeTheChildsViewLoads() throws {
        let screen = HeadlessScreen.checked()
        defer { IBCorpus.expectDiagnostics(of: screen) }
        let (_, container) = try showInitialController(of: IBCorpus.navInContainer, as: IBContainerVC.self, on: screen)
        #expect(container.events.contains("prepare(nil, destination view loaded: false)"))
        let nav = try #require(container.children.first as? UINavigationController)
        #expect(nav.parent === container)
        let first = try #require(nav.topViewController as? IBFirstVC)
        try button("Next", in: first).ibTestTap(); screen.settle()
        #expect(nav.topViewController is IBSecondVC)
        try button("Back", in: nav.topViewController!).ibTestTap(); screen.settle()
        #expect(nav.topViewController === first)
        #expect(first.events.last == "unwindActionFirstVCWithUnwindSegue from IBSecondVC")
    }

    @Test func tabsterTabsAreNavigationControllersWithTheirRoots() throws {
        let screen = HeadlessScreen.checked()
        let board = UIStoryboard(name: "Main", contentsOf: IBCorpus.url(IBCorpus.tabster))
        let tab = try #require(board.instantiateInitialViewController() as? UITabBarController)
        screen.makeWindow(root: tab)
        let tabs = try #require(tab.viewControllers)
        #expect(tabs.count == 5)
        // Three navigation controllers (One, Two, Three) with their roots, then Featured
        // and Favorites as plain controllers, in the file's relationship order.
        #expect(tabs.map { ($0 as? UINavigationController)?.viewControllers.count ?? -1 } == [1, 1, 1, -1, -1])
        #expect(tabs[3].tabBarItem.title == "Featured")   // systemItem="featured"
    }

    @Test func elementsTabNavTableAndStoryboardIdentifier() throws {
        let screen = HeadlessScreen.checked()
        let board = UIStoryboard(name: "MainStoryboard", contentsOf: IBCorpus.url(IBCorpus.elements))
        let nav = try #require(board.instantiateViewController(withIdentifier: "navForTableView") as? UINavigationController)
        #expect(nav.viewControllers.first is UITableViewController)
        let tab = try #require(board.instantiateInitialViewController() as? UITabBarController)
        screen.makeWindow(root: tab)
        #expect(tab.viewControllers?.first is UINavigationController)
    }

    @Test func unknownIdentifierRaisesUIKitsException() {
        let screen = HeadlessScreen.checked()
        let board = UIStoryboard(name: "Main", contentsOf: IBCorpus.url(IBCorpus.navBasic))
        screen.perform { _ = board.instantiateViewController(withIdentifier: "nope") }
        #expect(screen.application.diagnostics.exceptions.map(\.reason) == ["Storyboard (\(board.description)) doesn't contain a view controller with identifier 'nope'"])
    }

    @Test func legacyArchiveAndMissingFilesRaiseClearly() {
        let screen = HeadlessScreen.checked()
        screen.perform {
            _ = UIStoryboard(name: "Old", contentsOf: IBCorpus.url(IBCorpus.legacyXib))
            _ = UIStoryboard(name: "Missing", bundle: IBTempFolder().bundle)
        }
        let reasons = screen.application.diagnostics.exceptions.map(\.reason)
        #expect(reasons.count == 2)
        #expect(reasons.first?.contains("legacy Interface Builder 3 <archive> format (version 7.02) is not supported") == true)
        #expect(reasons.last?.hasPrefix("Could not find a storyboard named 'Missing' in bundle NSBundle <") == true)
    }
}
