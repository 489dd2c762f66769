import Foundation
import UIKitEngine

/// A table data source driven by snapshots, as `UITableViewDiffableDataSource` (Apple:
/// "UITableViewDiffableDataSource").
///
/// `init(tableView:cellProvider:)` makes it the table's `dataSource` (held weakly by the
/// table: keep the data source alive, usually in a property). Give it the sections and
/// items with `apply(_:animatingDifferences:completion:)`: the first snapshot applied to a
/// table that has not loaded reloads it; later ones are compared with what is shown and
/// applied as one batch update (deleted, inserted and moved sections and rows, reloaded
/// rows) so visible cells of unchanged items are kept. The cell provider is asked only for
/// rows that come on screen.
///
/// Header and footer titles, editing and moving are the `UITableViewDataSource` methods of
/// this class (open: override them in a subclass). As in UIKit, rows are not editable or
/// movable unless a subclass says so; a row the user moves is moved in the current snapshot.
///
/// Reconfiguring (`reconfigureItems`) reloads the rows in a table (this table has no
/// reconfigure pass of its own); see docs/DECISIONS.md.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UITableViewDataSource {
    /// Makes the cell for an item at an index path (nil is a programming error, as in UIKit).
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var _tableView: UITableView?
    private let _cellProvider: CellProvider
    private var _snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// The animation rows get when a snapshot is applied with animation (default `.automatic`).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView` that becomes its `dataSource`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        _tableView = tableView
        _cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the sections and items shown (or about to be).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { _snapshot._unmarked }

    /// Makes `snapshot` what the table shows: a batch update of the differences (with
    /// `defaultRowAnimation` when `animatingDifferences`, else none), or a reload when the
    /// table has not loaded its data yet. `completion` runs after the update, on the main
    /// queue's next turn.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let table = _tableView, !table._needsReload else {
            applySnapshotUsingReloadData(snapshot, completion: completion)
            return
        }
        let update = snapshot._update(from: _snapshot, reconfigureAsReload: true)
        let animation: UITableView.RowAnimation = animatingDifferences ? defaultRowAnimation : .none
        let stored = snapshot._unmarked
        table.performBatchUpdates({
            self._snapshot = stored
            table.deleteSections(update.deleteSections, with: animation)
            table.insertSections(update.insertSections, with: animation)
            table.deleteRows(at: update.deleteItems, with: animation)
            table.insertRows(at: update.insertItems, with: animation)
            for m in update.moves { table.moveRow(at: m.from, to: m.to) }
            table.reloadRows(at: update.reloadItems, with: animation)
        }, completion: { _ in completion?() })
    }

    /// Makes `snapshot` what the table shows by reloading all of it (no differences computed).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        _snapshot = snapshot._unmarked
        _tableView?.reloadData()
        if let completion { _enqueue(completion) }
    }

    private func _enqueue(_ work: @escaping () -> Void) {
        if let app = _tableView?._application { app.enqueue(work) } else { work() }
    }

    // MARK: Identifiers and index paths

    /// The item at `indexPath`, or nil when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { _snapshot._identifier(at: indexPath) }
    /// Where the item is, or nil when the snapshot does not hold it.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { _snapshot._indexPath(of: itemIdentifier) }
    /// The section at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { _snapshot._sectionIdentifier(at: index) }
    /// The index of the section, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { _snapshot._sectionIndex[sectionIdentifier] }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { _snapshot.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        _snapshot._itemCount(inSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = _snapshot._identifier(at: indexPath) else {
            tableView._raise(UIKitException.internalInconsistency, "Invalid index path requested for cell: \(indexPath)")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        guard let cell = _cellProvider(tableView, indexPath, item) else {
            tableView._raise(UIKitException.internalInconsistency,
                             "UITableView dataSource returned a nil cell for row at index path: \(indexPath). Table view: \(objectDescription(tableView)), dataSource: \(objectDescription(self))")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// Rows are not editable unless a subclass says so (UIKit's diffable default).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// The user moved a row: the current snapshot moves the item the same way.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        _snapshot._moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }
}
