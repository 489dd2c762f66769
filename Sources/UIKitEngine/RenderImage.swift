import Foundation

/// A bitmap image drawn into a rectangle: the file it comes from (PNG), the rectangle it
/// fills in screen points (already placed by the view's content mode, so it may extend
/// past the view: the node's clip limits it), and for a template image the colour its
/// shape is drawn in. The backend decodes the file (and keeps it decoded); an image it
/// cannot read draws nothing.
public struct RenderImage: Equatable, Sendable {
    /// The image file's path.
    public var path: String
    /// Where the whole image goes, in screen points.
    public var frame: CGRect
    /// Template images: every pixel is this colour at the pixel's alpha (nil: as is).
    public var tint: RenderColor?

    public init(path: String, frame: CGRect, tint: RenderColor? = nil) {
        self.path = path; self.frame = frame; self.tint = tint
    }
}
