import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// The diffable data sources on real views: the first apply loads, later ones update in
/// one batch so the cells of unchanged visible items stay, and the provider is asked only
/// for items that come on screen.
@MainActor
@Suite struct DiffableDataSourceTests {
    enum Section: Hashable { case fruit, vegetables }

    /// Header titles come from a subclass, as on iOS.
    final class TitledDataSource: UITableViewDiffableDataSource<Section, String> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section) == .fruit ? "Fruit" : "Vegetables"
        }
    }

    @Test func tableAppliesSnapshotsAsBatchUpdates() {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        var provided: [String] = []
        let ds = TitledDataSource(tableView: table) { tv, ip, name in
            provided.append(name)
            let cell = tv.dequeueReusableCell(withIdentifier: "cell", for: ip)
            cell.textLabel?.text = name
            return cell
        }
        var s = NSDiffableDataSourceSnapshot<Section, String>()
        s.appendSections([.fruit, .vegetables])
        s.appendItems(["Apple", "Banana", "Cherry"], toSection: .fruit)
        s.appendItems(["Leek", "Onion"], toSection: .vegetables)
        ds.apply(s, animatingDifferences: false)
        let screen = HeadlessScreen.checked(width: 30, height: 10)
        table.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
        let host = ViewHostController(root: table)
        host.keepAlive = [ds]
        screen.makeWindow(root: host)
        expectScreen(screen.lines, rows: 0..<8, equal: [
            " Fruit", " Apple", " Banana", " Cherry", " Vegetables", " Leek", " Onion", "",
        ])
        #expect(provided == ["Apple", "Banana", "Cherry", "Leek", "Onion"])
        let banana = table.cellForRow(at: IndexPath(row: 1, section: 0))
        provided = []

        var next = ds.snapshot()
        next.deleteItems(["Apple"])
        next.moveItem("Onion", beforeItem: "Leek")
        next.insertItems(["Carrot"], afterItem: "Leek")
        var done = false
        ds.apply(next) { done = true }
        screen.runLoop()
        #expect(done)
        expectScreen(screen.lines, rows: 0..<8, equal: [
            " Fruit", " Banana", " Cherry", " Vegetables", " Onion", " Leek", " Carrot", "",
        ])
        #expect(provided == ["Carrot"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === banana)
        #expect(ds.itemIdentifier(for: IndexPath(row: 2, section: 1)) == "Carrot")
        #expect(ds.indexPath(for: "Leek") == IndexPath(row: 1, section: 1))
        #expect(ds.snapshot().itemIdentifiers == ["Banana", "Cherry", "Onion", "Leek", "Carrot"])

        // A reloaded item is made again; deleting a section removes its rows.
        var third = ds.snapshot()
        third.reloadItems(["Cherry"])
        third.deleteSections([.vegetables])
        ds.apply(third)
        screen.runLoop()
        #expect(provided == ["Carrot", "Cherry"])
        expectScreen(screen.lines, rows: 0..<4, equal: [" Fruit", " Banana", " Cherry", ""])
    }

    @Test func collectionViewAppliesSnapshotsAndReconfiguresInPlace() {
        let cv = UICollectionView(frame: .zero, collectionViewLayout: gridLayout())
        var configured: [Int] = []
        let registration = UICollectionView.CellRegistration<TracingCollectionCell, Int> { cell, _, n in
            configured.append(n)
            cell.label.text = "N\(n)"
        }
        let header = UICollectionView.SupplementaryRegistration<TitleReusableView>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, ip in
            view.label.text = "Header \(ip.section)"
        }
        (cv.collectionViewLayout as! UICollectionViewFlowLayout).headerReferenceSize = CGSize(width: 0, height: 1)
        let ds = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, ip, n in
            cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: n)
        }
        ds.supplementaryViewProvider = { cv, _, ip in cv.dequeueConfiguredReusableSupplementary(using: header, for: ip) }
        var s = NSDiffableDataSourceSnapshot<Int, Int>()
        s.appendSections([0])
        s.appendItems(Array(1...6))
        ds.apply(s)
        let (screen, _) = showCollection(cv, keepAlive: [ds])
        expectScreen(screen.lines, rows: 0..<6, equal: [
            "Header 0",
            screenLine([(0, "N1"), (21, "N2"), (42, "N3"), (63, "N4")]),
            "", "", "",
            screenLine([(0, "N5"), (21, "N6")]),
        ])
        #expect(configured == [1, 2, 3, 4, 5, 6])
        let four = cv.cellForItem(at: IndexPath(item: 3, section: 0))
        configured = []

        var next = ds.snapshot()
        next.deleteItems([1])
        next.moveItem(6, beforeItem: 2)
        next.reconfigureItems([4])
        ds.apply(next)
        screen.runLoop()
        expectScreen(screen.lines, rows: 1..<2, equal: [screenLine([(0, "N6"), (21, "N2"), (42, "N3"), (63, "N4")])])
        #expect(configured == [4])                                   // reconfigured, nothing else asked
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0)) === four)
        #expect(screen.lines[5] == "N5")
    }
}
