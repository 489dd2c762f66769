import Foundation

/// Row (item) and section changes collected during a table view's `beginUpdates()` /
/// `endUpdates()` group or a collection view's `performBatchUpdates`, in UIKit's
/// convention: deletions, reloads and move sources are positions before the update,
/// insertions and move destinations positions after it.
struct _BatchUpdates {
    var insertRows: [IndexPath] = []
    var deleteRows: [IndexPath] = []
    var reloadRows: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var insertSections = IndexSet()
    var deleteSections = IndexSet()
    var sectionMoves: [(from: Int, to: Int)] = []
    /// The `performBatchUpdates` completions of the group (not part of `isEmpty`).
    var completions: [((Bool) -> Void)?] = []

    var isEmpty: Bool {
        insertRows.isEmpty && deleteRows.isEmpty && reloadRows.isEmpty && moves.isEmpty
            && insertSections.isEmpty && deleteSections.isEmpty && sectionMoves.isEmpty
    }

    /// The changes collected so far; the group starts afresh.
    mutating func take() -> _BatchUpdates {
        defer { self = _BatchUpdates() }
        return self
    }

    /// Calls the completions with `true` on `application`'s next turn (at once without one),
    /// as UIKit calls them after the update.
    @MainActor
    func finish(on application: UIApplication?) {
        guard !completions.isEmpty else { return }
        let completions = completions
        let run = { for c in completions { c?(true) } }
        if let application { application.enqueue(run) } else { run() }
    }

    /// The words of UIKit's NSInternalInconsistencyException reasons, which name the view's
    /// kind and its elements ("row"/"rows" in a table view, "item"/"items" in a collection view).
    struct Nouns {
        var element: String
        var elements: String
        var view: String
        /// The verb a bad reload is reported with (a table view reports it as a delete).
        var reloadVerb: String

        static let table = Nouns(element: "row", elements: "rows", view: "table view", reloadVerb: "delete")
        static let collection = Nouns(element: "item", elements: "items", view: "collection view", reloadVerb: "reload")
    }

