import Foundation
import UIKitEngine

/// A container that shows a hierarchy in side-by-side columns, as `UISplitViewController`.
///
/// Styles:
/// - Column style (iOS 14, `init(style:)` with `.doubleColumn` or `.tripleColumn`): the
///   app sets a controller per column with `setViewController(_:for:)`. A controller that
///   is not a navigation controller is wrapped in one (its `navigationController` is the
///   wrapper); `viewController(for:)` returns the controller the app set, and
///   `viewControllers` the column navigation controllers, as UIKit's do.
/// - Classic (`init(nibName:bundle:)`, `.unspecified`): `viewControllers` is
///   `[primary, secondary]` as the app gave them.
///
/// Width: the interface is *collapsed* (`isCollapsed`) while the controller's view is
/// horizontally compact, narrower than 600 iPhone points in this device's points (123
/// columns on a terminal, so an 80-column terminal is an iPhone in portrait; see
/// docs/DECISIONS.md "Split view controller"). Collapsed, one stack shows: the
/// `.compact` column's controller when one is set; otherwise the primary navigation
/// controller with the supplementary and secondary columns' stacks pushed on it, up to
/// the top column the delegate chooses (`.secondary` proposed). Expanding gives every
/// column its own stack back; controllers pushed while collapsed go to the secondary
/// column. The change happens when the view is first laid out and whenever its width
/// crosses the threshold (a terminal resize).
///
/// Expanded, the columns are laid out by `displayMode` (`preferredDisplayMode`, else
/// `.oneBesideSecondary` for two columns and `.twoBesideSecondary` for three when the
/// secondary column keeps at least 320 iPhone points) with the widths of
/// `primaryColumnWidth`/`supplementaryColumnWidth` and a separator of one column on a
/// terminal (a hairline on pixels). `show(_:)`/`hide(_:)` and `displayModeButtonItem`
/// change the mode, telling the delegate `willChangeTo`, `willShow`/`willHide`.
///
/// Appearance: the visible columns' controllers appear with the split view controller
/// (primary first). A column that shows or hides on screen gets `viewWillAppear`/
/// `viewWillDisappear` now and the `did` halves at the end of the run-loop pass.
///
/// Source: https://developer.apple.com/documentation/uikit/uisplitviewcontroller
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The column style, fixed at creation.
    public let style: Style
    /// The delegate (weak).
    open weak var delegate: UISplitViewControllerDelegate?
    /// Whether a gesture may show a hidden primary column. Kept for source compatibility:
    /// the terminal has no edge swipe for it.
    open var presentsWithGesture = true
    /// Whether the secondary column shows a button that hides the leading columns.
    open var showsSecondaryOnlyButton = false
    /// The display mode the app asks for; `.automatic` lets the controller choose.
    /// Setting it while expanded changes the layout at once (delegate `willChangeTo`).
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { if !isCollapsed { _changeDisplayMode(to: _resolvedMode(preferredDisplayMode)) } }
    }
    /// How the leading columns share the width; `.automatic` is `.tile`.
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The side the primary column is on (double-column and classic interfaces).
    open var primaryEdge: PrimaryEdge = .leading {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// When the secondary column shows `displayModeButtonItem`.
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
    /// The primary column's width as a fraction of the controller's width, or
    /// `automaticDimension`.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The primary column's width in points, or `automaticDimension` (320 iPhone points
    /// at most 40% of the width). Wins over the fraction.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// Bounds of the primary column's width in points, or `automaticDimension`.
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The supplementary column's width settings (triple-column interfaces), as the primary's.
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// Whether one stack shows in place of the columns (compact width).
    public internal(set) var isCollapsed = false

    /// Column style: the controller the app set for each column.
    var _columnControllers: [Column: UIViewController] = [:]
    /// Column style: the navigation controller that shows each column (the app's own, or
    /// a wrapper around its controller).
    var _columnNavigators: [Column: UINavigationController] = [:]
    /// Classic style: the primary and secondary controllers as the app gave them.
    var _classicControllers: [UIViewController] = []
    /// Classic style, collapsed: the secondary controller folded into the primary one.
    var _classicFoldedSecondary: UIViewController?
    /// The stack split remembered while collapsed (column style, no compact column; or
    /// classic with a navigation controller as primary).
    var _fold: _SplitFold?
    /// The display mode shown while expanded.
    var _displayMode: DisplayMode = .automatic
    /// The children whose views are in the controller's view, primary first.
    var _installed: [UIViewController] = []
    /// Whether the interface has been collapsed or expanded for its width at least once.
    var _hasAdapted = false
    var _separators: [_UIColumnSeparatorView] = []
    /// True while the controller adapts to its width just before its own `viewWillAppear`.
    var _isPreparingAppearance = false
    private var _displayModeButton: UIBarButtonItem?

    /// A column-style split view controller, as `init(style:)`. `.unspecified` gives the
    /// classic interface.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view controller, as `init(nibName:bundle:)`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A split view controller from an Interface Builder file. The style is the coder's
    /// integer "UISplitViewControllerStyle" (a `Style` raw value; 0, classic, when absent);
    /// the loader then sets the columns or `viewControllers`.
    public required init?(coder: NSCoder) {
        style = Style(rawValue: coder.decodeInteger(forKey: "UISplitViewControllerStyle")) ?? .unspecified
        super.init(coder: coder)
    }

    // MARK: Children

    /// The controllers of the interface: expanded, the primary, (supplementary,) and
    /// secondary ones; collapsed, the one that shows (the compact column's, else the
    /// primary). Column style returns the column navigation controllers. Setting it
    /// on a column-style controller sets the columns in that order.
    open var viewControllers: [UIViewController] {
        get {
            if style == .unspecified { return _classicControllers }
            if isCollapsed {
                if let c = _columnNavigators[.compact] { return [c] }
                return _collapsedBase.map { [$0] } ?? []
            }
            return _expandedColumns.compactMap { _columnNavigators[$0] }
        }
        set {
            if style == .unspecified {
                _setClassicControllers(newValue)
                return
            }
            let columns = _expandedColumns
            for (i, column) in columns.enumerated() {
                setViewController(i < newValue.count ? newValue[i] : nil, for: column)
            }
        }
    }

    /// Puts `vc` in `column` (nil empties it), as `setViewController(_:for:)`; a
    /// controller that is not a navigation controller is wrapped in one. Not for classic
    /// interfaces (UIKit logs and ignores it), nor `.supplementary` in a double-column one.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            _warn("UISplitViewController: setViewController(_:for:) is not supported for the classic style (UISplitViewControllerStyleUnspecified); use viewControllers. Ignored.")
            return
        }
        if column == .supplementary && style == .doubleColumn {
            _warn("UISplitViewController: a double-column split view controller has no supplementary column; setViewController(_:for: .supplementary) is ignored.")
            return
        }
        if isCollapsed {
            let top = _fold?.topColumn ?? .secondary
            _rearrange {
                _expandModel()
                _replaceColumn(column, with: vc)
                _collapseModel(topColumn: top)
            }
        } else {
            _replaceColumn(column, with: vc)
            if viewIfLoaded != nil { _installColumns(animated: false) }
        }
    }

    /// The controller the app set for `column`, as `viewController(for:)`; nil for a
    /// classic interface.
    open func viewController(for column: Column) -> UIViewController? {
        style == .unspecified ? nil : _columnControllers[column]
    }

    // MARK: Display mode

    /// The display mode shown: while expanded, `preferredDisplayMode` or the mode the
    /// controller chose; while collapsed, the mode it will show once expanded.
    open var displayMode: DisplayMode {
        _displayMode == .automatic ? _resolvedMode(.automatic) : _displayMode
    }

    /// The split behaviour in effect: `preferredSplitBehavior`, `.tile` for `.automatic`.
    open var splitBehavior: SplitBehavior {
        preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior
    }

    /// Shows `column`, as `show(_:)`. Expanded, the display mode changes so the column is
    /// visible (beside the secondary one when the behaviour tiles, over it otherwise).
    /// Collapsed, the stack goes back to the column's controller (`.secondary` re-pushes
    /// the secondary stack), or the compact column shows.
    open func show(_ column: Column) {
        if isCollapsed {
            _showCollapsed(column)
            return
        }
        let mode = displayMode
        let tile = splitBehavior != .overlay
        switch column {
        case .primary:
            guard !_leadingColumns(mode).contains(.primary) else { return }
            if style == .tripleColumn { _changeDisplayMode(to: tile ? .twoBesideSecondary : .twoOverSecondary) }
            else { _changeDisplayMode(to: tile ? .oneBesideSecondary : .oneOverSecondary) }
        case .supplementary:
            guard style == .tripleColumn, !_leadingColumns(mode).contains(.supplementary) else { return }
            _changeDisplayMode(to: tile ? .oneBesideSecondary : .oneOverSecondary)
        case .secondary, .compact:
            if splitBehavior == .overlay || mode == .oneOverSecondary || mode == .twoOverSecondary {
                _changeDisplayMode(to: .secondaryOnly)
            }
        }
    }

    /// Hides `column`, as `hide(_:)`: expanded, the display mode changes so the column is
    /// gone (hiding the secondary column does nothing). Collapsed, the stack pops back
    /// to the column before it.
    open func hide(_ column: Column) {
        if isCollapsed {
            switch column {
            case .secondary: _showCollapsed(style == .tripleColumn ? .supplementary : .primary)
            case .supplementary: _showCollapsed(.primary)
            default: break
            }
            return
        }
        let mode = displayMode
        switch column {
        case .primary:
            guard _leadingColumns(mode).contains(.primary) else { return }
            _changeDisplayMode(to: style == .tripleColumn ? .oneBesideSecondary : .secondaryOnly)
        case .supplementary:
            guard _leadingColumns(mode).contains(.supplementary) else { return }
            _changeDisplayMode(to: .secondaryOnly)
        case .secondary, .compact:
            break
        }
    }

    /// A bar button that shows or hides the leading columns (`targetDisplayModeForAction`
    /// of the delegate chooses, else UIKit's rule: hidden columns show, shown ones hide).
    /// Shown as the sidebar symbol (a text fallback on a terminal).
    open var displayModeButtonItem: UIBarButtonItem {
        if let b = _displayModeButton { return b }
        let b = UIBarButtonItem(title: nil, image: UIImage(systemName: "sidebar.left"))
        b._handler = { [weak self] _ in self?._displayModeButtonTapped() }
        _displayModeButton = b
        return b
    }

    // MARK: Showing controllers

    /// Shows `vc` as a primary-context controller, as `show(_:sender:)`: the delegate may
    /// handle it; otherwise it is pushed onto the primary column's (collapsed: the
    /// shown) navigation stack.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if let nav = _stackForShow {
            nav.pushViewController(vc, animated: true)
        } else {
            super.show(vc, sender: sender)
        }
    }

    /// Shows `vc` in the secondary context, as `showDetailViewController(_:sender:)`: the
    /// delegate may handle it; expanded, `vc` replaces the secondary column's controller
    /// (column style) or `viewControllers[1]` (classic); collapsed, it is pushed onto the
    /// shown navigation stack (a navigation controller's own stack is pushed in its
    /// place, docs/DECISIONS.md).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if isCollapsed {
            guard let nav = _stackForShow else {
                present(vc, animated: true)
                return
            }
            if let inner = vc as? UINavigationController {
                let stack = inner.viewControllers
                inner.setViewControllers([], animated: false)
                nav.setViewControllers(nav.viewControllers + stack, animated: true)
            } else {
                nav.pushViewController(vc, animated: true)
            }
            return
        }
        if style == .unspecified {
            var list = _classicControllers
            if list.count >= 2 { list[1] = vc } else { list.append(vc) }
            _setClassicControllers(list)
        } else {
            setViewController(vc, for: .secondary)
        }
    }

    // MARK: View and appearance

    open override func loadView() {
        let size = _application?.screen.bounds.size ?? CGSize(width: 80, height: 24)
        view = UIView(frame: CGRect(origin: .zero, size: size))
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        _adaptToWidth()
        _layoutColumns()
    }

    /// Collapses for the width and installs the visible columns before the controller's
    /// own `viewWillAppear`, so they appear with it.
    override func _prepareForAppearance(animated: Bool) {
        _isPreparingAppearance = true
        _adaptToWidth()
        _isPreparingAppearance = false
        _installColumns(animated: animated, preparing: true)
    }

    override func _childTitleDidChange(_ child: UIViewController) {}

    /// Esc goes back in the column that holds the keyboard focus, else in the shown
    /// stacks from the secondary column to the primary one.
    override func _handleEscapeKey() {
        let focused = viewIfLoaded?.window?.focusedView
        let navs = _installed.reversed().compactMap { $0 as? UINavigationController }
        if let f = focused, let nav = navs.first(where: { n in n.viewIfLoaded.map { f.isDescendant(of: $0) } ?? false }),
           nav.viewControllers.count > 1 {
            nav._handleEscapeKey()
            return
        }
        if let nav = navs.first(where: { $0.viewControllers.count > 1 }) {
            nav._handleEscapeKey()
            return
        }
        super._handleEscapeKey()
    }

}

extension UIViewController {
    /// The nearest ancestor split view controller, as `splitViewController`.
    public var splitViewController: UISplitViewController? {
        var p = parent
        while let cur = p { if let s = cur as? UISplitViewController { return s }; p = cur.parent }
        if let pres = presentingViewController, pres !== self { return pres.splitViewController }
        return nil
    }
}
