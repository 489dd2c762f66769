import Foundation
import UIKitEngine

/// An object that manages a view hierarchy, as `UIViewController`.
///
/// The view loads lazily: the first read of `view` runs `loadView()` then
/// `viewDidLoad()`; nothing else loads it (`isViewLoaded`, `viewIfLoaded` never do).
/// Appearance callbacks follow UIKit's order for every container and presentation
/// (see `UIViewController+Appearance.swift` and `../shared/oracle/lifecycle-contract.json`).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var _view: UIView?
    private var _isLoadingView = false
    /// Auto Layout storage (safe area additions, margins policy).
    let layoutState = ControllerLayoutState()

    /// The storyboard this controller came from, if any.
    public internal(set) var storyboard: UIStoryboard?
    /// Identifier of the scene this controller was instantiated from.
    var _sceneIdentifier: String?
    /// Builds the view from an Interface Builder file (storyboard scene or nib), the
    /// default `loadView`'s job when the controller has a nib (InterfaceBuilder/).
    var _nibViewLoader: ((UIViewController) -> UIView?)?

    /// A controller without a nib, as `UIViewController()`: on iOS NSObject's `init()` is a
    /// convenience initialiser calling `init(nibName: nil, bundle: nil)`, which a subclass
    /// overriding `init(nibName:bundle:)` and `init?(coder:)` inherits.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A controller unarchived from a storyboard or nib, as `init?(coder:)`: the loader
    /// passes a `UINibDecoder`, then sets what the file says (title, items, outlets); see
    /// docs/DECISIONS.md "Interface Builder objects are made through init?(coder:)".
    public required init?(coder: NSCoder) {
        _nibNameStorage = coder.decodeObject(forKey: "UINibName") as? String
        super.init()
    }

    /// A controller whose view loads from the nib (`.xib`) `nibName` in `bundle` (nil:
    /// the main bundle), as `init(nibName:bundle:)`. With a nil name the nib is looked up by
    /// the class name as UIKit does ("MyViewController" → `MyView.xib`, then
    /// `MyViewController.xib`); when none exists `loadView` makes a plain view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _nibNameStorage = nibNameOrNil
        _nibBundleStorage = nibBundleOrNil
        super.init()
    }
    var _nibNameStorage: String?
    var _nibBundleStorage: Bundle?

    // MARK: View loading

    /// The root view. Reading it loads it if needed (`loadView` then `viewDidLoad`).
    ///
    /// Setting a view that is already another controller's root view raises UIKit's
    /// UIViewControllerHierarchyInconsistency ("A view can only be associated with at most
    /// one view controller at a time!…", CC03) and changes nothing.
    open var view: UIView! {
        get {
            if _view == nil { _loadViewNow() }
            return _view
        }
        set {
            if let v = newValue, let other = v._viewController, other !== self, other._view === v {
                let f = v.frame
                func n(_ x: CGFloat) -> String { x == x.rounded() ? String(Int(x)) : String(describing: x) }
                let viewText = "<\(String(describing: type(of: v))): 0x\(String(UInt(bitPattern: ObjectIdentifier(v).hashValue), radix: 16)); frame = (\(n(f.minX)) \(n(f.minY)); \(n(f.width)) \(n(f.height)))>"
                _raise(UIKitException.hierarchyInconsistency,
                       "A view can only be associated with at most one view controller at a time! View \(viewText) is associated with \(other.description). Clear this association before associating this view with \(description).")
                return
            }
            if let old = _view, old._viewController === self { old._viewController = nil }
            _view = newValue
            newValue?._viewController = self
        }
    }

    open var isViewLoaded: Bool { _view != nil }
    open var viewIfLoaded: UIView? { _view }

    /// Loads the view if it is not loaded yet, as `loadViewIfNeeded()`.
    open func loadViewIfNeeded() { if _view == nil { _loadViewNow() } }

    private func _loadViewNow() {
        guard !_isLoadingView else { return }
        _isLoadingView = true
        _callback(.loadView) { loadView() }
        if _view == nil {
            // loadView did not set a view: UIKit would loop; make a plain one so the app lives.
            _view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
            _view?._viewController = self
        }
        _isLoadingView = false
        _callback(.viewDidLoad) { viewDidLoad() }
    }

    /// Creates the root view. The default makes a plain `UIView` the size of the screen.
    /// Override to build your own (do not call `super` then, as in UIKit).
    open func loadView() {
        if let loader = _nibViewLoader ?? _nibLoaderForName(), let v = loader(self) {
            view = v
            return
        }
        let size = _application?.screen.bounds.size ?? CGSize(width: 80, height: 24)
        let v = UIView(frame: CGRect(origin: .zero, size: size))
        view = v
    }

    open func viewDidLoad() {}

    // MARK: Appearance callbacks (called by UIKit only; see A6 in the lifecycle contract)

    open func viewWillAppear(_ animated: Bool) { _checkDirectCall(.viewWillAppear) }
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) { _checkDirectCall(.viewDidAppear) }
    open func viewWillDisappear(_ animated: Bool) { _checkDirectCall(.viewWillDisappear) }
    open func viewDidDisappear(_ animated: Bool) { _checkDirectCall(.viewDidDisappear) }
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// The view's container is about to change size to `size` (points), as
    /// `viewWillTransition(to:with:)`: here when the window is resized (a terminal
    /// resize). Runs before the views take the new size; `coordinator` runs blocks
    /// alongside and after the change. The default tells the children (each with the
    /// container's new size); an override calls `super` so they hear of it.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }
    /// The traits are about to change to `newCollection` (the window's size classes, on a
    /// resize), as `willTransition(to:with:)`: before `viewWillTransition(to:with:)`. The
    /// default tells the children; an override calls `super` so they hear of it.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }
    /// The update-constraints pass for the root view; the default updates the view's own
    /// constraints (call super last, as in UIKit).
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
    /// The root view's safe area changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// The root view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}

    /// Called just before the controller is added to or removed from a container.
    /// `addChild` sends it with the new parent; the container sends it with nil.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil { _willMoveToNilSent = true }
        if _expectedCallback != .willMoveToParent {
            _application?.lifecycleLog.record("\(String(describing: type(of: self))).willMove(toParent: \(parent?.description ?? "nil"))")
        }
    }

    /// Called after the controller is added to or removed from a container.
    /// The container sends it with itself; `removeFromParent` sends it with nil.
    open func didMove(toParent parent: UIViewController?) {
        if _expectedCallback != .didMoveToParent {
            _application?.lifecycleLog.record("\(String(describing: type(of: self))).didMove(toParent: \(parent?.description ?? "nil"))")
        }
    }

    /// Presents `vc` in a primary context, as `show(_:sender:)`: a push inside a navigation
    /// controller, else the enclosing split view controller's `show(_:sender:)`, else a
    /// modal presentation.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let nav = navigationController { nav.pushViewController(vc, animated: true) }
        else if let split = splitViewController { split.show(vc, sender: sender) }
        else { present(vc, animated: true) }
    }

    /// Presents `vc` in a secondary (detail) context, as `showDetailViewController(_:sender:)`:
    /// the enclosing split view controller shows it (in its secondary column, or pushed
    /// while collapsed); without one, as `show(_:sender:)`.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController { split.showDetailViewController(vc, sender: sender) }
        else { show(vc, sender: sender) }
    }

    // MARK: Storyboards and segues (implemented in Storyboard/UIViewController+Storyboard.swift)

    /// Called once a storyboard has made this controller (after its scene's factory ran,
    /// which stands for `init(coder:)`), as `awakeFromNib()`. The default does nothing.
    open func awakeFromNib() {}

    /// Runs the segue `identifier` of this controller's storyboard scene, as
    /// `performSegue(withIdentifier:sender:)`: the destination is made, then
    /// `prepare(for:sender:)`, then the segue's `perform()`. `shouldPerformSegue` is NOT
    /// asked (only storyboard triggers ask it; pitfall B17). A controller not made by a
    /// storyboard, or an unknown identifier, raises UIKit's NSInvalidArgumentException
    /// "Receiver (…) has no segue with identifier '…'" (SG4/B16).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        _performSegue(withIdentifier: identifier, sender: sender, triggered: false)
    }

    /// Asked before a *triggered* segue (a control, bar item or row wired to it) runs, as
    /// `shouldPerformSegue(withIdentifier:sender:)`; return false to stop it. Default true.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called on the source before a segue performs, as `prepare(for:sender:)`; the
    /// destination exists but its view is not loaded yet (pitfall B14). Default: nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    // Unwind segues (UIViewController+Unwind.swift has the search and the defaults).

    /// Whether this controller is the destination of unwind action `action` performed from
    /// `fromViewController`, as `canPerformUnwindSegueAction(_:from:sender:)` (iOS 13). The
    /// default asks the older `canPerformUnwindSegueAction(_:from:withSender:)`.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        canPerformUnwindSegueAction(action, from: fromViewController, withSender: sender as Any)
    }
    /// The pre-iOS 13 form: true when this controller implements `action` (its storyboard
    /// scene registers it) and is not `fromViewController`.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any) -> Bool {
        _implementsUnwindAction(action) && fromViewController !== self
    }
    /// The children searched for an unwind destination, in search order, as
    /// `allowedChildrenForUnwinding(from:)`: by default `children` without
    /// `childContaining(source)`.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let skip = childContaining(source)
        return children.filter { $0 !== skip }
    }
    /// The child whose hierarchy (children and presentations) holds the unwind's source,
    /// as `childContaining(_:)`.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        children.first { $0._hierarchyContains(source.source) }
    }
    /// Sent to each container on the way from the unwind's common ancestor to its
    /// destination, as `unwind(for:towards:)`: a container shows `subsequentVC` (a
    /// navigation controller pops to it, a tab bar controller selects it). The default
    /// does nothing.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    /// Presents `viewControllerToPresent` modally, as `present(_:animated:completion:)`.
    /// See `UIViewController+Presentation.swift` for the styles and UIKit's refusals.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        _present(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the presented controller (or asks the presenter to dismiss this one), as
    /// `dismiss(animated:completion:)`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        _dismiss(animated: flag, completion: completion)
    }

    // MARK: Containment (implemented in UIViewController+Containment.swift)

    /// Adds `childController` as a child, as `addChild(_:)` (open, as on iOS: an override
    /// calls super). See `_addChild(_:)` for UIKit's order and checks.
    open func addChild(_ childController: UIViewController) { _addChild(childController) }

    /// Removes the controller from its parent, as `removeFromParent()` (open, as on iOS).
    open func removeFromParent() { _removeFromParent() }

    // MARK: Status bar and orientation

    /// The status bar style this controller prefers, as `preferredStatusBarStyle`. The
    /// terminal and headless screens have no status bar, so nothing reads it; it is here so
    /// iOS overrides compile (docs/DECISIONS.md "Initialiser shapes").
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the status bar is hidden, as `prefersStatusBarHidden` (no status bar here).
    open var prefersStatusBarHidden: Bool { false }
    /// The orientations the controller supports, as `supportedInterfaceOrientations`
    /// (default: all but upside down, iPhone's default). Screens here do not rotate.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// Asks for the status bar to be updated, as `setNeedsStatusBarAppearanceUpdate()`
    /// (no status bar here: nothing to update).
    open func setNeedsStatusBarAppearanceUpdate() {}

    // MARK: Traits (see UIView+Traits.swift)

    /// The appearance of this controller's views whatever their window's (`.unspecified`:
    /// inherit), as `overrideUserInterfaceStyle` (iOS 13).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            guard overrideUserInterfaceStyle != oldValue, let v = viewIfLoaded else { return }
            v._traitsDidChange(previous: v._traits(viewOverride: v.overrideUserInterfaceStyle, controllerOverride: oldValue))
        }
    }
    /// The traits of the controller's view (the device's, with this override, when the
    /// view is not loaded).
    open var traitCollection: UITraitCollection {
        if let v = viewIfLoaded { return v.traitCollection }
        let base = UITraitCollection._device(scale: UIView._metrics(of: nil).scale)
        return overrideUserInterfaceStyle == .unspecified ? base : base.with(style: overrideUserInterfaceStyle)
    }
    /// Sent when the controller's traits changed. Default: nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Titles and items

    /// The controller's title; setting it also sets `navigationItem.title` and the tab bar
    /// item's title, as UIKit does.
    open var title: String? {
        didSet {
            _navigationItem?.title = title
            _tabBarItem?.title = title
            _titleDidChange()
        }
    }
    func _titleDidChange() {
        parent?._childTitleDidChange(self)
    }
    func _childTitleDidChange(_ child: UIViewController) {}

    var _navigationItem: UINavigationItem?
    /// The item that represents this controller in a navigation bar (created on first use).
    open var navigationItem: UINavigationItem {
        if let n = _navigationItem { return n }
        let n = UINavigationItem(title: title ?? "")
        n._titleWasSet = title != nil
        n._owner = self
        _navigationItem = n
        return n
    }

    var _tabBarItem: UITabBarItem?
    /// The item that represents this controller in a tab bar (created on first use with
    /// the controller's title).
    open var tabBarItem: UITabBarItem! {
        get {
            if let t = _tabBarItem { return t }
            let t = UITabBarItem(title: title, image: nil, tag: 0)
            t._owner = self
            _tabBarItem = t
            return t
        }
        set {
            _tabBarItem = newValue
            newValue?._owner = self
            parent?._childTitleDidChange(self)
        }
    }

    open var toolbarItems: [UIBarButtonItem]?
    /// Whether a tab bar controller's bar hides while this controller is on a navigation
    /// stack above its root, as `hidesBottomBarWhenPushed` (set it before the push). The bar
    /// comes back when the controller is popped.
    open var hidesBottomBarWhenPushed = false
    open var preferredContentSize: CGSize = .zero

    // MARK: Containment state

    /// The parent controller, if this is a child (weak: the parent owns its children).
    public internal(set) weak var parent: UIViewController?
    public internal(set) var children: [UIViewController] = []

    // MARK: Presentation state
    /// The controller this one presented, or that one of its ancestors presented (Apple's
    /// documentation: "or one of its ancestors in the view controller hierarchy").
    open var presentedViewController: UIViewController? {
        _presentedViewController ?? parent?.presentedViewController
    }
    /// The controller this one presents itself (the presenting side of the link).
    var _presentedViewController: UIViewController?
    weak var _presentingViewController: UIViewController?
    /// The presentation controller made for this controller (see +PresentationController).
    var _presentationControllerStorage: UIPresentationController?
    open var presentingViewController: UIViewController? {
        _presentingViewController ?? parent?.presentingViewController
    }
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false
    open var isModalInPresentation = false
    var _presentationBusy = false
    /// The transition this controller takes part in (its `transitionCoordinator`).
    var _ownTransition: _ViewControllerTransition?
    /// The object that supplies a custom presentation's animator, interaction controller and
    /// (for `.custom`) presentation controller, as `transitioningDelegate` (not retained).
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    var _presentationContainer: UIView?

    // MARK: Appearance state (see +Appearance)
    var _appearanceState: AppearanceState = .disappeared
    var _appearanceAnimated = false
    var _explicitTransition = false
    var _expectedCallback: LifecycleCallback?
    var _isWindowRoot = false
    var _appearanceDriver: AppearanceDriver = .none
    var _willMoveToNilSent = false
    var _isMovingToParent = false
    var _isMovingFromParent = false
    var _isBeingPresented = false
    var _isBeingDismissed = false

    open var isMovingToParent: Bool { _isMovingToParent }
    open var isMovingFromParent: Bool { _isMovingFromParent }
    open var isBeingPresented: Bool { _isBeingPresented }
    open var isBeingDismissed: Bool { _isBeingDismissed }

    /// Whether appearance callbacks are forwarded to children automatically (default true).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Responder chain

    /// The next responder: the root view's superview, else the parent, else the presenter.
    open override var next: UIResponder? {
        if let sv = _view?.superview { return sv }
        return parent ?? presentingViewController
    }
    override var _responderWindow: UIWindow? { _view?.window }

    // MARK: Finding containers

    /// The nearest ancestor navigation controller (found by walking up the parents, pitfall B23).
    open var navigationController: UINavigationController? {
        var p = parent
        while let cur = p { if let n = cur as? UINavigationController { return n }; p = cur.parent }
        return nil
    }

    /// The nearest ancestor tab bar controller.
    open var tabBarController: UITabBarController? {
        var p = parent
        while let cur = p { if let t = cur as? UITabBarController { return t }; p = cur.parent }
        if let pres = presentingViewController, pres !== self { return pres.tabBarController }
        return nil
    }

    /// The application this controller is shown by: through its window, its parent or its presenter.
    var _application: UIApplication? {
        if let a = _view?.window?._application { return a }
        if let p = parent, let a = p._application { return a }
        if let p = _presentingViewController, let a = p._application { return a }
        return UIApplication._current
    }

    var _diagnostics: UIDiagnostics? { _application?.diagnostics }

    /// Raises a UIKit exception through the application's policy.
    func _raise(_ name: String, _ reason: String) {
        if let d = _diagnostics { d.raise(UIKitException(name: name, reason: reason)) }
        else { preconditionFailure(UIKitException(name: name, reason: reason).description) }
    }
    func _warn(_ text: String) { _diagnostics?.warn(text) }

    // MARK: Editing

    public private(set) var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        _editButtonItem?.title = editing ? "Done" : "Edit"
        _editButtonItem?.style = editing ? .done : .plain
    }
    var _editButtonItem: UIBarButtonItem?
    /// A bar button that toggles `isEditing` between Edit and Done.
    open var editButtonItem: UIBarButtonItem {
        if let e = _editButtonItem { return e }
        let e = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        e._handler = { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        _editButtonItem = e
        return e
    }

    /// Hook for containers: runs before `viewWillAppear` (a navigation controller installs
    /// its top controller's view here, so the top view loads before the will callbacks).
    func _prepareForAppearance(animated: Bool) {}
    /// Hook for containers: after this controller's will-callback and its children's.
    func _didBeginAppearance(_ appearing: Bool, animated: Bool) {}
    /// Hook for containers: after this controller's did-callback and its children's.
    func _didEndAppearance() {}
    /// Presented controllers' root views drive their own appearance like a window root.
    var _isWindowRootLike: Bool { false }
    /// True between `willMove(toParent: nil)` and `removeFromParent()`.
    var _isBeingRemoved: Bool { _willMoveToNilSent }

    /// Esc pressed with nothing focused handling it: containers go back. Default: ask the
    /// parent, then the presenter (which dismisses this controller if it was presented).
    func _handleEscapeKey() {
        if let nav = self as? UINavigationController ?? navigationController, nav.viewControllers.count > 1 {
            nav._goBack()
            return
        }
        if let p = parent { p._handleEscapeKey(); return }
        // The key equivalent of the user dismissing the presentation (PC13).
        if _presentingViewController != nil, let pc = _presentationControllerStorage {
            pc._userDismissWithKey()
        }
    }
}

extension UIViewController: CustomStringConvertible {
    nonisolated public var description: String {
        "<\(String(describing: type(of: self))): 0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))>"
    }
}
