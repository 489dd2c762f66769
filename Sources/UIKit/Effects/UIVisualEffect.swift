import Foundation

/// An effect a `UIVisualEffectView` applies to what is behind it, as `UIVisualEffect`:
/// the abstract base of `UIBlurEffect` and `UIVibrancyEffect`. An effect is immutable;
/// `copy()` returns the same effect.
///
/// Source: Apple's UIVisualEffect documentation.
open class UIVisualEffect: NSObject, NSCopying, @unchecked Sendable {
    public override init() { super.init() }

    /// The effect itself (effects are immutable), as `NSCopying` on UIKit's effects.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
