import Foundation

extension UITableView {
    // MARK: Loading the data

    /// Asks the data source for the counts, header/footer metrics and index titles if a
    /// reload is pending. O(sections); rows are never visited.
    func _loadDataIfNeeded() {
        guard _needsReload else { return }
        _needsReload = false
        _needsGeometry = false
        _selected.removeAll()
        _removeDisplayedHeadersAndFooters()
        var sections: [_TableSection] = []
        if let ds = dataSource {
            let count = max(0, ds.numberOfSections(in: self))
            sections.reserveCapacity(count)
            for s in 0..<count {
                sections.append(_TableSection(rows: max(0, ds.tableView(self, numberOfRowsInSection: s))))
            }
        }
        for old in _sections { _enqueueHeaderFooter(old.headerView); _enqueueHeaderFooter(old.footerView) }
        _sections = sections
        _estimate = _computeEstimate()
        for s in _sections.indices { _loadHeaderFooter(s) }
        _indexTitles = dataSource?.sectionIndexTitles(for: self)
        _clampFocusedRow()
        _startsDirty = true
    }

    /// Row height metrics changed (`rowHeight`, `estimatedRowHeight`, section heights):
    /// measured heights are dropped and visible rows measured again at the next layout.
    func _metricsChanged() {
        _needsGeometry = true
        _startsDirty = true
        setNeedsLayout()
        setNeedsDisplay()
    }

    func _applyGeometryChange() {
        guard _needsGeometry else { return }
        _needsGeometry = false
        _estimate = _computeEstimate()
        _removeDisplayedHeadersAndFooters()
        for s in _sections.indices {
            _sections[s].heights = _RowHeightStore()
            _loadHeaderFooter(s)
        }
        _startsDirty = true
        for ip in _visibleCells.keys.sorted() {
            guard let cell = _visibleCells[ip] else { continue }
            let h = _fixedHeight(for: ip) ?? _selfSizedHeight(cell)
            _ = _recordHeight(h, for: ip)
        }
    }

    func _computeEstimate() -> Int {
        if rowHeight > 0 { return _deviceRowHeight(rowHeight) }
        if estimatedRowHeight > 0 { return _deviceRowHeight(estimatedRowHeight) }
        return max(1, Int(layoutMetrics.rowHeight.rounded()))
    }

    /// A row height the app gave (in its code's metrics: 44 points is one row on a
    /// terminal) as whole device points, at least 1.
    func _deviceRowHeight(_ h: CGFloat) -> Int {
        max(1, Int(_deviceLength(h, vertical: true, atLeastOnePixel: true).rounded()))
    }

    /// Header and footer of section `s`: a delegate height wins, then the table's section
    /// height, then the content (a custom view's height, or 1 line for a title). Grouped
    /// styles put a blank line before every section (2 lines with a title).
    func _loadHeaderFooter(_ s: Int) {
        let d = _tableDelegate
        var sec = _sections[s]
        _enqueueHeaderFooter(sec.headerView)
        _enqueueHeaderFooter(sec.footerView)
        _headerFooterBeingAsked = true
        sec.headerView = d?.tableView(self, viewForHeaderInSection: s)
        _headerFooterBeingAsked = nil
        sec.headerTitle = sec.headerView == nil ? dataSource?.tableView(self, titleForHeaderInSection: s) : nil
        _headerFooterBeingAsked = false
        sec.footerView = d?.tableView(self, viewForFooterInSection: s)
        _headerFooterBeingAsked = nil
        sec.footerTitle = sec.footerView == nil ? dataSource?.tableView(self, titleForFooterInSection: s) : nil

        /// Lines of a header or footer: `asked` (the delegate's height), else `fixed` (the
        /// table's section height), else the view's height, else `titled` / `empty`.
        func lines(_ asked: CGFloat?, _ fixed: CGFloat, _ view: UIView?, _ hasTitle: Bool, titled: Int, empty: Int) -> Int {
            var height = asked ?? UITableView.automaticDimension
            if height < 0 { height = fixed }
            if height >= 0 { return Int(_deviceLength(height, vertical: true).rounded()) }
            if let view { return max(1, Int(self._selfSizedHeaderHeight(view).rounded())) }
            return hasTitle ? titled : empty
        }
        // Default heights are the device's: a titled header or footer 1 row on a terminal
        // (28 points on an iPhone); grouped sections keep a gap above (1 row; 18 points).
        let plain = style == .plain, m = layoutMetrics
        let header = Int(m.sectionHeaderHeight.rounded()), footer = Int(m.sectionFooterHeight.rounded())
        let gap = Int(m.groupedSectionSpacing.rounded())
        sec.header = lines(d.map { $0.tableView(self, heightForHeaderInSection: s) }, sectionHeaderHeight, sec.headerView,
                           sec.headerTitle != nil, titled: plain ? header : gap + header, empty: plain ? 0 : gap)
        sec.footer = lines(d.map { $0.tableView(self, heightForFooterInSection: s) }, sectionFooterHeight, sec.footerView,
                           sec.footerTitle != nil, titled: footer, empty: 0)
        _sections[s] = sec
    }

