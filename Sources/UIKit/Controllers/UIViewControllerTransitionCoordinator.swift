import Foundation

/// A transition in progress that lets code run alongside it and after it, as
/// `UIViewControllerTransitionCoordinator`; `viewWillTransition(to:with:)` receives one.
///
/// Source: Apple's UIViewControllerTransitionCoordinator documentation.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition (with the new layout in place) and
    /// `completion` once it has finished. Returns whether the blocks were taken.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}
