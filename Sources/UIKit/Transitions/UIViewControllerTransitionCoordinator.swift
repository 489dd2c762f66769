import Foundation

/// The running transition as a controller sees it through `transitionCoordinator`, as
/// `UIViewControllerTransitionCoordinator`: animations to run alongside it, blocks to run
/// when it ends, and a handler for the end of its interactive part.
///
/// Alongside animations registered before the transition's animations start (in
/// `viewWillAppear`/`viewWillDisappear`) run in the same animation, for the transition's
/// duration; an interactive transition scrubs them with its own. Completions run after
/// the transition's did-callbacks (`viewDidAppear`, `didMove(toParent:)`, the navigation
/// delegate's `didShow`), in the order they were added; they see `isCancelled`.
/// Source: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` when it ends; false when
    /// the transition has already ended (nothing is kept).
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// As `animate(alongsideTransition:completion:)`, for animations of a view outside
    /// the transition's container (`view` is where they happen; they are run the same way).
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Deprecated in iOS 10: as `notifyWhenInteractionChanges(_:)`.
    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
    /// `handler` runs when the transition stops being interactive (finished or cancelled
    /// by the interaction controller), before the rest of it animates.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}
