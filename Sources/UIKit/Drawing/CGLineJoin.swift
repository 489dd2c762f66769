import Foundation

/// How stroked segments meet, as Core Graphics' `CGLineJoin`. Kept in the graphics state
/// and in every stroke of the display list; the character-cell rasteriser draws corners
/// with box-drawing characters whatever the join.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}
