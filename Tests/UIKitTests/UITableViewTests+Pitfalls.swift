import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// Table pitfalls B18, B19 and B22 of uikit-pitfalls.json, reproduced exactly.
@MainActor
@Suite struct UITableViewPitfallTests {
    /// A 5-line table of 20 rows: even rows show an image, odd rows a text.
    private func reuseTable(resetsEveryProperty: Bool) -> (HeadlessScreen, UITableView, TraceDataSource) {
        let trace = ListTrace()
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        table.separatorStyle = .none
        let ds = TraceDataSource(trace, rows: [20])
        let images = try! ImageFixtures.bundle(Dictionary(uniqueKeysWithValues: (0..<20).map { ("img\($0).png", ImageFixtures.png(width: 4, height: 4)) })).0
        ds.configure = { cell, ip in
            if ip.row % 2 == 0 {
                cell.imageView?.image = UIImage(named: "img\(ip.row)", in: images, compatibleWith: nil)
                if resetsEveryProperty { cell.textLabel?.text = nil }
            } else {
                cell.textLabel?.text = "Row \(ip.row)"
                if resetsEveryProperty { cell.imageView?.image = nil }
            }
        }
        table.dataSource = ds
        let (screen, _) = showTable(table, width: 30, height: 5)
        return (screen, table, ds)
    }

    /// The table's screen once scrolled to content offset `y` and the run loop has run.
    func linesScrolled(_ table: UITableView, toY y: CGFloat, on screen: HeadlessScreen) -> [String] {
        table.contentOffset = CGPoint(x: 0, y: y)
        screen.runLoop()
        return screen.lines
    }

    /// B18: a cellForRowAt that sets only the image on even rows and only the text on odd
    /// rows shows stale content after scrolling, exactly as the reuse order predicts.
    @Test func b18CellsThatAreNotResetShowStaleContentAfterScrolling() {
        let (screen, table, ds) = reuseTable(resetsEveryProperty: false)
        defer { withExtendedLifetime(ds) {} }
        expectScreen(screen.lines, equals: [" [img0]", " Row 1", " [img2]", " Row 3", " [img4]"])

        // Rows 0…4 leave (queued in that order); rows 5…9 take the most recently queued
        // cell first: row 5 ← row 4's cell, row 6 ← row 3's, row 7 ← row 2's …
        expectScreen(linesScrolled(table, toY: 5, on: screen), equals: [" [img4] Row 5", " [img6] Row 3", " [img2] Row 7", " [img8] Row 1", " [img0] Row 9"])

        // Back up: rows 0…4 take the cells rows 9…5 had; each keeps what it showed last.
        expectScreen(linesScrolled(table, toY: 0, on: screen), equals: [" [img0] Row 9", " [img8] Row 1", " [img2] Row 7", " [img6] Row 3", " [img4] Row 5"])
    }

    /// B18, fixed: setting every property in cellForRowAt shows each row's own content.
    @Test func b18CellsResetInCellForRowShowOnlyTheirOwnContent() {
        let (screen, table, ds) = reuseTable(resetsEveryProperty: true)
        defer { withExtendedLifetime(ds) {} }
        expectScreen(linesScrolled(table, toY: 5, on: screen), equals: [" Row 5", " [img6]", " Row 7", " [img8]", " Row 9"])
        expectScreen(linesScrolled(table, toY: 0, on: screen), equals: [" [img0]", " Row 1", " [img2]", " Row 3", " [img4]"])
    }

