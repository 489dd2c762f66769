import Foundation

/// Scales fonts and values for Dynamic Type, as `UIFontMetrics` (iOS 11). Content size
/// categories are not modelled (every device is at the default, Large), so fonts and
/// values come back at their given size, capped by a maximum where one is given.
///
/// Source: Apple's UIKit documentation, "UIFontMetrics".
public final class UIFontMetrics: NSObject, @unchecked Sendable {
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// The metrics of body text.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public func scaledFont(for font: UIFont) -> UIFont { font }
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}

extension UIFont.TextStyle {
    /// The style's font metrics.
    public var metrics: UIFontMetrics { UIFontMetrics(forTextStyle: self) }
}
