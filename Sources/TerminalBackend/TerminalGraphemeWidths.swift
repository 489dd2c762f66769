#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNCursesW
import UIKit

/// How a terminal lays out an emoji cluster, which decides how much of a cluster can be
/// written whole while ncurses and the terminal agree on where the cursor is.
///
/// ncurses advances the cursor by `wcwidth(3)` of the *first* character of each cell it
/// writes (`cchar_t`), and moves relative to where it believes the cursor is. Measured
/// in tmux 3.3a (`cursor_x` after printing the cluster at column 0):
///
/// | cluster          | `wcwidth` of each scalar | tmux 3.3a | grapheme-aware terminals |
/// |------------------|--------------------------|-----------|--------------------------|
/// | `🇯🇵`             | 1 1                      | 2         | 2                        |
/// | `👨‍👩‍👧` (ZWJ)       | 2 0 2 0 2                | 2         | 2                        |
/// | `❤️` (VS16)       | 1 0                      | 1         | 2                        |
/// | `👍🏽` (skin tone)  | 2 2                      | 4         | 2                        |
///
/// The grid gives every one of them 2 cells (`TextWidth`), so each mode writes what both
/// ncurses and that terminal count as 2 columns (see `TerminalGlyphMapper`).
public enum TerminalGraphemeWidths: String, Sendable, CaseIterable {
    /// Every code point takes its `wcwidth`, except those joined to the one before by a
    /// zero-width joiner: tmux up to 3.3, xterm, VTE. A VS16 does not widen; a skin tone
    /// is a second wide character, so it is left out (the base emoji keeps the cell).
    case codePoints
    /// An emoji cluster is one cell of two columns: tmux 3.4 and later (its
    /// `utf8_should_combine`), kitty, WezTerm, iTerm2, Ghostty. Skin tones on wide bases
    /// are written; a VS16 or skin tone on a one-column base is left out (the terminal
    /// would widen the cell while ncurses counts one column), and the base is padded.
    case clusters

    /// The mode for the terminal described by `environment`: `TERM_PROGRAM` and
    /// `TERM_PROGRAM_VERSION` (set by tmux, WezTerm, iTerm2, Ghostty), `TERM`
    /// (`xterm-kitty`, `xterm-ghostty`) and `KITTY_WINDOW_ID`. Anything else is
    /// `.codePoints`, the rule ncurses itself follows.
    public static func detect(environment: [String: String]) -> TerminalGraphemeWidths {
        let program = environment["TERM_PROGRAM"] ?? ""
        if program == "tmux" {
            // tmux 3.4 (2024) added utf8-combined.c: flags, skin tones and VS16 clusters
            // in one cell of two columns.
            let parts = (environment["TERM_PROGRAM_VERSION"] ?? "").split(whereSeparator: { !$0.isNumber })
            let major = parts.first.flatMap { Int($0) } ?? 0
            let minor = parts.dropFirst().first.flatMap { Int($0) } ?? 0
            return (major, minor) >= (3, 4) ? .clusters : .codePoints
        }
        if ["WezTerm", "iTerm.app", "ghostty"].contains(program) { return .clusters }
        let term = environment["TERM"] ?? ""
        if term == "xterm-kitty" || term == "xterm-ghostty" || environment["KITTY_WINDOW_ID"] != nil { return .clusters }
        return .codePoints
    }
}
