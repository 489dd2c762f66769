import Foundation
import UIKitEngine

/// A view that shows items in sections placed by a layout object, as `UICollectionView`
/// (Apple: "UICollectionView").
///
/// **Data.** The `dataSource` (weak) gives counts, cells and supplementary views; the
/// `delegate` (weak, the scroll view's delegate typed `UICollectionViewDelegate`) hears
/// display, highlight and selection. Counts are asked lazily (first layout or an API that
/// needs them) and kept: after changing the model call `reloadData()` or the matching
/// batch update, which is checked against the new counts with UIKit's messages.
///
/// **Work proportional to what is visible.** Each layout pass asks the layout for the
/// attributes of the visible rectangle only and makes cells for those items; a cell that
/// leaves gets `didEndDisplaying` (still in the view), is removed and queued under its
/// reuse identifier, and `dequeueReusableCell(withReuseIdentifier:for:)` hands it out again
/// after `prepareForReuse()`. Live cells are bounded by the visible items plus the queue.
/// `UICollectionViewFlowLayout` and `UICollectionViewCompositionalLayout` compute sections
/// of uniform items arithmetically, so a million items never cost a million attributes.
///
/// **Keyboard and mouse** (terminal): the collection view is one focusable view (Tab
/// reaches it). The arrows move the keyboard item to the nearest item in that direction
/// (drawn highlighted) and scroll it into view; Page Up/Page Down move by a screen; Home/End
/// go to the first/last item; Enter or Space selects it as a tap does. The wheel scrolls 3
/// lines per notch; a click on an item highlights it while pressed and selects it on
/// release. See docs/DECISIONS.md, "Collection views on a terminal".
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    // MARK: Layout

    /// The layout that places the items. Setting it lays the items out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard oldValue !== collectionViewLayout else { return }
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Replaces the layout (the terminal shows the new one at once; `completion` runs next turn).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        if let completion { _enqueue { completion(true) } }
    }

    /// The object that provides the items (weak, as in UIKit). Setting it reloads the data.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { if oldValue !== dataSource { reloadData() } }
    }

    var _collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }
    /// The long press that asks the delegate for an item's context menu.
    var _contextMenuPress: _ContextMenuPress?

    /// A view behind all content, sized to the collection view.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let v = backgroundView { insertSubview(v, at: 0); setNeedsLayout() }
        }
    }

    // MARK: Initialisers

    /// A collection view with `frame` laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        _installContextMenuPress()
    }

    /// A collection view unarchived from an Interface Builder file, with a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        _installContextMenuPress()
    }

    // MARK: Selection settings

    /// Whether the user can select items (default true).
    open var allowsSelection = true
    /// Whether the user can select several items (a tap on a selected item deselects it).
    open var allowsMultipleSelection = false
    /// Whether moving the keyboard item also selects it (default false).
    open var selectionFollowsFocus = false
    /// Whether items can take the keyboard focus (default true).
    open var allowsFocus = true

    // MARK: Data

    /// The number of sections (loaded if needed).
    open var numberOfSections: Int {
        _loadDataIfNeeded()
        return _counts.count
    }

    /// The number of items the collection view holds for `section`; out of range raises
    /// UIKit's NSInternalInconsistencyException and returns 0.
    open func numberOfItems(inSection section: Int) -> Int {
        _loadDataIfNeeded()
        guard section >= 0, section < _counts.count else {
            _raise(UIKitException.internalInconsistency,
                   "request for number of items in section \(section) when there are only \(_counts.count) sections in the collection view")
            return 0
        }
        return _counts[section]
    }

    /// Discards counts and cells and asks the data source again at the next layout (only the
    /// items then visible get `cellForItemAt`). The selection is cleared.
    open func reloadData() {
        _needsReload = true
        _needsCellRebuild = true
        collectionViewLayout._needsPrepare = true
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Registration and dequeue

    /// Registers a cell class for `identifier` (nil unregisters). It must be
    /// `UICollectionViewCell` or a subclass, else NSInvalidArgumentException.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { _cellMakers[identifier] = nil; return }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            _raise(UIKitException.invalidArgument, "must pass a class of kind UICollectionViewCell")
            return
        }
        _cellMakers[identifier] = { type.init(_registeredFrame: .zero) }
    }

    /// Registers cells loaded from a nib (its first top-level object) for `identifier`.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else { _cellMakers[identifier] = nil; return }
        _cellMakers[identifier] = { nib.instantiate(withOwner: nil).first as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero) }
    }

    /// Registers a supplementary view class for `kind` and `identifier` (nil unregisters).
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = _ReuseKey(kind: elementKind, identifier: identifier)
        guard let viewClass else { _supplementaryMakers[key] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            _raise(UIKitException.invalidArgument, "must pass a class of kind UICollectionReusableView")
            return
        }
        _supplementaryMakers[key] = { type.init(_registeredFrame: .zero) }
    }

    /// A cell for `identifier`: a queued one after its `prepareForReuse()`, else a new one
    /// of the registered class. An identifier never registered raises UIKit's
    /// NSInternalInconsistencyException ("could not dequeue a view of kind:
    /// UICollectionElementKindCell with identifier …").
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = _reconfiguring, cell.reuseIdentifier == identifier {
            _reconfiguring = nil
            return cell
        }
        return _dequeue(identifier, kind: UICollectionView._elementKindCell, identifier: identifier,
                        queues: &_cellQueues, makers: _cellMakers) { UICollectionViewCell(frame: .zero) }
    }

    /// A supplementary view of `elementKind` for `identifier` (queued or new); unregistered
    /// raises as for cells.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = _ReuseKey(kind: elementKind, identifier: identifier)
        return _dequeue(key, kind: elementKind, identifier: identifier,
                        queues: &_supplementaryQueues, makers: _supplementaryMakers) { UICollectionReusableView(frame: .zero) }
    }

    /// A queued view for `key` after its `prepareForReuse()`, else a new one from its
    /// registered maker. With no maker UIKit's NSInternalInconsistencyException is raised
    /// (naming `kind` and `identifier`) and a `blank` view stands in.
    private func _dequeue<Key: Hashable, View: UICollectionReusableView>(
        _ key: Key, kind: String, identifier: String, queues: inout [Key: [View]],
        makers: [Key: () -> View], blank: () -> View) -> View {
        if var queue = queues[key], let view = queue.popLast() {
            queues[key] = queue
            view.prepareForReuse()
            return view
        }
        let view: View
        if let make = makers[key] {
            view = make()
        } else {
            _raise(UIKitException.internalInconsistency,
                   "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            view = blank()
        }
        view.reuseIdentifier = identifier
        return view
    }

    // MARK: Visible content

    /// The cells on screen, in index-path order.
    open var visibleCells: [UICollectionViewCell] { _visibleCells.keys.sorted().compactMap { _visibleCells[$0] } }

    /// The index paths of the items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] { _visibleCells.keys.sorted() }

    /// The cell shown for the item, or nil when it is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { _visibleCells[indexPath] }

    /// The index path of a cell on screen, or nil.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        _visibleCells.first { $0.value === cell }?.key
    }

    /// The item whose cell covers `point` (content coordinates), or nil.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        _loadDataIfNeeded()
        _prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) && _isValid($0.indexPath) }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The layout's attributes for the item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _loadDataIfNeeded()
        _prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for a supplementary view.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _loadDataIfNeeded()
        _prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The supplementary view of `elementKind` shown at `indexPath`, or nil.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        _visibleSupplementary[_SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen, in index-path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            _visibleSupplementary[_SupplementaryKey(kind: elementKind, indexPath: $0)]
        }
    }

    /// The index paths of the supplementary views of `elementKind` on screen, in order.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        _visibleSupplementary.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    // MARK: Selection

    /// The selected items in order, or nil when none is (as UIKit).
    open var indexPathsForSelectedItems: [IndexPath]? { _selected.isEmpty ? nil : _selected.sorted() }

    /// Selects the item (nil deselects all) without delegate calls; in single selection the
    /// others are deselected. A non-empty `scrollPosition` scrolls it there.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        _loadDataIfNeeded()
        guard let ip = indexPath else {
            for old in _selected.sorted() { _setSelected(false, at: old) }
            return
        }
        guard _isValid(ip) else { return }
        if !allowsMultipleSelection { for old in _selected.sorted() where old != ip { _setSelected(false, at: old) } }
        _setSelected(true, at: ip)
        if !scrollPosition.isEmpty { scrollToItem(at: ip, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item without delegate calls.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { _setSelected(false, at: indexPath) }

    // MARK: Scrolling

    /// Scrolls so the item is at `scrollPosition` (`[]`: the least scrolling that shows it).
    /// An item out of range raises UIKit's NSInvalidArgumentException.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        _scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: Batch updates

    /// Groups item and section changes; at the end they are checked against the data
    /// source's new counts (UIKit's NSInternalInconsistencyException on a mismatch, the
    /// view keeping its state) and applied at once. `completion(true)` runs on the next
    /// turn of the run loop.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _updateDepth += 1
        updates?()
        _pending.completions.append(completion)
        _updateDepth -= 1
        if _updateDepth == 0 { _applyPendingUpdates() }
    }

    /// Inserts items (index paths after the update).
    open func insertItems(at indexPaths: [IndexPath]) { _update { $0.insertRows.append(contentsOf: indexPaths) } }
    /// Deletes items (index paths before the update).
    open func deleteItems(at indexPaths: [IndexPath]) { _update { $0.deleteRows.append(contentsOf: indexPaths) } }
    /// Moves an item (before → after the update).
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { _update { $0.moves.append((indexPath, newIndexPath)) } }
    /// Makes the items' cells again (counts must not change).
    open func reloadItems(at indexPaths: [IndexPath]) { _update { $0.reloadRows.append(contentsOf: indexPaths) } }
    /// Updates the items' existing cells: the data source is asked again and its dequeue
    /// returns the cell already shown (no `prepareForReuse`, no display callbacks).
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        _loadDataIfNeeded()
        for ip in indexPaths { _reconfigure(ip) }
    }
    open func insertSections(_ sections: IndexSet) { _update { $0.insertSections.formUnion(sections) } }
    open func deleteSections(_ sections: IndexSet) { _update { $0.deleteSections.formUnion(sections) } }
    /// Reloads whole sections (a delete and an insert of the same indexes).
    open func reloadSections(_ sections: IndexSet) {
        _update { $0.deleteSections.formUnion(sections); $0.insertSections.formUnion(sections) }
    }
    /// Moves a section (index before → after the update).
    open func moveSection(_ section: Int, toSection newSection: Int) { _update { $0.sectionMoves.append((section, newSection)) } }

    // MARK: Internal state

    struct _ReuseKey: Hashable { var kind: String; var identifier: String }
    struct _SupplementaryKey: Hashable { var kind: String; var indexPath: IndexPath }

    var _counts: [Int] = []
    var _needsReload = true
    var _needsCellRebuild = false
    var _isLayingOut = false
    var _lastLayoutSize: CGSize?
    var _visibleCells: [IndexPath: UICollectionViewCell] = [:]
    var _visibleSupplementary: [_SupplementaryKey: UICollectionReusableView] = [:]
    var _cellQueues: [String: [UICollectionViewCell]] = [:]
    var _supplementaryQueues: [_ReuseKey: [UICollectionReusableView]] = [:]
    var _cellMakers: [String: () -> UICollectionViewCell] = [:]
    var _supplementaryMakers: [_ReuseKey: () -> UICollectionReusableView] = [:]
    /// The cell a reconfigure hands back from the next dequeue.
    var _reconfiguring: UICollectionViewCell?
    var _selected: Set<IndexPath> = []
    /// The keyboard item (highlighted while the collection view has focus).
    var _focusedItem: IndexPath?
    /// The item pressed by the mouse (highlighted until the release).
    var _pressedItem: IndexPath?
    var _updateDepth = 0
    var _pending = _BatchUpdates()

    // MARK: UIView / UIScrollView overrides

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutCollection()
    }

    open override var canBecomeFocused: Bool { allowsFocus }

    open override func focusDidChange() {
        super.focusDidChange()
        _focusChanged()
    }

    open override func handleFocusedKey(_ key: UIKey) -> Bool { _handleKey(key) }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { _touchBegan(touches) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { _touchEnded(touches) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { _touchCancelled() }

    // MARK: Diagnostics and the run loop

    var _application: UIApplication? { window?._application ?? UIApplication._current }

    /// Raises a UIKit exception through the application's diagnostics (stops without one).
    func _raise(_ name: String, _ reason: String) {
        let ex = UIKitException(name: name, reason: reason)
        if let app = _application { app.diagnostics.raise(ex) } else { preconditionFailure(ex.description) }
    }

    func _enqueue(_ work: @escaping () -> Void) {
        if let app = _application { app.enqueue(work) } else { work() }
    }

    /// The blank view shown (after UIKit's exception) when a layout asks for a supplementary
    /// view the data source does not provide.
    func _missingSupplementaryView(kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        _raise(UIKitException.internalInconsistency,
               "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (\(kind),\(indexPath)) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil ((null))")
        return UICollectionReusableView(frame: .zero)
    }
}

extension UICollectionView {
    /// A cell with a reuse identifier, shown after UIKit's exception when the data source
    /// gave none, so the pass can finish.
    func _blankCell() -> UICollectionViewCell {
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = "_blank"
        return cell
    }
}
