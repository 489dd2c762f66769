import Foundation

// Where sections and rows are, in content coordinates (whole lines), computed from the
// section counts, the estimate and the measured heights; no per-row objects.

extension UITableView {

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
        // A point device's index is a 16-point column (11-point titles), as on iOS.
        if !_measuresTextInCells { return 16 }
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
}

// The public geometry queries over the same sections and rows.
extension UITableView {
    /// The row at `point` (content coordinates, points), or nil.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        _loadDataIfNeeded()
        return _indexPath(atY: Int(point.y.rounded(.down)))
    }

    /// The rows intersecting `rect` (content coordinates).
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        _loadDataIfNeeded()
        let out = _rows(fromY: Int(rect.minY.rounded(.down)), toY: Int(rect.maxY.rounded(.up))).map(\.indexPath)
        return out.isEmpty ? nil : out
    }

    /// The row's rectangle in content coordinates (points); `.zero` for an invalid index path.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        _loadDataIfNeeded()
        guard _isValid(indexPath) else { return .zero }
        let (x, w) = _cellHorizontalExtent
        return CGRect(x: x, y: _rowY(indexPath), width: w, height: _rowHeight(indexPath))
    }

    /// The whole section's rectangle (header, rows, footer) in content coordinates.
    public func rect(forSection section: Int) -> CGRect {
        _loadDataIfNeeded()
        guard section >= 0, section < _sections.count else { return .zero }
        return CGRect(x: 0, y: _sections[section].start, width: Int(bounds.width), height: _sectionHeight(section))
    }

    public func rectForHeader(inSection section: Int) -> CGRect {
        _loadDataIfNeeded()
        guard section >= 0, section < _sections.count else { return .zero }
        return CGRect(x: 0, y: _sections[section].start, width: Int(bounds.width), height: _sections[section].header)
    }

    public func rectForFooter(inSection section: Int) -> CGRect {
        _loadDataIfNeeded()
        guard section >= 0, section < _sections.count else { return .zero }
        let s = _sections[section]
        return CGRect(x: 0, y: s.start + s.header + _rowsHeight(section), width: Int(bounds.width), height: s.footer)
    }
}
