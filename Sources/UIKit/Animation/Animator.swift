import Foundation

/// What an animation changes. `turnY`, `turnX` and `curl` are presentation-only angles
/// (radians) of the pixel backend's flips and page curls (`PresentationValues`).
enum AnimatableProperty: Hashable { case frame, bounds, alpha, backgroundColor, transform, turnY, turnX, curl }

enum AnimatableValue {
    case rect(CGRect), scalar(CGFloat), color(UIColor), transform(CGAffineTransform)

    func interpolated(to other: AnimatableValue, _ t: CGFloat) -> AnimatableValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, other) {
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                                width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.scalar(a), .scalar(b)): return .scalar(mix(a, b))
        case let (.color(ca), .color(cb)):
            let a = ca._components(), b = cb._components()
            return .color(UIColor(red: mix(a.red, b.red), green: mix(a.green, b.green),
                                  blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha)))
        case let (.transform(a), .transform(b)):
            return .transform(CGAffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c),
                                                d: mix(a.d, b.d), tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        default: return t < 1 ? self : other
        }
    }
}

/// What is on screen while an animation runs (nil = the model value).
struct PresentationValues {
    var frame: CGRect?
    var bounds: CGRect?
    var alpha: CGFloat?
    var backgroundColor: UIColor?
    var transform: CGAffineTransform?
    /// A flip in progress on a pixel device: the view turned about its vertical centre
    /// line (`turnY`, positive: the left side towards the viewer) or its horizontal one
    /// (`turnX`, positive: the bottom towards the viewer), seen in perspective.
    var turnY: CGFloat?
    var turnX: CGFloat?
    /// A page curl in progress on a pixel device: the view lifted about its top edge, its
    /// bottom rising away from the viewer over the top (a page turned up).
    var curl: CGFloat?
    var isEmpty: Bool {
        frame == nil && bounds == nil && alpha == nil && backgroundColor == nil && transform == nil
            && turnY == nil && turnX == nil && curl == nil
    }

    mutating func set(_ p: AnimatableProperty, _ v: AnimatableValue?) {
        switch (p, v) {
        case (.frame, .rect(let r)?): frame = r
        case (.bounds, .rect(let r)?): bounds = r
        case (.alpha, .scalar(let s)?): alpha = s
        case (.backgroundColor, .color(let c)?): backgroundColor = c
        case (.transform, .transform(let t)?): transform = t
        case (.turnY, .scalar(let a)?): turnY = a
        case (.turnX, .scalar(let a)?): turnX = a
        case (.curl, .scalar(let a)?): curl = a
        case (.turnY, nil): turnY = nil
        case (.turnX, nil): turnX = nil
        case (.curl, nil): curl = nil
        case (.frame, nil): frame = nil
        case (.bounds, nil): bounds = nil
        case (.alpha, nil): alpha = nil
        case (.backgroundColor, nil): backgroundColor = nil
        case (.transform, nil): transform = nil
        default: break
        }
    }
}

/// A group of animations that share a completion handler (one `UIView.animate` call).
@MainActor
final class AnimationGroup {
    var remaining = 0
    var completion: ((Bool) -> Void)?
    var isFinished = false
    var blocksInteraction = true
    /// Held by an interactive transition (`_AnimationTimeline`): its completion waits.
    var isPaused = false
    weak var application: UIApplication?
    init(completion: ((Bool) -> Void)?) { self.completion = completion }
}

@MainActor
final class ViewAnimation {
    weak var view: UIView?
    let property: AnimatableProperty
    var from: AnimatableValue
    var to: AnimatableValue
    var start: TimeInterval
    var duration: TimeInterval
    var curve: UIViewAnimationCurve
    /// Held by an interactive transition: the timeline sets its presentation value.
    var isPaused = false
    let group: AnimationGroup?
    /// Presentation-only: the model is not changed (transition effects).
    let restoresModel: Bool
    /// A spring's pacing instead of `curve`.
    var spring: _SpringTiming?
    init(view: UIView, property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue,
         start: TimeInterval, duration: TimeInterval, curve: UIViewAnimationCurve, group: AnimationGroup?,
         restoresModel: Bool = false) {
        self.view = view; self.property = property; self.from = from; self.to = to
        self.start = start; self.duration = duration; self.curve = curve; self.group = group
        self.restoresModel = restoresModel
    }
}

