import Foundation

/// The composed screen: `width × height` cells, row-major, origin top-left.
///
/// This is the one picture every backend shows: the headless backend hands it to tests,
/// the terminal backend writes the cells that changed. Units are points (1 point = 1 cell).
public struct ScreenGrid: Hashable, Sendable {
    public private(set) var width: Int
    public private(set) var height: Int
    public var cells: [ScreenCell]

    public init(width: Int, height: Int, fill: ScreenCell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: fill, count: self.width * self.height)
    }

    @inline(__always)
    public func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

    public subscript(x: Int, y: Int) -> ScreenCell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    /// Writes one cell, keeping wide characters whole: overwriting either half of a wide
    /// character blanks the other half (with the style it had).
    ///
    ///     before       write "x" at 1      after
    ///     [汉][·][a]   ------------->      [ ][x][a]
    ///     [a][汉][·]   write "y" at 1  ->  [a][y][ ]
    public mutating func set(_ cell: ScreenCell, x: Int, y: Int) {
        guard contains(x: x, y: y) else { return }
        let index = y * width + x
        let old = cells[index]
        if old.width == 0, x > 0 {
            cells[index - 1].character = " "; cells[index - 1].width = 1
        } else if old.width == 2, x + 1 < width {
            cells[index + 1].character = " "; cells[index + 1].width = 1
        }
        if cell.width == 2 {
            guard x + 1 < width else {
                // A wide character that does not fit in the last column shows as a blank.
                cells[index] = ScreenCell(character: " ", width: 1, style: cell.style)
                return
            }
            let next = cells[index + 1]
            if next.width == 2, x + 2 < width {
                cells[index + 2].character = " "; cells[index + 2].width = 1
            }
            cells[index] = cell
            cells[index + 1] = ScreenCell(character: " ", width: 0, style: cell.style)
        } else {
            cells[index] = cell
        }
    }

    /// The screen as text, one string per row, with trailing blanks removed.
    /// Wide characters appear once (their continuation cell is skipped).
    public var lines: [String] {
        (0..<height).map { row in
            var s = ""
            for x in 0..<width {
                let c = self[x, row]
                if c.width == 0 { continue }
                s.append(c.character)
            }
            while s.last == " " { s.removeLast() }
            return s
        }
    }

    /// The screen as one string (rows joined by newlines), trailing blanks removed per row.
    public var text: String { lines.joined(separator: "\n") }

    /// Text of one row between `from` and `to` (exclusive), untrimmed.
    public func text(row: Int, from: Int = 0, to: Int? = nil) -> String {
        var s = ""
        let end = min(to ?? width, width)
        guard row >= 0, row < height, from < end else { return "" }
        for x in max(0, from)..<end where self[x, row].width != 0 { s.append(self[x, row].character) }
        return s
    }
}
