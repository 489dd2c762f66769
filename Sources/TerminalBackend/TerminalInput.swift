import CNCursesW
import UIKit
import UIKitEngine

/// One raw input item as ncursesw reports it, before it becomes a `BackendEvent`.
///
/// `TerminalBackend` reads these with `wget_wch(3X)` (a character, or a key code when it
/// returns `KEY_CODE_YES`), `getmouse(3X)` after `KEY_MOUSE`, and the size after a
/// resize. Keeping this step a value lets tests feed the decoder without a terminal.
public enum TerminalInput: Equatable, Sendable {
    /// `wget_wch` returned `OK`: one wide character (a Unicode scalar value; control
    /// characters included, since the terminal is in raw mode).
    case character(UInt32)
    /// `wget_wch` returned `KEY_CODE_YES`: an ncurses key code (`KEY_UP`, `KEY_BTAB`, …).
    /// `name` is `keyname(code)` for codes above `KEY_MAX` (terminfo extended keys such
    /// as `kUP5` for Ctrl-Up), nil otherwise.
    case keyCode(Int32, name: String? = nil)
    /// A mouse report from `getmouse`: cell position and the ncurses `bstate` mask.
    case mouse(x: Int, y: Int, buttonState: UInt32)
    /// The terminal now has this size (after `KEY_RESIZE` / `SIGWINCH`), in cells.
    case resize(width: Int, height: Int)
    /// The terminal's bracketed-paste start marker (`ESC [ 200 ~`, terminfo `PS`).
    case pasteStart
    /// The bracketed-paste end marker (`ESC [ 201 ~`, terminfo `PE`).
    case pasteEnd
}
