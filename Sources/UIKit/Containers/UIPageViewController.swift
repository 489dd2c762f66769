import Foundation
import UIKitEngine

/// A container that shows one page (two with a middle spine) at a time and turns pages
/// in order, as `UIPageViewController`.
///
/// Pages come from `setViewControllers(_:direction:animated:completion:)` (the pages
/// given become children; the ones they replace leave) and, when the user turns a page,
/// from the `dataSource`'s neighbours of the page that shows.
///
/// Turning pages as a user (a terminal has no swipe): Left/Right (Up/Down for a vertical
/// interface) while the page area or a view inside it that does not use the key is
/// focused, or a drag across the pages: past half the page it completes, short of that
/// it is cancelled. A user turn tells the delegate `willTransitionTo` before the pages'
/// appearance callbacks and `didFinishAnimating` after them.
///
/// Appearance (lifecycle contract PV1): the incoming page's `viewWillAppear` comes before
/// the outgoing page's `viewWillDisappear`; then, for `.scroll`, the incoming page's
/// `viewDidAppear` before the outgoing page's `viewDidDisappear`, and for `.pageCurl` the
/// other way round. A cancelled drag brings the outgoing page back
/// (`viewWillAppear`, `viewDidAppear`) and sends the incoming one away
/// (`viewWillDisappear`, `viewDidDisappear`).
///
/// On a terminal the pages slide by whole columns; a curl is shown as the page changing
/// at once (docs/DECISIONS.md "Page view controller"). The scroll style's page indicator
/// is a `UIPageControl` on the bottom row (see `UIPageViewControllerDataSource`).
/// Source: https://developer.apple.com/documentation/uikit/uipageviewcontroller
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// Seconds an animated turn takes.
    static let turnDuration: TimeInterval = 0.3

    /// How pages change, fixed at creation.
    public let transitionStyle: TransitionStyle
    /// The axis pages follow, fixed at creation.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is: `.none` for `.scroll`; `.min` by default for `.pageCurl`.
    public let spineLocation: SpineLocation
    /// The gap between pages while a scroll turn slides them, in points.
    let _interPageSpacing: CGFloat
    /// Whether a page-curl page has content on its back (pages then come in pairs).
    open var isDoubleSided = false
    /// Where pages come from when the user turns one (weak).
    open weak var dataSource: UIPageViewControllerDataSource?
    /// Told about user turns (weak).
    open weak var delegate: UIPageViewControllerDelegate?

    /// The pages that show (nil before the first `setViewControllers`).
    open var viewControllers: [UIViewController]? { _pages.isEmpty ? nil : _pages }
    var _pages: [UIViewController] = []
    /// The drag that turns pages (`gestureRecognizers`).
    let _pan = UIPanGestureRecognizer()
    /// The gesture recognizers the page view controller turns pages with, as
    /// `gestureRecognizers` (a pan; the curl style's tap has no terminal equivalent).
    open var gestureRecognizers: [UIGestureRecognizer] { [_pan] }
    /// The turn on screen, if any.
    var _turn: _PageTurn?
    /// The indicator of a scroll interface whose data source gives a count.
    var _pageControl: UIPageControl?
    /// The area the pages fill (the view above the indicator).
    let _pageArea = _UIPageAreaView()
    var _spine: _UIColumnSeparatorView?

    /// A page view controller, as `init(transitionStyle:navigationOrientation:options:)`:
    /// `options[.spineLocation]` (a `SpineLocation` or its raw value) for page curl,
    /// `options[.interPageSpacing]` (points) for scroll.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation = Self._spine(style, options?[.spineLocation])
        _interPageSpacing = Self._number(options?[.interPageSpacing]).map { CGFloat($0) } ?? 0
        super.init(nibName: nil, bundle: nil)
        _setUp()
    }

    /// A page-curl, horizontal page view controller, as `init(nibName:bundle:)`.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    }

    /// A page view controller from an Interface Builder file: the coder's integers
    /// "UIPageViewControllerTransitionStyle", "UIPageViewControllerNavigationOrientation"
    /// and "UIPageViewControllerSpineLocation" (raw values; absent: page curl, horizontal,
    /// the style's default spine) and the double "UIPageViewControllerInterPageSpacing".
    public required init?(coder: NSCoder) {
        let style = TransitionStyle(rawValue: coder.decodeInteger(forKey: "UIPageViewControllerTransitionStyle")) ?? .pageCurl
        transitionStyle = style
        navigationOrientation = NavigationOrientation(rawValue: coder.decodeInteger(forKey: "UIPageViewControllerNavigationOrientation")) ?? .horizontal
        let spine = coder.containsValue(forKey: "UIPageViewControllerSpineLocation")
            ? coder.decodeInteger(forKey: "UIPageViewControllerSpineLocation") as Any? : nil
        spineLocation = Self._spine(style, spine)
        _interPageSpacing = CGFloat(coder.decodeDouble(forKey: "UIPageViewControllerInterPageSpacing"))
        super.init(coder: coder)
        _setUp()
    }

    private func _setUp() {
        _pan.addTarget(self, action: UIPageViewController._handlePan)
        _pageArea._pageViewController = self
    }

    private static func _number(_ value: Any?) -> Double? {
        switch value {
        case let n as NSNumber: n.doubleValue
        case let d as Double: d
        case let f as CGFloat: Double(f)
        case let i as Int: Double(i)
        default: nil
        }
    }

    private static func _spine(_ style: TransitionStyle, _ value: Any?) -> SpineLocation {
        guard style == .pageCurl else { return .none }
        if let s = value as? SpineLocation { return s == .none ? .min : s }
        if let n = _number(value), let s = SpineLocation(rawValue: Int(n)), s != .none { return s }
        return .min
    }

    /// How many pages `setViewControllers` takes: two for a middle spine or a
    /// double-sided curl, else one.
    var _requiredPageCount: Int {
        transitionStyle == .pageCurl && (spineLocation == .mid || isDoubleSided) ? 2 : 1
    }

    /// How many pages show at once.
    var _visiblePageCount: Int { spineLocation == .mid ? 2 : 1 }

    // MARK: Setting pages

    /// Shows `viewControllers`, as `setViewControllers(_:direction:animated:completion:)`.
    ///
    /// The count must be what the interface shows (one; two for a middle spine or a
    /// double-sided curl), else UIKit's NSInvalidArgumentException is raised and nothing
    /// changes. The new pages become children and their appearance begins before the old
    /// pages' disappearance (PV1); animated on screen, the pages slide in from `direction`'s
    /// side for 0.3 s. `completion(true)` runs once the change is over (at the end of the
    /// pass when it is not animated). The delegate and data source are not asked.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let new = viewControllers ?? []
        guard new.count == _requiredPageCount else {
            _raise(UIKitException.invalidArgument,
                   "The number of view controllers provided (\(new.count)) doesn't match the number required (\(_requiredPageCount)) for the requested transition")
            return
        }
        _finishTurnNow()
        let old = _pages
        _adopt(new)
        _pages = new
        _updateIndicatorFromDataSource()
        _swap(from: old, to: new, forward: direction == .forward, animated: animated) { [weak self] in
            self?._release(old, keeping: new)
            completion?(true)
        }
    }

    /// Makes the pages of `list` children: `willMove(toParent:)` now, `didMove(toParent:)`
    /// once the change that shows them is over (`_release`).
    func _adopt(_ list: [UIViewController]) {
        for vc in list where vc.parent !== self {
            addChild(vc)
            _pendingDidMove.append(vc)
        }
    }

    /// Pages of `old` that are not in `keeping` leave (willMove(nil), view out, didMove(nil));
    /// the pages adopted since the last change get `didMove(toParent: self)`.
    func _release(_ old: [UIViewController], keeping: [UIViewController]) {
        for vc in old where vc.parent === self && !keeping.contains(where: { $0 === vc }) {
            vc._sendWillMove(toParent: nil)
            if let v = vc.viewIfLoaded, v.superview === _pageArea { _appearanceSuppressed { v.removeFromSuperview() } }
            vc.removeFromParent()
        }
        let arrived = _pendingDidMove
        _pendingDidMove.removeAll()
        for vc in arrived where vc.parent === self { vc._sendDidMove(toParent: self) }
    }
    /// Pages adopted whose `didMove(toParent: self)` waits for their change to end.
    var _pendingDidMove: [UIViewController] = []

    // MARK: View

    open override func loadView() {
        let size = _application?.screen.bounds.size ?? CGSize(width: 80, height: 24)
        let v = UIView(frame: CGRect(origin: .zero, size: size))
        view = v
        _pageArea.frame = v.bounds
        _pageArea.clipsToBounds = true
        v.addSubview(_pageArea)
        v.addGestureRecognizer(_pan)
        _layoutPages()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        _layoutPages()
    }

    /// Installs the pages before the controller's own `viewWillAppear`, so they appear with it.
    override func _prepareForAppearance(animated: Bool) {
        _updateIndicatorFromDataSource()
        _installPages(_pages)
        _layoutPages()
    }

    override func _didEndAppearance() {
        guard _appearanceState == .appeared else { return }
        // Arrows turn pages at once when nothing else has the keyboard.
        if let w = viewIfLoaded?.window, w.focusedView == nil, w.firstResponder == nil, _pageArea.canBecomeFocused {
            w.focus(_pageArea)
        }
    }

    /// The frame of page slot `slot` (0, or 1 right of a middle spine) in the page area.
    func _slotFrame(_ slot: Int) -> CGRect {
        let b = _pageArea.bounds
        guard _visiblePageCount == 2 else { return b }
        let sep: CGFloat = _pageArea.layoutMetrics.measuresTextInCells ? 1 : 0
        let left = ((b.width - sep) / 2).rounded(.down)
        return slot == 0 ? CGRect(x: 0, y: 0, width: left, height: b.height)
            : CGRect(x: left + sep, y: 0, width: b.width - left - sep, height: b.height)
    }

    func _layoutPages() {
        guard let root = viewIfLoaded else { return }
        var area = root.bounds
        if let pc = _pageControl, pc.superview === root {
            let h = root.layoutMetrics.measuresTextInCells ? 1 : max(26, pc.sizeThatFits(area.size).height)
            pc.frame = CGRect(x: 0, y: area.height - h, width: area.width, height: h)
            area.size.height -= h
        }
        _pageArea.frame = area
        if _turn == nil {
            for (i, vc) in _pages.enumerated() where vc.viewIfLoaded?.superview === _pageArea {
                vc.viewIfLoaded?.frame = _slotFrame(i)
            }
        }
        if _visiblePageCount == 2, _pageArea.layoutMetrics.measuresTextInCells {
            let spine = _spine ?? _UIColumnSeparatorView()
            _spine = spine
            spine.frame = CGRect(x: _slotFrame(0).maxX, y: 0, width: 1, height: area.height)
            if spine.superview !== _pageArea { _pageArea.addSubview(spine) } else { _pageArea.bringSubviewToFront(spine) }
        }
    }

    /// Puts the views of `pages` in their slots (no appearance callbacks).
    func _installPages(_ pages: [UIViewController]) {
        for (i, vc) in pages.enumerated() {
            let v = vc.view!
            v.frame = _slotFrame(i)
            v.autoresizingMask = []
            if v.superview !== _pageArea { _appearanceSuppressed { _pageArea.addSubview(v) } }
        }
        if let spine = _spine, spine.superview === _pageArea { _pageArea.bringSubviewToFront(spine) }
    }

    // MARK: Indicator

    /// Asks the data source for the indicator (scroll style): shown when the count is
    /// above 0.
    func _updateIndicatorFromDataSource() {
        guard transitionStyle == .scroll, let ds = dataSource else { return }
        let count = ds.presentationCount(for: self)
        guard count > 0 else {
            _pageControl?.removeFromSuperview()
            return
        }
        let pc = _pageControl ?? UIPageControl()
        _pageControl = pc
        pc.isUserInteractionEnabled = false
        pc.numberOfPages = count
        pc.currentPage = ds.presentationIndex(for: self)
        if let root = viewIfLoaded, pc.superview !== root {
            root.addSubview(pc)
            _layoutPages()
        }
    }

    /// The indicator follows a completed user turn.
    func _stepIndicator(forward: Bool) {
        guard let pc = _pageControl, pc.superview != nil else { return }
        pc.currentPage = max(0, min(pc.numberOfPages - 1, pc.currentPage + (forward ? 1 : -1)))
    }

    /// A turn key reaching the page view controller from a page's views that did not use it.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let key = presses.first?.key, let forward = _turnDirection(for: key), _userTurn(forward: forward) { return }
        super.pressesBegan(presses, with: event)
    }

    // MARK: Helpers

    func _appearanceSuppressed(_ body: () -> Void) {
        if let app = _application { app._withoutViewMoveAppearance(body) } else { body() }
    }
}
