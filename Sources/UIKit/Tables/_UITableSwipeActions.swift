import Foundation
import UIKitEngine

/// The table's swipe actions (UIKit's swipe-actions controller): which row shows its
/// leading or trailing actions, how far they are revealed, and the drag that reveals them.
///
/// Order of calls, as UIKit makes them when a row starts to show its actions: the data
/// source's `canEditRowAt` (a row that cannot be edited has no swipe actions), the
/// delegate's `leadingSwipeActionsConfigurationForRowAt` or
/// `trailingSwipeActionsConfigurationForRowAt` (nil for trailing: the default Delete action
/// when the row's editing style is `.delete`; an empty configuration: none), then
/// `willBeginEditingRowAt`. While the actions show, the table's `isEditing` is true. They
/// close — and the delegate hears `didEndEditingRowAt` — when an action's handler calls its
/// completion, on Esc, a tap elsewhere, a drag back, when the row leaves the screen, or
/// when the table scrolls (a drag, the wheel, a page key).
///
/// Leading and trailing follow the table's layout direction: left to right, leading
/// actions are at the left edge (a swipe to the right shows them) and trailing ones at
/// the right; right to left the two sides swap (Apple's "leading" and "trailing").
@MainActor
final class _UITableSwipeActions: UIGestureRecognizerDelegate {
    enum Side { case leading, trailing }

    struct Shown {
        var indexPath: IndexPath
        weak var cell: UITableViewCell?
        let side: Side
        let configuration: UISwipeActionsConfiguration
        let view: _UISwipeActionsView
        /// Columns revealed (the strip's width).
        var revealed: Int
        /// Whether the strip is at the row's right edge (trailing left to right, leading
        /// right to left).
        let atRight: Bool
    }

    unowned let table: UITableView
    private(set) var shown: Shown?
    /// A configuration asked for when the drag was about to begin, used when it begins.
    private var prepared: (indexPath: IndexPath, side: Side, configuration: UISwipeActionsConfiguration)?
    /// Signed columns already revealed when the current drag began (negative: trailing).
    private var dragBase = 0
    /// The row a press landed on while actions were shown (a tap there only closes them).
    var swallowedTouch = false
    /// The action index whose button the current press began on.
    var pressedAction: Int?
    /// The press began on the swiped row's content: a tap there closes the actions.
    var closesOnRelease = false

    lazy var pan: UIPanGestureRecognizer = {
        let p = UIPanGestureRecognizer()
        p.addTarget(self, action: _UITableSwipeActions.handlePan)
        p.delegate = self
        return p
    }()

    init(table: UITableView) { self.table = table }

    /// Whether the table lays out right to left.
    private var isRightToLeft: Bool { table.effectiveUserInterfaceLayoutDirection == .rightToLeft }
    /// The side whose strip sits at the right edge of the row.
    private var rightSide: Side { isRightToLeft ? .leading : .trailing }

    var isShowing: Bool { shown != nil }

    // MARK: Asking for the actions

    /// The configuration for the row's `side`, asked in UIKit's order; nil when the row has
    /// no actions there.
    func configuration(for ip: IndexPath, side: Side) -> UISwipeActionsConfiguration? {
        guard let ds = table.dataSource, table._isValid(ip), !table._isEditing,
              ds.tableView(table, canEditRowAt: ip) else { return nil }
        let d = table._tableDelegate
        let asked: UISwipeActionsConfiguration?
        switch side {
        case .leading:
            asked = d?.tableView(table, leadingSwipeActionsConfigurationForRowAt: ip)
        case .trailing:
            asked = d?.tableView(table, trailingSwipeActionsConfigurationForRowAt: ip) ?? defaultConfiguration(for: ip)
        }
        guard let c = asked, !c.actions.isEmpty else { return nil }
        return c
    }

    /// UIKit's default trailing action: Delete (or the delegate's
    /// `titleForDeleteConfirmationButtonForRowAt`), which commits `.delete` for the row.
    private func defaultConfiguration(for ip: IndexPath) -> UISwipeActionsConfiguration? {
        let style = table._tableDelegate?.tableView(table, editingStyleForRowAt: ip) ?? .delete
        guard style == .delete else { return nil }
        let title = table._tableDelegate?.tableView(table, titleForDeleteConfirmationButtonForRowAt: ip) ?? "Delete"
        let action = UIContextualAction(style: .destructive, title: title) { [weak table] _, _, done in
            guard let table, let ds = table.dataSource else { done(false); return }
            let row = table._swipeActions?.shown?.indexPath ?? ip
            ds.tableView(table, commit: .delete, forRowAt: row)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [action])
    }

