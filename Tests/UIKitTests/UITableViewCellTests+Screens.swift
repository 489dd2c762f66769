import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// Whole screens of cell styles, accessories, separators, headers and editing controls on
/// the headless backend (40 columns).
@MainActor
@Suite struct UITableViewCellScreenTests {
    /// A table whose rows are made by `make` (row index → configured cell).
    final class ClosureDataSource: UITableViewDataSource {
        var rows: [Int]
        var make: (IndexPath) -> UITableViewCell
        var titles: [Int: String] = [:]
        var footers: [Int: String] = [:]
        var index: [String]?
        init(rows: [Int], make: @escaping (IndexPath) -> UITableViewCell) { self.rows = rows; self.make = make }
        func numberOfSections(in tableView: UITableView) -> Int { rows.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { make(indexPath) }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footers[section] }
        func sectionIndexTitles(for tableView: UITableView) -> [String]? { index }
    }

    static func cell(_ style: UITableViewCell.CellStyle, _ text: String?, _ detail: String? = nil,
                     accessory: UITableViewCell.AccessoryType = .none) -> UITableViewCell {
        let c = UITableViewCell(style: style, reuseIdentifier: nil)
        c.textLabel?.text = text
        c.detailTextLabel?.text = detail
        c.accessoryType = accessory
        return c
    }

