import Foundation

/// A blur of the content behind a `UIVisualEffectView`, as `UIBlurEffect`.
///
/// Terminal and pixel screens draw no blur: a visual effect view with a blur shows a
/// plain backdrop of the style's colour (docs/DECISIONS.md, "Visual effect views drawn as
/// a plain backdrop").
///
/// Source: Apple's UIBlurEffect and UIBlurEffect.Style documentation.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur styles, as `UIBlurEffect.Style` (raw values as UIKit's).
    public enum Style: Int, Sendable, CaseIterable {
        case extraLight = 0, light = 1, dark = 2
        /// tvOS only in UIKit; kept so every raw value reads back.
        case extraDark = 3
        case regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8
        case systemThickMaterial = 9, systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
        case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
        case systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    /// The style the effect was made with (UIKit keeps it private; package code reads it).
    package let style: Style

    /// A blur of `style`, as `init(style:)`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIBlurEffect else { return false }
        return type(of: other) == type(of: self) && other.style == style
    }

    open override var hash: Int { style.rawValue }

    /// The colour a screen without blur shows for this style: the light styles a light
    /// grey (white for `extraLight`), the dark ones a dark grey, and the adaptive ones
    /// (`regular`, `prominent`, `systemMaterial`…) one or the other by the traits'
    /// `userInterfaceStyle`, as the materials themselves follow it.
    @MainActor var _backdropColor: UIColor {
        let light = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
        let dark = UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1)
        switch style {
        case .extraLight: return .white
        case .light, .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
             .systemThickMaterialLight, .systemChromeMaterialLight:
            return light
        case .dark, .extraDark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
             .systemThickMaterialDark, .systemChromeMaterialDark:
            return dark
        case .regular, .prominent, .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial,
             .systemThickMaterial, .systemChromeMaterial:
            return UIColor { $0.userInterfaceStyle == .dark ? dark : light }
        }
    }
}
