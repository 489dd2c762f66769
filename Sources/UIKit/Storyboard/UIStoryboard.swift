import Foundation
import UIKitEngine

/// A storyboard declared in Swift code, as `UIStoryboard`: named scenes (controller
/// factories) and the segues between them.
///
/// Interface Builder files are XML compiled by Xcode; here the same graph is written in
/// Swift (loading `.storyboard` XML is a later goal, framework spec §1):
///
///     let board = UIStoryboard(name: "Main", scenes: [
///         .init(identifier: "contacts", segues: [
///             .init(identifier: "showContact", kind: .show, destination: "contact"),
///             .init(identifier: "newContact", kind: .presentModally(.formSheet), destination: "editor"),
///         ], unwindActions: [
///             .init("unwindToContacts", ContactsViewController.unwindToContacts),
///         ]) { ContactsViewController() },
///         .init(identifier: "contact") { ContactViewController() },
///         .init(identifier: "editor", segues: [
///             .init(identifier: "done", kind: .unwind(action: "unwindToContacts")),
///         ]) { EditorViewController() },
///         .init(identifier: "root") { board in
///             UINavigationController(rootViewController: board.instantiateViewController(withIdentifier: "contacts"))
///         },
///     ], initial: "root")
///
///     window.rootViewController = board.instantiateInitialViewController()
///     // wire a control the way Interface Builder does (the trigger asks shouldPerformSegue):
///     board.connect(addItem, toSegue: "newContact", in: contactsViewController)
///     // or run a segue from code (shouldPerformSegue is not asked, as in UIKit):
///     contactsViewController.performSegue(withIdentifier: "showContact", sender: cell)
///
/// A scene's factory stands for `init(coder:)`: it runs each time the scene is
/// instantiated (for `instantiateViewController(withIdentifier:)` and for every segue to
/// it), then the controller gets `storyboard`, its scene's segues and `awakeFromNib()`.
/// Only controllers made this way have segues (pitfall B16).
///
/// Segue order (lifecycle contract SG1–SG3): [`shouldPerformSegue` — triggered segues
/// only] → destination factory (`init(coder:)`) → `awakeFromNib()` →
/// `UIStoryboardSegue.init(identifier:source:destination:)` → `source.prepare(for:sender:)`
/// → [unwind: the destination's unwind action] → `segue.perform()` → the push or
/// presentation, with its own callbacks.
/// Source: https://developer.apple.com/documentation/uikit/uistoryboard and
/// https://developer.apple.com/documentation/uikit/uistoryboardsegue
@preconcurrency @MainActor
open class UIStoryboard: CustomStringConvertible {
    /// One scene: a controller factory with the segues that start from it and the unwind
    /// actions its controllers implement.
    public struct Scene {
        /// The storyboard identifier ("Storyboard ID").
        public let identifier: String
        /// Segues whose source is this scene.
        public var segues: [Segue]
        /// Unwind actions this scene's controllers implement (unwind segue destinations).
        public var unwindActions: [UnwindAction]
        let make: @MainActor (UIStoryboard) -> UIViewController

        /// A scene whose factory makes the controller (the `init(coder:)` step).
        public init(identifier: String, segues: [Segue] = [], unwindActions: [UnwindAction] = [],
                    _ make: @escaping @MainActor () -> UIViewController) {
            self.identifier = identifier
            self.segues = segues
            self.unwindActions = unwindActions
            self.make = { _ in make() }
        }

        /// A scene whose factory gets the storyboard, to build containers from other
        /// scenes (a navigation controller's root, a tab bar controller's tabs).
        public init(identifier: String, segues: [Segue] = [], unwindActions: [UnwindAction] = [],
                    instantiate: @escaping @MainActor (UIStoryboard) -> UIViewController) {
            self.identifier = identifier
            self.segues = segues
            self.unwindActions = unwindActions
            self.make = instantiate
        }
    }

