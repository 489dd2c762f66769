import Foundation

/// One thing a view draws besides its background and border, in screen points.
///
/// Shapes are flattened to polygons (curves already divided into short segments by UIKit),
/// so a backend needs only a polygon filler with anti-aliasing and a text drawer.
public enum RenderItem: Equatable, Sendable {
    /// Fills the closed polygons `subpaths` (each a list of vertices) by the non-zero
    /// winding rule, or even-odd when `evenOdd`.
    case fill(subpaths: [[CGPoint]], evenOdd: Bool, color: RenderColor)
    /// Strokes the polylines `subpaths` with a pen `lineWidth` points wide (round joins and
    /// caps); a closed subpath repeats its first point at the end.
    case stroke(subpaths: [[CGPoint]], lineWidth: Double, color: RenderColor)
    /// A run of text.
    case text(RenderText)
    /// A bitmap image.
    case image(RenderImage)
}
