import Foundation
import LayoutSolver

/// The Auto Layout engine of one view hierarchy (owned by its root view).
///
/// Each view or layout guide that a constraint mentions gets four solver variables: its
/// frame's `minX`, `minY`, `width`, `height` in its superview's coordinates (a guide: in
/// its owning view's). A constraint held by view `C` is written in `C`'s coordinates, so
/// an item's left edge there is its `minX` plus the `minX` of each view between it and
/// `C`; constraints between a view and its superview therefore do not involve the
/// superview's position, and independent subtrees stay independent in the solver.
/// Beside the app's constraints the engine adds, per item: the autoresizing-mask
/// constraints of views that translate their mask (and of the root, pinned to its
/// frame), content-size constraints from `intrinsicContentSize` (hugging `<=`,
/// compression resistance `>=`), and the edges of the system layout guides.
@MainActor
final class LayoutEngine {
    unowned let host: UIView
    /// When false the host's size is left to the constraints (systemLayoutSizeFitting).
    let pinsHost: Bool
    let solver = LayoutSolver()
    var items: [ObjectIdentifier: LayoutItem] = [:]
    var installed: [ObjectIdentifier: InstalledConstraint] = [:]
    /// Views whose intrinsic size must be read again.
    var dirtyContent: [ObjectIdentifier: UIView] = [:]
    var needsFrameSync = true
    var exercised: [SolverConstraint] = []
    var exerciseStep: Double = 10
    /// Constraints installed so far (orders `InstalledConstraint.order`).
    var installCount = 0
    /// The item of each solver variable (to map the solver's changed variables to views).
    var variableItems: [Int: LayoutItem] = [:]
    /// Items to compare with their views at the next frame sync whatever the solver says
    /// (new ones, views whose frame was set from outside).
    var pendingSync: [ObjectIdentifier: LayoutItem] = [:]
    /// Multi-line labels whose height follows their width, and the system layout guides:
    /// the items `prepare()` looks at on every pass (instead of every item).
    var wrapping: [ObjectIdentifier: LayoutItem] = [:]
    var systemGuides: [ObjectIdentifier: LayoutItem] = [:]
    /// Each container's layout direction trait (true: right to left), found through its
    /// superview's so that a deep hierarchy is not walked to the root per constraint.
    /// Cleared when a direction changes; a subtree's entries go when it leaves.
    var directionTraits: [ObjectIdentifier: Bool] = [:]
    /// The view `applyEngineFramesToSubviews` is giving its solved frame (its geometry
    /// callback need not pin or compare it again).
    var applyingSolvedFrame: ObjectIdentifier?

    private func traitIsRightToLeft(_ view: UIView) -> Bool {
        let key = ObjectIdentifier(view)
        if let known = directionTraits[key] { return known }
        let rtl: Bool
        switch view.layoutState?.semanticContentAttribute {
        case .forceLeftToRight?: rtl = false
        case .forceRightToLeft?: rtl = true
        default: rtl = view.superview.map(traitIsRightToLeft) ?? (view._layoutDirectionTrait == .rightToLeft)
        }
        directionTraits[key] = rtl
        return rtl
    }

    /// `view._isRightToLeft`, remembered.
    func isRightToLeft(_ view: UIView) -> Bool {
        UIView.userInterfaceLayoutDirection(for: view.semanticContentAttribute,
                                            relativeTo: traitIsRightToLeft(view) ? .rightToLeft : .leftToRight) == .rightToLeft
    }

    init(host: UIView, pinsHost: Bool = true) { self.host = host; self.pinsHost = pinsHost }
    /// A temporary engine for `systemLayoutSizeFitting`: it leaves the views' own engine alone.
    var isScratch: Bool { !pinsHost }

    // MARK: Constraints

