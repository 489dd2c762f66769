import Foundation

/// The direction of a user interface, as `UIUserInterfaceLayoutDirection`: left to right
/// (English) or right to left (Arabic, Hebrew). Raw values are Apple's.
/// Source: Apple's UIKit documentation, "UIUserInterfaceLayoutDirection".
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}