struct PropertyKey: Hashable { let view: ObjectIdentifier; let property: AnimatableProperty }

/// Runs view animations against the application's clock. One per application.
@MainActor
final class Animator {
    private(set) var animations: [ViewAnimation] = []
    private var groupsToFinish: [AnimationGroup] = []
    unowned let application: UIApplication

    init(application: UIApplication) { self.application = application }

    var isAnimating: Bool { animations.contains { !$0.isPaused } || groupsToFinish.contains { !$0.isPaused } }
    var blocksInteraction: Bool { animations.contains { !$0.isPaused && ($0.group?.blocksInteraction ?? false) } }
    /// While set, every animation and group made is handed to it (an interactive
    /// transition collecting its animator's animations).
    var capture: _AnimationTimeline?

    func add(_ animation: ViewAnimation) {
        capture?.adopt(animation)
        // A new animation of the same property on the same view that starts while an
        // older one runs replaces it (UIKit's new animation starts from the current
        // presentation value). Sequential ones (a squeeze out, then a squeeze in) both stay.
        animations.removeAll { old in
            guard old.view === animation.view, old.property == animation.property, old !== animation,
                  old.start <= animation.start, old.start + old.duration > animation.start else { return false }
            if let g = old.group {
                g.remaining -= 1
                if g.remaining == 0 { groupsToFinish.append(g) }
            }
            return true
        }
        animations.append(animation)
        animation.group?.remaining += 1
        if let v = animation.view, animation.start <= application.clock.now { v._presentation.set(animation.property, animation.from) }
        application._setNeedsDisplay()
    }

    /// Groups whose block changed nothing animatable still complete, on the next pass.
    func finishLater(_ group: AnimationGroup) {
        capture?.adopt(group)
        groupsToFinish.append(group)
    }

    /// Makes `group` (held until now) complete on the next pass if nothing of it runs.
    func resumed(_ group: AnimationGroup) {
        if group.remaining <= 0, !groupsToFinish.contains(where: { $0 === group }) { groupsToFinish.append(group) }
        application._setNeedsDisplay()
    }

    /// Advances all animations to `now`; returns true when anything changed on screen.
    @discardableResult
    func tick(now: TimeInterval) -> Bool {
        guard isAnimating else { return false }
        var finished: [ViewAnimation] = []
        // Started animations first, so one that has not started yet does not hide the value
        // of an earlier one on the same property.
        var touched = Set<PropertyKey>()
        for a in animations.sorted(by: { $0.start < $1.start }) where !a.isPaused {
            guard let view = a.view else { finished.append(a); continue }
            let key = PropertyKey(view: ObjectIdentifier(view), property: a.property)
            let t = a.duration <= 0 ? 1 : CGFloat((now - a.start) / a.duration)
            if t < 0 {
                if !touched.contains(key) { view._presentation.set(a.property, a.from) }
            } else if t >= 1 {
                finished.append(a)
                if a.restoresModel { view._presentation.set(a.property, nil) } else { view._presentation.set(a.property, nil) }
            } else {
                view._presentation.set(a.property, a.from.interpolated(to: a.to, a.spring?.progress(t) ?? a.curve.apply(t)))
                touched.insert(key)
            }
        }
        if !finished.isEmpty {
            let ids = Set(finished.map { ObjectIdentifier($0) })
            animations.removeAll { ids.contains(ObjectIdentifier($0)) }
            for a in finished {
                if let g = a.group {
                    g.remaining -= 1
                    if g.remaining <= 0 { groupsToFinish.append(g) }
                }
            }
        }
        application._setNeedsDisplay()
        let groups = groupsToFinish.filter { !$0.isPaused }
        groupsToFinish.removeAll { !$0.isPaused }
        for g in groups where !g.isFinished && g.remaining <= 0 {
            g.isFinished = true
            g.completion?(true)
        }
        return true
    }

    /// The clock time when the animation that ends last ends.
    var latestEnd: TimeInterval? { animations.filter { !$0.isPaused }.map { $0.start + $0.duration }.max() }
}
