import Foundation

/// What a transition coordinator tells its blocks about the running transition, as
/// `UIViewControllerTransitionCoordinatorContext`.
/// Source: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// False for a transition asked for with `animated: false`.
    var isAnimated: Bool { get }
    /// The modal style of a presentation; `.none` otherwise.
    var presentationStyle: UIModalPresentationStyle { get }
    /// True when the transition started interactive (an interactive pop).
    var initiallyInteractive: Bool { get }
    /// Always false here: no transition is interruptible (no property animators).
    var isInterruptible: Bool { get }
    /// True while the user drives the transition.
    var isInteractive: Bool { get }
    /// True once an interactive transition was cancelled.
    var isCancelled: Bool { get }
    /// The animator's `transitionDuration(using:)`, seconds.
    var transitionDuration: TimeInterval { get }
    /// The interaction's progress, 0…1 (1 once a non-interactive transition ends).
    var percentComplete: CGFloat { get }
    /// The completion speed of the interaction controller (1 without one).
    var completionVelocity: CGFloat { get }
    /// The completion curve of the interaction controller (`.easeInOut` without one).
    var completionCurve: UIView.AnimationCurve { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
}
