import Foundation
import UIKitEngine

/// A user turn on screen: the pages that showed, the ones coming, the way it goes, and
/// how far a drag has moved them (points).
final class _PageTurn {
    let old: [UIViewController]
    let new: [UIViewController]
    let forward: Bool
    var travel: CGFloat = 0
    var dragging = true
    init(old: [UIViewController], new: [UIViewController], forward: Bool) {
        self.old = old
        self.new = new
        self.forward = forward
    }
}

// Page changes on screen: programmatic swaps, key turns and drags.
extension UIPageViewController {
    var _isOnScreen: Bool { _appearanceState == .appeared && viewIfLoaded?.window != nil && _application != nil }

    /// The length of a page along the navigation axis, plus the gap between pages.
    var _pageExtent: CGFloat {
        let b = _pageArea.bounds
        return (navigationOrientation == .horizontal ? b.width : b.height) + _interPageSpacing
    }

    /// `frame` moved `offset` points along the navigation axis.
    func _shifted(_ frame: CGRect, _ offset: CGFloat) -> CGRect {
        navigationOrientation == .horizontal ? frame.offsetBy(dx: offset, dy: 0) : frame.offsetBy(dx: 0, dy: offset)
    }

    /// Ends the appearance changes of a completed change in the style's order: scroll,
    /// incoming first; page curl, outgoing first (PV1).
    func _endAppearances(arriving: [UIViewController], leaving: [UIViewController]) {
        if transitionStyle == .scroll {
            for vc in arriving { vc._endAppearance() }
            for vc in leaving { vc._endAppearance() }
        } else {
            for vc in leaving { vc._endAppearance() }
            for vc in arriving { vc._endAppearance() }
        }
    }

    func _removeViews(of list: [UIViewController], keeping: [UIViewController]) {
        for vc in list where !keeping.contains(where: { $0 === vc }) {
            if let v = vc.viewIfLoaded, v.superview === _pageArea { _appearanceSuppressed { v.removeFromSuperview() } }
        }
    }

    /// Shows `new` in place of `old`, with the appearance callbacks when on screen;
    /// `done` runs when the change is over.
    func _swap(from old: [UIViewController], to new: [UIViewController], forward: Bool, animated: Bool,
               done: @escaping () -> Void) {
        let leaving = old.filter { o in !new.contains { $0 === o } }
        let arriving = new.filter { n in !old.contains { $0 === n } }
        guard let root = viewIfLoaded, root.window != nil, let app = _application,
              _appearanceState == .appeared || _appearanceState == .appearing else {
            _removeViews(of: leaving, keeping: new)
            if viewIfLoaded?.window != nil { _installPages(new) }
            done()
            return
        }
        if _appearanceState == .appearing {
            // The page view controller is itself appearing: the new pages join its
            // appearance, the old ones leave at once.
            for vc in leaving where vc._appearanceState != .disappeared {
                vc._beginAppearance(false, animated: false)
                vc._endAppearance()
            }
            _removeViews(of: leaving, keeping: new)
            _installPages(new)
            for vc in arriving { vc._beginAppearance(true, animated: _appearanceAnimated) }
            done()
            return
        }
        _installPages(new)
        for vc in arriving { vc._beginAppearance(true, animated: animated) }
        for vc in leaving { vc._beginAppearance(false, animated: animated) }
        let finish = { [weak self] in
            guard let self else { return }
            self._removeViews(of: leaving, keeping: new)
            self._layoutPages()
            self._endAppearances(arriving: arriving, leaving: leaving)
            done()
        }
        guard animated else {
            _removeViews(of: leaving, keeping: new)
            app._pendingAppearanceEnds.append(finish)
            return
        }
        app.beginIgnoringInteractionEvents()
        app._beginTransition()
        let end = {
            app.endIgnoringInteractionEvents()
            finish()
            app._endTransition()
        }
        if transitionStyle == .scroll {
            // Slide: the new pages come in from the side the direction points to.
            let extent = _pageExtent * (forward ? 1 : -1)
            for (i, vc) in new.enumerated() { vc.viewIfLoaded?.frame = _shifted(_slotFrame(i), extent) }
            let oldFrames = old.enumerated().map { (vc: $0.element, frame: _shifted(_slotFrame($0.offset), -extent)) }
            UIView.animate(withDuration: Self.turnDuration, animations: { [weak self] in
                guard let self else { return }
                for (i, vc) in new.enumerated() { vc.viewIfLoaded?.frame = self._slotFrame(i) }
                for o in oldFrames where leaving.contains(where: { $0 === o.vc }) { o.vc.viewIfLoaded?.frame = o.frame }
            }, completion: { _ in end() })
        } else {
            // A curl: the new page shows at once; the callbacks keep the curl's timing.
            _removeViews(of: leaving, keeping: new)
            app.schedule(after: Self.turnDuration) { end() }
        }
    }

