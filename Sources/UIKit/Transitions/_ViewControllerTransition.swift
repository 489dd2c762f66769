import Foundation

/// One running transition: UIKit's transition context (given to the animator and the
/// interaction controller) and its transition coordinator (what `transitionCoordinator`
/// returns to the controllers involved) in one object, as UIKit's
/// `_UIViewControllerOneToOneTransitionContext` and the `_UIViewControllerTransitionCoordinator`
/// that wraps it.
///
/// The container that makes it installs it on the controllers involved, sends the
/// will-callbacks, calls `start()`, and gets `onComplete(didComplete)` when the animator
/// calls `completeTransition(_:)`; after its did-callbacks it calls `end(_:)`, which sends
/// `animationEnded(_:)`, runs the coordinator's completions and uninstalls the object.
@MainActor
final class _ViewControllerTransition: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let animator: UIViewControllerAnimatedTransitioning
    let interactor: UIViewControllerInteractiveTransitioning?
    weak var application: UIApplication?
    let fromViewController: UIViewController?
    let toViewController: UIViewController?
    /// The views the animator may move (nil: it must leave that one alone).
    var fromView: UIView?
    var toView: UIView?
    var initialFrames: [ObjectIdentifier: CGRect] = [:]
    var finalFrames: [ObjectIdentifier: CGRect] = [:]
    /// The container's work when the animator reports the end.
    var onComplete: ((Bool) -> Void)?

    private(set) var isInteractive = false
    private(set) var initiallyInteractive = false
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    var isCancelled: Bool { transitionWasCancelled }
    var isInterruptible: Bool { false }
    var targetTransform: CGAffineTransform { .identity }
    var completionVelocity: CGFloat { interactor?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { interactor?.completionCurve ?? .easeInOut }
    private lazy var duration: TimeInterval = animator.transitionDuration(using: self)
    var transitionDuration: TimeInterval { duration }

    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var animationsStarted = false
    private var startTime: TimeInterval = 0
    private(set) var isComplete = false
    private(set) var hasEnded = false
    /// Controllers whose `transitionCoordinator` is this object while it runs.
    private var installed: [UIViewController] = []

    init(container: UIView, from: UIViewController?, to: UIViewController?, animated: Bool,
         style: UIModalPresentationStyle, animator: UIViewControllerAnimatedTransitioning,
         interactor: UIViewControllerInteractiveTransitioning?, application: UIApplication) {
        containerView = container
        fromViewController = from
        toViewController = to
        fromView = from?.viewIfLoaded
        toView = to?.viewIfLoaded
        isAnimated = animated
        presentationStyle = style
        self.animator = animator
        self.interactor = interactor
        self.application = application
        initiallyInteractive = interactor?.wantsInteractiveStart ?? false
        isInteractive = initiallyInteractive
    }

    /// Makes this the `transitionCoordinator` of `controllers` (and, through `parent`, of
    /// their children) until `end(_:)`.
    func install(on controllers: [UIViewController?]) {
        for case let vc? in controllers where !installed.contains(where: { $0 === vc }) {
            vc._ownTransition = self
            installed.append(vc)
        }
    }

    // MARK: Running

    /// Starts the animator, or the interaction controller when there is one.
    func start() {
        guard let app = application else { return }
        startTime = app.clock.now
        app._withoutViewMoveAppearance {
            if let interactor, initiallyInteractive {
                interactor.startInteractiveTransition(self)
                if !animationsStarted { _runAlongsideAnimations() }
            } else {
                animator.animateTransition(using: self)
                _runAlongsideAnimations()
            }
        }
    }

    /// Runs the alongside animations registered so far, in one animation block of the
    /// transition's duration (at once when it is not animated).
    func _runAlongsideAnimations() {
        animationsStarted = true
        let blocks = alongside
        alongside.removeAll()
        guard !blocks.isEmpty else { return }
        if isAnimated {
            UIView.animate(withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut],
                           animations: { for b in blocks { b(self) } })
        } else {
            UIView.performWithoutAnimation { for b in blocks { b(self) } }
        }
    }

    // MARK: UIViewControllerContextTransitioning

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard isInteractive else { return }
        self.percentComplete = max(0, min(1, percentComplete))
    }

    func finishInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        notifyInteractionChanged()
    }

    func cancelInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = true
        notifyInteractionChanged()
    }

    func pauseInteractiveTransition() {}

    private func notifyInteractionChanged() {
        let handlers = interactionHandlers
        interactionHandlers.removeAll()
        for h in handlers { h(self) }
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        if !transitionWasCancelled { percentComplete = 1 }
        let work = onComplete
        onComplete = nil
        work?(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromViewController
        case .to: return toViewController
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromView
        case .to: return toView
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    // MARK: UIViewControllerTransitionCoordinator

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !hasEnded else { return false }
        if let completion { completions.append(completion) }
        if let animation {
            if !animationsStarted {
                alongside.append(animation)
            } else if !isComplete {
                // Added once the transition runs: animated over what is left of it.
                let left = max(0, transitionDuration - ((application?.clock.now ?? startTime) - startTime))
                UIView.animate(withDuration: isAnimated ? left : 0, delay: 0, options: [.curveEaseInOut],
                               animations: { animation(self) })
            }
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        notifyWhenInteractionChanges(handler)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard isInteractive, !hasEnded else { return }
        interactionHandlers.append(handler)
    }

    // MARK: End

    /// After the container's did-callbacks: `animationEnded(_:)`, the completions (in the
    /// order they were added; one added meanwhile runs too), then the controllers no longer
    /// report this coordinator.
    func end(_ didComplete: Bool) {
        guard !hasEnded else { return }
        animator.animationEnded(didComplete)
        (interactor as? UIPercentDrivenInteractiveTransition)?._transitionDidEnd()
        while !completions.isEmpty {
            let c = completions.removeFirst()
            c(self)
        }
        hasEnded = true
        for vc in installed where vc._ownTransition === self { vc._ownTransition = nil }
        installed.removeAll()
    }
}
