import Foundation
import UIKitEngine

/// A controller that manages a search bar and shows results while it is active, as
/// `UISearchController`.
///
/// Put its `searchBar` in `navigationItem.searchController` (the bar shows on the line
/// under the navigation bar) or in a table's `tableHeaderView`. Its `searchResultsUpdater`
/// hears `updateSearchResults(for:)` when the search becomes active or inactive and at
/// every change of the text or scope.
///
/// **Activation.** Starting to edit the bar (Tab or a click into it), or `isActive = true`,
/// makes the search active, in this order: the bar delegate's `searchBarShouldBeginEditing`
/// (editing only), `willPresentSearchController`, the navigation bar hidden
/// (`hidesNavigationBarDuringPresentation`, default true), the Cancel button shown
/// (`automaticallyShowsCancelButton`) and the scope bar (`automaticallyShowsScopeBar`),
/// `searchBarTextDidBeginEditing` (editing only), `updateSearchResults(for:)`,
/// `didPresentSearchController`. Cancel (the button, or Esc in the field) empties the text
/// and ends it: `searchBarCancelButtonClicked`, `willDismissSearchController`, the field
/// stops editing (`searchBarShouldEndEditing`, `searchBarTextDidEndEditing`), the bars come
/// back, `updateSearchResults(for:)`, `didDismissSearchController`. Apple documents the
/// methods, not their interleaving; this order is what iOS reports (docs/DECISIONS.md).
///
/// **What shows.** While active, the area below the search bar is covered: dimmed when
/// `obscuresBackgroundDuringPresentation` (default true) and the results are not shown (a
/// click there ends the search); the `searchResultsController`'s view when
/// `showsSearchResultsController` — set automatically to "the text is not empty" when
/// `automaticallyShowsSearchResultsController` (default true). With no results controller
/// and no obscuring, nothing covers the content: the presenting screen filters itself.
///
/// **Presentation.** Activating presents the search controller over the current context,
/// as UIKit does: from the screen that owns the bar (the controller whose
/// `navigationItem.searchController` it is, or the one whose view holds the bar), the
/// nearest controller up its parents that `definesPresentationContext`, else the top of
/// that chain (a navigation controller), becomes its `presentingViewController` (and
/// has it as `presentedViewController`) from just after `willPresentSearchController`
/// until just before `didDismissSearchController`; while it is presented, another
/// presentation from that context is refused as UIKit refuses it (present from the search
/// controller instead). `dismiss(animated:completion:)` on either ends the search; Esc
/// with the bar not editing too. The search controller's view is laid over the window
/// below the bar, not in a presentation container (docs/DECISIONS.md).
///
/// Source: Apple's UISearchController documentation.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The controller that shows the results (nil: the presenting screen shows them).
    public let searchResultsController: UIViewController?

    /// A search controller showing results in `searchResultsController`, as
    /// `init(searchResultsController:)`.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }

    private lazy var _searchBar: UISearchBar = {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 80, height: 1))
        bar._searchController = self
        return bar
    }()
    /// The search bar (made on first use), as `searchBar`.
    open var searchBar: UISearchBar { _searchBar }

    /// Hears changes of the search (weak), as `searchResultsUpdater`.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Hears presentation and dismissal (weak), as `delegate`.
    open weak var delegate: UISearchControllerDelegate?

    /// Whether the content under the bar is dimmed while searching (default true).
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching (default true).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the bar's Cancel button shows while searching (default true).
    open var automaticallyShowsCancelButton = true
    /// Whether the bar's scope buttons show while searching (default true).
    open var automaticallyShowsScopeBar = true
    /// Whether `showsSearchResultsController` follows the text (default true).
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller's view shows.
    open var showsSearchResultsController = false { didSet { _layoutOverlay() } }

    private var _isActive = false
    private var _hidNavigationBar = false
    private var _wasShowingCancel = false

    /// Whether the search is active, as `isActive`. Setting true activates it without
    /// making the bar edit; setting false ends it.
    open var isActive: Bool {
        get { _isActive }
        set {
            if newValue { _activate(); _finishActivation() } else { _deactivate() }
        }
    }

    // MARK: Activation

    private func _activate() {
        guard !_isActive else { return }
        _isActive = true
        delegate?.willPresentSearchController(self)
        _linkPresentation()
        if hidesNavigationBarDuringPresentation, let nav = _navigationController, !nav.isNavigationBarHidden {
            nav.setNavigationBarHidden(true, animated: false)
            _hidNavigationBar = true
        }
        _wasShowingCancel = searchBar.showsCancelButton
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: false) }
        if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty { searchBar.showsScopeBar = true }
        _installOverlay()
    }

    private func _finishActivation() {
        _updateResultsVisibility()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    private func _deactivate() {
        guard _isActive else { return }
        delegate?.willDismissSearchController(self)
        _isActive = false
        if searchBar.isFirstResponder { _ = searchBar.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(_wasShowingCancel, animated: false) }
        if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty { searchBar.showsScopeBar = false }
        if _hidNavigationBar { _navigationController?.setNavigationBarHidden(false, animated: false); _hidNavigationBar = false }
        _removeOverlay()
        searchResultsUpdater?.updateSearchResults(for: self)
        _unlinkPresentation()
        delegate?.didDismissSearchController(self)
    }

    // MARK: Presentation link

    /// The screen the bar belongs to: the controller whose navigation item holds this
    /// search controller, else the first controller up the bar's responder chain.
    private var _barOwner: UIViewController? {
        var r: UIResponder? = searchBar.next
        var first: UIViewController?
        while let cur = r {
            if let nav = cur as? UINavigationController {
                if let owner = nav.viewControllers.last(where: { $0.navigationItem.searchController === self }) { return owner }
                if first == nil { first = nav }
            } else if let vc = cur as? UIViewController, vc !== self {
                if vc.navigationItem.searchController === self { return vc }
                if first == nil { first = vc }
            }
            r = cur.next
        }
        return first
    }

    /// Makes the presenting context present this controller (nothing when it already
    /// presents another one).
    private func _linkPresentation() {
        guard _presentingViewController == nil, let owner = _barOwner else { return }
        let presenter = owner._presentationContext(for: .overCurrentContext)
        guard presenter._presentedViewController == nil else { return }
        presenter._presentedViewController = self
        _presentingViewController = presenter
    }

    private func _unlinkPresentation() {
        if let p = _presentingViewController, p._presentedViewController === self { p._presentedViewController = nil }
        _presentingViewController = nil
    }

    /// A dismissal asked of the search controller or its presenter: the search ends
    /// (text emptied, as Cancel does), then `completion`.
    func _dismissSearch(completion: (() -> Void)?) {
        if _isActive {
            searchBar.text = ""
            _deactivate()
        }
        completion?()
    }

    /// Esc with the bar not editing (the search made active in code) ends the search.
    override func _handleEscapeKey() {
        if _isActive { _dismissSearch(completion: nil) } else { super._handleEscapeKey() }
    }

    /// The navigation controller of the screen the bar is on.
    private var _navigationController: UINavigationController? {
        var r: UIResponder? = searchBar.next
        while let cur = r {
            if let nav = cur as? UINavigationController { return nav }
            if let vc = cur as? UIViewController, let nav = vc.navigationController { return nav }
            r = cur.next
        }
        return nil
    }

    // MARK: From the bar

    func _searchBarWillBeginEditing() { _activate() }
    func _searchBarDidBeginEditing() {
        guard _isActive else { return }
        _finishActivation()
    }
    func _searchTextChanged() {
        guard _isActive else { return }
        _updateResultsVisibility()
        searchResultsUpdater?.updateSearchResults(for: self)
    }
    func _scopeChanged() {
        guard _isActive else { return }
        searchResultsUpdater?.updateSearchResults(for: self)
    }
    func _cancelButtonTapped() {
        guard _isActive else { return }
        searchBar.text = ""
        _deactivate()
    }

    // MARK: The view over the content

    open override func loadView() {
        let v = _UISearchOverlayView()
        v.controller = self
        view = v
    }

    private func _updateResultsVisibility() {
        if automaticallyShowsSearchResultsController {
            let shows = !(searchBar.text ?? "").isEmpty
            if shows != showsSearchResultsController { showsSearchResultsController = shows }
        }
        _layoutOverlay()
    }

    private func _installOverlay() {
        guard let window = searchBar.window else { return }
        if let results = searchResultsController, results.parent !== self {
            addChild(results)
            let rv = results.view!
            if rv.backgroundColor == nil { rv.backgroundColor = .systemBackground }
            view.addSubview(rv)
            results.didMove(toParent: self)
        }
        window.addSubview(view)
        _layoutOverlay()
    }

    private func _removeOverlay() {
        if let results = searchResultsController, results.parent === self {
            results.willMove(toParent: nil)
            results.viewIfLoaded?.removeFromSuperview()
            results.removeFromParent()
        }
        viewIfLoaded?.removeFromSuperview()
        showsSearchResultsController = false
    }

    /// Places the covering view below the bar, to the bottom of the window.
    func _layoutOverlay() {
        guard _isActive, let v = viewIfLoaded as? _UISearchOverlayView, let window = v.superview else { return }
        window.layoutIfNeeded()
        let barFrame = searchBar.convert(searchBar.bounds, to: window)
        let top = barFrame.maxY
        v.frame = CGRect(x: 0, y: top, width: window.bounds.width, height: max(0, window.bounds.height - top))
        let showsResults = showsSearchResultsController && searchResultsController != nil
        searchResultsController?.viewIfLoaded?.frame = v.bounds
        searchResultsController?.viewIfLoaded?.isHidden = !showsResults
        v.dims = obscuresBackgroundDuringPresentation && !showsResults
        v.isHidden = !showsResults && !obscuresBackgroundDuringPresentation
        v.setNeedsDisplay()
    }

    func _overlayTapped() {
        guard _isActive, (viewIfLoaded as? _UISearchOverlayView)?.dims == true else { return }
        searchBar.text = ""
        _deactivate()
    }
}

/// What covers the content under an active search bar: dims it, or holds the results.
@MainActor
final class _UISearchOverlayView: UIView {
    weak var controller: UISearchController?
    var dims = true

    override func drawOverlay(in context: UIRenderContext) {
        if dims { context.apply(attributes: [.dim], in: bounds) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        controller?._overlayTapped()
    }
}
