import Foundation
import UIKitEngine

/// How a collapsed interface folded the columns' stacks into one navigation stack: each
/// merged column with the controllers it brought, in column order (the first is the
/// column whose navigation controller holds the stack), and the top column.
struct _SplitFold {
    var topColumn: UISplitViewController.Column
    var segments: [(column: UISplitViewController.Column, controllers: [UIViewController])]
}

// Collapsing, expanding, and laying out the columns.
extension UISplitViewController {
    // MARK: Width

    /// Whether a view of width `width` (this device's points) is horizontally compact:
    /// narrower than 600 iPhone points (docs/DECISIONS.md "Split view controller").
    func _isCompact(width: CGFloat) -> Bool { width < _points(600) }

    /// Collapses or expands the interface for the view's width: the first time the view
    /// is laid out or appears, then whenever the width crosses the threshold.
    func _adaptToWidth() {
        guard let root = viewIfLoaded else { return }
        let compact = _isCompact(width: root.bounds.width)
        if _hasAdapted && compact == isCollapsed { return }
        _hasAdapted = true
        if compact {
            _collapse()
        } else if isCollapsed {
            _expand()
        }
    }

    private func _collapse() {
        if style == .unspecified {
            _rearrange { _foldClassicModel() }
            return
        }
        var top = Column.secondary
        if _columnNavigators[.compact] == nil, let d = delegate {
            top = d.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
        }
        _rearrange {
            _collapseModel(topColumn: top)
            delegate?.splitViewControllerDidCollapse(self)
        }
    }

    private func _expand() {
        if style == .unspecified {
            _rearrange { _unfoldClassicModel() }
            return
        }
        _rearrange {
            _expandModel()
            let proposed = _resolvedMode(preferredDisplayMode)
            let mode = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
            _displayMode = _resolvedMode(mode)
            delegate?.splitViewControllerDidExpand(self)
        }
    }

    /// Runs `body`, which moves controllers between the columns' navigation stacks, with
    /// the shown columns taken off screen first (each shown controller gets
    /// `viewWillDisappear(false)`/`viewDidDisappear(false)`), then puts the new
    /// arrangement on screen (`viewWillAppear(false)` now, `viewDidAppear(false)` at the
    /// end of the pass). Stacks changed off screen change at once, so no navigation
    /// transition pulls a moved controller's view out of its new column.
    func _rearrange(_ body: () -> Void) {
        if let root = viewIfLoaded, !_installed.isEmpty {
            let shown = _installed
            _installed = []
            let visible = root.window != nil && (_appearanceState == .appeared || _appearanceState == .appearing)
            for vc in shown {
                if visible, _isVisible(vc) {
                    vc._beginAppearance(false, animated: false)
                    vc._endAppearance()
                }
                if let v = vc.viewIfLoaded, v.superview === root { _appearanceSuppressed { v.removeFromSuperview() } }
            }
        }
        body()
        if viewIfLoaded != nil { _installColumns(animated: false, preparing: _isPreparingAppearance) }
    }

    // MARK: Column style

    /// Folds the columns up to `topColumn` onto the first column's navigation stack (no
    /// compact column), or just marks the interface collapsed (a compact column shows).
    func _collapseModel(topColumn: Column) {
        isCollapsed = true
        _fold = nil
        guard _columnNavigators[.compact] == nil, let base = _collapsedBase else { return }
        let columns = _expandedColumns
        guard let baseIndex = columns.firstIndex(where: { _columnNavigators[$0] === base }) else { return }
        let topIndex = columns.firstIndex(of: topColumn) ?? baseIndex
        var stack = base.viewControllers
        var segments: [(column: Column, controllers: [UIViewController])] = [(columns[baseIndex], stack)]
        if topIndex > baseIndex {
            for c in columns[(baseIndex + 1)...topIndex] {
                guard let nav = _columnNavigators[c] else { continue }
                let part = nav.viewControllers
                stack += part
                segments.append((c, part))
            }
        }
        _fold = _SplitFold(topColumn: topColumn, segments: segments)
        if stack.count != base.viewControllers.count { base.setViewControllers(stack, animated: false) }
    }

