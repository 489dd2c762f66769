import Foundation
import UIKitEngine

/// A collection view data source driven by snapshots, as
/// `UICollectionViewDiffableDataSource` (Apple: "UICollectionViewDiffableDataSource").
///
/// `init(collectionView:cellProvider:)` makes it the collection view's `dataSource` (held
/// weakly: keep the data source in a property). `apply(_:animatingDifferences:completion:)`
/// reloads a collection view that has not loaded yet and otherwise applies the difference
/// from what is shown as one batch update (sections and items deleted, inserted and moved;
/// reloaded items made again; reconfigured items updated in their cells), so unchanged
/// visible cells stay. Supplementary views come from `supplementaryViewProvider`.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item (usually `dequeueConfiguredReusableCell(using:for:item:)`).
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view of a kind for an index path.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var _collectionView: UICollectionView?
    private let _cellProvider: CellProvider
    private var _snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Makes the headers, footers and other supplementary views the layout asks for.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView` that becomes its `dataSource`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        _collectionView = collectionView
        _cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the sections and items shown (or about to be).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { _snapshot._unmarked }

    /// Makes `snapshot` what the collection view shows (see the type's documentation);
    /// `completion` runs after the update, on the main queue's next turn.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let cv = _collectionView, !cv._needsReload else {
            applySnapshotUsingReloadData(snapshot, completion: completion)
            return
        }
        let update = snapshot._update(from: _snapshot, reconfigureAsReload: false)
        let stored = snapshot._unmarked
        cv.performBatchUpdates({
            self._snapshot = stored
            cv.deleteSections(update.deleteSections)
            cv.insertSections(update.insertSections)
            cv.deleteItems(at: update.deleteItems)
            cv.insertItems(at: update.insertItems)
            for m in update.moves { cv.moveItem(at: m.from, to: m.to) }
            cv.reloadItems(at: update.reloadItems)
        }, completion: { _ in completion?() })
        if !update.reconfigureItems.isEmpty { cv.reconfigureItems(at: update.reconfigureItems) }
    }

    /// Makes `snapshot` what the collection view shows by reloading all of it.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        _snapshot = snapshot._unmarked
        _collectionView?.reloadData()
        if let completion {
            if let cv = _collectionView { cv._enqueue(completion) } else { completion() }
        }
    }

    // MARK: Identifiers and index paths

    /// The item at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { _snapshot._identifier(at: indexPath) }
    /// Where the item is, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { _snapshot._indexPath(of: itemIdentifier) }
    /// The section at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { _snapshot._sectionIdentifier(at: index) }
    /// The index of the section, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { _snapshot._sectionIndex[sectionIdentifier] }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { _snapshot.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        _snapshot._itemCount(inSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = _snapshot._identifier(at: indexPath),
              let cell = _cellProvider(collectionView, indexPath, item) else {
            collectionView._raise(UIKitException.internalInconsistency,
                                  "UICollectionView dataSource returned a nil cell for item at index path: \(indexPath), dataSource: \(objectDescription(self))")
            return collectionView._blankCell()
        }
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            return collectionView._missingSupplementaryView(kind: kind, at: indexPath)
        }
        return view
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// The user moved an item: the current snapshot moves it the same way.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        _snapshot._moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }
}
