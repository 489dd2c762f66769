import Foundation

extension UIFont {
    /// A Dynamic Type text style, as `UIFont.TextStyle`, with Apple's raw values
    /// (`"UICTFontTextStyleBody"`; large title is `"UICTFontTextStyleTitle0"`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size (points), weight and line height (leading, points) at the default content
        /// size (Large), from Apple's Human Interface Guidelines, "Typography", iOS "Dynamic
        /// Type sizes" table. Unknown styles are body's.
        var _metrics: (size: CGFloat, weight: Weight, leading: CGFloat) {
            switch self {
            case .largeTitle: (34, .regular, 41)
            case .title1: (28, .regular, 34)
            case .title2: (22, .regular, 28)
            case .title3: (20, .regular, 25)
            case .headline: (17, .semibold, 22)
            case .subheadline: (15, .regular, 20)
            case .callout: (16, .regular, 21)
            case .footnote: (13, .regular, 18)
            case .caption1: (12, .regular, 16)
            case .caption2: (11, .regular, 13)
            default: (17, .regular, 22)
            }
        }

        /// A style from Interface Builder's name, which also spells large title
        /// `UICTFontTextStyleLargeTitle`.
        static func _fromInterfaceBuilder(_ name: String) -> TextStyle {
            name == "UICTFontTextStyleLargeTitle" ? .largeTitle : TextStyle(rawValue: name)
        }
    }
}
