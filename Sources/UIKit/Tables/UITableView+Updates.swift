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
