import Foundation

/// A colour as drawing records it: sRGB components and alpha, 0…1 (global alpha folded in).
package struct DrawingColor: Hashable, Sendable {
    package var red: Double, green: Double, blue: Double, alpha: Double
    package init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    init(_ color: CGColor) {
        let c = color.sRGBComponents
        self.init(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha))
    }
    package static let black = DrawingColor(red: 0, green: 0, blue: 0, alpha: 1)
    func multiplyingAlpha(_ a: CGFloat) -> DrawingColor {
        DrawingColor(red: red, green: green, blue: blue, alpha: alpha * Double(a))
    }
}

/// The font a text command was drawn with: its size in points and whether it is bold.
package struct DrawingFont: Hashable, Sendable {
    package var pointSize: CGFloat
    package var isBold: Bool
}

/// The region drawing is limited to: the intersection of `paths` (each filled by its
/// rule), all in layer coordinates. Empty `paths` means no limit.
package struct DrawingClip: Hashable, Sendable {
    package var paths: [ClipPath] = []
    package struct ClipPath: Hashable, Sendable {
        package var elements: [PathElement]
        package var rule: CGPathFillRule
        /// The path's rectangle when it is an axis-aligned rectangle (the common case).
        package var rect: CGRect?
    }
}

/// The state a stroke is drawn with.
package struct StrokeStyle: Hashable, Sendable {
    /// Line width in user-space units; the pen is `transform`'s image of a circle this wide.
    package var lineWidth: CGFloat
    package var lineCap: CGLineCap
    package var lineJoin: CGLineJoin
    package var miterLimit: CGFloat
    package var dashPhase: CGFloat
    package var dashLengths: [CGFloat]
    /// The user-space → layer transform at the time of the stroke (shapes the pen).
    package var transform: CGAffineTransform
}

/// One command of a view's display list: what `draw(_:)` produced, in the view's layer
/// coordinates (points, origin at the top-left of the view's bounds rectangle as it was
/// when drawn). A backend that draws real pixels replays these exactly; the character-cell
/// backends rasterise them (`CellRasterizer`).
package enum DrawingCommand: Hashable, Sendable {
    /// Fills `path` (layer coordinates) by `rule`.
    case fill(path: [PathElement], rule: CGPathFillRule, color: DrawingColor, clip: DrawingClip)
    /// Strokes `path` (layer coordinates).
    case stroke(path: [PathElement], style: StrokeStyle, color: DrawingColor, clip: DrawingClip)
    /// Makes `rect` (layer coordinates, after `transform`) transparent.
    case clear(rect: CGRect, transform: CGAffineTransform, clip: DrawingClip)
    /// One line of text whose line box starts at `origin` (top-left, user space mapped by
    /// `transform` to layer coordinates); no colour means the device's text colour.
    case text(String, origin: CGPoint, transform: CGAffineTransform, font: DrawingFont, color: DrawingColor?, clip: DrawingClip)

    package var clip: DrawingClip {
        switch self {
        case .fill(_, _, _, let c), .stroke(_, _, _, let c), .clear(_, _, let c), .text(_, _, _, _, _, let c): return c
        }
    }
}
