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
@preconcurrency @MainActor
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

    /// The hosted controller's `preferredContentSize.height` when set, else the device's row height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let vc = hostedViewController ?? hostedView?._viewController
        if let h = vc?.preferredContentSize.height, h > 0 { return CGSize(width: size.width, height: h) }
        return CGSize(width: size.width, height: layoutMetrics.rowHeight)
    }
}
