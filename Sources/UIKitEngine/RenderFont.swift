import Foundation

/// The font a text run is drawn in: size in points and the face's weight and slant.
/// A backend maps it onto the fonts it has (the pixel backend: Inter, with DejaVu and a
/// CJK fallback); the family is not carried, as the device's system font stands for all.
public struct RenderFont: Hashable, Sendable {
    /// Size in points (17 for iOS's body text).
    public var pointSize: Double
    /// True from semibold up.
    public var isBold: Bool
    public var isItalic: Bool
    /// `UIFont.Weight`'s raw value: 0 regular, 0.23 medium, 0.3 semibold, 0.4 bold.
    public var weight: Double

    /// A font of `pointSize`; `weight` defaults to bold's (0.4) when `isBold`, else regular's.
    public init(pointSize: Double, isBold: Bool = false, isItalic: Bool = false, weight: Double? = nil) {
        self.pointSize = pointSize; self.isBold = isBold; self.isItalic = isItalic
        self.weight = weight ?? (isBold ? 0.4 : 0)
    }
}
