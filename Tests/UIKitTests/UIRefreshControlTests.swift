import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// `UIRefreshControl` on a table view: a pull past the threshold starts it and sends
/// `.valueChanged` once, the content rests below it until `endRefreshing()`, a short pull
/// springs back, `beginRefreshing()` sends nothing; and `hidesBottomBarWhenPushed`.
@MainActor
@Suite struct UIRefreshControlTests {
    final class Rows: UITableViewController {
        var count = 5
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    /// A 5-row table controller with a refresh control titled "Checking", on screen; the
    /// count of `.valueChanged` events.
    func refreshingTable(rows count: Int = 5) -> (HeadlessScreen, Rows, UIRefreshControl, () -> Int) {
        let screen = HeadlessScreen.checked()
        let rows = Rows(style: .plain)
        rows.count = count
        let rc = UIRefreshControl()
        rc.attributedTitle = NSAttributedString(string: "Checking")
        var changes = 0
        rc.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        rows.refreshControl = rc
        screen.makeWindow(root: rows)
        screen.settle()
        return (screen, rows, rc, { changes })
    }

    @Test func pullPastTheThresholdRefreshesUntilEndRefreshing() {
        let (screen, rows, rc, changes) = refreshingTable()
        let table = rows.tableView!
        #expect(rc.superview === table)
        #expect(table.refreshControl === rc)
        #expect(screen.lines[0].contains("Row 0"))

        // 130 iPhone points are four rows: a pull of seven starts the refresh.
        screen.drag(from: CGPoint(x: 40, y: 2), to: CGPoint(x: 40, y: 9), steps: 7)
        screen.settle()

        #expect(changes() == 1)
        #expect(rc.isRefreshing)
        #expect(table.adjustedContentInset.top == 1)
        #expect(table.contentInset.top == 0)
        #expect(table.contentOffset.y == -1)
        #expect(screen.lines[0].trimmingCharacters(in: .whitespaces) == "⟳ Checking")
        #expect(screen.lines[1].contains("Row 0"))

        rc.endRefreshing()
        screen.settle()
        #expect(!rc.isRefreshing)
        #expect(table.adjustedContentInset.top == 0)
        #expect(table.contentOffset.y == 0)
        #expect(screen.lines[0].contains("Row 0"))
        #expect(changes() == 1)
    }

    @Test func shortPullSpringsBackWithoutRefreshing() {
        let (screen, rows, rc, changes) = refreshingTable()

        screen.drag(from: CGPoint(x: 40, y: 2), to: CGPoint(x: 40, y: 4), steps: 2)
        screen.settle()

        #expect(changes() == 0)
        #expect(!rc.isRefreshing)
        #expect(rows.tableView.contentOffset.y == 0)
        #expect(screen.lines[0].contains("Row 0"))
    }

    @Test func beginRefreshingFromCodeSendsNothingAndDoesNotScroll() {
        let (screen, rows, rc, changes) = refreshingTable(rows: 40)

        rc.beginRefreshing()
        screen.settle()

        #expect(rc.isRefreshing)
        #expect(changes() == 0)
        #expect(rows.tableView.adjustedContentInset.top == 1)
        #expect(rows.tableView.contentOffset.y == 0)
    }

    @Test func wheelUpAtTheTopPullsOnATerminal() {
        let (screen, rows, rc, changes) = refreshingTable()

        screen.scroll(x: 40, y: 5, deltaY: -1)
        screen.settle()

        #expect(changes() == 1 && rc.isRefreshing)
        #expect(rows.tableView.contentOffset.y == -1)
    }

    // MARK: hidesBottomBarWhenPushed

    @Test func pushedControllerHidesTheTabBarUntilPopped() {
        let screen = HeadlessScreen.checked()
        let root = UIViewController()
        root.title = "Chats"
        let nav = UINavigationController(rootViewController: root)
        nav.title = "Chats"
        let other = UIViewController()
        other.title = "Me"
        let tab = UITabBarController()
        tab.viewControllers = [nav, other]
        screen.makeWindow(root: tab)
        screen.settle()
        #expect(screen.lines[23].contains("Chats") && screen.lines[23].contains("Me"))
        #expect(nav.view.frame.height == 23)

        let detail = UIViewController()
        detail.title = "Conversation"
        detail.hidesBottomBarWhenPushed = true
        nav.pushViewController(detail, animated: false)
        screen.settle()

        #expect(nav.view.frame.height == 24)
        #expect(!screen.lines[23].contains("Me"))
        #expect(screen.lines[0].contains("Conversation"))

        nav.popViewController(animated: false)
        screen.settle()
        #expect(nav.view.frame.height == 23)
        #expect(screen.lines[23].contains("Me"))
    }
}
