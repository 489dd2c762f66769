import Foundation

/// The pacing of a spring animation (`UIView.animate(withDuration:delay:usingSpringWithDamping:
/// initialSpringVelocity:options:animations:completion:)`): a damped harmonic oscillator
/// moving from 0 to 1 of the distance, y″ + 2ζω·y′ + ω²·y = 0 for the distance left y,
/// starting at y = 1 with velocity −v (the initial velocity, in distances per second, as
/// Apple documents it: "a value of 1 corresponds to the total animation distance traversed
/// in one second"). ω is chosen so the oscillation has died down to 0.1 % of the distance
/// at the end of the duration (Apple: the animation lasts `duration`); a damping ratio ζ of
/// 1 or more approaches the end without oscillating, less overshoots it.
struct _SpringTiming: Sendable {
    let damping: Double
    let velocity: Double
    let duration: Double
    let omega: Double

    init(dampingRatio: CGFloat, initialVelocity: CGFloat, duration: TimeInterval) {
        damping = max(0.01, Double(dampingRatio))
        velocity = Double(initialVelocity)
        self.duration = max(1e-6, duration)
        // The envelope e^(−ζω·T) is 0.001 at the end; over-damped, the slower of the two
        // exponents, ω(ζ − √(ζ² − 1)), decides.
        let rate = damping <= 1 ? damping : damping - (damping * damping - 1).squareRoot()
        omega = log(1000) / (rate * self.duration)
    }

    /// The fraction of the distance covered after fraction `t` (0…1) of the duration; may
    /// exceed 1 while the spring overshoots.
    func progress(_ t: CGFloat) -> CGFloat {
        let s = Double(max(0, min(1, t))) * duration
        let w = omega, z = damping, v = velocity
        let left: Double
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            left = exp(-z * w * s) * (cos(wd * s) + (z * w - v) / wd * sin(wd * s))
        } else if z == 1 {
            left = exp(-w * s) * (1 + (w - v) * s)
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w * (z - root), r2 = -w * (z + root)
            let a = (-v - r2) / (r1 - r2)
            left = a * exp(r1 * s) + (1 - a) * exp(r2 * s)
        }
        return CGFloat(1 - left)
    }
}
