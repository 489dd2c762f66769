import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

/// Keyboard, mouse and selection behaviour of the table.
@MainActor
@Suite struct UITableViewInputTests {
    /// A focused table of `rows` rows ("Row n") with a logging data source and delegate.
    private func focusedTable(rows: [Int], height: Int = 5, width: Int = 20,
                              setup: (UITableView, TraceDataSource, TraceDelegate) -> Void = { _, _, _ in })
        -> (HeadlessScreen, UITableView, TraceDataSource, TraceDelegate, ListTrace) {
        let trace = ListTrace()
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        table.tableFooterView = UIView()
        let ds = TraceDataSource(trace, rows: rows)
        ds.logCounts = false
        ds.configure = { c, ip in c.textLabel?.text = rows.count > 1 ? "S\(ip.section) R\(ip.row)" : "Row \(ip.row)" }
        let dl = TraceDelegate(trace)
        dl.logsDisplay = false
        table.dataSource = ds
        table.delegate = dl
        setup(table, ds, dl)
        let (screen, _) = showTable(table, width: width, height: height, keepAlive: [ds, dl])
        table.window?.focus(table)
        screen.runLoop()
        trace.reset()
        return (screen, table, ds, dl, trace)
    }

    private func highlightedRows(_ table: UITableView) -> [IndexPath] {
        (table.indexPathsForVisibleRows ?? []).filter { table.cellForRow(at: $0)?.isHighlighted == true }
    }

