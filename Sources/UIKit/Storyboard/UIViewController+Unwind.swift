import Foundation
import UIKitEngine

extension Selector {
    /// The selector of a storyboard unwind action named `name` (`unwindToList:`): it
    /// identifies the action; the storyboard's registered runner performs it.
    init(unwindActionNamed name: String) {
        self.name = name
        perform = { _, _ in false }
        invoke = { _, _ in false }
    }
}

extension UIViewController {
    /// True when this controller's storyboard scene registers unwind action `action`.
    func _implementsUnwindAction(_ action: Selector) -> Bool {
        guard let board = storyboard, let scene = _sceneIdentifier else { return false }
        return board._unwindAction(action.name, inScene: scene) != nil
    }

    /// True when `vc` is this controller or lies in its children or in the presentations it
    /// made itself (not the one a child reports on its container's behalf through
    /// `presentedViewController`, which would make every child of a presenting container
    /// seem to hold the source).
    func _hierarchyContains(_ vc: UIViewController) -> Bool {
        if vc === self { return true }
        if children.contains(where: { $0._hierarchyContains(vc) }) { return true }
        if let p = _presentedViewController, p._hierarchyContains(vc) { return true }
        return false
    }

    /// The unwind destination for `source`, as UIKit searches it: starting at the source
    /// and going up (to the parent, else to the presenting controller), each controller's
    /// `allowedChildrenForUnwinding(from:)` (the branch it was reached from left out) is
    /// searched depth first, each child's children before the child, then the controller
    /// itself is asked `canPerformUnwindSegueAction(_:from:sender:)`; the first yes wins.
    static func _unwindDestination(for source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        func search(_ vc: UIViewController) -> UIViewController? {
            for child in vc.allowedChildrenForUnwinding(from: source) {
                if let found = search(child) { return found }
            }
            return vc.canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender) ? vc : nil
        }
        var node: UIViewController? = source.source
        while let cur = node {
            if let found = search(cur) { return found }
            node = cur.parent ?? cur.presentingViewController
        }
        return nil
    }

    /// The unwind transition from `segue.source` to `segue.destination`: each container on
    /// the way down from the controller where the two branches meet gets
    /// `unwind(for:towards:)` with its child on the way (a navigation controller pops, a
    /// tab bar controller selects), then, when the source lies in a presentation above that
    /// controller, the presentation is dismissed (animated).
    static func _performUnwind(_ segue: UIStoryboardSegue) {
        let source = segue.source, destination = segue.destination
        // The destination's chain up, each with the child it was reached from.
        var downPath: [(UIViewController, UIViewController)] = []   // (container, child toward destination)
        var chain: [UIViewController] = [destination]
        var v = destination
        while true {
            if let p = v.parent { downPath.append((p, v)); chain.append(p); v = p; continue }
            if let p = v.presentingViewController { chain.append(p); downPath.append((p, v)); v = p; continue }
            break
        }
        // Up from the source to the first controller on that chain.
        var meeting: UIViewController?
        var presentedBranch: UIViewController?   // the presented controller the source's branch goes through
        var s: UIViewController? = source
        while let cur = s {
            if chain.contains(where: { $0 === cur }) { meeting = cur; break }
            if let p = cur.parent { s = p; continue }
            presentedBranch = cur
            s = cur.presentingViewController
        }
        guard let meeting else { return }
        if let i = chain.firstIndex(where: { $0 === meeting }) {
            // Containers from the meeting point down to the destination, top first.
            for (container, child) in downPath.prefix(i).reversed() where child.parent === container {
                container.unwind(for: segue, towards: child)
            }
        }
        if let branch = presentedBranch, let presenter = branch.presentingViewController {
            presenter.dismiss(animated: true)
        }
    }
}