    /// A segue template, as an Interface Builder segue: identifier, kind, destination scene.
    public struct Segue {
        /// How the segue shows its destination.
        public enum Kind {
            /// `source.show(destination, sender:)`: a push inside a navigation controller,
            /// else a modal presentation.
            case show
            /// `source.showDetailViewController(destination, sender:)`.
            case showDetail
            /// `source.present(destination, animated:)`; a nil style keeps the
            /// destination's own `modalPresentationStyle` / `modalTransitionStyle`.
            case presentModally(UIModalPresentationStyle? = nil, UIModalTransitionStyle? = nil, animated: Bool = true)
            /// A `UIStoryboardSegue` subclass whose `perform()` does the transition.
            case custom(UIStoryboardSegue.Type)
            /// Back to the nearest controller (in the navigation stack below the source,
            /// its containers, its presenters) whose scene implements `action`: pops or
            /// dismisses to it. No destination scene.
            case unwind(action: String)
        }

        public let identifier: String
        public let kind: Kind
        /// The destination scene's identifier (nil for unwind segues).
        public let destination: String?
        /// The class instantiated for the segue object (a custom kind's class wins).
        public let segueClass: UIStoryboardSegue.Type
        /// False for a segue an Interface Builder file gives no identifier: it is looked up
        /// by an internal key, its `UIStoryboardSegue.identifier` is nil and
        /// `shouldPerformSegue` is not asked.
        var _hasIdentifier = true
        /// False for a show or show-detail segue Interface Builder wrote with "Animates"
        /// unchecked (`animates="NO"`): the push (or presentation) is not animated.
        var _animates = true

        public init(identifier: String, kind: Kind, destination: String? = nil,
                    segueClass: UIStoryboardSegue.Type = UIStoryboardSegue.self) {
            self.identifier = identifier
            self.kind = kind
            self.destination = destination
            if case .custom(let cls) = kind { self.segueClass = cls } else { self.segueClass = segueClass }
        }
    }

    /// An unwind action a scene implements (UIKit: an `@IBAction` method taking a
    /// `UIStoryboardSegue`), registered by name because there is no Objective-C runtime.
    public struct UnwindAction {
        public let name: String
        let run: @MainActor (UIViewController, UIStoryboardSegue) -> Bool

        /// An unwind action calling `method` on the destination, e.g.
        /// `.init("unwindToList", ListViewController.unwindToList)`.
        public init<T: UIViewController>(_ name: String, _ method: @escaping (T) -> (UIStoryboardSegue) -> Void) {
            self.name = name
            run = { vc, segue in
                guard let t = vc as? T else { return false }
                method(t)(segue)
                return true
            }
        }

        /// An unwind action with an untyped runner (Interface Builder files: the selector is
        /// looked up on the destination at unwind time).
        init(name: String, run: @escaping @MainActor (UIViewController, UIStoryboardSegue) -> Bool) {
            self.name = name
            self.run = run
        }

        /// An unwind action running `handler` with the destination and the segue.
        public init<T: UIViewController>(_ name: String, handler: @escaping (T, UIStoryboardSegue) -> Void) {
            self.name = name
            run = { vc, segue in
                guard let t = vc as? T else { return false }
                handler(t, segue)
                return true
            }
        }
    }

    /// The storyboard's name (as the file name would be).
    public let name: String
    /// The scene `instantiateInitialViewController()` makes.
    public let initialSceneIdentifier: String?
    private let scenes: [String: Scene]
    /// The Interface Builder document loader behind a storyboard read from a file.
    var _ibLoader: AnyObject?

    /// A storyboard of `scenes` (a repeated identifier: the last one wins) whose initial
    /// scene is `initial`.
    public init(name: String, scenes: [Scene], initial: String? = nil) {
        self.name = name
        self.initialSceneIdentifier = initial
        var map: [String: Scene] = [:]
        for s in scenes { map[s.identifier] = s }
        self.scenes = map
    }

    nonisolated public var description: String { objectDescription(self) }

