import Foundation

/// Light or dark appearance, as `UIUserInterfaceStyle` (iOS 12). Raw values are Apple's.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}
