import Foundation
import UIKit
import UIKitEngine
import HeadlessBackend

// Collection view benchmarks (group "collection"): 1,000,000 items in a flow-layout grid
// and in a compositional list, scrolled one line at a time on an 80×24 screen. Each prints
// the time per step, cellForItemAt calls per step against the visible cells, live cells,
// the layout's prepare time and resident memory growth; a failed check prints "FAILED".

@MainActor private final class CollectionCounters {
    var liveCells = 0
    var cellCalls = 0
}

@MainActor private final class CountedCell: UICollectionViewCell {
    static var counters: CollectionCounters?
    private weak var counters: CollectionCounters?
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 16, height: 1))
    override init(frame: CGRect) {
        super.init(frame: frame)
        counters = Self.counters
        counters?.liveCells += 1
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    isolated deinit { counters?.liveCells -= 1 }
}

@MainActor private final class MillionItems: UICollectionViewDataSource {
    let count: Int
    let counters: CollectionCounters
    init(count: Int, counters: CollectionCounters) { self.count = count; self.counters = counters }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        counters.cellCalls += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath) as! CountedCell
        cell.label.text = "Item \(indexPath.item)"
        return cell
    }
}

private func check(_ ok: Bool) -> String { ok ? "ok" : "FAILED" }

/// Runs the collection view benchmarks and prints their figures.
@MainActor func runCollectionBenchmarks() {
    print("== collection ==")
    let grid = UICollectionViewFlowLayout()
    grid.itemSize = CGSize(width: 17, height: 3)
    grid.minimumInteritemSpacing = 4
    grid.minimumLineSpacing = 1
    benchScroll("flow grid 4 per line, 1,000,000 items", layout: grid, lineStep: 4)
    benchScroll("compositional list, 1,000,000 items",
                layout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)),
                lineStep: 1)
}

/// 1,000,000 items on an 80×24 screen, scrolled down one line (`lineStep` rows) 10,000 times.
@MainActor private func benchScroll(_ name: String, layout: UICollectionViewLayout, lineStep: Int) {
    let counters = CollectionCounters()
    CountedCell.counters = counters
    defer { CountedCell.counters = nil }
    let screen = HeadlessScreen(width: 80, height: 24)
    let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 80, height: 24), collectionViewLayout: layout)
    cv.register(CountedCell.self, forCellWithReuseIdentifier: "c")
    let ds = MillionItems(count: 1_000_000, counters: counters)
    let app = screen.application
    let firstLayout = measure {
        cv.dataSource = ds
        screen.makeWindow(root: BenchViewHost(cv))
    }
    let visible = cv.indexPathsForVisibleItems.count
    for k in 1...200 { cv.contentOffset = CGPoint(x: 0, y: k * lineStep); app.runUntilIdle() }
    cv.contentOffset = .zero
    app.runUntilIdle()
    let rssBefore = residentKilobytes()
    var maxCalls = 0, maxLive = 0, maxVisible = 0
    let steps = 10_000
    let seconds = measure {
        for k in 1...steps {
            let before = counters.cellCalls
            cv.contentOffset = CGPoint(x: 0, y: k * lineStep)
            app.runUntilIdle()
            maxCalls = max(maxCalls, counters.cellCalls - before)
            maxLive = max(maxLive, counters.liveCells)
            maxVisible = max(maxVisible, cv.indexPathsForVisibleItems.count)
        }
    }
    let growth = residentKilobytes() - rssBefore
    let perLine = lineStep == 4 ? 4 : 1
    report("scroll \(name) by 1 line ×\(steps) (80×24, compose)", "\(fmtMicro(seconds / Double(steps))) per step")
    report("  first layout (counts, prepare, \(visible) cells)", fmtMicro(firstLayout))
    report("  cellForItemAt calls per step (max; a line holds \(perLine))", "\(maxCalls)  [≤ \(perLine): \(check(maxCalls <= perLine))]")
    report("  live cells (max; visible ≤ \(maxVisible))", "\(maxLive)  [≤ \(maxVisible + perLine): \(check(maxLive <= maxVisible + perLine))]")
    report("  resident memory growth", "\(growth) KB  [< 2048 KB: \(check(growth < 2048))]")
    let prepare = measure { for _ in 0..<1_000 { cv.collectionViewLayout.invalidateLayout(); cv.layoutIfNeeded() } }
    report("  invalidateLayout + layout pass (prepare of 1,000,000 items)", fmtMicro(prepare / 1_000))
    let jump = measure { for k in 0..<1_000 { cv.scrollToItem(at: IndexPath(item: (k * 7_919) % 1_000_000, section: 0), at: .top, animated: false); cv.layoutIfNeeded() } }
    report("  scrollToItem to a random item + layout", fmtMicro(jump / 1_000))
    withExtendedLifetime(ds) {}
}
