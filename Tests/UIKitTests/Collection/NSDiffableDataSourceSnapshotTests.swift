import Foundation
import Testing
@testable import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// NSDiffableDataSourceSnapshot as Apple documents it: sections and items in order,
/// lookups by identifier, and UIKit's exceptions for duplicate or unknown identifiers.
@MainActor
@Suite struct NSDiffableDataSourceSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    @Test func appendingInsertingAndReadingBack() {
        var s = Snapshot()
        s.appendSections(["a", "c"])
        s.insertSections(["b"], beforeSection: "c")
        s.appendItems([1, 2, 3], toSection: "a")
        s.appendItems([7, 8])                      // the last section
        s.insertItems([4], afterItem: 3)
        s.insertItems([0], beforeItem: 1)
        s.appendItems([5, 6], toSection: "b")
        #expect(s.sectionIdentifiers == ["a", "b", "c"])
        #expect(s.itemIdentifiers(inSection: "a") == [0, 1, 2, 3, 4])
        #expect(s.itemIdentifiers == [0, 1, 2, 3, 4, 5, 6, 7, 8])
        #expect(s.numberOfItems == 9 && s.numberOfSections == 3)
        #expect(s.numberOfItems(inSection: "b") == 2)
        #expect(s.sectionIdentifier(containingItem: 6) == "b")
        #expect(s.sectionIdentifier(containingItem: 42) == nil)
        #expect(s.indexOfItem(7) == 7 && s.indexOfItem(0) == 0 && s.indexOfItem(42) == nil)
        #expect(s.indexOfSection("c") == 2)
    }

    @Test func deletingAndMoving() {
        var s = Snapshot()
        s.appendSections(["a", "b", "c"])
        s.appendItems([1, 2, 3], toSection: "a")
        s.appendItems([4, 5], toSection: "b")
        s.appendItems([6], toSection: "c")
        s.deleteItems([2, 99])                     // unknown identifiers are ignored
        s.moveItem(1, afterItem: 5)                // into another section
        s.moveItem(6, beforeItem: 3)
        s.deleteSections(["b"])                    // with its items (4, 5, 1)
        #expect(s.sectionIdentifiers == ["a", "c"])
        #expect(s.itemIdentifiers(inSection: "a") == [6, 3])
        #expect(s.itemIdentifiers(inSection: "c") == [])
        #expect(s.sectionIdentifier(containingItem: 1) == nil && s.indexOfItem(6) == 0)
        s.moveSection("c", beforeSection: "a")
        #expect(s.sectionIdentifiers == ["c", "a"] && s.sectionIdentifier(containingItem: 3) == "a")
        s.reloadItems([3])
        s.reconfigureItems([6])
        #expect(s.reloadedItemIdentifiers == [3] && s.reconfiguredItemIdentifiers == [6])
        s.deleteAllItems()
        #expect(s.numberOfSections == 0 && s.numberOfItems == 0)
    }

    /// UIKit refuses identifiers that are already in the snapshot, and items without a
    /// section, with NSInternalInconsistencyException; the snapshot is left as it was.
    @Test func misuseRaisesUIKitsExceptions() {
        let screen = HeadlessScreen.checked()
        var s = Snapshot()
        screen.application.withCurrent {
            s.appendItems([1])
            s.appendSections(["a"])
            s.appendItems([1, 2], toSection: "a")
            s.appendItems([3, 2])
            s.appendItems([4, 4])
            s.appendSections(["a"])
            s.insertItems([9], beforeItem: 42)
        }
        let reasons = screen.diagnostics.exceptions.map { "\($0.name): \($0.reason)" }
        #expect(reasons == [
            "NSInternalInconsistencyException: There are currently no sections in the data source. Please add a section first.",
            "NSInternalInconsistencyException: supplied item identifiers are not unique. Duplicate identifiers: {(\n    2\n)}",
            "NSInternalInconsistencyException: supplied item identifiers are not unique. Duplicate identifiers: {(\n    4\n)}",
            "NSInternalInconsistencyException: supplied section identifiers are not unique. Duplicate identifiers: {(\n    a\n)}",
            "NSInternalInconsistencyException: Invalid item identifier specified for insert: 42",
        ])
        #expect(s.itemIdentifiers == [1, 2] && s.sectionIdentifiers == ["a"])
    }

    // MARK: The difference between two snapshots

    /// For random pairs of snapshots, the computed batch update, applied to the old
    /// sections with UIKit's batch semantics (deletions at old positions, highest first;
    /// then insertions and move destinations at new positions, lowest first), gives exactly
    /// the new sections, and moves are never more than the items that changed order.
    @Test func randomSnapshotPairsDiffIntoUpdatesThatReproduceTheNewSnapshot() {
        var rng = SeededRandom(seed: 11)
        for round in 0..<400 {
            let old = Self.randomSnapshot(&rng, pool: 40)
            var new = round % 3 == 0 ? Self.randomSnapshot(&rng, pool: 40) : Self.mutated(old, &rng)
            if round % 5 == 0, let item = new.itemIdentifiers.first { new.reloadItems([item]) }
            let u = new._update(from: old, reconfigureAsReload: false)
            let applied = Self.apply(u, to: old, new: new)
            #expect(applied.map(\.0) == new.sectionIdentifiers, "round \(round): sections")
            #expect(applied.map(\.1) == new.sectionIdentifiers.map { new.itemIdentifiers(inSection: $0) }, "round \(round): items")
            #expect(Set(u.deleteItems).count == u.deleteItems.count && Set(u.insertItems).count == u.insertItems.count)
        }
    }

    /// A move of one item gives one move, not a deletion and insertion of everything between.
    @Test func oneMovedItemIsOneMove() {
        var old = Snapshot()
        old.appendSections(["a"])
        old.appendItems(Array(0..<10))
        var new = old
        new.moveItem(0, afterItem: 9)
        let u = new._update(from: old, reconfigureAsReload: false)
        #expect(u.moves == [.init(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 9, section: 0))])
        #expect(u.deleteItems.isEmpty && u.insertItems.isEmpty && u.deleteSections.isEmpty && u.insertSections.isEmpty)
    }

    static func randomSnapshot(_ rng: inout SeededRandom, pool: Int) -> Snapshot {
        var s = Snapshot()
        let sections = ["s0", "s1", "s2", "s3", "s4"].shuffled(using: &rng).prefix(Int.random(in: 0...5, using: &rng))
        s.appendSections(Array(sections))
        guard !sections.isEmpty else { return s }
        for item in Array(0..<pool).shuffled(using: &rng).prefix(Int.random(in: 0...pool, using: &rng)) {
            s.appendItems([item], toSection: sections.randomElement(using: &rng)!)
        }
        return s
    }

    static func mutated(_ base: Snapshot, _ rng: inout SeededRandom) -> Snapshot {
        var s = base
        for _ in 0..<Int.random(in: 1...6, using: &rng) {
            let items = s.itemIdentifiers
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: if let i = items.randomElement(using: &rng) { s.deleteItems([i]) }
            case 1:
                let fresh = (100..<140).filter { s.indexOfItem($0) == nil }.randomElement(using: &rng)!
                if let at = items.randomElement(using: &rng) { s.insertItems([fresh], beforeItem: at) }
                else if let sec = s.sectionIdentifiers.first { s.appendItems([fresh], toSection: sec) }
            case 2, 3:
                if let a = items.randomElement(using: &rng), let b = items.randomElement(using: &rng), a != b { s.moveItem(a, afterItem: b) }
            case 4:
                if let a = s.sectionIdentifiers.randomElement(using: &rng), let b = s.sectionIdentifiers.randomElement(using: &rng), a != b {
                    s.moveSection(a, beforeSection: b)
                }
            default:
                if let a = s.sectionIdentifiers.randomElement(using: &rng) { s.deleteSections([a]) }
            }
        }
        return s
    }

    /// UIKit's batch-update semantics on plain arrays: an inserted section comes with the new
    /// snapshot's items (the data source gives them), so only kept sections are edited.
    static func apply(_ u: _SnapshotUpdate, to old: Snapshot, new: Snapshot) -> [(String, [Int])] {
        var sections: [(String, [Int?])] = old.sectionIdentifiers.map { ($0, old.itemIdentifiers(inSection: $0).map { Optional($0) }) }
        var moving: [IndexPath: Int] = [:]
        for m in u.moves { moving[m.to] = sections[m.from.section].1[m.from.item]! }
        let removals = (u.deleteItems + u.moves.map(\.from)).sorted(by: >)
        for ip in removals where !u.deleteSections.contains(ip.section) { sections[ip.section].1[ip.item] = nil }
        for s in u.deleteSections.sorted(by: >) { sections.remove(at: s) }
        var kept = sections.map { ($0.0, $0.1.compactMap { $0 }) }
        for t in u.insertSections.sorted() { kept.insert((new.sectionIdentifiers[t], new.itemIdentifiers(inSection: new.sectionIdentifiers[t])), at: t) }
        let arrivals = (u.insertItems + u.moves.map(\.to)).sorted()
        for ip in arrivals where !u.insertSections.contains(ip.section) {
            let item = moving[ip] ?? new.itemIdentifiers(inSection: new.sectionIdentifiers[ip.section])[ip.item]
            kept[ip.section].1.insert(item, at: ip.item)
        }
        return kept
    }
}
