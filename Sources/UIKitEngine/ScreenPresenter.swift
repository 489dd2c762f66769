import Foundation

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
