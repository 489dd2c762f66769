import Foundation
import UIKitEngine

/// A view that presents data in a single column of rows grouped in sections, as
/// `UITableView` (Apple: "UITableView").
///
/// **Data.** The `dataSource` (weak) gives the counts and cells; the `delegate` (weak, the
/// scroll view's delegate, typed `UITableViewDelegate`) hears display, selection and
/// editing. Counts are asked lazily (first layout, or an API that needs them) and kept:
/// after changing the model call `reloadData()` or the matching batch update, whose
/// consistency UIKit checks (pitfall B22).
///
/// **Work proportional to what is visible.** The table keeps only the row count of each
/// section. A row's offset is computed from the estimated row height (`rowHeight` when it is
/// fixed, else `estimatedRowHeight`, else 1 line) plus the measured heights of rows already
/// shown that differed from it, so `reloadData` and scrolling never visit rows that are not
/// on screen: a table of 1,000,000 rows asks for the ~24 rows a terminal shows. (UIKit asks
/// `heightForRowAt` for every row when estimates are off; this table never does.) Per-section
/// work (header heights) is done for every section at reload.
///
/// **Cells** are created in layout, as UIKit does (TV1): `cellForRowAt`, then the cell is
/// added to the table (selection state set), then `willDisplay`. A row that leaves gets
/// `didEndDisplaying` while its cell is still in the table, then the cell is removed and
/// queued under its `reuseIdentifier` (cells without one are dropped); `dequeueReusableCell`
/// hands out the most recently queued cell after `prepareForReuse()` (TV2, TV3). `reloadData`
/// ends the display of every visible cell and asks for the visible rows again.
///
/// **Terminal rendering** (1 point = 1 cell; a row is one line unless its height says more,
/// a subtitle row two). Separators (`separatorStyle = .singleLine`) are blank space, as in
/// mutt, abook and htop: a row whose text fills its one line carries no mark at all, so no
/// name looks like a link; a row taller than its content gets a dim "─" rule in
/// `separatorColor` on its blank last line, from `separatorInset.left` (default 1, where the
/// text starts) to the right edge, and a line that holds text is never ruled. As in UIKit's
/// plain style, the empty space below the last row shows placeholder separators (rules,
/// one per estimated row height, so none for one-line rows) unless a `tableFooterView` is
/// set: an empty `UIView()` footer removes them, leaving separators only
/// under rows that hold data. Plain section headers are one bold line and stay pinned at the
/// top while their section scrolls under them; grouped styles put a blank line before each
/// section and draw header titles dim (`insetGrouped` also insets rows by 2 columns).
/// The section index (`sectionIndexTitles(for:)`) is a column at the right edge, one title
/// per line (evenly sampled when there are more titles than lines); clicking a title jumps
/// to its section.
///
/// **Keyboard.** The table is one focusable view (Tab reaches it). Up/Down move the
/// highlighted row (drawn reverse and bold) and scroll it into view; Page Up/Page Down move
/// by a screen; Home/End go to the first/last row; Enter or Space selects the highlighted
/// row as a tap does (delegate calls, notification); Delete or Backspace asks the data source
/// to commit `.delete` for it when the row is editable (the app confirms and calls
/// `deleteRows`); typing a character that starts a section index title jumps to that section.
/// `selectionFollowsFocus` makes moving the highlight select. The mouse wheel scrolls 3
/// lines per notch; a click selects the row under it (⊖/⊕ commits the edit, ⓘ reports
/// `accessoryButtonTappedForRowWith`).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The style given at creation.
    public let style: Style

    /// The object that provides rows (weak, as in UIKit). Setting it reloads the data.
    open weak var dataSource: UITableViewDataSource? {
        didSet { if oldValue !== dataSource { reloadData() } }
    }

    /// The delegate as a table delegate (the scroll view's `delegate` property holds it).
    var _tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }
    /// The long press that asks the delegate for a row's context menu.
    var _contextMenuPress: _ContextMenuPress?

    // MARK: Initialisers

    /// A table of `style` with `frame` in points.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        _commonInit()
    }

    /// A plain table with `frame`.
    public override init(frame: CGRect) {
        self.style = .plain
        super.init(frame: frame)
        _commonInit()
    }

    /// A table unarchived from an Interface Builder file (plain until the nib loader
    /// applies the file's `style`; see `UINibDecoder`), as `init?(coder:)`.
    public required init?(coder: NSCoder) {
        self.style = UITableView.Style(rawValue: coder.decodeInteger(forKey: "UIStyle")) ?? .plain
        super.init(coder: coder)
        _commonInit()
    }

    private func _commonInit() {
        _installContextMenuPress()
        _indexView.table = self
        _indexView.isHidden = true
        addSubview(_indexView)
    }

    // MARK: Row and section metrics

    /// Height of every row in points (lines), or `automaticDimension` (the default) for
    /// rows that size themselves (1 line; 2 for a subtitle cell with detail text).
    /// The delegate's `heightForRowAt` takes precedence. Heights are rounded to whole lines, ≥ 1.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { _metricsChanged() } }
    /// Height assumed for rows not yet shown (default `automaticDimension`: `rowHeight` when
    /// fixed, else 1 line). Offsets of rows never shown are computed with it.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { _metricsChanged() } }
    /// Height of every section header (default `automaticDimension`: 1 line when there is a title or view).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { _metricsChanged() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { _metricsChanged() } }
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// `.singleLine` (default) rules a row's blank last line (see the type's documentation);
    /// `.none` draws no separators.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { _cellsNeedRestyle() } }
    /// Insets of the separators in points. By default the device's root-view leading
    /// margin (`systemMinimumLayoutMargins`: 16 points on an iPhone, where cells place
    /// their text; one column on a terminal), as iOS insets separators at the text's
    /// leading edge; a cell showing an image moves its separator on to its text
    /// (UIKit's automatic inset, `UITableViewCell.separatorInset`).
    open var separatorInset: UIEdgeInsets {
        get { _assignedSeparatorInset ?? UIEdgeInsets(top: 0, left: layoutMetrics.systemMinimumLayoutMargins.leading, bottom: 0, right: 0) }
        set { _assignedSeparatorInset = newValue; _cellsNeedRestyle() }
    }
    /// `separatorInset` as the app set it (nil: the automatic inset).
    var _assignedSeparatorInset: UIEdgeInsets?
    open var separatorColor: UIColor? = .separator

    /// A view above the first section (its frame's height is kept; width follows the table).
    /// The height is the app's, in its code's points, when assigned (converted on a
    /// terminal: a 50-point header is one row), unless UIKit measured it
    /// (`systemLayoutSizeFitting`) or it is the height already converted.
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let v = tableHeaderView { _adoptHeightOfAssignedView(v); insertSubview(v, at: 0) }
            _metricsChanged()
        }
    }
    /// A view below the last section. Any footer, even an empty `UIView()`, removes the
    /// placeholder separators under the last row. Its height converts as the header's.
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let v = tableFooterView { _adoptHeightOfAssignedView(v); insertSubview(v, at: 0) }
            _metricsChanged()
        }
    }

    /// Colour of the section index titles (default: the tint colour).
    open var sectionIndexColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The index shows only when the table has at least this many rows (default 0).
    open var sectionIndexMinimumDisplayRowCount: Int = 0 { didSet { setNeedsLayout() } }

    // MARK: Selection

    /// Whether the user can select rows (default true).
    open var allowsSelection = true
    /// Whether the user can select several rows (tapping a selected row deselects it).
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether moving the keyboard highlight also selects the row (default false).
    open var selectionFollowsFocus = false

    // MARK: Editing

    /// Whether the table is in editing mode (rows show ⊖/⊕ controls). It is also true while
    /// a row shows its swipe actions, as UIKit's "swipe to delete" mode (no controls shown).
    open var isEditing: Bool {
        get { _isEditing || (_swipeActions?.isShowing ?? false) }
        set { setEditing(newValue, animated: false) }
    }
    /// Enters or leaves editing mode; visible rows ask `canEditRowAt`/`editingStyleForRowAt`.
    /// Shown swipe actions close first.
    open func setEditing(_ editing: Bool, animated: Bool) {
        _swipeActions?.close()
        guard editing != _isEditing else { return }
        _isEditing = editing
        _cellsNeedRestyle()
    }

    // MARK: Data

    /// Number of sections, from the data source (loaded if needed).
    open var numberOfSections: Int {
        _loadDataIfNeeded()
        return _sections.count
    }

    /// Number of rows the table holds for `section` (its cached count). A section out of
    /// range raises UIKit's NSInternalInconsistencyException and returns 0.
    open func numberOfRows(inSection section: Int) -> Int {
        _loadDataIfNeeded()
        guard section >= 0, section < _sections.count else {
            _raise(UIKitException.internalInconsistency,
                   "Requested the number of rows for section (\(section)) which is out of bounds.")
            return 0
        }
        return _sections[section].rows
    }

    /// Discards the counts and cells and asks the data source again at the next layout
    /// (visible cells get `didEndDisplaying`; only the rows then visible get `cellForRowAt`).
    /// The selection is cleared, as in UIKit.
    open func reloadData() {
        _needsReload = true
        _needsCellRebuild = true
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Reloads the section index titles only.
    open func reloadSectionIndexTitles() {
        _indexTitles = dataSource?.sectionIndexTitles(for: self)
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Cells

    /// Registers a cell class for `identifier` (nil unregisters). `cellClass` must be
    /// `UITableViewCell` or a subclass, else NSInvalidArgumentException.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        _nibCells[identifier] = nil
        guard let cellClass else { _registered[identifier] = nil; return }
        guard let type = cellClass as? UITableViewCell.Type else {
            _raise(UIKitException.invalidArgument, "must pass a class of kind UITableViewCell")
            return
        }
        _registered[identifier] = type
    }

    /// Registers a header or footer class for `identifier` (nil unregisters), as
    /// `register(_:forHeaderFooterViewReuseIdentifier:)`. `aClass` must be
    /// `UITableViewHeaderFooterView` or a subclass, else NSInvalidArgumentException.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { _registeredHeaderFooters[identifier] = nil; return }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            _raise(UIKitException.invalidArgument, "must pass a class of kind UITableViewHeaderFooterView")
            return
        }
        _registeredHeaderFooters[identifier] = type
    }

    /// A queued header or footer for `identifier` (after its `prepareForReuse()`), else a new
    /// instance of the registered class (`init(reuseIdentifier:)`), else nil, as
    /// `dequeueReusableHeaderFooterView(withIdentifier:)`. The views a reload replaces are
    /// queued again.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = _headerFooterQueues[identifier], let v = queue.popLast() {
            _headerFooterQueues[identifier] = queue
            v.prepareForReuse()
            v._placement = _headerFooterBeingAsked.map { (style, $0) }
            return v
        }
        let v = _registeredHeaderFooters[identifier]?.init(_registeredReuseIdentifier: identifier)
        v?._placement = _headerFooterBeingAsked.map { (style, $0) }
        return v
    }

    /// Queues `view` for reuse when it is a header or footer of a registered identifier.
    func _enqueueHeaderFooter(_ view: UIView?) {
        guard let v = view as? UITableViewHeaderFooterView, let id = v.reuseIdentifier,
              _registeredHeaderFooters[id] != nil else { return }
        if v.superview === self { v.removeFromSuperview() }
        if !(_headerFooterQueues[id] ?? []).contains(where: { $0 === v }) { _headerFooterQueues[id, default: []].append(v) }
    }

    /// A queued cell for `identifier` (after its `prepareForReuse()`), else a new instance of
    /// the registered class (`init(style: .default, reuseIdentifier:)`), else nil (TV3).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = _reuseQueues[identifier], let cell = queue.popLast() {
            _reuseQueues[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        if let make = _nibCells[identifier] { return make() }
        if let type = _registered[identifier] {
            return type.init(_registeredStyle: .default, reuseIdentifier: identifier)
        }
        return nil
    }

    /// Like `dequeueReusableCell(withIdentifier:)` but the identifier must be registered:
    /// otherwise UIKit's NSInternalInconsistencyException "unable to dequeue a cell with
    /// identifier x - must register a nib or a class for the identifier or connect a
    /// prototype cell in a storyboard" (TV4). Under the `.record` policy a blank cell is
    /// returned so the caller can continue.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard _registered[identifier] != nil || _nibCells[identifier] != nil else {
            _raise(UIKitException.internalInconsistency,
                   "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// The cell shown for `indexPath`, or nil when the row is not visible.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { _visibleCells[indexPath] }

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] {
        _visibleCells.keys.sorted().compactMap { _visibleCells[$0] }
    }

    /// Index paths of the rows on screen, top to bottom (nil when there are none, as in UIKit).
    open var indexPathsForVisibleRows: [IndexPath]? {
        let keys = _visibleCells.keys.sorted()
        return keys.isEmpty ? nil : keys
    }

    /// The index path of a visible `cell`, or nil.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        _visibleCells.first { $0.value === cell }?.key
    }

    // MARK: Scrolling

    /// Scrolls so the row is at `scrollPosition` (`.none`: the least scrolling that shows
    /// it). An out-of-range row raises UIKit's NSRangeException.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        _scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Scrolls to the first selected row (nothing when none is selected).
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        if let ip = indexPathForSelectedRow { _scrollToRow(at: ip, at: scrollPosition, animated: animated) }
    }

    // MARK: Selection API

    /// The selected row (the first one when several are selected), or nil.
    open var indexPathForSelectedRow: IndexPath? { _selected.min() }
    /// All selected rows in order, or nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? {
        _selected.isEmpty ? nil : _selected.sorted()
    }

    /// Selects the row (nil deselects all) without any delegate call or notification (TV6);
    /// in single selection the other rows are deselected. `.none` does not scroll.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        _selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the row without any delegate call or notification (TV6).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        _setSelected(false, at: indexPath)
    }

    // MARK: Internal state

    var _sections: [_TableSection] = []
    /// Estimated row height in lines (≥ 1).
    var _estimate = 1
    /// Content y where the first section starts (below the table header view).
    var _sectionsTop = 0
    /// Content y where the last section ends.
    var _sectionsEnd = 0
    var _needsReload = true
    var _needsCellRebuild = false
    var _needsGeometry = false
    var _startsDirty = true
    var _isEditing = false
    var _visibleCells: [IndexPath: UITableViewCell] = [:]
    var _reuseQueues: [String: [UITableViewCell]] = [:]
    var _registered: [String: UITableViewCell.Type] = [:]
    var _registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
    var _headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]
    /// Cells registered from a nib or a storyboard prototype: a new copy per call.
    var _nibCells: [String: () -> UITableViewCell] = [:]
    /// A storyboard's static sections and cells (`dataMode="static"`).
    var _staticContent: IBTableContent?
    var _selected: Set<IndexPath> = []
    /// The keyboard row (highlighted while the table has focus).
    var _focusedRow: IndexPath?
    /// The row pressed by the mouse (highlighted until the release).
    var _pressedRow: IndexPath?
    var _displayedHeaders: [Int: UIView] = [:]
    var _displayedFooters: [Int: UIView] = [:]
    var _indexTitles: [String]?
    let _indexView = _UITableIndexView()
    var _updateDepth = 0
    var _pending = _BatchUpdates()
    var _isLayingOut = false
    /// While the delegate is asked for a header (true) or footer (false) view.
    var _headerFooterBeingAsked: Bool?
    /// Swipe actions (made when first needed).
    var _swipeActions: _UITableSwipeActions?
    var _swipe: _UITableSwipeActions {
        if let s = _swipeActions { return s }
        let s = _UITableSwipeActions(table: self)
        _swipeActions = s
        return s
    }

    // MARK: UIView / UIScrollView overrides

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutTable()
    }

    @_spi(CellRendering) open override func draw(in context: UIRenderContext) {
        super.draw(in: context)
        _drawPlaceholderSeparators(in: context)
    }

    open override var canBecomeFocused: Bool { true }

    /// The table's own recognizers: the scroll view's pan, then the swipe-actions pan.
    override func _installOwnGestureRecognizers() {
        super._installOwnGestureRecognizers()
        let pan = _swipe.pan
        if pan.view !== self { addGestureRecognizer(pan) }
    }

    /// A mostly horizontal drag is a row's swipe, never a scroll of the rows.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if _isOwnPan(gestureRecognizer), let pan = gestureRecognizer as? UIPanGestureRecognizer {
            let t = pan.translation(in: self), scale = _touchScaleForSwipe
            if abs(t.x) * scale.x > abs(t.y) * scale.y { return false }
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    var _touchScaleForSwipe: _TouchScale { _TouchScale(metrics: _application?.backend.metrics) }

    /// Controls in the table header and footer views (a search field above the rows) are
    /// reached by Tab like any other control; the rows stay one focusable view.
    override var _additionalFocusRoots: [UIView] { [tableHeaderView, tableFooterView].compactMap { $0 } }

    open override func focusDidChange() {
        super.focusDidChange()
        _focusChanged()
    }

    open override func handleFocusedKey(_ key: UIKey) -> Bool {
        _handleKey(key)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        _touchBegan(touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        _touchEnded(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        _touchCancelled()
    }

    // MARK: Diagnostics

    var _application: UIApplication? { window?._application ?? UIApplication._current }

    /// Raises a UIKit exception through the application's diagnostics (crashes without one).
    func _raise(_ name: String, _ reason: String) {
        let ex = UIKitException(name: name, reason: reason)
        if let app = _application { app.diagnostics.raise(ex) } else { preconditionFailure(ex.description) }
    }
}
