import Foundation
import UIKitEngine

extension UICollectionView {
    // MARK: Loading the data

    /// Asks the data source for the counts if a reload is pending. O(sections).
    func _loadDataIfNeeded() {
        guard _needsReload else { return }
        _needsReload = false
        _selected.removeAll()
        var counts: [Int] = []
        if let ds = dataSource {
            let n = max(0, ds.numberOfSections(in: self))
            counts.reserveCapacity(n)
            for s in 0..<n { counts.append(max(0, ds.collectionView(self, numberOfItemsInSection: s))) }
        }
        _counts = counts
        collectionViewLayout._needsPrepare = true
        if let f = _focusedItem, !_isValid(f) { _focusedItem = _lastIndexPath }
    }

    /// Runs the layout's `prepare()` when it was invalidated, and keeps the content size.
    func _prepareLayoutIfNeeded() {
        let layout = collectionViewLayout
        guard layout._needsPrepare else { return }
        layout._needsPrepare = false
        layout.prepare()
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    func _isValid(_ ip: IndexPath) -> Bool {
        ip.count == 2 && ip.section >= 0 && ip.section < _counts.count && ip.item >= 0 && ip.item < _counts[ip.section]
    }

    var _firstIndexPath: IndexPath? {
        _counts.firstIndex { $0 > 0 }.map { IndexPath(item: 0, section: $0) }
    }

    var _lastIndexPath: IndexPath? {
        _counts.lastIndex { $0 > 0 }.map { IndexPath(item: _counts[$0] - 1, section: $0) }
    }

    // MARK: The layout pass

    /// Reloads if asked, prepares the layout when it is invalid (or the size changed and the
    /// layout wants that), then shows exactly the elements that meet the visible rectangle.
    func _layoutCollection() {
        guard !_isLayingOut else { return }
        _isLayingOut = true
        defer { _isLayingOut = false }
        if _needsCellRebuild {
            _needsCellRebuild = false
            _endDisplayingEverything()
        }
        _loadDataIfNeeded()
        if let last = _lastLayoutSize, last != bounds.size,
           collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
            collectionViewLayout._needsPrepare = true
        }
        _lastLayoutSize = bounds.size
        backgroundView?.frame = bounds
        // Self-sizing cells change the layout as they are measured, and cells that then
        // come into view are measured in the next round; each round measures every new
        // cell, so this ends once the visible cells are all measured (bounded in case a
        // cell's preferred size never settles: the next pass goes on).
        var rounds = 0
        repeat {
            rounds += 1
            _prepareLayoutIfNeeded()
            _showVisibleElements()
        } while collectionViewLayout._needsPrepare && rounds < 32
        _needsLayout = false
        if collectionViewLayout._needsPrepare { setNeedsLayout() }
    }

