import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// Batch updates, heights and work proportional to what is visible.
@MainActor
@Suite struct UITableViewUpdateTests {
    /// A table over `model` (sections of strings), logging cellForRow and display.
    final class ModelDataSource: UITableViewDataSource {
        var model: [[String]]
        var cellForRowCalls = 0
        let trace: ListTrace
        init(_ model: [[String]], trace: ListTrace) { self.model = model; self.trace = trace }
        func numberOfSections(in tableView: UITableView) -> Int { model.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { model[section].count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            cellForRowCalls += 1
            trace.log("cellForRowAt: \(indexPath)")
            let c = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            c.textLabel?.text = model[indexPath.section][indexPath.row]
            return c
        }
    }

    private func modelTable(_ model: [[String]], height: Int = 6) -> (HeadlessScreen, UITableView, ModelDataSource, ListTrace) {
        let trace = ListTrace()
        let ds = ModelDataSource(model, trace: trace)
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        table.tableFooterView = UIView()
        table.dataSource = ds
        let (screen, _) = showTable(table, width: 20, height: height, keepAlive: [ds])
        trace.reset()
        return (screen, table, ds, trace)
    }

    @Test func insertDeleteAndMoveInOneBatchKeepCellsSelectionAndOrder() {
        let (screen, table, ds, trace) = modelTable([["a", "b", "c", "d", "e"]])
        let cellC = table.cellForRow(at: IndexPath(row: 2, section: 0))
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)   // "d"
        var completed: [Bool] = []

        ds.model = [["x", "a", "c", "e", "d"]]          // insert x at 0, delete b, move d after e
        table.performBatchUpdates({
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
            table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 4, section: 0))
        }, completion: { completed.append($0) })

        #expect(trace.lines == ["cellForRowAt: [0, 0]"])   // only the inserted row needs a cell
        #expect(completed == [])
        screen.runLoop()
        #expect(completed == [true])
        expectScreen(screen.lines, equals: [" x", " a", " c", " e", " d", ""])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellC)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        #expect(screen.application.diagnostics.exceptions == [])
    }

    @Test func beginEndUpdatesNestAndApplyOnceAtTheOutermostEnd() {
        let (screen, table, ds, trace) = modelTable([["a", "b"]])
        table.beginUpdates()
        ds.model = [["a", "b", "c"]]
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        table.beginUpdates()
        ds.model = [["a", "b", "c", "d"]]
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        table.endUpdates()
        #expect(trace.lines == [])
        #expect(table.numberOfRows(inSection: 0) == 2)
        table.endUpdates()
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(trace.lines == ["cellForRowAt: [0, 2]", "cellForRowAt: [0, 3]"])
        screen.runLoop()
        expectScreen(screen.lines, equals: [" a", " b", " c", " d", "", ""])
    }

    @Test func insertAndDeleteSectionsWithHeaders() {
        final class Titles: UITableViewDataSource {
            var model: [(String, [String])]
            init(_ m: [(String, [String])]) { model = m }
            func numberOfSections(in tableView: UITableView) -> Int { model.count }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { model[section].1.count }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { model[section].0 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let c = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
                c.textLabel?.text = model[indexPath.section].1[indexPath.row]
                return c
            }
        }
        let ds = Titles([("A", ["Anna"]), ("C", ["Carl"])])
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        table.tableFooterView = UIView()
        table.dataSource = ds
        let (screen, _) = showTable(table, width: 20, height: 6, keepAlive: [ds])
        expectScreen(screen.lines, equals: [" A", " Anna", " C", " Carl", "", ""])

        ds.model.insert(("B", ["Bert", "Bob"]), at: 1)
        table.insertSections(IndexSet(integer: 1), with: .automatic)
        screen.runLoop()
        expectScreen(screen.lines, equals: [" A", " Anna", " B", " Bert", " Bob", " C"])

        ds.model.remove(at: 0)
        table.deleteSections(IndexSet(integer: 0), with: .automatic)
        screen.runLoop()
        expectScreen(screen.lines, equals: [" B", " Bert", " Bob", " C", " Carl", ""])
        #expect(screen.application.diagnostics.exceptions == [])
    }

    @Test func reloadRowsReplacesOnlyThoseCells() {
        let (screen, table, ds, trace) = modelTable([["a", "b", "c"]])
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        ds.model[0][1] = "B!"
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        screen.runLoop()
        #expect(trace.lines == ["cellForRowAt: [0, 1]"])
        expectScreen(screen.lines, equals: [" a", " B!", " c", "", "", ""])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === first)
    }

    @Test func rowHeightsFromTheDelegateSubtitleSelfSizingAndEstimatesForUnseenRows() {
        let trace = ListTrace()
        let ds = TraceDataSource(trace, rows: [1000])
        ds.logCounts = false
        ds.configure = { c, ip in
            c.textLabel?.text = "Row \(ip.row)"
            c.detailTextLabel?.text = ip.row == 1 ? "two lines" : nil
        }
        let dl = TraceDelegate(trace)
        dl.logsDisplay = false
        dl.heights = [IndexPath(row: 3, section: 0): 3]
        let table = UITableView(frame: .zero, style: .plain)
        table.register(SubtitleCell.self, forCellReuseIdentifier: "c")
        table.tableFooterView = UIView()
        table.dataSource = ds
        table.delegate = dl
        let (screen, _) = showTable(table, width: 20, height: 8, keepAlive: [ds, dl])

        // Row 3 is three lines tall with one line of text (in the middle): its blank last
        // line carries the separator rule.
        expectScreen(screen.lines, equals: [" Row 0", " Row 1", " two lines", " Row 2", "", " Row 3", " ───────────────────", " Row 4"])
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 4, width: 20, height: 3))
        // Rows never shown are assumed one line: 1 + 2 + 1 + 3 + 996 · 1.
        #expect(table.contentSize.height == 1003)
        #expect(table.rectForRow(at: IndexPath(row: 999, section: 0)).minY == 1002)
        #expect(table.indexPathForRow(at: CGPoint(x: 0, y: 6)) == IndexPath(row: 3, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 0, y: 500)) == IndexPath(row: 497, section: 0))
    }

    /// A subtitle cell registered for reuse (registered classes are made with `.default`).
    final class SubtitleCell: UITableViewCell {
        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test func aMillionRowsCostOnlyTheVisibleRows() {
        let trace = ListTrace()
        let ds = TraceDataSource(trace, rows: [1_000_000])
        ds.logCounts = false
        ds.configure = { c, ip in c.textLabel?.text = "Row \(ip.row)" }
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        table.dataSource = ds
        let (screen, _) = showTable(table, width: 40, height: 24, keepAlive: [ds])
        #expect(trace.lines.count == 24)
        trace.reset()

        table.reloadData()
        screen.runLoop()
        #expect(trace.lines.count == 24)
        trace.reset()

        var cellsAlive = 0
        for step in 1...200 {
            table.contentOffset = CGPoint(x: 0, y: step * 5_000 % 999_976)
            screen.runLoop()
            cellsAlive = max(cellsAlive, table.subviews.filter { $0 is UITableViewCell }.count)
        }
        #expect(cellsAlive == 24)
        table.scrollToRow(at: IndexPath(row: 999_999, section: 0), at: .bottom, animated: false)
        screen.runLoop()
        #expect(screen.lines.last == " Row 999999")
        #expect(table.contentSize.height == 1_000_000)
    }
}
