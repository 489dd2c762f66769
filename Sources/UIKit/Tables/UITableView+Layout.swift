import Foundation

/// What the table knows about one section: counts and heights, never per-row objects.
struct _TableSection {
    var rows: Int
    /// Header and footer heights in lines.
    var header = 0
    var footer = 0
    var headerTitle: String?
    var footerTitle: String?
    /// The delegate's custom view, or the title line once it has been shown.
    var headerView: UIView?
    var footerView: UIView?
    /// Rows measured at a height other than the estimate.
    var heights = _RowHeightStore()
    /// Content y of the section's top (its header).
    var start = 0

    init(rows: Int) { self.rows = rows }
}

/// A row's position in content coordinates (lines).
struct _RowSpan {
    var indexPath: IndexPath
    var y: Int
    var height: Int
}

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
        if rowHeight > 0 { return max(1, Int(rowHeight.rounded())) }
        if estimatedRowHeight > 0 { return max(1, Int(estimatedRowHeight.rounded())) }
        return 1
    }

    /// Header and footer of section `s`: a delegate height wins, then the table's section
    /// height, then the content (a custom view's height, or 1 line for a title). Grouped
    /// styles put a blank line before every section (2 lines with a title).
    func _loadHeaderFooter(_ s: Int) {
        let d = _tableDelegate
        var sec = _sections[s]
        sec.headerView = d?.tableView(self, viewForHeaderInSection: s)
        sec.headerTitle = sec.headerView == nil ? dataSource?.tableView(self, titleForHeaderInSection: s) : nil
        sec.footerView = d?.tableView(self, viewForFooterInSection: s)
        sec.footerTitle = sec.footerView == nil ? dataSource?.tableView(self, titleForFooterInSection: s) : nil

        var header = d.map { $0.tableView(self, heightForHeaderInSection: s) } ?? UITableView.automaticDimension
        if header < 0 { header = sectionHeaderHeight }
        if header >= 0 {
            sec.header = Int(header.rounded())
        } else if let v = sec.headerView {
            sec.header = max(1, Int(v.frame.height.rounded()))
        } else if sec.headerTitle != nil {
            sec.header = style == .plain ? 1 : 2
        } else {
            sec.header = style == .plain ? 0 : 1
        }
        var footer = d.map { $0.tableView(self, heightForFooterInSection: s) } ?? UITableView.automaticDimension
        if footer < 0 { footer = sectionFooterHeight }
        if footer >= 0 {
            sec.footer = Int(footer.rounded())
        } else if let v = sec.footerView {
            sec.footer = max(1, Int(v.frame.height.rounded()))
        } else {
            sec.footer = sec.footerTitle != nil ? 1 : 0
        }
        _sections[s] = sec
    }

    // MARK: Geometry (content coordinates, whole lines)

    func _rowsHeight(_ s: Int) -> Int { _sections[s].rows * _estimate + _sections[s].heights.total }

    func _sectionHeight(_ s: Int) -> Int { _sections[s].header + _rowsHeight(s) + _sections[s].footer }

    func _recomputeStartsIfNeeded() {
        guard _startsDirty else { return }
        _startsDirty = false
        var y = max(0, Int((tableHeaderView?.frame.height ?? 0).rounded()))
        _sectionsTop = y
        for s in _sections.indices {
            _sections[s].start = y
            y += _sectionHeight(s)
        }
        _sectionsEnd = y
    }

    /// Total content height in lines (header view, sections, footer view).
    var _contentHeight: Int {
        _recomputeStartsIfNeeded()
        return _sectionsEnd + max(0, Int((tableFooterView?.frame.height ?? 0).rounded()))
    }

    func _isValid(_ ip: IndexPath) -> Bool {
        ip.count == 2 && ip.section >= 0 && ip.section < _sections.count && ip.row >= 0 && ip.row < _sections[ip.section].rows
    }

    func _rowY(_ ip: IndexPath) -> Int {
        _recomputeStartsIfNeeded()
        let sec = _sections[ip.section]
        return sec.start + sec.header + ip.row * _estimate + sec.heights.prefix(ip.row)
    }

    func _rowHeight(_ ip: IndexPath) -> Int { _estimate + _sections[ip.section].heights.delta(ip.row) }

    /// The section whose area contains `y`, or nil past the last section.
    func _sectionIndex(atY y: Int) -> Int? {
        _recomputeStartsIfNeeded()
        guard !_sections.isEmpty, y < _sectionsEnd else { return nil }
        if y <= _sectionsTop { return 0 }
        var lo = 0, hi = _sections.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if _sections[mid].start <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The row of section `s` at `offset` lines below the section's first row (clamped).
    func _row(inSection s: Int, atOffset offset: Int) -> Int {
        let sec = _sections[s]
        guard sec.rows > 0 else { return 0 }
        if sec.heights.isEmpty { return min(sec.rows - 1, max(0, offset) / _estimate) }
        var lo = 0, hi = sec.rows - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if mid * _estimate + sec.heights.prefix(mid) <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The row covering content line `y`, or nil (a header, footer or empty space).
    func _indexPath(atY y: Int) -> IndexPath? {
        guard let s = _sectionIndex(atY: y) else { return nil }
        let sec = _sections[s]
        let rel = y - (sec.start + sec.header)
        guard rel >= 0, rel < _rowsHeight(s) else { return nil }
        return IndexPath(row: _row(inSection: s, atOffset: rel), section: s)
    }

    /// The row after `ip` in reading order (skipping empty sections), or nil at the end.
    func _indexPath(after ip: IndexPath) -> IndexPath? {
        if ip.row + 1 < _sections[ip.section].rows { return IndexPath(row: ip.row + 1, section: ip.section) }
        var s = ip.section + 1
        while s < _sections.count { if _sections[s].rows > 0 { return IndexPath(row: 0, section: s) }; s += 1 }
        return nil
    }

    /// The row before `ip`, or nil at the start.
    func _indexPath(before ip: IndexPath) -> IndexPath? {
        if ip.row > 0 { return IndexPath(row: ip.row - 1, section: ip.section) }
        var s = ip.section - 1
        while s >= 0 { if _sections[s].rows > 0 { return IndexPath(row: _sections[s].rows - 1, section: s) }; s -= 1 }
        return nil
    }

    var _firstIndexPath: IndexPath? {
        for s in _sections.indices where _sections[s].rows > 0 { return IndexPath(row: 0, section: s) }
        return nil
    }
    var _lastIndexPath: IndexPath? {
        for s in _sections.indices.reversed() where _sections[s].rows > 0 { return IndexPath(row: _sections[s].rows - 1, section: s) }
        return nil
    }

    /// Rows intersecting content lines `top ..< bottom`, top to bottom.
    func _rows(fromY top: Int, toY bottom: Int) -> [_RowSpan] {
        guard top < bottom, let first = _sectionIndex(atY: max(top, _sectionsTop)) else { return [] }
        var s = first
        let sec = _sections[s]
        let rowsTop = sec.start + sec.header
        var r = 0
        if top > rowsTop {
            let rel = top - rowsTop
            r = rel >= _rowsHeight(s) ? sec.rows : _row(inSection: s, atOffset: rel)
        }
        var out: [_RowSpan] = []
        while s < _sections.count {
            if _sections[s].start >= bottom { break }
            if r < _sections[s].rows {
                let ip = IndexPath(row: r, section: s)
                let y = _rowY(ip)
                if y >= bottom { break }
                out.append(_RowSpan(indexPath: ip, y: y, height: _rowHeight(ip)))
                r += 1
            } else {
                s += 1
                r = 0
            }
        }
        return out
    }

    /// Width of the section index column (0 when it is not shown).
    var _indexColumnWidth: Int {
        guard let titles = _indexTitles, !titles.isEmpty else { return 0 }
        if sectionIndexMinimumDisplayRowCount > 0 {
            var total = 0
            for s in _sections { total += s.rows; if total >= sectionIndexMinimumDisplayRowCount { break } }
            if total < sectionIndexMinimumDisplayRowCount { return 0 }
        }
        let w = titles.map { TextWidth.width(of: TextSanitizer.sanitize($0)) }.max() ?? 1
        return min(3, max(1, w))
    }

    /// Cells' x and width: the full width minus the index column (`insetGrouped`: 2 columns
    /// in from each side).
    var _cellHorizontalExtent: (x: Int, width: Int) {
        let w = Int(bounds.width) - _indexColumnWidth
        if style == .insetGrouped { return (2, max(0, w - 4)) }
        return (0, max(0, w))
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
            if h >= 0 { return max(1, Int(h.rounded())) }
        }
        if rowHeight >= 0 { return max(1, Int(rowHeight.rounded())) }
        return nil
    }

    func _selfSizedHeight(_ cell: UITableViewCell) -> Int {
        let s = cell.sizeThatFits(CGSize(width: cell.bounds.width, height: .greatestFiniteMagnitude))
        return max(1, Int(s.height.rounded(.up)))
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

    // MARK: Headers, footers, index

    func _removeDisplayedHeadersAndFooters() {
        for v in _displayedHeaders.values where v.superview === self { v.removeFromSuperview() }
        for v in _displayedFooters.values where v.superview === self { v.removeFromSuperview() }
        _displayedHeaders.removeAll()
        _displayedFooters.removeAll()
    }

    /// Places the headers and footers of the visible sections. In the plain style the
    /// header of the section at the top stays pinned there until the section scrolls away.
    func _layoutHeadersAndFooters() {
        _recomputeStartsIfNeeded()
        let top = Int(bounds.origin.y.rounded(.down))
        let bottom = top + Int(bounds.height.rounded(.down))
        let width = Int(bounds.width) - _indexColumnWidth
        var headers: [Int: UIView] = [:], footers: [Int: UIView] = [:]
        if let first = _sectionIndex(atY: max(top, _sectionsTop)) {
            var s = first
            while s < _sections.count, _sections[s].start < bottom {
                let sec = _sections[s]
                let end = sec.start + _sectionHeight(s)
                if sec.header > 0 {
                    var y = sec.start
                    if style == .plain { y = max(sec.start, min(top, end - sec.header)) }
                    if y < bottom && y + sec.header > top {
                        let v = _headerView(for: s)
                        v.frame = CGRect(x: 0, y: y, width: width, height: sec.header)
                        headers[s] = v
                    }
                }
                if sec.footer > 0 {
                    let y = end - sec.footer
                    if y < bottom && y + sec.footer > top {
                        let v = _footerView(for: s)
                        v.frame = CGRect(x: 0, y: y, width: width, height: sec.footer)
                        footers[s] = v
                    }
                }
                s += 1
            }
        }
        for (s, v) in _displayedHeaders where headers[s] !== v && v.superview === self { v.removeFromSuperview() }
        for (s, v) in _displayedFooters where footers[s] !== v && v.superview === self { v.removeFromSuperview() }
        for s in footers.keys.sorted() { if let v = footers[s] { if v.superview !== self { addSubview(v) } else { bringSubviewToFront(v) } } }
        for s in headers.keys.sorted() { if let v = headers[s] { if v.superview !== self { addSubview(v) } else { bringSubviewToFront(v) } } }
        _displayedHeaders = headers
        _displayedFooters = footers
    }

    func _headerView(for s: Int) -> UIView {
        if let v = _sections[s].headerView { return v }
        let v = _UITableSectionTitleView(title: _sections[s].headerTitle ?? "", kind: style == .plain ? .plainHeader : .groupedHeader)
        _sections[s].headerView = v
        return v
    }

    func _footerView(for s: Int) -> UIView {
        if let v = _sections[s].footerView { return v }
        let v = _UITableSectionTitleView(title: _sections[s].footerTitle ?? "", kind: .footer)
        _sections[s].footerView = v
        return v
    }

    func _layoutTableHeaderAndFooterViews() {
        let width = CGFloat(Int(bounds.width) - _indexColumnWidth)
        if let v = tableHeaderView {
            v.frame = CGRect(x: 0, y: 0, width: width, height: v.frame.height)
        }
        if let v = tableFooterView {
            v.frame = CGRect(x: 0, y: CGFloat(_sectionsEnd), width: width, height: v.frame.height)
        }
    }

    func _layoutIndex() {
        let w = _indexColumnWidth
        _indexView.isHidden = w == 0
        guard w > 0 else { return }
        _indexView.titles = _indexTitles ?? []
        _indexView.frame = CGRect(x: bounds.width - CGFloat(w), y: bounds.origin.y, width: CGFloat(w), height: bounds.height)
        if subviews.last !== _indexView { bringSubviewToFront(_indexView) }
    }

    // MARK: Drawing

    /// Plain tables without a footer view show separators under the empty space, one per
    /// estimated row height, as UIKit's placeholder rows do.
    func _drawPlaceholderSeparators(in context: UIRenderContext) {
        guard style == .plain, tableFooterView == nil, separatorStyle != .none else { return }
        _recomputeStartsIfNeeded()
        let top = Int(bounds.origin.y.rounded(.down))
        let bottom = top + Int(bounds.height.rounded(.down))
        let start = _sectionsEnd
        guard start < bottom else { return }
        let est = max(1, _estimate)
        // One-line rows have no blank line to rule: the empty space stays empty.
        guard est >= 2 else { return }
        let x0 = max(0, separatorInset.left)
        let x1 = CGFloat(Int(bounds.width) - _indexColumnWidth) - max(0, separatorInset.right)
        guard x1 > x0 else { return }
        var k = max(0, (top - start) / est)
        while true {
            let line = start + (k + 1) * est - 1
            if line >= bottom { break }
            if line >= top {
                context._drawSeparatorRule(y: CGFloat(line), from: x0, to: x1, color: separatorColor ?? .separator)
            }
            k += 1
        }
    }
}
