import Foundation

/// A change of the window's size (a terminal resized), told to the window's controllers
/// as iOS tells them of a rotation or a window resize: `viewWillTransition(to:with:)`
/// before the views take the new size, the coordinator's alongside blocks after the new
/// layout, then its completions. A terminal resize is not animated (duration 0).
@MainActor
final class _SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    var isAnimated: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    private(set) var percentComplete: CGFloat = 0
    var targetTransform: CGAffineTransform { .identity }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// A size change has no from/to controllers or views (nil, as for a rotation).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(containerView: UIView) { self.containerView = containerView }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// A size change is never interactive, so these handlers are never called.
    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Runs the alongside blocks, then the completions (each block once, in the order given).
    func finish() {
        let a = alongside; alongside = []
        for block in a { block(self) }
        percentComplete = 1
        let c = completions; completions = []
        for block in c { block(self) }
    }
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` with no completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

extension UIWindow {
    /// Resizes the window to `rect`, telling its root and presented controllers first
    /// (`viewWillTransition(to:with:)`), laying out at the new size, then finishing the
    /// coordinator's blocks. Same size: only the frame is set.
    ///
    /// When the size classes change with the size (docs/DECISIONS.md, "Size classes"), the
    /// controllers hear `willTransition(to:with:)` with the new traits first, and after the
    /// frame changes every view and controller gets `traitCollectionDidChange`, before the
    /// layout at the new size (UIKit's order for a rotation that changes size classes).
    func _resize(to rect: CGRect) {
        guard rect.size != frame.size else { frame = rect; return }
        let coordinator = _SizeTransitionCoordinator(containerView: self)
        let before = traitCollection
        let metrics = layoutMetrics
        let (h, v) = UITraitCollection._sizeClasses(for: rect.size, metrics: metrics)
        let classesChange = h != before.horizontalSizeClass || v != before.verticalSizeClass
        var chain: [UIViewController] = []
        var vc = rootViewController
        while let c = vc { chain.append(c); vc = c.presentedViewController }
        if classesChange {
            let after = before.with(horizontal: h, vertical: v)
            for c in chain { c.willTransition(to: after, with: coordinator) }
        }
        for c in chain { c.viewWillTransition(to: rect.size, with: coordinator) }
        frame = rect
        if classesChange { _sizeClassesDidChange(from: (before.horizontalSizeClass, before.verticalSizeClass)) }
        setNeedsLayout()
        layoutIfNeeded()
        coordinator.finish()
    }
}
