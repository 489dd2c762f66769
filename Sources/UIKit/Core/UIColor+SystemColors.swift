import Foundation

// UIKit's fixed colours and its system colours.
//
// Fixed colours (`black` … `brown`, `clear`, `lightText`, `darkText`) have the components
// Apple's documentation gives for each ("UIColor", "Standard colors" and "Fixed colors").
//
// System colours are dynamic: light and dark values (and, for the backgrounds, the dark
// value at the elevated level) as UIKit resolves them on iOS 15–17, 0…255 sRGB plus
// alpha. Sources: Apple's Human Interface Guidelines, "Color" (system colours and greys,
// iOS 15 table); for the label, fill, separator and background colours in light mode, the
// values UIKit returns at run time as published by Noah Gilmore ("Backwards compatibility
// for iOS 13 system colors", noahgilmore.com, 2019, and its ColorCompatibility library),
// in dark mode PerseusUISystemKit's device-checked tables. Dark backgrounds: black, then
// #1C1C1E, #2C2C2E at the base level, each one grey lighter when elevated (#1C1C1E,
// #2C2C2E, #3A3A3C), the "base and elevated" pairs of Apple's WWDC 2019 "What's New in iOS
// Design" and Dark Mode guidelines.
extension UIColor {
    // MARK: Fixed colours

    /// Grey 0, alpha 0.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Grey 0.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Grey 1.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Grey 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Grey 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// Grey 1/2.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// RGB 1, 0, 0.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// RGB 0, 1, 0.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// RGB 0, 0, 1.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// RGB 0, 1, 1.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// RGB 1, 1, 0.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// RGB 1, 0, 1.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// RGB 1, 0.5, 0.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// RGB 0.5, 0, 0.5.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// RGB 0.6, 0.4, 0.2.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Text on dark backgrounds: white at 60 % opacity (not dynamic).
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Text on light backgrounds: black (not dynamic).
    public static let darkText = UIColor(white: 0, alpha: 1)

    private static func system(_ name: String, _ light: (Int, Int, Int, CGFloat), _ dark: (Int, Int, Int, CGFloat),
                               elevated: (Int, Int, Int, CGFloat)? = nil,
                               native: SystemColorEntry.NativeRole? = nil) -> UIColor {
        UIColor(kind: .system(SystemColorEntry(name, light: light, dark: dark, darkElevated: elevated, native: native)))
    }

    // MARK: Standard (adaptable) colours

    public static let systemRed = system("systemRedColor", (255, 59, 48, 1), (255, 69, 58, 1))
    public static let systemOrange = system("systemOrangeColor", (255, 149, 0, 1), (255, 159, 10, 1))
    public static let systemYellow = system("systemYellowColor", (255, 204, 0, 1), (255, 214, 10, 1))
    public static let systemGreen = system("systemGreenColor", (52, 199, 89, 1), (48, 209, 88, 1))
    public static let systemMint = system("systemMintColor", (0, 199, 190, 1), (102, 212, 207, 1))
    public static let systemTeal = system("systemTealColor", (48, 176, 199, 1), (64, 200, 224, 1))
    public static let systemCyan = system("systemCyanColor", (50, 173, 230, 1), (100, 210, 255, 1))
    public static let systemBlue = system("systemBlueColor", (0, 122, 255, 1), (10, 132, 255, 1))
    public static let systemIndigo = system("systemIndigoColor", (88, 86, 214, 1), (94, 92, 230, 1))
    public static let systemPurple = system("systemPurpleColor", (175, 82, 222, 1), (191, 90, 242, 1))
    public static let systemPink = system("systemPinkColor", (255, 45, 85, 1), (255, 55, 95, 1))
    public static let systemBrown = system("systemBrownColor", (162, 132, 94, 1), (172, 142, 104, 1))
    public static let systemGray = system("systemGrayColor", (142, 142, 147, 1), (142, 142, 147, 1))
    public static let systemGray2 = system("systemGray2Color", (174, 174, 178, 1), (99, 99, 102, 1))
    public static let systemGray3 = system("systemGray3Color", (199, 199, 204, 1), (72, 72, 74, 1))
    public static let systemGray4 = system("systemGray4Color", (209, 209, 214, 1), (58, 58, 60, 1))
    public static let systemGray5 = system("systemGray5Color", (229, 229, 234, 1), (44, 44, 46, 1))
    public static let systemGray6 = system("systemGray6Color", (242, 242, 247, 1), (28, 28, 30, 1))

    /// The app's tint at its default: system blue (`UIColor.tintColor`, iOS 15).
    public static let tintColor = system("tintColor", (0, 122, 255, 1), (10, 132, 255, 1))

    // MARK: Label colours

