import Foundation

/// A font (`<fontDescription key=… type="system" pointSize="17"/>`, `style="UICTFontTextStyleBody"`,
/// or `name="Helvetica" family="Helvetica"`).
public struct IBFont: Equatable, Sendable {
    /// `system`, `boldSystem`, `italicSystem`, `custom` … (nil for text styles).
    public var type: String?
    public var pointSize: Double?
    /// A text style (`UICTFontTextStyleBody`).
    public var style: String?
    /// A named font (`name`, `family`).
    public var name: String?
    public var family: String?
    public var weight: String?
    public init(type: String? = nil, pointSize: Double? = nil, style: String? = nil, name: String? = nil, family: String? = nil, weight: String? = nil) {
        self.type = type; self.pointSize = pointSize; self.style = style; self.name = name; self.family = family; self.weight = weight
    }
}
