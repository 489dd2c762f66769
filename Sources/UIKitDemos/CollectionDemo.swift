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
            // A line of text in from the tile's edge: one column on a terminal; on a phone
            // 10 points in and 8 down, under the tile's 10-point corners.
            if demoLaysOutInCells {
                label.frame = CGRect(x: 1, y: 0, width: max(0, contentView.bounds.width - 2), height: 1)
            } else {
                label.frame = CGRect(x: 10, y: 8, width: max(0, contentView.bounds.width - 20), height: 22)
                contentView.layer.cornerRadius = 10
                contentView.clipsToBounds = true
            }
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
            // Inside the row's margins: a column on a terminal, 16 points on a phone.
            let inset: CGFloat = demoLaysOutInCells ? 1 : 16
            let height = demoLaysOutInCells ? 1 : contentView.bounds.height
            label.frame = CGRect(x: inset, y: 0, width: max(0, contentView.bounds.width - 2 * inset), height: height)
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
            let inset: CGFloat = demoLaysOutInCells ? 1 : 16
            let height = demoLaysOutInCells ? 1 : bounds.height
            label.frame = CGRect(x: inset, y: 0, width: max(0, bounds.width - 2 * inset), height: height)
        }
    }

    /// The view whose device the layout measures in (set once the collection view exists).
    @MainActor
    final class LayoutDevice {
        weak var view: UIView?
        /// Cells on a terminal (or before the view exists); a phone's points otherwise.
        var inCells: Bool { view?.demoLaysOutInCells ?? true }
    }

    @MainActor
    final class GalleryViewController: UICollectionViewController {
        private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
        private var shuffles = 0
        private let device: LayoutDevice

        init() {
            let device = LayoutDevice()
            self.device = device
            super.init(collectionViewLayout: GalleryViewController.makeLayout(device))
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        /// Featured: tiles in a row that pages by tile; Colours: a quarter of the width each;
        /// Notes: a plain list. On a terminal (sizes in cells) the tiles are 30 columns by 3
        /// lines and 2 lines, headers a line; on a phone (points) as an iOS gallery sizes
        /// them: 160 × 100-point featured tiles 10 points apart, 60-point colour tiles 8
        /// points apart, 16-point section margins, 38-point headers.
        static func makeLayout(_ device: LayoutDevice) -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { index, environment in
                let cells = device.inCells
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(cells ? 1 : 38)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                switch Section(rawValue: index) {
                case .featured:
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(cells ? 30 : 160), heightDimension: .absolute(cells ? 3 : 100)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.orthogonalScrollingBehavior = .groupPaging
                    section.interGroupSpacing = cells ? 2 : 10
                    section.contentInsets = cells ? NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)
                        : NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 20, trailing: 16)
                    section.boundarySupplementaryItems = [header]
                    return section
                case .colours:
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
                    item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: cells ? 1 : 8)
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(cells ? 2 : 60)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = cells ? 1 : 8
                    section.contentInsets = cells ? NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)
                        : NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 20, trailing: 8)
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
            device.view = collectionView
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
