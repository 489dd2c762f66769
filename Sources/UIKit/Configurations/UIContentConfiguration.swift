import Foundation

/// What a content view shows and how, as `UIContentConfiguration` (iOS 14): a value that
/// makes its content view and derives itself for a new state. Assign one to a cell's
/// `contentConfiguration` (`UIListContentConfiguration` for list rows, or your own type).
///
/// Source: Apple's UIContentConfiguration documentation.
public protocol UIContentConfiguration {
    /// A new content view showing this configuration, as `makeContentView()`.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// This configuration with the defaults for `state` applied to what was not customised,
    /// as `updated(for:)`.
    func updated(for state: any UIConfigurationState) -> Self
}
