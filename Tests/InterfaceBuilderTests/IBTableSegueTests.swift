import Foundation
import Testing
import TestSupport
@_spi(InterfaceBuilderTools) import UIKit
import HeadlessBackend

/// Tabster's controllers: tables whose rows come from the file's prototype cells.
@MainActor
class IBPrototypeTableVC: UITableViewController {
    var reuseIdentifier: String { "" }
    var events: [String] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let row = (sender as? UITableViewCell)?.textLabel?.text ?? "?"
        events.append("prepare(\(segue.identifier ?? "nil"), sender: \(row))")
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelectRowAt \(indexPath.row)")
    }
}
@MainActor final class IBTabsterOneVC: IBPrototypeTableVC { override var reuseIdentifier: String { "cellID" } }
@MainActor final class IBTabsterSubLevelVC: IBPrototypeTableVC {
    override var reuseIdentifier: String { "cellID2" }
    func unwindToSub(_ segue: UIStoryboardSegue) { events.append("unwindToSub from \(type(of: segue.source))") }
}
@MainActor final class IBTabsterModalVC: UIViewController { @Outlet var titleLabel: UILabel! }

@MainActor
@Suite struct IBTableSegueTests {
    /// The test's class table with Tabster's classes.
    private func table() -> InterfaceBuilderClasses {
        let classes = InterfaceBuilderClasses()
        classes.register(IBTabsterOneVC.self, named: "OneViewController") { IBTabsterOneVC(style: .plain) }
        classes.register(IBTabsterSubLevelVC.self, named: "SubLevelViewController",
                         actions: [Selector(IBTabsterSubLevelVC.unwindToSub, name: "unwindToSub:")]) { IBTabsterSubLevelVC(style: .plain) }
        classes.register(IBTabsterModalVC.self, named: "ModalViewController") { IBTabsterModalVC() }
        return classes
    }

    @Test func cellSelectionPushesAndTheAccessoryPresentsThenUnwinds() throws {
        let screen = HeadlessScreen.checked(width: 80, height: 24)
        // The file's iPhone points scaled to the 80×24 screen, as `uikit-ib run` shows it.
        let board = try table().withCurrent { try IBTools.storyboard(IBCorpus.path(IBCorpus.tabster), fitting: CGSize(width: 80, height: 24)) }
        let tab = try #require(board.instantiateInitialViewController() as? UITabBarController)
        screen.makeWindow(root: tab)
        let nav = try #require(tab.selectedViewController as? UINavigationController)
        let one = try #require(nav.topViewController as? IBTabsterOneVC)
        #expect(screen.text.contains("Row 0") && screen.text.contains("Row 2"))

        // Enter selects the focused row: the cell's segue runs just before didSelectRowAt.
        screen.press(.enter); screen.settle()
        #expect(one.events == ["prepare(SubLevelSegue, sender: Row 0)", "didSelectRowAt 0"])
        let sub = try #require(nav.topViewController as? IBTabsterSubLevelVC)
        #expect(sub.hidesBottomBarWhenPushed)

        // The detail (accessory) button of a row runs the accessoryAction segue instead.
        let table = try #require(sub.tableView)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.accessoryType == .detailDisclosureButton)
        // "ⓘ ›" ends one column before the right edge: the ⓘ is the detail button.
        let origin = cell.convert(CGPoint(x: cell.bounds.width - 4, y: 0), to: nil)
        screen.click(x: Int(origin.x), y: Int(origin.y)); screen.settle()
        #expect(sub.events.last == "prepare(modalSegue, sender: Row 1)")
        let modal = try #require(sub.presentedViewController ?? nav.presentedViewController ?? tab.presentedViewController)
        #expect((modal as? IBTabsterModalVC)?.titleLabel?.text == "Label")

        // "Done" unwinds to the sub level (unwindToSub:) and dismisses the modal.
        let done = try #require(modal.view.first(UIButton.self) { $0.title(for: .normal) == "Done" })
        done.ibTestTap(); screen.settle()
        #expect(sub.events.last == "unwindToSub from IBTabsterModalVC")
        #expect(tab.presentedViewController == nil && nav.presentedViewController == nil)
        #expect(nav.topViewController === sub)
        #expect(screen.application.diagnostics.exceptions.isEmpty)
    }
}
