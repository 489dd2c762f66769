import Foundation

// UIKit's string drawing (`NSString(UIStringDrawing)`): measuring and drawing a string
// with attributes (`.font`, `.foregroundColor`) into the current graphics context, the
// methods `draw(_:)` implementations call. Also on `String`, as Swift code on iOS calls
// them on string values. Sizes are in points: on the character-cell backends one column
// per cell of width and one row per line.
//
// Source: Apple's UIKit documentation, "NSString UIKit Additions".

extension NSString {
    /// The size the string takes drawn on one line per hard line break.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }
    /// Draws the string with its top-left corner at `point`, with no wrapping.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }
    /// Draws the string wrapped to `rect`'s width, as many lines as fit in its height.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }
}

extension String {
    /// The size the string takes drawn on one line per hard line break.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        if let size = TextDrawing.pointSize(NSAttributedString(string: self, attributes: attrs)) { return size }
        return TextDrawing.size(of: TextDrawing.lines(TextDrawing.styled(self, attrs), width: nil))
    }
    /// Draws the string with its top-left corner at `point`, with no wrapping.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing.draw(TextDrawing.lines(TextDrawing.styled(self, attrs), width: nil), at: point)
    }
    /// Draws the string wrapped to `rect`'s width, as many lines as fit in its height.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let r = rect.standardized
        let lines = TextDrawing.lines(TextDrawing.styled(self, attrs), width: r.width)
        TextDrawing.draw(lines, at: r.origin, maxLines: max(0, Int(r.height.rounded(.down))))
    }
}
