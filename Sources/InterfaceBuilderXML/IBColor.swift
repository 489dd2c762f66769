import Foundation

/// A colour element (`<color key=…/>`), in the form it was written.
public enum IBColor: Equatable, Sendable {
    /// `red green blue alpha` in sRGB, calibrated RGB or device RGB (0…1 each).
    case rgb(red: Double, green: Double, blue: Double, alpha: Double, colorSpace: String)
    /// `white alpha` (calibrated white, generic gamma 2.2 grey).
    case white(Double, alpha: Double, colorSpace: String)
    /// A UIKit system colour (`systemColor="labelColor"`, `cocoaTouchSystemColor="darkTextColor"`).
    case system(String)
    /// An asset-catalogue colour (`name="primaryAccentColor"`), with its resource fallback if any.
    case named(String)
}
