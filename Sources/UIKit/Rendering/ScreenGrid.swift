import Foundation

/// A colour as a backend cell stores it: the terminal's default, or an sRGB triple
/// that a backend maps to what the device has (256 colours, 8 colours, none).
public enum CellColor: Hashable, Sendable {
    case `default`
    case rgb(UInt8, UInt8, UInt8)
}

/// Text attributes of one cell.
public struct CellAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let bold = CellAttributes(rawValue: 1 << 0)
    /// Dim (faint): disabled controls, dimmed backgrounds under a HUD or a modal.
    public static let dim = CellAttributes(rawValue: 1 << 1)
    public static let reverse = CellAttributes(rawValue: 1 << 2)
    public static let underline = CellAttributes(rawValue: 1 << 3)
    public static let italic = CellAttributes(rawValue: 1 << 4)
}

/// The style a cell is drawn with.
public struct CellStyle: Hashable, Sendable {
    public var foreground: CellColor
    public var background: CellColor
    public var attributes: CellAttributes
    public init(foreground: CellColor = .default, background: CellColor = .default,
                attributes: CellAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }
    public static let plain = CellStyle()
}

/// One cell of the screen grid: 1 point × 1 point.
///
/// A wide character (East Asian wide, most emoji) occupies two cells: the first holds
/// the character with `width == 2`, the second is a continuation cell with `width == 0`
/// and the same style. A backend writes the first and skips the continuation.
public struct ScreenCell: Hashable, Sendable {
    public var character: Character
    /// 1 for a normal cell, 2 for the leading half of a wide character, 0 for its trailing half.
    public var width: UInt8
    public var style: CellStyle
    public init(character: Character = " ", width: UInt8 = 1, style: CellStyle = .plain) {
        self.character = character
        self.width = width
        self.style = style
    }
    public static let blank = ScreenCell()
}

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

/// Where the hardware cursor sits (the first responder's insertion point), in points.
public struct CursorPosition: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) { self.x = x; self.y = y }
}
