import Foundation
import UIKitEngine

/// A view of spinning wheels, one per component, each showing rows of text with one row
/// selected, as `UIPickerView`.
///
/// - The `dataSource` gives the components and their rows (asked when the picker first
///   needs them and again on `reloadAllComponents()` / `reloadComponent(_:)`); the
///   `delegate` gives titles, widths and row heights, and hears
///   `pickerView(_:didSelectRow:inComponent:)` when the user changes a row.
/// - `selectRow(_:inComponent:animated:)` selects from code (nothing is sent; a row out
///   of range is ignored); `selectedRow(inComponent:)` is -1 for a component without rows
///   or that does not exist. A reload keeps each selection, clamped to the new row count.
/// - Keyboard (focused): Up/Down move the current component by one row, PageUp/PageDown
///   by the rows in sight, Home/End to the first or last row; Left/Right choose the
///   component (when there are several). Mouse: a click on a row shown above or below the
///   selection selects it (and makes its component the current one).
///
/// Terminal rendering (docs/DECISIONS.md): each component is a column of its share of
/// the width (or the delegate's width), one column apart; its selected row sits on the
/// picker's middle line, bold, with the rows before and after it dim above and below,
/// titles centred. While focused, the current component's selected row is reversed.
/// The default size is iOS's 320 × 216 points in the device's units (six rows on a
/// terminal).
///
/// Source: Apple's UIPickerView, UIPickerViewDataSource and UIPickerViewDelegate
/// documentation.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The picker's rows (weak), as `dataSource`; setting it reloads.
    open weak var dataSource: UIPickerViewDataSource? { didSet { _loaded = false; setNeedsDisplay() } }
    /// The picker's titles and the user's choices (weak), as `delegate`.
    open weak var delegate: UIPickerViewDelegate? { didSet { setNeedsDisplay() } }
    /// Kept for source compatibility (deprecated in iOS 13; the selection always shows).
    open var showsSelectionIndicator = true

    /// Row counts per component, as last asked of the data source.
    private var _rowCounts: [Int] = []
    /// The selected row per component.
    private var _selected: [Int] = []
    private var _loaded = false
    /// The component the keyboard moves.
    var _currentComponent = 0

    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }

    // MARK: Components and rows

    private func _loadIfNeeded() {
        guard !_loaded else { return }
        _loaded = true
        let n = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        _rowCounts = (0..<n).map { max(0, dataSource?.pickerView(self, numberOfRowsInComponent: $0) ?? 0) }
        _selected = (0..<n).map { c in
            let old = c < _selected.count ? _selected[c] : 0
            return _rowCounts[c] == 0 ? 0 : min(max(0, old), _rowCounts[c] - 1)
        }
        _currentComponent = n == 0 ? 0 : min(_currentComponent, n - 1)
    }

    /// The number of components, as `numberOfComponents`.
    open var numberOfComponents: Int { _loadIfNeeded(); return _rowCounts.count }

    /// The number of rows of `component` (0 for one that does not exist), as
    /// `numberOfRows(inComponent:)`.
    open func numberOfRows(inComponent component: Int) -> Int {
        _loadIfNeeded()
        return _rowCounts.indices.contains(component) ? _rowCounts[component] : 0
    }

    /// The size of a row of `component` in points, as `rowSize(forComponent:)`.
    open func rowSize(forComponent component: Int) -> CGSize {
        CGSize(width: _width(of: component), height: _rowHeight(of: component))
    }

    /// Asks the data source again for everything, as `reloadAllComponents()`.
    open func reloadAllComponents() {
        _loaded = false
        _loadIfNeeded()
        setNeedsDisplay()
    }

    /// Asks the data source again for `component`'s rows, as `reloadComponent(_:)`.
    open func reloadComponent(_ component: Int) {
        _loadIfNeeded()
        guard _rowCounts.indices.contains(component) else { return }
        let n = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
        _rowCounts[component] = n
        _selected[component] = n == 0 ? 0 : min(_selected[component], n - 1)
        setNeedsDisplay()
    }

    // MARK: Selection

    /// Selects `row` of `component` from code, as `selectRow(_:inComponent:animated:)`;
    /// nothing is sent to the delegate. An out-of-range row or component is ignored.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        _loadIfNeeded()
        guard _rowCounts.indices.contains(component), row >= 0, row < _rowCounts[component] else { return }
        _selected[component] = row
        setNeedsDisplay()
    }

    /// The selected row of `component`, -1 when it has no rows or does not exist, as
    /// `selectedRow(inComponent:)`.
    open func selectedRow(inComponent component: Int) -> Int {
        _loadIfNeeded()
        guard _rowCounts.indices.contains(component), _rowCounts[component] > 0 else { return -1 }
        return _selected[component]
    }

    /// The user moved `component` to `row`: selected, and the delegate told when it changed.
    func _userSelect(_ row: Int, inComponent component: Int) {
        guard _rowCounts.indices.contains(component), _rowCounts[component] > 0 else { return }
        let r = min(max(0, row), _rowCounts[component] - 1)
        _currentComponent = component
        setNeedsDisplay()
        guard r != _selected[component] else { return }
        _selected[component] = r
        delegate?.pickerView(self, didSelectRow: r, inComponent: component)
    }

    // MARK: Sizes

    /// iOS's 32-point row in this device's units.
    var _defaultRowHeight: CGFloat {
        layoutMetrics.length(32, from: .iPhonePoints, vertical: true, atLeastOnePixel: true)
    }

    /// An equal share of the width, less the one-point gaps between components.
    var _defaultComponentWidth: CGFloat {
        let n = CGFloat(max(1, _rowCounts.count))
        return max(0, ((bounds.width - (n - 1)) / n).rounded(.down))
    }

    func _width(of component: Int) -> CGFloat {
        max(0, delegate?.pickerView(self, widthForComponent: component) ?? _defaultComponentWidth)
    }

    func _rowHeight(of component: Int) -> CGFloat {
        max(1, delegate?.pickerView(self, rowHeightForComponent: component) ?? _defaultRowHeight)
    }

    /// iOS's 320 × 216 points in the device's units.
    open override var intrinsicContentSize: CGSize {
        let m = layoutMetrics
        return CGSize(width: m.length(320, from: .iPhonePoints, vertical: false),
                      height: m.length(216, from: .iPhonePoints, vertical: true))
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
    @_spi(CellRendering) open override func draw(in context: UIRenderContext) { _drawRows(in: context) }

    // MARK: Input

    open override var canBecomeFocused: Bool { isUserInteractionEnabled && !isHidden && numberOfComponents > 0 }

    open override func handleFocusedKey(_ key: UIKey) -> Bool {
        _loadIfNeeded()
        guard !_rowCounts.isEmpty else { return false }
        let c = min(_currentComponent, _rowCounts.count - 1)
        let row = _selected[c]
        let page = max(1, _visibleRows - 1)
        switch key.keyCode {
        case .keyboardUpArrow: _userSelect(row - 1, inComponent: c)
        case .keyboardDownArrow: _userSelect(row + 1, inComponent: c)
        case .keyboardPageUp: _userSelect(row - page, inComponent: c)
        case .keyboardPageDown: _userSelect(row + page, inComponent: c)
        case .keyboardHome: _userSelect(0, inComponent: c)
        case .keyboardEnd: _userSelect(_rowCounts[c] - 1, inComponent: c)
        case .keyboardLeftArrow, .keyboardRightArrow:
            let next = c + (key.keyCode == .keyboardRightArrow ? 1 : -1)
            guard _rowCounts.indices.contains(next) else { return false }
            _currentComponent = next
            setNeedsDisplay()
        default:
            return false
        }
        return true
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first else { return }
        let p = t.location(in: self)
        guard let c = _component(atX: p.x) else { return }
        let line = Int(p.y.rounded(.down)) - _middleLine
        let rowHeight = max(1, Int(_rowHeight(of: c).rounded()))
        let offset = line >= 0 ? line / rowHeight : -((-line + rowHeight - 1) / rowHeight)
        _userSelect(_selected[c] + offset, inComponent: c)
        if !isFocused, canBecomeFocused { window?.focus(self) }
    }
}
