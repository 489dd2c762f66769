import Foundation

/// One presentation of the screen, as the application hands it to `UIBackend.present(_:)`.
///
/// `grid` and `cursor` are plain values. The comparison with the previous update
/// (`visibleGrid`, `changes`) is worked out the first time a backend reads it and kept:
/// a backend that stores whole grids (headless) never pays for a cell diff, one that
/// writes cells (terminal) pays once. Either way `ScreenDiff` is the only code that
/// compares screens.
public struct ScreenUpdate: Sendable {
    /// The whole composed picture (cells = points), exactly as composed.
    public var grid: ScreenGrid
    /// The picture as a character-cell device shows it (`ScreenDiff.visible(grid)`): what
    /// a terminal writes, with blanks in the style that costs least.
    public var visibleGrid: ScreenGrid { diff.visible }
    /// The cells to write, row by row, left to right: those that look different from the
    /// previous update (`ScreenDiff.cellsToWrite`), every cell when `isFull`. May be empty
    /// when only unseen attributes changed (a backend that keeps the grid still stores it).
    public var changes: [GridPoint] { diff.changes }
    /// True when there is no earlier picture to build on (the first update, or the first
    /// after a resize): a backend writes everything.
    public var isFull: Bool
    /// Where the hardware cursor sits (the first responder's insertion point), or nil to
    /// hide it.
    public var cursor: CursorPosition?
    /// True when `cursor` differs from the previous update's.
    public var cursorMoved: Bool

    private let diff: PendingScreenDiff

    /// An update whose visible grid and changes are given (nil visible grid: worked out
    /// from `grid`).
    public init(grid: ScreenGrid, visibleGrid: ScreenGrid? = nil, changes: [GridPoint], isFull: Bool,
                cursor: CursorPosition?, cursorMoved: Bool = true) {
        self.grid = grid
        self.isFull = isFull
        self.cursor = cursor
        self.cursorMoved = cursorMoved
        let frame = PresentedFrame(grid)
        if let visibleGrid { frame.setVisible(visibleGrid) }
        self.diff = PendingScreenDiff(previous: nil, next: frame, changes: changes)
    }

    /// An update whose changes are those from `previous` to `next` (every cell when
    /// `previous` is nil), worked out when first read.
    init(previous: PresentedFrame?, next: PresentedFrame, cursor: CursorPosition?, cursorMoved: Bool) {
        self.grid = next.grid
        self.isFull = previous == nil
        self.cursor = cursor
        self.cursorMoved = cursorMoved
        self.diff = PendingScreenDiff(previous: previous, next: next, changes: nil)
    }
}

/// A presented grid and, once somebody asked, the grid as it looks (`ScreenDiff.visible`).
final class PresentedFrame: @unchecked Sendable {
    let grid: ScreenGrid
    private let lock = NSLock()
    private var cachedVisible: ScreenGrid?

    init(_ grid: ScreenGrid) { self.grid = grid }

    var visible: ScreenGrid {
        lock.withLock {
            if let v = cachedVisible { return v }
            let v = ScreenDiff.visible(grid)
            cachedVisible = v
            return v
        }
    }

    func setVisible(_ v: ScreenGrid) { lock.withLock { cachedVisible = v } }
}

/// The cell diff between two frames, computed once on first use. It keeps the two
/// frames only (never older ones), so holding an update holds at most two grids.
final class PendingScreenDiff: @unchecked Sendable {
    private let lock = NSLock()
    private var previous: PresentedFrame?
    private let next: PresentedFrame
    private var cachedChanges: [GridPoint]?

    init(previous: PresentedFrame?, next: PresentedFrame, changes: [GridPoint]?) {
        self.previous = previous
        self.next = next
        self.cachedChanges = changes
        if changes != nil { self.previous = nil }
    }

    var visible: ScreenGrid { next.visible }

    var changes: [GridPoint] {
        lock.withLock {
            if let c = cachedChanges { return c }
            let c = ScreenDiff.cellsToWrite(from: previous?.visible, to: next.visible)
            cachedChanges = c
            previous = nil
            return c
        }
    }
}
