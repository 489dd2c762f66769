import Foundation

/// How much room an environment has along one axis, as `UIUserInterfaceSizeClass`
/// (iOS 8): an iPhone in portrait is compact across and regular down, in landscape
/// compact down; an iPad's full screen is regular both ways.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}
