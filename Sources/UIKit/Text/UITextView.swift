import Foundation

/// A scrollable, multi-line text region, as `UITextView` (a `UIScrollView`).
///
/// Terminal rendering: the text wrapped at the view's width (at a space when the row has
/// one, else where the width runs out), one row per line, scrolled vertically; the
/// selection in reverse video; the hardware cursor at the insertion point while editing;
/// disabled-looking (dim) when neither editable nor selectable. Text from data is
/// sanitised when drawn (control characters never reach the terminal).
///
/// Editing (first responder, `isEditable`): typing inserts at the insertion point (or
/// replaces the selection), Return inserts a line break, Backspace/Delete (Ctrl-H/Ctrl-D)
/// remove a whole character; Left/Right (Ctrl-B/Ctrl-F) move by character, Alt-Left/Right,
/// Ctrl-Left/Right or Alt-B/Alt-F by word; Up/Down (Ctrl-P/Ctrl-N) by row keeping the
/// column, Page Up/Down by a screenful; Home/End (Ctrl-A/Ctrl-E) to the row's start and
/// end, Ctrl-Home/Ctrl-End to the text's; Shift with any movement extends the selection;
/// Ctrl-K deletes to the end of the line, Ctrl-U to its start, Ctrl-W the word before the
/// cursor. Tab and Esc are not text here: they travel up the responder chain (focus moves,
/// the screen goes back), so a text view never traps the keyboard on a terminal.
///
/// Events, in UIKit's order:
/// - becoming first responder: `textViewShouldBeginEditing`, `textViewDidBeginEditing`,
///   `textDidBeginEditingNotification` (only when `isEditable`);
/// - each user edit: `textView(_:shouldChangeTextIn:replacementText:)`, the change,
///   `textViewDidChangeSelection`, `textViewDidChange`, `textDidChangeNotification`;
/// - a user movement of the insertion point or selection: `textViewDidChangeSelection`;
/// - resigning: `textViewShouldEndEditing`, `textViewDidEndEditing`,
///   `textDidEndEditingNotification`;
/// - programmatic `text =` / `selectedRange =` send nothing.
///
/// Cost: the text is kept as paragraphs with lazily kept sums and per-paragraph wrapping
/// (`_TextViewStorage`), so a keystroke costs the edited paragraph and the rows on screen,
/// not the text's length; reading `text` joins the paragraphs once per change.
///
/// Source: Apple's UITextView and UITextViewDelegate documentation.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    /// Posted after the text view became first responder (object: the text view).
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted after each user edit (object: the text view); never for programmatic `text =`.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted after the text view stopped being first responder (object: the text view).
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    var _storage = _TextViewStorage()
    /// The insertion point (the moving end of the selection).
    var _caret = _TextViewStorage.Position(paragraph: 0, offset: 0)
    /// The fixed end of the selection; equal to `_caret` when nothing is selected.
    var _anchor = _TextViewStorage.Position(paragraph: 0, offset: 0)
    /// The column Up/Down try to keep.
    var _goalColumn: Int?

    /// The text; setting it moves the insertion point to the end and sends nothing.
    open var text: String! {
        get { _storage.text }
        set {
            _storage.setText(newValue ?? "")
            _caret = _storage.end
            _anchor = _caret
            _textLayoutChanged()
        }
    }

    /// The text with its font and colour (attributes are not kept per character on a
    /// terminal: setting it keeps the string; the first run's font and colour, when
    /// given, become `font` and `textColor`).
    open var attributedText: NSAttributedString! {
        get {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font { attributes[.font] = font }
            if let textColor { attributes[.foregroundColor] = textColor }
            return NSAttributedString(string: text, attributes: attributes)
        }
        set {
            let value = newValue ?? NSAttributedString(string: "")
            if value.length > 0 {
                let attributes = value.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? UIFont { self.font = font }
                if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
            }
            text = value.string
        }
    }

    /// Only the weight is shown (bold).
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { setNeedsDisplay() } }
    open var textColor: UIColor? { didSet { setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// Whether the user can change the text (default true).
    open var isEditable = true { didSet { if !isEditable && isFirstResponder { _ = resignFirstResponder() }; setNeedsDisplay() } }
    /// Whether the user can select text and move the insertion point (default true).
    open var isSelectable = true { didSet { setNeedsDisplay() } }
    /// The selection as UTF-16 offsets; `length` 0 is the insertion point. Setting it
    /// (clamped to the text) sends nothing.
    open var selectedRange: NSRange {
        get {
            let a = _storage.offset(of: _anchor), c = _storage.offset(of: _caret)
            return NSRange(location: min(a, c), length: abs(a - c))
        }
        set {
            _anchor = _storage.position(ofOffset: newValue.location)
            _caret = _storage.position(ofOffset: newValue.location + max(0, newValue.length))
            _goalColumn = nil
            _scrollCaretIntoView()
            setNeedsDisplay()
        }
    }

    // Text input traits (no effect on a terminal; kept for source compatibility).
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var textContentType: UITextContentType?

    /// The text view's delegate (the scroll view's `delegate`, seen as a text view delegate).
    var _textDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A text view of `frame` laid out in `textContainer` (nil: a container of its own
    /// whose width tracks the view), as `init(frame:textContainer:)`.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame)
        if let textContainer { self.textContainer = textContainer }
    }

    /// The container the text is laid out in (see `NSTextContainer`: kept, not consulted
    /// by this UIKit's wrapping).
    public private(set) lazy var textContainer: NSTextContainer = {
        let c = NSTextContainer(size: CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
        c.widthTracksTextView = true
        return c
    }()

    /// Wrapping follows the width; content size follows the wrapped rows.
    func _textLayoutChanged() {
        _storage.setWrapWidth(_wrapWidth)
        _updateContentSize()
        setNeedsDisplay()
    }

    var _wrapWidth: Int { max(1, Int(bounds.width) - 1) }

    func _updateContentSize() {
        let size = CGSize(width: bounds.width, height: CGFloat(_storage.totalRows))
        if contentSize != size { contentSize = size }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if _storage.wrapWidth != _wrapWidth { _textLayoutChanged() }
    }

    /// Scrolls `range` (UTF-16 offsets) into view, as `scrollRangeToVisible(_:)`.
    open func scrollRangeToVisible(_ range: NSRange) {
        let position = _storage.position(ofOffset: range.location)
        let row = _row(of: position)
        scrollRectToVisible(CGRect(x: 0, y: CGFloat(row.row), width: 1, height: 1), animated: false)
    }

    @_spi(CellRendering) open override func draw(in context: UIRenderContext) { _drawText(in: context) }

    override var _cursorPoint: CGPoint? { _caretPoint }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { _touchBegan(touches) }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = presses.unconsumed { isFirstResponder && _handleTextKey($0) }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    /// Enter or a key while focused but not first responder: take the keyboard first.
    open override func handleFocusedKey(_ key: UIKey) -> Bool {
        if !isFirstResponder, canBecomeFirstResponder { _ = becomeFirstResponder() }
        return isFirstResponder && _handleTextKey(key)
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }
    open override var canBecomeFocused: Bool { (isEditable || isSelectable) && !isHidden && isUserInteractionEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, window != nil else { return false }
        if isFirstResponder { return true }
        if isEditable, let delegate = _textDelegate, !delegate.textViewShouldBeginEditing(self) { return false }
        return super.becomeFirstResponder()
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if isEditable, let delegate = _textDelegate, !delegate.textViewShouldEndEditing(self) { return false }
        return super.resignFirstResponder()
    }

    override func _didBecomeFirstResponder() {
        setNeedsDisplay()
        _scrollCaretIntoView()
        guard isEditable else { return }
        _textDelegate?.textViewDidBeginEditing(self)
        _post(UITextView.textDidBeginEditingNotification)
    }

    override func _didResignFirstResponder() {
        setNeedsDisplay()
        guard isEditable else { return }
        _textDelegate?.textViewDidEndEditing(self)
        _post(UITextView.textDidEndEditingNotification)
    }

    func _post(_ name: Notification.Name) {
        window?._application?.notificationCenter.post(name: name, object: self)
    }

    // MARK: User edits

    /// Replaces the selection (or the text between `from` and `to`) with `replacement`
    /// the UIKit way: delegate, change, selection, `textViewDidChange`, notification.
    @discardableResult
    func _userReplace(from: _TextViewStorage.Position, to: _TextViewStorage.Position, with replacement: String) -> Bool {
        guard isEditable else { return false }
        let lo = min(from, to), hi = max(from, to)
        if lo == hi && replacement.isEmpty { return false }
        if let delegate = _textDelegate {
            let start = _storage.offset(of: lo)
            let length = _storage.offset(of: hi) - start
            let range = NSRange(location: start, length: length)
            if !delegate.textView(self, shouldChangeTextIn: range, replacementText: replacement) { return false }
        }
        let end = _storage.replace(from: lo, to: hi, with: replacement)
        _caret = end
        _anchor = end
        _goalColumn = nil
        _updateContentSize()
        _scrollCaretIntoView()
        setNeedsDisplay()
        _textDelegate?.textViewDidChangeSelection(self)
        _textDelegate?.textViewDidChange(self)
        _post(UITextView.textDidChangeNotification)
        return true
    }

    /// Types `string` at the insertion point, replacing the selection.
    func _insert(_ string: String) { _userReplace(from: _anchor, to: _caret, with: string) }

    /// Moves the insertion point to `position` (extending the selection when `extend`).
    func _move(to position: _TextViewStorage.Position, extend: Bool, keepGoal: Bool = false) {
        guard isSelectable || isEditable else { return }
        let oldCaret = _caret, oldAnchor = _anchor
        _caret = position
        if !extend { _anchor = position }
        if !keepGoal { _goalColumn = nil }
        guard _caret != oldCaret || _anchor != oldAnchor else { return }
        _scrollCaretIntoView()
        setNeedsDisplay()
        _textDelegate?.textViewDidChangeSelection(self)
    }

    func _scrollCaretIntoView() {
        guard bounds.height > 0 else { return }
        let row = _row(of: _caret).row
        let y = CGFloat(row)
        var offset = contentOffset
        if y < offset.y { offset.y = y } else if y >= offset.y + bounds.height { offset.y = y - bounds.height + 1 }
        if offset != contentOffset { setContentOffset(offset, animated: false) }
    }

    // MARK: Rows

    /// The wrapped row (over the whole text) holding `position` and the row inside its
    /// paragraph. An insertion point at the end of a wrapped row belongs to the next row,
    /// except at the paragraph's end.
    func _row(of position: _TextViewStorage.Position) -> (row: Int, inParagraph: Int) {
        let rows = _storage.wrappedRows(of: position.paragraph)
        var index = rows.count - 1
        for (i, row) in rows.enumerated() where position.offset < row.end || i == rows.count - 1 {
            index = i
            break
        }
        return (_storage.rowStart(ofParagraph: position.paragraph) + index, index)
    }

    /// The column (cells) of `position` within its row.
    func _column(of position: _TextViewStorage.Position) -> Int {
        let rows = _storage.wrappedRows(of: position.paragraph)
        let row = rows[_row(of: position).inParagraph]
        let p = _storage.paragraphs[position.paragraph]
        let start = String.Index(utf16Offset: row.start, in: p)
        let end = String.Index(utf16Offset: max(row.start, position.offset), in: p)
        return TextWidth.width(of: TextSanitizer.sanitize(String(p[start..<end])))
    }

    /// The position on wrapped row `row` (over the whole text) nearest to `column`.
    func _position(row: Int, column: Int) -> _TextViewStorage.Position {
        let (paragraph, inParagraph) = _storage.paragraph(atRow: row)
        let rows = _storage.wrappedRows(of: paragraph)
        let r = rows[max(0, min(inParagraph, rows.count - 1))]
        let p = _storage.paragraphs[paragraph]
        var offset = r.start, cells = 0
        var index = String.Index(utf16Offset: r.start, in: p)
        let end = String.Index(utf16Offset: r.end, in: p)
        let isLastRow = inParagraph >= rows.count - 1
        while index < end {
            let ch = p[index]
            let w = TextWidth.width(of: ch)
            if cells + w > column { break }
            let next = offset + ch.utf16.count
            // The end of a wrapped row (not the last) is the start of the next one.
            if next == r.end, !isLastRow { break }
            cells += w
            offset = next
            index = p.index(after: index)
        }
        return _TextViewStorage.Position(paragraph: paragraph, offset: offset)
    }
}
