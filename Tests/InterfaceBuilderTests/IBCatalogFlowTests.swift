import Foundation
import Testing
import TestSupport
@_spi(InterfaceBuilderTools) import UIKit
import HeadlessBackend

/// A stand-in for UIKitCatalog's master list: one row per example, each example a
/// storyboard of its own whose initial scene is shown as the detail
/// (`showDetailViewController`), as the sample's code does (its Main storyboard has no
/// show segues). Rows use the file's subtitle prototype "Cell".
@MainActor
final class IBCatalogMasterVC: UITableViewController {
    /// Example title → its storyboard file in the corpus.
    static let examples = [("Text Fields", IBCorpus.textFields)]
    var log: IBFlowLog?

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.examples.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = Self.examples[indexPath.row].0
        cell.detailTextLabel?.text = "TextFieldViewController"
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let name = Self.examples[indexPath.row].1
        let board = UIStoryboard(name: name, contentsOf: IBCorpus.url(name))
        guard let example = board.instantiateInitialViewController() else { return }
        showDetailViewController(example, sender: self)
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log?.events.append("Main willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log?.events.append("Main didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log?.events.append("Main willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log?.events.append("Main didDisappear") }
}

/// The sample's split view delegate: collapsed, the list shows first (the initial detail
/// scene is discarded rather than pushed on it).
@MainActor
final class IBCatalogSplitDelegate: UISplitViewControllerDelegate {
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool { true }
}

/// UIKitCatalog's Main storyboard driven on an 80-column terminal (an iPhone's compact
/// width): the initial split view controller is made with its master and detail
/// relationships, collapses to the master list, Enter on a row shows the example pushed
/// on the list's navigation controller (UIKit's `showDetailViewController` when
/// collapsed), and the back button returns.
@MainActor
@Suite struct IBCatalogFlowTests {
    @Test func masterDetailFlow() throws {
        let screen = HeadlessScreen.checked(width: 80, height: 24)
        defer { IBCorpus.expectDiagnostics(of: screen) }
        let log = IBFlowLog()
        let delegate = IBCatalogSplitDelegate()
        let board = try screen.application.withCurrent {
            InterfaceBuilderClasses.register(IBCatalogMasterVC.self, named: "MasterViewController")
            return try IBTools.storyboard(IBCorpus.path(IBCorpus.catalog), fitting: CGSize(width: 80, height: 24))
        }
        let split = try #require(board.instantiateInitialViewController() as? UISplitViewController)
        // The relationships: master is the "Main Nav" navigation controller with the list,
        // detail the initial-detail navigation controller with its scene.
        #expect(split.viewControllers.count == 2)
        let mainNav = try #require(split.viewControllers.first as? UINavigationController)
        let master = try #require(mainNav.viewControllers.first as? IBCatalogMasterVC)
        let detailNav = try #require(split.viewControllers.last as? UINavigationController)
        #expect(detailNav.viewControllers.count == 1)
        #expect(detailNav.viewControllers.first?.view.first(UILabel.self)?.text == "UIKitCatalog")
        master.log = log
        split.delegate = delegate
        screen.makeWindow(root: split)
        screen.settle()
        #expect(split.isCollapsed)
        #expect(log.events == ["Main willAppear", "Main didAppear"])
        #expect(mainNav.navigationBar.topItem?.title == "UIKitCatalog")
        let first = screen.lines.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        #expect(first[0] == String(repeating: " ", count: (80 - 12) / 2) + "UIKitCatalog", "\(first.joined(separator: "\n"))")
        #expect(first.joined(separator: "\n").contains("Text Fields"))
        // Enter on the first (keyboard) row shows the example.
        log.events = []
        screen.press(.enter)
        screen.settle()
        let shown = try #require(mainNav.topViewController)
        #expect(mainNav.viewControllers.count == 2 && mainNav.viewControllers.first === master)
        #expect(shown.navigationItem.title == "Text Fields" && shown is UITableViewController)
        #expect(log.events == ["Main willDisappear", "Main didDisappear"])
        let example = screen.lines.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        var bar = " ‹ UIKitCatalog"
        bar += String(repeating: " ", count: (80 - 11) / 2 - bar.count) + "Text Fields"
        #expect(example[0] == bar, "\(example.joined(separator: "\n"))")
        // The example's first static section's header, from its own file, under the bar.
        #expect(example.dropFirst().first { !$0.isEmpty }?.trimmingCharacters(in: .whitespaces) == "Default", "\(example.joined(separator: "\n"))")
        // Back, as a person taps it.
        log.events = []
        #expect(screen.click(text: "UIKitCatalog"))
        screen.settle()
        #expect(mainNav.viewControllers.count == 1 && mainNav.topViewController === master)
        #expect(log.events == ["Main willAppear", "Main didAppear"])
    }
}
