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
    /// An input method's text being composed and not yet committed (pinyin before a
    /// character is chosen): the whole composition each time it changes, empty when it
    /// ends; the chosen text then arrives as key text. UIKit shows it as the first
    /// responder's marked text (`UITextInput.setMarkedText(_:selectedRange:)`).
    case textComposition(String)
}
