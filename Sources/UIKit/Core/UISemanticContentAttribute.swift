import Foundation

/// What a view shows, for deciding whether it flips in a right-to-left layout, as
/// `UISemanticContentAttribute` (iOS 9). Raw values are Apple's.
///
/// - `unspecified`: the default; the view follows the layout direction it inherits.
/// - `playback`: playback controls (play, rewind, a scrubber); never flipped.
/// - `spatial`: directional controls (a text-alignment segmented control, a D-pad);
///   never flipped.
/// - `forceLeftToRight`, `forceRightToLeft`: always laid out in that direction; the
///   views beneath inherit it (their `traitCollection.layoutDirection`).
///
/// Source: Apple's UIKit documentation, "UISemanticContentAttribute".
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}
