import Foundation

/// What a backend reports to the application: input, size changes, interruption.
public enum BackendEvent: Sendable, Equatable {
    /// A key press (terminal keys arrive as a press and an immediate release).
    case key(UIKey)
    /// A pointer event at a position in points (screen coordinates).
    case pointer(PointerEvent)
    /// The screen changed size (terminal resize), in points.
    case resize(width: Int, height: Int)
    /// The user asked to quit (Ctrl-C). The application quits unless its delegate handles it.
    case interrupt
}