    /// Gives every column its own stack back: each merged column takes as many
    /// controllers as it brought (the last merged one everything above); controllers
    /// pushed above the merged columns go to the secondary column; a column whose
    /// controllers were popped gets the ones it had when the interface collapsed.
    func _expandModel() {
        isCollapsed = false
        guard let fold = _fold, let base = _collapsedBase else { _fold = nil; return }
        _fold = nil
        var rest = ArraySlice(base.viewControllers)
        var parts: [Column: [UIViewController]] = [:]
        for (i, seg) in fold.segments.enumerated() {
            let isLast = i == fold.segments.count - 1
            if isLast && seg.column == .secondary {
                parts[seg.column] = Array(rest)
                rest = []
            } else {
                let n = i == 0 ? max(1, min(seg.controllers.count, rest.count)) : min(seg.controllers.count, rest.count)
                parts[seg.column] = Array(rest.prefix(n))
                rest = rest.dropFirst(n)
            }
        }
        if !rest.isEmpty { parts[.secondary] = (parts[.secondary] ?? []) + Array(rest) }
        // The base keeps its part first, so the others can be moved off it.
        let baseColumn = fold.segments[0].column
        base.setViewControllers(parts[baseColumn] ?? [], animated: false)
        for c in _expandedColumns where c != baseColumn {
            guard let nav = _columnNavigators[c] else { continue }
            var part = parts[c] ?? []
            if part.isEmpty, let seg = fold.segments.first(where: { $0.column == c }) {
                part = seg.controllers.filter { $0.parent == nil || $0.parent === nav }
                if part.isEmpty, let first = seg.controllers.first, first.parent == nil { part = [first] }
            }
            if part.isEmpty, nav.viewControllers.isEmpty, let own = _columnControllers[c], own !== nav, own.parent == nil {
                part = [own]
            }
            if !part.isEmpty { nav.setViewControllers(part, animated: false) }
        }
    }

    /// `show(_:)` while collapsed: the stack goes back (or forward) to `column`.
    func _showCollapsed(_ column: Column) {
        guard style != .unspecified, _columnNavigators[.compact] == nil, let base = _collapsedBase,
              var fold = _fold else { return }
        let columns = _expandedColumns
        guard let target = columns.firstIndex(of: column) else { return }
        let stack = base.viewControllers
        if let i = fold.segments.firstIndex(where: { $0.column == column }) {
            let end = fold.segments[...i].reduce(0) { $0 + $1.controllers.count }
            if stack.count >= end, end > 0 {
                if stack.count > end { base.popToViewController(stack[end - 1], animated: true) }
                fold.topColumn = column
                _fold = fold
                return
            }
        }
        // Build the stack through `column`: what is left of the merged columns, then the
        // remembered or current stacks of the columns after them.
        var desired: [UIViewController] = []
        var kept = ArraySlice(stack)
        var segments: [(column: Column, controllers: [UIViewController])] = []
        for (i, c) in columns.enumerated() where i <= target {
            if let seg = fold.segments.first(where: { $0.column == c }) {
                let here = kept.prefix(seg.controllers.count)
                kept = kept.dropFirst(here.count)
                let part = here.isEmpty ? seg.controllers.filter { $0.parent == nil || $0.parent === base } : Array(here)
                desired += part
                segments.append((c, part))
            } else if let nav = _columnNavigators[c], nav !== base {
                let part = nav.viewControllers
                desired += part
                segments.append((c, part))
            }
        }
        fold.segments = segments
        fold.topColumn = column
        _fold = fold
        if !desired.isEmpty { base.setViewControllers(desired, animated: true) }
    }

    // MARK: Classic style

