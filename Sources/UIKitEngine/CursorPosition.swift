import Foundation

/// Where the hardware cursor sits (the first responder's insertion point), in points.
public struct CursorPosition: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) { self.x = x; self.y = y }
}
