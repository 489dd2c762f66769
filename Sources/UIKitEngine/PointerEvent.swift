import Foundation

/// A mouse event in screen points (a terminal's are whole cells).
///
/// A press is `.down`, motion with the button held (a drag) is `.move`, the release is
/// `.up`; UIKit turns the three into one touch's began, moved and ended phases. `.click`
/// is a press and release at one position delivered together (a terminal that resolved
/// the click itself, or a test's `click(x:y:)`): a touch that begins and ends there.
/// `.secondaryClick` is the right button, a context menu's request (iPadOS's secondary
/// click), never a touch.
///
/// `x` and `y` name the whole unit of the device grid the pointer is in (a cell on a
/// terminal, a point in a window); UIKit places the touch at that unit's centre, the
/// way the compositor, which rounds a fractional frame down to the unit it starts in,
/// shows what covers it (see `location`).
public struct PointerEvent: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case down, move, up, click
        /// A press of the secondary (right) button: asks for the context menu of what is
        /// under the pointer; it is not a touch.
        case secondaryClick
        /// Wheel: positive `deltaY` scrolls content up (shows what is below).
        case scroll(deltaX: Int, deltaY: Int)
    }
    public var kind: Kind
    public var x: Int
    public var y: Int
    public init(kind: Kind, x: Int, y: Int) { self.kind = kind; self.x = x; self.y = y }

    /// Where the touch is, in screen points: the centre of the unit `(x, y)`, so a view
    /// whose frame starts half-way into a unit (a button centred in an odd number of
    /// rows, at y = 7.5) receives the clicks on the row it is drawn in.
    public var location: CGPoint { CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5) }
}
