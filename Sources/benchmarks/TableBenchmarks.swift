import Foundation
import UIKit
import UIKitEngine
import HeadlessBackend

// Table benchmarks (group "tables"): a million rows scrolled one row at a time, reloadData
// on a million rows, and 100,000 rows each hosting a child controller through a
// ViewControllerPool. Each prints its figures and the checks the issue asks for (cellForRow
// calls per step, live cells and controllers, resident memory growth, appearance balance,
// leaks); a failed check prints "FAILED".

/// Counts live instances of the benchmark's cells and child controllers.
@MainActor private final class BenchCounters {
    var liveCells = 0
    var liveChildren = 0
    var cellForRowCalls = 0
    var unbalanced: [String] = []
}

@MainActor private final class BenchCell: UITableViewCell {
    static var counters: BenchCounters?
    private weak var counters: BenchCounters?
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        counters = Self.counters
        counters?.liveCells += 1
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    isolated deinit { counters?.liveCells -= 1 }
}

@MainActor private final class MillionRows: UITableViewDataSource {
    let rows: Int
    let counters: BenchCounters
    init(rows: Int, counters: BenchCounters) { self.rows = rows; self.counters = counters }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        counters.cellForRowCalls += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// A child controller that checks its own appearance order (will/did appear, will/did
/// disappear, repeating) and counts itself.
@MainActor private final class BenchChild: UIViewController {
    private weak var counters: BenchCounters?
    private let name: String
    private var phase = 0   // 0 disappeared, 1 appearing, 2 appeared, 3 disappearing
    private(set) var appearances = 0
    var model = "" { didSet { label?.text = model } }
    private var label: UILabel?
    init(name: String, counters: BenchCounters) {
        self.name = name
        self.counters = counters
        super.init(nibName: nil, bundle: nil)
        counters.liveChildren += 1
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    isolated deinit { counters?.liveChildren -= 1 }
    override func loadView() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 1))
        let l = UILabel(frame: CGRect(x: 1, y: 0, width: 60, height: 1))
        l.autoresizingMask = [.flexibleWidth]
        l.text = model
        v.addSubview(l)
        label = l
        view = v
    }
    private func step(_ from: Int, _ to: Int, _ what: String) {
        if phase != from { counters?.unbalanced.append("\(name): \(what) in phase \(phase)") }
        phase = to
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); step(0, 1, "viewWillAppear"); appearances += 1 }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); step(1, 2, "viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); step(2, 3, "viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); step(3, 0, "viewDidDisappear") }
    var isBalancedAtRest: Bool { phase == 0 || phase == 2 }
}

@MainActor private final class PooledChildrenController: UITableViewController {
    let rows: Int
    let counters: BenchCounters
    private var made = 0
    lazy var pool = ViewControllerPool(parent: self) { [unowned self] () -> BenchChild in
        made += 1
        return BenchChild(name: "C\(made)", counters: counters)
    }
    init(rows: Int, counters: BenchCounters) { self.rows = rows; self.counters = counters; super.init(style: .plain) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ViewControllerHostingCell.self, forCellReuseIdentifier: "h")
        tableView.tableFooterView = UIView()
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "h", for: indexPath)
        let child = pool.controller(for: indexPath)
        child.model = "Child of row \(indexPath.row)"
        (cell as? ViewControllerHostingCell)?.hostedView = child.view
        return cell
    }
    override func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        pool.recycle(at: indexPath)
    }
}

private func check(_ ok: Bool) -> String { ok ? "ok" : "FAILED" }

/// An 80×24 screen showing a plain table of 1,000,000 `BenchCell` rows; `body` gets the
/// table, the counters, the number of visible rows and the application.
@MainActor private func withMillionRowTable(_ body: (UITableView, BenchCounters, Int, UIApplication) -> Void) {
    let counters = BenchCounters()
    BenchCell.counters = counters
    defer { BenchCell.counters = nil }
    let screen = HeadlessScreen(width: 80, height: 24)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 80, height: 24), style: .plain)
    table.register(BenchCell.self, forCellReuseIdentifier: "c")
    table.tableFooterView = UIView()
    let ds = MillionRows(rows: 1_000_000, counters: counters)
    table.dataSource = ds
    screen.makeWindow(root: BenchViewHost(table))
    let visible = table.indexPathsForVisibleRows?.count ?? 0
    let app = screen.application
    body(table, counters, visible, app)
    withExtendedLifetime(ds) {}
}

/// Runs the table benchmarks and prints their figures.
@MainActor public func runTableBenchmarks() {
    print("== tables ==")
    benchScrollMillionRows()
    benchReloadMillionRows()
    benchPooledChildren()
}

