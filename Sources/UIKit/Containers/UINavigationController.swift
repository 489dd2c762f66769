import Foundation
import UIKitEngine

/// A container that manages a stack of controllers, as `UINavigationController`.
///
/// Stack changes take effect at once (`viewControllers` is updated before the call
/// returns, `willMove(toParent:)` is sent then); the visible transition runs on the next
/// pass of the run loop and its `did` callbacks after the animation (0.35 s, UIKit's push
/// duration), in the order of the lifecycle contract (N1–N4). One transition runs at a
/// time: a request made while one animates waits for it (see docs/DECISIONS.md).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// Duration of an animated push or pop, in seconds.
    public static let transitionDuration: TimeInterval = 0.35

    open weak var delegate: UINavigationControllerDelegate?
    public let navigationBar: UINavigationBar
    public let toolbar: UIToolbar
    private static func _bar(_ cls: AnyClass?) -> UINavigationBar {
        let m = UIView._metrics(of: nil)
        return ((cls as? UINavigationBar.Type) ?? UINavigationBar.self).init(_barFrame: CGRect(x: 0, y: 0, width: 80, height: m.navigationBarHeight))
    }
    private static func _toolbar(_ cls: AnyClass?) -> UIToolbar {
        let m = UIView._metrics(of: nil)
        return ((cls as? UIToolbar.Type) ?? UIToolbar.self).init(_barFrame: CGRect(x: 0, y: 0, width: 80, height: m.toolbarHeight))
    }
    let contentView = UIView()
    /// True while a transition is on screen or waiting for the next pass.
    public internal(set) var isTransitioning = false
    /// Made by a split view controller around a column's controller (`setViewController(_:for:)`).
    var _isSplitWrapper = false
    var queued: [() -> Void] = []
    /// The controller currently shown (the top one after a transition finishes).
    weak var shownViewController: UIViewController?
    /// The search bar of the top item shown under the navigation bar.
    weak var _shownSearchBar: UISearchBar?
    /// Controllers whose `didMove(toParent:)` waits for the next time the stack is shown.
    var pendingDidMove: [UIViewController] = []
    var pendingRemoved: [UIViewController] = []
    private var needsShowCallbacks = true
    /// The edge swipe that pops the top controller, as `interactivePopGestureRecognizer`
    /// (a `UIScreenEdgePanGestureRecognizer` for the left edge on the navigation
    /// controller's view; its delegate decides whether it may begin, see
    /// `UINavigationController+InteractivePop.swift`).
    public internal(set) var interactivePopGestureRecognizer: UIGestureRecognizer?
    /// The interaction controller of the edge swipe whose pop waits for the next pass.
    var _pendingInteractivePop: _NavigationInteractivePop?
    /// The gesture's target and its default delegate.
    var _interactivePopDriver: _NavigationInteractivePop.Driver?

    /// An empty stack, or the one of nib `nibNameOrNil`, as `init(nibName:bundle:)`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = Self._bar(nil)
        toolbar = Self._toolbar(nil)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        _setupBars()
    }

    /// A controller unarchived from an Interface Builder file (its root controller comes
    /// from the file's relationship segue), as `init?(coder:)`.
    public required init?(coder: NSCoder) {
        navigationBar = Self._bar(nil)
        toolbar = Self._toolbar(nil)
        super.init(coder: coder)
        _setupBars()
    }

    /// A stack holding `rootViewController`, as `init(rootViewController:)` (designated, as on iOS).
    public init(rootViewController: UIViewController) {
        navigationBar = Self._bar(nil)
        toolbar = Self._toolbar(nil)
        super.init(nibName: nil, bundle: nil)
        _setupBars()
        _setStack([rootViewController], animated: false)
    }

    /// An empty stack whose bars are of the given classes, as
    /// `init(navigationBarClass:toolbarClass:)`; nil, or a class that is not a
    /// `UINavigationBar`/`UIToolbar` subclass, keeps UIKit's own bar.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        navigationBar = Self._bar(navigationBarClass)
        toolbar = Self._toolbar(toolbarClass)
        super.init(nibName: nil, bundle: nil)
        _setupBars()
    }

    private func _setupBars() {
        navigationBar._onBack = { [weak self] in self?._goBack() }
        navigationBar._diagnostics = { [weak self] in self?._diagnostics }
        toolbar.isHidden = true
        _setUpInteractivePop()
    }

    // MARK: Stack

    public var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }
    public var topViewController: UIViewController? { children.last }
    /// The top controller, or the controller it presents.
    public var visibleViewController: UIViewController? {
        if let p = presentedViewController { return p }
        return topViewController
    }

    public var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
        viewIfLoaded?.setNeedsLayout()
    }
    public var isToolbarHidden: Bool {
        get { toolbar.isHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbar.isHidden = hidden
        viewIfLoaded?.setNeedsLayout()
    }

    /// Keeps `request` for later and returns true when a transition is running: this
    /// controller's own (the request waits in its queue) or another container's (the
    /// request waits for the application). UIKit does the same through the running
    /// transition's coordinator (its completion runs the request; rdar 44091459 and the
    /// stack traces in docs/DECISIONS.md): until then `viewControllers` still shows the
    /// stack of the running transition. The queued closure holds every controller the
    /// request names strongly, so nothing the app asked for is lost while it waits.
    private func _waitIfBusy(_ request: @escaping () -> Void) -> Bool {
        if isTransitioning {
            queued.append(request)
            return true
        }
        // Only a transition that involves this controller holds the request (TR08: a
        // presentation by it or an ancestor); otherwise the stack changes at once whatever
        // else animates (TR15, TR16).
        guard let app = _application, _isInvolvedInTransition else { return false }
        return app._deferIfTransitioning(request)
    }

    /// True while this controller or one above it (parents, then presenters) is pushed or
    /// popped by a navigation controller, presented or dismissed, or presents a controller
    /// whose presentation or dismissal runs: the cases where UIKit's
    /// `transitionCoordinator` for this controller is not nil.
    private var _isInvolvedInTransition: Bool {
        guard viewIfLoaded?.window != nil, _appearanceState != .disappeared else { return false }
        var vc: UIViewController? = self
        while let cur = vc {
            if let n = cur as? UINavigationController, n.isTransitioning { return true }
            if cur._presentationInProgress || cur._isBeingDismissed { return true }
            if let p = cur.presentedViewController, p._presentationInProgress || p._isBeingDismissed { return true }
            vc = cur.parent ?? cur._presentingViewController
        }
        return false
    }

    /// Pushes `viewController`, as `pushViewController(_:animated:)`.
    ///
    /// Pushing an instance already on the stack raises UIKit's NSInvalidArgumentException
    /// (N9/B06), checked when the push runs (a push made while a transition animates
    /// waits for it); pushing a navigation controller raises "Pushing a navigation
    /// controller is not supported". A tab bar controller is pushed like any controller:
    /// Apple's page says it cannot be one, but UIKit does not refuse it
    /// (docs/DECISIONS.md, "Requests during a transition; containment checks").
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if _waitIfBusy({ [weak self] in self?.pushViewController(viewController, animated: animated) }) { return }
        if children.contains(where: { $0 === viewController }) {
            let bundle = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
            _raise(UIKitException.invalidArgument,
                   "\(description) is pushing the same view controller instance (\(viewController.description)) more than once which is not supported and is most likely an error in the application : \(bundle)")
            return
        }
        if viewController is UINavigationController {
            _raise(UIKitException.invalidArgument, "Pushing a navigation controller is not supported")
            return
        }
        _setStack(children + [viewController], animated: animated)
    }

    /// Pops the top controller, as `popViewController(animated:)`; nil (and nothing
    /// happens) when only the root is on the stack (N5).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        if _waitIfBusy({ [weak self] in _ = self?.popViewController(animated: animated) }) { return nil }
        guard children.count > 1 else { return nil }
        let top = children.last
        _setStack(Array(children.dropLast()), animated: animated)
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        if _waitIfBusy({ [weak self] in _ = self?.popToRootViewController(animated: animated) }) { return nil }
        guard children.count > 1 else { return [] }
        let popped = Array(children.dropFirst())
        _setStack([children[0]], animated: animated)
        return popped
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        if _waitIfBusy({ [weak self] in _ = self?.popToViewController(viewController, animated: animated) }) { return nil }
        guard let i = children.firstIndex(where: { $0 === viewController }) else {
            _raise(UIKitException.invalidArgument, "Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        let popped = Array(children[(i + 1)...])
        _setStack(Array(children[...i]), animated: animated)
        return popped
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        if _waitIfBusy({ [weak self] in self?.setViewControllers(viewControllers, animated: animated) }) { return }
        var seen = Set<ObjectIdentifier>()
        for vc in viewControllers {
            if !seen.insert(ObjectIdentifier(vc)).inserted {
                let bundle = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
                _raise(UIKitException.invalidArgument,
                       "\(description) is pushing the same view controller instance (\(vc.description)) more than once which is not supported and is most likely an error in the application : \(bundle)")
                return
            }
        }
        _setStack(viewControllers, animated: animated)
    }

    /// The controllers below the one holding the unwind's source, nearest first (the most
    /// recent occurrence of an unwind action wins); all of them, top first, when the
    /// source is elsewhere (docs/DECISIONS.md, "Unwind routing").
    open override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        if let holder = childContaining(source), let i = children.firstIndex(where: { $0 === holder }) {
            return Array(children[..<i].reversed())
        }
        return Array(children.reversed())
    }

    /// Pops to `subsequentVC`, as UIKit's navigation controller does on an unwind: animated
    /// when this controller is on screen and presents nothing.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard children.contains(where: { $0 === subsequentVC }), topViewController !== subsequentVC else { return }
        let animated = viewIfLoaded?.window != nil && presentedViewController == nil
        popToViewController(subsequentVC, animated: animated)
    }

    /// Shows `vc` as `show(_:sender:)` does inside a navigation controller: a push.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// Replaces the stack: removed controllers get `willMove(toParent: nil)` now and
    /// `didMove(toParent: nil)` when the transition ends; added ones `willMove` now (via
    /// addChild) and `didMove` at the end.
    private func _setStack(_ newStack: [UIViewController], animated: Bool) {
        let oldStack = children
        let oldTop = shownViewController ?? oldStack.last
        let removed = oldStack.filter { o in !newStack.contains { $0 === o } }
        let added = newStack.filter { n in !oldStack.contains { $0 === n } }
        for r in removed {
            r._sendWillMove(toParent: nil)
        }
        // Update the children list to the new order, keeping the removed controllers'
        // parent pointer until their didMove(toParent: nil).
        children.removeAll { c in removed.contains { $0 === c } }
        for a in added {
            if a.parent != nil && a.parent !== self { a.willMove(toParent: nil); a.removeFromParent() }
            children.append(a)
            a.parent = self
            a._callback(.willMoveToParent, description) { a.willMove(toParent: self) }
        }
        children = newStack
        for r in removed { r.parent = self }   // still reachable as parent until didMove(nil)
        // A controller removed before its didMove(toParent: self) was sent is not told any
        // more (and not kept alive by the list).
        pendingDidMove.removeAll { p in removed.contains { $0 === p } }
        pendingDidMove.append(contentsOf: added)
        pendingRemoved.append(contentsOf: removed)
        navigationBar.setItems(newStack.map { $0.navigationItem }, animated: animated)
        _updateToolbarItems()
        tabBarController?._navigationStackDidChange()

        let newTop = newStack.last
        let visible = _appearanceState == .appeared && viewIfLoaded?.window != nil
        guard visible, let app = _application else {
            if _appearanceState == .appearing {
                // A push while the navigation controller itself is still appearing (for example
                // from the root's viewDidLoad, pitfall B05): UIKit warns; the change is shown
                // right after the appearance finishes.
                _warn("nested push animation can result in corrupted navigation bar")
                return
            }
            // Not on screen: the new top is installed when the controller next appears.
            if viewIfLoaded?.window == nil || _appearanceState == .disappeared {
                if let oldTop, oldTop !== newTop { app_suppressed { oldTop.viewIfLoaded?.removeFromSuperview() } }
                shownViewController = nil
                needsShowCallbacks = true
                _finishRemovals()
            }
            return
        }
        if oldTop === newTop {
            _finishRemovals()
            _flushDidMoves()
            return
        }
        let isPush = newTop.map { n in !oldStack.contains { $0 === n } } ?? false
        isTransitioning = true
        app._beginTransition()
        app.enqueue { [weak self] in
            guard let self else { app._endTransition(); return }
            self._runTransition(from: oldTop, to: newTop, push: isPush, animated: animated, app: app)
        }
    }

    func app_suppressed(_ body: () -> Void) {
        if let app = _application { app._withoutViewMoveAppearance(body) } else { body() }
    }

    func _finishRemovals() {
        let removed = pendingRemoved
        pendingRemoved.removeAll()
        for r in removed where !children.contains(where: { $0 === r }) {
            if r.parent === self {
                r.parent = nil
                r._sendDidMove(toParent: nil)
                r._willMoveToNilSent = false
            }
        }
    }

    func _flushDidMoves() {
        let list = pendingDidMove
        pendingDidMove.removeAll()
        for vc in list where vc.parent === self { vc._sendDidMove(toParent: self) }
    }

    func _runQueued() {
        guard !queued.isEmpty else { return }
        let next = queued.removeFirst()
        next()
        if !isTransitioning { _runQueued() }
    }

    // MARK: View

    open override func loadView() {
        let size = _application?.screen.bounds.size ?? CGSize(width: 80, height: 24)
        let v = UIView(frame: CGRect(origin: .zero, size: size))
        view = v
        contentView.frame = v.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v.addSubview(contentView)
        v.addSubview(navigationBar)
        v.addSubview(toolbar)
        if let pop = interactivePopGestureRecognizer { v.addGestureRecognizer(pop) }
        _layoutBars()
    }

    var _contentFrame: CGRect {
        let b = contentView.bounds
        return CGRect(x: 0, y: 0, width: b.width, height: b.height)
    }

    private func _layoutBars() {
        guard let v = viewIfLoaded else { return }
        // The bars take the device's heights (44 points on an iPhone, one row on a
        // terminal); the navigation bar sits below what the screen keeps out at the top (a
        // status bar), the toolbar above what it keeps out at the bottom.
        let b = v.bounds, m = v.layoutMetrics, safe = v.safeAreaInsets
        let barHeight = m.navigationBarHeight, toolHeight = m.toolbarHeight
        var top: CGFloat = navigationBar.isHidden ? 0 : safe.top + barHeight
        let bottom: CGFloat = toolbar.isHidden ? 0 : safe.bottom + toolHeight
        navigationBar.frame = CGRect(x: 0, y: safe.top, width: b.width, height: barHeight)
        // The top item's search bar (`navigationItem.searchController`) sits on the lines
        // under the navigation bar, or at the top while the bar is hidden.
        let searchBar = topViewController?.navigationItem.searchController?.searchBar
        if let old = _shownSearchBar, old !== searchBar, old.superview === v {
            old.removeFromSuperview()
            old._placedUnderNavigationBar = false
        }
        _shownSearchBar = searchBar
        if let sb = searchBar {
            if sb.superview !== v { v.addSubview(sb) }
            sb._placedUnderNavigationBar = true
            let y = navigationBar.isHidden ? safe.top : safe.top + barHeight
            let h = sb.sizeThatFits(CGSize(width: b.width, height: 0)).height
            sb.frame = CGRect(x: 0, y: y, width: b.width, height: h)
            top = y + h
        }
        toolbar.frame = CGRect(x: 0, y: b.height - safe.bottom - toolHeight, width: b.width, height: toolHeight)
        contentView.frame = CGRect(x: 0, y: top, width: b.width, height: max(0, b.height - top - bottom))
        if !isTransitioning, let shown = shownViewController?.viewIfLoaded, shown.superview === contentView {
            shown.frame = contentView.bounds
        }
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        _layoutBars()
    }

    func _updateToolbarItems() {
        toolbar.items = topViewController?.toolbarItems
    }

    // MARK: Appearance

    /// Installs the top controller's view before the navigation controller's own
    /// viewWillAppear (N1: A.loadView, A.viewDidLoad come before Nav.viewWillAppear).
    override func _prepareForAppearance(animated: Bool) {
        guard let top = topViewController else { return }
        _layoutBars()
        let v = top.view!
        if v.superview !== contentView {
            if let shown = shownViewController, shown !== top {
                app_suppressed { shown.viewIfLoaded?.removeFromSuperview() }
            }
            v.frame = contentView.bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            app_suppressed { contentView.addSubview(v) }
        }
        shownViewController = top
    }

    override func _didBeginAppearance(_ appearing: Bool, animated: Bool) {
        if appearing, needsShowCallbacks, let top = topViewController {
            delegate?.navigationController(self, willShow: top, animated: animated)
        }
    }

    override func _didEndAppearance() {
        guard _appearanceState == .appeared, let shown = shownViewController else { return }
        if needsShowCallbacks {
            needsShowCallbacks = false
            delegate?.navigationController(self, didShow: shown, animated: _appearanceAnimated)
        }
        if shown !== topViewController, let app = _application {
            // The stack changed while appearing (pitfall B05): show the new top now.
            isTransitioning = true
            app._beginTransition()
            app.enqueue { [weak self] in
                guard let self else { app._endTransition(); return }
                self._runTransition(from: shown, to: self.topViewController, push: true, animated: false, app: app)
            }
            return
        }
        _finishRemovals()
        _flushDidMoves()
    }

    override func _childTitleDidChange(_ child: UIViewController) {
        navigationBar.setNeedsDisplay()
        navigationBar._rebuild()
    }

    /// The back button (or Esc): the top item's `backAction` when it has one, else a pop.
    func _goBack() {
        if let action = topViewController?.navigationItem.backAction {
            action.perform(sender: navigationBar)
        } else {
            popViewController(animated: true)
        }
    }

    override func _handleEscapeKey() {
        if children.count > 1, !isTransitioning {
            if let top = topViewController, top.navigationItem.hidesBackButton { return }
            _goBack()
            return
        }
        super._handleEscapeKey()
    }
}
