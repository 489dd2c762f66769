import Foundation

/// What an animator or interaction controller is given for one transition, as
/// `UIViewControllerContextTransitioning`: the container view (the from view is already
/// in it; the animator adds the to view), the two controllers and views, their frames,
/// and the calls that report progress and the end. UIKit makes the object; apps rarely
/// implement it.
/// Source: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition's views live in while it runs.
    var containerView: UIView { get }
    /// False for a transition asked for with `animated: false`.
    var isAnimated: Bool { get }
    /// True while an interaction controller drives the transition.
    var isInteractive: Bool { get }
    /// True once the interactive transition was cancelled (the from controller stays).
    var transitionWasCancelled: Bool { get }
    /// The modal style of a presentation; `.none` for a navigation or tab transition.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The interaction's progress, 0…1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ends and the transition is to complete.
    func finishInteractiveTransition()
    /// The interaction ends and the transition is to go back to where it started.
    func cancelInteractiveTransition()
    /// The interaction pauses (iOS 10); the transition stays where it is.
    func pauseInteractiveTransition()
    /// Must be called by the animator when its animations are over: `true` when the
    /// transition completed, `false` when it was cancelled. UIKit then sends the
    /// did-callbacks and runs the coordinator's completions.
    func completeTransition(_ didComplete: Bool)
    /// `.from` or `.to`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// `.from` or `.to`: the views the animator moves (nil when it must not touch one,
    /// as the presenter's view under a sheet).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation a transition makes (identity: no rotation here).
    var targetTransform: CGAffineTransform { get }
    /// Where `vc`'s view starts, in the container's coordinates (`.zero` when unknown, as
    /// the to controller's).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view must end (`.zero` for a view that leaves the screen).
    func finalFrame(for vc: UIViewController) -> CGRect
}
