import Foundation

/// The application's side of `ScreenDiff`: remembers what was presented last and turns
/// each newly composed grid into a `ScreenUpdate`, or nothing when the grid and the cursor
/// are as before.
public struct ScreenPresenter: Sendable {
    private var previous: PresentedFrame?
    private var previousCursor: CursorPosition??

    /// The last grid handed to the backend, as composed.
    public var lastPresented: ScreenGrid? { previous?.grid }

    public init() {}

    /// Forgets the previous picture: the next update is full (after a resize, or when the
    /// device lost what it showed).
    public mutating func invalidate() {
        previous = nil
        previousCursor = nil
    }

    /// The update that turns the last presented picture into `grid`, or nil when neither
    /// the grid nor the cursor changed.
    public mutating func update(for grid: ScreenGrid, cursor: CursorPosition?) -> ScreenUpdate? {
        let cursorMoved = previousCursor.map { $0 != cursor } ?? true
        if !cursorMoved, let last = previous?.grid, last == grid { return nil }
        let frame = PresentedFrame(grid)
        let comparable = previous.flatMap { $0.grid.width == grid.width && $0.grid.height == grid.height ? $0 : nil }
        previous = frame
        previousCursor = .some(cursor)
        return ScreenUpdate(previous: comparable, next: frame, cursor: cursor, cursorMoved: cursorMoved)
    }
}
