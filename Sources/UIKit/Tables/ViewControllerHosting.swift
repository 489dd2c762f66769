import Foundation

/// A table cell that shows a child view controller's root view, filling `contentView`.
/// (Not in Apple's UIKit: a helper for the three ways of putting view controllers in cells
/// that UIKit's containment rules allow — seed 000.)
///
/// **Way 1 — the cell owns its controller.** Set `hostedViewController` (e.g. lazily in a
/// subclass or in `cellForRowAt`), then from the table's controller:
///
///     override func tableView(_ t: UITableView, willDisplay cell: UITableViewCell, forRowAt ip: IndexPath) {
///         (cell as? ViewControllerHostingCell)?.addHostedViewController(to: self)
///     }
///     override func tableView(_ t: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt ip: IndexPath) {
///         (cell as? ViewControllerHostingCell)?.removeHostedViewControllerFromParent()
///     }
///
/// `addHostedViewController(to:)` follows UIKit's order — `addChild` (which sends
/// `willMove(toParent:)`), add the view, `didMove(toParent:)` — and the child appears
/// (`viewWillAppear`/`viewDidAppear`) because its view enters the window while its parent is
/// on screen. `removeHostedViewControllerFromParent()` does the reverse: `willMove(toParent:
/// nil)`, remove the view (the child disappears), `removeFromParent()`.
///
/// **Way 2 — the table's controller holds one child per row** (added with `addChild` and
/// `didMove(toParent:)` up front) and hands cells only views: `cell.hostedView = child.view`
/// in `cellForRowAt`. **Way 3 — recycled children:** the same with a `ViewControllerPool`.
/// In both, the cell never knows the controller, and `prepareForReuse()` clears
/// `hostedView`.
///
/// A hosted view can move to another cell before the cell that showed it is reused (a
/// reload hands row 0's view to whichever cell is dequeued first). So this cell removes a
/// hosted view only while it is still its own subview: clearing `hostedView` or
/// `prepareForReuse()` on the old cell never pulls the view out of the new one.
@MainActor
open class ViewControllerHostingCell: UITableViewCell {
    /// The view shown in `contentView` (sized to it). Setting another view removes the old
    /// one if it is still inside this cell; nil shows nothing.
    open var hostedView: UIView? {
        didSet {
            guard oldValue !== hostedView else { return }
            if let old = oldValue, old.superview === contentView { old.removeFromSuperview() }
            if let v = hostedView {
                v.frame = contentView.bounds
                v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                contentView.addSubview(v)
            }
            setNeedsLayout()
        }
    }

    /// Way 1: the controller this cell owns (strongly). Replacing it removes the old one
    /// from its parent first.
    open var hostedViewController: UIViewController? {
        didSet {
            guard oldValue !== hostedViewController, let old = oldValue else { return }
            if old.parent != nil {
                _remove(old)
            } else if let v = old.viewIfLoaded, hostedView === v {
                hostedView = nil
            }
        }
    }

    /// Adds `hostedViewController` to `parent` and shows its view in the cell:
    /// `parent.addChild(child)`, the view into `contentView`, `child.didMove(toParent:)`.
    /// Does nothing without a controller or when it already is `parent`'s child.
    open func addHostedViewController(to parent: UIViewController) {
        guard let child = hostedViewController else { return }
        if child.parent === parent, let v = child.viewIfLoaded, v.superview === contentView { return }
        if child.parent != nil && child.parent !== parent { _remove(child) }
        parent.addChild(child)
        hostedView = child.view
        child.didMove(toParent: parent)
    }

    /// Removes `hostedViewController` from its parent: `willMove(toParent: nil)`, its view
    /// out of the cell (only if still here), `removeFromParent()`.
    open func removeHostedViewControllerFromParent() {
        guard let child = hostedViewController, child.parent != nil else { return }
        _remove(child)
    }

    private func _remove(_ child: UIViewController) {
        child.willMove(toParent: nil)
        if let v = child.viewIfLoaded {
            if hostedView === v { hostedView = nil } else if v.superview === contentView { v.removeFromSuperview() }
        }
        child.removeFromParent()
    }

    /// Clears `hostedView` (removing it only if it is still inside this cell). A cell that
    /// owns its controller (way 1) keeps the controller.
    open override func prepareForReuse() {
        super.prepareForReuse()
        hostedView = nil
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let v = hostedView, v.superview === contentView, v.frame != contentView.bounds { v.frame = contentView.bounds }
    }

