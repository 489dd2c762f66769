import Foundation

/// A font's vertical metrics as a device lays text out, in points (UIFont's names and
/// signs: `descender` is negative, below the baseline).
public struct TextLineMetrics: Equatable, Sendable {
    /// Height above the baseline (`UIFont.ascender`).
    public var ascender: CGFloat
    /// Depth below the baseline, negative (`UIFont.descender`).
    public var descender: CGFloat
    /// The distance from one line's top to the next line's (`UIFont.lineHeight`):
    /// ascender − descender plus any line gap.
    public var lineHeight: CGFloat

    public init(ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat) {
        self.ascender = ascender; self.descender = descender; self.lineHeight = lineHeight
    }
}
