import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport
@testable import UIKitDemos

/// The three ways of putting a view controller in a table cell (seed 000): the cell owns
/// it, the table's controller holds one per row, or they are recycled like cells.
@MainActor
@Suite struct CellsDemosTests {
    static let hints = ThreeButtonsDemoTests.hints
    /// Rows the table shows on a 24-row screen with the log hidden: 23 for the demo
    /// window, minus the navigation bar.
    static let visibleRows = 22

    /// "Row n · content view controller" for rows `range` (1-based numbers on screen).
    static func rows(_ range: ClosedRange<Int>) -> [String] { range.map { " Row \($0) · content view controller" } }

    static func repeated(_ lines: [String], _ n: Int) -> [String] { Array(repeating: lines, count: n).flatMap { $0 } }

    /// Checks each controller's appearance callbacks alternate will/did appear/disappear
    /// from the start, and that it ends appeared when `shown`, disappeared otherwise.
    static func expectBalanced(_ controller: ContentViewController, shown: Bool,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        let cycle = ["willAppear", "didAppear", "willDisappear", "didDisappear"]
        let events = controller.appearanceEvents
        let ordered = events.enumerated().allSatisfy { $0.element == cycle[$0.offset % 4] }
        #expect(ordered, "out of order: \(events)", sourceLocation: sourceLocation)
        #expect(events.last == (shown ? "didAppear" : events.isEmpty ? nil : "didDisappear"),
                "ends with \(events.last ?? "nothing")", sourceLocation: sourceLocation)
    }

    // MARK: cells-owned

    @Test func ownedCellsAddTheirChildInWillDisplay() throws {
        let demo = DemoHarness("cells-owned")

        let addOne = ["ContentViewController.willMove(toParent: OwnedCellsViewController)",
                      "ContentViewController.loadView()", "ContentViewController.viewDidLoad()",
                      "ContentViewController.viewWillAppear(false)",
                      "ContentViewController.didMove(toParent: OwnedCellsViewController)"]
        expectLines(demo.newLines(), [
            "── cells-owned (seed 000) ──",
            "· Up/Down/PgDn scroll: watch children come and go with the cells",
            "OwnedCellsViewController.willMove(toParent: UINavigationController)",
            "UINavigationController.loadView()",
            "UINavigationController.viewDidLoad()",
            "OwnedCellsViewController.loadView()",
            "OwnedCellsViewController.viewDidLoad()",
            "UINavigationController.viewWillAppear(false)",
            "OwnedCellsViewController.viewWillAppear(false)",
        ] + Self.repeated(addOne, Self.visibleRows) + [
            "UINavigationController.viewDidAppear(false)",
            "OwnedCellsViewController.viewDidAppear(false)",
        ] + Array(repeating: "ContentViewController.viewDidAppear(false)", count: Self.visibleRows) + [
            "OwnedCellsViewController.didMove(toParent: UINavigationController)",
        ])
        expectLines(demo.lines, ["                        Cells own children: 22 children"] + Self.rows(1...22) + [Self.hints])
    }

    @Test func ownedCellsMoveTheirChildOutAndInWhenScrolled() throws {
        let demo = DemoHarness.launched("cells-owned")
        let nav = try #require(demo.root as? UINavigationController)
        let table = try #require(nav.topViewController as? CellsOwnedDemo.OwnedCellsViewController)

        for _ in 0..<Self.visibleRows { demo.press(.down) }   // row 23 comes in, row 1 goes
        demo.settle()

        expectLines(demo.newLines(), [
            "ContentViewController.willMove(toParent: nil)",
            "ContentViewController.viewWillDisappear(false)",
            "ContentViewController.viewDidDisappear(false)",
            "ContentViewController.didMove(toParent: nil)",
            "ContentViewController.willMove(toParent: OwnedCellsViewController)",
            "ContentViewController.viewWillAppear(false)",
            "ContentViewController.didMove(toParent: OwnedCellsViewController)",
            "ContentViewController.viewDidAppear(false)",
        ])
        expectLines(demo.lines, ["                        Cells own children: 22 children"] + Self.rows(2...23) + [Self.hints])
        #expect(table.children.count == Self.visibleRows)
        for cell in table.tableView.visibleCells {
            let owned = try #require(cell as? CellsOwnedDemo.ContentCell)
            #expect(owned.contentViewController.parent === table)
            Self.expectBalanced(owned.contentViewController, shown: true)
        }
    }

    // MARK: cells-parent

    @Test func theParentMakesOneChildPerRowAndCellsGetOnlyViews() throws {
        let demo = DemoHarness("cells-parent")

        let rows = CellsParentDemo.rowCount
        expectLines(demo.newLines(), [
            "── cells-parent (seed 000) ──",
            "· Up/Down/PgDn scroll: children appear and disappear, all stay children",
            "ParentHeldCellsViewController.willMove(toParent: UINavigationController)",
            "UINavigationController.loadView()",
            "UINavigationController.viewDidLoad()",
            "ParentHeldCellsViewController.loadView()",
            "ParentHeldCellsViewController.viewDidLoad()",
        ] + Self.repeated(["ContentViewController.willMove(toParent: ParentHeldCellsViewController)",
                           "ContentViewController.didMove(toParent: ParentHeldCellsViewController)"], rows) + [
            "UINavigationController.viewWillAppear(false)",
            "ParentHeldCellsViewController.viewWillAppear(false)",
        ] + Self.repeated(["ContentViewController.loadView()", "ContentViewController.viewDidLoad()",
                           "ContentViewController.viewWillAppear(false)"], Self.visibleRows) + [
            "UINavigationController.viewDidAppear(false)",
            "ParentHeldCellsViewController.viewDidAppear(false)",
        ] + Array(repeating: "ContentViewController.viewDidAppear(false)", count: Self.visibleRows) + [
            "ParentHeldCellsViewController.didMove(toParent: UINavigationController)",
        ])
        expectLines(demo.lines, ["                       Parent holds children: 30 children"] + Self.rows(1...22) + [Self.hints])
    }

    @Test func parentHeldChildrenAppearAndDisappearWithTheirCellsAndStayChildren() throws {
        let demo = DemoHarness.launched("cells-parent")
        let nav = try #require(demo.root as? UINavigationController)
        let table = try #require(nav.topViewController as? CellsParentDemo.ParentHeldCellsViewController)

        for _ in 0..<Self.visibleRows { demo.press(.down) }
        demo.settle()

        // Row 1's child leaves the window with its cell; row 23's child (its view loaded
        // now, by cellForRowAt) enters it. Nobody is added or removed as a child.
        expectLines(demo.newLines(), [
            "ContentViewController.viewWillDisappear(false)",
            "ContentViewController.viewDidDisappear(false)",
            "ContentViewController.loadView()",
            "ContentViewController.viewDidLoad()",
            "ContentViewController.viewWillAppear(false)",
            "ContentViewController.viewDidAppear(false)",
        ])
        expectLines(demo.lines, ["                       Parent holds children: 30 children"] + Self.rows(2...23) + [Self.hints])
        #expect(table.children.count == CellsParentDemo.rowCount)
        for (row, child) in table.contentViewControllers.enumerated() {
            Self.expectBalanced(child, shown: (1...22).contains(row))
        }
    }

    // MARK: cells-recycled

    @Test func recycledChildrenArePooledByIndexPath() throws {
        let demo = DemoHarness("cells-recycled")
        let nav = try #require(demo.root as? UINavigationController)
        let table = try #require(nav.topViewController as? CellsRecycledDemo.RecycledCellsViewController)
        let launch = demo.newLines()

        demo.press(.pageDown)
        demo.settle()

        // Launch: each visible row takes a new controller from the pool (added as a child
        // at once), loads its view for the cell, and appears with the table.
        expectLines(launch, [
            "── cells-recycled (seed 000) ──",
            "· PgDn/End scroll: the title counts the live child controllers",
            "RecycledCellsViewController.willMove(toParent: UINavigationController)",
            "UINavigationController.loadView()",
            "UINavigationController.viewDidLoad()",
            "RecycledCellsViewController.loadView()",
            "RecycledCellsViewController.viewDidLoad()",
            "UINavigationController.viewWillAppear(false)",
            "RecycledCellsViewController.viewWillAppear(false)",
        ] + Self.repeated(["ContentViewController.willMove(toParent: RecycledCellsViewController)",
                           "ContentViewController.didMove(toParent: RecycledCellsViewController)",
                           "ContentViewController.loadView()", "ContentViewController.viewDidLoad()",
                           "ContentViewController.viewWillAppear(false)"], Self.visibleRows) + [
            "UINavigationController.viewDidAppear(false)",
            "RecycledCellsViewController.viewDidAppear(false)",
        ] + Array(repeating: "ContentViewController.viewDidAppear(false)", count: Self.visibleRows) + [
            "RecycledCellsViewController.didMove(toParent: UINavigationController)",
        ])
        // Page Down (21 rows): the leaving rows' controllers go back to the pool first
        // (didEndDisplaying), then the new rows reuse them: no controller is made.
        expectLines(demo.newLines(), Self.repeated(["ContentViewController.viewWillDisappear(false)",
                                                    "ContentViewController.viewDidDisappear(false)"], 21)
                    + Array(repeating: "ContentViewController.viewWillAppear(false)", count: 21)
                    + Array(repeating: "ContentViewController.viewDidAppear(false)", count: 21))
        expectLines(demo.lines, ["                    22 live children, 22 in use, 100000 rows"] + Self.rows(22...43) + [Self.hints])
        #expect(table.pool.count == Self.visibleRows && table.madeControllers.count == Self.visibleRows)
        #expect(table.children.count == Self.visibleRows)
    }

    @Test func scrolling100000RowsKeepsAScreenfulOfBalancedChildren() throws {
        let demo = DemoHarness("cells-recycled")
        let nav = try #require(demo.root as? UINavigationController)
        let table = try #require(nav.topViewController as? CellsRecycledDemo.RecycledCellsViewController)

        var presses = 0
        while table.tableView.indexPathsForVisibleRows?.last?.row != CellsRecycledDemo.rowCount - 1 && presses < 10_000 {
            demo.press(.pageDown)
            presses += 1
        }
        demo.settle()

        #expect(presses > 4_000)
        #expect(table.mostLiveControllers <= Self.visibleRows + 2)
        #expect(table.madeControllers.count == table.pool.count)
        let shown = Set(table.pool.controllersInUse.values.map(ObjectIdentifier.init))
        #expect(shown.count == Self.visibleRows)
        for controller in table.madeControllers {
            Self.expectBalanced(controller, shown: shown.contains(ObjectIdentifier(controller)))
        }
        expectLines(demo.lines, ["                    22 live children, 22 in use, 100000 rows"]
                    + Self.rows(99_979...100_000) + [Self.hints])
    }
}
