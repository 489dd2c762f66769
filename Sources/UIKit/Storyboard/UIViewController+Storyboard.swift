import Foundation
import UIKitEngine

extension UIViewController {
    /// The segue machinery behind `performSegue` (triggered: false) and storyboard
    /// triggers (triggered: true).
    func _performSegue(withIdentifier identifier: String, sender: Any?, triggered: Bool) {
        guard let board = storyboard, let scene = _sceneIdentifier,
              let template = board._segue(identifier, inScene: scene) else {
            if storyboard == nil {
                _warn("\(description) was not instantiated from a storyboard, so it has no segues: instantiate it with UIStoryboard.instantiateViewController(withIdentifier:).")
            }
            _raise(UIKitException.invalidArgument, "Receiver (\(description)) has no segue with identifier '\(identifier)'")
            return
        }
        if triggered && template._hasIdentifier && !shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }

        let destination: UIViewController
        var unwindAction: UIStoryboard.UnwindAction?
        if case .unwind(let action) = template.kind {
            guard let (dest, found) = _unwindDestination(action: action) else {
                _warn("Segue '\(identifier)' from \(description): no controller in the chain implements the unwind action '\(action)'; nothing happens.")
                return
            }
            destination = dest
            unwindAction = found
        } else {
            guard let dest = board._instantiate(template.destination ?? "") else {
                board._raiseUnknownScene(template.destination ?? "")
                return
            }
            destination = dest
        }

        let segue = template.segueClass.init(identifier: template._hasIdentifier ? identifier : nil, source: self, destination: destination)
        switch template.kind {
        case .show where !template._animates, .showDetail where !template._animates:
            // "Animates" unchecked: what `show` would do, without the animation.
            segue._kindPerform = { s in
                if let nav = (s.source as? UINavigationController) ?? s.source.navigationController {
                    nav.pushViewController(s.destination, animated: false)
                } else {
                    s.source.present(s.destination, animated: false)
                }
            }
        case .show:
            segue._kindPerform = { s in s.source.show(s.destination, sender: sender) }
        case .showDetail:
            segue._kindPerform = { s in s.source.showDetailViewController(s.destination, sender: sender) }
        case .presentModally(let style, let transition, let animated):
            segue._kindPerform = { s in
                if let style { s.destination.modalPresentationStyle = style }
                if let transition { s.destination.modalTransitionStyle = transition }
                s.source.present(s.destination, animated: animated)
            }
        case .custom:
            segue._kindPerform = nil
        case .unwind:
            segue._kindPerform = { s in UIViewController._unwind(from: s.source, to: s.destination) }
        }
        prepare(for: segue, sender: sender)
        if let unwindAction { _ = unwindAction.run(destination, segue) }
        segue.perform()
    }

    /// Unwind candidates, nearest first: the controllers below this one on its
    /// navigation stack, its containers (and theirs), then each presenter's visible
    /// controllers and the presenter, and so on up the presentation chain.
    func _unwindCandidates() -> [UIViewController] {
        var out: [UIViewController] = []
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        func add(_ vc: UIViewController) { if seen.insert(ObjectIdentifier(vc)).inserted { out.append(vc) } }
        func addVisible(in vc: UIViewController) {
            if let nav = vc as? UINavigationController {
                for c in nav.viewControllers.reversed() { addVisible(in: c); add(c) }
            } else if let tab = vc as? UITabBarController, let sel = tab.selectedViewController {
                addVisible(in: sel); add(sel)
            }
        }
        var node: UIViewController = self
        while true {
            var child = node
            while let p = child.parent {
                if let nav = p as? UINavigationController, let i = nav.viewControllers.firstIndex(where: { $0 === child }) {
                    for c in nav.viewControllers[..<i].reversed() { add(c) }
                }
                add(p)
                child = p
            }
            guard let presenter = child.presentingViewController, presenter !== child else { break }
            addVisible(in: presenter)
            add(presenter)
            node = presenter
        }
        return out
    }

    /// The nearest candidate whose scene implements unwind action `action`.
    func _unwindDestination(action: String) -> (UIViewController, UIStoryboard.UnwindAction)? {
        for c in _unwindCandidates() {
            if let board = c.storyboard, let scene = c._sceneIdentifier, let a = board._unwindAction(action, inScene: scene) {
                return (c, a)
            }
        }
        return nil
    }

    /// The unwind transition: pop the navigation stack the source is on back to the
    /// destination; else dismiss what the destination (or its container) presents, then
    /// pop the destination's own stack to it.
    static func _unwind(from source: UIViewController, to destination: UIViewController) {
        func member(of nav: UINavigationController) -> UIViewController? {
            var v: UIViewController? = destination
            while let cur = v {
                if nav.viewControllers.contains(where: { $0 === cur }) { return cur }
                v = cur.parent
            }
            return nil
        }
        if let nav = source.navigationController, let m = member(of: nav), nav.viewControllers.last !== m {
            nav.popToViewController(m, animated: true)
            return
        }
        var p: UIViewController? = destination
        while let cur = p, cur.presentedViewController == nil { p = cur.parent }
        if let presenter = p {
            presenter.dismiss(animated: true)
            if let nav = destination.navigationController, let m = member(of: nav), nav.viewControllers.last !== m {
                nav.popToViewController(m, animated: false)
            }
        }
    }
}
