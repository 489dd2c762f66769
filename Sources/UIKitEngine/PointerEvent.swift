import Foundation

/// A mouse event in screen points (a terminal's are whole cells).
///
/// A press is `.down`, motion with the button held (a drag) is `.move`, the release is
/// `.up`; UIKit turns the three into one touch's began, moved and ended phases. `.click`
/// is a press and release at one position delivered together (a terminal that resolved
/// the click itself, or a test's `click(x:y:)`): a touch that begins and ends there.
public struct PointerEvent: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case down, move, up, click
        /// Wheel: positive `deltaY` scrolls content up (shows what is below).
        case scroll(deltaX: Int, deltaY: Int)
    }
    public var kind: Kind
    public var x: Int
    public var y: Int
    public init(kind: Kind, x: Int, y: Int) { self.kind = kind; self.x = x; self.y = y }
}
