import Foundation

/// The layout direction trait (`UITraitCollection.layoutDirection`), as
/// `UITraitEnvironmentLayoutDirection`; `unspecified` in a collection that does not set it.
/// Raw values are Apple's. Source: Apple's UIKit documentation.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}
