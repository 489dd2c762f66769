import Foundation

extension UITextView {
    /// Draws the wrapped rows that are on screen (and only those).
    func _drawText(in context: UIRenderContext) {
        if _storage.wrapWidth != _wrapWidth { _textLayoutChanged() }
        let top = max(0, Int(contentOffset.y.rounded(.down)))
        let height = Int(bounds.height)
        guard height > 0, bounds.width > 0 else { return }
        var style = CellStyle(foreground: textColor.map { context.cellColor($0) } ?? .default)
        if let font { style.attributes.formUnion(font._cellAttributes) }
        if !isEditable && !isSelectable { style.attributes.insert(.dim) }
        var selected = style
        selected.attributes.insert(.reverse)
        let selection = (min(_anchor, _caret), max(_anchor, _caret))
        let hasSelection = selection.0 != selection.1
        var (paragraph, rowInParagraph) = _storage.paragraph(atRow: top)
        var y = top
        while y < top + height, paragraph < _storage.paragraphCount {
            let rows = _storage.wrappedRows(of: paragraph)
            let p = _storage.paragraphs[paragraph]
            while rowInParagraph < rows.count, y < top + height {
                let row = rows[rowInParagraph]
                var x = 0
                var offset = row.start
                var index = String.Index(utf16Offset: row.start, in: p)
                let end = String.Index(utf16Offset: row.end, in: p)
                let rowStart = _TextViewStorage.Position(paragraph: paragraph, offset: row.start)
                let rowEnd = _TextViewStorage.Position(paragraph: paragraph, offset: row.end)
                let touchesSelection = hasSelection && rowStart <= selection.1 && rowEnd >= selection.0
                if !touchesSelection {
                    // One call per row: the row's text sanitised once.
                    let shown = TextSanitizer.sanitize(String(p[index..<end]))
                    let width = rows.count > 1 ? 0 : TextWidth.width(of: shown)
                    if width > 0 { x = textAlignment.offset(lineWidth: width, in: Int(bounds.width)) }
                    context.drawText(shown, at: CGPoint(x: CGFloat(x), y: CGFloat(y)), style: style)
                    index = end
                }
                while index < end {
                    let ch = p[index]
                    let shown = TextSanitizer.sanitize(String(ch))
                    let w = TextWidth.width(of: shown)
                    let position = _TextViewStorage.Position(paragraph: paragraph, offset: offset)
                    let inSelection = hasSelection && position >= selection.0 && position < selection.1
                    if w > 0 {
                        context.drawText(shown, at: CGPoint(x: CGFloat(x), y: CGFloat(y)), style: inSelection ? selected : style)
                    }
                    x += w
                    offset += ch.utf16.count
                    index = p.index(after: index)
                }
                // A selected line break shows as one reversed cell.
                if hasSelection, rowInParagraph == rows.count - 1,
                   _TextViewStorage.Position(paragraph: paragraph, offset: row.end) >= selection.0,
                   _TextViewStorage.Position(paragraph: paragraph, offset: row.end) < selection.1 {
                    context.drawText(" ", at: CGPoint(x: CGFloat(x), y: CGFloat(y)), style: selected)
                }
                y += 1
                rowInParagraph += 1
            }
            paragraph += 1
            rowInParagraph = 0
        }
    }

    /// The insertion point while first responder (content coordinates).
    var _caretPoint: CGPoint? {
        guard isFirstResponder else { return nil }
        let row = _row(of: _caret).row
        let column = min(_column(of: _caret), max(0, Int(bounds.width) - 1))
        return CGPoint(x: CGFloat(column), y: CGFloat(row))
    }

    /// A click puts the insertion point at the character under it (and takes the keyboard).
    func _touchBegan(_ touches: Set<UITouch>) {
        guard let touch = touches.first, isSelectable || isEditable else { return }
        if !isFirstResponder { _ = becomeFirstResponder() }
        let p = touch.location(in: self)
        let row = Int(p.y.rounded(.down))
        let position = row >= _storage.totalRows ? _storage.end : _position(row: row, column: Int(p.x.rounded(.down)))
        _move(to: position, extend: false)
    }
}
