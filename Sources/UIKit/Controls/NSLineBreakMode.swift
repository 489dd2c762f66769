import Foundation

/// What a label does with text that does not fit, as `NSLineBreakMode`. Raw values are
/// UIKit's. Truncation marks cut text with "…" (U+2026, one cell).
public enum NSLineBreakMode: Int, Hashable, Sendable {
    /// Wrap at word boundaries (spaces, and between CJK characters); a word longer than
    /// the line is broken between characters.
    case byWordWrapping = 0
    /// Wrap between any two characters.
    case byCharWrapping = 1
    /// Cut text at the edge, no mark.
    case byClipping = 2
    /// Show the end of the text, "…" at the start of the last line.
    case byTruncatingHead = 3
    /// Show the start of the text, "…" at the end of the last line (UILabel's default).
    case byTruncatingTail = 4
    /// Show both ends with "…" in the middle of the last line.
    case byTruncatingMiddle = 5
}
