import Foundation
import UIKitEngine

/// The state of a diffable data source's sections and items at one moment, as
/// `NSDiffableDataSourceSnapshot` (Apple: "NSDiffableDataSourceSnapshot").
///
/// A value: sections and items are identified by their `Hashable` identifiers, each unique
/// in the whole snapshot (an item identifier may not appear in two sections). Build one,
/// then `apply(_:animatingDifferences:completion:)` it to a `UITableViewDiffableDataSource`
/// or `UICollectionViewDiffableDataSource`, which computes the difference from what is shown
/// and updates the view in one batch.
///
/// **Misuse** raises UIKit's NSInternalInconsistencyException through the application's
/// diagnostics (with no application running, or off the main actor, the process stops):
/// - appending or inserting an identifier already in the snapshot: "supplied item
///   identifiers are not unique. Duplicate identifiers: {(…)}" (sections: "supplied
///   section identifiers are not unique. …");
/// - appending items while there are no sections: "There are currently no sections in the
///   data source. Please add a section first.";
/// - naming a section or item the snapshot does not hold ("Invalid section identifier
///   specified: …", "Invalid item identifier specified for …: …").
/// The operation is then not performed (nothing half-applied).
///
/// **Cost.** Appends are O(count appended); a lookup by identifier is O(1) for the
/// section and O(items in that section) for the position; inserting or deleting sections
/// re-indexes the items after them.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// Section identifiers in order.
    var _sections: [SectionIdentifierType] = []
    /// Section identifier → its index in `_sections`.
    var _sectionIndex: [SectionIdentifierType: Int] = [:]
    /// The items of each section, in order (parallel to `_sections`).
    var _items: [[ItemIdentifierType]] = []
    /// Item identifier → the index of its section.
    var _itemSection: [ItemIdentifierType: Int] = [:]
    var _reloadedSections: [SectionIdentifierType] = []
    var _reconfiguredSections: [SectionIdentifierType] = []
    var _reloadedItems: [ItemIdentifierType] = []
    var _reconfiguredItems: [ItemIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { _itemSection.count }
    /// The number of sections.
    public var numberOfSections: Int { _sections.count }
    /// The section identifiers in order.
    public var sectionIdentifiers: [SectionIdentifierType] { _sections }
    /// Every item identifier, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { _items.flatMap { $0 } }
    /// Sections marked with `reloadSections(_:)` since the snapshot was made.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { _reloadedSections }
    /// Items marked with `reloadItems(_:)`.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { _reloadedItems }
    /// Items marked with `reconfigureItems(_:)`.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { _reconfiguredItems }

    /// The number of items in `identifier`'s section; raises for an unknown section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let s = _sectionIndex[identifier] else { _invalidSection(identifier); return 0 }
        return _items[s].count
    }

    /// The items of `identifier`'s section in order; raises for an unknown section.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let s = _sectionIndex[identifier] else { _invalidSection(identifier); return [] }
        return _items[s]
    }

    /// The section that holds `identifier`, or nil when the snapshot has no such item.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        _itemSection[identifier].map { _sections[$0] }
    }

    /// The position of the item among all items of the snapshot (sections in order), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let (s, i) = _location(of: identifier) else { return nil }
        var before = 0
        for k in 0..<s { before += _items[k].count }
        return before + i
    }

    /// The position of the section, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { _sectionIndex[identifier] }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard _checkNewSections(identifiers) else { return }
        _insertSections(identifiers, at: _sections.count)
    }

    /// Inserts sections before `toIdentifier`'s section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let s = _sectionIndex[toIdentifier] else { _invalidSection(toIdentifier, for: "insert"); return }
        guard _checkNewSections(identifiers) else { return }
        _insertSections(identifiers, at: s)
    }

    /// Inserts sections after `toIdentifier`'s section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let s = _sectionIndex[toIdentifier] else { _invalidSection(toIdentifier, for: "insert"); return }
        guard _checkNewSections(identifiers) else { return }
        _insertSections(identifiers, at: s + 1)
    }

    /// Removes sections and their items (unknown identifiers are ignored, as in UIKit).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers.filter { _sectionIndex[$0] != nil })
        guard !gone.isEmpty else { return }
        var sections: [SectionIdentifierType] = [], items: [[ItemIdentifierType]] = []
        for (s, id) in _sections.enumerated() {
            if gone.contains(id) {
                for item in _items[s] { _itemSection[item] = nil }
            } else {
                sections.append(id)
                items.append(_items[s])
            }
        }
        _sections = sections
        _items = items
        _reindex(from: 0)
        _reloadedSections.removeAll { gone.contains($0) }
        _reconfiguredSections.removeAll { gone.contains($0) }
    }

    /// Moves a section before `toIdentifier`'s.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        _moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves a section after `toIdentifier`'s.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        _moveSection(identifier, to: toIdentifier, after: true)
    }

    /// Marks sections to be reloaded: their items' cells are made again when applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers {
            guard _sectionIndex[id] != nil else { _invalidSection(id, for: "reload"); return }
        }
        _reloadedSections.append(contentsOf: identifiers)
    }

    /// Marks sections whose items are updated in their existing cells when applied.
    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers {
            guard _sectionIndex[id] != nil else { _invalidSection(id, for: "reconfigure"); return }
        }
        _reconfiguredSections.append(contentsOf: identifiers)
    }

    // MARK: Items

    /// Adds items at the end of `sectionIdentifier`'s section (nil: the last section).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let s: Int
        if let sectionIdentifier {
            guard let k = _sectionIndex[sectionIdentifier] else { _invalidSection(sectionIdentifier); return }
            s = k
        } else {
            guard !_sections.isEmpty else {
                _raiseSnapshotMisuse("There are currently no sections in the data source. Please add a section first.")
                return
            }
            s = _sections.count - 1
        }
        guard _checkNewItems(identifiers) else { return }
        _items[s].append(contentsOf: identifiers)
        for id in identifiers { _itemSection[id] = s }
    }

    /// Inserts items before `beforeIdentifier` (in its section).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let (s, i) = _location(of: beforeIdentifier) else { _invalidItem(beforeIdentifier, for: "insert"); return }
        guard _checkNewItems(identifiers) else { return }
        _items[s].insert(contentsOf: identifiers, at: i)
        for id in identifiers { _itemSection[id] = s }
    }

    /// Inserts items after `afterIdentifier` (in its section).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let (s, i) = _location(of: afterIdentifier) else { _invalidItem(afterIdentifier, for: "insert"); return }
        guard _checkNewItems(identifiers) else { return }
        _items[s].insert(contentsOf: identifiers, at: i + 1)
        for id in identifiers { _itemSection[id] = s }
    }

    /// Removes items (unknown identifiers are ignored, as in UIKit).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var bySection: [Int: Set<ItemIdentifierType>] = [:]
        for id in identifiers { if let s = _itemSection.removeValue(forKey: id) { bySection[s, default: []].insert(id) } }
        for (s, gone) in bySection { _items[s].removeAll { gone.contains($0) } }
        guard !bySection.isEmpty else { return }
        let all = Set(identifiers)
        _reloadedItems.removeAll { all.contains($0) }
        _reconfiguredItems.removeAll { all.contains($0) }
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() { self = NSDiffableDataSourceSnapshot() }

    /// Moves an item before `toIdentifier` (possibly into another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        _moveItem(identifier, to: toIdentifier, after: false)
    }

    /// Moves an item after `toIdentifier` (possibly into another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        _moveItem(identifier, to: toIdentifier, after: true)
    }

    /// Marks items whose cells are made again (the cell provider is asked for new cells) when applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers where _itemSection[id] == nil { _invalidItem(id, for: "reload"); return }
        _reloadedItems.append(contentsOf: identifiers)
    }

    /// Marks items updated in their existing cells when applied (the cell provider gets the
    /// cell already shown back from its dequeue call).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers where _itemSection[id] == nil { _invalidItem(id, for: "reconfigure"); return }
        _reconfiguredItems.append(contentsOf: identifiers)
    }

    // MARK: Internals

    /// The section index and position of an item.
    func _location(of item: ItemIdentifierType) -> (Int, Int)? {
        guard let s = _itemSection[item], let i = _items[s].firstIndex(of: item) else { return nil }
        return (s, i)
    }

    /// The item at a section index and position (no checks).
    func _item(section: Int, index: Int) -> ItemIdentifierType { _items[section][index] }

    private mutating func _insertSections(_ ids: [SectionIdentifierType], at index: Int) {
        _sections.insert(contentsOf: ids, at: index)
        _items.insert(contentsOf: Array(repeating: [], count: ids.count), at: index)
        _reindex(from: index)
    }

    /// Recomputes the section indexes (and the items' section indexes) from section `start` on.
    private mutating func _reindex(from start: Int) {
        if start == 0 { _sectionIndex.removeAll(keepingCapacity: true) }
        for s in start..<_sections.count {
            _sectionIndex[_sections[s]] = s
            for item in _items[s] { _itemSection[item] = s }
        }
    }

    private mutating func _moveSection(_ id: SectionIdentifierType, to target: SectionIdentifierType, after: Bool) {
        guard let from = _sectionIndex[id] else { _invalidSection(id, for: "move"); return }
        guard _sectionIndex[target] != nil else { _invalidSection(target, for: "move"); return }
        guard id != target else { return }
        let items = _items.remove(at: from)
        _sections.remove(at: from)
        _sectionIndex[id] = nil
        var to = _sections.firstIndex(of: target)!
        if after { to += 1 }
        _sections.insert(id, at: to)
        _items.insert(items, at: to)
        _reindex(from: 0)
    }

    private mutating func _moveItem(_ id: ItemIdentifierType, to target: ItemIdentifierType, after: Bool) {
        guard let (s, i) = _location(of: id) else { _invalidItem(id, for: "move"); return }
        guard _itemSection[target] != nil else { _invalidItem(target, for: "move"); return }
        guard id != target else { return }
        _items[s].remove(at: i)
        let (t, j) = _location(of: target)!
        _items[t].insert(id, at: after ? j + 1 : j)
        _itemSection[id] = t
    }

    /// True when none of `ids` is in the snapshot or repeated; else raises.
    private func _checkNewItems(_ ids: [ItemIdentifierType]) -> Bool {
        _checkNew(ids, kind: "item") { _itemSection[$0] != nil }
    }

    private func _checkNewSections(_ ids: [SectionIdentifierType]) -> Bool {
        _checkNew(ids, kind: "section") { _sectionIndex[$0] != nil }
    }

    /// True when no identifier of `ids` is repeated or already present (`isPresent`); else
    /// raises UIKit's "supplied <kind> identifiers are not unique" naming the duplicates.
    private func _checkNew<ID: Hashable>(_ ids: [ID], kind: String, isPresent: (ID) -> Bool) -> Bool {
        var seen = Set<ID>(), duplicates: [ID] = []
        for id in ids where !seen.insert(id).inserted || isPresent(id) { duplicates.append(id) }
        guard duplicates.isEmpty else {
            _raiseSnapshotMisuse("supplied \(kind) identifiers are not unique. Duplicate identifiers: \(_describeSet(duplicates))")
            return false
        }
        return true
    }

    private func _invalidSection(_ id: SectionIdentifierType, for verb: String? = nil) {
        if let verb {
            _raiseSnapshotMisuse("Invalid section identifier specified for \(verb): \(id)")
        } else {
            _raiseSnapshotMisuse("Invalid section identifier specified: \(id)")
        }
    }

    private func _invalidItem(_ id: ItemIdentifierType, for verb: String) {
        _raiseSnapshotMisuse("Invalid item identifier specified for \(verb): \(id)")
    }
}

extension NSDiffableDataSourceSnapshot: @unchecked Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

/// A set of identifiers as Foundation prints an NSSet: `{(\n    a,\n    b\n)}`.
func _describeSet<T>(_ values: [T]) -> String {
    "{(\n" + values.map { "    \($0)" }.joined(separator: ",\n") + "\n)}"
}

/// Raises an NSInternalInconsistencyException for misuse of a snapshot or a diffable data
/// source through the current application's diagnostics (stops without one).
func _raiseSnapshotMisuse(_ reason: String) {
    let ex = UIKitException(name: UIKitException.internalInconsistency, reason: reason)
    // Misuse is reported to the application running on the main actor (a snapshot built
    // off it and misused stops there, as an uncaught exception would).
    MainActor.assumeIsolated {
        if let app = UIApplication._current { app.diagnostics.raise(ex) } else { preconditionFailure(ex.description) }
    }
}
