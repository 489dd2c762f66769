import Foundation
import UIKitEngine

// The split view controller's column bookkeeping: which controllers are children, the
// navigation controllers that show the columns, and how a display mode resolves to the
// leading columns it shows. Internal; the public API is in UISplitViewController.swift.
// Source: https://developer.apple.com/documentation/uikit/uisplitviewcontroller
extension UISplitViewController {
    /// Makes `vc` the controller of `column` (nil empties it), wrapping it in a navigation
    /// controller unless it is one; the column's old navigation controller leaves.
    func _replaceColumn(_ column: Column, with vc: UIViewController?) {
        let oldNav = _columnNavigators[column]
        _columnControllers[column] = vc
        guard let vc else {
            _columnNavigators[column] = nil
            if let oldNav { _removeChild(oldNav) }
            return
        }
        let nav: UINavigationController
        if let n = vc as? UINavigationController {
            nav = n
        } else if let oldNav, oldNav._isSplitWrapper {
            nav = oldNav
            nav.setViewControllers([vc], animated: false)
        } else {
            nav = UINavigationController(rootViewController: vc)
            nav._isSplitWrapper = true
        }
        _columnNavigators[column] = nav
        if let oldNav, oldNav !== nav { _removeChild(oldNav) }
        if nav.parent !== self {
            addChild(nav)
            nav._sendDidMove(toParent: self)
        }
    }

    /// Classic style: makes `list` (without `self` and repeats) the primary and secondary
    /// controllers, refolding them while collapsed.
    func _setClassicControllers(_ list: [UIViewController]) {
        var new: [UIViewController] = []
        for vc in list where vc !== self && !new.contains(where: { $0 === vc }) { new.append(vc) }
        let change = {
            let old = self._classicControllers + (self._classicFoldedSecondary.map { [$0] } ?? [])
            let collapsed = self.isCollapsed
            if collapsed { self._unfoldClassicModel() }
            for o in old where !new.contains(where: { $0 === o }) { self._removeChild(o) }
            self._classicControllers = new
            self._classicFoldedSecondary = nil
            self._fold = nil
            for n in new where n.parent !== self { self._adoptChild(n) }
            if collapsed { self._foldClassicModel() }
        }
        if isCollapsed {
            _rearrange(change)
        } else {
            change()
            if viewIfLoaded != nil { _installColumns(animated: false) }
        }
    }

    /// Takes `vc` out of the interface, ending its appearance if it was on screen.
    func _removeChild(_ vc: UIViewController) {
        guard vc.parent === self else { return }
        vc._sendWillMove(toParent: nil)
        if let v = vc.viewIfLoaded, v.superview === viewIfLoaded {
            _appearanceSuppressed { v.removeFromSuperview() }
            if _isVisible(vc) {
                vc._beginAppearance(false, animated: false)
                vc._endAppearance()
            }
        }
        _installed.removeAll { $0 === vc }
        vc.removeFromParent()
    }

    /// The columns an expanded interface lays out, leading first.
    var _expandedColumns: [Column] {
        switch style {
        case .tripleColumn: [.primary, .supplementary, .secondary]
        default: [.primary, .secondary]
        }
    }

    /// The navigation controller holding the collapsed stack (column style, no compact
    /// column): the first column that has one.
    var _collapsedBase: UINavigationController? {
        for c in _expandedColumns { if let n = _columnNavigators[c] { return n } }
        return nil
    }

    /// `mode` as this interface can show it: `.automatic` chosen by the behaviour and
    /// width, two-column modes reduced to one in a double-column (or classic) interface.
    func _resolvedMode(_ mode: DisplayMode) -> DisplayMode {
        var m = mode
        if m == .automatic {
            switch splitBehavior {
            case .overlay: m = .secondaryOnly
            case .displace: m = style == .tripleColumn ? .twoDisplaceSecondary : .oneBesideSecondary
            default:
                if style == .tripleColumn {
                    let total = viewIfLoaded?.bounds.width ?? _screenWidth
                    let room = total - _primaryWidth(in: total) - _supplementaryWidth(in: total)
                    m = room >= _points(320) ? .twoBesideSecondary : .oneBesideSecondary
                } else {
                    m = .oneBesideSecondary
                }
            }
        }
        if style != .tripleColumn {
            switch m {
            case .twoBesideSecondary, .twoDisplaceSecondary: m = .oneBesideSecondary
            case .twoOverSecondary: m = .oneOverSecondary
            default: break
            }
        }
        return m
    }

    /// Changes the expanded layout to `mode`, telling the delegate first.
    func _changeDisplayMode(to mode: DisplayMode, animated: Bool = true) {
        let old = displayMode
        guard mode != old || _displayMode == .automatic else { return }
        if mode != old {
            delegate?.splitViewController(self, willChangeTo: mode)
            for column in _leadingColumns(old) where !_leadingColumns(mode).contains(column) {
                delegate?.splitViewController(self, willHide: column)
            }
            for column in _leadingColumns(mode) where !_leadingColumns(old).contains(column) {
                delegate?.splitViewController(self, willShow: column)
            }
        }
        _displayMode = mode
        if viewIfLoaded != nil, !isCollapsed { _installColumns(animated: animated) }
    }

    /// The leading columns `mode` shows.
    func _leadingColumns(_ mode: DisplayMode) -> [Column] {
        let n = _resolvedMode(mode)._leadingColumnCount
        if style == .tripleColumn { return n == 2 ? [.primary, .supplementary] : n == 1 ? [.supplementary] : [] }
        return n >= 1 ? [.primary] : []
    }

    func _displayModeButtonTapped() {
        guard !isCollapsed else { return }
        let target = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        if target != .automatic {
            _changeDisplayMode(to: _resolvedMode(target))
        } else if _leadingColumns(displayMode).isEmpty {
            show(.primary)
        } else {
            _changeDisplayMode(to: .secondaryOnly)
        }
    }

    /// The navigation stack a pushed controller goes on.
    var _stackForShow: UINavigationController? {
        if style == .unspecified { return _classicControllers.first as? UINavigationController }
        if isCollapsed { return _columnNavigators[.compact] ?? _collapsedBase }
        return _columnNavigators[.primary]
    }

    /// Makes `vc` a child, taking it from a navigation stack that still holds it.
    func _adoptChild(_ vc: UIViewController) {
        guard vc.parent !== self else { return }
        if vc.parent != nil {
            if let v = vc.viewIfLoaded, v.superview != nil { _appearanceSuppressed { v.removeFromSuperview() } }
            vc.removeFromParent()
        }
        addChild(vc)
        vc._sendDidMove(toParent: self)
    }

    /// A length of `points` iPhone points in this device's points.
    func _points(_ points: CGFloat) -> CGFloat {
        let m = viewIfLoaded?.layoutMetrics ?? UIView._metrics(of: nil)
        return m.length(points, from: .iPhonePoints, vertical: false)
    }

    var _screenWidth: CGFloat { _application?.screen.bounds.width ?? 80 }

    func _appearanceSuppressed(_ body: () -> Void) {
        if let app = _application { app._withoutViewMoveAppearance(body) } else { body() }
    }

    func _isVisible(_ vc: UIViewController) -> Bool {
        vc._appearanceState == .appeared || vc._appearanceState == .appearing
    }
}