    /// The hosted controller's `preferredContentSize.height` when set, else the cell's own rule.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let vc = hostedViewController ?? hostedView?._viewController
        if let h = vc?.preferredContentSize.height, h > 0 { return CGSize(width: size.width, height: h) }
        return CGSize(width: size.width, height: 1)
    }
}

/// A recycling pool of child view controllers for table rows (way 3 of seed 000; not in
/// Apple's UIKit): controllers in use are keyed by index path, unused ones wait to be
/// reused, exactly as cells are, so a table of 100,000 rows keeps about as many child
/// controllers alive as it shows rows.
///
///     let pool = ViewControllerPool(parent: self) { ContentViewController() }
///     // cellForRowAt:
///     let child = pool.controller(for: indexPath)     // recycled or new (added as child)
///     child.model = model(at: indexPath)               // reset it completely
///     cell.hostedView = child.view
///     // didEndDisplaying:
///     pool.recycle(at: indexPath)
///
/// New controllers become children of `parent` at once (`addChild`, then
/// `didMove(toParent:)`), as the seed does; their views join the window — and they appear —
/// when the cell showing them does. Unused controllers stay children with their views out
/// of the window (so they are disappeared). `removeAll()` takes every controller out of the
/// parent in UIKit's order.
///
/// Keys are the index paths given to `controller(for:)`; after inserting, deleting or moving
/// rows, move keys with `moveController(from:to:)` or call `recycleAll()` and reload.
@MainActor
public final class ViewControllerPool<Controller: UIViewController> {
    /// The controller the children belong to (weak: the parent owns the pool).
    public private(set) weak var parent: UIViewController?
    private let make: () -> Controller
    /// Controllers showing a row, by index path.
    public private(set) var controllersInUse: [IndexPath: Controller] = [:]
    /// Controllers waiting to be reused.
    public private(set) var unusedControllers: [Controller] = []

    /// A pool adding children to `parent`, making new ones with `make`.
    public init(parent: UIViewController, make: @escaping () -> Controller) {
        self.parent = parent
        self.make = make
    }

    /// Every live controller (in use and unused).
    public var count: Int { controllersInUse.count + unusedControllers.count }

    /// The controller for `indexPath`: the one already in use there, else an unused one,
    /// else a new one made a child of `parent`.
    public func controller(for indexPath: IndexPath) -> Controller {
        if let c = controllersInUse[indexPath] { return c }
        let c: Controller
        if let reused = unusedControllers.popLast() {
            c = reused
        } else {
            c = make()
            if let parent {
                parent.addChild(c)
                c.didMove(toParent: parent)
            }
        }
        controllersInUse[indexPath] = c
        return c
    }

    /// The controller in use at `indexPath`, if any.
    public func controllerIfInUse(at indexPath: IndexPath) -> Controller? { controllersInUse[indexPath] }

    /// Moves the controller in use at `indexPath` to the unused set; returns it.
    @discardableResult
    public func recycle(at indexPath: IndexPath) -> Controller? {
        guard let c = controllersInUse.removeValue(forKey: indexPath) else { return nil }
        unusedControllers.append(c)
        return c
    }

    /// Moves every controller in use to the unused set.
    public func recycleAll() {
        for key in controllersInUse.keys.sorted() { recycle(at: key) }
    }

    /// Re-keys the controller in use at `from` to `to` (after a row moved).
    public func moveController(from: IndexPath, to: IndexPath) {
        guard from != to, let c = controllersInUse.removeValue(forKey: from) else { return }
        if let displaced = controllersInUse[to] { unusedControllers.append(displaced) }
        controllersInUse[to] = c
    }

    /// Removes every controller from the parent — `willMove(toParent: nil)`, its view out of
    /// its superview, `removeFromParent()` — and empties the pool.
    public func removeAll() {
        let all = controllersInUse.keys.sorted().compactMap { controllersInUse[$0] } + unusedControllers
        controllersInUse.removeAll()
        unusedControllers.removeAll()
        for c in all where c.parent != nil {
            c.willMove(toParent: nil)
            c.viewIfLoaded?.removeFromSuperview()
            c.removeFromParent()
        }
    }
}
