import UIKit
import UIKitEngine

/// How many colours the terminal shows, decided once at start.
public enum TerminalColorMode: Equatable, Sendable {
    /// No colour: `NO_COLOR` is set (https://no-color.org) or the terminal has none.
    /// Attributes (bold, dim, reverse, underline, italic) still apply.
    case none
    /// The 8 ANSI colours (`COLORS < 256`).
    case basic8
    /// The xterm 256-colour palette (`COLORS >= 256`).
    case palette256

    /// Chooses the mode from what ncurses reports (`has_colors()`, `COLORS`) and the
    /// environment: `NO_COLOR` present and not empty turns colour off, as no-color.org asks.
    public static func detect(hasColors: Bool, colors: Int, environment: [String: String]) -> TerminalColorMode {
        if let v = environment["NO_COLOR"], !v.isEmpty { return .none }
        guard hasColors else { return .none }
        if colors >= 256 { return .palette256 }
        if colors >= 8 { return .basic8 }
        return .none
    }
}
