import Foundation

/// The look of a bar, as `UIBarStyle`: `.black` gives a dark bar (unless a bar tint colour
/// is set) with a white title, as UIKit draws it since iOS 7. A terminal draws every bar
/// the same (reversed).
///
/// Source: Apple's UIBarStyle documentation.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    /// Deprecated in UIKit: `.black` with `isTranslucent` true.
    case blackTranslucent = 2
}
