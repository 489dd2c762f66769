import Foundation
import UIKitEngine

/// Row and section changes collected between `beginUpdates()` and `endUpdates()`.
/// Deletions, reloads and move sources are index paths before the update; insertions and
/// move destinations are index paths after it (UIKit's convention).
struct _PendingUpdates {
    var insertRows: [IndexPath] = []
    var deleteRows: [IndexPath] = []
    var reloadRows: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var insertSections = IndexSet()
    var deleteSections = IndexSet()

    var isEmpty: Bool {
        insertRows.isEmpty && deleteRows.isEmpty && reloadRows.isEmpty && moves.isEmpty
            && insertSections.isEmpty && deleteSections.isEmpty
    }
}

/// How old rows and sections map to new ones after a validated update.
struct _UpdateMapping {
    var sectionMap: [Int?]          // old section → new section (nil: deleted)
    var removed: [Int: [Int]]       // old section → sorted old rows removed (deleted or moved out)
    var inserted: [Int: [Int]]      // new section → sorted new rows inserted (inserted or moved in)
    var movedTo: [IndexPath: IndexPath]
    var reloaded: Set<IndexPath>

    /// The new index path of old row `ip`, or nil when it was deleted.
    func map(_ ip: IndexPath) -> IndexPath? {
        guard ip.section < sectionMap.count, let t = sectionMap[ip.section] else { return nil }
        if let dest = movedTo[ip] { return dest }
        let gone = removed[ip.section] ?? []
        if _binarySearchContains(gone, ip.row) { return nil }
        var row = ip.row - _countLess(gone, ip.row)
        for p in inserted[t] ?? [] { if p <= row { row += 1 } else { break } }
        return IndexPath(row: row, section: t)
    }
}

private func _countLess(_ sorted: [Int], _ value: Int) -> Int {
    var lo = 0, hi = sorted.count
    while lo < hi { let mid = (lo + hi) / 2; if sorted[mid] < value { lo = mid + 1 } else { hi = mid } }
    return lo
}

private func _binarySearchContains(_ sorted: [Int], _ value: Int) -> Bool {
    let i = _countLess(sorted, value)
    return i < sorted.count && sorted[i] == value
}

extension UITableView {
    /// Records one change; outside a group it is applied at once (its own group).
    func _update(_ body: (inout _PendingUpdates) -> Void) {
        beginUpdates()
        body(&_pending)
        endUpdates()
    }

    /// Validates the collected changes against the data source's new counts, in UIKit's
    /// wording, and applies them. On an inconsistency the NSInternalInconsistencyException
    /// is raised through the diagnostics and the table keeps its previous state (its counts,
    /// cells and selection); the completion handlers are not called.
    func _applyPendingUpdates() {
        let u = _pending
        _pending = _PendingUpdates()
        let completions = _pendingCompletions
        _pendingCompletions = []
        let finish = { [weak self] in
            guard !completions.isEmpty else { return }
            let run = { for c in completions { c?(true) } }
            if let app = self?._application { app.enqueue(run) } else { run() }
        }
        // A table that never loaded its data has nothing to update: it loads the new state.
        if _needsReload || u.isEmpty {
            setNeedsLayout()
            finish()
            return
        }
        guard let mapping = _validate(u) else { return }
        _apply(u, mapping)
        finish()
    }

