import Foundation
import Testing
import TestSupport
@_spi(InterfaceBuilderTools) import UIKit
import HeadlessBackend

/// A table controller standing for a corpus file's list class: one row dequeued from the
/// file's prototype `cellIdentifier`, and the segues it prepares.
@MainActor
class IBOneRowTableVC: UITableViewController {
    class var cellIdentifier: String { "" }
    var prepared: [(String?, UIViewController)] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, segue.destination))
    }
}
@MainActor final class IBElementsListVC: IBOneRowTableVC {
    override class var cellIdentifier: String { "AtomicElementTableViewCell" }
}
@MainActor final class IBTabsterTwoVC: IBOneRowTableVC {
    override class var cellIdentifier: String { "cellIDTwo" }
}

/// The prototype cells' segues of TheElements (push to the element's detail) and Tabster's
/// second tab (a modal landscape view), selected with a click as a person would.
@MainActor
@Suite struct IBPrototypeSegueTests {
    func click(_ cell: UITableViewCell, on screen: HeadlessScreen) {
        let point = cell.convert(CGPoint(x: 2, y: 0), to: nil)
        screen.click(x: Int(point.x), y: Int(point.y))
        screen.settle()
    }

    /// The file's initial tab bar controller on an 80×24 screen (the file's points scaled
    /// to it, as `uikit-ib run` shows it), with tab `index` selected; `classes` is the
    /// test's class table.
    func launchTabs(_ file: String, classes: InterfaceBuilderClasses, selecting index: Int = 0) throws -> (HeadlessScreen, UITabBarController) {
        let screen = HeadlessScreen.checked(width: 80, height: 24)
        let board = try classes.withCurrent { try IBTools.storyboard(IBCorpus.path(file), fitting: CGSize(width: 80, height: 24)) }
        let tab = try #require(board.instantiateInitialViewController() as? UITabBarController)
        screen.makeWindow(root: tab)
        tab.selectedIndex = index
        screen.settle()
        return (screen, tab)
    }

    @Test func theElementsCellPushesTheDetailScene() throws {
        let classes = InterfaceBuilderClasses()
        classes.register(IBElementsListVC.self, named: "ElementsTableViewController")
        let (screen, tab) = try launchTabs(IBCorpus.elements, classes: classes)
        defer { IBCorpus.expectDiagnostics(of: screen) }
        let nav = try #require(tab.selectedViewController as? UINavigationController)
        let list = try #require(nav.topViewController as? IBElementsListVC)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.reuseIdentifier == "AtomicElementTableViewCell" && cell.accessoryType == .disclosureIndicator)

        click(cell, on: screen)
        // "showDetail" (push): prepared with the destination, which is then on top.
        #expect(list.prepared.map(\.0) == ["showDetail"])
        #expect(nav.viewControllers.count == 2 && nav.topViewController === list.prepared.first?.1)
        #expect(nav.topViewController?.view.backgroundColor == UIColor(white: 0, alpha: 1))
    }

    @Test func tabstersSecondTabPresentsTheLandscapeView() throws {
        let classes = InterfaceBuilderClasses()
        classes.register(IBTabsterTwoVC.self, named: "TwoViewController")
        let (screen, tab) = try launchTabs(IBCorpus.tabster, classes: classes, selecting: 1)
        defer { IBCorpus.expectDiagnostics(of: screen) }
        let nav = try #require(tab.selectedViewController as? UINavigationController)
        let two = try #require(nav.topViewController as? IBTabsterTwoVC)
        let cell = try #require(two.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))

        click(cell, on: screen)
        // "LandscapeViewSegue" (modal): the destination is presented over the tabs.
        #expect(two.prepared.map(\.0) == ["LandscapeViewSegue"])
        let presented = try #require(tab.presentedViewController ?? nav.presentedViewController ?? two.presentedViewController)
        #expect(presented === two.prepared.first?.1)
        #expect(presented.view.first(UIImageView.self) != nil && presented.view.first(UIButton.self) != nil)
        #expect(nav.viewControllers.count == 1)
    }
}

/// The relationship segues of the files whose only segues they are: each navigation
/// controller is made with the file's root scene (NetNewsWire's Settings, UIKitCatalog's
/// detail navigation controller; its split view controller is not a class this UIKit has).
@MainActor
@Suite struct IBRelationshipSegueTests {
    @Test func navigationControllersAreMadeWithTheirRootScenes() throws {
        let screen = HeadlessScreen.checked(width: 80, height: 24)
        defer { IBCorpus.expectDiagnostics(of: screen) }
        let settings = UIStoryboard(name: "Settings", contentsOf: IBCorpus.url(IBCorpus.settings))
        let catalog = UIStoryboard(name: "Main", contentsOf: IBCorpus.url(IBCorpus.catalog))
        var settingsNav: UINavigationController?, detailNav: UINavigationController?
        screen.perform {
            settingsNav = settings.instantiateViewController(withIdentifier: "SettingsNavigationViewController") as? UINavigationController
            detailNav = catalog.instantiateViewController(withIdentifier: "navInitialDetail") as? UINavigationController
        }
        let s = try #require(settingsNav)
        #expect(s.viewControllers.count == 1 && s.topViewController is UITableViewController)
        #expect(s.topViewController?.storyboard === settings)
        let d = try #require(detailNav)
        #expect(d.viewControllers.count == 1 && d.topViewController?.storyboard === catalog)
        // The root is the "initialDetail" scene: its own instantiation is the same class, anew.
        let direct = catalog.instantiateViewController(withIdentifier: "initialDetail")
        #expect(type(of: direct) == type(of: try #require(d.topViewController)) && direct !== d.topViewController)
    }
}
