import Foundation

/// The text of a `UITextView`: one `String` per paragraph (the text split at "\n"), with
/// lazily kept sums so that an edit costs what the edited paragraph and the screen cost,
/// not what the whole text costs.
///
/// - Positions are UTF-16 offsets (as `NSRange` and `selectedRange` count), either global
///   or as (paragraph, offset in paragraph) — `Position`.
/// - `utf16Starts[i]` (the global offset where paragraph i begins) and `rowStarts[i]` (the
///   first wrapped row of paragraph i) are prefix sums kept valid up to `validPrefix`; an
///   edit of paragraph i only lowers `validPrefix` to i, and a lookup recomputes from there
///   to where it looks (near the screen, in practice).
/// - Wrapping (`rows(of:)`) is computed for a paragraph when it is drawn or the cursor
///   moves through it, and cached until the paragraph changes or the width does. A
///   paragraph never wrapped counts as an estimate (`utf16 count / width`, at least 1
///   row), corrected when it is first wrapped — as table rows have estimated heights.
struct _TextViewStorage {
    struct Position: Equatable, Comparable {
        var paragraph: Int
        /// UTF-16 offset inside the paragraph, on a character boundary.
        var offset: Int
        static func < (a: Position, b: Position) -> Bool {
            a.paragraph != b.paragraph ? a.paragraph < b.paragraph : a.offset < b.offset
        }
    }

    /// One wrapped row: its start and end (UTF-16 offsets in the paragraph) and width.
    struct Row: Equatable {
        var start: Int
        var end: Int
    }

    private(set) var paragraphs: [String] = [""]
    /// UTF-16 length of each paragraph.
    private(set) var lengths: [Int] = [0]
    /// Wrapped rows of each paragraph for `wrapWidth`, nil until computed.
    private var wraps: [[Row]?] = [nil]
    /// Row count of each paragraph: exact when wrapped, else estimated.
    private var rowCounts: [Int] = [1]
    private var utf16Starts: [Int] = [0]
    private var rowStarts: [Int] = [0]
    /// Prefix sums are valid for paragraphs `0..<validPrefix`.
    private var validPrefix = 1
    private(set) var totalRows = 1
    private(set) var totalLength = 0
    /// Cells per row; rows are cut at this width (at a space when there is one).
    private(set) var wrapWidth = 1
    /// The joined text, kept until the next edit.
    private var joined: String? = ""

    var paragraphCount: Int { paragraphs.count }

    // MARK: Whole text

    var text: String {
        mutating get {
            if let joined { return joined }
            let value = paragraphs.joined(separator: "\n")
            joined = value
            return value
        }
    }

    mutating func setText(_ value: String) {
        var parts = value.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if parts.isEmpty { parts = [""] }
        paragraphs = parts
        lengths = parts.map { $0.utf16.count }
        wraps = Array(repeating: nil, count: parts.count)
        rowCounts = lengths.map(estimate)
        utf16Starts = Array(repeating: 0, count: parts.count)
        rowStarts = Array(repeating: 0, count: parts.count)
        validPrefix = 0
        totalRows = rowCounts.reduce(0, +)
        totalLength = lengths.reduce(0, +) + parts.count - 1
        joined = value
    }

    mutating func setWrapWidth(_ width: Int) {
        let w = max(1, width)
        guard w != wrapWidth else { return }
        wrapWidth = w
        wraps = Array(repeating: nil, count: paragraphs.count)
        rowCounts = lengths.map(estimate)
        totalRows = rowCounts.reduce(0, +)
        validPrefix = 0
    }

    private func estimate(_ length: Int) -> Int { max(1, (length + wrapWidth - 1) / wrapWidth) }

    // MARK: Prefix sums

    private mutating func validate(through index: Int) {
        guard index >= validPrefix else { return }
        var i = validPrefix
        var utf16 = i == 0 ? 0 : utf16Starts[i - 1] + lengths[i - 1] + 1
        var row = i == 0 ? 0 : rowStarts[i - 1] + rowCounts[i - 1]
        while i <= index {
            utf16Starts[i] = utf16
            rowStarts[i] = row
            utf16 += lengths[i] + 1
            row += rowCounts[i]
            i += 1
        }
        validPrefix = index + 1
    }

    mutating func utf16Start(ofParagraph index: Int) -> Int {
        validate(through: index)
        return utf16Starts[index]
    }

    mutating func rowStart(ofParagraph index: Int) -> Int {
        validate(through: index)
        return rowStarts[index]
    }

    /// Global UTF-16 offset of `position`.
    mutating func offset(of position: Position) -> Int {
        utf16Start(ofParagraph: position.paragraph) + position.offset
    }