    /// Checks the update; returns the mapping, or raises and returns nil.
    private func _validate(_ u: _PendingUpdates) -> (mapping: _UpdateMapping, newRows: [Int])? {
        let ds = dataSource
        let oldCount = _sections.count
        let oldRows = _sections.map(\.rows)
        let newCount = ds.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        let fail = { (reason: String) -> (mapping: _UpdateMapping, newRows: [Int])? in
            self._raise(UIKitException.internalInconsistency, reason)
            return nil
        }
        for s in u.deleteSections where s >= oldCount {
            return fail("attempt to delete section \(s), but there are only \(oldCount) sections before the update")
        }
        for s in u.insertSections where s >= newCount {
            return fail("attempt to insert section \(s) but there are only \(newCount) sections after the update")
        }
        if newCount != oldCount - u.deleteSections.count + u.insertSections.count {
            return fail("Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(newCount)) must be equal to the number of sections contained in the table view before the update (\(oldCount)), plus or minus the number of sections inserted or deleted (\(u.insertSections.count) inserted, \(u.deleteSections.count) deleted).")
        }
        var sectionMap = [Int?](repeating: nil, count: oldCount)
        var newToOld = [Int?](repeating: nil, count: newCount)
        var survivors = (0..<oldCount).filter { !u.deleteSections.contains($0) }.makeIterator()
        for t in 0..<newCount where !u.insertSections.contains(t) {
            if let s = survivors.next() { newToOld[t] = s; sectionMap[s] = t }
        }
        var newRows: [Int] = []
        newRows.reserveCapacity(newCount)
        for t in 0..<newCount { newRows.append(max(0, ds?.tableView(self, numberOfRowsInSection: t) ?? 0)) }

        func checkOld(_ ip: IndexPath, _ verb: String) -> String? {
            guard ip.count == 2 else { return "attempt to \(verb) an invalid index path \(ip)" }
            if ip.section < 0 || ip.section >= oldCount {
                return "attempt to \(verb) row \(ip.row) from section \(ip.section), but there are only \(oldCount) sections before the update"
            }
            if ip.row < 0 || ip.row >= oldRows[ip.section] {
                return "attempt to \(verb) row \(ip.row) from section \(ip.section) which only contains \(oldRows[ip.section]) rows before the update"
            }
            return nil
        }
        func checkNew(_ ip: IndexPath) -> String? {
            guard ip.count == 2 else { return "attempt to insert an invalid index path \(ip)" }
            if ip.section < 0 || ip.section >= newCount {
                return "attempt to insert row \(ip.row) into section \(ip.section), but there are only \(newCount) sections after the update"
            }
            if ip.row < 0 || ip.row >= newRows[ip.section] {
                return "attempt to insert row \(ip.row) into section \(ip.section), but there are only \(newRows[ip.section]) rows in section \(ip.section) after the update"
            }
            return nil
        }
        for ip in u.deleteRows { if let e = checkOld(ip, "delete") { return fail(e) } }
        for ip in u.reloadRows { if let e = checkOld(ip, "delete") { return fail(e) } }
        for m in u.moves {
            if checkOld(m.from, "move") != nil {
                let rows = m.from.section >= 0 && m.from.section < oldCount ? oldRows[m.from.section] : 0
                return fail("attempt to move index path (\(m.from)) that does not exist - there are only \(rows) rows in section \(m.from.section) before the update")
            }
            if checkNew(m.to) != nil {
                let rows = m.to.section >= 0 && m.to.section < newCount ? newRows[m.to.section] : 0
                return fail("attempt to move index path (\(m.from)) to index path (\(m.to)) that does not exist - there are only \(rows) rows in section \(m.to.section) after the update")
            }
        }
        for ip in u.insertRows { if let e = checkNew(ip) { return fail(e) } }

        var removed: [Int: Set<Int>] = [:], inserted: [Int: Set<Int>] = [:]
        var movedOut: [Int: Int] = [:], movedIn: [Int: Int] = [:]
        var movedTo: [IndexPath: IndexPath] = [:]
        for ip in u.deleteRows where sectionMap[ip.section] != nil { removed[ip.section, default: []].insert(ip.row) }
        var deletedCount: [Int: Int] = [:]
        for (s, rows) in removed { deletedCount[s] = rows.count }
        for ip in u.insertRows { inserted[ip.section, default: []].insert(ip.row) }
        var insertedCount: [Int: Int] = [:]
        for (t, rows) in inserted { insertedCount[t] = rows.count }
        for m in u.moves {
            if let t = sectionMap[m.from.section] {
                removed[m.from.section, default: []].insert(m.from.row)
                if t != m.to.section { movedOut[m.from.section, default: 0] += 1 }
            }
            inserted[m.to.section, default: []].insert(m.to.row)
            if newToOld[m.to.section] == nil || newToOld[m.to.section] != m.from.section { movedIn[m.to.section, default: 0] += 1 }
            movedTo[m.from] = m.to
        }
        for t in 0..<newCount {
            guard let s = newToOld[t] else { continue }
            let ins = insertedCount[t] ?? 0, del = deletedCount[s] ?? 0
            let mIn = movedIn[t] ?? 0, mOut = movedOut[s] ?? 0
            if newRows[t] != oldRows[s] + ins - del + mIn - mOut {
                return fail("Invalid update: invalid number of rows in section \(t). The number of rows contained in an existing section after the update (\(newRows[t])) must be equal to the number of rows contained in that section before the update (\(oldRows[s])), plus or minus the number of rows inserted or deleted from that section (\(ins) inserted, \(del) deleted) and plus or minus the number of rows moved into or out of that section (\(mIn) moved in, \(mOut) moved out).")
            }
        }
        let mapping = _UpdateMapping(sectionMap: sectionMap,
                                     removed: removed.mapValues { $0.sorted() },
                                     inserted: inserted.mapValues { $0.sorted() },
                                     movedTo: movedTo,
                                     reloaded: Set(u.reloadRows))
        return (mapping, newRows)
    }

    /// Applies a validated update: cells of deleted and reloaded rows end their display,
    /// the other cells, the selection, the keyboard row and measured heights move to their
    /// new index paths, and the rows now visible are laid out.
    private func _apply(_ u: _PendingUpdates, _ v: (mapping: _UpdateMapping, newRows: [Int])) {
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
