import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// Compositional layouts: fractional items in groups, boundary headers, list layouts and
/// orthogonal sections that follow the keyboard.
@MainActor
@Suite struct UICollectionViewCompositionalLayoutTests {
    private func show(_ layout: UICollectionViewLayout, items: [Int]) -> (UICollectionView, HeadlessScreen, ListTrace) {
        let trace = ListTrace()
        let cv = UICollectionView(frame: .zero, collectionViewLayout: layout)
        cv.register(TracingCollectionCell.self, forCellWithReuseIdentifier: "c")
        cv.register(TitleReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "h")
        let ds = TraceCollectionDataSource(trace, items: items)
        ds.logCounts = false
        cv.dataSource = ds
        let (screen, _) = ListTrace.$current.withValue(trace) { showCollection(cv, keepAlive: [ds]) }
        return (cv, screen, trace)
    }

    /// Items a quarter of the group's width, groups 2 rows high and 1 apart, a 1-row header
    /// before each section and 1 column of inset on each side.
    @Test func fractionalGridWithHeaders() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(2)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 1, bottom: 1, trailing: 1)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let (cv, screen, _) = show(UICollectionViewCompositionalLayout(section: section), items: [6, 1_000_000])
        #expect(cv.cellForItem(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 20, y: 4, width: 19, height: 2))
        expectScreen(screen.lines, rows: 0..<9, equal: [
            " Section 0",
            screenLine([(1, "Item 0"), (20, "Item 1"), (39, "Item 2"), (58, "Item 3")]),
            "", "",
            screenLine([(1, "Item 4"), (20, "Item 5")]),
            "", "",
            " Section 1",
            screenLine([(1, "Item 100"), (20, "Item 101"), (39, "Item 102"), (58, "Item 103")]),
        ])
        // A million items: the content is as tall as their groups, and only the visible ones live.
        let groupsHeight: CGFloat = 250_000 * 3 - 1
        #expect(cv.contentSize.height == 7 + 1 + groupsHeight + 1)
        #expect(cv.visibleCells.count <= 40)
        cv.scrollToItem(at: IndexPath(item: 999_999, section: 1), at: .bottom, animated: false)
        screen.runLoop()
        #expect(cv.indexPathsForVisibleItems.last == IndexPath(item: 999_999, section: 1))
        #expect(cv.visibleCells.count <= 40)
    }

    /// `list(using:)`: one full-width line per item, a header line per section in
    /// `.supplementary` mode, a blank line before each section when grouped.
    @Test func listLayoutsLookLikeTables() {
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.headerMode = .supplementary
        let (cv, screen, _) = show(UICollectionViewCompositionalLayout.list(using: config), items: [2, 3])
        expectScreen(screen.lines, rows: 0..<9, equal: [
            "",
            "  Section 0",
            "  Item 0",
            "  Item 1",
            "",
            "  Section 1",
            "  Item 100",
            "  Item 101",
            "  Item 102",
        ])
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 2, y: 6, width: 76, height: 1))
    }

    /// An orthogonal section keeps its groups in one row; moving the keyboard item past the
    /// right edge scrolls that row alone.
    @Test func orthogonalSectionsScrollWithTheKeyboard() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(30), heightDimension: .absolute(2)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 2
        let (cv, screen, _) = show(UICollectionViewCompositionalLayout(section: section), items: [10, 10])
        expectScreen(screen.lines, rows: 0..<3, equal: [
            screenLine([(0, "Item 0"), (32, "Item 1"), (64, "Item 2")]),
            "",
            screenLine([(0, "Item 100"), (32, "Item 101"), (64, "Item 102")]),
        ])
        screen.press(.tab)
        for _ in 0..<3 { screen.press(.right) }
        screen.runLoop()
        // Item 3 (x 96…126 in the row) is brought fully into view: the row scrolls by 46,
        // leaving item 1's label (at x −14) off the left edge.
        expectScreen(screen.lines, rows: 0..<3, equal: [
            screenLine([(18, "Item 2"), (50, "Item 3")]),
            "",
            screenLine([(0, "Item 100"), (32, "Item 101"), (64, "Item 102")]),
        ])
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.isHighlighted == true)
        screen.press(.down)
        screen.runLoop()
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 1))?.isHighlighted == true
                || cv.cellForItem(at: IndexPath(item: 2, section: 1))?.isHighlighted == true)
    }
}