    /// Makes the initial scene's controller, as `instantiateInitialViewController()`;
    /// nil when the storyboard has no (valid) initial scene.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let id = initialSceneIdentifier else { return nil }
        return _instantiate(id)
    }

    /// Makes a new controller of scene `identifier`, as
    /// `instantiateViewController(withIdentifier:)`. An unknown identifier raises UIKit's
    /// NSInvalidArgumentException "Storyboard (<UIStoryboard: 0x…>) doesn't contain a
    /// view controller with identifier '…'"; when exceptions are recorded (tests) a plain
    /// `UIViewController` that belongs to no scene is returned.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        if let vc = _instantiate(identifier) { return vc }
        _raiseUnknownScene(identifier)
        return UIViewController()
    }

    func _raiseUnknownScene(_ identifier: String) {
        let ex = UIKitException(name: UIKitException.invalidArgument,
                                reason: "Storyboard (\(description)) doesn't contain a view controller with identifier '\(identifier)'")
        if let app = UIApplication._current { app.diagnostics.raise(ex) } else { preconditionFailure(ex.description) }
    }

    /// Runs the scene's factory, then connects the controller to its scene and sends
    /// `awakeFromNib()`.
    func _instantiate(_ identifier: String) -> UIViewController? {
        guard let scene = scenes[identifier] else { return nil }
        let vc = scene.make(self)
        vc.storyboard = self
        vc._sceneIdentifier = identifier
        let log = UIApplication._current?.lifecycleLog
        log?.record("\(String(describing: type(of: vc))).init(coder:)")
        log?.record("\(String(describing: type(of: vc))).awakeFromNib()")
        vc.awakeFromNib()
        return vc
    }

    /// The segue template `identifier` of scene `scene`.
    func _segue(_ identifier: String, inScene scene: String) -> Segue? {
        scenes[scene]?.segues.first { $0.identifier == identifier }
    }

    /// The unwind action `name` of scene `scene`.
    func _unwindAction(_ name: String, inScene scene: String) -> UnwindAction? {
        scenes[scene]?.unwindActions.first { $0.name == name }
    }

    // MARK: Triggers

    /// Wires `item` to segue `identifier` of `source`, as an Interface Builder
    /// "triggered segue": a tap asks `source.shouldPerformSegue(withIdentifier:sender:)`
    /// (sender: the item) and, when it agrees, performs the segue. The item's
    /// `primaryAction` or target-action, if any, take precedence (UIKit allows only one).
    public func connect(_ item: UIBarButtonItem, toSegue identifier: String, in source: UIViewController) {
        item._handler = { [weak source] sender in
            source?._performSegue(withIdentifier: identifier, sender: sender, triggered: true)
        }
    }

    /// Wires `control` to segue `identifier` of `source`, as an Interface Builder
    /// triggered segue: when the control sends `events` (by default its primary action: a
    /// button's tap or Enter) `shouldPerformSegue` is asked (sender: the control) and, when
    /// it agrees, the segue is performed. The control's other actions still run.
    public func connect(_ control: UIControl, toSegue identifier: String, in source: UIViewController,
                        for events: UIControl.Event = .primaryActionTriggered) {
        control.addAction(UIAction { [weak source, weak control] _ in
            guard let source, let control else { return }
            source._performSegue(withIdentifier: identifier, sender: control, triggered: true)
        }, for: events)
    }

    /// Starts segue `identifier` of `source` as a storyboard trigger does (a table row's
    /// selection segue, a gesture): `shouldPerformSegue` is asked first. Call it from
    /// `tableView(_:didSelectRowAt:)` with the cell as `sender` for a row segue (UIKit
    /// itself fires a cell's segue just before `didSelectRowAt`).
    public func triggerSegue(withIdentifier identifier: String, in source: UIViewController, sender: Any?) {
        source._performSegue(withIdentifier: identifier, sender: sender, triggered: true)
    }
}
