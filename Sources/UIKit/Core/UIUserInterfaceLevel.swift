import Foundation

/// Whether content sits at the base of the window or above it (a sheet, a popover), as
/// `UIUserInterfaceLevel` (iOS 13): dark backgrounds are lighter when elevated.
public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1
    case base = 0
    case elevated = 1
}
