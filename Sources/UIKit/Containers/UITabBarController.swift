import Foundation
import UIKitEngine

/// A container that shows one of several children chosen with a tab bar, as
/// `UITabBarController`.
///
/// Layout (1 point = 1 cell): the selected child's view fills the screen above the tab
/// bar, which is the bottom row (`tabBar`; hidden bar: the child gets the whole height).
///
/// Lifecycle (lifecycle contract TB1–TB7, framework spec §2):
/// - Setting `viewControllers` makes every controller a child at once: each gets
///   `willMove(toParent:)` (in order), then each gets `didMove(toParent:)`. Controllers
///   no longer in the list get `willMove(toParent: nil)` / `didMove(toParent: nil)`.
/// - Views load lazily: only the selected child's view is loaded (when the tab bar
///   controller appears, before its own `viewWillAppear`); the others load when first
///   selected. The bar still shows every child's `tabBarItem`, which is created from the
///   child's `title` without loading its view — so an item configured in a child's
///   `viewDidLoad` only appears once that tab has been selected (pitfall B25: configure
///   `tabBarItem` in the initializer).
/// - Switching tabs is not animated: the incoming child's `viewWillAppear(false)` comes
///   before the outgoing child's `viewWillDisappear(false)`, both inside the call that
///   switched; the `did` halves follow at the end of the run-loop pass (TB2/TB4).
///   Only the selected child is in the view tree, so only it receives the tab bar
///   controller's own appearance changes.
///
/// More: past `maximumTabCount` (5, an iPhone in compact width) the bar shows the first
/// four items and a system "More" item; the rest are listed by `moreNavigationController`
/// and pushed onto it when chosen (TB6). `viewControllers` never contains the More
/// navigation controller. A `UINavigationController` in the overflow is shown directly
/// instead of being pushed (UIKit moves its stack into the More controller; see
/// docs/DECISIONS.md); Esc at its root returns to the More list.
///
/// Keyboard: the bar is focusable (Tab); Left/Right move between items, Enter selects.
/// Esc pops the selected navigation stack, if any.
/// Source: https://developer.apple.com/documentation/uikit/uitabbarcontroller
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The most items the bar shows before the last slot becomes "More" (compact width).
    public static let maximumTabCount = 5

    /// The bar at the bottom. Its items and delegate belong to the controller: changing
    /// them directly raises UIKit's NSInternalInconsistencyException.
    public let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 80, height: UIView._metrics(of: nil).tabBarHeight))
    /// The delegate (weak): asked and told about user selections only.
    open weak var delegate: UITabBarControllerDelegate?
    /// Kept for source compatibility; the terminal has no "Edit" customisation sheet.
    open var customizableViewControllers: [UIViewController]?

    private var _viewControllers: [UIViewController]?
    /// The logical selection: a controller of `viewControllers`, or the More controller
    /// while its list shows.
    private weak var _selection: UIViewController?
    private var _selectedIndexStore = 0
    /// The controller whose view is (or will be, once the bar controller appears) in the
    /// content area: the selection, or the More controller for overflow controllers.
    private weak var _shown: UIViewController?
    private let contentView = UIView()
    private var _more: UINavigationController?
    private var _moreList: _UIMoreListController?
    private var _barWasHiddenByPush = false

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        _setup()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setup()
    }

    private func _setup() {
        tabBar._controller = self
        tabBar._internalUpdate = true
        tabBar.delegate = self
        tabBar._internalUpdate = false
    }

    // MARK: Children

    /// The controllers shown by the tabs, in order. Setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { _viewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs' controllers, as `setViewControllers(_:animated:)`.
    ///
    /// The previous selection stays selected when it is still in the list; otherwise
    /// the controller at the same index, else the first one (Apple's documented rule).
    /// A repeated controller is kept once. `animated` is accepted; the terminal bar does
    /// not animate item changes.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var new: [UIViewController] = []
        for vc in viewControllers ?? [] where vc !== self && vc !== _more && !new.contains(where: { $0 === vc }) {
            new.append(vc)
        }
        let old = _viewControllers ?? []
        let removed = old.filter { o in !new.contains { $0 === o } }
        let added = new.filter { n in !old.contains { $0 === n } }
        let previous = _effectiveSelection
        let previousIndex = _selectedIndexStore

        for r in removed where r.parent === self { r._sendWillMove(toParent: nil) }
        for a in added { addChild(a) }
        _viewControllers = viewControllers == nil ? nil : new
        if _hasMore { _adoptMore() }

        var target: UIViewController?
        if let p = previous, new.contains(where: { $0 === p }) || (p === _more && _hasMore) {
            target = p
        } else if new.indices.contains(previousIndex) {
            target = new[previousIndex]
        } else {
            target = new.first
        }
        _rebuildItems()
        // Leaving controllers get didMove(toParent: nil), arriving ones didMove(toParent:
        // self), once the switch (if any) has finished on screen.
        let finish = { [weak self] in
            guard let self else { return }
            for r in removed {
                if let more = self._more, r.parent === more, let list = self._moreList {
                    more.setViewControllers([list], animated: false)
                }
                guard r.parent === self else { continue }
                if let v = r.viewIfLoaded, v.superview === self.contentView { self._suppressed { v.removeFromSuperview() } }
                r.removeFromParent()
            }
            for a in added where a.parent === self { a._sendDidMove(toParent: self) }
            self._adoptOrphans()
        }
        if let target {
            _select(target, completion: finish)
        } else {
            _selection = nil
            _selectedIndexStore = 0
            _swapContent(to: nil, completion: finish)
            _updateBarSelection()
        }
        if !_hasMore { _releaseMore() }
    }

    // MARK: Selection

    /// The index of the selected controller in `viewControllers`; `NSNotFound` while the
    /// More list is shown. Setting it selects without asking or telling the delegate;
    /// an index out of range is ignored. An overflow index shows the More controller
    /// with that controller pushed on it.
    open var selectedIndex: Int {
        get {
            guard let s = _effectiveSelection else { return _selectedIndexStore }
            if let more = _more, s === more { return NSNotFound }
            return _index(of: s) ?? _selectedIndexStore
        }
        set {
            guard let list = _viewControllers, list.indices.contains(newValue) else { return }
            _select(list[newValue], completion: nil)
        }
    }

    /// Selects the tab holding `subsequentVC`, as UIKit's tab bar controller does on an
    /// unwind (no delegate calls, as for a selection made in code).
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard let list = _viewControllers, list.contains(where: { $0 === subsequentVC }),
              selectedViewController !== subsequentVC else { return }
        selectedViewController = subsequentVC
    }

    /// The selected controller (`moreNavigationController` while the More list shows).
    /// Setting a controller that is not in `viewControllers` raises UIKit's
    /// NSInvalidArgumentException. No delegate calls.
    open var selectedViewController: UIViewController? {
        get { _effectiveSelection }
        set {
            guard let vc = newValue else { return }
            if let more = _more, vc === more, _hasMore {
                _select(more, completion: nil)
                return
            }
            guard let list = _viewControllers, list.contains(where: { $0 === vc }) else {
                _raise(UIKitException.invalidArgument,
                       "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.")
                return
            }
            _select(vc, completion: nil)
        }
    }

    /// The navigation controller that lists and shows the controllers that do not fit on
    /// the bar. It always exists; it is a child only while More is needed.
    open var moreNavigationController: UINavigationController {
        if let m = _more { return m }
        let list = _UIMoreListController()
        list._tabBarController = self
        let m = UINavigationController(rootViewController: list)
        m.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        _more = m
        _moreList = list
        return m
    }

    /// Sent when the user selects an item of the bar (after the selection took effect),
    /// as the `UITabBarDelegate` method UIKit's tab bar controller implements.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    // MARK: Internals

    private var _hasMore: Bool { (_viewControllers?.count ?? 0) > Self.maximumTabCount }
    /// How many controllers of the list have their own item on the bar.
    private var _barControllerCount: Int {
        _hasMore ? Self.maximumTabCount - 1 : (_viewControllers?.count ?? 0)
    }
    private func _index(of vc: UIViewController) -> Int? {
        _viewControllers?.firstIndex { $0 === vc }
    }
    /// The controllers listed by the More controller.
    var _overflowControllers: [UIViewController] {
        guard _hasMore, let list = _viewControllers else { return [] }
        return Array(list[_barControllerCount...])
    }

    /// The selection as the screen shows it: while the More controller is shown, the
    /// overflow controller on top of its stack, or the More controller itself when its
    /// list is on top (after a pop by Esc or the back button).
    private var _effectiveSelection: UIViewController? {
        guard let s = _selection else { return nil }
        if let more = _more, _container(for: s) === more {
            if let top = more.topViewController, top !== _moreList, _index(of: top) != nil { return top }
            return more
        }
        return s
    }

    /// The controller whose view shows `vc`.
    private func _container(for vc: UIViewController) -> UIViewController {
        if let more = _more, vc === more { return more }
        guard _hasMore, let i = _index(of: vc), i >= _barControllerCount else { return vc }
        if vc is UINavigationController { return vc }
        return moreNavigationController
    }

    private var _isOnScreen: Bool {
        _appearanceState == .appeared && viewIfLoaded?.window != nil
    }

    private func _suppressed(_ body: () -> Void) {
        if let app = _application { app._withoutViewMoveAppearance(body) } else { body() }
    }

    private func _adoptMore() {
        let more = moreNavigationController
        if more.parent !== self {
            addChild(more)
            more._sendDidMove(toParent: self)
        }
    }

    private func _releaseMore() {
        guard let more = _more, more.parent === self else { return }
        if let list = _moreList, more.viewControllers.count > 1 { more.setViewControllers([list], animated: false) }
        more._sendWillMove(toParent: nil)
        if let v = more.viewIfLoaded, v.superview === contentView { _suppressed { v.removeFromSuperview() } }
        more.removeFromParent()
    }

    /// Controllers of the list that lost their parent (popped off the More stack) become
    /// children again.
    private func _adoptOrphans() {
        for vc in _viewControllers ?? [] where vc.parent == nil {
            addChild(vc)
            vc._sendDidMove(toParent: self)
        }
    }

    private func _rebuildItems() {
        let list = _viewControllers ?? []
        var items: [UITabBarItem] = list.prefix(_barControllerCount).map { $0.tabBarItem }
        if _hasMore { items.append(moreNavigationController.tabBarItem) }
        tabBar._internalUpdate = true
        tabBar.setItems(items, animated: false)
        tabBar._internalUpdate = false
        _updateBarSelection()
        _moreList?._reload()
    }

    private func _updateBarSelection() {
        var item: UITabBarItem?
        if let s = _effectiveSelection {
            if let more = _more, s === more { item = more.tabBarItem }
            else if let i = _index(of: s) {
                item = i < _barControllerCount ? s.tabBarItem : _more?.tabBarItem
            }
        }
        tabBar.selectedItem = item
    }

    /// Makes `vc` the selection and shows it; `completion` runs once the switch is over
    /// (after the `did` callbacks when the bar controller is on screen).
    private func _select(_ vc: UIViewController, completion: (() -> Void)?) {
        _adoptOrphans()
        let container = _container(for: vc)
        _selection = vc
        if let i = _index(of: vc) { _selectedIndexStore = i }
        if let more = _more, container === more, let list = _moreList {
            let wanted: [UIViewController] = vc === more ? [list] : [list, vc]
            let same = more.viewControllers.count == wanted.count
                && zip(more.viewControllers, wanted).allSatisfy { $0 === $1 }
            if !same {
                let moreOnScreen = _shown === more && _isOnScreen
                if moreOnScreen && vc === more {
                    more.popToRootViewController(animated: true)
                } else if moreOnScreen && more.viewControllers.count == 1 {
                    more.pushViewController(vc, animated: true)
                } else {
                    more.setViewControllers(wanted, animated: false)
                }
            }
        }
        _updateBarSelection()
        if _shown === container {
            completion?()
            return
        }
        _swapContent(to: container, completion: completion)
    }

    /// Replaces the content controller. On screen: the new view loads and goes in, the
    /// new child's `viewWillAppear` then the old child's `viewWillDisappear` run now, the
    /// `did` halves at the end of the pass (TB2/TB4). Off screen: views swap silently.
    private func _swapContent(to new: UIViewController?, completion: (() -> Void)?) {
        let old = _shown
        _shown = new
        guard let root = viewIfLoaded, let window = root.window, let app = window._application,
              _appearanceState == .appeared || _appearanceState == .appearing else {
            if let ov = old?.viewIfLoaded, ov.superview === contentView { _suppressed { ov.removeFromSuperview() } }
            completion?()
            return
        }
        _layoutBars()
        if let new {
            let nv = new.view!   // loadView / viewDidLoad of a tab selected for the first time
            nv.frame = contentView.bounds
            nv.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            app._withoutViewMoveAppearance { contentView.addSubview(nv) }
        }
        if _appearanceState == .appeared {
            new?._beginAppearance(true, animated: false)
            old?._beginAppearance(false, animated: false)
            if let ov = old?.viewIfLoaded, ov.superview === contentView {
                app._withoutViewMoveAppearance { ov.removeFromSuperview() }
            }
            app._pendingAppearanceEnds.append { [weak old, weak new] in
                old?._endAppearance()
                new?._endAppearance()
                completion?()
            }
        } else {
            // The bar controller is itself appearing: the old child leaves at once, the new
            // one joins the bar controller's appearance (its did comes with the parent's).
            old?._beginAppearance(false, animated: false)
            old?._endAppearance()
            if let ov = old?.viewIfLoaded, ov.superview === contentView {
                app._withoutViewMoveAppearance { ov.removeFromSuperview() }
            }
            new?._beginAppearance(true, animated: _appearanceAnimated)
            completion?()
        }
        root.setNeedsLayout()
        root.setNeedsDisplay()
    }

    /// A click or Enter on bar item `index` (from `UITabBar`).
    func _userDidTapItem(at index: Int) {
        guard let list = _viewControllers else { return }
        let vc: UIViewController
        if _hasMore && index == _barControllerCount { vc = moreNavigationController }
        else if list.indices.contains(index) { vc = list[index] }
        else { return }
        _userSelect(vc, item: tabBar.items?[index])
    }

    /// A row of the More list chosen by the user.
    func _moreListDidSelect(_ vc: UIViewController) {
        _userSelect(vc, item: nil)
    }

    /// A user selection: ask the delegate, select, then tell the bar hook and the delegate.
    private func _userSelect(_ vc: UIViewController, item: UITabBarItem?) {
        if let d = delegate, !d.tabBarController(self, shouldSelect: vc) { return }
        let finish = { [weak self, weak vc] in
            guard let self, let vc else { return }
            if let item { self.tabBar(self.tabBar, didSelect: item) }
            self.delegate?.tabBarController(self, didSelect: vc)
        }
        if vc === _effectiveSelection {
            // Selecting the selected tab again takes its navigation stack back to the root.
            if let nav = _container(for: vc) as? UINavigationController, nav.viewControllers.count > 1 {
                nav.popToRootViewController(animated: true)
            }
            finish()
            return
        }
        _select(vc, completion: finish)
    }

    // MARK: View

    open override func loadView() {
        let size = _application?.screen.bounds.size ?? CGSize(width: 80, height: 24)
        let v = UIView(frame: CGRect(origin: .zero, size: size))
        view = v
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        v.addSubview(contentView)
        v.addSubview(tabBar)
        _layoutBars()
    }

    private func _layoutBars() {
        guard let v = viewIfLoaded else { return }
        // The device's tab bar height (49 points on an iPhone, one row on a terminal), and
        // below it what the screen keeps out at the bottom (a home indicator), as iOS's
        // 83-point bar on a phone without a home button.
        let b = v.bounds
        let height = v.layoutMetrics.tabBarHeight + v.safeAreaInsets.bottom
        // A controller pushed with `hidesBottomBarWhenPushed` keeps the bar off screen
        // (below the bottom edge) until it is popped.
        let pushedAway = _barHiddenByPushedController
        let barHeight: CGFloat = tabBar.isHidden || pushedAway ? 0 : height
        tabBar.frame = CGRect(x: 0, y: pushedAway ? b.height : max(0, b.height - height), width: b.width, height: height)
        contentView.frame = CGRect(x: 0, y: 0, width: b.width, height: max(0, b.height - barHeight))
        if let sv = _shown?.viewIfLoaded, sv.superview === contentView { sv.frame = contentView.bounds }
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        _layoutBars()
    }

    /// Whether the shown navigation stack has a controller above its root that was pushed
    /// with `hidesBottomBarWhenPushed`.
    var _barHiddenByPushedController: Bool {
        guard let nav = _shown as? UINavigationController else { return false }
        return nav.viewControllers.dropFirst().contains(where: { (vc: UIViewController) in vc.hidesBottomBarWhenPushed })
    }

    /// A navigation stack of a tab changed: the bar may come or go.
    func _navigationStackDidChange() {
        let hidden = _barHiddenByPushedController
        guard hidden != _barWasHiddenByPush else { return }
        _barWasHiddenByPush = hidden
        _layoutBars()
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: Appearance and hooks

    /// Installs the selected child's view before the bar controller's own
    /// `viewWillAppear` (TB1: A.loadView, A.viewDidLoad come before Tab.viewWillAppear).
    override func _prepareForAppearance(animated: Bool) {
        _layoutBars()
        if _shown == nil, let s = _selection { _shown = _container(for: s) }
        guard let shown = _shown else { return }
        let v = shown.view!
        if v.superview !== contentView {
            for sub in contentView.subviews where sub !== v { _suppressed { sub.removeFromSuperview() } }
            v.frame = contentView.bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            _suppressed { contentView.addSubview(v) }
        }
    }

    override func _childTitleDidChange(_ child: UIViewController) {
        _rebuildItems()
    }

    override func _handleEscapeKey() {
        if let nav = _shown as? UINavigationController, nav.viewControllers.count > 1 {
            nav._handleEscapeKey()
            return
        }
        if let shown = _shown, shown !== _more, let i = _index(of: shown), _hasMore, i >= _barControllerCount,
           let more = _more {
            _select(more, completion: nil)
            return
        }
        super._handleEscapeKey()
    }
}
