import Foundation
import UIKitEngine

extension UICollectionView {
    // MARK: Selection state

    /// Changes one item's selection and its visible cell, nothing else.
    func _setSelected(_ selected: Bool, at ip: IndexPath) {
        if selected { _selected.insert(ip) } else { _selected.remove(ip) }
        _visibleCells[ip]?.isSelected = selected
    }

    /// Selects (or, for a selected item when several may be selected, deselects) the item as
    /// a user's tap does, after its highlight (UIKit's tracking order; see
    /// `UICollectionViewDelegate`). `unhighlight` runs between the should- and did- calls.
    func _userSelect(at ip: IndexPath, unhighlight: () -> Void) {
        let d = _collectionDelegate
        guard allowsSelection || allowsMultipleSelection, _isValid(ip) else { unhighlight(); return }
        if allowsMultipleSelection && _selected.contains(ip) {
            let ok = d?.collectionView(self, shouldDeselectItemAt: ip) ?? true
            unhighlight()
            guard ok else { return }
            _setSelected(false, at: ip)
            d?.collectionView(self, didDeselectItemAt: ip)
            return
        }
        let ok = d?.collectionView(self, shouldSelectItemAt: ip) ?? true
        unhighlight()
        guard ok else { return }
        if !allowsMultipleSelection {
            for old in _selected.sorted() where old != ip {
                _setSelected(false, at: old)
                d?.collectionView(self, didDeselectItemAt: old)
            }
        }
        _setSelected(true, at: ip)
        d?.collectionView(self, didSelectItemAt: ip)
    }

    /// A press on the item: `shouldHighlightItemAt`, then the highlight and `didHighlightItemAt`.
    /// Returns false when the delegate refused (no selection follows).
    func _highlight(_ ip: IndexPath) -> Bool {
        guard _collectionDelegate?.collectionView(self, shouldHighlightItemAt: ip) ?? true else { return false }
        _pressedItem = ip
        _visibleCells[ip]?.isHighlighted = true
        _collectionDelegate?.collectionView(self, didHighlightItemAt: ip)
        return true
    }

    private func _unhighlightPressed() {
        guard let p = _pressedItem else { return }
        _pressedItem = nil
        _refreshHighlights()
        _collectionDelegate?.collectionView(self, didUnhighlightItemAt: p)
    }

    /// A whole tap from the keyboard (Enter or Space on the keyboard item).
    func _tap(_ ip: IndexPath) {
        guard _highlight(ip) else { return }
        _userSelect(at: ip, unhighlight: _unhighlightPressed)
    }

    func _refreshHighlights() {
        let focused = isFocused
        for (ip, cell) in _visibleCells { cell.isHighlighted = _pressedItem == ip || (focused && _focusedItem == ip) }
    }

    // MARK: Scrolling to an item