    // MARK: Layout

    /// The table's layout pass: rebuild after a reload, show the rows in the visible area
    /// (and only those), then headers, footers, the index and the content size.
    func _layoutTable() {
        guard !_isLayingOut else { return }
        _isLayingOut = true
        defer { _isLayingOut = false }
        if _needsCellRebuild {
            _needsCellRebuild = false
            for ip in _visibleCells.keys.sorted() { _endDisplaying(ip) }
        }
        _loadDataIfNeeded()
        _applyGeometryChange()
        var rounds = 0
        repeat {
            rounds += 1
            let before = bounds.origin
            _layoutRows()
            _updateContentSize()
            if bounds.origin == before { break }
        } while rounds < 4
        _swipeActions?.layoutShown()
        _layoutHeadersAndFooters()
        _layoutTableHeaderAndFooterViews()
        _layoutIndex()
        _needsLayout = false
    }

    /// Creates cells for rows entering the visible area and ends the display of rows that
    /// left it. Rows leaving are handled first (didEndDisplaying, queued), so a cell that
    /// leaves can serve a row that enters in the same pass (TV2).
    func _layoutRows() {
        var top = Int(bounds.origin.y.rounded(.down))
        var bottom = top + Int(bounds.height.rounded(.down))
        let wanted = _rows(fromY: top, toY: bottom)
        let wantedSet = Set(wanted.map(\.indexPath))
        for ip in _visibleCells.keys.sorted() where !wantedSet.contains(ip) { _endDisplaying(ip) }

        let (x, width) = _cellHorizontalExtent
        var shown: Set<IndexPath> = []
        var next = wanted.first?.indexPath
        while let ip = next {
            let y = _rowY(ip)
            if y >= bottom { break }
            if _visibleCells[ip] == nil {
                let change = _displayCell(at: ip)
                if change != 0 && y < top {
                    // A row partly above the top grew or shrank: keep what is on screen still.
                    var b = bounds
                    b.origin.y += CGFloat(change)
                    bounds = b
                    top += change
                    bottom += change
                }
            }
            if let cell = _visibleCells[ip] {
                let frame = CGRect(x: x, y: _rowY(ip), width: width, height: _rowHeight(ip))
                if cell.frame != frame { cell.frame = frame }
            }
            shown.insert(ip)
            next = _indexPath(after: ip)
        }
        for ip in _visibleCells.keys.sorted() where !shown.contains(ip) { _endDisplaying(ip) }
    }

    /// Asks the data source for the row's cell, shows it and returns how much the row's
    /// height changed from what the table assumed (lines).
    @discardableResult
    func _displayCell(at ip: IndexPath) -> Int {
        guard let ds = dataSource else { return 0 }
        let fixed = _fixedHeight(for: ip)
        let cell = ds.tableView(self, cellForRowAt: ip)
        if let stale = _visibleCells.first(where: { $0.value === cell })?.key {
            // The data source returned a cell that is showing another row; that row loses it.
            _visibleCells[stale] = nil
        }
        _configure(cell, at: ip)
        // UIKit updates a cell's configurations before it is first shown.
        cell.setNeedsUpdateConfiguration()
        let (x, width) = _cellHorizontalExtent
        cell.frame = CGRect(x: x, y: _rowY(ip), width: width, height: max(1, Int(cell.frame.height)))
        if cell.superview !== self { insertSubview(cell, at: 0) }
        let height = fixed ?? _selfSizedHeight(cell)
        let change = _recordHeight(height, for: ip)
        cell.frame = CGRect(x: x, y: _rowY(ip), width: width, height: height)
        _visibleCells[ip] = cell
        _tableDelegate?.tableView(self, willDisplay: cell, forRowAt: ip)
        return change
    }

