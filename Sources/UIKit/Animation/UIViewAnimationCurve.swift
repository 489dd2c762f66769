import Foundation

/// The timing curve of an animation, as `UIView.AnimationCurve`.
public enum UIViewAnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear

    /// Maps linear progress `t` in 0…1 to eased progress (cubic curves, as Core Animation's
    /// named timing functions approximately are).
    func apply(_ t: CGFloat) -> CGFloat {
        let x = max(0, min(1, t))
        switch self {
        case .linear: return x
        case .easeIn: return x * x * x
        case .easeOut: let y = 1 - x; return 1 - y * y * y
        case .easeInOut: return x < 0.5 ? 4 * x * x * x : 1 - pow(-2 * x + 2, 3) / 2
        }
    }
}
