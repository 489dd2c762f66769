import Foundation

/// A run of text laid out in a box: the backend measures it with its fonts, breaks it
/// into at most `numberOfLines` lines (0: as many as fit) at word boundaries, ends a cut
/// last line with "…", centres the lines vertically in `frame` and places each by
/// `alignment`.
public struct RenderText: Equatable, Sendable {
    public enum Alignment: Sendable, Equatable { case left, center, right }

    public var string: String
    /// The layout box in screen points.
    public var frame: CGRect
    public var font: RenderFont
    public var color: RenderColor
    public var alignment: Alignment
    /// Maximum lines; 1 for a single line (hard breaks drawn as spaces), 0 for no limit.
    public var numberOfLines: Int
    /// Where an insertion point is drawn: after this many characters of `string` (nil: none).
    public var caretOffset: Int?
    /// The caret's colour (the text field's tint).
    public var caretColor: RenderColor?

    public init(string: String, frame: CGRect, font: RenderFont, color: RenderColor,
                alignment: Alignment = .left, numberOfLines: Int = 1, caretOffset: Int? = nil,
                caretColor: RenderColor? = nil) {
        self.string = string; self.frame = frame; self.font = font; self.color = color
        self.alignment = alignment; self.numberOfLines = numberOfLines
        self.caretOffset = caretOffset; self.caretColor = caretColor
    }
}