    // MARK: User turns

    /// The pages a user turn shows next, from the data source (nil: no page that way).
    func _neighbours(forward: Bool) -> [UIViewController]? {
        guard let ds = dataSource, let first = _pages.first, let last = _pages.last else { return nil }
        if _requiredPageCount == 2 {
            if forward {
                guard let a = ds.pageViewController(self, viewControllerAfter: last),
                      let b = ds.pageViewController(self, viewControllerAfter: a) else { return nil }
                return [a, b]
            }
            guard let b = ds.pageViewController(self, viewControllerBefore: first),
                  let a = ds.pageViewController(self, viewControllerBefore: b) else { return nil }
            return [a, b]
        }
        let next = forward ? ds.pageViewController(self, viewControllerAfter: first)
            : ds.pageViewController(self, viewControllerBefore: first)
        return next.map { [$0] }
    }

    /// A whole turn as a key makes it: the delegate's `willTransitionTo`, the animated
    /// change, then `didFinishAnimating(true, …, transitionCompleted: true)`. False when
    /// there is no page that way (or a turn is running).
    @discardableResult
    func _userTurn(forward: Bool) -> Bool {
        guard _turn == nil, _isOnScreen, let next = _neighbours(forward: forward) else { return false }
        let old = _pages
        delegate?.pageViewController(self, willTransitionTo: next)
        _adopt(next)
        _pages = next
        _swap(from: old, to: next, forward: forward, animated: true) { [weak self] in
            guard let self else { return }
            self._release(old, keeping: next)
            self._stepIndicator(forward: forward)
            self.delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: old,
                                              transitionCompleted: true)
        }
        return true
    }

    /// The keys that turn pages: Right/Left across, Down/Up for a vertical interface
    /// (Left and Right swap in a right-to-left layout). Nil for other keys.
    func _turnDirection(for key: UIKey) -> Bool? {
        let rtl = viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch (navigationOrientation, key.keyCode) {
        case (.horizontal, .keyboardRightArrow): return !rtl
        case (.horizontal, .keyboardLeftArrow): return rtl
        case (.vertical, .keyboardDownArrow): return true
        case (.vertical, .keyboardUpArrow): return false
        default: return nil
        }
    }

    // MARK: Dragging

    /// The pan on the page view controller's view: the turn starts on the first move
    /// along the axis that has a page that way, the pages follow the pointer, and letting
    /// go past half a page completes the turn (short of it, cancels it).
    func _handlePan(_ pan: UIPanGestureRecognizer) {
        let t = pan.translation(in: _pageArea)
        let d = navigationOrientation == .horizontal ? t.x : t.y
        let extent = _pageExtent
        switch pan.state {
        case .began, .changed:
            if _turn == nil {
                let across = navigationOrientation == .horizontal ? t.y : t.x
                guard d != 0, abs(d) >= abs(across), _isOnScreen else { return }
                let rtl = navigationOrientation == .horizontal && viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft
                let forward = (d < 0) != rtl
                guard let next = _neighbours(forward: forward) else { return }
                delegate?.pageViewController(self, willTransitionTo: next)
                _adopt(next)
                let turn = _PageTurn(old: _pages, new: next, forward: d < 0)
                _turn = turn
                _installPages(next)
                for vc in next { vc._beginAppearance(true, animated: true) }
                for vc in turn.old { vc._beginAppearance(false, animated: true) }
            }
            guard let turn = _turn, turn.dragging else { return }
            turn.travel = max(0, min(extent, turn.forward ? -d : d))
            _position(turn)
        case .ended, .cancelled, .failed:
            guard let turn = _turn, turn.dragging else { return }
            _finish(turn, completed: pan.state == .ended && turn.travel >= extent / 2)
        default:
            break
        }
    }

    /// Places the pages of a turn `turn.travel` points along.
    func _position(_ turn: _PageTurn) {
        let sign: CGFloat = turn.forward ? -1 : 1
        if transitionStyle == .scroll {
            for (i, vc) in turn.old.enumerated() { vc.viewIfLoaded?.frame = _shifted(_slotFrame(i), sign * turn.travel) }
            for (i, vc) in turn.new.enumerated() {
                vc.viewIfLoaded?.frame = _shifted(_slotFrame(i), sign * (turn.travel - _pageExtent))
            }
        } else {
            // Page curl: the old page lifts off the new one beneath it.
            for (i, vc) in turn.new.enumerated() { vc.viewIfLoaded?.frame = _slotFrame(i) }
            for (i, vc) in turn.old.enumerated() {
                if let v = vc.viewIfLoaded {
                    v.frame = _shifted(_slotFrame(i), sign * turn.travel)
                    _pageArea.bringSubviewToFront(v)
                }
            }
        }
    }

    /// Lets go of a dragged turn: the pages move the rest of the way (or back), then the
    /// appearance callbacks end and the delegate hears `didFinishAnimating`.
    func _finish(_ turn: _PageTurn, completed: Bool) {
        turn.dragging = false
        let app = _application
        app?.beginIgnoringInteractionEvents()
        app?._beginTransition()
        if completed {
            _pages = turn.new
        } else {
            for vc in turn.old { vc._beginAppearance(true, animated: true) }
        }
        let finish = { [weak self] in
            guard let self else { return }
            self._turn = nil
            if completed {
                self._removeViews(of: turn.old, keeping: turn.new)
                self._layoutPages()
                self._endAppearances(arriving: turn.new, leaving: turn.old)
                self._release(turn.old, keeping: turn.new)
                self._stepIndicator(forward: turn.forward)
            } else {
                for vc in turn.old { vc._endAppearance() }
                for vc in turn.new { vc._beginAppearance(false, animated: true) }
                self._removeViews(of: turn.new, keeping: turn.old)
                self._layoutPages()
                for vc in turn.new { vc._endAppearance() }
                self._release(turn.new, keeping: turn.old)
            }
            app?.endIgnoringInteractionEvents()
            app?._endTransition()
            self.delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: turn.old,
                                              transitionCompleted: completed)
        }
        turn.travel = completed ? _pageExtent : 0
        let remaining = Self.turnDuration / 2
        UIView.animate(withDuration: remaining, animations: { [weak self] in self?._position(turn) },
                       completion: { _ in finish() })
    }

    /// Ends a turn still on screen at once (a `setViewControllers` during a drag):
    /// it is cancelled.
    func _finishTurnNow() {
        guard let turn = _turn else { return }
        _turn = nil
        turn.dragging = false
        for vc in turn.old { vc._beginAppearance(true, animated: false); vc._endAppearance() }
        for vc in turn.new { vc._beginAppearance(false, animated: false); vc._endAppearance() }
        _removeViews(of: turn.new, keeping: turn.old)
        _release(turn.new, keeping: turn.old)
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: turn.old,
                                     transitionCompleted: false)
    }
}

/// The area the pages fill. It takes keyboard focus (before the pages' own controls, which
/// stay reachable with Tab) so the turn keys work at once.
final class _UIPageAreaView: UIView {
    weak var _pageViewController: UIPageViewController?

    override var canBecomeFocused: Bool {
        guard let p = _pageViewController else { return false }
        return p.dataSource != nil && !isHidden
    }
    override var _focusDescends: Bool { true }

    /// A turn key turns the page; at the first or last page it is used up all the same,
    /// so focus does not jump away.
    override func handleFocusedKey(_ key: UIKey) -> Bool {
        guard let p = _pageViewController, let forward = p._turnDirection(for: key) else { return false }
        p._userTurn(forward: forward)
        return true
    }
}