    /// Ends the display of the row's cell: `didEndDisplaying` (the cell still in the table),
    /// then the cell is removed and queued under its reuse identifier.
    func _endDisplaying(_ ip: IndexPath) {
        if let s = _swipeActions?.shown, s.indexPath == ip { _swipeActions?.close() }
        guard let cell = _visibleCells.removeValue(forKey: ip) else { return }
        if _pressedRow == ip { _pressedRow = nil }
        _tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: ip)
        if cell.superview === self { cell.removeFromSuperview() }
        if let id = cell.reuseIdentifier { _reuseQueues[id, default: []].append(cell) }
    }

    /// Sets the table-driven state of a cell about to show row `ip`.
    func _configure(_ cell: UITableViewCell, at ip: IndexPath) {
        cell._tableView = self
        cell.setSelected(_selected.contains(ip), animated: false)
        cell.setHighlighted(_pressedRow == ip || (isFocused && _focusedRow == ip), animated: false)
        if _isEditing {
            let editable = dataSource?.tableView(self, canEditRowAt: ip) ?? false
            cell.editingStyle = editable ? (_tableDelegate?.tableView(self, editingStyleForRowAt: ip) ?? .delete) : .none
            cell._canMove = dataSource?.tableView(self, canMoveRowAt: ip) ?? false
        } else {
            cell.editingStyle = .none
            cell._canMove = false
        }
        cell.setEditing(_isEditing, animated: false)
        cell._drawsSeparator = separatorStyle != .none
        cell._isLastInGroupedSection = style != .plain && ip.row == numberOfRows(inSection: ip.section) - 1
    }

    /// Re-applies table-driven state to the visible cells (editing, separators).
    func _cellsNeedRestyle() {
        for (ip, cell) in _visibleCells { _configure(cell, at: ip) }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The height the delegate or `rowHeight` fixes for the row, or nil for self-sizing.
    func _fixedHeight(for ip: IndexPath) -> Int? {
        if let d = _tableDelegate {
            let h = d.tableView(self, heightForRowAt: ip)
            if h >= 0 { return _deviceRowHeight(h) }
        }
        if rowHeight >= 0 { return _deviceRowHeight(rowHeight) }
        return nil
    }

    /// A row's own height: a cell laid out by constraints is measured with
    /// `systemLayoutSizeFitting` at the row's width (required) and the fitting-size level
    /// vertically, as UIKit's self-sizing cells; others by `sizeThatFits`. Whole lines, ≥ 1.
    func _selfSizedHeight(_ cell: UITableViewCell) -> Int {
        let height: CGFloat
        if cell.contentView._holdsConstraintsInSubtree {
            let fitted = cell.systemLayoutSizeFitting(CGSize(width: cell.bounds.width, height: UIView.layoutFittingCompressedSize.height),
                                                      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            height = max(CGFloat(cell._styleLines), fitted.height)
        } else {
            height = cell.sizeThatFits(CGSize(width: cell.bounds.width, height: .greatestFiniteMagnitude)).height
        }
        return max(1, Int((height - 1e-9).rounded(.up)))
    }

    /// A header or footer view's own height: by its constraints at the table's width when
    /// it has any (UIKit's self-sizing headers), else its frame's.
    func _selfSizedHeaderHeight(_ view: UIView) -> CGFloat {
        guard view._holdsConstraintsInSubtree else { return view.frame.height }
        return view.systemLayoutSizeFitting(CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height),
                                            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
    }

    /// Records the row's measured height; returns the change from the previous assumption.
    func _recordHeight(_ height: Int, for ip: IndexPath) -> Int {
        let delta = height - _estimate
        let old = _sections[ip.section].heights.delta(ip.row)
        guard delta != old else { return 0 }
        _sections[ip.section].heights.set(ip.row, delta: delta)
        _startsDirty = true
        return delta - old
    }

    func _updateContentSize() {
        let size = CGSize(width: bounds.width, height: CGFloat(_contentHeight))
        if contentSize != size { contentSize = size }
    }
}
