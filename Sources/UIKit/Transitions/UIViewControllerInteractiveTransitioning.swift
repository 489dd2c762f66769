import Foundation

/// An object that drives a transition from user input, as
/// `UIViewControllerInteractiveTransitioning` (`UIPercentDrivenInteractiveTransition` is
/// the ready-made one). UIKit asks a delegate for one after the animator; when it
/// returns one the transition starts with `startInteractiveTransition(_:)` instead of
/// `animateTransition(using:)`.
/// Source: https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the transition; the object then reports progress to the context.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// How much faster than its duration the rest of the transition runs once the
    /// interaction ends (optional; 1).
    var completionSpeed: CGFloat { get }
    /// The curve of the rest of the transition (optional; `.easeInOut`).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (optional; true).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
