import Foundation

extension UIViewController {
    /// The coordinator of the transition this controller takes part in, as
    /// `transitionCoordinator`: non-nil from the will-callbacks of a push, pop,
    /// presentation or dismissal until its completions have run — for the controllers
    /// that arrive and leave, the container (navigation controller) or presenter, and,
    /// through `parent`, their children. Nil when no transition involves the controller.
    /// Source: https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        var vc: UIViewController? = self
        while let cur = vc {
            if let t = cur._ownTransition, !t.hasEnded { return t }
            vc = cur.parent
        }
        return nil
    }
}
