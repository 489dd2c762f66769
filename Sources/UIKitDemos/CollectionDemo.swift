import Foundation
import UIKit

/// `collection`: a compositional layout fed by a diffable data source, written as an iOS
/// app would write it. Three sections: "Featured", a row of wide tiles that scrolls on its
/// own (orthogonal, group paging); "Colours", a grid four tiles wide; "Notes", a list. The
/// cells and headers come from registrations. Selecting an item writes it to the log;
/// "Shuffle" on the bar applies a shuffled snapshot, which keeps the cells of items that
/// stay on screen.
enum CollectionDemo {
    @MainActor static func make() -> UIViewController {
        UINavigationController(rootViewController: GalleryViewController())
    }

    enum Section: Int, Hashable, CaseIterable, Sendable {
        case featured, colours, notes
        var title: String { ["Featured", "Colours", "Notes"][rawValue] }
    }

    struct Item: Hashable, Sendable {
        let section: Section
        let name: String
    }

    static let featured = (1...8).map { Item(section: .featured, name: "Featured \($0)") }
    static let colours = ["Red", "Orange", "Yellow", "Green", "Mint", "Teal", "Cyan", "Blue",
                          "Indigo", "Purple", "Pink", "Brown"].map { Item(section: .colours, name: $0) }
    static let notes = (1...30).map { Item(section: .notes, name: "Note \($0)") }

    /// A tile: its name on the first line of a coloured block.
    @MainActor
    final class TileCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.frame = contentView.bounds.insetBy(dx: 1, dy: 0)
            label.autoresizingMask = [.flexibleWidth]
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = CGRect(x: 1, y: 0, width: max(0, contentView.bounds.width - 2), height: 1)
        }
    }

    /// A list row: a label in the content view.
    @MainActor
    final class NoteCell: UICollectionViewListCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = CGRect(x: 1, y: 0, width: max(0, contentView.bounds.width - 2), height: 1)
        }
    }

    /// A section header: its title in bold.
    @MainActor
    final class HeaderView: UICollectionReusableView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .boldSystemFont(ofSize: 17)
            addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = CGRect(x: 1, y: 0, width: max(0, bounds.width - 2), height: 1)
        }
    }

    @MainActor
    final class GalleryViewController: UICollectionViewController {
        private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
        private var shuffles = 0

        init() { super.init(collectionViewLayout: GalleryViewController.makeLayout()) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        /// Featured: 30-point-wide tiles three lines tall in a row that pages by tile;
        /// Colours: a quarter of the width each, two lines tall; Notes: a plain list.
        static func makeLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { index, environment in
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                switch Section(rawValue: index) {
                case .featured:
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(30), heightDimension: .absolute(3)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.orthogonalScrollingBehavior = .groupPaging
                    section.interGroupSpacing = 2
                    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)
                    section.boundarySupplementaryItems = [header]
                    return section
                case .colours:
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
                    item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 1)
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(2)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = 1
                    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)
                    section.boundarySupplementaryItems = [header]
                    return section
                default:
                    var list = UICollectionLayoutListConfiguration(appearance: .plain)
                    list.headerMode = .supplementary
                    return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
                }
            }
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Collection"
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Shuffle", style: .plain, target: self,
                                                                action: GalleryViewController.shuffle)
            let palette: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal,
                                      .systemCyan, .systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemBrown]
            let tile = UICollectionView.CellRegistration<TileCell, Item> { cell, _, item in
                cell.label.text = item.name
                if item.section == .colours, let i = CollectionDemo.colours.firstIndex(of: item) {
                    cell.contentView.backgroundColor = palette[i]
                    cell.label.textColor = .black
                } else {
                    cell.contentView.backgroundColor = .secondarySystemBackground
                    cell.label.textColor = .label
                }
            }
            let note = UICollectionView.CellRegistration<NoteCell, Item> { cell, _, item in
                cell.label.text = item.name
            }
            let header = UICollectionView.SupplementaryRegistration<HeaderView>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
                view.label.text = Section(rawValue: indexPath.section)?.title
            }
            dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { collectionView, indexPath, item in
                item.section == .notes
                    ? collectionView.dequeueConfiguredReusableCell(using: note, for: indexPath, item: item)
                    : collectionView.dequeueConfiguredReusableCell(using: tile, for: indexPath, item: item)
            }
            dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            }
            dataSource.apply(makeSnapshot(), animatingDifferences: false)
        }

        func makeSnapshot() -> NSDiffableDataSourceSnapshot<Section, Item> {
            var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
            snapshot.appendSections(Section.allCases)
            snapshot.appendItems(CollectionDemo.featured, toSection: .featured)
            snapshot.appendItems(CollectionDemo.colours, toSection: .colours)
            snapshot.appendItems(CollectionDemo.notes, toSection: .notes)
            return snapshot
        }

        /// Reverses the colours and rotates the notes by one: a snapshot applied as moves.
        func shuffle() {
            shuffles += 1
            var snapshot = dataSource.snapshot()
            snapshot.deleteItems(snapshot.itemIdentifiers(inSection: .colours))
            let colours = shuffles % 2 == 1 ? Array(CollectionDemo.colours.reversed()) : CollectionDemo.colours
            snapshot.appendItems(colours, toSection: .colours)
            let notes = snapshot.itemIdentifiers(inSection: .notes)
            if let first = notes.first, let last = notes.last { snapshot.moveItem(first, afterItem: last) }
            dataSource.apply(snapshot, animatingDifferences: true) { [weak self] in
                self?.demoNote("applied shuffle \(self?.shuffles ?? 0)")
            }
        }

        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
            demoNote("selected \(item.name) at \(indexPath)")
        }
    }
}
