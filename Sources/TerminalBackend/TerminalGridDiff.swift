import UIKit

/// A cell position in points (column, row).
public struct GridPoint: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) { self.x = x; self.y = y }
    public var description: String { "(\(x),\(y))" }
}

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
public enum TerminalGridDiff {
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
