import Foundation

// Marked text: what an input method is composing (pinyin before a character is chosen,
// kana before conversion), shown in the field and part of its `text` until the input
// method replaces it, as in UIKit's `UITextInput`.

extension UITextField {
    /// Shows `markedText` as the text being composed: it replaces the current marked text
    /// (or, when there is none, goes in at the insertion point), and the insertion point
    /// moves to `selectedRange.location` within it (UTF-16, clamped). Empty or nil removes
    /// the marked text. The field's `text` includes the marked text meanwhile, and each
    /// change sends `.editingChanged` and `textDidChangeNotification` but, as in UIKit, no
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`.
    ///
    /// Source: Apple's `UITextInput.setMarkedText(_:selectedRange:)` ("If there is no
    /// marked text, the current selection is replaced … with the marked text").
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let text = markedText ?? ""
        let range = _markedRange ?? NSRange(location: _buffer.cursor, length: 0)
        if text.isEmpty && range.length == 0 { _markedRange = nil; return }
        guard _buffer.apply(.init(range: range, replacement: text)) else { _markedRange = nil; return }
        let length = text.utf16.count
        _markedRange = length > 0 ? NSRange(location: range.location, length: length) : nil
        _buffer.moveCursor(to: range.location + max(0, min(length, selectedRange.location)))
        _textChanged()
        sendActions(for: .editingChanged)
        _post(UITextField.textDidChangeNotification)
    }

    /// Ends the composition keeping the marked text as ordinary text (Apple's
    /// `UITextInput.unmarkText()`).
    open func unmarkText() {
        guard _markedRange != nil else { return }
        _markedRange = nil
        setNeedsDisplay()
    }

    /// The marked text, while an input method composes (nil otherwise).
    public var markedText: String? {
        guard let r = _markedRange, let range = Range(r, in: _buffer.text) else { return nil }
        return String(_buffer.text[range])
    }
}

extension UIApplication {
    /// An input method's composition (`BackendEvent.textComposition`): the key window's
    /// first responder shows it as marked text when it is a text field; "" removes it
    /// before the committed text arrives as key text.
    func _receiveComposition(_ text: String) {
        guard let field = keyWindow?.firstResponder as? UITextField else { return }
        field.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
    }
}
