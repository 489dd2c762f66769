import Foundation

/// A control that performs an action when tapped, as `UIButton`.
///
/// Terminal rendering: `[ Title ]`, the brackets at the bounds' edges and the title
/// placed by `contentHorizontalAlignment` (centred by default) and truncated with "…"
/// when the bounds are too narrow; on the middle row when taller than one row. Focused =
/// reverse video; highlighted (touch down) = reverse + bold; disabled = dim. The title and
/// its colour come from the state (`setTitle(_:for:)`, `setTitleColor(_:for:)`), falling
/// back to `.normal` as UIKit does; `titleLabel?.font` bold draws the title bold.
///
/// Activation: a click released inside, or Enter/Space while focused, sends
/// `.touchUpInside` and `.primaryActionTriggered` in one dispatch.
///
/// Source: Apple's UIButton documentation.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// Button types, as `UIButton.ButtonType`. All draw as `[ Title ]` on a terminal;
    /// the system icon types get a text symbol as their default title.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd
        case close = 7
        public static var plain: ButtonType { .system }
        public static var roundedRect: ButtonType { .system }

        var symbol: String? {
            switch self {
            case .detailDisclosure, .infoLight, .infoDark: return "ⓘ"
            case .contactAdd: return "+"
            case .close: return "×"
            case .custom, .system: return nil
            }
        }
    }

    /// The type given to `init(type:)`; `.custom` for `init()` and `init(frame:)`, as in UIKit.
    public private(set) var buttonType: ButtonType = .custom
    private var _titles: [UIControl.State: String] = [:]
    private var _titleColors: [UIControl.State: UIColor] = [:]
    private var _attributedTitles: [UIControl.State: NSAttributedString] = [:]
    private var _images: [UIControl.State: UIImage] = [:]
    private var _titleLabel: UILabel?
    /// `configuration` (`UIButton+Configuration.swift`).
    var _configuration: UIButton.Configuration?
    var _configurationNeedsUpdate = false
    /// The action given to `init(configuration:primaryAction:)`: its title stands in for
    /// one the configuration lacks.
    var _primaryActionForConfiguration: UIAction?
    /// Called when the button's state changes and after `setNeedsUpdateConfiguration()`,
    /// to update `configuration` for the state, as `configurationUpdateHandler` (iOS 15).
    public var configurationUpdateHandler: ((UIButton) -> Void)? { didSet { setNeedsUpdateConfiguration() } }

    /// A button unarchived from an Interface Builder file, of the type the `UINibDecoder`
    /// carries (`UIButtonType`), as `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        buttonType = ButtonType(rawValue: coder.decodeInteger(forKey: "UIButtonType")) ?? .custom
    }

    /// A `.custom` button of `frame` (the type changes little on a terminal).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A button of `buttonType`, sized to fit its title once it has one, as `init(type:)`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A system button whose title is `primaryAction`'s title and which runs it on tap, as
    /// `init(type:primaryAction:)` (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A button that sends `.touchUpInside` and `.primaryActionTriggered` together (UIKit
    /// sends the primary action for a tap on a button).
    override func _expandedEvents(_ events: Event) -> Event {
        events.contains(.touchUpInside) ? events.union(.primaryActionTriggered) : events
    }

    override func _performPrimaryAction() {
        if _showMenuIfPrimary() { return }
        sendActions(for: .touchUpInside)
    }

    override func _touchUpInside() {
        if _showMenuIfPrimary() { return }
        super._touchUpInside()
    }

    /// The button's menu, as `menu` (iOS 14): shown by a tap when
    /// `showsMenuAsPrimaryAction`, else by a long press (`UIButton+Menu.swift`).
    open var menu: UIMenu? { didSet { _menuDidChange() } }
    /// Whether a tap shows `menu` instead of sending the primary action, as
    /// `showsMenuAsPrimaryAction` (iOS 14).
    open var showsMenuAsPrimaryAction: Bool = false
    /// The long-press recognizer that shows the menu when a tap does not.
    var _menuLongPress: UILongPressGestureRecognizer?
    /// The menu on screen, while it is.
    weak var _presentedMenu: _MenuPopupView?

    override var _defaultActionIsTap: Bool { true }

    // MARK: Titles

    /// Sets the title for `state`, as `setTitle(_:for:)`; nil removes it.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        _titles[state] = title
        _contentDidChange()
    }

    /// The title for `state`, falling back to the `.normal` title, as `title(for:)`.
    open func title(for state: UIControl.State) -> String? {
        _titles[state] ?? _titles[.normal]
    }

    /// The title shown for the current state (an attributed title's string when the state
    /// has one).
    open var currentTitle: String? { _lookup(_attributedTitles)?.string ?? _lookup(_titles) }

    /// Sets a styled title for `state`, as `setAttributedTitle(_:for:)`; it is shown
    /// instead of the plain title (its runs drawn in their fonts, colours, underline and
    /// strikethrough; the title colour fills in where a run has no colour). nil removes it.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        _attributedTitles[state] = title.map { $0.copy() as? NSAttributedString ?? $0 }
        _contentDidChange()
    }

    /// The styled title for `state`, falling back to `.normal`'s, as `attributedTitle(for:)`.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        _attributedTitles[state] ?? _attributedTitles[.normal]
    }

    /// The styled title shown for the current state, or nil.
    open var currentAttributedTitle: NSAttributedString? { _lookup(_attributedTitles) }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        _titleColors[state] = color
        setNeedsDisplay()
    }
    open func titleColor(for state: UIControl.State) -> UIColor? { _titleColors[state] ?? _titleColors[.normal] }
    open var currentTitleColor: UIColor { _lookup(_titleColors) ?? .label }

    /// Images are shown by name (a terminal has none): `[ name ]` when there is no title.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        _images[state] = image
        _contentDidChange()
    }
    open func image(for state: UIControl.State) -> UIImage? { _images[state] ?? _images[.normal] }
    open var currentImage: UIImage? { _lookup(_images) }

    /// The label holding the current title (its `font` weight is honoured), as `titleLabel`.
    open var titleLabel: UILabel? {
        if _titleLabel == nil { _titleLabel = UILabel() }
        _titleLabel?.text = currentTitle
        return _titleLabel
    }

    /// The value for the current state: the exact state, then highlighted/selected/disabled
    /// alone (in that order), then normal.
    private func _lookup<V>(_ table: [UIControl.State: V]) -> V? {
        var s = state
        s.remove(.focused)
        if let v = table[s] { return v }
        for single in [UIControl.State.highlighted, .disabled, .selected] where s.contains(single) {
            if let v = table[single] { return v }
        }
        return table[.normal]
    }

    private func _contentDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    private func _stateDidChange() {
        _contentDidChange()
        if _configuration != nil || configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
    }

    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { _stateDidChange() } } }
    open override var isSelected: Bool { didSet { if isSelected != oldValue { _stateDidChange() } } }
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { _stateDidChange() } } }

    /// Updates the configuration for the current state: calls `configurationUpdateHandler`
    /// when set, as `updateConfiguration()`. Subclasses override it to change
    /// `configuration` themselves.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    open override func layoutSubviews() {
        _updateConfigurationIfNeeded()
        super.layoutSubviews()
    }

    /// What is drawn between the brackets.
    var _displayTitle: String {
        if let t = currentTitle { return t }
        if let image = currentImage { return image._terminalName }
        return buttonType.symbol ?? ""
    }

    // MARK: Drawing and size

    @_spi(CellRendering) open override func draw(in context: UIRenderContext) {
        let width = Int(bounds.width), height = Int(bounds.height)
        guard width > 0, height > 0 else { return }
        let y = CGFloat((height - 1) / 2)
        var style = _chromeStyle
        if let font = _titleLabel?.font { style.attributes.formUnion(font._cellAttributes) }
        if let color = _lookup(_titleColors) { style.foreground = context.cellColor(color) }
        let title = TextSanitizer.sanitize(_displayTitle)
        guard width >= 2 else {
            context.drawText(title, at: CGPoint(x: 0, y: y), style: style, maxWidth: width)
            return
        }
        // Inside the brackets: one space each side when there is room.
        let inner = width - 2
        let pad = inner >= TextWidth.width(of: title) + 2 ? 1 : 0
        let avail = max(0, inner - 2 * pad)
        let shown = TextWidth.truncate(title, toWidth: avail)
        let shownWidth = TextWidth.width(of: shown)
        let offset: Int
        switch contentHorizontalAlignment {
        case .left, .leading: offset = 0
        case .right, .trailing: offset = avail - shownWidth
        case .center, .fill: offset = (avail - shownWidth) / 2
        }
        let attributed = currentAttributedTitle
        let line = "[" + String(repeating: " ", count: pad + offset) + (attributed == nil ? shown : String(repeating: " ", count: shownWidth))
            + String(repeating: " ", count: max(0, avail - offset - shownWidth) + pad) + "]"
        context.drawText(line, at: CGPoint(x: 0, y: y), style: style, maxWidth: width)
        if let attributed {
            let styled = _StyledText(attributed, base: style, context: context)
            if let first = _TextLayout.labelLines(characters: styled.characters.map { $0 == "\n" ? " " : $0 }, width: avail,
                                                  maxLines: 1, mode: .byTruncatingTail).first {
                context.drawStyledLine(first, of: styled, at: CGPoint(x: CGFloat(1 + pad + offset), y: y), maxWidth: avail)
            }
        }
    }

    /// `[ Title ]`: the title's width + 4 cells, 1 row (in points on a point device:
    /// `_pointSizeThatFits`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if !_measuresTextInCells { return _pointSizeThatFits() }
        return CGSize(width: CGFloat(TextWidth.width(of: TextSanitizer.sanitize(_displayTitle)) + 4), height: 1)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
