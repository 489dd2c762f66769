import Foundation

/// One presentation of the screen, as the application hands it to `UIBackend.present(_:)`.
public struct ScreenUpdate: Sendable {
    /// The whole composed picture (cells = points), exactly as composed.
    public var grid: ScreenGrid
    /// The picture as a character-cell device shows it (`ScreenDiff.visible(grid)`): what
    /// a terminal writes, with blanks in the style that costs least.
    public var visibleGrid: ScreenGrid
    /// The cells to write, row by row, left to right: those that look different from the
    /// previous update (`ScreenDiff.cellsToWrite`), every cell when `isFull`. May be empty
    /// when only unseen attributes changed (a backend that keeps the grid still stores it).
    public var changes: [GridPoint]
    /// True when there is no earlier picture to build on (the first update, or the first
    /// after a resize): a backend writes everything.
    public var isFull: Bool
    /// Where the hardware cursor sits (the first responder's insertion point), or nil to
    /// hide it.
    public var cursor: CursorPosition?
    /// True when `cursor` differs from the previous update's.
    public var cursorMoved: Bool

    public init(grid: ScreenGrid, visibleGrid: ScreenGrid? = nil, changes: [GridPoint], isFull: Bool,
                cursor: CursorPosition?, cursorMoved: Bool = true) {
        self.grid = grid
        self.visibleGrid = visibleGrid ?? ScreenDiff.visible(grid)
        self.changes = changes
        self.isFull = isFull
        self.cursor = cursor
        self.cursorMoved = cursorMoved
    }
}
