/// What a vibrancy effect is for, as `UIVibrancyEffectStyle` (iOS 13; raw values as
/// UIKit's).
///
/// Source: Apple's UIVibrancyEffectStyle documentation.
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
    case label = 0, secondaryLabel = 1, tertiaryLabel = 2, quaternaryLabel = 3
    case fill = 4, secondaryFill = 5, tertiaryFill = 6, separator = 7
}
