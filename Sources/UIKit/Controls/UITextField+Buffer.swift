import Foundation

/// The editing model of a text field: its text and an insertion point kept on a grapheme
/// (Swift `Character`) boundary, measured in UTF-16 code units as UIKit's `NSRange`s are.
///
/// Every edit is described as a replacement of a UTF-16 range (`NSRange`) by a string, so
/// the field can ask its delegate (`textField(_:shouldChangeCharactersIn:replacementString:)`)
/// before applying it, exactly as UIKit does.
struct _TextEditingBuffer: Equatable {
    private(set) var text: String = ""
    /// Insertion point, in UTF-16 code units from the start.
    private(set) var cursor: Int = 0

    /// A proposed change: replace `range` (UTF-16) with `replacement`.
    struct Edit: Equatable {
        var range: NSRange
        var replacement: String
    }

    /// Grapheme boundaries in UTF-16 offsets, from 0 to the end (both included).
    var boundaries: [Int] {
        var out: [Int] = [0]
        var offset = 0
        for ch in text {
            offset += ch.utf16.count
            out.append(offset)
        }
        return out
    }

    var length: Int { text.utf16.count }

    /// Number of characters (graphemes) before the insertion point.
    var cursorCharacterIndex: Int {
        var offset = 0, index = 0
        for ch in text {
            if offset >= cursor { break }
            offset += ch.utf16.count
            index += 1
        }
        return index
    }

    /// Replaces the whole text (programmatic `text =`), the insertion point at the end.
    mutating func setText(_ newText: String) {
        text = newText
        cursor = length
    }

    /// Moves the insertion point to the character boundary at or after `offset`.
    mutating func moveCursor(to offset: Int) {
        cursor = snapped(offset)
    }

    /// Moves the insertion point to just before character `index` (clamped).
    mutating func moveCursor(toCharacter index: Int) {
        let b = boundaries
        cursor = b[max(0, min(index, b.count - 1))]
    }

    /// The smallest boundary ≥ `offset` (the end when past it).
    func snapped(_ offset: Int) -> Int {
        for b in boundaries where b >= offset { return b }
        return length
    }

    func previousBoundary(before offset: Int) -> Int? { boundaries.last { $0 < offset } }
    func nextBoundary(after offset: Int) -> Int? { boundaries.first { $0 > offset } }

    mutating func moveLeft() { if let p = previousBoundary(before: cursor) { cursor = p } }
    mutating func moveRight() { if let n = nextBoundary(after: cursor) { cursor = n } }
    mutating func moveToStart() { cursor = 0 }
    mutating func moveToEnd() { cursor = length }

    // MARK: Edits the keys propose

    func insertion(_ string: String) -> Edit { Edit(range: NSRange(location: cursor, length: 0), replacement: string) }

    /// Backspace: the whole character before the insertion point; nil at the start.
    func deletionBackward() -> Edit? {
        guard let p = previousBoundary(before: cursor) else { return nil }
        return Edit(range: NSRange(location: p, length: cursor - p), replacement: "")
    }

    /// Delete: the whole character after the insertion point; nil at the end.
    func deletionForward() -> Edit? {
        guard let n = nextBoundary(after: cursor) else { return nil }
        return Edit(range: NSRange(location: cursor, length: n - cursor), replacement: "")
    }

    /// Ctrl-U: everything before the insertion point.
    func deletionToStart() -> Edit? {
        cursor > 0 ? Edit(range: NSRange(location: 0, length: cursor), replacement: "") : nil
    }

    /// Ctrl-K: everything after the insertion point.
    func deletionToEnd() -> Edit? {
        cursor < length ? Edit(range: NSRange(location: cursor, length: length - cursor), replacement: "") : nil
    }

    /// Ctrl-W: the word before the insertion point (and the spaces after it).
    func deletionOfWordBackward() -> Edit? {
        let chars = Array(text)
        var index = cursorCharacterIndex
        let end = index
        while index > 0 && chars[index - 1].isWhitespace { index -= 1 }
        while index > 0 && !chars[index - 1].isWhitespace { index -= 1 }
        guard index < end else { return nil }
        let b = boundaries
        return Edit(range: NSRange(location: b[index], length: b[end] - b[index]), replacement: "")
    }

    /// Everything (a secure field's first edit replaces its whole text, as on iOS).
    func wholeText(replacement: String) -> Edit { Edit(range: NSRange(location: 0, length: length), replacement: replacement) }

    /// Applies `edit`; the insertion point goes after the inserted text (on a character
    /// boundary: a combining mark joins the character before it). Returns false, changing
    /// nothing, when the range is not inside the text.
    @discardableResult
    mutating func apply(_ edit: Edit) -> Bool {
        guard edit.range.location >= 0, edit.range.length >= 0,
              edit.range.location + edit.range.length <= length,
              let r = Range(edit.range, in: text) else { return false }
        text.replaceSubrange(r, with: edit.replacement)
        cursor = snapped(edit.range.location + edit.replacement.utf16.count)
        return true
    }
}