    func _scrollToItem(at ip: IndexPath, at position: ScrollPosition, animated: Bool) {
        _loadDataIfNeeded()
        guard _isValid(ip) else {
            _raise(UIKitException.invalidArgument,
                   "attempt to scroll to invalid index path: \(ip)")
            return
        }
        _prepareLayoutIfNeeded()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: ip)?.frame else { return }
        if collectionViewLayout._scrollSectionToShow(ip, frame: frame) { setNeedsLayout() }
        let shown = collectionViewLayout.layoutAttributesForItem(at: ip)?.frame ?? frame
        var o = contentOffset
        let w = bounds.width, h = bounds.height
        if position.contains(.top) { o.y = shown.minY }
        else if position.contains(.centeredVertically) { o.y = shown.midY - h / 2 }
        else if position.contains(.bottom) { o.y = shown.maxY - h }
        else if shown.minY < o.y { o.y = shown.minY } else if shown.maxY > o.y + h { o.y = shown.maxY - h }
        if position.contains(.left) { o.x = shown.minX }
        else if position.contains(.centeredHorizontally) { o.x = shown.midX - w / 2 }
        else if position.contains(.right) { o.x = shown.maxX - w }
        else if shown.minX < o.x { o.x = shown.minX } else if shown.maxX > o.x + w { o.x = shown.maxX - w }
        setContentOffset(CGPoint(x: o.x.rounded(.down), y: o.y.rounded(.down)), animated: animated)
        setNeedsLayout()
    }

    // MARK: Keyboard focus

    func _focusChanged() {
        _loadDataIfNeeded()
        if isFocused && _focusedItem == nil {
            _focusedItem = indexPathsForSelectedItems?.first ?? indexPathsForVisibleItems.first ?? _firstIndexPath
        }
        _refreshHighlights()
    }

    /// Moves the keyboard item, scrolls it into view, and selects it with `selectionFollowsFocus`.
    func _setFocusedItem(_ ip: IndexPath) {
        _focusedItem = ip
        _refreshHighlights()
        _scrollToItem(at: ip, at: [], animated: false)
        layoutIfNeeded()
        _refreshHighlights()
        if selectionFollowsFocus, !_selected.contains(ip) { _tap(ip) }
    }

    func _canFocus(_ ip: IndexPath) -> Bool { _collectionDelegate?.collectionView(self, canFocusItemAt: ip) ?? true }

    func _handleKey(_ key: UIKey) -> Bool {
        _loadDataIfNeeded()
        _prepareLayoutIfNeeded()
        if key.modifierFlags.contains(.control) || key.modifierFlags.contains(.command) { return false }
        switch key.keyCode {
        case .keyboardUpArrow: return _moveFocus(dx: 0, dy: -1)
        case .keyboardDownArrow: return _moveFocus(dx: 0, dy: 1)
        case .keyboardLeftArrow: return _moveFocus(dx: -1, dy: 0)
        case .keyboardRightArrow: return _moveFocus(dx: 1, dy: 0)
        case .keyboardPageUp, .keyboardPageDown:
            _page(forward: key.keyCode == .keyboardPageDown)
            return true
        case .keyboardHome:
            if let f = _focusable(from: _firstIndexPath, forward: true) { _setFocusedItem(f) }
            return true
        case .keyboardEnd:
            if let f = _focusable(from: _lastIndexPath, forward: false) { _setFocusedItem(f) }
            return true
        case .keyboardReturnOrEnter, .keyboardSpacebar:
            guard let ip = _focusedItem, _isValid(ip) else { return false }
            _tap(ip)
            return true
        default:
            return false
        }
    }

    /// The first focusable item from `start` on (inclusive), in index order.
    private func _focusable(from start: IndexPath?, forward: Bool) -> IndexPath? {
        var cur = start, steps = 0
        while let ip = cur, steps < 1_000 {
            if _canFocus(ip) { return ip }
            cur = forward ? _indexPath(after: ip) : _indexPath(before: ip)
            steps += 1
        }
        return nil
    }

    func _indexPath(after ip: IndexPath) -> IndexPath? {
        if ip.item + 1 < _counts[ip.section] { return IndexPath(item: ip.item + 1, section: ip.section) }
        var s = ip.section + 1
        while s < _counts.count { if _counts[s] > 0 { return IndexPath(item: 0, section: s) }; s += 1 }
        return nil
    }

    func _indexPath(before ip: IndexPath) -> IndexPath? {
        if ip.item > 0 { return IndexPath(item: ip.item - 1, section: ip.section) }
        var s = ip.section - 1
        while s >= 0 { if _counts[s] > 0 { return IndexPath(item: _counts[s] - 1, section: s) }; s -= 1 }
        return nil
    }

    /// Moves the keyboard item to the nearest item whose frame lies in direction (dx, dy) of
    /// the current one: the smallest distance along the direction, then across it. Items are
    /// looked for in strips of one screen beyond the current frame, up to four screens.
    func _moveFocus(dx: Int, dy: Int) -> Bool {
        guard let current = _focusedItem, _isValid(current),
              let from = collectionViewLayout.layoutAttributesForItem(at: current)?.frame else {
            if let f = _focusable(from: indexPathsForVisibleItems.first ?? _firstIndexPath, forward: true) { _setFocusedItem(f) }
            return true
        }
        let size = contentSize
        let reach = max(bounds.width, bounds.height, 1)
        for k in 1...4 {
            let far = reach * CGFloat(k)
            let strip: CGRect
            switch (dx, dy) {
            case (1, _): strip = CGRect(x: from.maxX, y: from.minY - far, width: far, height: from.height + 2 * far)
            case (-1, _): strip = CGRect(x: from.minX - far, y: from.minY - far, width: far, height: from.height + 2 * far)
            case (_, 1): strip = CGRect(x: -far, y: from.maxY, width: max(size.width, bounds.width) + 2 * far, height: far)
            default: strip = CGRect(x: -far, y: from.minY - far, width: max(size.width, bounds.width) + 2 * far, height: far)
            }
            var best: (IndexPath, CGFloat, CGFloat)?
            for a in collectionViewLayout.layoutAttributesForElements(in: strip) ?? [] {
                guard a.representedElementCategory == .cell, a.indexPath != current, _isValid(a.indexPath), !a.isHidden else { continue }
                let f = a.frame
                let along: CGFloat, across: CGFloat
                switch (dx, dy) {
                case (1, _): guard f.minX >= from.maxX - 0.5 else { continue }; along = f.minX - from.maxX; across = abs(f.midY - from.midY)
                case (-1, _): guard f.maxX <= from.minX + 0.5 else { continue }; along = from.minX - f.maxX; across = abs(f.midY - from.midY)
                case (_, 1): guard f.minY >= from.maxY - 0.5 else { continue }; along = f.minY - from.maxY; across = abs(f.midX - from.midX)
                default: guard f.maxY <= from.minY + 0.5 else { continue }; along = from.minY - f.maxY; across = abs(f.midX - from.midX)
                }
                guard _canFocus(a.indexPath) else { continue }
                // Rows first (along, rounded to whole points), then the closest across.
                let key = (along.rounded(.down), across)
                if best == nil || key.0 < best!.1 || (key.0 == best!.1 && key.1 < best!.2) { best = (a.indexPath, key.0, key.1) }
            }
            if let b = best { _setFocusedItem(b.0); return true }
        }
        return true
    }

    /// Page Up/Down: scroll by a screen less one line and focus the item at the same place.
    func _page(forward: Bool) {
        let page = max(1, bounds.height - 1)
        let old = contentOffset
        let screenY = _focusedItem.flatMap { collectionViewLayout.layoutAttributesForItem(at: $0)?.frame.minY }.map { $0 - old.y } ?? 0
        setContentOffset(CGPoint(x: old.x, y: old.y + (forward ? page : -page)), animated: false)
        layoutIfNeeded()
        let target: IndexPath?
        if contentOffset == old {
            target = forward ? _lastIndexPath : _firstIndexPath
        } else {
            let y = contentOffset.y + max(0, min(bounds.height - 1, screenY))
            let x = _focusedItem.flatMap { collectionViewLayout.layoutAttributesForItem(at: $0)?.frame.midX } ?? 0
            target = indexPathForItem(at: CGPoint(x: x, y: y)) ?? indexPathsForVisibleItems.first
        }
        if let t = target, let f = _focusable(from: t, forward: forward) { _setFocusedItem(f) }
    }

    // MARK: Touches (mouse clicks)

    func _touchBegan(_ touches: Set<UITouch>) {
        guard let t = touches.first else { return }
        _loadDataIfNeeded()
        guard let ip = indexPathForItem(at: t.location(in: self)) else { return }
        _ = _highlight(ip)
    }

    func _touchEnded(_ touches: Set<UITouch>) {
        guard let t = touches.first else { return }
        let pressed = _pressedItem
        guard let p = pressed else { return }
        guard indexPathForItem(at: t.location(in: self)) == p else { _unhighlightPressed(); return }
        if _canFocus(p) { _focusedItem = p }
        _userSelect(at: p, unhighlight: _unhighlightPressed)
    }

    func _touchCancelled() { _unhighlightPressed() }
}
