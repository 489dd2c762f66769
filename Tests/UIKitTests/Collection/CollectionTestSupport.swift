import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// A cell showing one label on its first line ("Item n"), logging `init` and
/// `prepareForReuse` as `Cell#n`.
@MainActor
final class TracingCollectionCell: UICollectionViewCell {
    let name: String
    weak var trace: ListTrace?
    let label = UILabel()

    override init(frame: CGRect) {
        let t = ListTrace.current
        t?.cellCount += 1
        name = "Cell#\(t?.cellCount ?? 0)"
        trace = t
        super.init(frame: frame)
        label.frame = CGRect(x: 0, y: 0, width: 17, height: 1)
        label.autoresizingMask = [.flexibleWidth]
        contentView.addSubview(label)
        t?.log("\(name).init(frame:)")
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        trace?.log("\(name).prepareForReuse()")
    }
}

@MainActor
func collectionCellName(_ cell: UICollectionViewCell?) -> String {
    guard let cell else { return "nil" }
    return (cell as? TracingCollectionCell)?.name ?? String(describing: type(of: cell))
}

/// A data source of `items[section]` items that logs its calls and dequeues
/// `TracingCollectionCell`s registered under "c", labelled "Item n" (n = item + 100 × section).
@MainActor
final class TraceCollectionDataSource: UICollectionViewDataSource {
    let trace: ListTrace
    var items: [Int]
    var logCounts = true
    init(_ trace: ListTrace, items: [Int]) { self.trace = trace; self.items = items }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        if logCounts { trace.log("DataSource.numberOfSections(in: Collection)") }
        return items.count
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        if logCounts { trace.log("DataSource.collectionView(Collection, numberOfItemsInSection: \(section))") }
        return items[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        trace.log("DataSource.collectionView(Collection, cellForItemAt: \(indexPath))")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath) as! TracingCollectionCell
        cell.label.text = "Item \(indexPath.item + 100 * indexPath.section)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        trace.log("DataSource.collectionView(Collection, viewForSupplementaryElementOfKind: \(kind == UICollectionView.elementKindSectionHeader ? "header" : kind), at: \(indexPath))")
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath) as! TitleReusableView
        view.label.text = "Section \(indexPath.section)"
        return view
    }
}

/// A header view with one bold label.
@MainActor
final class TitleReusableView: UICollectionReusableView {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = CGRect(x: 0, y: 0, width: 40, height: 1)
        addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A delegate that logs display, highlight and selection callbacks.
@MainActor
final class TraceCollectionDelegate: UICollectionViewDelegateFlowLayout {
    let trace: ListTrace
    var logsDisplay = true
    var shouldSelect: (IndexPath) -> Bool = { _ in true }
    init(_ trace: ListTrace) { self.trace = trace }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        if logsDisplay { trace.log("Delegate.collectionView(Collection, willDisplay: \(collectionCellName(cell)), forItemAt: \(indexPath))") }
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        if logsDisplay { trace.log("Delegate.collectionView(Collection, didEndDisplaying: \(collectionCellName(cell)), forItemAt: \(indexPath))") }
    }
    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        if logsDisplay { trace.log("Delegate.collectionView(Collection, willDisplaySupplementaryView: header, at: \(indexPath))") }
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath) {
        if logsDisplay { trace.log("Delegate.collectionView(Collection, didEndDisplayingSupplementaryView: header, at: \(indexPath))") }
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        trace.log("Delegate.collectionView(Collection, shouldHighlightItemAt: \(indexPath))")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        trace.log("Delegate.collectionView(Collection, didHighlightItemAt: \(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        trace.log("Delegate.collectionView(Collection, didUnhighlightItemAt: \(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        trace.log("Delegate.collectionView(Collection, shouldSelectItemAt: \(indexPath))")
        return shouldSelect(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        trace.log("Delegate.collectionView(Collection, shouldDeselectItemAt: \(indexPath))")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        trace.log("Delegate.collectionView(Collection, didSelectItemAt: \(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        trace.log("Delegate.collectionView(Collection, didDeselectItemAt: \(indexPath))")
    }
}

/// An 80 × 24 screen showing `view` as its window's root view.
@MainActor
func showCollection(_ view: UIView, width: Int = 80, height: Int = 24, keepAlive: [AnyObject] = []) -> (HeadlessScreen, ViewHostController) {
    showRootView(view, width: width, height: height, keepAlive: keepAlive)
}

/// A grid flow layout: items 17 × 3, 4 per 80-column line 21 columns apart, lines 4 rows apart.
@MainActor
func gridLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 17, height: 3)
    layout.minimumInteritemSpacing = 4
    layout.minimumLineSpacing = 1
    return layout
}

/// A line of the screen with `texts` starting at the given columns.
func screenLine(_ texts: [(Int, String)], width: Int = 80) -> String {
    var chars = [Character](repeating: " ", count: width)
    for (x, t) in texts { for (k, c) in t.enumerated() where x + k < width { chars[x + k] = c } }
    var s = String(chars)
    while s.hasSuffix(" ") { s.removeLast() }
    return s
}