    @Test func arrowsMoveTheHighlightedRowAndScrollItIntoView() {
        let (screen, table, _, _, trace) = focusedTable(rows: [20])
        #expect(highlightedRows(table) == [IndexPath(row: 0, section: 0)])

        for _ in 0..<6 { screen.press(.down) }
        #expect(highlightedRows(table) == [IndexPath(row: 6, section: 0)])
        #expect(table.contentOffset.y == 2)
        expectScreen(screen.lines, equals: [" Row 2", " Row 3", " Row 4", " Row 5", " Row 6"])
        #expect(screen.grid[2, 4].style.attributes.isSuperset(of: [.reverse, .bold]))

        for _ in 0..<5 { screen.press(.up) }
        #expect(highlightedRows(table) == [IndexPath(row: 1, section: 0)])
        #expect(table.contentOffset.y == 1)
        #expect(trace.lines.filter { $0.hasPrefix("Delegate") } == [])   // moving the highlight selects nothing
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func pageDownPageUpHomeAndEnd() {
        let (screen, table, _, _, _) = focusedTable(rows: [50])
        screen.press(.pageDown)
        #expect(table.contentOffset.y == 4)
        #expect(highlightedRows(table) == [IndexPath(row: 4, section: 0)])
        screen.press(.pageDown)
        #expect(table.contentOffset.y == 8)
        #expect(highlightedRows(table) == [IndexPath(row: 8, section: 0)])
        screen.press(.end)
        #expect(table.contentOffset.y == 45)
        #expect(highlightedRows(table) == [IndexPath(row: 49, section: 0)])
        expectScreen(screen.lines, equals: [" Row 45", " Row 46", " Row 47", " Row 48", " Row 49"])
        screen.press(.pageUp)
        #expect(table.contentOffset.y == 41)
        #expect(highlightedRows(table) == [IndexPath(row: 45, section: 0)])
        screen.press(.home)
        #expect(table.contentOffset.y == 0)
        #expect(highlightedRows(table) == [IndexPath(row: 0, section: 0)])
    }

    @Test func theHighlightSkipsRowsThatCannotBeFocusedAndCrossesSections() {
        final class NoFocusOnOddRows: UITableViewDelegate {
            func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { indexPath.row % 2 == 0 }
        }
        let noFocus = NoFocusOnOddRows()
        let (screen, table, _, _, _) = focusedTable(rows: [3, 3], height: 8) { t, _, _ in t.delegate = noFocus }
        screen.press(.down)
        #expect(highlightedRows(table) == [IndexPath(row: 2, section: 0)])
        screen.press(.down)
        #expect(highlightedRows(table) == [IndexPath(row: 0, section: 1)])
        screen.press(.down)
        screen.press(.down)
        #expect(highlightedRows(table) == [IndexPath(row: 2, section: 1)])
        withExtendedLifetime(noFocus) {}
    }

    @Test func enterSelectsTheHighlightedRowLikeATap() {
        let (screen, table, _, _, trace) = focusedTable(rows: [20])
        let notes = SelectionNotificationCounter(screen.application, trace: trace)
        screen.press(.down)
        screen.press(.down)
        screen.press(.enter)
        screen.press(.up)
        screen.press(.space)
        #expect(trace.lines == [
            "Delegate.tableView(Table, willSelectRowAt: [0, 2])",
            "Delegate.tableView(Table, didSelectRowAt: [0, 2])",
            "Notification.selectionDidChange",
            "Delegate.tableView(Table, willSelectRowAt: [0, 1])",
            "Delegate.tableView(Table, willDeselectRowAt: [0, 2])",
            "Delegate.tableView(Table, didDeselectRowAt: [0, 2])",
            "Delegate.tableView(Table, didSelectRowAt: [0, 1])",
            "Notification.selectionDidChange",
        ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        notes.stop(screen.application)
    }

    @Test func willSelectCanRedirectOrRefuse() {
        let (screen, table, _, dl, trace) = focusedTable(rows: [20])
        dl.willSelect = { ip in ip.row == 1 ? nil : IndexPath(row: 5, section: 0) }
        screen.press(.down)
        screen.press(.enter)            // row 1: refused
        #expect(table.indexPathForSelectedRow == nil)
        screen.click(x: 3, y: 3)        // row 3: redirected to row 5
        #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
        #expect(trace.lines == [
            "Delegate.tableView(Table, willSelectRowAt: [0, 1])",
            "Delegate.tableView(Table, willSelectRowAt: [0, 3])",
            "Delegate.tableView(Table, didSelectRowAt: [0, 5])",
        ])
    }

    @Test func multipleSelectionTogglesRowsAndATapHighlightsFirst() {
        let (screen, table, _, dl, trace) = focusedTable(rows: [20]) { t, _, _ in t.allowsMultipleSelection = true }
        dl.logsHighlight = true
        screen.click(x: 3, y: 1)
        screen.click(x: 3, y: 3)
        screen.click(x: 3, y: 1)
        #expect(trace.lines == [
            "Delegate.tableView(Table, shouldHighlightRowAt: [0, 1])",
            "Delegate.tableView(Table, didHighlightRowAt: [0, 1])",
            "Delegate.tableView(Table, didUnhighlightRowAt: [0, 1])",
            "Delegate.tableView(Table, willSelectRowAt: [0, 1])",
            "Delegate.tableView(Table, didSelectRowAt: [0, 1])",
            "Delegate.tableView(Table, shouldHighlightRowAt: [0, 3])",
            "Delegate.tableView(Table, didHighlightRowAt: [0, 3])",
            "Delegate.tableView(Table, didUnhighlightRowAt: [0, 3])",
            "Delegate.tableView(Table, willSelectRowAt: [0, 3])",
            "Delegate.tableView(Table, didSelectRowAt: [0, 3])",
            "Delegate.tableView(Table, shouldHighlightRowAt: [0, 1])",
            "Delegate.tableView(Table, didHighlightRowAt: [0, 1])",
            "Delegate.tableView(Table, didUnhighlightRowAt: [0, 1])",
            "Delegate.tableView(Table, willDeselectRowAt: [0, 1])",
            "Delegate.tableView(Table, didDeselectRowAt: [0, 1])",
        ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    }

    @Test func allowsSelectionFalseIgnoresTapsAndEnter() {
        let (screen, table, _, _, trace) = focusedTable(rows: [20]) { t, _, _ in t.allowsSelection = false }
        screen.click(x: 3, y: 2)
        screen.press(.enter)
        #expect(trace.lines == [])
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func selectionSurvivesCellReuseAndFollowsTheRow() {
        let (screen, table, _, _, _) = focusedTable(rows: [40])
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let selectedCell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        table.contentOffset = CGPoint(x: 0, y: 10)
        screen.runLoop()
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
        // Row 1's cell was reused for row 13 and shows it unselected.
        #expect(selectedCell.flatMap { table.indexPath(for: $0) } == IndexPath(row: 13, section: 0))
        table.contentOffset = CGPoint(x: 0, y: 0)
        screen.runLoop()
        #expect(table.visibleCells.map(\.isSelected) == [false, true, false, false, false])
        #expect(screen.grid[2, 1].style.attributes.contains(.reverse))
        #expect(!screen.grid[2, 2].style.attributes.contains(.reverse))
    }

    @Test func selectRowWithScrollPositionScrollsAndReloadDataClearsTheSelection() {
        let (screen, table, _, _, trace) = focusedTable(rows: [40])
        table.selectRow(at: IndexPath(row: 20, section: 0), animated: false, scrollPosition: .middle)
        screen.runLoop()
        #expect(table.contentOffset.y == 18)
        #expect(table.cellForRow(at: IndexPath(row: 20, section: 0))?.isSelected == true)
        table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 26)
        table.scrollToRow(at: IndexPath(row: 3, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 3)
        table.scrollToRow(at: IndexPath(row: 9, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 5)
        table.reloadData()
        screen.runLoop()
        #expect(table.indexPathForSelectedRow == nil)
        #expect(trace.lines.filter { $0.hasPrefix("Delegate") } == [])
    }

    @Test func wheelScrollsThreeLinesPerNotch() {
        let (screen, table, _, _, _) = focusedTable(rows: [40])
        screen.scroll(x: 5, y: 2, deltaY: 2)
        #expect(table.contentOffset.y == 6)
        expectScreen(screen.lines, equals: [" Row 6", " Row 7", " Row 8", " Row 9", " Row 10"])
        screen.scroll(x: 5, y: 2, deltaY: -1)
        #expect(table.contentOffset.y == 3)
    }

    @Test func deleteKeyAsksTheDataSourceToCommitAndTheAppDeletesTheRow() {
        var model = (0..<8).map { "Row \($0)" }
        let (screen, table, _, _, trace) = focusedTable(rows: [8]) { _, ds, _ in
            ds.configure = { c, ip in c.textLabel?.text = model[ip.row] }
            ds.onCommit = { [unowned ds] tv, style, ip in
                guard style == .delete else { return }
                model.remove(at: ip.row)              // the app confirmed
                ds.rows = [model.count]
                tv.deleteRows(at: [ip], with: .automatic)
            }
        }
        screen.press(.down)
        screen.press(.deleteForward)
        // Row 1's cell ends; rows below move up; the row now fifth on screen gets a cell.
        #expect(trace.lines == ["DataSource.tableView(Table, commit: .delete, forRowAt: [0, 1])",
                                "DataSource.tableView(Table, cellForRowAt: [0, 4])"])
        expectScreen(screen.lines, equals: [" Row 0", " Row 2", " Row 3", " Row 4", " Row 5"])
        // The highlight stays in place, on the row that moved up.
        #expect(highlightedRows(table) == [IndexPath(row: 1, section: 0)])
        screen.press(.backspace)
        expectScreen(screen.lines, equals: [" Row 0", " Row 3", " Row 4", " Row 5", " Row 6"])
        #expect(screen.application.diagnostics.exceptions == [])
    }

    @Test func deleteKeyDoesNothingForRowsThatCannotBeDeleted() {
        final class InsertOnly: UITableViewDelegate {
            func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .insert }
        }
        let insertOnly = InsertOnly()
        let (screen, _, _, _, trace) = focusedTable(rows: [8]) { t, _, _ in t.delegate = insertOnly }
        screen.press(.deleteForward)
        #expect(trace.lines == [])
        withExtendedLifetime(insertOnly) {}
    }

    @Test func clickingTheEditingControlCommitsAndTheDetailButtonReportsItsTap() {
        let (screen, table, _, _, trace) = focusedTable(rows: [8]) { _, ds, _ in
            ds.configure = { c, ip in c.textLabel?.text = "Row \(ip.row)"; c.accessoryType = .detailButton }
        }
        screen.click(x: 18, y: 2)         // ⓘ of row 2
        table.setEditing(true, animated: true)
        screen.runLoop()
        screen.click(x: 1, y: 3)          // ⊖ of row 3
        #expect(trace.lines == ["Delegate.tableView(Table, accessoryButtonTappedForRowWith: [0, 2])",
                                "DataSource.tableView(Table, commit: .delete, forRowAt: [0, 3])"])
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func sectionIndexJumpsByClickAndByTypingTheTitle() {
        let letters = (0..<26).map { String(UnicodeScalar(UInt8(65 + $0))) }
        let (screen, table, ds, _, trace) = focusedTable(rows: Array(repeating: 3, count: 26), height: 6) { _, ds, _ in
            ds.indexTitles = letters
            ds.headerTitles = Dictionary(uniqueKeysWithValues: letters.enumerated().map { ($0.offset, $0.element) })
        }
        _ = ds
        // 26 titles on 6 lines: A • M • Z on lines 0–4; line 2 is "M" (entry 12).
        screen.click(x: 19, y: 2)
        #expect(trace.lines == ["DataSource.tableView(Table, sectionForSectionIndexTitle: \"M\", at: 12)",
                                "DataSource.tableView(Table, cellForRowAt: [12, 0])",
                                "DataSource.tableView(Table, cellForRowAt: [12, 1])",
                                "DataSource.tableView(Table, cellForRowAt: [12, 2])",
                                "DataSource.tableView(Table, cellForRowAt: [13, 0])"])
        #expect(screen.lines.map { $0.prefix(10).trimmingCharacters(in: .whitespaces) } == ["M", "S12 R0", "S12 R1", "S12 R2", "N", "S13 R0"])
        #expect(table.contentOffset.y == 48)
        trace.reset()
        // The "•" on line 3 stands for N…Y and jumps to the middle of that run, (12+25)/2 = 18 ("S").
        screen.click(x: 19, y: 3)
        #expect(trace.lines.first == "DataSource.tableView(Table, sectionForSectionIndexTitle: \"S\", at: 18)")
        trace.reset()

        screen.type("t")
        #expect(trace.lines.first == "DataSource.tableView(Table, sectionForSectionIndexTitle: \"T\", at: 19)")
        #expect(screen.lines.first.map { $0.prefix(10).trimmingCharacters(in: .whitespaces) } == "T")
        #expect(highlightedRows(table) == [IndexPath(row: 0, section: 19)])
        screen.press(.down)
        #expect(highlightedRows(table) == [IndexPath(row: 1, section: 19)])
    }

    @Test func selectionFollowsFocusSelectsAsTheHighlightMoves() {
        let (screen, table, _, _, trace) = focusedTable(rows: [10]) { t, _, _ in t.selectionFollowsFocus = true }
        screen.press(.down)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(trace.lines == ["Delegate.tableView(Table, willSelectRowAt: [0, 1])",
                                "Delegate.tableView(Table, didSelectRowAt: [0, 1])"])
    }
}

