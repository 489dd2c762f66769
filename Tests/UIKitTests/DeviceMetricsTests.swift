import Foundation
import HeadlessBackend
import Testing
import TestSupport
import UIKit
import UIKitEngine

/// One iOS source laid out on two devices: a terminal's character cells and an iPhone's
/// points (docs/DECISIONS.md, "Points on a terminal: one device description, code
/// metrics"). The controllers below are written as an iOS developer writes them; the
/// expectations come from Apple's documented figures on the phone (44-point navigation
/// bar and rows, 49-point tab bar, 16-point root-view margins, 8-point margins and system
/// spacing, 20-point VFL edge spacing, the iPhone 12–14 safe area of 47 and 34 points) and
/// from the character-cell device's one-row bars and rows and one-column margins.
@MainActor
@Suite struct DeviceMetricsTests {
    /// A plain table of fruit, as a table view controller in an Xcode template.
    final class FruitsViewController: UITableViewController {
        let fruits = ["Apple", "Banana", "Cherry"]
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Fruits"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
            cell.textLabel?.text = fruits[indexPath.row]
            return cell
        }
    }

    /// Two boxes side by side: one pinned to the root view's margins with system spacing
    /// between them, one inside a plain container's margins; a VFL row in another container.
    final class SpacingViewController: UIViewController {
        let first = UIView(), second = UIView(), container = UIView(), inner = UIView()
        let row = UIView(), a = UIView(), b = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            for v in [first, second, container, row] { v.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(v) }
            inner.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(inner)
            for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; row.addSubview(v) }
            let margins = view.layoutMarginsGuide
            NSLayoutConstraint.activate([
                first.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                first.topAnchor.constraint(equalTo: margins.topAnchor),
                first.widthAnchor.constraint(equalToConstant: 10), first.heightAnchor.constraint(equalToConstant: 1),
                second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 1),
                second.topAnchor.constraint(equalTo: first.topAnchor),
                second.widthAnchor.constraint(equalToConstant: 10), second.heightAnchor.constraint(equalToConstant: 1),
                container.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                container.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                container.topAnchor.constraint(equalTo: first.bottomAnchor),
                container.heightAnchor.constraint(equalToConstant: 20),
                row.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                row.widthAnchor.constraint(equalToConstant: 60),
                row.topAnchor.constraint(equalTo: container.bottomAnchor),
                row.heightAnchor.constraint(equalToConstant: 2),
            ] + edgeConstraints(inner, to: container.layoutMarginsGuide))
            let views = ["a": a, "b": b]
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", options: [], metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[a]|", options: [], metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[b]|", options: [], metrics: nil, views: views))
        }
    }

    /// A tab bar controller with the fruit list in a navigation controller, as a scene
    /// delegate builds one.
    private func tabs() -> (UITabBarController, UINavigationController, FruitsViewController) {
        let fruits = FruitsViewController(style: .plain)
        let nav = UINavigationController(rootViewController: fruits)
        nav.tabBarItem = UITabBarItem(title: "Fruits", image: nil, tag: 0)
        let tabs = UITabBarController()
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(title: "Other", image: nil, tag: 1)
        tabs.viewControllers = [nav, other]
        return (tabs, nav, fruits)
    }

    private func frameInWindow(_ v: UIView) -> CGRect { v.convert(v.bounds, to: nil) }

    @Test func barsAndRowsOnAPhoneAreApplesPoints() throws {
        let screen = HeadlessScreen.checkedPhone()
        let (tabs, nav, fruits) = tabs()
        screen.makeWindow(root: tabs)
        // The navigation bar sits below the 47-point status bar area; rows are 44 points
        // from the bottom of the bar; the tab bar is 49 points plus the 34-point home
        // indicator area (83 points, at 844 − 83).
        #expect(frameInWindow(nav.navigationBar) == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(frameInWindow(tabs.tabBar) == CGRect(x: 0, y: 761, width: 390, height: 83))
        let table = fruits.tableView!
        #expect(frameInWindow(table) == CGRect(x: 0, y: 91, width: 390, height: 761 - 91))
        let rows = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }.map(frameInWindow)
        #expect(rows == [CGRect(x: 0, y: 91, width: 390, height: 44), CGRect(x: 0, y: 135, width: 390, height: 44),
                         CGRect(x: 0, y: 179, width: 390, height: 44)])
        // The built-in label keeps the 16-point margin from the row's leading edge.
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.frame.minX == 16)
        #expect(nav.navigationBar.sizeThatFits(CGSize(width: 390, height: 1000)).height == 44)
        #expect(tabs.tabBar.sizeThatFits(CGSize(width: 390, height: 1000)).height == 49)
        #expect(table.rowHeight == UITableView.automaticDimension)
    }

    @Test func barsAndRowsOnATerminalAreOneRow() throws {
        let screen = HeadlessScreen.checked()
        let (tabs, nav, fruits) = tabs()
        screen.makeWindow(root: tabs)
        #expect(frameInWindow(nav.navigationBar) == CGRect(x: 0, y: 0, width: 80, height: 1))
        #expect(frameInWindow(tabs.tabBar) == CGRect(x: 0, y: 23, width: 80, height: 1))
        let table = fruits.tableView!
        #expect(frameInWindow(table) == CGRect(x: 0, y: 1, width: 80, height: 22))
        let rows = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }.map(frameInWindow)
        #expect(rows == [CGRect(x: 0, y: 1, width: 80, height: 1), CGRect(x: 0, y: 2, width: 80, height: 1),
                         CGRect(x: 0, y: 3, width: 80, height: 1)])
        // Each name one column in from the row's leading edge.
        #expect(screen.lines[1] == " Apple")
        #expect(screen.lines[2] == " Banana")
        #expect(screen.lines[3] == " Cherry")
    }

    @Test func marginsAndSpacingOnAPhoneAreApplesPoints() {
        let screen = HeadlessScreen.checkedPhone()
        let vc = SpacingViewController()
        screen.makeWindow(root: vc)
        // The root view: system minimum margins 16 leading and trailing, plus the safe area
        // (47 top, 34 bottom); an ordinary view: 8 on each side.
        #expect(vc.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 47, leading: 16, bottom: 34, trailing: 16))
        #expect(vc.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(vc.first.frame == CGRect(x: 16, y: 47, width: 10, height: 1))
        #expect(vc.second.frame == CGRect(x: 16 + 10 + 8, y: 47, width: 10, height: 1))
        #expect(vc.container.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(vc.inner.frame == CGRect(x: 8, y: 8, width: 390 - 16, height: 20 - 16))
        // VFL: 20 to the superview's edges, 8 between: (60 − 40 − 8) / 2 = 6 each.
        #expect(vc.row.frame == CGRect(x: 0, y: 68, width: 60, height: 2))
        #expect(vc.a.frame == CGRect(x: 20, y: 0, width: 6, height: 2))
        #expect(vc.b.frame == CGRect(x: 34, y: 0, width: 6, height: 2))
    }

    @Test func marginsAndSpacingOnATerminalAreOneColumn() {
        let screen = HeadlessScreen.checked()
        let vc = SpacingViewController()
        screen.makeWindow(root: vc)
        #expect(vc.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1))
        #expect(vc.first.frame == CGRect(x: 1, y: 0, width: 10, height: 1))
        #expect(vc.second.frame == CGRect(x: 1 + 10 + 1, y: 0, width: 10, height: 1))
        #expect(vc.container.layoutMargins == UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        #expect(vc.inner.frame == CGRect(x: 1, y: 0, width: 78, height: 20))
        // VFL: 1 to the edges and between: (60 − 3) / 2 = 28.5 each.
        #expect(vc.a.frame == CGRect(x: 1, y: 0, width: 28.5, height: 2))
        #expect(vc.b.frame == CGRect(x: 30.5, y: 0, width: 28.5, height: 2))
    }

    /// iOS code with literal point sizes in UIKit's metric units: a 88-point row, 32-point
    /// horizontal and 8-point vertical margins, a 56-point header.
    final class TallRowsViewController: TwoRowsTableViewController {
        let card = UIView(), content = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.rowHeight = 88
            tableView.sectionHeaderHeight = 56
        }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Rows" }
    }

    @Test func literalMetricSizesOfIOSCodeAreConvertedOnATerminalAndReadBackAsSet() {
        let screen = HeadlessScreen.checked(codeMetrics: .iPhonePoints)
        let vc = TallRowsViewController(style: .plain)
        screen.makeWindow(root: vc)
        let table = vc.tableView!
        // A row is 36 iPhone points: 88 points are 88/36 = 2.44 → 2 rows; the 56-point
        // header 1.56 → 2 rows.
        #expect(table.rowHeight == 88)
        #expect(table.sectionHeaderHeight == 56)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame == CGRect(x: 0, y: 2, width: 80, height: 2))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame == CGRect(x: 0, y: 4, width: 80, height: 2))
        // Margins the app sets: a column is 390/80 = 4.875 points, so 32 points are 6.56 →
        // 7 columns; 8 points of height are 0.22 of a row (none); they read back as set.
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        screen.perform {
            vc.view.addSubview(box)
            box.addSubview(inner)
            box.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 32, bottom: 8, trailing: 32)
            NSLayoutConstraint.activate(edgeConstraints(inner, to: box.layoutMarginsGuide))
        }
        #expect(box.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 32, bottom: 8, trailing: 32))
        #expect(inner.frame == CGRect(x: 7, y: 0, width: 26, height: 10))
    }

    @Test func literalMetricSizesOfIOSCodeAreKeptOnAPhone() {
        let screen = HeadlessScreen.checkedPhone()
        let vc = TallRowsViewController(style: .plain)
        screen.makeWindow(root: vc)
        let table = vc.tableView!
        // Row frames are in the table's content: the 56-point header at the top, rows of 88
        // below it (iOS insets the content by the safe area through the scroll offset,
        // which frames do not show).
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame == CGRect(x: 0, y: 56, width: 390, height: 88))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame == CGRect(x: 0, y: 144, width: 390, height: 88))
    }

    @Test func theDevicePresetsHoldApplesAndTheTerminalsFigures() {
        let phone = DeviceMetrics.iPhonePoints, cells = DeviceMetrics.characterCells
        #expect(DeviceMetrics.iPhoneScreenSize == CGSize(width: 390, height: 844))
        #expect([phone.navigationBarHeight, phone.tabBarHeight, phone.toolbarHeight, phone.rowHeight] == [44, 49, 44, 44])
        #expect([phone.systemSpacing, phone.superviewEdgeSpacing, phone.readableContentWidth, phone.scale] == [8, 20, 672, 3])
        #expect([cells.navigationBarHeight, cells.tabBarHeight, cells.toolbarHeight, cells.rowHeight] == [1, 1, 1, 1])
        // The conversion: a cell is 390/80 = 4.875 points wide and 36 high; whole cells,
        // a size at least one; the phone keeps points as written.
        #expect(phone.characterCellSize == CGSize(width: 4.875, height: 36))
        #expect(cells.length(44, from: phone, vertical: true) == 1)
        #expect(cells.length(60, from: phone, vertical: true) == 2)
        #expect(cells.length(10, from: phone, vertical: true) == 0)
        #expect(cells.length(10, from: phone, vertical: true, atLeastOnePixel: true) == 1)
        #expect(cells.length(40, from: phone, vertical: false) == 8)
        #expect(phone.length(17.5, from: phone, vertical: false) == 17.5)
        #expect(phone.length(1, from: cells, vertical: true) == 36)
    }
}