    /// A delegate that implements only didDeselectRowAt, believing it is the tap callback.
    @MainActor final class MistypedDelegate: UITableViewDelegate {
        var actions: [String] = []
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            actions.append("action for row \(indexPath.row)")
        }
    }

    /// B19: the first tap does nothing, the second fires for the previous row, re-tapping
    /// the selected row fires nothing.
    @Test func b19DidDeselectInsteadOfDidSelectActsOneTapLateOnTheWrongRow() {
        let trace = ListTrace()
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        let ds = TraceDataSource(trace, rows: [10])
        ds.configure = { c, ip in c.textLabel?.text = "Row \(ip.row)" }
        let mistyped = MistypedDelegate()
        table.dataSource = ds
        table.delegate = mistyped
        let (screen, _) = showTable(table, width: 30, height: 6)

        screen.click(x: 3, y: 0)
        #expect(mistyped.actions == [])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))

        screen.click(x: 3, y: 3)
        #expect(mistyped.actions == ["action for row 0"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))

        screen.click(x: 3, y: 3)
        #expect(mistyped.actions == ["action for row 0"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    }

    /// B19's prevention: the exact callbacks of a tap on a new row with single selection,
    /// and of re-tapping the selected row (which is not deselected).
    @Test func b19TapOrderWithSingleSelection() {
        let trace = ListTrace()
        let (table, ds, dl) = tracedTable(trace, rows: [10], logsDisplay: false)
        defer { withExtendedLifetime((ds, dl)) {} }   // the table holds them weakly
        let (screen, _) = showTable(table, width: 30, height: 6)
        let notes = SelectionNotificationCounter(screen.application, trace: trace)
        trace.reset()

        screen.click(x: 3, y: 0)
        screen.click(x: 3, y: 3)
        screen.click(x: 3, y: 3)

        #expect(trace.lines == [
            "Delegate.tableView(Table, willSelectRowAt: [0, 0])",
            "Delegate.tableView(Table, didSelectRowAt: [0, 0])",
            "Notification.selectionDidChange",
            "Delegate.tableView(Table, willSelectRowAt: [0, 3])",
            "Delegate.tableView(Table, willDeselectRowAt: [0, 0])",
            "Delegate.tableView(Table, didDeselectRowAt: [0, 0])",
            "Delegate.tableView(Table, didSelectRowAt: [0, 3])",
            "Notification.selectionDidChange",
            "Delegate.tableView(Table, willSelectRowAt: [0, 3])",
            "Delegate.tableView(Table, didSelectRowAt: [0, 3])",
        ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        notes.stop(screen.application)
    }

    /// B22: the model of section 1 shrank from 8 to 3 rows without a matching update; the
    /// next batch update raises UIKit's exact text and the table keeps its state.
    @Test func b22MismatchedBatchUpdateRaisesUIKitsTextAndLeavesTheTableUnchanged() {
        let trace = ListTrace()
        ListTrace.$current.withValue(trace) {
            let table = UITableView(frame: .zero, style: .plain)
            table.register(TracingCell.self, forCellReuseIdentifier: "c")
            table.tableFooterView = UIView()
            let ds = TraceDataSource(trace, rows: [2, 8])
            ds.configure = { c, ip in c.textLabel?.text = "S\(ip.section) R\(ip.row)" }
            ds.headerTitles = [0: "Zero", 1: "One"]
            let dl = TraceDelegate(trace)
            table.dataSource = ds
            table.delegate = dl
            let (screen, _) = showTable(table, width: 30, height: 8)
            table.selectRow(at: IndexPath(row: 1, section: 1), animated: false, scrollPosition: .none)
            screen.runLoop()
            let screenBefore = screen.lines
            let cellsBefore = table.visibleCells.map(cellName)
            trace.reset()

            ds.rows = [2, 3]
            var completed: Bool?
            table.performBatchUpdates({
                table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }, completion: { completed = $0 })
            screen.runLoop()

            #expect(screen.application.diagnostics.exceptions == [
                UIKitException(name: "NSInternalInconsistencyException",
                               reason: "Invalid update: invalid number of rows in section 1. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (8), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."),
            ])
            #expect(trace.lines == ["DataSource.numberOfSections(in: Table)",
                                    "DataSource.tableView(Table, numberOfRowsInSection: 0)",
                                    "DataSource.tableView(Table, numberOfRowsInSection: 1)"])
            #expect(completed == nil)
            #expect(table.numberOfRows(inSection: 1) == 8)
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
            #expect(table.visibleCells.map(cellName) == cellsBefore)
            expectScreen(screen.lines, equals: screenBefore)
            #expect(screenBefore == [" Zero", " S0 R0", " S0 R1", " One", " S1 R0", " S1 R1", " S1 R2", " S1 R3"])
        }
    }

    /// The other consistency checks use UIKit's wording too.
    @Test func invalidRowAndSectionIndexesRaiseUIKitsMessages() {
        let trace = ListTrace()
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        let ds = TraceDataSource(trace, rows: [3])
        ds.logCounts = false
        table.dataSource = ds
        let (screen, _) = showTable(table, width: 30, height: 8)

        ds.rows = [2]
        table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        ds.rows = [4]
        table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
        ds.rows = [3, 1]
        table.insertRows(at: [IndexPath(row: 0, section: 1)], with: .fade)
        ds.rows = [3]
        table.scrollToRow(at: IndexPath(row: 7, section: 0), at: .top, animated: false)
        _ = table.numberOfRows(inSection: 4)

        let reasons = screen.application.diagnostics.exceptions.map { "\($0.name): \($0.reason)" }
        let tableDescription = "<UITableView: " + String(reasons.last(where: { $0.contains("Table view:") })?
            .split(separator: "<UITableView: ").last?.dropLast() ?? "") + ">"
        #expect(reasons == [
            "NSInternalInconsistencyException: attempt to delete row 3 from section 0 which only contains 3 rows before the update",
            "NSInternalInconsistencyException: attempt to insert row 5 into section 0, but there are only 4 rows in section 0 after the update",
            "NSInternalInconsistencyException: Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).",
            "NSRangeException: Attempted to scroll the table view to an out-of-bounds row (7) when there are only 3 rows in section 0. Table view: \(tableDescription)",
            "NSInternalInconsistencyException: Requested the number of rows for section (4) which is out of bounds.",
        ])
        #expect(tableDescription.hasPrefix("<UITableView: 0x"))
        #expect(table.numberOfRows(inSection: 0) == 3)
    }
}
