import Foundation

/// An object that animates one transition, as `UIViewControllerAnimatedTransitioning`:
/// a navigation controller's delegate or a transitioning delegate returns one.
///
/// `animateTransition(using:)` adds the to view to the context's container, animates,
/// and calls `completeTransition(_:)` when done (with `!transitionWasCancelled`).
/// `animationEnded(_:)` is then sent (optional).
/// Source: https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The transition's length in seconds (the coordinator reports it; an interactive
    /// transition's completion animation is scaled from it).
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Runs the transition's animations.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Sent after `completeTransition(_:)`; `transitionCompleted` is its argument.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}