/// 1,000,000 rows in an 80×24 screen, scrolled down one row 10,000 times.
@MainActor private func benchScrollMillionRows() {
    withMillionRowTable { table, counters, visible, app in
        // Warm up (the reuse queue, string and grid buffers), then measure.
        for y in 1...200 { table.contentOffset = CGPoint(x: 0, y: y); app.runUntilIdle() }
        table.contentOffset = .zero
        app.runUntilIdle()
        let rssBefore = residentKilobytes()
        var maxCalls = 0, maxLive = 0
        let steps = 10_000
        let seconds = measure {
            for y in 1...steps {
                let before = counters.cellForRowCalls
                table.contentOffset = CGPoint(x: 0, y: y)
                app.runUntilIdle()
                maxCalls = max(maxCalls, counters.cellForRowCalls - before)
                maxLive = max(maxLive, counters.liveCells)
            }
        }
        let rssAfter = residentKilobytes()
        let growth = rssAfter - rssBefore
        report("scroll 1,000,000 rows by 1 row ×\(steps) (80×24, compose)", "\(fmtMicro(seconds / Double(steps))) per step")
        report("  cellForRow calls per step (max; visible \(visible))", "\(maxCalls)  [≤ \(visible + 1): \(check(maxCalls <= visible + 1))]")
        report("  live cells (max)", "\(maxLive)  [≤ \(visible + 2): \(check(maxLive <= visible + 2))]")
        report("  resident memory growth", "\(growth) KB  [< 2048 KB: \(check(growth < 2048))]")

        // Layout alone (no screen composition), for comparison.
        let layoutOnly = measure {
            for y in (steps + 1)...(2 * steps) {
                table.contentOffset = CGPoint(x: 0, y: y)
                table.layoutIfNeeded()
            }
        }
        report("  layout only, per step", fmtMicro(layoutOnly / Double(steps)))
    }
}

/// reloadData on 1,000,000 rows: only the visible rows are asked for.
@MainActor private func benchReloadMillionRows() {
    withMillionRowTable { table, counters, visible, app in
        table.contentOffset = CGPoint(x: 0, y: 500_000)
        app.runUntilIdle()

        let before = counters.cellForRowCalls
        let first = measure {
            table.reloadData()
            app.runUntilIdle()
        }
        let calls = counters.cellForRowCalls - before
        let repeats = 1_000
        let total = measure {
            for _ in 0..<repeats {
                table.reloadData()
                app.runUntilIdle()
            }
        }
        report("reloadData on 1,000,000 rows + layout + compose", "\(fmtMicro(first)) (first), \(fmtMicro(total / Double(repeats))) mean of \(repeats)")
        report("  cellForRow calls for one reload", "\(calls)  [= visible \(visible): \(check(calls == visible))]")
    }
}

/// 100,000 rows, each hosting a child controller through a ViewControllerPool, scrolled from
/// top to bottom one row at a time under a navigation controller (80×24: 23 rows visible).
@MainActor private func benchPooledChildren() {
    let counters = BenchCounters()
    let screen = HeadlessScreen(width: 80, height: 24)
    let app = screen.application
    weak var weakController: PooledChildrenController?
    var weakChildren: [() -> UIViewController?] = []
    var visible = 0, maxLive = 0, steps = 0, appearances = 0
    var seconds = 0.0
    do {
        let controller = PooledChildrenController(rows: 100_000, counters: counters)
        weakController = controller
        let nav = UINavigationController(rootViewController: controller)
        screen.makeWindow(root: nav)
        let table = controller.tableView!
        visible = table.indexPathsForVisibleRows?.count ?? 0
        let last = Int(table.contentSize.height - table.bounds.height)
        seconds = measure {
            for y in stride(from: 1, through: last, by: 1) {
                table.contentOffset = CGPoint(x: 0, y: y)
                app.runUntilIdle()
                maxLive = max(maxLive, counters.liveChildren)
            }
        }
        steps = last
        for c in controller.pool.controllersInUse.values { weakChildren.append { [weak c] in c } }
        for c in controller.pool.unusedControllers { weakChildren.append { [weak c] in c } }
        appearances = controller.children.compactMap { ($0 as? BenchChild)?.appearances }.reduce(0, +)
        nav.setViewControllers([UIViewController()], animated: false)
        screen.settle()
    }
    let leaked = weakChildren.filter { $0() != nil }.count + (weakController == nil ? 0 : 1)
    report("100,000 rows with pooled child controllers, 1 row ×\(steps)", "\(fmtMicro(seconds / Double(max(1, steps)))) per step")
    report("  live child controllers (max; visible \(visible))", "\(maxLive)  [≤ \(visible + 2): \(check(maxLive <= visible + 2))]")
    report("  appearances (viewWillAppear calls)", "\(appearances)")
    report("  appearance callbacks out of order", "\(counters.unbalanced.count)  [0: \(check(counters.unbalanced.isEmpty))]")
    report("  leaked controllers after leaving the screen", "\(leaked + counters.liveChildren)  [0: \(check(leaked == 0 && counters.liveChildren == 0))]")
    for u in counters.unbalanced.prefix(5) { print("    " + u) }
}
