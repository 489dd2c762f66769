import Foundation

/// Content made vivid over a blur, as `UIVibrancyEffect`: made for the `UIBlurEffect`
/// it is layered on, with a `UIVibrancyEffectStyle` (`.label` by default; `init(blurEffect:)`
/// is the pre-iOS 13 form).
///
/// A vibrancy view draws no backdrop of its own (it sits in a blur's content view); its
/// content is drawn as it is, without the vibrant tint (docs/DECISIONS.md, "Visual effect
/// views drawn as a plain backdrop").
///
/// Source: Apple's UIVibrancyEffect documentation.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the effect is made for.
    package let blurEffect: UIBlurEffect
    /// The vibrancy style.
    package let style: UIVibrancyEffectStyle

    /// A vibrancy effect for `blurEffect`, as `init(blurEffect:)`.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// A vibrancy effect for `blurEffect` with `style`, as `init(blurEffect:style:)`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect else { return false }
        return type(of: other) == type(of: self) && other.style == style && other.blurEffect.isEqual(blurEffect)
    }

    open override var hash: Int { style.rawValue &* 31 &+ blurEffect.hash }
}
