import Foundation

// Section headers and footers, the table header and footer views, the section index
// and the placeholder separators below the last row.

extension UITableView {

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

extension UITableView {
    /// A table header or footer view's height, set by the app in its code's points, in the
    /// device's (docs/DECISIONS.md, "Points on a terminal: the app's constants are
    /// converted"). A height UIKit measured or converted already is kept.
    func _adoptHeightOfAssignedView(_ v: UIView) {
        let h = v.frame.height
        guard h > 0, h != v._fittedHeight, h != v._convertedHeight else { return }
        let device = _deviceLength(h, vertical: true, atLeastOnePixel: true)
        guard device != h else { return }
        v.frame.size.height = device
        v._convertedHeight = device
    }
}

extension UITableView {
    /// The header view shown for `section` (a custom view or the title line), if on screen.
    public func headerView(forSection section: Int) -> UIView? {
        _displayedHeaders[section]
    }
    public func footerView(forSection section: Int) -> UIView? {
        _displayedFooters[section]
    }
}
