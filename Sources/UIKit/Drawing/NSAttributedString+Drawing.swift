import Foundation

// UIKit's attributed-string drawing (`NSAttributedString(UIStringDrawing)`): each run in
// its `.font` and `.foregroundColor`, into the current graphics context. Sizes are in
// points: on the character-cell backends one column per cell and one row per line.
//
// Source: Apple's UIKit documentation, "NSAttributedString UIKit Additions".

// The keys (`.font`, `.foregroundColor`…) are declared in Text/NSAttributedString+UIKit.swift.

extension NSAttributedString {
    /// The size the string takes drawn on one line per hard line break.
    public func size() -> CGSize {
        if let size = TextDrawing.pointSize(self) { return size }
        return TextDrawing.size(of: TextDrawing.lines(TextDrawing.styled(self), width: nil))
    }
    /// Draws the string with its top-left corner at `point`, with no wrapping.
    public func draw(at point: CGPoint) {
        TextDrawing.draw(TextDrawing.lines(TextDrawing.styled(self), width: nil), at: point)
    }
    /// Draws the string wrapped to `rect`'s width, as many lines as fit in its height.
    public func draw(in rect: CGRect) {
        let r = rect.standardized
        TextDrawing.draw(TextDrawing.lines(TextDrawing.styled(self), width: r.width), at: r.origin,
                         maxLines: max(0, Int(r.height.rounded(.down))))
    }
}