/// Dragging a table scrolls it with the finger (its scroll view's pan), as on iOS: the
/// pressed row is unhighlighted when the pan takes the touch and is not selected; a click
/// still selects; a table whose rows all fit does not pan.
@MainActor
@Suite struct UITableViewDragTests {
    private func table(rows: Int, height: Int = 5) -> (HeadlessScreen, UITableView, ListTrace, [AnyObject]) {
        let trace = ListTrace()
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        table.tableFooterView = UIView()
        let ds = TraceDataSource(trace, rows: [rows])
        ds.logCounts = false
        ds.configure = { c, ip in c.textLabel?.text = "Row \(ip.row)" }
        let dl = TraceDelegate(trace)
        dl.logsDisplay = false
        dl.logsHighlight = true
        table.dataSource = ds
        table.delegate = dl
        let (screen, _) = showTable(table, width: 20, height: height, keepAlive: [ds, dl])
        trace.reset()
        return (screen, table, trace, [ds, dl])
    }

    @Test func aDragScrollsWithTheFingerAndSelectsNothing() {
        let (screen, table, trace, _) = table(rows: 30)
        screen.drag(from: CGPoint(x: 3, y: 4), to: CGPoint(x: 3, y: 1), steps: 3)
        #expect(table.contentOffset.y == 3)
        #expect(!table.isDragging)
        expectScreen(screen.lines, equals: [" Row 3", " Row 4", " Row 5", " Row 6", " Row 7"])
        let calls = trace.lines.filter { $0.hasPrefix("Delegate") }
        #expect(calls.contains { $0.contains("didHighlight") } && calls.contains { $0.contains("didUnhighlight") })
        #expect(!calls.contains { $0.contains("Select") })
        #expect(table.indexPathForSelectedRow == nil)

        // Back past the top: the press stops the first drag's deceleration, the content
        // rubber-bands past the top and springs back to it (UIKit's `bounces`).
        screen.drag(from: CGPoint(x: 3, y: 0), to: CGPoint(x: 3, y: 4), steps: 4)
        screen.settle()
        #expect(table.contentOffset.y == 0)

        trace.reset()
        screen.click(x: 3, y: 2)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test func aTableWhoseRowsFitDoesNotPanAndTheReleaseOnTheSameRowSelects() {
        let (screen, table, _, _) = table(rows: 3)
        screen.pointerDown(at: CGPoint(x: 3, y: 1))
        screen.pointerMove(to: CGPoint(x: 6, y: 1))
        screen.pointerUp(at: CGPoint(x: 6, y: 1))
        #expect(table.contentOffset.y == 0)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.gestureRecognizers?.contains { $0 === table.panGestureRecognizer } == true)
    }
}
