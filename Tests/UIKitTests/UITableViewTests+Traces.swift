import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// Golden traces TV1–TV4 and TV6 of the lifecycle contract (group 11, UITableView).
@MainActor
@Suite struct UITableViewTraceTests {
    /// TV1: 1 section of 100 rows, a 10-line table: counts, then for rows 0…9
    /// cellForRowAt → Cell#n.init → willDisplay, during layout.
    @Test func tv1InitialLoadCreatesOnlyTheVisibleRowsInOrder() {
        let trace = ListTrace()
        ListTrace.$current.withValue(trace) {
            let (table, ds, dl) = tracedTable(trace, rows: [100], cell: TracingCell.self)
            defer { withExtendedLifetime((ds, dl)) {} }   // the table holds them weakly
            #expect(trace.lines.isEmpty)   // nothing is asked before layout

            let (_, _) = showTable(table, width: 40, height: 10)

            var expected = ["DataSource.numberOfSections(in: Table)",
                            "DataSource.tableView(Table, numberOfRowsInSection: 0)"]
            for r in 0..<10 {
                expected += ["DataSource.tableView(Table, cellForRowAt: [0, \(r)])",
                             "Cell#\(r + 1).init(style: .default, reuseIdentifier: \"c\")",
                             "Delegate.tableView(Table, willDisplay: Cell#\(r + 1), forRowAt: [0, \(r)])"]
            }
            #expect(trace.lines == expected)
            #expect(table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
            #expect(table.visibleCells.map(cellName) == (1...10).map { "Cell#\($0)" })
        }
    }

    /// TV2: scrolling down one row ends row 0 and reuses its cell for row 10.
    @Test func tv2ScrollingOneRowReusesTheCellThatLeft() {
        let trace = ListTrace()
        ListTrace.$current.withValue(trace) {
            let (table, ds, dl) = tracedTable(trace, rows: [100], cell: TracingCell.self)
            defer { withExtendedLifetime((ds, dl)) {} }   // the table holds them weakly
            let (screen, _) = showTable(table, width: 40, height: 10)
            trace.reset()

            table.contentOffset = CGPoint(x: 0, y: 1)
            screen.runLoop()

            #expect(trace.lines == [
                "Delegate.tableView(Table, didEndDisplaying: Cell#1, forRowAt: [0, 0])",
                "DataSource.tableView(Table, cellForRowAt: [0, 10])",
                "Cell#1.prepareForReuse()",
                "Delegate.tableView(Table, willDisplay: Cell#1, forRowAt: [0, 10])",
            ])
            #expect(cellName(table.cellForRow(at: IndexPath(row: 10, section: 0))) == "Cell#1")
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        }
    }

    /// TV3: without registration `dequeueReusableCell(withIdentifier:)` returns nil; the data
    /// source makes the cell. A queued "x" cell is handed out after prepareForReuse; a cell
    /// without a reuse identifier is never queued, so never gets prepareForReuse.
    @Test func tv3DequeueWithoutRegistrationReturnsNilThenTheQueuedCell() {
        let trace = ListTrace()
        ListTrace.$current.withValue(trace) {
            let table = UITableView(frame: .zero, style: .plain)
            let ds = TraceDataSource(trace, rows: [30])
            ds.logCounts = false
            var dequeued: [String] = []
            ds.makeCell = { tv, ip in
                let identifier: String? = ip.row % 2 == 0 ? "x" : nil
                if let identifier, let c = tv.dequeueReusableCell(withIdentifier: identifier) {
                    dequeued.append("\(ip.row): \(cellName(c))")
                    return c
                }
                dequeued.append("\(ip.row): nil")
                return TracingCell(style: .default, reuseIdentifier: identifier)
            }
            table.dataSource = ds
            #expect(table.dequeueReusableCell(withIdentifier: "x") == nil)
            let (screen, _) = showTable(table, width: 40, height: 2)
            #expect(dequeued == ["0: nil", "1: nil"])
            trace.reset()
            dequeued.removeAll()

            table.contentOffset = CGPoint(x: 0, y: 2)
            screen.runLoop()

            // Rows 0 ("x", Cell#1) and 1 (no identifier, Cell#2) left; row 2 reuses Cell#1,
            // row 3 gets a new cell: Cell#2 was dropped, never prepared for reuse.
            #expect(dequeued == ["2: Cell#1", "3: nil"])
            #expect(trace.lines == [
                "DataSource.tableView(Table, cellForRowAt: [0, 2])",
                "Cell#1.prepareForReuse()",
                "DataSource.tableView(Table, cellForRowAt: [0, 3])",
                "Cell#3.init(style: .default, reuseIdentifier: nil)",
            ])
        }
    }

    /// TV4: `dequeueReusableCell(withIdentifier:for:)` with an unregistered identifier raises
    /// UIKit's NSInternalInconsistencyException with its exact text.
    @Test func tv4DequeueForIndexPathUnregisteredRaisesUIKitsException() {
        let trace = ListTrace()
        let table = UITableView(frame: .zero, style: .plain)
        let ds = TraceDataSource(trace, rows: [1])
        ds.identifier = "x"
        table.dataSource = ds
        let (screen, _) = showTable(table, width: 40, height: 3)

        #expect(screen.application.diagnostics.exceptions == [
            UIKitException(name: "NSInternalInconsistencyException",
                           reason: "unable to dequeue a cell with identifier x - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"),
        ])
    }

    /// TV6: programmatic selection sends no delegate call and no notification.
    @Test func tv6SelectRowAndDeselectRowSendNoDelegateCallsOrNotification() {
        let trace = ListTrace()
        ListTrace.$current.withValue(trace) {
            let (table, ds, dl) = tracedTable(trace, rows: [10], cell: TracingCell.self, logsDisplay: false)
            defer { withExtendedLifetime((ds, dl)) {} }   // the table holds them weakly
            let (screen, _) = showTable(table, width: 40, height: 5)
            let notes = SelectionNotificationCounter(screen.application, trace: trace)
            trace.reset()

            table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
            #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
            table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
            screen.runLoop()

            #expect(table.indexPathForSelectedRow == nil)
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
            #expect(trace.lines == [])
            #expect(notes.count == 0)
            notes.stop(screen.application)
        }
    }
}
