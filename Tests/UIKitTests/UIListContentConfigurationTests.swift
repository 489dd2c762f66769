import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// `UIListContentConfiguration`, `UIListContentView` and a table cell's
/// `contentConfiguration` / `defaultContentConfiguration()`. Expectations follow Apple's
/// documentation: the default configuration depends on the cell's style and holds no
/// content; setting a configuration shows its content view; a compatible configuration
/// reuses the view; `updateConfiguration(using:)` runs before the cell is first shown and
/// when its state changes.
@MainActor
@Suite struct UIListContentConfigurationTests {
    /// Rows given by closures on a table of cells made fresh for each row.
    @MainActor
    final class Rows: UITableViewDataSource {
        var make: [(UITableView) -> UITableViewCell]
        init(_ make: [(UITableView) -> UITableViewCell]) { self.make = make }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { make.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { make[indexPath.row](tableView) }
    }

    /// A fresh cell of `style` showing its default content configuration with `text`,
    /// `secondaryText` and what `change` sets.
    static func configured(_ style: UITableViewCell.CellStyle, _ text: String, secondaryText: String? = nil,
                           _ change: (inout UIListContentConfiguration) -> Void = { _ in }) -> UITableViewCell {
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        var c = cell.defaultContentConfiguration()
        c.text = text
        c.secondaryText = secondaryText
        change(&c)
        cell.contentConfiguration = c
        return cell
    }

    private func show(_ rows: Rows, width: Int = 30, height: Int = 6) -> (HeadlessScreen, UITableView) {
        let table = UITableView(frame: .zero, style: .plain)
        table.tableFooterView = UIView()
        table.dataSource = rows
        let (screen, _) = showTable(table, width: width, height: height, keepAlive: [rows])
        screen.runLoop()
        return (screen, table)
    }

    @Test func defaultConfigurationsOfEachCellStyleOnScreen() {
        let rows = Rows([
            { _ in
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "old text"   // hidden once a configuration is set
                var c = cell.defaultContentConfiguration()
                c.text = "Wi-Fi"
                c.image = UIImage(systemName: "star.fill")
                cell.contentConfiguration = c
                return cell
            },
            { _ in Self.configured(.value1, "Bluetooth", secondaryText: "On") },
            { _ in Self.configured(.subtitle, "Ann", secondaryText: "ann@example.com") },
            { _ in
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                var c = UIListContentConfiguration.cell()
                c.text = "hello"
                c.textProperties.transform = .uppercase
                c.textProperties.color = .systemRed
                c.textProperties.alignment = .center
                cell.contentConfiguration = c
                return cell
            },
        ])
        let (screen, table) = show(rows)
        expectScreen(screen.lines, equals: [
            " ★ Wi-Fi",
            " Bluetooth                 On",
            " Ann",
            " ann@example.com",
            "            HELLO",   // centred between the 1-column margins
            "",
        ])
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 2)   // the stacked secondary text's line
        #expect(screen.grid[1, 0].style.foreground == .rgb(0, 122, 255))   // a symbol in the tint colour
        #expect(screen.grid[12, 4].style.foreground == .rgb(255, 59, 48))
        #expect(screen.grid[27, 1].style.foreground != .default)   // secondaryLabel, not the terminal's own text colour
        #expect(screen.grid[1, 1].style.foreground == .default)
    }

    @Test func defaultConfigurationDependsOnTheCellStyleAndHasNoContent() {
        let styles: [(UITableViewCell.CellStyle, UIListContentConfiguration)] = [
            (.default, .cell()), (.subtitle, .subtitleCell()), (.value1, .valueCell()), (.value2, .valueCell()),
        ]
        for (style, expected) in styles {
            let c = UITableViewCell(style: style, reuseIdentifier: nil).defaultContentConfiguration()
            #expect(c == expected)
            #expect(c.text == nil && c.secondaryText == nil && c.image == nil)
        }
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        #expect(!UIListContentConfiguration.subtitleCell().prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.cell() != UIListContentConfiguration.groupedHeader())
        #expect(UIListContentConfiguration.groupedHeader().textProperties.color == .secondaryLabel)
        #expect(UIListContentConfiguration.cell().textProperties.color == .label)
        #expect(UIListContentConfiguration.cell().textProperties.numberOfLines == 0)
        #expect(UIListContentConfiguration.TextProperties.TextTransform.capitalized.rawValue == 3)
    }

