import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

/// A child controller shown in a table cell: one label with its model; logs its lifecycle.
@MainActor
final class HostedChildController: UIViewController {
    let name: String
    let trace: ListTrace
    private var label: UILabel?
    var model = "" { didSet { label?.text = model } }

    init(_ name: String, _ trace: ListTrace) { self.name = name; self.trace = trace; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        trace.log("\(name).loadView()")
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        let l = UILabel(frame: CGRect(x: 1, y: 0, width: 18, height: 1))
        l.text = model
        l.autoresizingMask = [.flexibleWidth]
        v.addSubview(l)
        label = l
        view = v
    }
    override func viewDidLoad() { super.viewDidLoad(); trace.log("\(name).viewDidLoad()") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); trace.log("\(name).viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); trace.log("\(name).viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); trace.log("\(name).viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); trace.log("\(name).viewDidDisappear(\(animated))") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        trace.log("\(name).willMove(toParent: \(parent.map { String(describing: type(of: $0)) } ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        trace.log("\(name).didMove(toParent: \(parent.map { String(describing: type(of: $0)) } ?? "nil"))")
    }
}

/// A plain table of `rowCount` rows of `ViewControllerHostingCell` (reuse identifier "h"),
/// no separators after the last row; ways 1 and 3 below fill its cells.
@MainActor
class HostingCellsController: UITableViewController {
    let trace: ListTrace
    var rowCount: Int
    /// Child controllers made so far (they are named C0, C1, …).
    var made = 0
    init(trace: ListTrace, rows: Int) { self.trace = trace; rowCount = rows; super.init(style: .plain) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ViewControllerHostingCell.self, forCellReuseIdentifier: "h")
        tableView.tableFooterView = UIView()
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }
}

/// Way 1: every cell owns a child controller; the table's controller adds it in willDisplay
/// and removes it in didEndDisplaying.
@MainActor
final class OwnedCellsController: HostingCellsController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "h", for: indexPath) as! ViewControllerHostingCell
        if cell.hostedViewController == nil {
            cell.hostedViewController = HostedChildController("C\(made)", trace)
            made += 1
        }
        (cell.hostedViewController as? HostedChildController)?.model = "Item \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        (cell as? ViewControllerHostingCell)?.addHostedViewController(to: self)
    }
    override func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        (cell as? ViewControllerHostingCell)?.removeHostedViewControllerFromParent()
    }
}

/// The seed's hosted-view cell taken literally: prepareForReuse removes the hosted view
/// even when it has moved to another cell.
@MainActor
final class NaiveHostingCell: UITableViewCell {
    var hostedView: UIView? {
        didSet { if let v = hostedView { v.frame = contentView.bounds; contentView.addSubview(v) } }
    }
    override func prepareForReuse() {
        super.prepareForReuse()
        hostedView?.removeFromSuperview()
        hostedView = nil
    }
}

/// Way 2: the table's controller holds one child per row and hands cells their views.
@MainActor
final class ParentHeldController: UITableViewController {
    let trace: ListTrace
    let naive: Bool
    var items: [HostedChildController] = []
    init(trace: ListTrace, rows: Int, naive: Bool = false) {
        self.trace = trace
        self.naive = naive
        super.init(style: .plain)
        items = (0..<rows).map { HostedChildController("C\($0)", trace) }
        for (i, c) in items.enumerated() { c.model = "Item \(i)" }
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(naive ? NaiveHostingCell.self : ViewControllerHostingCell.self, forCellReuseIdentifier: "h")
        tableView.tableFooterView = UIView()
        for c in items { addChild(c); c.didMove(toParent: self) }
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "h", for: indexPath)
        let view = items[indexPath.row].view
        if let c = cell as? ViewControllerHostingCell { c.hostedView = view }
        if let c = cell as? NaiveHostingCell { c.hostedView = view }
        return cell
    }
}

