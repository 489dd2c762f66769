import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// UICollectionView with a flow layout on an 80 × 24 screen: what is loaded and when, reuse,
/// the screen, and the delegate's order for taps, clicks and keys.
@MainActor
@Suite struct UICollectionViewTests {
    /// A grid over a tracing data source and delegate; `quiet` ones log neither counts nor
    /// display, only the delegate's highlight and selection calls.
    private func tracedGrid(_ trace: ListTrace, items: [Int], header: Bool = false, quiet: Bool = false)
        -> (UICollectionView, TraceCollectionDataSource, TraceCollectionDelegate) {
        let layout = gridLayout()
        if header { layout.headerReferenceSize = CGSize(width: 0, height: 1) }
        let cv = UICollectionView(frame: .zero, collectionViewLayout: layout)
        cv.register(TracingCollectionCell.self, forCellWithReuseIdentifier: "c")
        cv.register(TitleReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "h")
        let ds = TraceCollectionDataSource(trace, items: items)
        let dl = TraceCollectionDelegate(trace)
        cv.dataSource = ds
        cv.delegate = dl
        ds.logCounts = !quiet
        dl.logsDisplay = !quiet
        return (cv, ds, dl)
    }

    /// The first layout asks for the counts, then for each visible item in order: its cell
    /// (made by the registered class), then willDisplay. Only the 24 items of the six lines on
    /// screen are asked for, out of 1,000.
    @Test func initialLoadAsksOnlyForTheVisibleItemsInOrder() {
        let trace = ListTrace()
        ListTrace.$current.withValue(trace) {
            let (cv, ds, dl) = tracedGrid(trace, items: [1_000])
            #expect(trace.lines.isEmpty)
            let (screen, _) = showCollection(cv, keepAlive: [ds, dl])
            var expected = ["DataSource.numberOfSections(in: Collection)",
                            "DataSource.collectionView(Collection, numberOfItemsInSection: 0)"]
            for i in 0..<24 {
                expected += ["DataSource.collectionView(Collection, cellForItemAt: [0, \(i)])",
                             "Cell#\(i + 1).init(frame:)",
                             "Delegate.collectionView(Collection, willDisplay: Cell#\(i + 1), forItemAt: [0, \(i)])"]
            }
            #expect(trace.lines == expected)
            #expect(cv.indexPathsForVisibleItems == (0..<24).map { IndexPath(item: $0, section: 0) })
            #expect(cv.contentSize == CGSize(width: 80, height: 250 * 4 - 1))
            #expect(cv.cellForItem(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 21, y: 4, width: 17, height: 3))
            expectScreen(screen.lines, rows: 0..<5, equal: [
                screenLine([(0, "Item 0"), (21, "Item 1"), (42, "Item 2"), (63, "Item 3")]),
                "", "", "",
                screenLine([(0, "Item 4"), (21, "Item 5"), (42, "Item 6"), (63, "Item 7")]),
            ])
        }
    }

    /// Scrolling one line ends the display of the four items that left (in order), and the
    /// four entering reuse their cells, the most recently queued first.
    @Test func scrollingOneLineReusesTheCellsThatLeft() {
        let trace = ListTrace()
        ListTrace.$current.withValue(trace) {
            let (cv, ds, dl) = tracedGrid(trace, items: [1_000])
            let (screen, _) = showCollection(cv, keepAlive: [ds, dl])
            trace.reset()
            cv.contentOffset = CGPoint(x: 0, y: 4)
            screen.runLoop()
            var expected: [String] = []
            for i in 0..<4 { expected.append("Delegate.collectionView(Collection, didEndDisplaying: Cell#\(i + 1), forItemAt: [0, \(i)])") }
            for (k, i) in (24..<28).enumerated() {
                expected += ["DataSource.collectionView(Collection, cellForItemAt: [0, \(i)])",
                             "Cell#\(4 - k).prepareForReuse()",
                             "Delegate.collectionView(Collection, willDisplay: Cell#\(4 - k), forItemAt: [0, \(i)])"]
            }
            #expect(trace.lines == expected)
            #expect(cv.visibleCells.count == 24 && cv.subviews.filter { $0 is UICollectionViewCell }.count == 24)
            #expect(screen.lines[0].hasPrefix("Item 4"))
        }
    }