    /// Primary text: black / white. A terminal draws it in its default foreground.
    public static let label = system("labelColor", (0, 0, 0, 1), (255, 255, 255, 1), native: .text)
    public static let secondaryLabel = system("secondaryLabelColor", (60, 60, 67, 0.6), (235, 235, 245, 0.6))
    public static let tertiaryLabel = system("tertiaryLabelColor", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
    public static let quaternaryLabel = system("quaternaryLabelColor", (60, 60, 67, 0.18), (235, 235, 245, 0.16))
    public static let placeholderText = system("placeholderTextColor", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
    public static let link = system("linkColor", (0, 122, 255, 1), (9, 132, 255, 1))

    // MARK: Separators and fills

    public static let separator = system("separatorColor", (60, 60, 67, 0.29), (84, 84, 88, 0.6))
    public static let opaqueSeparator = system("opaqueSeparatorColor", (198, 198, 200, 1), (56, 56, 58, 1))
    public static let systemFill = system("systemFillColor", (120, 120, 128, 0.2), (120, 120, 128, 0.36))
    public static let secondarySystemFill = system("secondarySystemFillColor", (120, 120, 128, 0.16), (120, 120, 128, 0.32))
    public static let tertiarySystemFill = system("tertiarySystemFillColor", (118, 118, 128, 0.12), (118, 118, 128, 0.24))
    public static let quaternarySystemFill = system("quaternarySystemFillColor", (116, 116, 128, 0.08), (118, 118, 128, 0.18))

    // MARK: Backgrounds (a terminal draws them all in its default background)

    public static let systemBackground = system("systemBackgroundColor", (255, 255, 255, 1), (0, 0, 0, 1),
                                                elevated: (28, 28, 30, 1), native: .background)
    public static let secondarySystemBackground = system("secondarySystemBackgroundColor", (242, 242, 247, 1),
                                                         (28, 28, 30, 1), elevated: (44, 44, 46, 1), native: .background)
    public static let tertiarySystemBackground = system("tertiarySystemBackgroundColor", (255, 255, 255, 1),
                                                        (44, 44, 46, 1), elevated: (58, 58, 60, 1), native: .background)
    public static let systemGroupedBackground = system("systemGroupedBackgroundColor", (242, 242, 247, 1),
                                                       (0, 0, 0, 1), elevated: (28, 28, 30, 1), native: .background)
    public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackgroundColor",
                                                                (255, 255, 255, 1), (28, 28, 30, 1),
                                                                elevated: (44, 44, 46, 1), native: .background)
    public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackgroundColor",
                                                               (242, 242, 247, 1), (44, 44, 46, 1),
                                                               elevated: (58, 58, 60, 1), native: .background)
    /// Deprecated in iOS 13: `systemGroupedBackground`.
    public static var groupTableViewBackground: UIColor { systemGroupedBackground }

    // MARK: By name

    /// Every system colour by UIKit's name (`"systemRedColor"`, `"labelColor"`), as
    /// Interface Builder's `systemColor=` and `cocoaTouchSystemColor=` give them.
    static let _namedColors: [String: UIColor] = {
        var table: [String: UIColor] = [:]
        let all: [UIColor] = [systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan,
                              systemBlue, systemIndigo, systemPurple, systemPink, systemBrown, systemGray, systemGray2,
                              systemGray3, systemGray4, systemGray5, systemGray6, tintColor, label, secondaryLabel,
                              tertiaryLabel, quaternaryLabel, placeholderText, link, separator, opaqueSeparator,
                              systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill,
                              systemBackground, secondarySystemBackground, tertiarySystemBackground,
                              systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground]
        for c in all { if case .system(let e) = c._kind { table[e.name] = c } }
        let fixed: [(String, UIColor)] = [("clearColor", clear), ("blackColor", black), ("whiteColor", white),
                                          ("darkGrayColor", darkGray), ("lightGrayColor", lightGray), ("grayColor", gray),
                                          ("redColor", red), ("greenColor", green), ("blueColor", blue), ("cyanColor", cyan),
                                          ("yellowColor", yellow), ("magentaColor", magenta), ("orangeColor", orange),
                                          ("purpleColor", purple), ("brownColor", brown), ("lightTextColor", lightText),
                                          ("darkTextColor", darkText),
                                          ("groupTableViewBackgroundColor", systemGroupedBackground),
                                          ("tableCellGroupedBackgroundColor", secondarySystemGroupedBackground)]
        for (name, c) in fixed { table[name] = c }
        return table
    }()

    /// The system or fixed colour UIKit calls `name` (with or without the `Color` suffix).
    static func _named(_ name: String) -> UIColor? {
        _namedColors[name] ?? _namedColors[name + "Color"]
    }
}