    func add(_ c: NSLayoutConstraint) {
        let key = ObjectIdentifier(c)
        guard installed[key] == nil, let container = c.holder ?? c.commonAncestor() else { return }
        var retained: [ObjectIdentifier] = []
        let directional = c.usesLayoutDirection
        let rtl = directional && isRightToLeft(container)
        let lhs = expression(c.firstAnchor, in: container, rightToLeft: rtl, retain: &retained)
        // Right to left the x axis runs the other way for leading/trailing positions: a
        // constant toward the trailing edge goes left (dimensions keep theirs).
        let sign: Double = rtl && c.firstAnchor.offset == nil ? -1 : 1
        var rhs = LinearExpression(constant: Double(c._deviceConstant(c.constant)) * sign)
        if let s = c.secondAnchor {
            rhs.add(expression(s, in: container, rightToLeft: rtl, retain: &retained), times: Double(c.multiplier))
        }
        // Measured from the trailing side the positions are negated, so an inequality turns
        // round too: `b.leading >= a.trailing + 8` keeps b at least 8 to the left of a.
        var relation = c.relation.solverRelation
        if sign < 0 { relation = relation.reversed }
        let sc = SolverConstraint(lhs - rhs, relation, strength: Strength(Double(c.priority.rawValue)))
        sc.owner = c
        let record = InstalledConstraint(constraint: c, solverConstraint: sc, items: retained,
                                         exprConstant: sc.expression.constant)
        record.resolvedRightToLeft = directional ? rtl : nil
        record.constantSign = sign
        installCount += 1
        record.order = installCount
        installed[key] = record
        for k in retained { items[k]?.refs += 1; items[k]?.constraints.insert(key) }
        let wasBroken = c.isBroken
        if !isScratch { c.engineHolder = host; c.isBroken = false }
        do {
            try solver.add(sc)
        } catch {
            record.inSolver = false
            if !isScratch { c.isBroken = true }
            // A constraint already broken (and reported) when its hierarchy moved is not reported again.
            if !wasBroken, case .unsatisfiable(_, let conflicting) = error { reportUnsatisfiable(c, conflicting: conflicting) }
        }
        changed()
    }

    /// `notify`: false when the caller calls `changed()` once after a batch.
    func remove(_ c: NSLayoutConstraint, notify: Bool = true) {
        let key = ObjectIdentifier(c)
        guard let record = installed.removeValue(forKey: key) else { return }
        if record.inSolver { try? solver.remove(record.solverConstraint) }
        if !isScratch { c.engineHolder = nil; c.isBroken = false }
        for k in record.items { release(k, constraint: key) }
        if notify { changed() }
    }

    func constantDidChange(_ c: NSLayoutConstraint, from old: CGFloat) {
        guard let record = installed[ObjectIdentifier(c)] else { return }
        let new = record.exprConstant - Double(c._deviceConstant(c.constant) - old) * record.constantSign
        if record.inSolver {
            do {
                try solver.setConstant(new, of: record.solverConstraint, previous: record.exprConstant)
                record.exprConstant = new
            } catch {
                // A required conflict: re-add through the normal path, which reports it.
                remove(c); add(c)
                return
            }
        } else {
            remove(c); add(c)
            return
        }
        changed()
    }

    func priorityDidChange(_ c: NSLayoutConstraint) {
        guard installed[ObjectIdentifier(c)] != nil else { return }
        remove(c); add(c)
    }

    /// A layout direction changed somewhere: constraints whose leading/trailing now resolve
    /// to the other edges are installed again.
    func layoutDirectionDidChange() {
        directionTraits.removeAll()
        let flipped = installed.values.filter { r in
            guard let was = r.resolvedRightToLeft, let container = r.constraint.holder ?? r.constraint.commonAncestor() else { return false }
            return isRightToLeft(container) != was
        }
        // All out before any goes back: re-installing one at a time would briefly mix both
        // directions in one chain (a stack view's), which cannot hold.
        let ordered = flipped.sorted(by: { $0.order < $1.order })
        for r in ordered { remove(r.constraint) }
        for r in ordered { add(r.constraint) }
        if flipped.isEmpty { changed() }
    }

    func changed() {
        needsFrameSync = true
        host.window?._application?._setNeedsLayout()
    }

