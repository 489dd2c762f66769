import Foundation
import UIKitEngine

extension UITableView {
    // MARK: Programmatic selection (no delegate calls, TV6)

    func _selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        _loadDataIfNeeded()
        guard let ip = indexPath else {
            for old in _selected.sorted() { _setSelected(false, at: old) }
            return
        }
        guard _isValid(ip) else { return }
        if !_allowsMultipleSelectionNow {
            for old in _selected.sorted() where old != ip { _setSelected(false, at: old) }
        }
        _setSelected(true, at: ip)
        if scrollPosition != .none { _scrollToRow(at: ip, at: scrollPosition, animated: animated) }
    }

    /// Changes one row's selection and its visible cell, nothing else.
    func _setSelected(_ selected: Bool, at ip: IndexPath) {
        if selected { _selected.insert(ip) } else { _selected.remove(ip) }
        _visibleCells[ip]?.setSelected(selected, animated: false)
    }

    var _allowsMultipleSelectionNow: Bool {
        _isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    var _allowsSelectionNow: Bool {
        _isEditing ? (allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing)
            : (allowsSelection || allowsMultipleSelection)
    }

    // MARK: User selection (tap, Enter)

    /// Selects the row as a user's tap does, in UIKit's order (B19):
    /// single selection — `willSelectRowAt(new)` (may redirect or refuse), then for each
    /// other selected row `willDeselectRowAt`/`didDeselectRowAt`, then `didSelectRowAt(new)`;
    /// re-selecting the selected row sends `willSelect`/`didSelect` again and deselects
    /// nothing. Multiple selection — a selected row is deselected (`willDeselect`,
    /// `didDeselect`), another row is added. `selectionDidChangeNotification` follows when
    /// the selection changed.
    func _userSelectRow(at indexPath: IndexPath) {
        guard _allowsSelectionNow, _isValid(indexPath) else { return }
        let d = _tableDelegate
        let before = _selected
        if _allowsMultipleSelectionNow && _selected.contains(indexPath) {
            guard let target = d?.tableView(self, willDeselectRowAt: indexPath) ?? (d == nil ? indexPath : nil),
                  _isValid(target) else { return }
            _setSelected(false, at: target)
            d?.tableView(self, didDeselectRowAt: target)
        } else {
            guard let target = d?.tableView(self, willSelectRowAt: indexPath) ?? (d == nil ? indexPath : nil),
                  _isValid(target) else { return }
            if !_allowsMultipleSelectionNow {
                for old in _selected.sorted() where old != target {
                    guard let o = d?.tableView(self, willDeselectRowAt: old) ?? (d == nil ? old : nil),
                          _selected.contains(o) else { continue }
                    _setSelected(false, at: o)
                    d?.tableView(self, didDeselectRowAt: o)
                }
            }
            _setSelected(true, at: target)
            // UIKit performs a cell's selection segue just before didSelectRowAt.
            if let (segue, vc) = _visibleCells[target]?._selectionSegue {
                vc._performSegue(withIdentifier: segue, sender: _visibleCells[target], triggered: true)
            }
            d?.tableView(self, didSelectRowAt: target)
        }
        if _selected != before {
            _application?.notificationCenter.post(name: UITableView.selectionDidChangeNotification, object: self)
        }
    }

    // MARK: Scrolling

    func _scrollToRow(at ip: IndexPath, at position: ScrollPosition, animated: Bool) {
        _loadDataIfNeeded()
        guard ip.count == 2, ip.section >= 0, ip.section < _sections.count else {
            _raise("NSRangeException",
                   "Attempted to scroll the table view to an out-of-bounds section (\(ip.count == 2 ? ip.section : -1)) when there are only \(_sections.count) sections. Table view: \(objectDescription(self))")
            return
        }
        guard ip.row >= 0, ip.row < _sections[ip.section].rows else {
            _raise("NSRangeException",
                   "Attempted to scroll the table view to an out-of-bounds row (\(ip.row)) when there are only \(_sections[ip.section].rows) rows in section \(ip.section). Table view: \(objectDescription(self))")
            return
        }
        let y = _rowY(ip), h = _rowHeight(ip)
        let height = Int(bounds.height)
        // A pinned plain header covers the top line(s) of its section.
        let pinned = style == .plain ? _sections[ip.section].header : 0
        var offset = Int(contentOffset.y)
        switch position {
        case .top: offset = y - pinned
        case .middle: offset = y - (height - h) / 2
        case .bottom: offset = y + h - height
        case .none:
            if y - pinned < offset { offset = y - pinned } else if y + h > offset + height { offset = y + h - height }
        }
        _updateContentSize()
        setContentOffset(CGPoint(x: contentOffset.x, y: CGFloat(offset)), animated: animated)
    }

    /// Scrolls so section `s` starts at the top (as far as the content allows).
    func _scrollToSection(_ s: Int) {
        _recomputeStartsIfNeeded()
        guard s >= 0, s < _sections.count else { return }
        _updateContentSize()
        setContentOffset(CGPoint(x: contentOffset.x, y: CGFloat(_sections[s].start)), animated: false)
    }

    // MARK: Keyboard focus (the highlighted row)

    func _focusChanged() {
        _loadDataIfNeeded()
        if isFocused && _focusedRow == nil {
            _focusedRow = indexPathForSelectedRow ?? (indexPathsForVisibleRows?.first) ?? _firstIndexPath
        }
        _refreshHighlights()
    }

    func _clampFocusedRow() {
        if let f = _focusedRow, !_isValid(f) {
            _focusedRow = _lastIndexPath.flatMap { last in f > last ? last : nil }
        }
    }

    /// Updates `isHighlighted` of the visible cells from the pressed and keyboard rows.
    func _refreshHighlights() {
        let focused = isFocused
        for (ip, cell) in _visibleCells {
            cell.setHighlighted(_pressedRow == ip || (focused && _focusedRow == ip), animated: false)
        }
    }

    /// Moves the keyboard row to `ip`, scrolls it into view, and selects it when
    /// `selectionFollowsFocus` is on.
    func _setFocusedRow(_ ip: IndexPath, scroll: Bool = true) {
        _focusedRow = ip
        _refreshHighlights()
        if scroll { _scrollToRow(at: ip, at: .none, animated: false) }
        if selectionFollowsFocus { _userSelectRow(at: ip) }
    }

    func _canFocus(_ ip: IndexPath) -> Bool {
        _tableDelegate?.tableView(self, canFocusRowAt: ip) ?? true
    }

    /// The next focusable row from `start` in `forward` direction (at most 1,000 rows ahead).
    func _focusableRow(from start: IndexPath?, forward: Bool, includingStart: Bool = false) -> IndexPath? {
        var cur = start
        if !includingStart { cur = start.flatMap { forward ? _indexPath(after: $0) : _indexPath(before: $0) } }
        var steps = 0
        while let ip = cur, steps < 1_000 {
            if _canFocus(ip) { return ip }
            cur = forward ? _indexPath(after: ip) : _indexPath(before: ip)
            steps += 1
        }
        return nil
    }

    func _handleKey(_ key: UIKey) -> Bool {
        _loadDataIfNeeded()
        if key.modifierFlags.contains(.control) || key.modifierFlags.contains(.command) { return false }
        if let handled = _swipe.handleKey(key, focusedRow: _focusedRow.flatMap { _isValid($0) ? $0 : nil }) { return handled }
        switch key.keyCode {
        case .keyboardUpArrow, .keyboardDownArrow:
            let forward = key.keyCode == .keyboardDownArrow
            guard let current = _focusedRow else {
                if let f = _focusableRow(from: indexPathsForVisibleRows?.first ?? _firstIndexPath, forward: true, includingStart: true) {
                    _setFocusedRow(f)
                }
                return true
            }
            if let n = _focusableRow(from: current, forward: forward) { _setFocusedRow(n) }
            return true
        case .keyboardPageUp, .keyboardPageDown:
            _page(forward: key.keyCode == .keyboardPageDown)
            return true
        case .keyboardHome:
            setContentOffset(CGPoint(x: contentOffset.x, y: -contentInset.top), animated: false)
            if let f = _focusableRow(from: _firstIndexPath, forward: true, includingStart: true) { _setFocusedRow(f) }
            return true
        case .keyboardEnd:
            _updateContentSize()
            setContentOffset(CGPoint(x: contentOffset.x, y: maximumContentOffset.y), animated: false)
            if let f = _focusableRow(from: _lastIndexPath, forward: false, includingStart: true) { _setFocusedRow(f) }
            return true
        case .keyboardReturnOrEnter, .keyboardSpacebar:
            guard let ip = _focusedRow, _isValid(ip), _allowsSelectionNow else { return false }
            _userSelectRow(at: ip)
            return true
        case .keyboardDeleteOrBackspace, .keyboardDeleteForward:
            guard let ip = _focusedRow, _isValid(ip) else { return false }
            return _commitEdit(at: ip, requiredStyle: .delete)
        default:
            guard key.isPrintable, !key.characters.isEmpty else { return false }
            return _jumpToIndexTitle(startingWith: key.characters)
        }
    }

    /// Page Up/Down: scroll by a screen less one line and move the keyboard row by as much.
    func _page(forward: Bool) {
        _updateContentSize()
        let page = max(1, Int(bounds.height) - 1)
        let oldOffset = Int(contentOffset.y)
        let screenY = _focusedRow.map { _rowY($0) - oldOffset } ?? 0
        setContentOffset(CGPoint(x: contentOffset.x, y: CGFloat(oldOffset + (forward ? page : -page))), animated: false)
        let newOffset = Int(contentOffset.y)
        var target: IndexPath?
        if newOffset == oldOffset {
            target = forward ? _lastIndexPath : _firstIndexPath
        } else {
            let y = max(newOffset, min(newOffset + Int(bounds.height) - 1, newOffset + screenY))
            target = _indexPath(atY: y) ?? _rows(fromY: newOffset, toY: newOffset + Int(bounds.height)).first?.indexPath
        }
        if let t = target, let f = _focusableRow(from: t, forward: forward, includingStart: true) ?? _focusableRow(from: t, forward: !forward) {
            _setFocusedRow(f)
        }
    }

    /// Asks the data source to commit the row's editing style when it is `requiredStyle`
    /// (or any style when nil) and the row is editable. Returns whether it asked.
    func _commitEdit(at ip: IndexPath, requiredStyle: UITableViewCell.EditingStyle?) -> Bool {
        guard let ds = dataSource, ds.tableView(self, canEditRowAt: ip) else { return false }
        let style = _tableDelegate?.tableView(self, editingStyleForRowAt: ip) ?? .delete
        guard style != .none, requiredStyle == nil || style == requiredStyle else { return false }
        ds.tableView(self, commit: style, forRowAt: ip)
        return true
    }

    // MARK: Section index

    /// Jumps to the section of the first index title that starts with `prefix` (case-insensitive).
    func _jumpToIndexTitle(startingWith prefix: String) -> Bool {
        guard let titles = _indexTitles, !titles.isEmpty, _indexColumnWidth > 0 else { return false }
        let p = prefix.lowercased()
        guard let i = titles.firstIndex(where: { $0.lowercased().hasPrefix(p) }) else { return false }
        _jumpToIndex(i)
        return true
    }

    /// Scrolls to the section the data source maps index entry `i` to, and moves the
    /// keyboard row to its first row.
    func _jumpToIndex(_ i: Int) {
        guard let titles = _indexTitles, titles.indices.contains(i), let ds = dataSource else { return }
        let s = ds.tableView(self, sectionForSectionIndexTitle: titles[i], at: i)
        guard s >= 0, s < _sections.count else { return }
        _scrollToSection(s)
        var first: IndexPath?
        var t = s
        while t < _sections.count { if _sections[t].rows > 0 { first = IndexPath(row: 0, section: t); break }; t += 1 }
        if let f = first, let target = _focusableRow(from: f, forward: true, includingStart: true) {
            _focusedRow = target
            _refreshHighlights()
            if selectionFollowsFocus { _userSelectRow(at: target) }
        }
    }

    // MARK: Touches (mouse clicks)

    /// True when `p` (content coordinates) falls on a header or footer shown on screen (a
    /// pinned header covers the row under it).
    func _isOnHeaderOrFooter(_ p: CGPoint) -> Bool {
        _displayedHeaders.values.contains { $0.frame.contains(p) } || _displayedFooters.values.contains { $0.frame.contains(p) }
    }

    func _touchBegan(_ touches: Set<UITouch>) {
        guard let t = touches.first else { return }
        _loadDataIfNeeded()
        let p = t.location(in: self)
        if _swipeActions?.touchBegan(at: p) == true { return }
        guard !_isOnHeaderOrFooter(p), let ip = _indexPath(atY: Int(p.y.rounded(.down))) else { return }
        if _allowsSelectionNow, _tableDelegate?.tableView(self, shouldHighlightRowAt: ip) ?? true {
            _pressedRow = ip
            _visibleCells[ip]?.setHighlighted(true, animated: false)
            _tableDelegate?.tableView(self, didHighlightRowAt: ip)
        }
    }

    func _touchEnded(_ touches: Set<UITouch>) {
        guard let t = touches.first else { return }
        let p = t.location(in: self)
        if _swipeActions?.touchEnded(at: p) == true { return }
        let pressed = _pressedRow
        if let pr = pressed {
            _pressedRow = nil
            _refreshHighlights()
            _tableDelegate?.tableView(self, didUnhighlightRowAt: pr)
        }
        guard !_isOnHeaderOrFooter(p), let ip = _indexPath(atY: Int(p.y.rounded(.down))) else { return }
        if let cell = _visibleCells[ip] {
            switch cell._part(atX: cell.convert(p, from: self).x) {
            case .editingControl?:
                _ = _commitEdit(at: ip, requiredStyle: nil)
                return
            case .detailButton?:
                if let (segue, vc) = cell._accessorySegue {
                    vc._performSegue(withIdentifier: segue, sender: cell, triggered: true)
                    return
                }
                _tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: ip)
                return
            case nil:
                break
            }
        }
        if _canFocus(ip) { _focusedRow = ip; _refreshHighlights() }
        guard pressed == ip else { return }
        _userSelectRow(at: ip)
    }

    func _touchCancelled() {
        _swipeActions?.touchCancelled()
        if let pr = _pressedRow {
            _pressedRow = nil
            _refreshHighlights()
            _tableDelegate?.tableView(self, didUnhighlightRowAt: pr)
        }
    }
}