/// Way 3: children recycled through a ViewControllerPool keyed by index path.
@MainActor
final class RecycledChildrenController: HostingCellsController {
    lazy var pool = ViewControllerPool(parent: self) { [unowned self] () -> HostedChildController in
        defer { made += 1 }
        return HostedChildController("C\(made)", trace)
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "h", for: indexPath) as! ViewControllerHostingCell
        let child = pool.controller(for: indexPath)
        child.model = "Item \(indexPath.row)"
        cell.hostedView = child.view
        return cell
    }
    override func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        pool.recycle(at: indexPath)
    }
}

/// The appearance callbacks of `name`, in order, without the name.
@MainActor
func appearanceCalls(_ lines: [String], _ name: String) -> [String] {
    lines.compactMap { line in
        guard line.hasPrefix(name + ".view"), line.contains("ppear") else { return nil }
        return String(line.dropFirst(name.count + 1))
    }
}

/// True when the calls alternate will/did appear, will/did disappear, from disappeared.
func isBalancedAppearance(_ calls: [String]) -> Bool {
    let cycle = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
    for (i, c) in calls.enumerated() where !c.hasPrefix(cycle[i % 4] + "(") { return false }
    return calls.count % 2 == 0
}

/// The three ways of putting view controllers in cells (seed 000) with UIKit's containment
/// and appearance rules.
@MainActor
@Suite struct UITableViewHostingTests {
    @Test func way1CellOwnedChildrenJoinInWillDisplayAndLeaveInDidEndDisplaying() {
        let trace = ListTrace()
        let owner = OwnedCellsController(trace: trace, rows: 5)
        let screen = HeadlessScreen.checked(width: 20, height: 3)
        screen.makeWindow(root: owner)

        var expected: [String] = []
        for i in 0..<3 {
            expected += ["C\(i).willMove(toParent: OwnedCellsController)", "C\(i).loadView()", "C\(i).viewDidLoad()",
                         "C\(i).viewWillAppear(false)", "C\(i).didMove(toParent: OwnedCellsController)"]
        }
        expected += ["C0.viewDidAppear(false)", "C1.viewDidAppear(false)", "C2.viewDidAppear(false)"]
        #expect(trace.lines == expected)
        expectScreen(screen.lines, equals: [" Item 0", " Item 1", " Item 2"])
        trace.reset()

        owner.tableView.contentOffset = CGPoint(x: 0, y: 1)
        screen.runLoop()
        #expect(trace.lines == [
            "C0.willMove(toParent: nil)", "C0.viewWillDisappear(false)", "C0.viewDidDisappear(false)",
            "C0.didMove(toParent: nil)",
            "C0.willMove(toParent: OwnedCellsController)", "C0.viewWillAppear(false)",
            "C0.didMove(toParent: OwnedCellsController)", "C0.viewDidAppear(false)",
        ])
        expectScreen(screen.lines, equals: [" Item 1", " Item 2", " Item 3"])
        #expect(owner.children.compactMap { ($0 as? HostedChildController)?.name } == ["C1", "C2", "C0"])
        #expect(owner.made == 3)
    }

    @Test func way2ParentHeldChildrenAppearWithTheirCells() {
        let trace = ListTrace()
        let parent = ParentHeldController(trace: trace, rows: 5)
        let screen = HeadlessScreen.checked(width: 20, height: 3)
        screen.makeWindow(root: parent)

        var expected = (0..<5).flatMap { ["C\($0).willMove(toParent: ParentHeldController)", "C\($0).didMove(toParent: ParentHeldController)"] }
        for i in 0..<3 { expected += ["C\(i).loadView()", "C\(i).viewDidLoad()", "C\(i).viewWillAppear(false)"] }
        expected += ["C0.viewDidAppear(false)", "C1.viewDidAppear(false)", "C2.viewDidAppear(false)"]
        #expect(trace.lines == expected)
        trace.reset()

        parent.tableView.contentOffset = CGPoint(x: 0, y: 1)
        screen.runLoop()
        #expect(trace.lines == ["C0.viewWillDisappear(false)", "C0.viewDidDisappear(false)",
                                "C3.loadView()", "C3.viewDidLoad()", "C3.viewWillAppear(false)", "C3.viewDidAppear(false)"])
        expectScreen(screen.lines, equals: [" Item 1", " Item 2", " Item 3"])
        #expect(parent.children.count == 5)
    }

    /// The report that motivated the guard: after a reload, cell A's prepareForReuse must
    /// not remove a hosted view that has already moved to another cell.
    @Test func reusedCellDoesNotRemoveAHostedViewThatMovedToAnotherCell() {
        let trace = ListTrace()
        let parent = ParentHeldController(trace: trace, rows: 5)
        let screen = HeadlessScreen.checked(width: 20, height: 3)
        screen.makeWindow(root: parent)
        let cellsBefore = parent.tableView.visibleCells
        trace.reset()

        parent.tableView.reloadData()
        screen.runLoop()

        // Cells were queued A, B, C and handed out C, B, A: C got row 0's view from A
        // before A was prepared for reuse.
        #expect(parent.tableView.visibleCells.map { c in cellsBefore.firstIndex { $0 === c } } == [2, 1, 0])
        expectScreen(screen.lines, equals: [" Item 0", " Item 1", " Item 2"])
        for name in ["C0", "C1", "C2"] {
            #expect(appearanceCalls(trace.lines, name) == ["viewWillDisappear(false)", "viewDidDisappear(false)",
                                                           "viewWillAppear(false)", "viewDidAppear(false)"])
        }
    }

    @Test func theSeedsUnguardedPrepareForReuseBlanksARowAfterAReload() {
        let trace = ListTrace()
        let parent = ParentHeldController(trace: trace, rows: 5, naive: true)
        let screen = HeadlessScreen.checked(width: 20, height: 3)
        screen.makeWindow(root: parent)
        expectScreen(screen.lines, equals: [" Item 0", " Item 1", " Item 2"])

        parent.tableView.reloadData()
        screen.runLoop()

        // Cell A, reused last, pulled row 0's view out of cell C.
        expectScreen(screen.lines, equals: ["", " Item 1", " Item 2"])
        #expect(parent.items[0].viewIfLoaded?.superview == nil)
    }

    @Test func way3RecycledChildrenStayFewBalancedAndAreReleased() {
        let trace = ListTrace()
        weak var weakController: RecycledChildrenController?
        var weakChildren: [() -> UIViewController?] = []
        let screen = HeadlessScreen.checked(width: 20, height: 6)
        var made = 0
        do {
            let controller = RecycledChildrenController(trace: trace, rows: 100)
            weakController = controller
            let nav = UINavigationController(rootViewController: controller)
            screen.makeWindow(root: nav)
            let visible = controller.tableView.indexPathsForVisibleRows?.count ?? 0
            #expect(visible == 5)
            var maxLive = 0
            for step in 1...95 {
                controller.tableView.contentOffset = CGPoint(x: 0, y: step)
                screen.runLoop()
                maxLive = max(maxLive, controller.pool.count)
                #expect(controller.children.count == controller.pool.count)
            }
            #expect(maxLive <= visible + 2)
            #expect(controller.pool.controllersInUse.count == 5)
            #expect(screen.lines.dropFirst().map { $0 } == [" Item 95", " Item 96", " Item 97", " Item 98", " Item 99"])
            made = controller.made
            for c in controller.pool.controllersInUse.values { weakChildren.append { [weak c] in c } }
            for c in controller.pool.unusedControllers { weakChildren.append { [weak c] in c } }

            // Leave the screen: every child that is showing disappears with the table.
            nav.setViewControllers([UIViewController()], animated: false)
            screen.settle()
        }
        // One child per visible row was ever made: scrolling one row recycles one child.
        #expect(made == 5)
        for i in 0..<made {
            let calls = appearanceCalls(trace.lines, "C\(i)")
            #expect(!calls.isEmpty && isBalancedAppearance(calls), "C\(i): \(calls)")
            #expect(calls.last?.hasPrefix("viewDidDisappear") == true, "C\(i): \(calls)")
        }
        #expect(trace.lines.filter { $0.hasSuffix("loadView()") }.count == made)
        #expect(weakController == nil)
        #expect(weakChildren.allSatisfy { $0() == nil })
        #expect(!weakChildren.isEmpty)
    }
}