    /// Classic collapse: the delegate may replace the primary controller and merge the
    /// secondary one itself; otherwise a navigation controller as primary gets the
    /// secondary controller (or its navigation stack) pushed on it.
    func _foldClassicModel() {
        isCollapsed = true
        _fold = nil
        guard let primary = _classicControllers.first else { return }
        let secondary = _classicControllers.count > 1 ? _classicControllers[1] : nil
        let newPrimary = delegate?.primaryViewController(forCollapsing: self) ?? primary
        if newPrimary !== primary { _adoptChild(newPrimary) }
        _classicFoldedSecondary = secondary
        _classicControllers = [newPrimary]
        guard let secondary else { return }
        let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: newPrimary) ?? false
        if !handled, let nav = newPrimary as? UINavigationController, secondary !== nav {
            let before = nav.viewControllers
            let pushed = (secondary as? UINavigationController)?.viewControllers ?? [secondary]
            _fold = _SplitFold(topColumn: .secondary, segments: [(.primary, before), (.secondary, pushed)])
            nav.setViewControllers(before + pushed, animated: false)
        }
    }

    /// Classic expand: the delegate may choose the primary and secondary controllers;
    /// otherwise what was pushed above the primary stack becomes the secondary
    /// controller again (back in its navigation controller when it had one).
    func _unfoldClassicModel() {
        isCollapsed = false
        let fold = _fold
        _fold = nil
        let folded = _classicFoldedSecondary
        _classicFoldedSecondary = nil
        guard let current = _classicControllers.first else { return }
        let newPrimary = delegate?.primaryViewController(forExpanding: self) ?? current
        var secondary = delegate?.splitViewController(self, separateSecondaryFrom: newPrimary)
        if secondary == nil {
            if let fold, let nav = current as? UINavigationController {
                let stack = nav.viewControllers
                let keep = max(1, min(fold.segments[0].controllers.count, stack.count))
                let rest = Array(stack.dropFirst(keep))
                if !rest.isEmpty { nav.setViewControllers(Array(stack.prefix(keep)), animated: false) }
                if let inner = folded as? UINavigationController {
                    inner.setViewControllers(rest.isEmpty ? fold.segments[1].controllers.filter { $0.parent == nil } : rest,
                                             animated: false)
                    secondary = inner
                } else if rest.count == 1 {
                    secondary = rest[0]
                } else if rest.count > 1 {
                    let wrapper = UINavigationController()
                    wrapper.setViewControllers(rest, animated: false)
                    secondary = wrapper
                } else {
                    secondary = folded
                }
            } else {
                secondary = folded
            }
        }
        if newPrimary !== current { _removeChildIfUnused(current, keeping: [newPrimary, secondary]) }
        _classicControllers = [newPrimary] + (secondary.map { [$0] } ?? [])
        for vc in _classicControllers where vc.parent !== self { _adoptChild(vc) }
    }

    private func _removeChildIfUnused(_ vc: UIViewController, keeping: [UIViewController?]) {
        guard !keeping.contains(where: { $0 === vc }), vc.parent === self else { return }
        vc._sendWillMove(toParent: nil)
        _appearanceSuppressed { if vc.viewIfLoaded?.superview === viewIfLoaded { vc.viewIfLoaded?.removeFromSuperview() } }
        _installed.removeAll { $0 === vc }
        vc.removeFromParent()
    }

    // MARK: Views

    /// The children that show now, leading first.
    func _wantedControllers() -> [UIViewController] {
        if style == .unspecified {
            if isCollapsed { return Array(_classicControllers.prefix(1)) }
            let leading = _leadingColumns(displayMode)
            var list: [UIViewController] = []
            if !leading.isEmpty, _classicControllers.count > 1 { list.append(_classicControllers[0]) }
            if let last = _classicControllers.last { list.append(last) }
            return list
        }
        if isCollapsed {
            if let c = _columnNavigators[.compact] { return [c] }
            return _collapsedBase.map { [$0] } ?? []
        }
        return (_leadingColumns(displayMode) + [.secondary]).compactMap { _columnNavigators[$0] }
    }

    /// Puts the views of the children that show into the controller's view and takes the
    /// others out. On screen the arriving ones get `viewWillAppear(animated)` and the
    /// leaving ones `viewWillDisappear(animated)` now, the `did` halves at the end of the
    /// pass. `preparing`: called before the controller's own `viewWillAppear`, whose
    /// forwarding reaches the installed children.
    func _installColumns(animated: Bool, preparing: Bool = false) {
        guard let root = viewIfLoaded else { return }
        let wanted = _wantedControllers()
        let leaving = _installed.filter { o in !wanted.contains { $0 === o } }
        let arriving = wanted.filter { n in !_installed.contains { $0 === n } }
        _installed = wanted
        for vc in arriving {
            let v = vc.view!
            v.autoresizingMask = []
            _appearanceSuppressed { root.addSubview(v) }
        }
        _layoutColumns()
        let app = _application
        if !preparing, _appearanceState == .appeared, root.window != nil, let app {
            for vc in arriving { vc._beginAppearance(true, animated: animated) }
            for vc in leaving {
                vc._beginAppearance(false, animated: animated)
                if let v = vc.viewIfLoaded, v.superview === root { app._withoutViewMoveAppearance { v.removeFromSuperview() } }
            }
            app._pendingAppearanceEnds.append { [leaving, arriving] in
                for vc in leaving { vc._endAppearance() }
                for vc in arriving { vc._endAppearance() }
            }
        } else {
            for vc in leaving {
                if !preparing, _isVisible(vc) {
                    vc._beginAppearance(false, animated: false)
                    vc._endAppearance()
                }
                if let v = vc.viewIfLoaded, v.superview === root { _appearanceSuppressed { v.removeFromSuperview() } }
            }
            if !preparing, _appearanceState == .appearing {
                for vc in arriving { vc._beginAppearance(true, animated: _appearanceAnimated) }
            }
        }
        root.setNeedsLayout()
        root.setNeedsDisplay()
    }

    /// The primary column's width in a controller `total` points wide.
    func _primaryWidth(in total: CGFloat) -> CGFloat {
        _columnWidth(preferredPrimaryColumnWidth, preferredPrimaryColumnWidthFraction,
                     minimumPrimaryColumnWidth, maximumPrimaryColumnWidth, total)
    }

    /// The supplementary column's width in a controller `total` points wide (0 without one).
    func _supplementaryWidth(in total: CGFloat) -> CGFloat {
        guard style == .tripleColumn else { return 0 }
        return _columnWidth(preferredSupplementaryColumnWidth, preferredSupplementaryColumnWidthFraction,
                            minimumSupplementaryColumnWidth, maximumSupplementaryColumnWidth, total)
    }

    /// A leading column's width: the preferred width, else the fraction of `total`, else
    /// 320 iPhone points but at most 40% of `total`; then the minimum and maximum; whole
    /// points on a character-cell device.
    private func _columnWidth(_ preferred: CGFloat, _ fraction: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat,
                              _ total: CGFloat) -> CGFloat {
        let auto = UISplitViewController.automaticDimension
        var w: CGFloat
        if preferred != auto, preferred >= 0 { w = preferred }
        else if fraction != auto, fraction >= 0 { w = fraction * total }
        else { w = min(_points(320), total * 0.4) }
        if minimum != auto, minimum >= 0 { w = max(w, minimum) }
        if maximum != auto, maximum >= 0 { w = min(w, maximum) }
        w = max(0, min(w, total))
        let cells = (viewIfLoaded?.layoutMetrics ?? UIView._metrics(of: nil)).measuresTextInCells
        return cells ? w.rounded(.down) : w
    }

    /// The primary column's width now (points), as `primaryColumnWidth`.
    public var primaryColumnWidth: CGFloat { _primaryWidth(in: viewIfLoaded?.bounds.width ?? _screenWidth) }
    /// The supplementary column's width now (points), as `supplementaryColumnWidth`.
    public var supplementaryColumnWidth: CGFloat { _supplementaryWidth(in: viewIfLoaded?.bounds.width ?? _screenWidth) }

    /// Frames for the installed children and the separators after the leading columns.
    func _layoutColumns() {
        guard let root = viewIfLoaded else { return }
        let b = root.bounds
        let metrics = root.layoutMetrics
        let cells = metrics.measuresTextInCells
        let wanted = _installed
        guard !isCollapsed, wanted.count > 1 else {
            for vc in wanted { vc.viewIfLoaded?.frame = b }
            _setSeparators([])
            return
        }
        let mode = displayMode
        let leadingCount = wanted.count - 1
        let sep: CGFloat = cells ? 1 : 1 / max(1, metrics.scale)
        var x: CGFloat = 0
        var frames: [CGRect] = []
        var lines: [CGFloat] = []
        for i in 0..<leadingCount {
            let isPrimary = style != .tripleColumn || (leadingCount == 2 && i == 0)
            let w = isPrimary ? _primaryWidth(in: b.width) : _supplementaryWidth(in: b.width)
            frames.append(CGRect(x: x, y: 0, width: w, height: b.height))
            x += w
            lines.append(x)
            x += sep
        }
        let secondary: CGRect
        switch mode {
        case .oneOverSecondary, .twoOverSecondary:
            secondary = b
        case .twoDisplaceSecondary:
            let shown = frames.last.map { $0.width + sep } ?? 0
            secondary = CGRect(x: x, y: 0, width: max(0, b.width - shown), height: b.height)
        default:
            secondary = CGRect(x: x, y: 0, width: max(0, b.width - x), height: b.height)
        }
        frames.append(secondary)
        let mirror = primaryEdge == .trailing && style != .tripleColumn
        for (vc, f) in zip(wanted, frames) {
            var frame = f
            if mirror { frame.origin.x = b.width - f.maxX }
            vc.viewIfLoaded?.frame = frame
        }
        // The leading columns lie above the secondary one (overlay modes).
        if let secondaryView = wanted.last?.viewIfLoaded, secondaryView.superview === root {
            _appearanceSuppressed { root.sendSubviewToBack(secondaryView) }
        }
        _setSeparators(lines.map { lx in
            CGRect(x: mirror ? b.width - lx - sep : lx, y: 0, width: sep, height: b.height)
        })
    }

    private func _setSeparators(_ frames: [CGRect]) {
        guard let root = viewIfLoaded else { return }
        while _separators.count < frames.count { _separators.append(_UIColumnSeparatorView()) }
        for (i, s) in _separators.enumerated() {
            if i < frames.count {
                s.frame = frames[i]
                s.backgroundColor = root.layoutMetrics.measuresTextInCells ? nil : .separator
                if s.superview !== root { root.addSubview(s) } else { root.bringSubviewToFront(s) }
            } else if s.superview != nil {
                s.removeFromSuperview()
            }
        }
    }

}

/// The line between two columns (split view columns, the spine of two pages): one column of "│" on a terminal, a hairline of the
/// separator colour on pixels.
final class _UIColumnSeparatorView: UIView {
    override func draw(in context: UIRenderContext) {
        var style = CellStyle()
        style.foreground = context.cellColor(.separator)
        let rows = Int(bounds.height)
        guard bounds.width >= 1, rows > 0 else { return }
        for row in 0..<rows { context.drawText("│", at: CGPoint(x: 0, y: CGFloat(row)), style: style) }
    }
}
