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

/// The application's side of `ScreenDiff`: remembers what was presented last and turns
/// each newly composed grid into a `ScreenUpdate`, or nothing when the grid and the cursor
/// are as before.
public struct ScreenPresenter: Sendable {
    private var previousVisible: ScreenGrid?
    private var previousCursor: CursorPosition??
    /// The last grid handed to the backend, as composed.
    public private(set) var lastPresented: ScreenGrid?

    public init() {}

    /// Forgets the previous picture: the next update is full (after a resize, or when the
    /// device lost what it showed).
    public mutating func invalidate() {
        previousVisible = nil
        previousCursor = nil
        lastPresented = nil
    }

    /// The update that turns the last presented picture into `grid`, or nil when neither
    /// the grid nor the cursor changed.
    public mutating func update(for grid: ScreenGrid, cursor: CursorPosition?) -> ScreenUpdate? {
        let cursorMoved = previousCursor.map { $0 != cursor } ?? true
        if !cursorMoved, let last = lastPresented, last == grid { return nil }
        let seen = ScreenDiff.visible(grid)
        let comparable = previousVisible.flatMap { $0.width == seen.width && $0.height == seen.height ? $0 : nil }
        let changes = ScreenDiff.cellsToWrite(from: comparable, to: seen)
        previousVisible = seen
        previousCursor = .some(cursor)
        lastPresented = grid
        return ScreenUpdate(grid: grid, visibleGrid: seen, changes: changes, isFull: comparable == nil,
                            cursor: cursor, cursorMoved: cursorMoved)
    }
}