    // MARK: Showing and closing

    /// Shows `configuration` on the row (closing another row's actions first) with
    /// `revealed` columns (nil: all the buttons), after `willBeginEditingRowAt`.
    func show(_ configuration: UISwipeActionsConfiguration, at ip: IndexPath, side: Side, revealed: Int? = nil) {
        if let s = shown, s.indexPath != ip || s.side != side { close() }
        guard shown == nil else { return }
        table._tableDelegate?.tableView(table, willBeginEditingRowAt: ip)
        let atRight = side == rightSide
        let view = _UISwipeActionsView(actions: configuration.actions, trailing: atRight)
        shown = Shown(indexPath: ip, cell: table._visibleCells[ip], side: side, configuration: configuration,
                      view: view, revealed: revealed ?? view.naturalWidth, atRight: atRight)
        table._willScrollByUser = { [weak self] in self?.close() }
        layoutShown()
    }

    /// Hides the actions (if any) and tells the delegate `didEndEditingRowAt`.
    func close() {
        guard let s = shown else { return }
        shown = nil
        table._willScrollByUser = nil
        s.view.removeFromSuperview()
        if let cell = s.cell { cell._swipeShift = 0; cell.clipsToBounds = false }
        table.setNeedsDisplay()
        table._tableDelegate?.tableView(table, didEndEditingRowAt: s.indexPath)
    }

    /// Places the strip in the row's cell and moves the cell's content aside.
    func layoutShown() {
        guard var s = shown else { return }
        if s.cell == nil || s.cell?.superview !== table { s.cell = table._visibleCells[s.indexPath]; shown?.cell = s.cell }
        guard let cell = s.cell else { return }
        let w = Int(cell.bounds.width), h = Int(cell.bounds.height)
        let r = max(0, min(w, s.revealed))
        if s.view.superview !== cell { cell.addSubview(s.view) } else { cell.bringSubviewToFront(s.view) }
        s.view.frame = CGRect(x: s.atRight ? w - r : 0, y: 0, width: r, height: h)
        s.view.setNeedsLayout()
        s.view.layoutIfNeeded()
        cell.clipsToBounds = true
        cell._swipeShift = s.atRight ? -r : r
        cell.setNeedsDisplay()
    }

    // MARK: Performing

    /// Runs the action's handler with its button as the source view; the completion closes
    /// the actions (once, whenever it is called).
    func perform(_ index: Int) {
        guard let s = shown, s.configuration.actions.indices.contains(index) else { return }
        let action = s.configuration.actions[index]
        let source: UIView = s.view.buttons[index]
        var finished = false
        action.handler(action, source) { [weak self] _ in
            MainActor.assumeIsolated {
                guard !finished else { return }
                finished = true
                guard let self, let now = self.shown, now.view === s.view else { return }
                self.close()
            }
        }
    }

    // MARK: Keyboard

    /// Keys while actions are shown (Left/Right choose, Enter/Space perform, Esc closes;
    /// other keys close them and act as usual), or Left/Right on the keyboard row to show
    /// the trailing/leading actions. Returns nil when the table should handle the key.
    func handleKey(_ key: UIKey, focusedRow: IndexPath?) -> Bool? {
        if let s = shown {
            let n = s.configuration.actions.count
            let current = s.view.focusedIndex ?? 0
            // On screen, a strip at the right edge runs from the last action (inner) to the
            // first (at the edge); one at the left edge from the first (edge) to the last.
            let outward: UIKeyboardHIDUsage = s.atRight ? .keyboardRightArrow : .keyboardLeftArrow
            let inward: UIKeyboardHIDUsage = s.atRight ? .keyboardLeftArrow : .keyboardRightArrow
            switch key.keyCode {
            case inward:
                s.view.focusedIndex = min(n - 1, current + 1)
                return true
            case outward:
                if current == 0 { close() } else { s.view.focusedIndex = current - 1 }
                return true
            case .keyboardReturnOrEnter, .keyboardSpacebar:
                perform(current)
                return true
            case .keyboardEscape:
                close()
                return true
            default:
                close()
                return nil
            }
        }
        guard let ip = focusedRow else { return nil }
        let side: Side
        switch key.keyCode {
        case .keyboardLeftArrow: side = rightSide               // uncovers the right edge
        case .keyboardRightArrow: side = rightSide == .trailing ? .leading : .trailing
        default: return nil
        }
        guard let c = configuration(for: ip, side: side) else { return nil }
        show(c, at: ip, side: side)
        shown?.view.focusedIndex = 0
        return true
    }

