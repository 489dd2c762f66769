import Foundation

/// A view controller that manages a table view, as `UITableViewController`.
///
/// Its root `view` is the `tableView` (made in `loadView` with the style given at
/// creation, the size of the screen), and it is the table's data source and delegate. It
/// implements every data source and delegate method with UIKit's defaults (no rows, no
/// titles…), each `open`: subclasses `override` them, as they do with Apple's UIKit.
///
/// - `clearsSelectionOnViewWillAppear` (default true): in `viewWillAppear` the selected
///   rows are deselected (without delegate calls), so a row chosen to push a detail screen
///   is no longer selected when the list shows again.
/// - `setEditing(_:animated:)` also sets the table's editing mode (the `editButtonItem`
///   toggles both).
/// - Terminal: when the table appears and nothing in the window has keyboard focus, the
///   table takes it (as tvOS and iPadOS focus a table view controller's table first), so
///   Up/Down move through the rows at once.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let _tableStyle: UITableView.Style

    /// Whether the selection is cleared when the table is about to appear (default true).
    open var clearsSelectionOnViewWillAppear = true

    /// A controller whose table has `style`, as `init(style:)` (designated, as on iOS).
    public init(style: UITableView.Style) {
        _tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table, or the table of nib `nibNameOrNil`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller unarchived from an Interface Builder file; its table comes from the file.
    public required init?(coder: NSCoder) {
        _tableStyle = UITableView.Style(rawValue: coder.decodeInteger(forKey: "UIStyle")) ?? .plain
        super.init(coder: coder)
    }

    /// The managed table: the root view (reading it loads the view).
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// The table view's refresh control, as `refreshControl` (`tableView.refreshControl`;
    /// reading it does not load the view unless it is set).
    open var refreshControl: UIRefreshControl? {
        get { (viewIfLoaded as? UITableView)?.refreshControl ?? _pendingRefreshControl }
        set {
            if let table = viewIfLoaded as? UITableView { table.refreshControl = newValue } else { _pendingRefreshControl = newValue }
        }
    }
    var _pendingRefreshControl: UIRefreshControl?

    /// Makes the table view (the screen's size, the controller's style) as the root view.
    open override func loadView() {
        if _nibViewLoader != nil || _hasNamedNib {
            super.loadView()
            if let table = viewIfLoaded as? UITableView {
                if table.dataSource == nil { table.dataSource = self }
                if table.delegate == nil { table.delegate = self }
                if let rc = _pendingRefreshControl { table.refreshControl = rc; _pendingRefreshControl = nil }
            }
            return
        }
        let size = _application?.screen.bounds.size ?? CGSize(width: 80, height: 24)
        let table = UITableView(frame: CGRect(origin: .zero, size: size), style: _tableStyle)
        table.dataSource = self
        table.delegate = self
        view = table
        if let rc = _pendingRefreshControl { table.refreshControl = rc; _pendingRefreshControl = nil }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView {
            for ip in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: ip, animated: animated) }
        }
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _focusListIfNothingElseIs(viewIfLoaded as? UITableView)
    }

    /// Sets the controller's and the table's editing mode.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        (viewIfLoaded as? UITableView)?.setEditing(editing, animated: animated)
    }

    // MARK: UITableViewDataSource (UIKit's defaults)

    // A storyboard's static table (`dataMode="static"`) answers these defaults, as UIKit's
    // UITableViewController does for static cells.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView._staticContent?.numberOfRows(in: section) ?? 0
    }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView._staticContent?.cell(at: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func numberOfSections(in tableView: UITableView) -> Int { tableView._staticContent?.numberOfSections ?? 1 }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView._staticContent?.headerTitle(in: section)
    }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView._staticContent?.footerTitle(in: section)
    }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: UITableViewDelegate (UIKit's defaults)

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
}