    /// Ends the display of what left the visible rectangle (cells first, in index-path
    /// order, then supplementary views), then shows what entered it in the layout's order,
    /// so a cell that leaves serves an item that enters in the same pass.
    func _showVisibleElements() {
        let rect = bounds
        let all = collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
        var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var supplementary: [_SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        var order: [UICollectionViewLayoutAttributes] = []
        for a in all where !a.isHidden && a.frame._meets(rect) {
            switch a.representedElementCategory {
            case .cell:
                guard _isValid(a.indexPath), cells[a.indexPath] == nil else { continue }
                cells[a.indexPath] = a
                order.append(a)
            case .supplementaryView:
                guard let kind = a.representedElementKind else { continue }
                let key = _SupplementaryKey(kind: kind, indexPath: a.indexPath)
                guard supplementary[key] == nil, a.indexPath.section < _counts.count else { continue }
                supplementary[key] = a
                order.append(a)
            case .decorationView:
                continue
            }
        }
        for ip in _visibleCells.keys.sorted() where cells[ip] == nil { _endDisplayingCell(ip) }
        for key in _visibleSupplementary.keys.sorted(by: _supplementaryOrder) where supplementary[key] == nil {
            _endDisplayingSupplementary(key)
        }
        for a in order {
            if a.representedElementCategory == .cell {
                // A cell that sizes itself asks for another round (`_layoutCollection`); the
                // other new cells are measured in this one.
                if let cell = _visibleCells[a.indexPath] { _place(cell, a) } else { _displayCell(a) }
            } else if let kind = a.representedElementKind {
                let key = _SupplementaryKey(kind: kind, indexPath: a.indexPath)
                if let view = _visibleSupplementary[key] { _place(view, a) } else { _displaySupplementary(a, key) }
            }
        }
    }

    func _supplementaryOrder(_ a: _SupplementaryKey, _ b: _SupplementaryKey) -> Bool {
        a.indexPath != b.indexPath ? a.indexPath < b.indexPath : a.kind < b.kind
    }

    private func _place(_ view: UICollectionReusableView, _ a: UICollectionViewLayoutAttributes) {
        view.apply(a)
    }

    /// Asks the data source for the item's cell, gives it the layout's attributes and the
    /// selection state, adds it, and tells the delegate `willDisplay`.
    private func _displayCell(_ a: UICollectionViewLayoutAttributes) {
        guard let ds = dataSource else { return }
        let ip = a.indexPath
        let cell = ds.collectionView(self, cellForItemAt: ip)
        if cell.reuseIdentifier == nil {
            _raise(UIKitException.internalInconsistency,
                   "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
        }
        if let stale = _visibleCells.first(where: { $0.value === cell })?.key { _visibleCells[stale] = nil }
        cell.isSelected = _selected.contains(ip)
        cell.isHighlighted = _pressedItem == ip || (isFocused && _focusedItem == ip)
        cell.apply(a)
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
        _visibleCells[ip] = cell
        if collectionViewLayout._selfSizesItems {
            cell.layoutIfNeeded()
            let preferred = cell.preferredLayoutAttributesFitting(a)
            if collectionViewLayout._recordPreferredAttributes(preferred, for: a) {
                collectionViewLayout._needsPrepare = true
            }
        }
        _collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: ip)
    }

    private func _displaySupplementary(_ a: UICollectionViewLayoutAttributes, _ key: _SupplementaryKey) {
        guard let ds = dataSource else { return }
        let view = ds.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        view.apply(a)
        if view.superview !== self { addSubview(view) }   // above the cells (a pinned header covers them)
        _visibleSupplementary[key] = view
        _collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
    }

    /// `didEndDisplaying` (the cell still in the view), then the cell is removed and queued.
    func _endDisplayingCell(_ ip: IndexPath) {
        guard let cell = _visibleCells.removeValue(forKey: ip) else { return }
        if _pressedItem == ip { _pressedItem = nil }
        _collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: ip)
        if cell.superview === self { cell.removeFromSuperview() }
        if let id = cell.reuseIdentifier { _cellQueues[id, default: []].append(cell) }
    }

    func _endDisplayingSupplementary(_ key: _SupplementaryKey) {
        guard let view = _visibleSupplementary.removeValue(forKey: key) else { return }
        _collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        if view.superview === self { view.removeFromSuperview() }
        if let id = view.reuseIdentifier { _supplementaryQueues[_ReuseKey(kind: key.kind, identifier: id), default: []].append(view) }
    }

    func _endDisplayingEverything() {
        for ip in _visibleCells.keys.sorted() { _endDisplayingCell(ip) }
        for key in _visibleSupplementary.keys.sorted(by: _supplementaryOrder) { _endDisplayingSupplementary(key) }
    }

    /// Asks the data source again for a visible item, its dequeue handing back the cell it
    /// shows (`reconfigureItems(at:)`).
    func _reconfigure(_ ip: IndexPath) {
        guard let cell = _visibleCells[ip], let ds = dataSource else { return }
        _reconfiguring = cell
        let returned = ds.collectionView(self, cellForItemAt: ip)
        _reconfiguring = nil
        guard returned !== cell else { return }
        // The data source made another cell: it replaces the shown one.
        _endDisplayingCell(ip)
        setNeedsLayout()
    }
}
