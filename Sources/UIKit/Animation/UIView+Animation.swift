import Foundation
import UIKitEngine

/// The animation block being run by `UIView.animate`.
struct AnimationContext: Sendable {
    var duration: TimeInterval
    var delay: TimeInterval
    var options: UIViewAnimationOptions
    var group: AnimationGroup
    var disabled: Bool
    /// The pacing of a spring animation block (nil: `options`' curve).
    var spring: _SpringTiming? = nil
}

/// The animation blocks running on this task, innermost last: a task-local value, scoped
/// to the `animate` call (as Core Animation's transactions are per thread), never shared
/// between applications or tests (docs/DECISIONS.md, 2026-12-01).
enum AnimationContextStack {
    @TaskLocal static var stack: [AnimationContext] = []

    /// Runs `body` with `context` as the innermost animation block.
    static func with(_ context: AnimationContext, _ body: () -> Void) {
        $stack.withValue(stack + [context], operation: body)
    }
}

extension UIView {
    /// Animates changes made in `animations` over `duration` seconds after `delay`, as
    /// `animate(withDuration:delay:options:animations:completion:)`. Model values change at
    /// once; the screen follows the curve. `completion(true)` runs when every animation of
    /// the block has finished (on the next pass when the block changed nothing animatable).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: UIViewAnimationOptions = [],
                               animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        _runBlock(duration: duration, delay: delay, options: options, spring: nil, animations: animations, completion: completion)
    }

    /// Runs an animation block: its changes become animations of one group, which
    /// completes when they end (on the next pass when it changed nothing animatable).
    static func _runBlock(duration: TimeInterval, delay: TimeInterval, options: UIViewAnimationOptions,
                          spring: _SpringTiming?, animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        let group = AnimationGroup(completion: completion)
        group.blocksInteraction = !options.contains(.allowUserInteraction)
        var ctx = AnimationContext(duration: duration, delay: delay, options: options,
                                   group: group, disabled: duration <= 0 && delay <= 0)
        ctx.spring = spring
        AnimationContextStack.with(ctx, animations)
        let touched = ctx.group.application
        if ctx.group.remaining == 0 {
            if let app = touched ?? UIApplication._current {
                app._animator.finishLater(group)
                app._setNeedsDisplay()
            } else {
                group.isFinished = true
                completion?(true)
            }
        }
    }

    /// Animates changes made in `animations` with the motion of a spring, as
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`:
    /// `dampingRatio` 1 approaches the new values without oscillating, less overshoots
    /// them and settles back (`_SpringTiming`); `velocity` is the initial speed in whole
    /// distances per second. The block lasts `duration`; `options`' curve is not used.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: UIViewAnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        _runBlock(duration: duration, delay: delay, options: options,
                  spring: _SpringTiming(dampingRatio: dampingRatio, initialVelocity: velocity, duration: duration),
                  animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let group = AnimationGroup(completion: nil)
        AnimationContextStack.with(AnimationContext(duration: 0, delay: 0, options: [], group: group, disabled: true),
                                   actionsWithoutAnimation)
    }

    public static var areAnimationsEnabled: Bool { !(AnimationContextStack.stack.last?.disabled ?? false) }

    /// Registers an animation of `property` if an animation block is running.
    func _animate(_ property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue) {
        guard let ctx = AnimationContextStack.stack.last, !ctx.disabled,
              let app = window?._application else { return }
        ctx.group.application = app
        let from2: AnimatableValue
        // Start from what is on screen now when a previous animation is still running.
        switch property {
        case .frame: from2 = _presentation.frame.map { .rect($0) } ?? from
        case .bounds: from2 = _presentation.bounds.map { .rect($0) } ?? from
        case .alpha: from2 = _presentation.alpha.map { .scalar($0) } ?? from
        case .backgroundColor: from2 = _presentation.backgroundColor.map { .color($0) } ?? from
        case .transform: from2 = _presentation.transform.map { .transform($0) } ?? from
        case .turnY, .turnX, .curl: from2 = from
        }
        let animation = ViewAnimation(view: self, property: property, from: from2, to: to,
                                      start: app.clock.now + ctx.delay, duration: ctx.duration,
                                      curve: ctx.options.curve, group: ctx.group)
        animation.spring = ctx.spring
        app._animator.add(animation)
    }

    /// Adds a presentation-only effect (the model value is not changed): used for the
    /// squeeze and dim steps that stand in for flips, curls and cross-dissolves.
    func _addEffect(_ property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue,
                    start: TimeInterval, duration: TimeInterval, curve: UIViewAnimationCurve,
                    group: AnimationGroup?, application app: UIApplication) {
        app._animator.add(ViewAnimation(view: self, property: property, from: from, to: to, start: start,
                                        duration: duration, curve: curve, group: group, restoresModel: true))
    }

    /// Transition effect between two states of `view`, as `transition(with:duration:options:animations:completion:)`.
    /// The terminal shows flips and curls as a squeeze to a line and back, a cross-dissolve as
    /// a dim step; `animations` runs at once (its changes appear at the half-way point).
    public static func transition(with view: UIView, duration: TimeInterval, options: UIViewAnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard let app = view.window?._application, duration > 0 else {
            animations?()
            if let app = view.window?._application ?? UIApplication._current {
                let g = AnimationGroup(completion: completion); app._animator.finishLater(g); app._setNeedsDisplay()
            } else { completion?(true) }
            return
        }
        let group = AnimationGroup(completion: completion)
        group.blocksInteraction = !options.contains(.allowUserInteraction)
        group.application = app
        let now = app.clock.now
        _addTransitionEffect(on: view, kind: options.transition, appearing: false, start: now, duration: duration / 2,
                             group: group, app: app, direction: options.transitionDirection)
        _addTransitionEffect(on: view, kind: options.transition, appearing: true, start: now + duration / 2,
                             duration: duration / 2, group: group, app: app, direction: options.transitionDirection)
        UIView.performWithoutAnimation { animations?() }
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview with a transition, as
    /// `transition(from:to:duration:options:completion:)`: `toView` is added at once,
    /// `fromView` removed when the transition ends.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: UIViewAnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let superview = fromView.superview else {
            completion?(true); return
        }
        if toView.superview !== superview { superview.insertSubview(toView, aboveSubview: fromView) }
        toView.frame = toView.frame == .zero ? fromView.frame : toView.frame
        guard let app = superview.window?._application, duration > 0 else {
            fromView.removeFromSuperview()
            if let app = superview.window?._application ?? UIApplication._current {
                let g = AnimationGroup(completion: completion); app._animator.finishLater(g); app._setNeedsDisplay()
            } else { completion?(true) }
            return
        }
        let group = AnimationGroup { finished in
            fromView.removeFromSuperview()
            completion?(finished)
        }
        group.blocksInteraction = !options.contains(.allowUserInteraction)
        group.application = app
        _addSwapEffect(from: fromView, to: toView, options: options, duration: duration, group: group, app: app)
    }

    /// The visual of a swap between two sibling views over `duration`.
    static func _addSwapEffect(from fromView: UIView, to toView: UIView, options: UIViewAnimationOptions,
                               duration: TimeInterval, group: AnimationGroup, app: UIApplication) {
        let now = app.clock.now
        let kind = options.transition
        if kind == .none {
            // No transition style: both views show while the caller's animation block moves
            // them (seed 001 slides the new child in and the old one out with frames, as
            // Apple's transition(from:to:) allows); the old view goes when the swap ends.
            // This effect changes nothing on screen; it only gives the swap its duration.
            fromView._addEffect(.alpha, from: .scalar(fromView.alpha), to: .scalar(fromView.alpha), start: now,
                                duration: duration, curve: .linear, group: group, application: app)
            return
        }
        if kind == .crossDissolve, app.backend is RenderTreeBackend {
            // Pixels have real alpha: the old view fades out while the new one fades in.
            fromView._addEffect(.alpha, from: .scalar(fromView.alpha), to: .scalar(0), start: now, duration: duration,
                                curve: .linear, group: group, application: app)
            toView._addEffect(.alpha, from: .scalar(0), to: .scalar(toView.alpha), start: now, duration: duration,
                              curve: .linear, group: group, application: app)
            return
        }
        _addTransitionEffect(on: fromView, kind: kind, appearing: false, start: now, duration: duration / 2,
                             group: group, app: app, direction: options.transitionDirection)
        // The old view stays hidden in the second half until it is removed at the end
        // (otherwise it would show again behind the new one once its squeeze has ended).
        // It is hidden through the property its first-half effect animates, so this later
        // effect cannot show before that one has run.
        if kind == .crossDissolve {
            fromView._addEffect(.alpha, from: .scalar(0), to: .scalar(0), start: now + duration / 2,
                                duration: duration / 2, curve: .linear, group: group, application: app)
        } else if app.backend is RenderTreeBackend {
            fromView._addEffect(.alpha, from: .scalar(0), to: .scalar(0), start: now + duration / 2,
                                duration: duration / 2, curve: .linear, group: group, application: app)
        } else {
            let hidden = fromView.transform.scaledBy(x: 0, y: 0)
            fromView._addEffect(.transform, from: .transform(hidden), to: .transform(hidden), start: now + duration / 2,
                                duration: duration / 2, curve: .linear, group: group, application: app)
        }
        // The new view is invisible during the first half, then appears.
        toView._addEffect(.alpha, from: .scalar(0), to: .scalar(0), start: now, duration: duration / 2,
                          curve: .linear, group: group, application: app)
        _addTransitionEffect(on: toView, kind: kind, appearing: true, start: now + duration / 2,
                             duration: duration / 2, group: group, app: app, direction: options.transitionDirection)
    }

    /// One half of a transition effect on `view`. On a terminal: a squeeze to a line (flips,
    /// curls) or a dim step (cross-dissolve). On a pixel device (`RenderTreeBackend`): flips
    /// turn the view a quarter turn in perspective about its centre line (`direction` 1:
    /// from the left or the bottom, −1: from the right or the top), curls lift it about
    /// its top edge, a cross-dissolve fades it.
    static func _addTransitionEffect(on view: UIView, kind: UIViewAnimationOptions.Transition, appearing: Bool,
                                     start: TimeInterval, duration: TimeInterval, group: AnimationGroup,
                                     app: UIApplication, direction: CGFloat = 1) {
        if app.backend is RenderTreeBackend, kind != .none {
            let property: AnimatableProperty = kind == .flipHorizontal ? .turnY : kind == .flipVertical ? .turnX : .curl
            if kind == .crossDissolve {
                view._addEffect(.alpha, from: .scalar(appearing ? 0 : view.alpha), to: .scalar(appearing ? view.alpha : 0),
                                start: start, duration: duration, curve: .linear, group: group, application: app)
                return
            }
            // The first half turns the view away edge-on; the second brings it back from the
            // other side (a curl lowers the page again).
            let quarter = CGFloat.pi / 2 * (kind == .curl ? 1 : direction)
            let edgeOn = appearing && kind != .curl ? -quarter : quarter
            view._addEffect(property, from: .scalar(appearing ? edgeOn : 0), to: .scalar(appearing ? 0 : edgeOn),
                            start: start, duration: duration, curve: appearing ? .easeOut : .easeIn, group: group, application: app)
            return
        }
        let base = view.transform
        switch kind {
        case .flipHorizontal, .curl, .flipVertical:
            let squeezed = kind == .flipHorizontal ? base.scaledBy(x: 0, y: 1) : base.scaledBy(x: 1, y: 0)
            view._addEffect(.transform, from: .transform(appearing ? squeezed : base),
                            to: .transform(appearing ? base : squeezed), start: start, duration: duration,
                            curve: appearing ? .easeOut : .easeIn, group: group, application: app)
        case .crossDissolve:
            // Dim step: the old view dims out, the new one dims in.
            view._addEffect(.alpha, from: .scalar(appearing ? 0.5 : view.alpha),
                            to: .scalar(appearing ? view.alpha : 0.5), start: start, duration: duration,
                            curve: .linear, group: group, application: app)
        case .none:
            break
        }
    }
}