    /// The position of global UTF-16 `offset` (clamped), snapped to a character boundary.
    mutating func position(ofOffset offset: Int) -> Position {
        let target = max(0, min(offset, totalLength))
        var low = 0, high = paragraphs.count - 1
        validate(through: high)   // a binary search needs them all; callers are rare (selectedRange =)
        while low < high {
            let mid = (low + high + 1) / 2
            if utf16Starts[mid] <= target { low = mid } else { high = mid - 1 }
        }
        return snapped(Position(paragraph: low, offset: min(lengths[low], target - utf16Starts[low])))
    }

    /// The paragraph holding wrapped row `row` (0-based, over the whole text) and the row
    /// inside it. Walks from the nearest valid prefix; rows past the end give the last row.
    mutating func paragraph(atRow row: Int) -> (paragraph: Int, row: Int) {
        let target = max(0, row)
        // Binary search over the valid part, then walk (wrapping as we go).
        if validPrefix > 0, target < rowStarts[validPrefix - 1] + rowCounts[validPrefix - 1] {
            var low = 0, high = validPrefix - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if rowStarts[mid] <= target { low = mid } else { high = mid - 1 }
            }
            let rows = wrappedRows(of: low)
            return (low, min(rows.count - 1, target - rowStart(ofParagraph: low)))
        }
        var i = max(0, validPrefix - 1)
        while i < paragraphs.count {
            _ = wrappedRows(of: i)
            let start = rowStart(ofParagraph: i)
            if target < start + rowCounts[i] || i == paragraphs.count - 1 {
                return (i, min(rowCounts[i] - 1, target - start))
            }
            i += 1
        }
        return (paragraphs.count - 1, rowCounts[paragraphs.count - 1] - 1)
    }

    // MARK: Wrapping

    /// The wrapped rows of paragraph `index`, computed now if needed (which may change the
    /// row count and so the rows of everything after it).
    mutating func wrappedRows(of index: Int) -> [Row] {
        if let rows = wraps[index] { return rows }
        let rows = Self.wrap(paragraphs[index], width: wrapWidth)
        wraps[index] = rows
        if rows.count != rowCounts[index] {
            totalRows += rows.count - rowCounts[index]
            rowCounts[index] = rows.count
            validPrefix = min(validPrefix, index + 1)
        }
        return rows
    }

    /// Greedy wrapping at `width` cells: a row ends after the last space that fits, or
    /// where the width runs out in a word longer than the row. Offsets are UTF-16.
    static func wrap(_ paragraph: String, width: Int) -> [Row] {
        if paragraph.utf8.count <= width, paragraph.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return [Row(start: 0, end: paragraph.utf8.count)]
        }
        if paragraph.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return wrapASCII(paragraph, width: width) }
        var rows: [Row] = []
        var start = 0, offset = 0, cells = 0
        var lastSpaceEnd: Int? = nil, cellsAtSpace = 0
        for ch in paragraph {
            let w = TextWidth.width(of: ch)
            let len = ch.utf16.count
            if cells + w > width, offset > start {
                if let space = lastSpaceEnd, space > start {
                    rows.append(Row(start: start, end: space))
                    cells -= cellsAtSpace
                    start = space
                } else {
                    rows.append(Row(start: start, end: offset))
                    start = offset
                    cells = 0
                }
                lastSpaceEnd = nil
            }
            cells += w
            offset += len
            if ch == " " {
                lastSpaceEnd = offset
                cellsAtSpace = cells
            }
        }
        rows.append(Row(start: start, end: offset))
        return rows
    }

    /// `wrap` for printable ASCII (one cell, one UTF-16 unit per byte).
    static func wrapASCII(_ paragraph: String, width: Int) -> [Row] {
        var rows: [Row] = []
        var start = 0, lastSpaceEnd = -1
        var offset = 0
        for byte in paragraph.utf8 {
            if offset - start + 1 > width, offset > start {
                if lastSpaceEnd > start {
                    rows.append(Row(start: start, end: lastSpaceEnd))
                    start = lastSpaceEnd
                } else {
                    rows.append(Row(start: start, end: offset))
                    start = offset
                }
                lastSpaceEnd = -1
            }
            offset += 1
            if byte == 0x20 { lastSpaceEnd = offset }
        }
        rows.append(Row(start: start, end: offset))
        return rows
    }

    // MARK: Characters

    /// `position` moved back to the start of the character it is inside (O(paragraph);
    /// only positions given from outside, e.g. `selectedRange =`, need it).
    func snapped(_ position: Position) -> Position {
        let target = max(0, min(position.offset, lengths[position.paragraph]))
        var offset = 0
        for ch in paragraphs[position.paragraph] {
            let next = offset + ch.utf16.count
            if next > target { break }
            offset = next
        }
        return Position(paragraph: position.paragraph, offset: offset)
    }

    /// The position one character before / after `position` (crossing paragraph ends).
    func before(_ position: Position) -> Position? {
        if position.offset == 0 {
            guard position.paragraph > 0 else { return nil }
            return Position(paragraph: position.paragraph - 1, offset: lengths[position.paragraph - 1])
        }
        let p = paragraphs[position.paragraph]
        let index = String.Index(utf16Offset: position.offset, in: p)
        return Position(paragraph: position.paragraph, offset: p.index(before: index).utf16Offset(in: p))
    }

    func after(_ position: Position) -> Position? {
        if position.offset >= lengths[position.paragraph] {
            guard position.paragraph + 1 < paragraphs.count else { return nil }
            return Position(paragraph: position.paragraph + 1, offset: 0)
        }
        let p = paragraphs[position.paragraph]
        let index = String.Index(utf16Offset: position.offset, in: p)
        return Position(paragraph: position.paragraph, offset: p.index(after: index).utf16Offset(in: p))
    }

    /// The character at `position` (nil at a paragraph end: "\n" or the text's end).
    func character(at position: Position) -> Character? {
        guard position.offset < lengths[position.paragraph] else { return nil }
        let p = paragraphs[position.paragraph]
        return p[String.Index(utf16Offset: position.offset, in: p)]
    }

    var start: Position { Position(paragraph: 0, offset: 0) }
    var end: Position { Position(paragraph: paragraphs.count - 1, offset: lengths[paragraphs.count - 1]) }

    func length(ofParagraph index: Int) -> Int { lengths[index] }

    /// The text between two positions.
    func substring(from a: Position, to b: Position) -> String {
        let (lo, hi) = a <= b ? (a, b) : (b, a)
        if lo.paragraph == hi.paragraph {
            let p = paragraphs[lo.paragraph]
            return String(p[String.Index(utf16Offset: lo.offset, in: p)..<String.Index(utf16Offset: hi.offset, in: p)])
        }
        var parts: [String] = []
        let first = paragraphs[lo.paragraph]
        parts.append(String(first[String.Index(utf16Offset: lo.offset, in: first)...]))
        if hi.paragraph - lo.paragraph > 1 { parts.append(contentsOf: paragraphs[(lo.paragraph + 1)..<hi.paragraph]) }
        let last = paragraphs[hi.paragraph]
        parts.append(String(last[..<String.Index(utf16Offset: hi.offset, in: last)]))
        return parts.joined(separator: "\n")
    }

    // MARK: Editing

    /// Replaces the text between `a` and `b` with `replacement`; returns where the
    /// replacement ends. Cost: the paragraphs touched plus the paragraphs inserted or
    /// removed (an array move of their references).
    @discardableResult
    mutating func replace(from a: Position, to b: Position, with replacement: String) -> Position {
        let (lo, hi) = a <= b ? (a, b) : (b, a)
        let first = paragraphs[lo.paragraph], last = paragraphs[hi.paragraph]
        let head = String(first[..<String.Index(utf16Offset: lo.offset, in: first)])
        let tail = String(last[String.Index(utf16Offset: hi.offset, in: last)...])
        var pieces = replacement.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if pieces.isEmpty { pieces = [""] }
        let endOffset = (pieces.count == 1 ? head.utf16.count : 0) + pieces[pieces.count - 1].utf16.count
        pieces[0] = head + pieces[0]
        pieces[pieces.count - 1] += tail
        let removed = lo.paragraph...hi.paragraph
        let removedLength = removed.reduce(0) { $0 + lengths[$1] } + (hi.paragraph - lo.paragraph)
        let removedRows = removed.reduce(0) { $0 + rowCounts[$1] }
        let newLengths = pieces.map { $0.utf16.count }
        let newRows = newLengths.map(estimate)
        paragraphs.replaceSubrange(removed, with: pieces)
        lengths.replaceSubrange(removed, with: newLengths)
        rowCounts.replaceSubrange(removed, with: newRows)
        wraps.replaceSubrange(removed, with: Array(repeating: nil, count: pieces.count))
        if pieces.count != removed.count {
            utf16Starts.replaceSubrange(removed, with: Array(repeating: 0, count: pieces.count))
            rowStarts.replaceSubrange(removed, with: Array(repeating: 0, count: pieces.count))
        }
        totalLength += newLengths.reduce(0, +) + pieces.count - 1 - removedLength
        totalRows += newRows.reduce(0, +) - removedRows
        validPrefix = min(validPrefix, lo.paragraph)
        joined = nil
        for i in lo.paragraph..<(lo.paragraph + pieces.count) { _ = wrappedRows(of: i) }
        return Position(paragraph: lo.paragraph + pieces.count - 1, offset: endOffset)
    }
}