    @Test func aCompatibleConfigurationKeepsTheContentViewAndNilRemovesIt() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var c = cell.defaultContentConfiguration()
        c.text = "One"
        cell.contentConfiguration = c
        let view = cell.contentView.subviews.last
        #expect(view is UIListContentView)
        c.text = "Two"
        cell.contentConfiguration = c
        #expect(cell.contentView.subviews.last === view)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Two")
        #expect(((view as? UIListContentView)?.configuration as? UIListContentConfiguration)?.text == "Two")
        cell.contentConfiguration = nil
        #expect(view?.superview == nil)
        #expect(cell.contentConfiguration == nil)
    }

    @Test func updateConfigurationRunsBeforeFirstDisplayAndOnStateChanges() {
        @MainActor final class StateCell: UITableViewCell {
            var log: [String] = []
            override func updateConfiguration(using state: UICellConfigurationState) {
                log.append("selected=\(state.isSelected) highlighted=\(state.isHighlighted) swiped=\(state.isSwiped)")
                var c = defaultContentConfiguration()
                c.text = state.isSelected ? "chosen" : "row"
                contentConfiguration = c
            }
        }
        let cell = StateCell(style: .default, reuseIdentifier: nil)
        let rows = Rows([{ _ in cell }])
        let (screen, table) = show(rows)
        #expect(cell.log == ["selected=false highlighted=false swiped=false"])
        #expect(screen.lines[0] == " row")
        table.window?.focus(table)
        screen.runLoop()
        screen.press(.enter)
        screen.runLoop()
        #expect(cell.log == ["selected=false highlighted=false swiped=false",
                             "selected=false highlighted=true swiped=false",
                             "selected=true highlighted=true swiped=false"])
        #expect(screen.lines[0] == " chosen")
    }

    @Test func headerAndFooterDefaultConfigurationsFollowTheTableStyle() {
        @MainActor final class Sections: UITableViewDataSource, UITableViewDelegate {
            var kinds: [String] = []
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UIListContentConfigurationTests.configured(.default, "Row \(indexPath.section)")
            }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let v = tableView.dequeueReusableHeaderFooterView(withIdentifier: "h")
                guard var c = v?.defaultContentConfiguration() else { return nil }
                kinds.append(name(c))
                c.text = "Header \(section)"
                v?.contentConfiguration = c
                return v
            }
            func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
                guard section == 1, let v = tableView.dequeueReusableHeaderFooterView(withIdentifier: "h") else { return nil }
                var c = v.defaultContentConfiguration()
                kinds.append(name(c))
                c.text = "Footer"
                v.contentConfiguration = c
                return v
            }
            func name(_ c: UIListContentConfiguration) -> String {
                let known: [(String, UIListContentConfiguration)] = [
                    ("plainHeader", .plainHeader()), ("plainFooter", .plainFooter()),
                    ("groupedHeader", .groupedHeader()), ("groupedFooter", .groupedFooter()),
                ]
                return known.first { $0.1 == c }?.0 ?? "other"
            }
        }
        for style in [UITableView.Style.plain, .grouped, .insetGrouped] {
            let sections = Sections()
            let table = UITableView(frame: .zero, style: style)
            table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "h")
            table.tableFooterView = UIView()
            table.dataSource = sections
            table.delegate = sections
            let (screen, _) = showTable(table, width: 30, height: 6, keepAlive: [sections])
            screen.runLoop()
            let plain = style == .plain
            #expect(sections.kinds == (plain ? ["plainHeader", "plainHeader", "plainFooter"]
                                             : ["groupedHeader", "groupedHeader", "groupedFooter"]))
            let rowX = style == .insetGrouped ? 3 : 1
            expectScreen(screen.lines, equals: [" Header 0", String(repeating: " ", count: rowX) + "Row 0",
                                                " Header 1", String(repeating: " ", count: rowX) + "Row 1", " Footer", ""],
                         label: "\(style)")
            // A plain header is bold (headline); grouped ones are secondary text, not bold.
            #expect(screen.grid[1, 0].style.attributes.contains(.bold) == plain)
            #expect((screen.grid[1, 0].style.foreground != .default) == !plain)
        }
    }
}
