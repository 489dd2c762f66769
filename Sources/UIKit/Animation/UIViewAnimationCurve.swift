import Foundation

/// The timing curve of an animation, as `UIView.AnimationCurve`. Each curve is Core
/// Animation's named timing function of the same pacing (`CAMediaTimingFunction`).
public enum UIViewAnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear

    /// The Core Animation function of this curve (shared, immutable).
    var timingFunction: CAMediaTimingFunction {
        switch self {
        case .easeInOut: return Self.easeInOutFunction
        case .easeIn: return Self.easeInFunction
        case .easeOut: return Self.easeOutFunction
        case .linear: return Self.linearFunction
        }
    }

    private static let easeInOutFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    private static let easeInFunction = CAMediaTimingFunction(name: .easeIn)
    private static let easeOutFunction = CAMediaTimingFunction(name: .easeOut)
    private static let linearFunction = CAMediaTimingFunction(name: .linear)

    /// Maps linear progress `t` in 0…1 to the progress the curve shows at that time.
    func apply(_ t: CGFloat) -> CGFloat {
        self == .linear ? max(0, min(1, t)) : CGFloat(timingFunction.value(at: Double(t)))
    }
}