    /// Headers come from the data source before their section's items; scrolling a section
    /// off ends its header's display too.
    @Test func headersAreSupplementaryViewsShownWithTheirSection() {
        let trace = ListTrace()
        ListTrace.$current.withValue(trace) {
            let (cv, ds, dl) = tracedGrid(trace, items: [5, 30], header: true, quiet: true)
            let (screen, _) = showCollection(cv, keepAlive: [ds, dl])
            #expect(trace.lines.prefix(3) == [
                "DataSource.collectionView(Collection, viewForSupplementaryElementOfKind: header, at: [0, 0])",
                "DataSource.collectionView(Collection, cellForItemAt: [0, 0])",
                "Cell#1.init(frame:)",
            ])
            expectScreen(screen.lines, rows: 0..<11, equal: [
                "Section 0",
                screenLine([(0, "Item 0"), (21, "Item 1"), (42, "Item 2"), (63, "Item 3")]),
                "", "", "",
                "Item 4", "", "",
                "Section 1",
                screenLine([(0, "Item 100"), (21, "Item 101"), (42, "Item 102"), (63, "Item 103")]),
                "",
            ])
            #expect(cv.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
                    == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
            cv.contentOffset = CGPoint(x: 0, y: 9)
            screen.runLoop()
            #expect(cv.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader) == [])
            #expect(screen.lines[0].hasPrefix("Item 100"))
        }
    }

    /// The delegate's calls for a tap on item `item` of section 0, in UIKit's tracking
    /// order: press → shouldHighlight, didHighlight; release → shouldSelect, didUnhighlight,
    /// didDeselect of the item selected before (`deselecting`), didSelect.
    private func tapTrace(_ item: Int, deselecting previous: Int? = nil) -> [String] {
        let call = { (name: String, i: Int) in "Delegate.collectionView(Collection, \(name)ItemAt: [0, \(i)])" }
        return [call("shouldHighlight", item), call("didHighlight", item), call("shouldSelect", item), call("didUnhighlight", item)]
            + (previous.map { [call("didDeselect", $0)] } ?? []) + [call("didSelect", item)]
    }

    /// A click: the tap order above, for two items one after the other. The selected cell
    /// is drawn in reverse video.
    @Test func clicksFollowUIKitsTrackingOrder() {
        let trace = ListTrace()
        ListTrace.$current.withValue(trace) {
            let (cv, ds, dl) = tracedGrid(trace, items: [100], quiet: true)
            let (screen, _) = showCollection(cv, keepAlive: [ds, dl])
            trace.reset()
            screen.click(x: 22, y: 5)       // item 5
            screen.runLoop()
            screen.click(x: 43, y: 4)       // item 6
            screen.runLoop()
            #expect(trace.lines == tapTrace(5) + tapTrace(6, deselecting: 5))
            #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
            #expect(screen.grid[42, 4].style.attributes.contains(.reverse))
            #expect(screen.grid[58, 6].style.attributes.contains(.reverse))
            #expect(!screen.grid[21, 4].style.attributes.contains(.reverse))
        }
    }

    /// Keyboard: Tab focuses the collection view on its first item; the arrows move to the
    /// nearest item in that direction, scrolling it into view; Enter selects as a tap does.
    @Test func arrowsMoveTheKeyboardItemAndEnterSelectsIt() {
        let trace = ListTrace()
        ListTrace.$current.withValue(trace) {
            let (cv, ds, dl) = tracedGrid(trace, items: [100], quiet: true)
            let (screen, _) = showCollection(cv, keepAlive: [ds, dl])
            screen.press(.tab)
            screen.runLoop()
            #expect(cv.isFocused)
            #expect(screen.grid[0, 0].style.attributes.isSuperset(of: [.reverse, .bold]))
            screen.press(.right)
            screen.press(.down)
            screen.runLoop()
            #expect(screen.grid[21, 4].style.attributes.isSuperset(of: [.reverse, .bold]))
            #expect(!screen.grid[0, 0].style.attributes.contains(.reverse))
            trace.reset()
            screen.press(.enter)
            screen.runLoop()
            #expect(trace.lines == tapTrace(5))
            // Down six lines: the keyboard item scrolls into view at the bottom.
            for _ in 0..<6 { screen.press(.down) }
            screen.runLoop()
            #expect(cv.contentOffset.y == CGFloat(4 * 7 + 3 - 24))
            #expect(cv.indexPathsForVisibleItems.contains(IndexPath(item: 29, section: 0)))
            screen.press(.end)
            screen.runLoop()
            #expect(cv.contentOffset.y == cv.contentSize.height - 24)
            #expect(cv.cellForItem(at: IndexPath(item: 99, section: 0))?.isHighlighted == true)
        }
    }

    /// Batch updates are checked against the new counts with UIKit's message and keep the
    /// old state on a mismatch; a consistent one moves the surviving cells.
    @Test func batchUpdatesAreCheckedAndKeepSurvivingCells() {
        let trace = ListTrace()
        ListTrace.$current.withValue(trace) {
            let (cv, ds, dl) = tracedGrid(trace, items: [10], quiet: true)
            let (screen, _) = showCollection(cv, keepAlive: [ds, dl])
            let cell3 = cv.cellForItem(at: IndexPath(item: 3, section: 0))
            cv.performBatchUpdates { cv.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
            #expect(screen.diagnostics.exceptions.map(\.reason) == [
                "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (10) must be equal to the number of items contained in that section before the update (10), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).",
            ])
            #expect(cv.numberOfItems(inSection: 0) == 10)
            ds.items = [9]
            var completed = false
            cv.performBatchUpdates({ cv.deleteItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { completed = $0 })
            screen.runLoop()
            #expect(completed)
            #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === cell3)
            #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.origin == CGPoint(x: 42, y: 0))
            #expect(cv.numberOfItems(inSection: 0) == 9)
        }
    }

    /// An identifier never registered raises UIKit's dequeue exception.
    @Test func dequeueingAnUnregisteredIdentifierRaises() {
        let screen = HeadlessScreen.checked()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 80, height: 24), collectionViewLayout: gridLayout())
        screen.application.withCurrent {
            _ = cv.dequeueReusableCell(withReuseIdentifier: "nope", for: IndexPath(item: 0, section: 0))
        }
        #expect(screen.diagnostics.exceptions.map(\.reason) == [
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
        ])
    }
}
