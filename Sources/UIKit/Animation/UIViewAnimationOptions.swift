import Foundation

/// The options of `UIView.animate` and `UIView.transition`, as `UIView.AnimationOptions`.
public struct UIViewAnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = Self(rawValue: 1 << 0)
    public static let allowUserInteraction = Self(rawValue: 1 << 1)
    public static let beginFromCurrentState = Self(rawValue: 1 << 2)
    public static let `repeat` = Self(rawValue: 1 << 3)
    public static let autoreverse = Self(rawValue: 1 << 4)
    public static let curveEaseInOut = Self(rawValue: 0 << 16)
    public static let curveEaseIn = Self(rawValue: 1 << 16)
    public static let curveEaseOut = Self(rawValue: 2 << 16)
    public static let curveLinear = Self(rawValue: 3 << 16)
    public static let transitionFlipFromLeft = Self(rawValue: 1 << 20)
    public static let transitionFlipFromRight = Self(rawValue: 2 << 20)
    public static let transitionCurlUp = Self(rawValue: 3 << 20)
    public static let transitionCurlDown = Self(rawValue: 4 << 20)
    public static let transitionCrossDissolve = Self(rawValue: 5 << 20)
    public static let transitionFlipFromTop = Self(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = Self(rawValue: 7 << 20)

    var curve: UIViewAnimationCurve {
        UIViewAnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
    }
    enum Transition { case none, flipHorizontal, flipVertical, curl, crossDissolve }
    var transition: Transition {
        switch (rawValue >> 20) & 0xF {
        case 1, 2: return .flipHorizontal
        case 3, 4: return .curl
        case 5: return .crossDissolve
        case 6, 7: return .flipVertical
        default: return .none
        }
    }
}

extension UIViewAnimationOptions {
    /// The way a flip turns: 1 from the left or the bottom, −1 from the right or the top
    /// (Apple: "the left side of the view moves toward the front").
    var transitionDirection: CGFloat {
        switch (rawValue >> 20) & 0xF {
        case 2, 6: return -1
        default: return 1
        }
    }
}

extension UIView {
    public typealias AnimationOptions = UIViewAnimationOptions
    public typealias AnimationCurve = UIViewAnimationCurve
}
