import Testing
import UIKit
import UIKitEngine

/// Which cells `present` hands to ncurses, for narrow and wide characters.
struct ScreenDiffTests {
    /// A one-row grid from text; wide characters take two cells.
    static func row(_ text: String, width: Int = 6, style: CellStyle = .plain) -> ScreenGrid {
        var grid = ScreenGrid(width: width, height: 1)
        var x = 0
        for ch in text {
            let w = max(1, TextWidth.width(of: ch))
            grid.set(ScreenCell(character: ch, width: UInt8(w), style: style), x: x, y: 0)
            x += w
        }
        return grid
    }

    static func xs(_ points: [GridPoint]) -> [Int] { points.map(\.x) }

    @Test func withoutAPreviousGridEveryLeadCellIsWrittenAndContinuationsAreSkipped() {
        let next = Self.row("a汉b")

        let points = ScreenDiff.cellsToWrite(from: nil, to: next)

        #expect(Self.xs(points) == [0, 1, 3, 4, 5])
    }

    @Test func anIdenticalGridWritesNothing() {
        let grid = Self.row("a汉b")

        #expect(ScreenDiff.cellsToWrite(from: grid, to: grid).isEmpty)
    }

    @Test("changed cells, wide characters kept whole", arguments: [
        ("abc", "axc", [1]),            // one narrow cell
        ("abc", "汉c", [0]),            // a wide char covers 0-1; c at 2 unchanged
        ("汉c", "abc", [0, 1]),         // both halves become narrow cells
        ("a汉", "a字", [1]),            // a wide char replaced by another: its lead only
        ("a汉b", "ab汉", [1, 2]),        // shifted: b at 1, the lead at 2 covers 3
        ("ab", "ab ", []),              // trailing blank equals the blank already there
    ])
    func changes(_ before: String, _ after: String, _ expected: [Int]) {
        let points = ScreenDiff.cellsToWrite(from: Self.row(before), to: Self.row(after))

        #expect(Self.xs(points) == expected)
    }

    @Test func aChangeOnlyInAContinuationCellRewritesItsLead() {
        let before = Self.row("a汉")
        var after = before
        after.cells[2].style = CellStyle(attributes: .bold)

        #expect(Self.xs(ScreenDiff.cellsToWrite(from: before, to: after)) == [1])
    }

    @Test func aStyleChangeIsAChange() {
        let before = Self.row("abc")
        let after = Self.row("abc", style: CellStyle(attributes: .reverse))

        // Only the three text cells carry the new style; the blanks stay plain.
        #expect(Self.xs(ScreenDiff.cellsToWrite(from: before, to: after)) == [0, 1, 2])
    }

    @Test func aGridOfAnotherSizeIsWrittenWhole() {
        let before = ScreenGrid(width: 3, height: 2)
        let after = ScreenGrid(width: 2, height: 2)

        let points = ScreenDiff.cellsToWrite(from: before, to: after)

        #expect(points == [GridPoint(x: 0, y: 0), GridPoint(x: 1, y: 0), GridPoint(x: 0, y: 1), GridPoint(x: 1, y: 1)])
    }

    @Test func movingAHighlightRewritesExactlyTheTwoRows() {
        func list(selected: Int) -> ScreenGrid {
            var g = ScreenGrid(width: 4, height: 5)
            for y in 0..<5 {
                for x in 0..<4 {
                    g.set(ScreenCell(character: x == 0 ? "•" : " ", style: CellStyle(attributes: y == selected ? .reverse : [])),
                          x: x, y: y)
                }
            }
            return g
        }

        let points = ScreenDiff.cellsToWrite(from: list(selected: 1), to: list(selected: 2))

        #expect(Set(points.map(\.y)) == [1, 2])
        #expect(points.count == 8)
    }
}

/// Blank cells compared and written by what they show.
struct TerminalVisibleGridTests {
    static let tint = CellStyle(foreground: .rgb(0, 122, 255))
    static let boldTint = CellStyle(foreground: .rgb(0, 122, 255), attributes: [.bold, .italic])

    static func styles(_ grid: ScreenGrid) -> [CellStyle] { Array(grid.cells.prefix(grid.width)) .map(\.style) }

    @Test func aBlankTakesTheUnseenStyleOfTheCellBeforeIt() {
        var grid = ScreenGrid(width: 6, height: 1)
        grid[0, 0] = ScreenCell(character: " ")                              // leads into "a"
        grid[1, 0] = ScreenCell(character: "a", style: Self.boldTint)
        grid[2, 0] = ScreenCell(character: " ", style: CellStyle(background: .rgb(9, 9, 9), attributes: .dim))
        grid[3, 0] = ScreenCell(character: " ")                              // follows the blank before
        grid[4, 0] = ScreenCell(character: " ", style: CellStyle(attributes: .reverse))
        grid[5, 0] = ScreenCell(character: " ", style: CellStyle(attributes: .underline))

        let visible = ScreenDiff.visible(grid)

        #expect(Self.styles(visible) == [
            Self.boldTint,
            Self.boldTint,
            CellStyle(foreground: .rgb(0, 122, 255), background: .rgb(9, 9, 9), attributes: [.bold, .italic]),
            CellStyle(foreground: .rgb(0, 122, 255), attributes: [.bold, .italic]),
            CellStyle(attributes: .reverse),      // a reverse blank shows its foreground
            CellStyle(attributes: .underline),    // so does an underlined one
        ])
        #expect(visible.cells.map(\.character) == grid.cells.map(\.character))
    }

    @Test func aChangeNobodyCanSeeWritesNothingAndAVisibleOneIsWritten() {
        let before = ScreenDiffTests.row("ab  ", width: 4)
        var unseen = before
        unseen[2, 0].style = Self.boldTint
        var seen = before
        seen[2, 0].style = CellStyle(background: .rgb(0, 122, 255))

        let unseenPoints = ScreenDiff.cellsToWrite(from: ScreenDiff.visible(before), to: ScreenDiff.visible(unseen))
        let seenPoints = ScreenDiff.cellsToWrite(from: ScreenDiff.visible(before), to: ScreenDiff.visible(seen))

        #expect(unseenPoints.isEmpty)
        #expect(ScreenDiffTests.xs(seenPoints) == [2])
    }
}
