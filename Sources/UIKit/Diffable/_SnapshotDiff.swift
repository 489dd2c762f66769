import Foundation

/// The batch update that turns what a view shows (an old snapshot) into a new snapshot, in
/// UIKit's batch-update convention: deleted sections and items and move sources are
/// positions before the update, inserted ones and move destinations positions after it.
struct _SnapshotUpdate: Equatable {
    var deleteSections = IndexSet()
    var insertSections = IndexSet()
    /// Items removed (old index paths), not counting those in deleted sections.
    var deleteItems: [IndexPath] = []
    /// Items added (new index paths), not counting those in inserted sections.
    var insertItems: [IndexPath] = []
    /// Items that keep their identity but change place (old → new index path).
    var moves: [Move] = []
    /// Items whose cells are made again (old index paths; the item stays in place).
    var reloadItems: [IndexPath] = []
    /// Items updated in their existing cells after the update (new index paths).
    var reconfigureItems: [IndexPath] = []

    struct Move: Equatable { var from: IndexPath; var to: IndexPath }

    var isEmpty: Bool {
        deleteSections.isEmpty && insertSections.isEmpty && deleteItems.isEmpty && insertItems.isEmpty
            && moves.isEmpty && reloadItems.isEmpty && reconfigureItems.isEmpty
    }
}

extension NSDiffableDataSourceSnapshot {
    /// The update from `old` to this snapshot.
    ///
    /// Sections: those only in `old` are deleted, those only here inserted; among the
    /// sections in both, the longest run kept in the same relative order stays and the
    /// others are deleted and inserted again (a moved section), as are sections marked for
    /// reload. Items, in each section that stays: an item in both places whose section
    /// stays is kept when it belongs to the longest increasing run of old positions (in new
    /// order) and moved otherwise; other items are deleted or inserted. So the moves are
    /// the fewest that keep every other item where it was. An item marked for reload stays
    /// in place and is reloaded, or is deleted and inserted when it also moved; with
    /// `reconfigureAsReload` (a table, which has no reconfigure) reconfigured items are
    /// treated the same way. O(n log n) in the number of items.
    func _update(from old: NSDiffableDataSourceSnapshot, reconfigureAsReload: Bool) -> _SnapshotUpdate {
        var u = _SnapshotUpdate()
        let reloadedSections = Set(_reloadedSections)
        // Sections in both, in new order, with their old index.
        var common: [(new: Int, old: Int)] = []
        for (t, id) in _sections.enumerated() {
            if let s = old._sectionIndex[id], !reloadedSections.contains(id) { common.append((t, s)) } else { u.insertSections.insert(t) }
        }
        var newForOld = [Int?](repeating: nil, count: old._sections.count)
        var oldForNew = [Int?](repeating: nil, count: _sections.count)
        let keep = Set(_longestIncreasingRun(common.map(\.old)))
        for (k, pair) in common.enumerated() {
            if keep.contains(k) {
                newForOld[pair.old] = pair.new
                oldForNew[pair.new] = pair.old
            } else {
                u.insertSections.insert(pair.new)
            }
        }
        for s in old._sections.indices where newForOld[s] == nil { u.deleteSections.insert(s) }

        var reconfigured = _reconfiguredItems
        for id in _reconfiguredSections { if let s = _sectionIndex[id] { reconfigured += _items[s] } }
        let reload = Set(reconfigureAsReload ? _reloadedItems + reconfigured : _reloadedItems)
        let reconfigure = reconfigureAsReload ? [] : Set(reconfigured)
        for t in _sections.indices {
            guard let s = oldForNew[t] else { continue }
            let oldItems = old._items[s]
            var oldPosition: [ItemIdentifierType: Int] = [:]
            oldPosition.reserveCapacity(oldItems.count)
            for (i, item) in oldItems.enumerated() { oldPosition[item] = i }
            // Items of this section that were in the old section: candidates to stay.
            var stay: [(new: Int, old: Int)] = []
            for (j, item) in _items[t].enumerated() {
                let to = IndexPath(item: j, section: t)
                if let i = oldPosition[item] {
                    stay.append((j, i))
                } else if let s2 = old._itemSection[item], newForOld[s2] != nil {
                    let i2 = old._items[s2].firstIndex(of: item)!
                    _addMove(&u, from: IndexPath(item: i2, section: s2), to: to, item: item, reload: reload, reconfigure: reconfigure)
                } else {
                    u.insertItems.append(to)
                }
            }
            let kept = Set(_longestIncreasingRun(stay.map(\.old)))
            for (k, pair) in stay.enumerated() {
                let from = IndexPath(item: pair.old, section: s), to = IndexPath(item: pair.new, section: t)
                let item = _items[t][pair.new]
                if kept.contains(k) {
                    if reload.contains(item) { u.reloadItems.append(from) }
                    if reconfigure.contains(item) { u.reconfigureItems.append(to) }
                } else {
                    _addMove(&u, from: from, to: to, item: item, reload: reload, reconfigure: reconfigure)
                }
            }
            // Old items that are gone, or went to a section that does not stay.
            for (i, item) in oldItems.enumerated() {
                guard let t2 = _itemSection[item] else { u.deleteItems.append(IndexPath(item: i, section: s)); continue }
                if oldForNew[t2] == nil { u.deleteItems.append(IndexPath(item: i, section: s)) }
            }
        }
        u.deleteItems.sort()
        u.insertItems.sort()
        u.reloadItems.sort()
        u.reconfigureItems.sort()
        return u
    }

    private func _addMove(_ u: inout _SnapshotUpdate, from: IndexPath, to: IndexPath, item: ItemIdentifierType,
                          reload: Set<ItemIdentifierType>, reconfigure: Set<ItemIdentifierType>) {
        if reload.contains(item) {
            u.deleteItems.append(from)
            u.insertItems.append(to)
        } else {
            u.moves.append(.init(from: from, to: to))
            if reconfigure.contains(item) { u.reconfigureItems.append(to) }
        }
    }
}

/// The positions (into `values`) of one longest strictly increasing subsequence, by patience
/// sorting with back pointers: O(n log n).
func _longestIncreasingRun(_ values: [Int]) -> [Int] {
    guard !values.isEmpty else { return [] }
    var tails: [Int] = []            // position of the smallest tail of each run length
    var previous = [Int](repeating: -1, count: values.count)
    for (i, v) in values.enumerated() {
        let lo = _partitionPoint(tails.indices) { values[tails[$0]] < v }
        if lo > 0 { previous[i] = tails[lo - 1] }
        if lo == tails.count { tails.append(i) } else { tails[lo] = i }
    }
    var run: [Int] = []
    var k = tails.last!
    while k >= 0 { run.append(k); k = previous[k] }
    return run.reversed()
}
