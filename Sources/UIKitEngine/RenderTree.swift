import Foundation

/// One frame of the screen for a pixel device: the visible windows' view trees, back to
/// front, in screen points. What `RenderTreeBackend.present(_:)` receives instead of a
/// cell grid; a character-cell backend never sees one.
public struct RenderTree: Equatable, Sendable {
    /// The screen's size in points.
    public var size: CGSize
    /// Painted before the windows (the system background of the screen).
    public var backgroundColor: RenderColor
    /// The windows, back to front.
    public var windows: [RenderNode]

    public init(size: CGSize, backgroundColor: RenderColor = .black, windows: [RenderNode] = []) {
        self.size = size; self.backgroundColor = backgroundColor; self.windows = windows
    }

    /// The number of view nodes in the frame.
    public var nodeCount: Int { windows.reduce(0) { $0 + $1.nodeCount } }
}