    // MARK: Expressions

    /// `anchor`'s value in `container`'s coordinates, retaining the items it uses.
    /// `rightToLeft`: leading is the right edge and trailing the left one.
    func expression(_ anchor: NSLayoutAnchor<AnyObject>, in container: UIView, rightToLeft: Bool = false,
                    retain: inout [ObjectIdentifier]) -> LinearExpression {
        if let (a, b) = anchor.offset {
            let d = expression(b, in: container, rightToLeft: rightToLeft, retain: &retain)
                - expression(a, in: container, rightToLeft: rightToLeft, retain: &retain)
            // From leading toward trailing is leftward right to left: the distance stays positive.
            let flips = rightToLeft && [a.attribute, b.attribute].contains { [.leading, .trailing, .leadingMargin, .trailingMargin].contains($0) }
            return flips ? d * -1 : d
        }
        guard var object = anchor.item else { return LinearExpression() }
        var attribute = anchor.attribute
        if let view = object as? UIView, let plain = attribute.withoutMargins {
            object = view.layoutMarginsGuide
            attribute = plain
        }
        let item = ensureItem(object)
        retain.append(ObjectIdentifier(object))
        var originX = LinearExpression(), originY = LinearExpression()
        if object !== container {
            originX.add(item.x); originY.add(item.y)
            var parent: UIView? = layoutItemParent(object)
            while let p = parent, p !== container {
                let pi = ensureItem(p)
                retain.append(ObjectIdentifier(p))
                originX.add(pi.x); originY.add(pi.y)
                parent = p.superview
            }
        }
        let w = item.w.expression, h = item.h.expression
        switch attribute {
        case .left: return originX
        case .right: return originX + w
        case .leading: return rightToLeft ? originX + w : originX
        case .trailing: return rightToLeft ? originX : originX + w
        case .centerX, .centerXWithinMargins: return originX + w * 0.5
        case .width: return w
        case .top: return originY
        case .bottom: return originY + h
        case .centerY, .centerYWithinMargins: return originY + h * 0.5
        case .height: return h
        case .firstBaseline, .lastBaseline:
            guard let view = object as? UIView else { return originY + h }
            if let lines = view.baselineLineCount {
                let offset = attribute == .firstBaseline ? 1 - lines / 2 : lines / 2
                return originY + h * 0.5 + LinearExpression(constant: offset)
            }
            return originY + h
        default: return originX
        }
    }

    // MARK: Reading the solution

    func frame(of object: AnyObject) -> CGRect? {
        guard let item = items[ObjectIdentifier(object)] else { return nil }
        prepare()
        return item.solvedFrame(solver)
    }

    /// Brings content sizes and guide edges up to date before frames are read.
    func prepare() {
        for _ in 0..<4 {
            var changedAny = false
            if !dirtyContent.isEmpty {
                let views = dirtyContent.values
                dirtyContent.removeAll()
                for v in views { if updateContentSize(v) { changedAny = true } }
            }
            for item in wrapping.values {
                if let label = item.object as? UILabel, updateWrappingHeight(label, item) { changedAny = true }
            }
            if updateGuides() { changedAny = true }
            if !changedAny { break }
        }
    }

    /// Marks the superviews of views whose solved frames differ from their frames; only
    /// the items whose variables the solver changed (and those pending) are looked at.
    func syncFrames() {
        guard needsFrameSync else { return }
        needsFrameSync = false
        prepare()
        var candidates = pendingSync
        pendingSync.removeAll()
        if let moved = solver.takeChangedVariables() {
            for v in moved { if let item = variableItems[v.id] { candidates[ObjectIdentifier(item)] = item } }
        } else {
            candidates = items
        }
        for item in candidates.values {
            guard let view = item.view, view !== host, !view.translatesAutoresizingMaskIntoConstraints else { continue }
            if item.solvedFrame(solver) != view.frame { view.superview?.setNeedsLayout() }
        }
    }

