import Foundation
import UIKitEngine

extension UICollectionView {
    /// Records one change; outside `performBatchUpdates` it is applied at once.
    func _update(_ body: (inout _BatchUpdates) -> Void) {
        _updateDepth += 1
        body(&_pending)
        _updateDepth -= 1
        if _updateDepth == 0 { _applyPendingUpdates() }
    }

    /// Checks the collected changes against the data source's new counts and applies them.
    /// On an inconsistency UIKit's NSInternalInconsistencyException is raised and the view
    /// keeps its counts, cells and selection; the completions are not called.
    func _applyPendingUpdates() {
        let u = _pending.take()
        // A view that never loaded its data has nothing to update: it loads the new state.
        guard !_needsReload, !u.isEmpty else {
            setNeedsLayout()
            u.finish(on: _application)
            return
        }
        var newCounts: [Int] = []
        if let ds = dataSource {
            let n = max(0, ds.numberOfSections(in: self))
            for s in 0..<n { newCounts.append(max(0, ds.collectionView(self, numberOfItemsInSection: s))) }
        }
        switch u.check(old: _counts, newSections: newCounts.count, newElements: { newCounts[$0] }, nouns: .collection) {
        case .failure(let error):
            _raise(UIKitException.internalInconsistency, error.reason)
        case .success(let (mapping, _)):
            collectionViewLayout.prepare(forCollectionViewUpdates: _updateItems(u))
            _apply(mapping, newCounts: newCounts)
            collectionViewLayout.finalizeCollectionViewUpdates()
            u.finish(on: _application)
        }
    }

    /// The update as the layout is told it.
    private func _updateItems(_ u: _BatchUpdates) -> [UICollectionViewUpdateItem] {
        var items: [UICollectionViewUpdateItem] = []
        let section = { (s: Int) in IndexPath(item: NSNotFound, section: s) }
        for s in u.deleteSections { items.append(.init(before: section(s), after: nil, action: .delete)) }
        for s in u.insertSections { items.append(.init(before: nil, after: section(s), action: .insert)) }
        for m in u.sectionMoves { items.append(.init(before: section(m.from), after: section(m.to), action: .move)) }
        for ip in u.deleteRows { items.append(.init(before: ip, after: nil, action: .delete)) }
        for ip in u.insertRows { items.append(.init(before: nil, after: ip, action: .insert)) }
        for m in u.moves { items.append(.init(before: m.from, after: m.to, action: .move)) }
        for ip in u.reloadRows { items.append(.init(before: ip, after: ip, action: .reload)) }
        return items
    }

    /// Cells of deleted and reloaded items end their display; the others, the selection and
    /// the keyboard item move to their new index paths; supplementary views are shown again;
    /// the layout is prepared for the new counts.
    private func _apply(_ m: _UpdateMapping, newCounts: [Int]) {
        for ip in _visibleCells.keys.sorted() where m.reloaded.contains(ip) || m.map(ip) == nil { _endDisplayingCell(ip) }
        var cells: [IndexPath: UICollectionViewCell] = [:]
        for (ip, cell) in _visibleCells { if let n = m.map(ip) { cells[n] = cell } }
        _visibleCells = cells
        for key in _visibleSupplementary.keys.sorted(by: _supplementaryOrder) { _endDisplayingSupplementary(key) }
        _selected = Set(_selected.compactMap { m.reloaded.contains($0) ? nil : m.map($0) })
        _pressedItem = nil
        let oldFocus = _focusedItem
        _counts = newCounts
        if let f = oldFocus {
            _focusedItem = m.map(f) ?? _nearestItem(to: f)
        }
        for (ip, cell) in _visibleCells {
            cell.isSelected = _selected.contains(ip)
            cell.isHighlighted = isFocused && _focusedItem == ip
        }
        collectionViewLayout._needsPrepare = true
        setNeedsLayout()
        setNeedsDisplay()
        if window != nil { layoutIfNeeded() }
    }

    /// The item at the same place as a deleted one (the next, else the last before it).
    private func _nearestItem(to f: IndexPath) -> IndexPath? {
        guard !_counts.isEmpty else { return nil }
        let s = min(f.section, _counts.count - 1)
        if _counts[s] > 0 { return IndexPath(item: min(f.item, _counts[s] - 1), section: s) }
        return _firstIndexPath
    }
}
