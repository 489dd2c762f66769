import Foundation

// What the diffable data sources need of a snapshot by index path.
extension NSDiffableDataSourceSnapshot {
    /// The item at a two-index path, or nil.
    func _identifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, _items.indices.contains(indexPath[0]) else { return nil }
        let items = _items[indexPath[0]]
        return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
    }

    /// Where the item is, or nil.
    func _indexPath(of item: ItemIdentifierType) -> IndexPath? {
        _location(of: item).map { IndexPath(indexes: [$0.0, $0.1]) }
    }

    /// The section at `index`, or nil.
    func _sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        _sections.indices.contains(index) ? _sections[index] : nil
    }

    /// How many items section `index` holds (0 for a section it does not have).
    func _itemCount(inSection index: Int) -> Int {
        _items.indices.contains(index) ? _items[index].count : 0
    }

    /// This snapshot without reload and reconfigure marks: what a data source stores after
    /// applying it and hands out from `snapshot()`.
    var _unmarked: Self {
        var s = self
        s._clearMarks()
        return s
    }

    /// Forgets the reload and reconfigure marks (a snapshot handed out or stored after apply).
    mutating func _clearMarks() {
        _reloadedSections = []
        _reconfiguredSections = []
        _reloadedItems = []
        _reconfiguredItems = []
    }

    /// Moves the item at `from` so it ends at `to` (index paths before and after), as a user's
    /// reordering does.
    mutating func _moveItem(from: IndexPath, to: IndexPath) {
        guard let item = _identifier(at: from), _items.indices.contains(to[0]) else { return }
        let s = from[0]
        _items[s].remove(at: from[1])
        let t = to[0]
        _items[t].insert(item, at: min(max(0, to[1]), _items[t].count))
        _itemSection[item] = t
    }
}
