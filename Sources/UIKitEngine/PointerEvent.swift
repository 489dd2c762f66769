import Foundation

/// A mouse event in screen points.
public struct PointerEvent: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case down, up, click
        /// Wheel: positive `deltaY` scrolls content up (shows what is below).
        case scroll(deltaX: Int, deltaY: Int)
    }
    public var kind: Kind
    public var x: Int
    public var y: Int
    public init(kind: Kind, x: Int, y: Int) { self.kind = kind; self.x = x; self.y = y }
}
