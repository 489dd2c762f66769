import Foundation
import UIKitEngine

/// One row of a table, as `UITableViewCell`.
///
/// Terminal layout (1 point = 1 cell; a row is `height` lines, usually 1; subtitle rows 2):
///
///     default    " Text                                        "
///     value1     " Text                                 Detail "
///     value2     "      Text Detail                            "   (text right-aligned in a
///                                                                    column of width/4, ≤ 12)
///     subtitle   " Text                                        "
///                " Detail                                      "
///     accessory  " Text                                 Detail › "  (›, ✓, ⓘ, "ⓘ ›")
///     editing    " ⊖ Text                                      "   (⊕ for .insert)
///
/// `contentView` spans the row minus the editing control on the left and the accessory on
/// the right; labels sit inside it with a 1-column margin on each side. Put custom subviews
/// in `contentView`.
///
/// States: a selected cell (`isSelected`) is drawn in reverse video; a highlighted cell
/// (`isHighlighted`: pressed, or the table's keyboard row) in reverse video and bold;
/// `selectionStyle = .none` shows neither. The separator is a dim "─" rule on the row's
/// last line from `separatorInset.left` to the right edge, drawn only when that line is
/// blank (see `UITableView`).
///
/// Reuse: `prepareForReuse()` runs inside `dequeueReusableCell` before a queued cell is
/// handed out again (never for a cell without `reuseIdentifier`, which is not queued). UIKit
/// resets nothing else: `tableView(_:cellForRowAt:)` must set every property it uses
/// (pitfall B18).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    let _style: CellStyle
    /// The identifier the cell is queued under for reuse; nil cells are never reused.
    public private(set) var reuseIdentifier: String?
    /// The view custom content goes into (it is resized for the editing control and accessory).
    public let contentView = UIView()
    /// Storyboard segues this cell triggers (prototype or static cell): on selection and
    /// from the accessory (detail) button, with the controller they start from.
    var _selectionSegue: (String, UIViewController)?
    var _accessorySegue: (String, UIViewController)?

    // MARK: Initialisers

    /// A cell of `style`, queued for reuse under `reuseIdentifier` (nil: never reused), as
    /// `init(style:reuseIdentifier:)`: the designated initialiser; tables create
    /// registered classes with it (through `init(_registeredStyle:reuseIdentifier:)`).
    public init(style: CellStyle, reuseIdentifier: String?) {
        _style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 80, height: 1))
        _addContentView()
    }

    /// A cell unarchived from an Interface Builder file (a prototype or static cell), as
    /// `init?(coder:)`: its style and reuse identifier come from the `UINibDecoder`
    /// (`UITableViewCellStyle`, `UIReuseIdentifier`).
    public required init?(coder: NSCoder) {
        _style = CellStyle(rawValue: coder.decodeInteger(forKey: "UITableViewCellStyle")) ?? .default
        reuseIdentifier = coder.decodeObject(forKey: "UIReuseIdentifier") as? String
        super.init(coder: coder)
        frame = CGRect(x: 0, y: 0, width: 80, height: 1)
        _addContentView()
    }

    private func _addContentView() {
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// How a table makes a cell of a registered class (`register(_:forCellReuseIdentifier:)`):
    /// it calls `init(style:reuseIdentifier:)`, the subclass's override when it has one, as
    /// iOS does through the Objective-C runtime. Swift can only call an initialiser on a
    /// class value when it is `required`; this one is a convenience initialiser, so every
    /// subclass that overrides `init(style:reuseIdentifier:)` (or declares no initialiser)
    /// inherits it. Not for app code (docs/DECISIONS.md "Initialiser shapes").
    public required convenience init(_registeredStyle style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    /// A `.default` cell without a reuse identifier, with `frame`, as `init(frame:)`
    /// (a convenience initialiser of UITableViewCell on iOS); a zero frame (`UITableViewCell()`)
    /// keeps the cell's default one-row size, as a zero frame keeps UIKit's default 320 × 44.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        if frame != .zero { self.frame = frame }
    }

    // MARK: Built-in content

    var _textLabel: UILabel?
    var _detailTextLabel: UILabel?
    var _imageView: UIImageView?

    /// The main label (created on first use), in `contentView`.
    open var textLabel: UILabel? {
        if _textLabel == nil {
            let l = UILabel()
            if _style == .value2 { l.textAlignment = .right; l.textColor = .systemBlue }
            _textLabel = _addBuiltInSubview(l, to: contentView)
        }
        return _textLabel
    }

    /// The secondary label; nil for the `.default` style (as in UIKit).
    open var detailTextLabel: UILabel? {
        guard _style != .default else { return nil }
        if _detailTextLabel == nil {
            let l = UILabel()
            if _style == .value1 { l.textColor = .secondaryLabel; l.textAlignment = .right }
            _detailTextLabel = _addBuiltInSubview(l, to: contentView)
        }
        return _detailTextLabel
    }

    /// The image at the left (a `[name]` placeholder on a terminal); nil for `.value2`.
    open var imageView: UIImageView? {
        guard _style != .value2 else { return nil }
        if _imageView == nil { _imageView = _addBuiltInSubview(UIImageView(), to: contentView) }
        return _imageView
    }

    /// The standard accessory (ignored while `accessoryView` is set).
    open var accessoryType: AccessoryType = .none { didSet { _layoutChanged() } }
    /// A custom view at the right end instead of `accessoryType`.
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let v = accessoryView { addSubview(v) }
            _layoutChanged()
        }
    }
    /// The accessory shown while editing (default `.none`, as in UIKit).
    open var editingAccessoryType: AccessoryType = .none { didSet { _layoutChanged() } }
    open var editingAccessoryView: UIView? {
        didSet {
            if oldValue !== editingAccessoryView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let v = editingAccessoryView { addSubview(v) }
            _layoutChanged()
        }
    }
    open var selectionStyle: SelectionStyle = .default { didSet { setNeedsDisplay() } }
    /// Indentation of the content in `indentationWidth` steps (points).
    open var indentationLevel: Int = 0 { didSet { _layoutChanged() } }
    open var indentationWidth: CGFloat = 2 { didSet { _layoutChanged() } }
    /// Whether the reorder control (≡) shows while editing a row the data source can move.
    open var showsReorderControl = false { didSet { _layoutChanged() } }

    private var _customSeparatorInset: UIEdgeInsets?
    /// The separator's insets (points): by default the table's `separatorInset`.
    open var separatorInset: UIEdgeInsets {
        get { _customSeparatorInset ?? _tableView?.separatorInset ?? UITableView._defaultSeparatorInset }
        set { _customSeparatorInset = newValue; setNeedsDisplay() }
    }

    // MARK: State

    private var _isSelected = false
    private var _isHighlighted = false
    var _isEditing = false

    /// Whether the cell shows as selected. The table sets it from its selection when the
    /// cell is displayed; use `UITableView.selectRow` rather than setting it directly.
    open var isSelected: Bool {
        get { _isSelected }
        set { setSelected(newValue, animated: false) }
    }
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard _isSelected != selected else { return }
        _isSelected = selected
        setNeedsDisplay()
        setNeedsUpdateConfiguration()
    }

    /// Whether the cell shows as highlighted (pressed, or the table's keyboard row).
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard _isHighlighted != highlighted else { return }
        _isHighlighted = highlighted
        setNeedsDisplay()
        setNeedsUpdateConfiguration()
    }

    /// Whether the cell is in editing mode (the table sets it with its own `isEditing`).
    open var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard _isEditing != editing else { return }
        _isEditing = editing
        _layoutChanged()
        setNeedsUpdateConfiguration()
    }

    /// The editing style the table gave this row (`.none` when the row is not editable).
    public internal(set) var editingStyle: EditingStyle = .none {
        didSet { if editingStyle != oldValue { _layoutChanged() } }
    }

    /// Called just before `dequeueReusableCell` hands this queued cell out again. Reset
    /// state that is not content (alpha, editing, selection); content is set in
    /// `tableView(_:cellForRowAt:)`. Always call `super`.
    open func prepareForReuse() {}

    // MARK: Configurations (iOS 14)

    /// The cell's state for its configurations, as `configurationState`: selection,
    /// highlight, focus (the keyboard row of a focused table), editing, swipe actions shown,
    /// disabled (user interaction off) and the cell's traits. Override to add states.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = _isSelected
        state.isHighlighted = _isHighlighted
        state.isEditing = _isEditing
        state.isSwiped = _swipeShift != 0
        state.isDisabled = !isUserInteractionEnabled
        if let table = _tableView, table.isFocused, let ip = table.indexPath(for: self) { state.isFocused = table._focusedRow == ip }
        return state
    }

    /// Asks for `updateConfiguration(using:)` with the current state, as
    /// `setNeedsUpdateConfiguration()`. The table calls it before the cell is first shown
    /// and whenever its state changes; here the update runs at once (UIKit coalesces
    /// requests until the next layout; docs/DECISIONS.md).
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    /// Updates the configurations for `state`, as `updateConfiguration(using:)`. The default
    /// replaces `contentConfiguration` with its `updated(for:)` when
    /// `automaticallyUpdatesContentConfiguration` is on. Override to set configurations per state.
    open func updateConfiguration(using state: UICellConfigurationState) {
        guard automaticallyUpdatesContentConfiguration, let c = _contentConfiguration else { return }
        _applyContentConfiguration(c.updated(for: state))
    }

    /// Whether a state change updates `contentConfiguration` (default true), as
    /// `automaticallyUpdatesContentConfiguration`.
    open var automaticallyUpdatesContentConfiguration = true

    var _contentConfiguration: (any UIContentConfiguration)?
    var _configurationContentView: (any UIView & UIContentView)?

    /// Hides (or shows again) the built-in labels and image while a content configuration is set.
    func _setBuiltInContentHidden(_ hidden: Bool) {
        for v in [_textLabel as UIView?, _detailTextLabel, _imageView] { v?.isHidden = hidden }
    }

    // MARK: Table bookkeeping (set by the table)

    weak var _tableView: UITableView?
    /// Draw the separator on the last line (when it is blank).
    var _drawsSeparator = false { didSet { if _drawsSeparator != oldValue { setNeedsDisplay() } } }
    /// The row is the last of its section in a grouped or inset-grouped table, where iOS
    /// draws no separator under it (the section's rounded or ruled edge ends it).
    var _isLastInGroupedSection = false { didSet { if _isLastInGroupedSection != oldValue { setNeedsDisplay() } } }
    /// Where the separator starts on a pixel device, in the cell's points: the app's inset
    /// (the cell's or the table's) when it set one, else the automatic inset: the text's
    /// leading edge when the row shows an image before its text (the built-in image view
    /// or a list content configuration's image), else the table's default.
    var _separatorLeading: CGFloat {
        let assigned = _customSeparatorInset ?? _tableView?._assignedSeparatorInset
        if let assigned { return max(0, assigned.left) }
        let fallback = separatorInset.left
        if let iv = _imageView, iv.image != nil, !iv.isHidden, let label = _textLabel, !label.isHidden {
            return max(fallback, label.convert(label.bounds, to: self).minX)
        }
        if let list = _configurationContentView as? UIListContentView, list._listConfiguration.image != nil,
           let text = list._pointLayout(width: list.bounds.width, height: list.bounds.height).text {
            return max(fallback, list.convert(text, to: self).minX)
        }
        return fallback
    }
    /// The table's `separatorColor` (gray when none).
    var _separatorColor: UIColor { _tableView?.separatorColor ?? .separator }
    /// The table can move this row (shows ≡ while editing if `showsReorderControl`).
    var _canMove = false { didSet { if _canMove != oldValue { _layoutChanged() } } }

    private func _layoutChanged() { setNeedsLayout(); setNeedsDisplay() }

    /// Columns the row's content is moved by its shown swipe actions (negative: moved left
    /// for trailing actions).
    var _swipeShift = 0 {
        didSet {
            if oldValue != _swipeShift {
                setNeedsLayout(); setNeedsDisplay()
                if (oldValue == 0) != (_swipeShift == 0) { setNeedsUpdateConfiguration() }
            }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, h = bounds.height
        let left = CGFloat(_editingControlWidth)
        let right = CGFloat(_accessoryWidth)
        contentView.frame = CGRect(x: left + CGFloat(_swipeShift), y: 0, width: max(0, w - left - right), height: h)
        if let v = _shownAccessoryView {
            let vh = max(1, min(h, _onLayoutGrid(v.frame.height)))
            v.frame = CGRect(x: w - right, y: _onLayoutGrid((h - vh) / 2), width: _onLayoutGrid(v.frame.width), height: vh)
        }
        for v in [accessoryView, editingAccessoryView] {
            if let v, v !== _shownAccessoryView { v.isHidden = true } else { v?.isHidden = false }
        }
        _layoutLabels()
        _configurationContentView?.frame = contentView.bounds
    }

    /// The height the cell needs, in points: the device's row height, or its body lines
    /// when more (2 lines for a subtitle cell with detail text: 2 rows on a terminal), or
    /// the bottom of the lowest custom subview of `contentView` when that is lower.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let m = layoutMetrics
        let lines = CGFloat(_styleLines)
        var height = max(m.rowHeight, (lines * m.bodyLineHeight).rounded(.up))
        if let v = _configurationContentView {
            // The content view is as wide as the cell will make it (it may not be laid out yet).
            let width = size.width > 0 && size.width < .greatestFiniteMagnitude
                ? max(0, size.width - CGFloat(_editingControlWidth + _accessoryWidth)) : contentView.bounds.width
            height = max(height, v.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height.rounded(.up))
        }
        for v in contentView.subviews where v !== _textLabel && v !== _detailTextLabel && v !== _imageView && v !== _configurationContentView && !v.isHidden {
            height = max(height, v.frame.maxY.rounded(.up))
        }
        return CGSize(width: size.width, height: height)
    }

    /// The cell's size for `targetSize` by its content view's constraints, as UIKit's
    /// self-sizing cells measure it: the content view is as wide as the target minus the
    /// editing control and the accessory, its height what its constraints give at the
    /// vertical fitting priority. A content view without constraints is measured by
    /// `UIView`'s rules. Source: Apple's "Self-Sizing Table View Cells" (rowHeight
    /// `automaticDimension`).
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        guard contentView._holdsConstraintsInSubtree else {
            return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                 verticalFittingPriority: verticalFittingPriority)
        }
        let side = CGFloat(_editingControlWidth + _accessoryWidth)
        let content = contentView.systemLayoutSizeFitting(CGSize(width: max(0, targetSize.width - side), height: targetSize.height),
                                                          withHorizontalFittingPriority: horizontalFittingPriority,
                                                          verticalFittingPriority: verticalFittingPriority)
        return CGSize(width: content.width + side, height: content.height)
    }

    // MARK: Drawing

    @_spi(CellRendering) open override func draw(in context: UIRenderContext) {
        let w = Int(bounds.width), h = Int(bounds.height)
        let mid = CGFloat(max(0, h - 1) / 2)
        if _editingControlWidth > 0 {
            let glyph = editingStyle == .delete ? "⊖" : "⊕"
            let color: UIColor = editingStyle == .delete ? .systemRed : .systemGreen
            context.drawText(glyph, at: CGPoint(x: 1, y: mid), style: UIKit.CellStyle(foreground: context.cellColor(color)))
        }
        if let g = _accessoryGlyph {
            let gw = TextWidth.width(of: g)
            let style = g == "✓" ? UIKit.CellStyle(foreground: context.cellColor(tintColor ?? .systemBlue)) : UIKit.CellStyle(foreground: context.cellColor(.systemGray))
            context.drawText(g, at: CGPoint(x: CGFloat(w - 1 - gw), y: mid), style: style)
        }
    }

    @_spi(CellRendering) open override func drawOverlay(in context: UIRenderContext) {
        let w = bounds.width, h = bounds.height
        if selectionStyle != .none && (_isSelected || _isHighlighted) {
            // Swipe actions keep their own colours: only the row's content is highlighted.
            let shift = CGFloat(_swipeShift)
            let rect = CGRect(x: max(0, shift), y: 0, width: max(0, w - abs(shift)), height: h)
            context.apply(attributes: _isHighlighted ? [.reverse, .bold] : [.reverse], in: rect)
        }
        if _drawsSeparator, h >= 1 {
            let inset = separatorInset
            let x0 = max(0, inset.left), x1 = w - max(0, inset.right)
            // Only a blank last line gets a rule (a row taller than its content); a line
            // with text stays as it is.
            if x1 > x0, h >= 2 {
                context._drawSeparatorRule(y: h - 1, from: x0, to: x1, color: _separatorColor)
            }
        }
    }
}
