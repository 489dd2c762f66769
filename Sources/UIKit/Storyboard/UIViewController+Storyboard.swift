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
            let unwindSource = UIStoryboardUnwindSegueSource(source: self, unwindAction: Selector(unwindActionNamed: action), sender: sender)
            guard let dest = UIViewController._unwindDestination(for: unwindSource) else {
                _warn("Segue '\(identifier)' from \(description): no controller in the chain implements the unwind action '\(action)'; nothing happens.")
                return
            }
            destination = dest
            unwindAction = dest.storyboard.flatMap { b in dest._sceneIdentifier.flatMap { b._unwindAction(action, inScene: $0) } }
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
            segue._kindPerform = { s in UIViewController._performUnwind(s) }
        }
        prepare(for: segue, sender: sender)
        if let unwindAction { _ = unwindAction.run(destination, segue) }
        segue.perform()
    }
}