    func isAmbiguous(_ object: AnyObject) -> Bool {
        guard let item = items[ObjectIdentifier(object)] else { return false }
        prepare()
        return [item.x, item.y, item.w, item.h].contains { solver.isAmbiguous($0) }
    }

    /// Moves ambiguous variables of `object` to another valid value, or back.
    func exerciseAmbiguity(_ object: AnyObject) {
        for c in exercised { try? solver.remove(c) }
        exercised.removeAll()
        if let item = items[ObjectIdentifier(object)] {
            for v in [item.x, item.y, item.w, item.h] where solver.isAmbiguous(v) {
                // Below every priority, so only the freedom the constraints leave is used.
                let c = SolverConstraint(v.expression, .equal, LinearExpression(constant: solver.value(of: v) + exerciseStep),
                                         strength: Strength(0.001))
                if (try? solver.add(c)) != nil { exercised.append(c) }
            }
        }
        exerciseStep = -exerciseStep
        changed()
        host.setNeedsLayout()
        markAllForLayout()
    }

    func markAllForLayout() {
        for item in items.values { item.view?.superview?.setNeedsLayout() }
    }

    func constraintsAffecting(_ object: AnyObject, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let item = items[ObjectIdentifier(object)] else { return [] }
        var result: [NSLayoutConstraint] = []
        for key in item.constraints {
            guard let r = installed[key] else { continue }
            if r.constraint.firstAttribute.isHorizontal == (axis == .horizontal) { result.append(r.constraint) }
        }
        result += item.aux.filter { $0.axis == axis }.map(\.constraint)
        return result
    }
}

/// One installed constraint: its solver form and the items it keeps alive.
@MainActor
final class InstalledConstraint {
    let constraint: NSLayoutConstraint
    let solverConstraint: SolverConstraint
    let items: [ObjectIdentifier]
    var exprConstant: Double
    var inSolver = true
    /// For a constraint with leading/trailing attributes: whether they were resolved right to left.
    var resolvedRightToLeft: Bool?
    /// -1 when the constraint's constant was negated (a right-to-left leading/trailing position).
    var constantSign: Double = 1
    /// Installation order in the engine (flipped constraints are installed again in it).
    var order = 0
    init(constraint: NSLayoutConstraint, solverConstraint: SolverConstraint, items: [ObjectIdentifier], exprConstant: Double) {
        self.constraint = constraint; self.solverConstraint = solverConstraint; self.items = items; self.exprConstant = exprConstant
    }
}

extension NSLayoutConstraint {
    /// Whether either side uses leading or trailing (directly, in a margin, or in an offset anchor).
    var usesLayoutDirection: Bool {
        func uses(_ a: NSLayoutAnchor<AnyObject>?) -> Bool {
            guard let a else { return false }
            if let (x, y) = a.offset { return uses(x) || uses(y) }
            switch a.attribute { case .leading, .trailing, .leadingMargin, .trailingMargin: return true; default: return false }
        }
        return uses(firstAnchor) || uses(secondAnchor)
    }
}

extension SolverConstraint.Relation {
    /// `<=` for `>=` and the other way round.
    var reversed: SolverConstraint.Relation {
        switch self { case .equal: return .equal; case .lessThanOrEqual: return .greaterThanOrEqual; case .greaterThanOrEqual: return .lessThanOrEqual }
    }
}

extension NSLayoutConstraint.Relation {
    var solverRelation: SolverConstraint.Relation {
        switch self { case .equal: return .equal; case .lessThanOrEqual: return .lessThanOrEqual; case .greaterThanOrEqual: return .greaterThanOrEqual }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The plain attribute of a margin attribute (nil for plain ones).
    var withoutMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: return .left; case .rightMargin: return .right
        case .topMargin: return .top; case .bottomMargin: return .bottom
        case .leadingMargin: return .leading; case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX; case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }
}

/// The view whose coordinates an item's `minX`/`minY` are in.
@MainActor
func layoutItemParent(_ object: AnyObject) -> UIView? {
    if let v = object as? UIView { return v.superview }
    return (object as? UILayoutGuide)?.owningView
}
