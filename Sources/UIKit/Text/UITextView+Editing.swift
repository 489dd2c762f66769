import Foundation

extension UITextView {
    typealias _Position = _TextViewStorage.Position

    /// Handles one key while first responder; false for keys the text view does not use
    /// (Tab, Esc, …), which travel up the responder chain.
    func _handleTextKey(_ key: UIKey) -> Bool {
        let extend = key.modifierFlags.contains(.shift)
        let control = key.modifierFlags.contains(.control)
        let alt = key.modifierFlags.contains(.alternate)
        switch key.keyCode {
        case .keyboardLeftArrow:
            _move(to: (control || alt) ? _wordStart(before: _caret) : _leftOfSelection(extend), extend: extend)
        case .keyboardRightArrow:
            _move(to: (control || alt) ? _wordEnd(after: _caret) : _rightOfSelection(extend), extend: extend)
        case .keyboardUpArrow: _moveVertically(by: -1, extend: extend)
        case .keyboardDownArrow: _moveVertically(by: 1, extend: extend)
        case .keyboardPageUp: _moveVertically(by: -max(1, Int(bounds.height) - 1), extend: extend)
        case .keyboardPageDown: _moveVertically(by: max(1, Int(bounds.height) - 1), extend: extend)
        case .keyboardHome: _move(to: control ? _storage.start : _rowStart(of: _caret), extend: extend)
        case .keyboardEnd: _move(to: control ? _storage.end : _rowEnd(of: _caret), extend: extend)
        case .keyboardReturnOrEnter:
            guard isEditable else { return false }
            _insert("\n")
        case .keyboardDeleteOrBackspace: _deleteBackward()
        case .keyboardDeleteForward: _deleteForward()
        case .keyboardTab, .keyboardEscape:
            return false
        default:
            if control, let c = key.charactersIgnoringModifiers.lowercased().first {
                return _handleControl(c, extend: extend)
            }
            if alt, let c = key.charactersIgnoringModifiers.lowercased().first {
                switch c {
                case "b": _move(to: _wordStart(before: _caret), extend: extend)
                case "f": _move(to: _wordEnd(after: _caret), extend: extend)
                case "d": if isEditable { _userReplace(from: _caret, to: _wordEnd(after: _caret), with: "") }
                default: return false
                }
                return true
            }
            guard key.isPrintable, isEditable else { return false }
            _insert(key.characters.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n"))
        }
        return true
    }

    private func _handleControl(_ c: Character, extend: Bool) -> Bool {
        switch c {
        case "a": _move(to: _rowStart(of: _caret), extend: extend)
        case "e": _move(to: _rowEnd(of: _caret), extend: extend)
        case "b": _move(to: _storage.before(_caret) ?? _caret, extend: extend)
        case "f": _move(to: _storage.after(_caret) ?? _caret, extend: extend)
        case "p": _moveVertically(by: -1, extend: extend)
        case "n": _moveVertically(by: 1, extend: extend)
        case "h": _deleteBackward()
        case "d": _deleteForward()
        case "k":
            guard isEditable else { return false }
            let end = _TextViewStorage.Position(paragraph: _caret.paragraph, offset: _storage.length(ofParagraph: _caret.paragraph))
            // At the end of a line, Ctrl-K joins the next one (as Emacs and readline do).
            _userReplace(from: _caret, to: end == _caret ? (_storage.after(_caret) ?? _caret) : end, with: "")
        case "u":
            guard isEditable else { return false }
            _userReplace(from: _TextViewStorage.Position(paragraph: _caret.paragraph, offset: 0), to: _caret, with: "")
        case "w":
            guard isEditable else { return false }
            _userReplace(from: _wordStart(before: _caret), to: _caret, with: "")
        default: return false
        }
        return true
    }

    private func _deleteBackward() {
        guard isEditable else { return }
        if _anchor != _caret { _userReplace(from: _anchor, to: _caret, with: ""); return }
        if let previous = _storage.before(_caret) { _userReplace(from: previous, to: _caret, with: "") }
    }

    private func _deleteForward() {
        guard isEditable else { return }
        if _anchor != _caret { _userReplace(from: _anchor, to: _caret, with: ""); return }
        if let next = _storage.after(_caret) { _userReplace(from: _caret, to: next, with: "") }
    }

    /// Left without Shift collapses a selection to its start, as UIKit does.
    private func _leftOfSelection(_ extend: Bool) -> _Position {
        if !extend, _anchor != _caret { return min(_anchor, _caret) }
        return _storage.before(_caret) ?? _caret
    }

    private func _rightOfSelection(_ extend: Bool) -> _Position {
        if !extend, _anchor != _caret { return max(_anchor, _caret) }
        return _storage.after(_caret) ?? _caret
    }

    /// Up/Down by `rows` wrapped rows, keeping the column the movement started from.
    func _moveVertically(by rows: Int, extend: Bool) {
        let goal = _goalColumn ?? _column(of: _caret)
        let current = _row(of: _caret).row
        let target = current + rows
        let destination: _Position
        if target < 0 {
            destination = _storage.start
        } else if target >= _storage.totalRows {
            destination = _storage.end
        } else {
            destination = _position(row: target, column: goal)
        }
        _move(to: destination, extend: extend, keepGoal: true)
        _goalColumn = goal
        if rows.magnitude > 1 {
            // Page Up/Down scroll by the page as well.
            let y = max(0, min(contentOffset.y + CGFloat(rows), maximumContentOffset.y))
            setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: false)
            _scrollCaretIntoView()
        }
    }

    func _rowStart(of position: _Position) -> _Position {
        let rows = _storage.wrappedRows(of: position.paragraph)
        return _Position(paragraph: position.paragraph, offset: rows[_row(of: position).inParagraph].start)
    }

    func _rowEnd(of position: _Position) -> _Position {
        let rows = _storage.wrappedRows(of: position.paragraph)
        let index = _row(of: position).inParagraph
        let row = rows[index]
        if index == rows.count - 1 { return _Position(paragraph: position.paragraph, offset: row.end) }
        // The end of a wrapped row: before its last character (the next row starts there).
        return _storage.before(_Position(paragraph: position.paragraph, offset: row.end)) ?? position
    }

    /// Word boundaries: a word is a run of letters, digits and marks; movement skips the
    /// spaces and punctuation before it (backwards) or after it (forwards), crossing
    /// line breaks, as Option-arrow does.
    func _wordStart(before position: _Position) -> _Position {
        var p = position
        while let b = _storage.before(p), !_isWordCharacter(_storage.character(at: b)) { p = b }
        while let b = _storage.before(p), _isWordCharacter(_storage.character(at: b)) { p = b }
        return p
    }

    func _wordEnd(after position: _Position) -> _Position {
        var p = position
        while !_isWordCharacter(_storage.character(at: p)), let n = _storage.after(p) { p = n }
        while _isWordCharacter(_storage.character(at: p)), let n = _storage.after(p) { p = n }
        return p
    }

    private func _isWordCharacter(_ c: Character?) -> Bool {
        guard let c else { return false }
        return c.isLetter || c.isNumber || c.unicodeScalars.first?.properties.generalCategory == .nonspacingMark
    }
}
