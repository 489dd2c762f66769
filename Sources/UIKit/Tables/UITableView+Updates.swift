import Foundation
import UIKitEngine

extension UITableView {
    /// Records one change; outside a group it is applied at once (its own group).
    func _update(_ body: (inout _BatchUpdates) -> Void) {
        beginUpdates()
        body(&_pending)
        endUpdates()
    }

    /// Validates the collected changes against the data source's new counts, in UIKit's
    /// wording, and applies them. On an inconsistency the NSInternalInconsistencyException
    /// is raised through the diagnostics and the table keeps its previous state (its counts,
    /// cells and selection); the completion handlers are not called.
    func _applyPendingUpdates() {
        let u = _pending.take()
        // A table that never loaded its data has nothing to update: it loads the new state.
        if _needsReload || u.isEmpty {
            setNeedsLayout()
        } else {
            guard let mapping = _validate(u) else { return }
            _apply(u, mapping)
        }
        u.finish(on: _application)
    }

    /// Checks the update in a table view's words; returns the mapping and the new row
    /// counts, or raises and returns nil. The data source is asked for the new sections'
    /// row counts only once the section changes are consistent.
    private func _validate(_ u: _BatchUpdates) -> (mapping: _UpdateMapping, newRows: [Int])? {
        let ds = dataSource
        let newCount = ds.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        let result = u.check(old: _sections.map(\.rows), newSections: newCount,
                             newElements: { ds?.tableView(self, numberOfRowsInSection: $0) ?? 0 },
                             nouns: .table)
        switch result {
        case .failure(let error):
            _raise(UIKitException.internalInconsistency, error.reason)
            return nil
        case .success(let checked):
            return (checked.mapping, checked.new)
        }
    }

    /// Applies a validated update: cells of deleted and reloaded rows end their display,
    /// the other cells, the selection, the keyboard row and measured heights move to their
    /// new index paths, and the rows now visible are laid out.
    private func _apply(_ u: _BatchUpdates, _ v: (mapping: _UpdateMapping, newRows: [Int])) {
        let m = v.mapping
        let newRows = v.newRows
        let newCount = newRows.count
        for ip in _visibleCells.keys.sorted() where m.reloaded.contains(ip) || m.map(ip) == nil {
            _endDisplaying(ip)
        }
        var cells: [IndexPath: UITableViewCell] = [:]
        for (ip, cell) in _visibleCells { if let n = m.map(ip) { cells[n] = cell } }
        _visibleCells = cells
        _selected = Set(_selected.compactMap { m.reloaded.contains($0) ? nil : m.map($0) })
        _pressedRow = nil
        if let f = _focusedRow {
            if let n = m.map(f) {
                _focusedRow = n
            } else if newCount > 0 {
                // The keyboard row was deleted: stay at the same place (the next row).
                let t = min(f.section < m.sectionMap.count ? (m.sectionMap[f.section] ?? f.section) : f.section, newCount - 1)
                _focusedRow = newRows[t] > 0 ? IndexPath(row: min(f.row, newRows[t] - 1), section: t) : nil
                if _focusedRow == nil { _focusedRow = _firstNonEmpty(from: t, rows: newRows) }
            } else {
                _focusedRow = nil
            }
        }
        var sections: [_TableSection] = []
        sections.reserveCapacity(newCount)
        var oldForNew = [Int?](repeating: nil, count: newCount)
        for (s, t) in m.sectionMap.enumerated() { if let t { oldForNew[t] = s } }
        for t in 0..<newCount {
            if let s = oldForNew[t] {
                var sec = _sections[s]
                sec.rows = newRows[t]
                sec.heights = sec.heights.remapped { r in
                    let old = IndexPath(row: r, section: s)
                    guard !m.reloaded.contains(old), let n = m.map(old), n.section == t else { return nil }
                    return n.row
                }
                sections.append(sec)
            } else {
                sections.append(_TableSection(rows: newRows[t]))
            }
        }
        _removeDisplayedHeadersAndFooters()
        for old in _sections { _enqueueHeaderFooter(old.headerView); _enqueueHeaderFooter(old.footerView) }
        _sections = sections
        for t in _sections.indices { _loadHeaderFooter(t) }
        _indexTitles = dataSource?.sectionIndexTitles(for: self)
        _startsDirty = true
        for (ip, cell) in _visibleCells { _configure(cell, at: ip) }
        setNeedsLayout()
        setNeedsDisplay()
        if window != nil { layoutIfNeeded() }
    }

    private func _firstNonEmpty(from t: Int, rows: [Int]) -> IndexPath? {
        var s = t
        while s < rows.count { if rows[s] > 0 { return IndexPath(row: 0, section: s) }; s += 1 }
        s = t - 1
        while s >= 0 { if rows[s] > 0 { return IndexPath(row: rows[s] - 1, section: s) }; s -= 1 }
        return nil
    }
}

// The public batch-update API: it records changes into `_pending` (see `_update`).
extension UITableView {
    /// Groups row and section changes; the table checks them against the data source's new
    /// counts at the end (B22) and applies them at once. `completion(true)` runs on the next
    /// pass of the run loop (immediately when the table has no application).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        _pending.completions.append(completion)
        endUpdates()
    }

    /// Starts a group of changes (nested groups count).
    public func beginUpdates() {
        _updateDepth += 1
    }

    /// Ends the group begun by `beginUpdates()`; the outermost end checks and applies.
    public func endUpdates() {
        guard _updateDepth > 0 else { return }
        _updateDepth -= 1
        if _updateDepth == 0 { _applyPendingUpdates() }
    }

    /// Inserts rows at `indexPaths` (index paths after the update).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _update { $0.insertRows.append(contentsOf: indexPaths) }
    }
    /// Deletes rows at `indexPaths` (index paths before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _update { $0.deleteRows.append(contentsOf: indexPaths) }
    }
    /// Moves a row (`indexPath` before, `newIndexPath` after the update).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        _update { $0.moves.append((indexPath, newIndexPath)) }
    }
    /// Asks the data source again for the rows (their cells are replaced; counts must not change).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _update { $0.reloadRows.append(contentsOf: indexPaths) }
    }
    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        _update { $0.insertSections.formUnion(sections) }
    }
    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        _update { $0.deleteSections.formUnion(sections) }
    }
    /// Reloads whole sections (a delete and an insert of the same index).
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        _update { $0.deleteSections.formUnion(sections); $0.insertSections.formUnion(sections) }
    }
}
