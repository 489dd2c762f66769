import Foundation
import UIKitEngine

/// A field for search text with an optional Cancel button and scope buttons, as
/// `UISearchBar`.
///
/// **Terminal layout** (1 point = 1 cell), `w` columns wide:
///
///     prompt     " Prompt text"                       (only when `prompt` is set)
///     bar        " ⌕ Search text…            [Cancel]" (the field, then Cancel when shown)
///     scope bar  " [ All │ Mail │ Name ]"             (when `showsScopeBar` and titles)
///
/// The field is a `UISearchTextField` (`searchTextField`): Tab or a click starts editing,
/// Enter is the Search button, the clear button empties it. Esc while editing is the
/// Cancel button when it shows. The scope bar is a `UISegmentedControl`. `placeholder`
/// nil shows "Search", as UIKit does. The bar's height is its lines (1–3): `sizeThatFits`
/// gives it. On a point device it is laid out as iOS's (`+PointLayout`).
///
/// Programmatic changes (`text`, `selectedScopeButtonIndex`) send no delegate calls, as in
/// UIKit. Source: Apple's UISearchBar documentation.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The bar's look, as `UISearchBar.Style` (a terminal draws them alike).
    public enum Style: UInt, Sendable { case `default` = 0, prominent, minimal }

    /// The field the text is typed in, as `searchTextField`.
    public let searchTextField = UISearchTextField(frame: .zero)
    let _cancelButton = UIButton(type: .system)
    private(set) var _scopeControl: UISegmentedControl?
    private let _fieldDelegate = _UISearchBarFieldDelegate()

    /// The delegate (weak).
    open weak var delegate: UISearchBarDelegate?
    /// The search controller that owns the bar, if any.
    weak var _searchController: UISearchController?
    /// Whether a navigation controller shows the bar under its navigation bar (its top
    /// item's `searchController`): on a point device the field then keeps the bar's 16-point
    /// margins.
    var _placedUnderNavigationBar = false { didSet { if _placedUnderNavigationBar != oldValue { setNeedsLayout() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setUp()
    }

    /// A bar one line high, as `UISearchBar()`.
    public convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 80, height: 1)) }

    private func _setUp() {
        _fieldDelegate.bar = self
        searchTextField.delegate = _fieldDelegate
        searchTextField.placeholder = "Search"
        searchTextField.addAction(UIAction { [weak self] _ in self?._textDidChange() }, for: .editingChanged)
        addSubview(searchTextField)
        _cancelButton.setTitle("Cancel", for: .normal)
        _cancelButton.isHidden = true
        _cancelButton.addAction(UIAction { [weak self] _ in self?._cancelTapped() }, for: .touchUpInside)
        addSubview(_cancelButton)
    }

    // MARK: Text

    /// The search text (never nil when read: an empty bar gives ""), as `text`. Setting it
    /// sends no delegate call.
    open var text: String? {
        get { searchTextField.text ?? "" }
        set { searchTextField.text = newValue }
    }
    /// The field's placeholder (nil: "Search" is shown), as `placeholder`.
    open var placeholder: String? {
        didSet { searchTextField.placeholder = placeholder ?? "Search"; setNeedsDisplay() }
    }
    /// A line of text above the bar, as `prompt`.
    open var prompt: String? { didSet { _linesChanged() } }
    open var searchBarStyle: Style = .default { didSet { setNeedsDisplay() } }
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var showsBookmarkButton = false
    open var showsSearchResultsButton = false
    open var isSearchResultsButtonSelected = false

    // MARK: Cancel button

    /// Whether the Cancel button shows (default false), as `showsCancelButton`.
    open var showsCancelButton: Bool {
        get { !_cancelButton.isHidden }
        set { setShowsCancelButton(newValue, animated: false) }
    }
    /// Shows or hides the Cancel button, as `setShowsCancelButton(_:animated:)`.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard _cancelButton.isHidden == showsCancelButton else { return }
        _cancelButton.isHidden = !showsCancelButton
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Scope bar

    /// Titles of the scope buttons (nil: no scope bar), as `scopeButtonTitles`.
    open var scopeButtonTitles: [String]? {
        didSet {
            _scopeControl?.removeFromSuperview()
            _scopeControl = nil
            if let titles = scopeButtonTitles, !titles.isEmpty {
                let c = UISegmentedControl(items: titles)
                c.selectedSegmentIndex = min(max(0, selectedScopeButtonIndex), titles.count - 1)
                c.addAction(UIAction { [weak self, weak c] _ in
                    guard let self, let c else { return }
                    self._scopeChanged(c.selectedSegmentIndex)
                }, for: .valueChanged)
                c.isHidden = !showsScopeBar
                addSubview(c)
                _scopeControl = c
            }
            _linesChanged()
        }
    }
    /// The selected scope button (default 0), as `selectedScopeButtonIndex`. Setting it
    /// sends no delegate call.
    open var selectedScopeButtonIndex: Int = 0 {
        didSet { if let c = _scopeControl, c.selectedSegmentIndex != selectedScopeButtonIndex { c.selectedSegmentIndex = selectedScopeButtonIndex } }
    }
    /// Whether the scope bar shows (default false), as `showsScopeBar`.
    open var showsScopeBar = false {
        didSet { _scopeControl?.isHidden = !showsScopeBar; _linesChanged() }
    }
    /// Shows or hides the scope bar, as `setShowsScope(_:animated:)` (iOS 16).
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    var _scopeShown: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    /// Lines: the prompt, the bar, the scope bar.
    var _lines: Int { (prompt == nil ? 0 : 1) + 1 + (_scopeShown ? 1 : 0) }

    private func _linesChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
        superview?.setNeedsLayout()
    }

    // MARK: Layout and drawing

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : bounds.width
        if !_measuresTextInCells { return CGSize(width: width, height: _pointHeight) }
        return CGSize(width: width, height: CGFloat(_lines) * max(1, layoutMetrics.bodyLineHeight.rounded(.up)))
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(.zero).height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if !_measuresTextInCells { _layOutInPoints(); return }
        let w = Int(bounds.width)
        let y = prompt == nil ? 0 : 1
        var end = w - 1
        if !_cancelButton.isHidden {
            let bw = Int(_cancelButton.intrinsicContentSize.width)
            _cancelButton.frame = CGRect(x: w - 1 - bw, y: y, width: bw, height: 1)
            end = w - 2 - bw
        }
        searchTextField.frame = CGRect(x: 3, y: y, width: max(0, end - 3), height: 1)
        if let c = _scopeControl {
            let cw = min(max(0, w - 2), Int(c.intrinsicContentSize.width))
            c.frame = CGRect(x: 1, y: y + 1, width: cw, height: 1)
        }
    }

    @_spi(CellRendering) open override func draw(in context: UIRenderContext) {
        let y = prompt == nil ? 0 : 1
        if let p = prompt {
            context.drawText(p, at: CGPoint(x: 1, y: 0), style: CellStyle(foreground: context.cellColor(.secondaryLabel)),
                             maxWidth: max(0, Int(bounds.width) - 2))
        }
        context.drawText("⌕", at: CGPoint(x: 1, y: y), style: CellStyle(foreground: context.cellColor(.secondaryLabel)))
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    /// Esc in the field is the Cancel button when it shows (or cancels an active search).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = presses.unconsumed { key in
            guard key.keyCode == .keyboardEscape, showsCancelButton || _searchController?.isActive == true else { return false }
            _cancelTapped()
            return true
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    // MARK: Events from the field and buttons

    func _textDidChange() {
        delegate?.searchBar(self, textDidChange: text ?? "")
        _searchController?._searchTextChanged()
    }

    func _cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        _searchController?._cancelButtonTapped()
    }

    func _scopeChanged(_ index: Int) {
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        _searchController?._scopeChanged()
    }
}

/// Forwards the field's delegate calls to the search bar's delegate (and search controller).
@MainActor
final class _UISearchBarFieldDelegate: UITextFieldDelegate {
    weak var bar: UISearchBar?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        guard bar.delegate?.searchBarShouldBeginEditing(bar) ?? true else { return false }
        bar._searchController?._searchBarWillBeginEditing()
        return true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidBeginEditing(bar)
        bar._searchController?._searchBarDidBeginEditing()
    }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return true
    }
}
