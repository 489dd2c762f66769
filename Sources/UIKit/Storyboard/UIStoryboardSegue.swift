import Foundation
import UIKitEngine

/// A transition between two controllers, as `UIStoryboardSegue`.
///
/// The storyboard makes one per performed segue with
/// `init(identifier:source:destination:)` (declared `required` so that a subclass type
/// named in a template can be instantiated; subclasses that override it must write
/// `required init`). The base `perform()` runs the template kind's transition (show,
/// present…) or the `performHandler`; a subclass overriding `perform()` does its own
/// transition, and may call `super.perform()` to get the kind's.
/// Source: https://developer.apple.com/documentation/uikit/uistoryboardsegue
@preconcurrency @MainActor
open class UIStoryboardSegue {
    /// The template's identifier.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue shows: for a scene embedded in a navigation controller,
    /// the navigation controller (pitfall B13; see `destination(as:)`).
    public let destination: UIViewController
    var _kindPerform: ((UIStoryboardSegue) -> Void)?

    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// A segue whose `perform()` runs `performHandler`, as
    /// `init(identifier:source:destination:performHandler:)`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        _kindPerform = { _ in performHandler() }
    }

    /// Performs the transition. See the class comment.
    open func perform() {
        _kindPerform?(self)
    }

    /// The destination as `T`, looking through a navigation controller (its top, then
    /// its root) and a tab bar controller (its selection), since a scene embedded in a
    /// container arrives as the container (pitfall B13). When nothing matches, a warning
    /// naming the segue and the destination's class is logged and nil is returned.
    public func destination<T: UIViewController>(as type: T.Type) -> T? {
        if let d = destination as? T { return d }
        if let nav = destination as? UINavigationController {
            if let t = nav.topViewController as? T { return t }
            if let t = nav.viewControllers.first as? T { return t }
        }
        if let tab = destination as? UITabBarController, let t = tab.selectedViewController as? T { return t }
        let app = source._application ?? UIApplication._current
        app?.diagnostics.warn("Segue '\(identifier ?? "")': destination \(destination.description) is not a \(T.self) and does not embed one.")
        return nil
    }
}
