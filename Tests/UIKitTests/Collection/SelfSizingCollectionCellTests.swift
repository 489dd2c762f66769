// Self-sizing collection cells as an iOS developer writes them: a cell whose label is
// pinned to its content view by constraints, in a flow layout with
// `estimatedItemSize = UICollectionViewFlowLayout.automaticSize` and in compositional
// layouts with `.estimated` heights. Apple's documentation: "automaticSize … tells the
// collection view to query each cell for its actual size using the cell's
// preferredLayoutAttributesFitting(_:)"; a flow layout's self-sizing cells fit both
// sides to their content; an estimated dimension's "final size is determined when the
// content is rendered", while the other dimension stays as the layout gives it. Expected
// frames are worked out from the constraints on the headless character-cell device
// (one column per character, one row per line).
import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

/// A label inset one column left and right, pinned to the content view's top and bottom.
@MainActor
private final class WordCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        pin(label, into: contentView, horizontalInset: 1)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
private final class WordsDataSource: NSObject, UICollectionViewDataSource {
    let words: [String]
    let lines: Int
    init(_ words: [String], lines: Int) { self.words = words; self.lines = lines }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { words.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "word", for: indexPath) as! WordCell
        cell.label.numberOfLines = lines
        cell.label.text = words[indexPath.item]
        return cell
    }
}

@MainActor
@Suite struct SelfSizingCollectionCellTests {
    private func show(_ layout: UICollectionViewLayout, _ words: [String], lines: Int, width: Int)
        -> (UICollectionView, HeadlessScreen, WordsDataSource) {
        let cv = UICollectionView(frame: .zero, collectionViewLayout: layout)
        cv.register(WordCell.self, forCellWithReuseIdentifier: "word")
        let ds = WordsDataSource(words, lines: lines)
        cv.dataSource = ds
        let (screen, _) = showCollection(cv, width: width, height: 10, keepAlive: [ds])
        return (cv, screen, ds)
    }

    private func frames(_ cv: UICollectionView, _ n: Int) -> [CGRect?] {
        (0..<n).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    /// `automaticSize`: each cell is as wide as its word plus the two 1-column insets and
    /// one line tall; lines of a 30-column view are packed 1 column apart.
    @Test func flowLayoutCellsFitTheirContent() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 0
        let (cv, screen, _) = show(layout, ["red", "green", "blue", "magenta", "purple", "cyan"], lines: 1, width: 30)
        // 5 + 1 + 7 + 1 + 6 + 1 + 9 = 30 fill the first line exactly; "purple" (8) and
        // "cyan" (6) make the last line, which keeps the minimum spacing.
        #expect(frames(cv, 6) == [
            CGRect(x: 0, y: 0, width: 5, height: 1), CGRect(x: 6, y: 0, width: 7, height: 1),
            CGRect(x: 14, y: 0, width: 6, height: 1), CGRect(x: 21, y: 0, width: 9, height: 1),
            CGRect(x: 0, y: 1, width: 8, height: 1), CGRect(x: 9, y: 1, width: 6, height: 1),
        ])
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 21, y: 0, width: 9, height: 1))
        #expect(cv.contentSize == CGSize(width: 30, height: 2))
        // Each word starts one column inside its cell.
        expectScreen(screen.lines, rows: 0..<2, equal: [
            screenLine([(1, "red"), (7, "green"), (15, "blue"), (22, "magenta")], width: 30),
            screenLine([(1, "purple"), (10, "cyan")], width: 30),
        ])
    }

    /// A list-like compositional layout: full-width items and groups of `.estimated(1)`
    /// height. The label is 20 − 2 = 18 wide: "one two three four" fills the first line.
    @Test func compositionalEstimatedHeightsFollowTheContent() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (cv, screen, _) = show(layout, ["short", "one two three four five", "a b"], lines: 0, width: 20)
        #expect(frames(cv, 3) == [
            CGRect(x: 0, y: 0, width: 20, height: 1), CGRect(x: 0, y: 1, width: 20, height: 2),
            CGRect(x: 0, y: 3, width: 20, height: 1),
        ])
        #expect((cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? WordCell)?.label.frame == CGRect(x: 1, y: 0, width: 18, height: 2))
        #expect(cv.contentSize.height == 4)
        expectScreen(screen.lines, rows: 0..<4, equal: [" short", " one two three four", " five", " a b"])
    }

    /// Two items a row, each half the width and as tall as its group (`.fractionalHeight(1)`)
    /// in groups of estimated height: a group is as tall as its taller item, and both fill it.
    /// Labels are 10 − 2 = 8 wide: "a b c d e" takes 2 lines, "two three four" 3.
    @Test func compositionalGroupsAreAsTallAsTheirTallestItem() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        let (cv, _, _) = show(UICollectionViewCompositionalLayout(section: section), ["a b c d e", "x", "one", "two three four"],
                              lines: 0, width: 20)
        #expect(frames(cv, 4) == [
            CGRect(x: 0, y: 0, width: 10, height: 2), CGRect(x: 10, y: 0, width: 10, height: 2),
            CGRect(x: 0, y: 3, width: 10, height: 3), CGRect(x: 10, y: 3, width: 10, height: 3),
        ])
        // 2 + 1 + 3.
        #expect(cv.contentSize.height == 6)
    }
}
