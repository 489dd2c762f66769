import Foundation

/// The font a text run is drawn in: size in points and the face's weight and slant.
/// A backend maps it onto the fonts it has (the pixel backend: a Latin sans with a CJK
/// fallback); the family is not carried, as the device's system font stands for all.
public struct RenderFont: Hashable, Sendable {
    /// Size in points (17 for iOS's body text).
    public var pointSize: Double
    /// True from semibold up.
    public var isBold: Bool
    public var isItalic: Bool

    public init(pointSize: Double, isBold: Bool = false, isItalic: Bool = false) {
        self.pointSize = pointSize; self.isBold = isBold; self.isItalic = isItalic
    }
}
