import Foundation
import HeadlessBackend
import Testing
import TestSupport
import UIKit
import UIKitEngine

/// iOS code's constants (constraint constants, VFL numbers, stack spacing, table header
/// heights) on a terminal (docs/DECISIONS.md, "Points on a terminal: the app's constants
/// are converted"). The same source on an iPhone gives Apple's figures unchanged; on the
/// character-cell device each constant is divided by the cell (4.875 points across, 36
/// down) and rounded, a size to at least one cell; what UIKit takes from the device (system
/// spacing, VFL's `-`) is the device's and is not converted.
@MainActor
@Suite struct PointConstantsTests {
    /// Two labels in a card, laid out with literal point constants as tutorials do.
    final class CardViewController: UIViewController {
        let heading = UILabel(), detail = UILabel(), badge = UILabel(), spaced = UIView()
        var headingTop: NSLayoutConstraint!
        override func viewDidLoad() {
            super.viewDidLoad()
            heading.text = "Title"; detail.text = "Detail"; badge.text = "New"
            for v in [heading, detail, badge, spaced] { v.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(v) }
            headingTop = heading.topAnchor.constraint(equalTo: view.topAnchor, constant: 72)
            NSLayoutConstraint.activate([
                headingTop,
                heading.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                heading.widthAnchor.constraint(equalToConstant: 100),
                heading.heightAnchor.constraint(equalToConstant: 21),
                detail.topAnchor.constraint(equalTo: heading.bottomAnchor, constant: 4),
                detail.leadingAnchor.constraint(equalTo: heading.leadingAnchor),
                badge.leadingAnchor.constraint(equalTo: heading.trailingAnchor, constant: 8),
                badge.firstBaselineAnchor.constraint(equalTo: heading.firstBaselineAnchor),
                spaced.leadingAnchor.constraint(equalToSystemSpacingAfter: badge.trailingAnchor, multiplier: 1),
                spaced.topAnchor.constraint(equalTo: badge.topAnchor),
                spaced.widthAnchor.constraint(equalToConstant: 10),
                spaced.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
    }

    @Test func constraintConstantsOfIOSCodeAreCellsOnATerminalAndReadBackAsSet() {
        let screen = HeadlessScreen.checked(codeMetrics: .iPhonePoints)
        let vc = CardViewController()
        screen.makeWindow(root: vc)
        // 16 points: 3.28 → 3 columns; 100 wide: 20.5 → 21; 72 down: 2 rows; the 21-point
        // height a size: 0.58 → 1 row (never none); 4 points down: no row; 8 across: 1.64
        // → 2 columns; a 10-point square: 2 columns, 1 row (0.28, a size).
        #expect(vc.heading.frame == CGRect(x: 3, y: 2, width: 21, height: 1))
        #expect(vc.detail.frame.origin == CGPoint(x: 3, y: 3))
        #expect(vc.badge.frame.origin == CGPoint(x: 3 + 21 + 2, y: 2))
        // System spacing is the device's: one column after the badge's "New".
        #expect(vc.spaced.frame == CGRect(x: 26 + 3 + 1, y: 2, width: 2, height: 1))
        #expect(vc.headingTop.constant == 72)
        #expect(vc.heading.constraints.first { $0.firstAttribute == .width }?.constant == 100)
        // Changing a constant re-solves in cells: 144 points are 4 rows.
        screen.perform { vc.headingTop.constant = 144 }
        #expect(vc.heading.frame.minY == 4)
        #expect(vc.detail.frame.minY == 5)
        #expect(vc.headingTop.constant == 144)
    }

    /// Code whose units are the device's own is laid out as written: iOS code's points on a
    /// phone, and terminal-native code's cells (rows and columns) on a terminal.
    @Test(arguments: ["phone", "terminal"])
    func constraintConstantsInTheDevicesOwnUnitsAreKept(_ device: String) {
        let screen = device == "phone" ? HeadlessScreen.checkedPhone() : HeadlessScreen.checked()
        let vc = CardViewController()
        screen.makeWindow(root: vc)
        #expect(vc.heading.frame == CGRect(x: 16, y: 72, width: 100, height: 21))
        #expect(abs(vc.detail.frame.minY - (72 + 21 + 4)) < 0.001)
        #expect(abs(vc.badge.frame.minX - (16 + 100 + 8)) < 0.001)
    }

    /// A stack of two labels and a VFL row, with literal spacing and numbers.
    final class StackViewController: UIViewController {
        let column = UIStackView(), row = UIStackView()
        let a = UILabel(), b = UILabel(), c = UILabel(), d = UILabel()
        let vflBox = UIView(), left = UIView(), right = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            a.text = "One"; b.text = "Two"; c.text = "Three"; d.text = "Four"
            column.axis = .vertical; column.spacing = 40
            row.axis = .horizontal; row.spacing = 8
            for v in [a, b] { column.addArrangedSubview(v) }
            for v in [c, d] { row.addArrangedSubview(v) }
            for v in [column, row, vflBox] { v.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(v) }
            for v in [left, right] { v.translatesAutoresizingMaskIntoConstraints = false; vflBox.addSubview(v) }
            let views = ["left": left, "right": right]
            NSLayoutConstraint.activate([
                column.topAnchor.constraint(equalTo: view.topAnchor),
                column.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                row.topAnchor.constraint(equalTo: view.topAnchor, constant: 180),
                row.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                vflBox.topAnchor.constraint(equalTo: view.topAnchor, constant: 360),
                vflBox.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                vflBox.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                vflBox.heightAnchor.constraint(equalToConstant: 36),
            ]
            + NSLayoutConstraint.constraints(withVisualFormat: "H:|-20-[left(50)]-[right]-|", metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[left]|", metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[right]|", metrics: nil, views: views))
        }
    }

    @Test func stackSpacingAndVisualFormatNumbersAreConvertedTheStandardSpacingIsNot() {
        let screen = HeadlessScreen.checked(codeMetrics: .iPhonePoints)
        let vc = StackViewController()
        screen.makeWindow(root: vc)
        // 40 points down: 1.11 → 1 row between "One" and "Two"; 8 across: 2 columns.
        #expect(vc.a.frame.minY == 0)
        #expect(vc.b.frame.minY == 2)
        #expect(vc.column.spacing == 40)
        #expect(vc.d.frame.minX == vc.c.frame.maxX + 2)
        // 180 points: 5 rows; 360: 10 rows, 36 high: 1 row.
        #expect(vc.row.frame.minY == 5)
        #expect(vc.vflBox.frame == CGRect(x: 0, y: 10, width: 80, height: 1))
        // `|-20-`: 4.1 → 4 columns; `(50)`: 10.3 → 10; `-` between and to the edge: the
        // device's 1 column.
        #expect(vc.left.frame == CGRect(x: 4, y: 0, width: 10, height: 1))
        #expect(vc.right.frame == CGRect(x: 15, y: 0, width: 80 - 15 - 1, height: 1))
    }

    /// A table with a 50-point header view from a literal frame and 60-point rows.
    final class HeaderTableViewController: TwoRowsTableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.rowHeight = 60
            let header = UIView(frame: CGRect(x: 0, y: 0, width: view.frame.width, height: 50))
            tableView.tableHeaderView = header
            tableView.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 100))
        }
    }

    @Test func aTableHeaderViewsHeightInPointsIsConvertedOnce() {
        let screen = HeadlessScreen.checked(codeMetrics: .iPhonePoints)
        let vc = HeaderTableViewController()
        screen.makeWindow(root: vc)
        let table = vc.tableView!
        // 50 points: 1.39 → 1 row; rows of 60: 1.67 → 2; the 100-point footer 2.78 → 3.
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 80, height: 1))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame == CGRect(x: 0, y: 1, width: 80, height: 2))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame == CGRect(x: 0, y: 3, width: 80, height: 2))
        #expect(table.tableFooterView?.frame.height == 3)
        // Assigning the same view again (the iOS idiom after changing it) keeps its row.
        screen.perform { table.tableHeaderView = table.tableHeaderView }
        #expect(table.tableHeaderView?.frame.height == 1)
        // A header sized by systemLayoutSizeFitting is the device's already: kept.
        let measured = UIView()
        let label = UILabel()
        label.text = "Measured"
        label.numberOfLines = 0
        pin(label, into: measured)
        screen.perform {
            let size = measured.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            measured.frame.size.height = size.height
            table.tableHeaderView = measured
        }
        #expect(table.tableHeaderView?.frame.height == 1)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 1)
    }
}
