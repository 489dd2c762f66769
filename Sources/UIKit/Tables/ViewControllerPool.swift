import Foundation

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
@preconcurrency @MainActor
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
