import Foundation

extension UIFont {
    /// A font weight, as `UIFont.Weight`: Apple's raw values (ultra light −0.8 … black
    /// 0.62, regular 0), so `Weight(rawValue:)` and comparisons behave as on iOS. A
    /// terminal draws weights from `semibold` up in bold.
    ///
    /// Source: Apple's UIKit documentation, "UIFont.Weight" (values from the iOS SDK headers).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        public static func < (l: Weight, r: Weight) -> Bool { l.rawValue < r.rawValue }

        /// The named weight nearest this one, for face names (`"Semibold"`).
        var _faceName: String {
            let named: [(Weight, String)] = [(.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"),
                                             (.regular, "Regular"), (.medium, "Medium"), (.semibold, "Semibold"),
                                             (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black")]
            return named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }

        /// The weight a face name suffix names (`Bold`, `DemiBold`, `Light`…), regular otherwise.
        static func _fromFaceName(_ name: String) -> Weight {
            let n = name.lowercased()
            let table: [(String, Weight)] = [("ultralight", .ultraLight), ("extralight", .ultraLight), ("hairline", .ultraLight),
                                             ("thin", .thin), ("light", .light), ("medium", .medium),
                                             ("semibold", .semibold), ("demibold", .semibold), ("extrabold", .heavy),
                                             ("ultrabold", .heavy), ("heavy", .heavy), ("black", .black), ("bold", .bold)]
            for (word, w) in table where n.contains(word) { return w }
            return .regular
        }
    }

    /// A width, as `UIFont.Width` (iOS 16): condensed −0.2 … expanded 0.2. Kept, not drawn.
    public struct Width: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let compressed = Width(rawValue: -0.3)
        public static let condensed = Width(rawValue: -0.2)
        public static let standard = Width(rawValue: 0)
        public static let expanded = Width(rawValue: 0.2)
    }
}
