import Foundation
import UIKitEngine

/// An object that displays an editable text area, as `UITextField`.
///
/// Terminal rendering: `[text       ]` across the bounds (brackets for the `.line`,
/// `.bezel` and `.roundedRect` border styles; `.none`, UIKit's default, draws no brackets
/// and underlines the text area instead), on the middle row. The placeholder is shown dim
/// while the text is empty; a secure field shows one "•" per character; the clear button is
/// "×" at the right edge (clickable). While editing (first responder) the field is drawn in
/// reverse video and the hardware cursor sits at the insertion point (`_cursorPoint`);
/// text longer than the field scrolls horizontally to keep the cursor visible. Disabled =
/// dim.
///
/// Editing (first responder only; focusing the field makes it first responder): typed
/// text inserts at the cursor (a key with several characters, a paste, inserts them in one
/// edit); Left/Right (Ctrl-B/Ctrl-F) move by whole characters; Home/End (Ctrl-A/Ctrl-E);
/// Backspace (Ctrl-H) and Delete (Ctrl-D) remove a whole character (a CJK character, an
/// emoji sequence, a letter with its combining marks); Ctrl-U deletes to the start, Ctrl-K
/// to the end, Ctrl-W the word before the cursor; Return asks `textFieldShouldReturn`.
/// A secure field's first edit after it begins editing replaces its whole text, as on iOS.
///
/// Events, exactly when UIKit sends them:
/// - becoming first responder: `textFieldShouldBeginEditing`, then
///   `textFieldDidBeginEditing`, `.editingDidBegin`, `textDidBeginEditingNotification`;
/// - each user edit: `textField(_:shouldChangeCharactersIn:replacementString:)`, the
///   change, `.editingChanged`, `textDidChangeNotification`;
/// - Return: `textFieldShouldReturn`, then `.editingDidEndOnExit` + `.primaryActionTriggered`
///   (one dispatch); when something listens for `.editingDidEndOnExit` the field resigns;
/// - resigning: `textFieldShouldEndEditing`, then `textFieldDidEndEditing`,
///   `.editingDidEnd`, `textDidEndEditingNotification`;
/// - programmatic `text = …` sends nothing (pitfall B27); call `sendActions(for:)` or
///   post the notification yourself if observers must run.
/// Notifications are posted on the window's application's `notificationCenter` with the
/// field as the object. `becomeFirstResponder()` returns false while the field is not in a
/// window (pitfall B26).
///
/// Source: Apple's UITextField and UITextFieldDelegate documentation.
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// Border styles, as `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable { case none = 0, line, bezel, roundedRect }
    /// When an overlay (the clear button) shows, as `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable { case never = 0, whileEditing, unlessEditing, always }
    /// Why editing ended, as `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable { case committed = 0, cancelled }

    /// Posted after the field became first responder (object: the field).
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted after each user edit (object: the field); never for programmatic `text =`.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted after the field stopped being first responder (object: the field).
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    var _buffer = _TextEditingBuffer()
    /// The input method's uncommitted text inside the text (UTF-16), while it composes.
    var _markedRange: NSRange?
    /// First visible character while scrolled.
    var _scrollFirst = 0
    /// A secure field's next edit replaces all its text (set when editing begins).
    private var _secureReplacesOnNextEdit = false
    /// The clear button's column when last drawn (what a click hits).
    private var _drawnClearX: Int?
    private var _touchOnClearButton = false

    /// The text; never nil when read (nil is stored as ""). Setting it moves the insertion
    /// point to the end and sends no events and no notifications (B27).
    open var text: String? {
        get { _buffer.text }
        set {
            _buffer.setText(newValue ?? "")
            _markedRange = nil
            _secureReplacesOnNextEdit = false
            _textChanged()
        }
    }
    open var placeholder: String? {
        didSet { if !_settingAttributedPlaceholder { _attributedPlaceholder = nil }; _textChanged() }
    }
    /// The text with the field's font and colour, as `attributedText`. A field draws one
    /// style: setting it sets `text` to the string and `font` and `textColor` from the
    /// attributes at location 0 (where given), as UIKit's do for their typing attributes.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: _buffer.text, attributes: defaultTextAttributes) }
        set {
            let value = newValue ?? NSAttributedString(string: "")
            if value.length > 0 {
                let first = value.attributes(at: 0, effectiveRange: nil)
                if let f = first[.font] as? UIFont { font = f }
                if let c = first[.foregroundColor] as? UIColor { textColor = c }
            }
            text = value.string
        }
    }
    /// The attributes new text is drawn with, as `defaultTextAttributes` (font and colour).
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            var a: [NSAttributedString.Key: Any] = [.font: font ?? UIFont.systemFont(ofSize: 17)]
            a[.foregroundColor] = textColor ?? UIColor.label
            return a
        }
        set {
            if let f = newValue[.font] as? UIFont { font = f }
            if let c = newValue[.foregroundColor] as? UIColor { textColor = c }
        }
    }
    /// The placeholder with attributes, as `attributedPlaceholder`: drawn with its runs'
    /// fonts, colours, underline and strikethrough (dim, as the plain placeholder). Setting
    /// it sets `placeholder` to its string; setting `placeholder` replaces it with a plain one
    /// (read back with the field's font and `UIColor.placeholderText`).
    open var attributedPlaceholder: NSAttributedString? {
        get {
            if let a = _attributedPlaceholder { return a }
            return placeholder.map {
                NSAttributedString(string: $0, attributes: [.font: font ?? UIFont.systemFont(ofSize: 17),
                                                            .foregroundColor: UIColor.placeholderText])
            }
        }
        set {
            _settingAttributedPlaceholder = true
            defer { _settingAttributedPlaceholder = false }
            _attributedPlaceholder = newValue.map { $0.copy() as? NSAttributedString ?? $0 }
            placeholder = newValue?.string
        }
    }
    private var _attributedPlaceholder: NSAttributedString?
    private var _settingAttributedPlaceholder = false
    open var isSecureTextEntry: Bool = false { didSet { _textChanged() } }
    open var clearButtonMode: ViewMode = .never { didSet { _textChanged() } }
    /// A view at the field's leading end (an icon, a label), shown as `leftViewMode` says
    /// (default `.never`), as `leftView`. It is placed by `leftViewRect(forBounds:)`.
    open var leftView: UIView? { didSet { _sideViewChanged(oldValue, leftView, isLeft: true) } }
    open var leftViewMode: ViewMode = .never { didSet { _textChanged(); setNeedsLayout() } }
    /// A view at the field's trailing end, after the clear button, as `rightView`.
    open var rightView: UIView? { didSet { _sideViewChanged(oldValue, rightView, isLeft: false) } }
    open var rightViewMode: ViewMode = .never { didSet { _textChanged(); setNeedsLayout() } }
    /// Widths of side views without an intrinsic width (their frame's, in device points).
    var _sideViewWidths: (left: Int, right: Int) = (0, 0)
    open var borderStyle: BorderStyle = .none { didSet { _textChanged() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    open var textColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The font (a terminal shows bold from semibold up, and italic).
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { setNeedsDisplay() } }
    /// Clears the text (programmatically, no events) each time editing begins.
    open var clearsOnBeginEditing = false
    open weak var delegate: UITextFieldDelegate?
    /// True while the field is first responder.
    public private(set) var isEditing = false

    // Text input traits (no effect on a terminal; kept for source compatibility).
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var textContentType: UITextContentType?
    open var enablesReturnKeyAutomatically = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0

    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }

    func _textChanged() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing: false (doing nothing) when the field is disabled, not in a window
    /// (B26), or its delegate refuses; otherwise the current first responder is asked to
    /// resign and the field begins editing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, window != nil else { return false }
        if isFirstResponder { return true }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        return super.becomeFirstResponder()
    }

    /// Ends editing: false when the field is not editing or its delegate refuses.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        return super.resignFirstResponder()
    }

    override func _didBecomeFirstResponder() {
        isEditing = true
        setNeedsLayout()
        if clearsOnBeginEditing { _buffer.setText("") }
        _buffer.moveToEnd()
        _secureReplacesOnNextEdit = isSecureTextEntry && !_buffer.text.isEmpty
        setNeedsDisplay()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        _post(UITextField.textDidBeginEditingNotification)
    }

    override func _didResignFirstResponder() {
        isEditing = false
        setNeedsLayout()
        _scrollFirst = 0
        _secureReplacesOnNextEdit = false
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        _post(UITextField.textDidEndEditingNotification)
    }

    func _post(_ name: Notification.Name) {
        window?._application?.notificationCenter.post(name: name, object: self)
    }

    // MARK: User edits

    /// Applies a user edit the UIKit way: delegate, change, `.editingChanged`, notification.
    /// Returns true when the text changed.
    @discardableResult
    func _userEdit(_ proposed: _TextEditingBuffer.Edit) -> Bool {
        // A key typed while an input method composes ends the composition, keeping it.
        _markedRange = nil
        var edit = proposed
        if _secureReplacesOnNextEdit {
            _secureReplacesOnNextEdit = false
            edit = _buffer.wholeText(replacement: proposed.replacement)
        }
        if let delegate,
           !delegate.textField(self, shouldChangeCharactersIn: edit.range, replacementString: edit.replacement) {
            return false
        }
        guard _buffer.apply(edit) else { return false }
        _textChanged()
        sendActions(for: .editingChanged)
        _post(UITextField.textDidChangeNotification)
        return true
    }

    /// The clear button: `textFieldShouldClear`, then the text is emptied with
    /// `.editingChanged` and `textDidChangeNotification` (no shouldChangeCharactersIn, as
    /// in UIKit).
    func _clearByUser() {
        if let delegate, !delegate.textFieldShouldClear(self) { return }
        guard !_buffer.text.isEmpty else { return }
        _buffer.setText("")
        _secureReplacesOnNextEdit = false
        _textChanged()
        sendActions(for: .editingChanged)
        _post(UITextField.textDidChangeNotification)
    }

    /// Return: `textFieldShouldReturn`; then `.editingDidEndOnExit` and
    /// `.primaryActionTriggered`; the field resigns when something listens for
    /// `.editingDidEndOnExit` (UIKit's "Did End On Exit" dismisses the keyboard).
    func _returnKey() {
        if let delegate, !delegate.textFieldShouldReturn(self) { return }
        let resigns = _registrations.contains { r in
            r.events.contains(.editingDidEndOnExit) && !(r.hadTarget && r.target == nil)
        }
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
        if resigns && isFirstResponder { _ = resignFirstResponder() }
    }

    func _moveCursor(_ body: (inout _TextEditingBuffer) -> Void) {
        let before = _buffer.cursor
        body(&_buffer)
        if _buffer.cursor != before { setNeedsDisplay() }
    }

    /// Handles one key while editing; false for keys the field does not use (they travel
    /// up the responder chain: Esc, Up/Down, Page Up/Down…).
    func _handleEditingKey(_ key: UIKey) -> Bool {
        guard isEnabled else { return false }
        if key.modifierFlags.contains(.control) {
            guard let c = key.charactersIgnoringModifiers.lowercased().first else { return false }
            switch c {
            case "a": _moveCursor { $0.moveToStart() }
            case "e": _moveCursor { $0.moveToEnd() }
            case "b": _moveCursor { $0.moveLeft() }
            case "f": _moveCursor { $0.moveRight() }
            case "h": if let e = _buffer.deletionBackward() { _userEdit(e) } else { _secureBackspace() }
            case "d": if let e = _buffer.deletionForward() { _userEdit(e) }
            case "u": if let e = _buffer.deletionToStart() { _userEdit(e) } else { _secureBackspace() }
            case "k": if let e = _buffer.deletionToEnd() { _userEdit(e) }
            case "w": if let e = _buffer.deletionOfWordBackward() { _userEdit(e) } else { _secureBackspace() }
            default: return false
            }
            return true
        }
        switch key.keyCode {
        case .keyboardReturnOrEnter: _returnKey()
        case .keyboardDeleteOrBackspace:
            if let e = _buffer.deletionBackward() { _userEdit(e) } else { _secureBackspace() }
        case .keyboardDeleteForward: if let e = _buffer.deletionForward() { _userEdit(e) }
        case .keyboardLeftArrow: _moveCursor { $0.moveLeft() }
        case .keyboardRightArrow: _moveCursor { $0.moveRight() }
        case .keyboardHome: _moveCursor { $0.moveToStart() }
        case .keyboardEnd: _moveCursor { $0.moveToEnd() }
        default:
            guard key.isPrintable else { return false }
            _userEdit(_buffer.insertion(key.characters))
        }
        return true
    }

    /// Backspace at the start of a secure field that is about to be replaced clears it.
    private func _secureBackspace() {
        if _secureReplacesOnNextEdit { _userEdit(_buffer.wholeText(replacement: "")) }
    }

    /// Enter or Space on a field that is focused but not editing (its delegate refused to
    /// begin, e.g. to show a picker instead) asks to begin editing again.
    open override func handleFocusedKey(_ key: UIKey) -> Bool {
        guard key.keyCode == .keyboardReturnOrEnter || key.keyCode == .keyboardSpacebar else { return false }
        guard isEnabled else { return false }
        if !isFirstResponder { _ = becomeFirstResponder() }
        return true
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = presses.unconsumed { isFirstResponder && _handleEditingKey($0) }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    // MARK: Geometry

    /// Where things are on the field's row, in the field's coordinates (cells).
    struct _Geometry {
        var contentX: Int
        var contentWidth: Int
        var row: Int
        var clearX: Int?
    }

    var _showsClearButton: Bool {
        !_buffer.text.isEmpty && _shows(clearButtonMode)
    }

    func _geometry() -> _Geometry {
        let width = Int(bounds.width), height = Int(bounds.height)
        let bordered = borderStyle != .none
        var x = bordered ? 1 : 0
        var w = max(0, width - (bordered ? 2 : 0))
        // The left view and a blank before the text; the right view and a blank after it.
        let sides = _sideRects(bounds)
        if !sides.left.isEmpty { let used = Int(sides.left.width) + 1; x += used; w = max(0, w - used) }
        if !sides.right.isEmpty { w = max(0, w - Int(sides.right.width) - 1) }
        var clearX: Int? = nil
        if _showsClearButton && w >= 3 {
            clearX = x + w - 1
            w -= 2
        }
        return _Geometry(contentX: x, contentWidth: w, row: max(0, (height - 1) / 2), clearX: clearX)
    }

    /// The insertion point while editing (the hardware cursor goes there).
    override var _cursorPoint: CGPoint? {
        guard isFirstResponder else { return nil }
        let g = _geometry()
        let units = _units()
        let (first, offset) = _visible(units, g)
        let cursorIndex = max(first, _buffer.cursorCharacterIndex)
        let x = g.contentX + offset + _width(units, first..<cursorIndex)
        return CGPoint(x: min(x, g.contentX + max(0, g.contentWidth - 1)), y: g.row)
    }

    /// Where the left view goes (a zero rectangle when it does not show), as
    /// `leftViewRect(forBounds:)`: after the opening bracket, on the middle row.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { _sideRects(bounds).left }
    /// Where the right view goes, as `rightViewRect(forBounds:)`: before the closing bracket.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { _sideRects(bounds).right }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (view, rect) in [(leftView, leftViewRect(forBounds: bounds)), (rightView, rightViewRect(forBounds: bounds))] {
            guard let view else { continue }
            view.isHidden = rect.isEmpty
            if !rect.isEmpty { view.frame = rect }
        }
    }

    // MARK: Drawing

    @_spi(CellRendering) open override func draw(in context: UIRenderContext) {
        let g = _geometry()
        guard bounds.width > 0, bounds.height > 0 else { return }
        let y = CGFloat(g.row)
        var style = CellStyle(foreground: textColor.map { context.cellColor($0) } ?? .default)
        if let font { style.attributes.formUnion(font._cellAttributes) }
        if !isEnabled { style.attributes.insert(.dim) }
        else if isEditing { style.attributes.insert(.reverse) }
        var area = style
        if borderStyle == .none { area.attributes.insert(.underline) }
        let innerWidth = g.contentWidth + (g.clearX != nil ? 2 : 0)

        if borderStyle != .none {
            context.drawText("[", at: CGPoint(x: 0, y: y), style: style)
            context.drawText("]", at: CGPoint(x: bounds.width - 1, y: y), style: style)
        }
        if innerWidth > 0 {
            context.drawText(String(repeating: " ", count: innerWidth), at: CGPoint(x: CGFloat(g.contentX), y: y), style: area)
        }
        let units = _units()
        if units.isEmpty {
            if let placeholder, !placeholder.isEmpty, g.contentWidth > 0 {
                var p = area
                p.attributes.insert(.dim)
                if let attributed = _attributedPlaceholder {
                    let styled = _StyledText(attributed, base: p, context: context)
                    let flat = styled.characters.map { $0 == "\n" ? " " : $0 }
                    if let line = _TextLayout.labelLines(characters: flat, width: g.contentWidth, maxLines: 1, mode: .byTruncatingTail).first {
                        let offset = textAlignment.offset(lineWidth: TextWidth.width(of: String(line.characters)), in: g.contentWidth)
                        context.drawStyledLine(line, of: styled, at: CGPoint(x: CGFloat(g.contentX + offset), y: y), maxWidth: g.contentWidth)
                    }
                } else {
                    let shown = TextWidth.truncate(TextSanitizer.sanitize(placeholder), toWidth: g.contentWidth)
                    let offset = textAlignment.offset(lineWidth: TextWidth.width(of: shown), in: g.contentWidth)
                    context.drawText(shown, at: CGPoint(x: CGFloat(g.contentX + offset), y: y), style: p)
                }
            }
        } else {
            let (first, offset) = _visible(units, g)
            var x = offset
            for i in first..<units.count {
                let u = units[i]
                if x + u.width > g.contentWidth { break }
                if u.width > 0 { context.drawText(u.text, at: CGPoint(x: CGFloat(g.contentX + x), y: y), style: area) }
                x += u.width
            }
        }
        _drawnClearX = g.clearX
        if let cx = g.clearX {
            var c = style
            c.attributes.remove(.underline)
            context.drawText("×", at: CGPoint(x: CGFloat(cx), y: y), style: c)
        }
    }

    /// `[text ]`: the text (or placeholder) plus a cell for the cursor, the brackets and
    /// the clear button when it can show; one row (in points on a point device:
    /// `_pointSizeThatFits`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if !_measuresTextInCells { return _pointSizeThatFits() }
        let textWidth = isSecureTextEntry ? _buffer.text.count : TextWidth.width(of: TextSanitizer.sanitize(_buffer.text))
        let placeholderWidth = TextWidth.width(of: TextSanitizer.sanitize(placeholder ?? ""))
        var w = max(textWidth, placeholderWidth) + 1
        if borderStyle != .none { w += 2 }
        if clearButtonMode != .never { w += 2 }
        if leftViewMode != .never, let v = leftView { w += max(1, Int(v.intrinsicContentSize.width > 0 ? v.intrinsicContentSize.width : CGFloat(_sideViewWidths.left))) + 1 }
        if rightViewMode != .never, let v = rightView { w += max(1, Int(v.intrinsicContentSize.width > 0 ? v.intrinsicContentSize.width : CGFloat(_sideViewWidths.right))) + 1 }
        return CGSize(width: w, height: 1)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    // MARK: Mouse

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let p = touch.location(in: self)
        let col = Int(p.x.rounded(.down))
        _touchOnClearButton = _drawnClearX == col && !_buffer.text.isEmpty
        if let clear = _pointClearButtonRect { _touchOnClearButton = clear.insetBy(dx: -8, dy: -8).contains(p) }
        if !_touchOnClearButton && isFirstResponder { _placeCursor(atColumn: col) }
        super.touchesBegan(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let onClear = _touchOnClearButton
        _touchOnClearButton = false
        super.touchesEnded(touches, with: event)
        guard onClear, let touch = touches.first, isEnabled else { return }
        let p = touch.location(in: self)
        if let clear = _pointClearButtonRect {
            if clear.insetBy(dx: -8, dy: -8).contains(p) { _clearByUser() }
            return
        }
        let col = Int(p.x.rounded(.down))
        if col == _drawnClearX || _drawnClearX == nil { _clearByUser() }
    }
}

extension UITextField {
    /// The clear button's place on a point device, where one is drawn (a search field's,
    /// `UISearchTextField._pointSearchParts`); nil on a terminal or while none shows.
    var _pointClearButtonRect: CGRect? {
        guard !_measuresTextInCells, let search = self as? UISearchTextField else { return nil }
        return search._pointSearchParts(in: bounds).clear
    }
}
