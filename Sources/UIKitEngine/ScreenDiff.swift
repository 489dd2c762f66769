import Foundation

/// Decides which cells of a new grid must be written, given the grid presented before.
///
/// Rules (continuation cells, width 0, are never written on their own):
///
///     previous         next            written
///     [a][b][c]        [a][x][c]       (1,y)          one changed cell
///     [a][b][c]        [汉][·][c]      (0,y)          a wide char covers both columns
///     [汉][·][c]       [a][b][c]       (0,y),(1,y)    both halves become narrow cells
///     [a][汉][·]       [a][汉][·]*     (1,y)          only the continuation changed
///                                                     (*style): its lead is rewritten
///
/// With no previous grid, or one of another size, every cell is written.
///
/// This is the only place where screens are compared: the application diffs each newly
/// composed grid as it *looks* (`visible(_:)`) against the one it presented before and
/// hands the result to the backend in a `ScreenUpdate`, so a style change nobody can see
/// writes nothing and no backend compares grids itself.
public enum ScreenDiff {
    /// Attributes a blank cell does not show.
    static let unseenOnBlanks: CellAttributes = [.bold, .dim, .italic]

    /// `grid` with every blank cell in the style that draws it with the fewest changes:
    /// a blank (a one-column space without reverse or underline) shows only its
    /// background, so it takes the foreground colour and the bold, dim and italic of
    /// the cell before it on the row (blanks at the start of a row: of the first cell
    /// that is not such a blank). Background, reverse and underline are kept: those
    /// are seen.
    ///
    ///     " Anna" [default]  "   " [tint fg]  "+41 79" [tint]   as drawn
    ///     " Anna" [default]  "   " [default]  "+41 79" [tint]   as compared and written
    ///
    /// The picture is the same; ncurses gets runs of identical cells (one `ECH` for the
    /// gap, no colour switch around it), and a blank whose hidden style alone changed
    /// is not written at all.
    public static func visible(_ grid: ScreenGrid) -> ScreenGrid {
        var out = grid
        let w = grid.width
        guard w > 0 else { return out }
        func isPlainBlank(_ cell: ScreenCell) -> Bool {
            cell.width == 1 && cell.holdsSpace && cell.style.attributes.isDisjoint(with: [.reverse, .underline])
        }
        for y in 0..<grid.height {
            let row = y * w
            let lead = (0..<w).first { !isPlainBlank(grid.cells[row + $0]) }.map { grid.cells[row + $0].style } ?? .plain
            for x in 0..<w {
                let cell = out.cells[row + x]
                guard isPlainBlank(cell) else { continue }
                var style = cell.style
                let before = x > 0 ? out.cells[row + x - 1].style : lead
                style.foreground = before.foreground
                style.attributes = style.attributes.subtracting(unseenOnBlanks)
                    .union(before.attributes.intersection(unseenOnBlanks))
                out.cells[row + x].style = style
            }
        }
        return out
    }

    public static func cellsToWrite(from previous: ScreenGrid?, to next: ScreenGrid) -> [GridPoint] {
        let w = next.width, h = next.height
        let comparable = previous.map { $0.width == w && $0.height == h } ?? false
        var points: [GridPoint] = []
        for y in 0..<h {
            let row = y * w
            var lastAdded = -1
            for x in 0..<w {
                let cell = next.cells[row + x]
                if comparable, let previous, previous.cells[row + x] == cell { continue }
                var target = x
                if cell.width == 0, x > 0, next.cells[row + x - 1].width == 2 { target = x - 1 }
                if target != lastAdded {
                    points.append(GridPoint(x: target, y: y))
                    lastAdded = target
                }
            }
        }
        return points
    }
}