    /// Checks the update against the counts before it (`old`, elements per section) and
    /// after it (`newSections` sections; `newElements(s)` asks for section `s`'s count only
    /// once the sections are consistent, as UIKit asks its data source), with UIKit's
    /// messages in `nouns`' words. Returns how old positions map to new ones with the new
    /// counts, or the reason the update is inconsistent.
    func check(old: [Int], newSections newCount: Int, newElements: (Int) -> Int,
               nouns: Nouns) -> Result<(mapping: _UpdateMapping, new: [Int]), _BatchUpdateError> {
        let oldCount = old.count
        let (one, many, view) = (nouns.element, nouns.elements, nouns.view)
        func fail(_ reason: String) -> Result<(mapping: _UpdateMapping, new: [Int]), _BatchUpdateError> {
            .failure(_BatchUpdateError(reason: reason))
        }
        for s in deleteSections where s >= oldCount {
            return fail("attempt to delete section \(s), but there are only \(oldCount) sections before the update")
        }
        for s in insertSections where s >= newCount {
            return fail("attempt to insert section \(s) but there are only \(newCount) sections after the update")
        }
        for m in sectionMoves where m.from >= oldCount || m.to >= newCount || m.from < 0 || m.to < 0 {
            return fail("attempt to move section \(m.from) to section \(m.to), but there are only \(oldCount) sections before the update and \(newCount) after")
        }
        if newCount != oldCount - deleteSections.count + insertSections.count {
            return fail("Invalid update: invalid number of sections. The number of sections contained in the \(view) after the update (\(newCount)) must be equal to the number of sections contained in the \(view) before the update (\(oldCount)), plus or minus the number of sections inserted or deleted (\(insertSections.count) inserted, \(deleteSections.count) deleted).")
        }
        var sectionMap = [Int?](repeating: nil, count: oldCount)
        var newToOld = [Int?](repeating: nil, count: newCount)
        for m in sectionMoves { sectionMap[m.from] = m.to; newToOld[m.to] = m.from }
        let movedFrom = Set(sectionMoves.map(\.from)), movedTo = Set(sectionMoves.map(\.to))
        var survivors = (0..<oldCount).filter { !deleteSections.contains($0) && !movedFrom.contains($0) }.makeIterator()
        for t in 0..<newCount where !insertSections.contains(t) && !movedTo.contains(t) {
            if let s = survivors.next() { newToOld[t] = s; sectionMap[s] = t }
        }
        var new: [Int] = []
        new.reserveCapacity(newCount)
        for t in 0..<newCount { new.append(max(0, newElements(t))) }

        func checkOld(_ ip: IndexPath, _ verb: String) -> String? {
            guard ip.count == 2 else { return "attempt to \(verb) an invalid index path \(ip)" }
            if ip.section < 0 || ip.section >= oldCount {
                return "attempt to \(verb) \(one) \(ip.item) from section \(ip.section), but there are only \(oldCount) sections before the update"
            }
            if ip.item < 0 || ip.item >= old[ip.section] {
                return "attempt to \(verb) \(one) \(ip.item) from section \(ip.section) which only contains \(old[ip.section]) \(many) before the update"
            }
            return nil
        }
        func checkNew(_ ip: IndexPath) -> String? {
            guard ip.count == 2 else { return "attempt to insert an invalid index path \(ip)" }
            if ip.section < 0 || ip.section >= newCount {
                return "attempt to insert \(one) \(ip.item) into section \(ip.section), but there are only \(newCount) sections after the update"
            }
            if ip.item < 0 || ip.item >= new[ip.section] {
                return "attempt to insert \(one) \(ip.item) into section \(ip.section), but there are only \(new[ip.section]) \(many) in section \(ip.section) after the update"
            }
            return nil
        }
        for ip in deleteRows { if let e = checkOld(ip, "delete") { return fail(e) } }
        for ip in reloadRows { if let e = checkOld(ip, nouns.reloadVerb) { return fail(e) } }
        for m in moves {
            if checkOld(m.from, "move") != nil {
                let count = m.from.section >= 0 && m.from.section < oldCount ? old[m.from.section] : 0
                return fail("attempt to move index path (\(m.from)) that does not exist - there are only \(count) \(many) in section \(m.from.section) before the update")
            }
            if checkNew(m.to) != nil {
                let count = m.to.section >= 0 && m.to.section < newCount ? new[m.to.section] : 0
                return fail("attempt to move index path (\(m.from)) to index path (\(m.to)) that does not exist - there are only \(count) \(many) in section \(m.to.section) after the update")
            }
        }
        for ip in insertRows { if let e = checkNew(ip) { return fail(e) } }

        var removed: [Int: Set<Int>] = [:], inserted: [Int: Set<Int>] = [:]
        var movedOut: [Int: Int] = [:], movedIn: [Int: Int] = [:]
        var movedItems: [IndexPath: IndexPath] = [:]
        for ip in deleteRows where sectionMap[ip.section] != nil { removed[ip.section, default: []].insert(ip.item) }
        let deletedCount = removed.mapValues(\.count)
        for ip in insertRows { inserted[ip.section, default: []].insert(ip.item) }
        let insertedCount = inserted.mapValues(\.count)
        for m in moves {
            if let t = sectionMap[m.from.section] {
                removed[m.from.section, default: []].insert(m.from.item)
                if t != m.to.section { movedOut[m.from.section, default: 0] += 1 }
            }
            inserted[m.to.section, default: []].insert(m.to.item)
            if newToOld[m.to.section] != m.from.section { movedIn[m.to.section, default: 0] += 1 }
            movedItems[m.from] = m.to
        }
        for t in 0..<newCount {
            guard let s = newToOld[t] else { continue }
            let ins = insertedCount[t] ?? 0, del = deletedCount[s] ?? 0
            let mIn = movedIn[t] ?? 0, mOut = movedOut[s] ?? 0
            if new[t] != old[s] + ins - del + mIn - mOut {
                return fail("Invalid update: invalid number of \(many) in section \(t). The number of \(many) contained in an existing section after the update (\(new[t])) must be equal to the number of \(many) contained in that section before the update (\(old[s])), plus or minus the number of \(many) inserted or deleted from that section (\(ins) inserted, \(del) deleted) and plus or minus the number of \(many) moved into or out of that section (\(mIn) moved in, \(mOut) moved out).")
            }
        }
        let mapping = _UpdateMapping(sectionMap: sectionMap,
                                     removed: removed.mapValues { $0.sorted() },
                                     inserted: inserted.mapValues { $0.sorted() },
                                     movedTo: movedItems,
                                     reloaded: Set(reloadRows))
        return .success((mapping, new))
    }
}

/// Why a batch update is inconsistent (UIKit's NSInternalInconsistencyException reason).
struct _BatchUpdateError: Error { var reason: String }

/// How old rows (items) and sections map to new ones after a validated update.
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
    _partitionPoint(sorted.indices) { sorted[$0] < value }
}

private func _binarySearchContains(_ sorted: [Int], _ value: Int) -> Bool {
    let i = _countLess(sorted, value)
    return i < sorted.count && sorted[i] == value
}