    @Test func everyCellStyleAndAccessoryOnOneScreen() {
        let cells: [UITableViewCell] = [
            Self.cell(.default, "Alice"),
            Self.cell(.value1, "Bob", "555-0100"),
            Self.cell(.value2, "mobile", "555-0101"),
            Self.cell(.subtitle, "Carol", "carol@example.com"),
            Self.cell(.default, "Disclosure", accessory: .disclosureIndicator),
            Self.cell(.default, "Checkmark", accessory: .checkmark),
            Self.cell(.default, "Detail", accessory: .detailButton),
            Self.cell(.value1, "Both", "more", accessory: .detailDisclosureButton),
        ]
        let ds = ClosureDataSource(rows: [cells.count]) { cells[$0.row] }
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = ds
        table.tableFooterView = UIView()
        let (screen, _) = showTable(table, width: 40, height: 11)

        expectScreen(screen.lines, equals: [
            " Alice",
            tableLine(" Bob", right: "555-0100", endingAt: 39),
            "     mobile 555-0101",
            " Carol",
            " carol@example.com",
            tableLine(" Disclosure", right: "›", endingAt: 39),
            tableLine(" Checkmark", right: "✓", endingAt: 39),
            tableLine(" Detail", right: "ⓘ", endingAt: 39),
            tableLine(" Both", right: "more ⓘ ›", endingAt: 39),
            "",
            "",
        ])
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 3, width: 40, height: 2))
        withExtendedLifetime(ds) {}
    }

    @Test func longTextIsTruncatedAndValue1KeepsTheDetail() {
        let cells = [Self.cell(.value1, "A very long contact name that cannot fit", "+86 138 0013 8000", accessory: .disclosureIndicator),
                     Self.cell(.default, "一二三四五六七八九十一二三四五六七八九十")]
        let ds = ClosureDataSource(rows: [2]) { cells[$0.row] }
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = ds
        table.tableFooterView = UIView()
        let (screen, _) = showTable(table, width: 30, height: 2)
        // contentView is 28 wide (accessory "›" + margin), 26 for labels: the detail keeps
        // its 17 cells (up to two thirds), the text gets 8 and is truncated.
        expectScreen(screen.lines, equals: [" A very … +86 138 0013 8000 ›", " 一二三四五六七八九十一二三…"])
        withExtendedLifetime(ds) {}
    }

    @Test func selectedRowIsReverseHighlightedRowIsReverseBoldAndOneLineRowsCarryNoSeparatorMark() {
        let ds = ClosureDataSource(rows: [3]) { Self.cell(.default, "Row \($0.row)") }
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = ds
        table.tableFooterView = UIView()
        let (screen, _) = showTable(table, width: 20, height: 5)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        table.window?.focus(table)
        screen.press(.down)   // keyboard row 0 → 1
        screen.runLoop()

        let g = screen.grid
        expectScreen(screen.lines, equals: [" Row 0", " Row 1", " Row 2", "", ""])
        // The whole selected row is reverse, the highlighted one reverse and bold; a
        // one-line row has no blank line for a separator, so no row is underlined or ruled.
        #expect((0..<20).allSatisfy { g[$0, 0].style.attributes == [.reverse] })
        #expect((0..<20).allSatisfy { g[$0, 1].style.attributes == [.reverse, .bold] })
        #expect((0..<5).allSatisfy { y in (0..<20).allSatisfy { g[$0, y].style.attributes.isDisjoint(with: [.underline]) } })
        #expect(g[3, 2].style.attributes == [])
        withExtendedLifetime(ds) {}
    }

    @Test func rowsTallerThanTheirTextGetADimRuleOnTheirBlankLastLineFromTheInset() {
        let ds = ClosureDataSource(rows: [2]) { Self.cell(.default, "Row \($0.row)") }
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = ds
        table.rowHeight = 2
        table.tableFooterView = UIView()
        let (screen, _) = showTable(table, width: 12, height: 6)
        // Text on the first line of each two-line row, a rule from separatorInset.left (1)
        // to the right edge on the second; nothing under the last row's rule.
        expectScreen(screen.lines, equals: [" Row 0", " ───────────", " Row 1", " ───────────", "", ""])
        #expect(screen.grid[1, 1].style.attributes == [.dim])
        #expect(screen.grid[1, 1].style.foreground == UIColor.separator.cellColor)
        table.separatorInset = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 2)
        screen.runLoop()
        expectScreen(screen.lines, equals: [" Row 0", "    ──────", " Row 1", "    ──────", "", ""])
        table.separatorStyle = .none
        screen.runLoop()
        expectScreen(screen.lines, equals: [" Row 0", "", " Row 1", "", "", ""])
        withExtendedLifetime(ds) {}
    }

    @Test func aSubtitleRowKeepsItsTextAndIsNotRuled() {
        let ds = ClosureDataSource(rows: [2]) { Self.cell(.subtitle, "Title \($0.row)", "Detail") }
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = ds
        table.tableFooterView = UIView()
        let (screen, _) = showTable(table, width: 14, height: 5)
        expectScreen(screen.lines, equals: [" Title 0", " Detail", " Title 1", " Detail", ""])
        #expect((0..<14).allSatisfy { screen.grid[$0, 1].style.attributes.isDisjoint(with: [.underline]) })
        withExtendedLifetime(ds) {}
    }

    @Test func withoutAFooterViewPlainTablesRuleTheEmptySpaceOnlyWhenRowsAreTallerThanOneLine() {
        let ds = ClosureDataSource(rows: [2]) { Self.cell(.default, "Row \($0.row)") }
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = ds
        let (screen, _) = showTable(table, width: 8, height: 5)
        // One-line placeholder rows: blank space, as abook and mutt end their lists.
        expectScreen(screen.lines, equals: [" Row 0", " Row 1", "", "", ""])
        #expect((0..<5).allSatisfy { y in screen.grid[5, y].style.attributes.isEmpty || y < 2 })
        table.rowHeight = 2
        table.reloadData()
        screen.runLoop()
        // Two-line placeholder rows: a rule at the end of each, as UIKit's placeholder rows.
        expectScreen(screen.lines, equals: [" Row 0", " ───────", " Row 1", " ───────", ""])
        table.separatorStyle = .none
        screen.runLoop()
        expectScreen(screen.lines, equals: [" Row 0", "", " Row 1", "", ""])
        withExtendedLifetime(ds) {}
    }

    @Test func plainHeadersPinToTheTopWhileTheirSectionScrolls() {
        let ds = ClosureDataSource(rows: [4, 4]) { Self.cell(.default, "S\($0.section) R\($0.row)") }
        ds.titles = [0: "First", 1: "Second"]
        ds.footers = [1: "2 people"]
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = ds
        table.tableFooterView = UIView()
        let (screen, _) = showTable(table, width: 20, height: 5)
        expectScreen(screen.lines, equals: [" First", " S0 R0", " S0 R1", " S0 R2", " S0 R3"])

        table.contentOffset = CGPoint(x: 0, y: 2)
        screen.runLoop()
        expectScreen(screen.lines, equals: [" First", " S0 R2", " S0 R3", " Second", " S1 R0"])
        #expect(screen.grid[1, 0].style.attributes == [.bold])
        screen.click(x: 3, y: 0)      // on the pinned header, not on row 1 under it
        screen.click(x: 3, y: 3)      // on the second header
        #expect(table.indexPathForSelectedRow == nil)
        screen.click(x: 3, y: 1)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))

        table.contentOffset = CGPoint(x: 0, y: 5)   // the first header is pushed up by the second
        screen.runLoop()
        expectScreen(screen.lines, equals: [" Second", " S1 R0", " S1 R1", " S1 R2", " S1 R3"])

        table.contentOffset = CGPoint(x: 0, y: 6)
        screen.runLoop()
        expectScreen(screen.lines, equals: [" Second", " S1 R1", " S1 R2", " S1 R3", " 2 people"])
        withExtendedLifetime(ds) {}
    }

    @Test func groupedStyleSeparatesSectionsWithABlankLineAndDimTitles() {
        let ds = ClosureDataSource(rows: [1, 2]) { Self.cell(.default, "S\($0.section) R\($0.row)") }
        ds.titles = [1: "Accounts"]
        let table = UITableView(frame: .zero, style: .grouped)
        table.dataSource = ds
        let (screen, _) = showTable(table, width: 20, height: 7)
        expectScreen(screen.lines, equals: ["", " S0 R0", "", " Accounts", " S1 R0", " S1 R1", ""])
        #expect(screen.grid[1, 3].style.attributes == [.dim])
        withExtendedLifetime(ds) {}
    }

    @Test func editingModeShowsDeleteAndInsertControlsAndTheEditingAccessory() {
        final class Styles: UITableViewDelegate {
            func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
                [.delete, .insert, .none][indexPath.row]
            }
        }
        let ds = ClosureDataSource(rows: [3]) { ip in
            let c = Self.cell(.default, "Row \(ip.row)", accessory: .disclosureIndicator)
            c.editingAccessoryType = ip.row == 2 ? .checkmark : .none
            return c
        }
        let styles = Styles()
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = ds
        table.delegate = styles
        table.tableFooterView = UIView()
        let (screen, _) = showTable(table, width: 20, height: 3)
        expectScreen(screen.lines, equals: [tableLine(" Row 0", right: "›", endingAt: 19),
                                 tableLine(" Row 1", right: "›", endingAt: 19),
                                 tableLine(" Row 2", right: "›", endingAt: 19)])
        table.setEditing(true, animated: false)
        screen.runLoop()
        expectScreen(screen.lines, equals: [" ⊖ Row 0", " ⊕ Row 1", tableLine(" Row 2", right: "✓", endingAt: 19)])
        withExtendedLifetime((ds, styles)) {}
    }

    /// A–Z and "#" (27 titles), one row each, on a table `height` lines high.
    func indexedAlphabetScreen(height: Int) -> (ClosureDataSource, [String]) {
        let titles = (0..<26).map { String(UnicodeScalar(UInt8(65 + $0))) } + ["#"]
        let ds = ClosureDataSource(rows: Array(repeating: 1, count: titles.count)) { Self.cell(.default, "Name \($0.section)") }
        ds.titles = Dictionary(uniqueKeysWithValues: titles.enumerated().map { ($0.offset, $0.element) })
        ds.index = titles
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = ds
        table.tableFooterView = UIView()
        let (screen, _) = showTable(table, width: 20, height: height)
        return (ds, screen.lines)
    }

    @Test func sectionIndexThatDoesNotFitKeepsFirstAndLastAndMarksEachLeftOutRunWithABullet() {
        // UIKit's index on a short table: titles kept evenly, first and last always, a "•"
        // for every run left out. 27 titles on 7 lines: A • I • R • # (the "#" is not lost).
        // The table's rows (left) are the same on both heights; only the index differs.
        let rows = [" A", " Name 0", " B", " Name 1", " C", " Name 2", " D"]
        func screen(index: [String]) -> [String] {
            zip(rows, index).map { tableLine($0, right: $1, endingAt: 20) }
        }
        let (ds, lines) = indexedAlphabetScreen(height: 7)
        expectScreen(lines, equals: screen(index: ["A", "•", "I", "•", "R", "•", "#"]))
        // On an even height the alternation takes one line less (centred): A • N • # on 6.
        let (ds6, lines6) = indexedAlphabetScreen(height: 6)
        expectScreen(lines6, equals: screen(index: ["A", "•", "N", "•", "#", " "]))
        withExtendedLifetime((ds, ds6)) {}
    }
    @Test func accessoryViewInsetGroupedTableHeaderViewAndCustomSectionHeaderViews() {
        final class Headers: UITableViewDelegate {
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let v = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
                v.text = "== \(section) =="
                v.textAlignment = .center
                return v
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { indexPath.row == 1 ? 0 : UITableView.automaticDimension }
        }
        let ds = ClosureDataSource(rows: [2]) { ip in
            let c = Self.cell(.default, "Row \(ip.row)", accessory: .checkmark)
            if ip.row == 0 {
                let tag = UILabel(frame: CGRect(x: 0, y: 0, width: 3, height: 1))
                tag.text = "NEW"
                c.accessoryView = tag
            }
            return c
        }
        let headers = Headers()
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.dataSource = ds
        table.delegate = headers
        let top = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        top.text = "Top"
        table.tableHeaderView = top
        let (screen, _) = showTable(table, width: 20, height: 6)
        // insetGrouped rows are 2 columns in from each side; the accessory view replaces ✓;
        // a height of 0 is shown as 1 line; the custom header keeps its 2 lines.
        expectScreen(screen.lines, equals: ["Top", "      == 0 ==", "", "   Row 0      NEW", tableLine("   Row 1", right: "✓", endingAt: 17), ""])
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 2, y: 4, width: 16, height: 1))
        withExtendedLifetime((ds, headers)) {}
    }
}