    // MARK: The drag

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        prepared = nil
        guard gestureRecognizer === pan, !table._isEditing || shown != nil else { return false }
        let t = pan.translation(in: table)
        let scale = table._touchScaleForSwipe
        guard abs(t.x) * scale.x > abs(t.y) * scale.y else { return false }
        let start = CGPoint(x: pan.location(in: table).x - t.x, y: pan.location(in: table).y - t.y)
        table._loadDataIfNeeded()
        guard let ip = table._indexPath(atY: Int(start.y.rounded(.down))), !table._isOnHeaderOrFooter(start) else { return false }
        if let s = shown, s.indexPath == ip { return true }
        // A swipe to the left uncovers the right edge's actions.
        let side: Side = t.x < 0 ? rightSide : (rightSide == .trailing ? .leading : .trailing)
        guard let c = configuration(for: ip, side: side) else { return false }
        prepared = (ip, side, c)
        return true
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        let tx = Int(pan.translation(in: table).x.rounded())
        switch pan.state {
        case .began:
            if let p = prepared {
                prepared = nil
                show(p.configuration, at: p.indexPath, side: p.side, revealed: 0)
                dragBase = 0
            } else if let s = shown {
                dragBase = s.atRight ? -s.revealed : s.revealed
            }
            follow(tx)
        case .changed:
            follow(tx)
        case .ended:
            follow(tx)
            settle()
        case .cancelled, .failed:
            settle(allowFullSwipe: false)
        default:
            break
        }
    }

    /// The strip follows the finger; a drag back past the edge reveals nothing.
    private func follow(_ tx: Int) {
        guard let s = shown else { return }
        let signed = dragBase + tx
        let r = s.atRight ? max(0, -signed) : max(0, signed)
        shown?.revealed = r
        layoutShown()
    }

    /// On release: a full swipe (past the buttons and half the row) performs the first
    /// action when the configuration allows it; half the buttons or more stay open; less closes.
    private func settle(allowFullSwipe: Bool = true) {
        guard let s = shown else { return }
        let natural = s.view.naturalWidth
        let rowWidth = Int(s.cell?.bounds.width ?? table.bounds.width)
        if allowFullSwipe, s.configuration.performsFirstActionWithFullSwipe,
           s.revealed > natural, s.revealed * 2 >= rowWidth {
            shown?.revealed = rowWidth
            layoutShown()
            perform(0)
        } else if s.revealed * 2 >= natural, s.revealed > 0 {
            shown?.revealed = natural
            layoutShown()
        } else {
            close()
        }
    }

    // MARK: Taps while shown

    /// A press while actions are shown: on a button it chooses that action (performed on
    /// release); on the swiped row it closes them on release (unless it becomes a drag,
    /// which moves them); elsewhere it closes them at once. In every case the press does
    /// nothing more (no highlight, no selection), as in UIKit. Returns true when taken.
    func touchBegan(at p: CGPoint) -> Bool {
        guard let s = shown else { return false }
        if let cell = s.cell, cell.superview === table {
            let q = s.view.convert(p, from: table)
            if s.view.bounds.contains(q), let i = s.view.actionIndex(atX: q.x) {
                pressedAction = i
                return true
            }
            if cell.frame.contains(p) { closesOnRelease = true; return true }
        }
        close()
        swallowedTouch = true
        return true
    }

    /// The release of a press `touchBegan` took.
    func touchEnded(at p: CGPoint) -> Bool {
        if swallowedTouch { swallowedTouch = false; return true }
        if closesOnRelease { closesOnRelease = false; close(); return true }
        guard let i = pressedAction else { return false }
        pressedAction = nil
        if let s = shown {
            let q = s.view.convert(p, from: table)
            if s.view.bounds.contains(q), s.view.actionIndex(atX: q.x) == i { perform(i) }
        }
        return true
    }

    /// The press became a drag (or was cancelled): nothing happens on release.
    func touchCancelled() {
        swallowedTouch = false
        closesOnRelease = false
        pressedAction = nil
    }
}
