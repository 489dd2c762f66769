import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

/// A list controller: rows "Item n"; selecting a row pushes a detail controller.
@MainActor
final class ListTableController: UITableViewController {
    let trace: ListTrace
    var items = (0..<5).map { "Item \($0)" }
    init(trace: ListTrace, style: UITableView.Style = .plain) { self.trace = trace; super.init(style: style) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        tableView.tableFooterView = UIView()
        navigationItem.rightBarButtonItem = editButtonItem
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        trace.log("List.viewWillAppear(\(animated)) selected=\(tableView.indexPathsForSelectedRows ?? [])")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let c = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        c.textLabel?.text = items[indexPath.row]
        c.accessoryType = .disclosureIndicator
        return c
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        trace.log("List.didSelectRowAt(\(indexPath))")
        let detail = UIViewController()
        detail.title = items[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        trace.log("List.commit(\(indexPath))")
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

@MainActor
@Suite struct UITableViewControllerTests {
    /// The navigation bar of a 30-column screen: "List" centred (columns 13–16), the
    /// right item ending at column 28.
    static func bar(_ item: String) -> String {
        String(repeating: " ", count: 13) + "List" + String(repeating: " ", count: 8) + item
    }

    /// A `ListTableController` (set up by `configure` before it shows) as the root of a
    /// navigation controller in a 30 × 8 window.
    static func listInNavigation(_ configure: (ListTableController) -> Void = { _ in })
        -> (ListTrace, ListTableController, UINavigationController, HeadlessScreen) {
        let trace = ListTrace()
        let list = ListTableController(trace: trace)
        configure(list)
        let nav = UINavigationController(rootViewController: list)
        let screen = HeadlessScreen.checked(width: 30, height: 8)
        screen.makeWindow(root: nav)
        return (trace, list, nav, screen)
    }

    @Test func theTableIsTheViewAndTheControllerIsItsDataSourceAndDelegate() {
        let trace = ListTrace()
        let list = ListTableController(trace: trace, style: .grouped)
        #expect(!list.isViewLoaded)
        let table = list.tableView
        #expect(list.isViewLoaded)
        #expect(table === list.view)
        #expect(table?.style == .grouped)
        #expect(table?.dataSource === list)
        #expect(table?.delegate === list)
        #expect(UITableViewController().tableView.style == .plain)
        #expect(UITableViewController().clearsSelectionOnViewWillAppear)
    }

    @Test func selectingARowPushesAndTheSelectionIsClearedWhenTheListAppearsAgain() {
        let (trace, list, nav, screen) = Self.listInNavigation()
        expectScreen(screen.lines, equals: [Self.bar("Edit"),
                                 tableLine(" Item 0", right: "›", endingAt: 29), tableLine(" Item 1", right: "›", endingAt: 29),
                                 tableLine(" Item 2", right: "›", endingAt: 29), tableLine(" Item 3", right: "›", endingAt: 29),
                                 tableLine(" Item 4", right: "›", endingAt: 29), "", ""])
        // The table took keyboard focus when it appeared: Down moves its highlight.
        screen.press(.down)
        screen.press(.down)
        screen.press(.enter)
        screen.settle()
        #expect(nav.topViewController?.title == "Item 2")
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))

        nav.popViewController(animated: true)
        screen.settle()
        #expect(trace.lines == ["List.viewWillAppear(false) selected=[]",
                                "List.didSelectRowAt([0, 2])",
                                "List.viewWillAppear(true) selected=[]"])
        #expect(list.tableView.indexPathForSelectedRow == nil)
        #expect(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    }

    @Test func withoutClearsSelectionOnViewWillAppearTheRowStaysSelected() {
        let (trace, list, nav, screen) = Self.listInNavigation { $0.clearsSelectionOnViewWillAppear = false }
        screen.click(x: 3, y: 4)        // Item 3
        screen.settle()
        nav.popViewController(animated: false)
        screen.settle()
        #expect(trace.lines.last == "List.viewWillAppear(false) selected=[[0, 3]]")
        #expect(list.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
    }

    @Test func theEditButtonPutsTheTableInEditingModeAndDeleteCommits() {
        let (trace, list, _, screen) = Self.listInNavigation()
        #expect(screen.click(text: "Edit"))
        screen.settle()
        #expect(list.isEditing && list.tableView.isEditing)
        expectScreen(screen.lines, rows: 0..<3, equal: [Self.bar("Done"),
                                                  " ⊖ Item 0", " ⊖ Item 1"])
        screen.click(x: 1, y: 2)        // ⊖ of Item 1
        screen.settle()
        #expect(trace.lines.last == "List.commit([0, 1])")
        expectScreen(screen.lines, rows: 0..<5, equal: [screen.lines[0], " ⊖ Item 0", " ⊖ Item 2", " ⊖ Item 3", " ⊖ Item 4"])
        #expect(screen.click(text: "Done"))
        screen.settle()
        #expect(!list.tableView.isEditing)
    }

    @Test func indexPathRowAndSection() {
        var ip = IndexPath(row: 3, section: 1)
        #expect(ip == IndexPath(indexes: [1, 3]))
        #expect(ip.row == 3 && ip.section == 1)
        #expect(ip.description == "[1, 3]")
        ip.row = 4
        ip.section = 0
        #expect(ip == IndexPath(row: 4, section: 0))
        #expect(IndexPath(row: 9, section: 0) < IndexPath(row: 0, section: 1))
    }
}
