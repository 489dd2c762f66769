import Foundation

/// The state a configuration is updated for, as `UIConfigurationState` (iOS 14): at
/// least a trait collection.
///
/// Source: Apple's UIConfigurationState documentation (custom state keys are not provided).
public protocol UIConfigurationState {
    /// A state with `traitCollection` and every flag off, as `init(traitCollection:)`.
    init(traitCollection: UITraitCollection)
    /// The traits of the view the state describes.
    var traitCollection: UITraitCollection { get set }
}
