import Foundation

/// How the ends of stroked open subpaths look, as Core Graphics' `CGLineCap`. Kept in
/// the graphics state and in every stroke of the display list; the character-cell
/// rasteriser draws all three alike.
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}
