import Foundation

/// What a transition in progress is like, as `UIViewControllerTransitionCoordinatorContext`:
/// handed to the blocks given to a transition coordinator.
///
/// Source: Apple's UIViewControllerTransitionCoordinatorContext documentation.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition is driven interactively (a gesture).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// How long the transition takes, in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far the transition has come, 0…1.
    var percentComplete: CGFloat { get }
    /// The rotation applied during the transition (identity for a resize).
    var targetTransform: CGAffineTransform { get }
    /// The view the transition happens in.
    var containerView: UIView { get }
}
