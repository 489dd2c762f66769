import Foundation
import LayoutSolver

/// A view or layout guide with its four variables and the constraints the engine adds for it.
@MainActor
final class LayoutItem {
    let object: AnyObject
    /// `object` when it is a view (cast once: the frame sync looks at every moved item).
    /// Not retained: `object` is the same object and keeps it alive for as long as the
    /// item exists, so reading it costs no reference counting.
    unowned(unsafe) let view: UIView?
    let x: LayoutVariable, y: LayoutVariable, w: LayoutVariable, h: LayoutVariable
    /// How many installed constraints (and guides) use the item; at 0 it leaves the engine.
    var refs = 0
    /// Installed app constraints that mention it.
    var constraints: Set<ObjectIdentifier> = []
    /// Autoresizing-mask pins, content-size and guide constraints.
    var aux: [AuxConstraint] = []
    /// What the autoresizing pins were made from (frame, superview size, priority).
    var pinnedFrame: CGRect?
    var pinnedSuperSize: CGSize?
    var pinPriority: UILayoutPriority?
    var pinnedSuperKey: ObjectIdentifier?
    /// The superview whose width/height the pins use (retained while they exist).
    var pinSuperview: ObjectIdentifier?
    var contentSize: CGSize?
    var contentPriorities: [UILayoutPriority] = []
    var guideInsets: [CGFloat]?
    var tracksWrapping = false

    init(object: AnyObject, solver: LayoutSolver) {
        self.object = object
        view = object as? UIView
        x = solver.makeVariable(); y = solver.makeVariable(); w = solver.makeVariable(); h = solver.makeVariable()
    }

    func solvedFrame(_ solver: LayoutSolver) -> CGRect {
        CGRect(x: solver.value(of: x), y: solver.value(of: y), width: solver.value(of: w), height: solver.value(of: h))
    }
}

/// A constraint the engine made itself; `constraint` describes it in diagnostics.
@MainActor
final class AuxConstraint {
    enum Role { case pin, content, guide }
    let role: Role
    let constraint: NSLayoutConstraint
    let solverConstraint: SolverConstraint
    let axis: NSLayoutConstraint.Axis
    init(role: Role, constraint: NSLayoutConstraint, solverConstraint: SolverConstraint, axis: NSLayoutConstraint.Axis) {
        self.role = role; self.constraint = constraint; self.solverConstraint = solverConstraint; self.axis = axis
    }
}

extension LayoutEngine {
    // MARK: Items

    func ensureItem(_ object: AnyObject) -> LayoutItem {
        let key = ObjectIdentifier(object)
        if let item = items[key] { return item }
        let item = LayoutItem(object: object, solver: solver)
        items[key] = item
        for v in [item.x, item.y, item.w, item.h] { variableItems[v.id] = item }
        pendingSync[ObjectIdentifier(item)] = item
        if let view = object as? UIView {
            if !isScratch { view.autoLayout.trackingEngine = self }
            refreshPins(view, item)
            setWrapping(item, view.wrapsToWidth)
            _ = updateContentSize(view)
        } else if let guide = object as? UILayoutGuide, let owner = guide.owningView {
            if guide.kind != .custom {
                systemGuides[key] = item
                let ownerItem = ensureItem(owner)
                ownerItem.refs += 1
                _ = updateGuide(guide, item, ownerItem)
            }
        }
        return item
    }

    func release(_ key: ObjectIdentifier, constraint: ObjectIdentifier?) {
        guard let item = items[key] else { return }
        item.refs -= 1
        if let constraint { item.constraints.remove(constraint) }
        guard item.refs <= 0 else { return }
        for a in item.aux { try? solver.remove(a.solverConstraint) }
        item.aux.removeAll()
        releasePinSuperview(item)
        items[key] = nil
        for v in [item.x, item.y, item.w, item.h] { variableItems[v.id] = nil }
        pendingSync[ObjectIdentifier(item)] = nil
        wrapping[ObjectIdentifier(item)] = nil
        systemGuides[key] = nil
        if let view = item.view {
            if view.layoutState?.trackingEngine === self { view.layoutState?.trackingEngine = nil }
        } else if let guide = item.object as? UILayoutGuide, guide.kind != .custom, let owner = guide.owningView {
            release(ObjectIdentifier(owner), constraint: nil)
        }
    }

    func addAux(_ item: LayoutItem, _ role: AuxConstraint.Role, _ axis: NSLayoutConstraint.Axis,
                        _ expr: LinearExpression, _ relation: SolverConstraint.Relation, _ priority: UILayoutPriority,
                        describe: NSLayoutConstraint) {
        let sc = SolverConstraint(expr, relation, strength: Strength(Double(priority.rawValue)))
        describe.priority = priority
        sc.owner = describe
        let aux = AuxConstraint(role: role, constraint: describe, solverConstraint: sc, axis: axis)
        item.aux.append(aux)
        do { try solver.add(sc) } catch {
            if case .unsatisfiable(_, let conflicting) = error { reportUnsatisfiable(describe, conflicting: conflicting) }
        }
    }

    func removeAux(_ item: LayoutItem, _ role: AuxConstraint.Role) {
        for a in item.aux where a.role == role { try? solver.remove(a.solverConstraint) }
        item.aux.removeAll { $0.role == role }
    }

    /// Called when a tracked view's frame or autoresizing setting changed.
    func viewGeometryDidChange(_ view: UIView) {
        guard let item = items[ObjectIdentifier(view)] else { return }
        if applyingSolvedFrame == ObjectIdentifier(view), item.pinnedFrame == nil {
            // The engine itself gave a view without pins its solved frame: nothing to
            // pin, nothing to compare at the next sync. Its guides may have moved with
            // it: its own layoutSubviews, later in this pass, brings them up to date.
            if view.wrapsToWidth || item.tracksWrapping { setWrapping(item, view.wrapsToWidth) }
            if let st = view.layoutState, st.marginsGuide != nil || st.safeAreaGuide != nil || st.readableGuide != nil {
                view.setNeedsLayout()
            }
            return
        }
        refreshPins(view, item)
        if view.wrapsToWidth || item.tracksWrapping { setWrapping(item, view.wrapsToWidth) }
        if !view.translatesAutoresizingMaskIntoConstraints { pendingSync[ObjectIdentifier(item)] = item }
    }

    func setWrapping(_ item: LayoutItem, _ on: Bool) {
        item.tracksWrapping = on
        wrapping[ObjectIdentifier(item)] = on ? item : nil
    }

    // MARK: Content size

    /// Re-reads `view`'s intrinsic size; true when the constraints changed.
    @discardableResult
    func updateContentSize(_ view: UIView) -> Bool {
        guard let item = items[ObjectIdentifier(view)] else { return false }
        var size = view.intrinsicContentSize
        if item.tracksWrapping, let label = view as? UILabel {
            let natural = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
            let width = item.contentSize == nil ? natural.width : solver.value(of: item.w)
            size = CGSize(width: natural.width,
                          height: label.sizeThatFits(CGSize(width: max(1, width), height: .greatestFiniteMagnitude)).height)
        }
        let state = view.autoLayout
        var priorities = state.hugging + state.compressionResistance
        if let (axis, p) = state.arrangementTieBreak { priorities += [UILayoutPriority(Float(axis.rawValue)), p] }
        if item.contentSize == size && item.contentPriorities == priorities { return false }
        removeAux(item, .content)
        item.contentSize = size
        item.contentPriorities = priorities
        func add(_ v: LayoutVariable, _ value: CGFloat, _ axis: NSLayoutConstraint.Axis) {
            guard value >= 0 else { return }
            let i = axis == .horizontal ? 0 : 1
            let attr: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
            let expr = v.expression - LinearExpression(constant: Double(value))
            let hug = NSLayoutConstraint(item: view, attribute: attr, relatedBy: .lessThanOrEqual, toItem: nil,
                                         attribute: .notAnAttribute, multiplier: 1, constant: value)
            let hugging = state.hugging[i], resistance = state.compressionResistance[i]
            let describe = { [unowned view] in
                "\(layoutItemDescription(view)).\(attr.name) == \(NSLayoutConstraint.number(value)) Hug:\(Int(hugging.rawValue)) CompressionResistance:\(Int(resistance.rawValue))"
            }
            hug.describeEquation = describe
            hug.specialClassName = "NSContentSizeLayoutConstraint"
            addAux(item, .content, axis, expr, .lessThanOrEqual, state.hugging[i], describe: hug)
            let comp = NSLayoutConstraint(item: view, attribute: attr, relatedBy: .greaterThanOrEqual, toItem: nil,
                                          attribute: .notAnAttribute, multiplier: 1, constant: value)
            comp.describeEquation = describe
            comp.specialClassName = "NSContentSizeLayoutConstraint"
            addAux(item, .content, axis, expr, .greaterThanOrEqual, state.compressionResistance[i], describe: comp)
            if let (tieAxis, p) = state.arrangementTieBreak, tieAxis == axis {
                let tie = NSLayoutConstraint(item: view, attribute: attr, relatedBy: .equal, toItem: nil,
                                             attribute: .notAnAttribute, multiplier: 1, constant: value)
                tie.identifier = "UISV-ambiguity-suppression"
                addAux(item, .content, axis, expr, .equal, p, describe: tie)
            }
        }
        add(item.w, size.width, .horizontal)
        add(item.h, size.height, .vertical)
        changed()
        return true
    }

    /// A multi-line label is as tall as its text wrapped to the width it was given.
    func updateWrappingHeight(_ label: UILabel, _ item: LayoutItem) -> Bool {
        let width = solver.value(of: item.w)
        let height = label.sizeThatFits(CGSize(width: max(1, width), height: .greatestFiniteMagnitude)).height
        guard let current = item.contentSize, current.height != height else { return false }
        return updateContentSize(label)
    }

    func invalidateContent(_ view: UIView) {
        guard items[ObjectIdentifier(view)] != nil else { return }
        dirtyContent[ObjectIdentifier(view)] = view
        changed()
    }

    // MARK: System layout guides

    func updateGuides() -> Bool {
        var any = false
        for item in systemGuides.values {
            guard let g = item.object as? UILayoutGuide, g.kind != .custom, let owner = g.owningView,
                  let ownerItem = items[ObjectIdentifier(owner)] else { continue }
            if updateGuide(g, item, ownerItem) { any = true }
        }
        return any
    }

    /// Brings `view`'s system guides to its frame as laid out (its margins and safe area
    /// depend on where it is), before its subviews are given their solved frames.
    func refreshGuides(of view: UIView, _ st: ViewLayoutState) {
        guard !systemGuides.isEmpty, let owner = items[ObjectIdentifier(view)] else { return }
        for guide in [st.marginsGuide, st.safeAreaGuide, st.readableGuide] {
            guard let guide, let item = systemGuides[ObjectIdentifier(guide)] else { continue }
            _ = updateGuide(guide, item, owner)
        }
    }

    /// Keeps a system guide's edges at its view's margins / safe area / readable width.
    func updateGuide(_ guide: UILayoutGuide, _ item: LayoutItem, _ owner: LayoutItem) -> Bool {
        guard let view = guide.owningView else { return false }
        let insets: UIEdgeInsets
        switch guide.kind {
        case .safeArea: insets = view.safeAreaInsets
        case .margins, .readable: insets = view._absoluteLayoutMargins
        case .custom: return false
        }
        let readable = guide.kind == .readable ? view.layoutMetrics.readableContentWidth : 0
        let values = [insets.top, insets.left, insets.bottom, insets.right, readable]
        if item.guideInsets == values { return false }
        removeAux(item, .guide)
        item.guideInsets = values
        let name = guide.kind == .safeArea ? "UIViewSafeArea" : (guide.kind == .readable ? "UIViewReadable" : "UIView")
        func add(_ expr: LinearExpression, _ rel: SolverConstraint.Relation, _ axis: NSLayoutConstraint.Axis,
                 _ edge: String, _ text: @escaping @MainActor () -> String, priority: UILayoutPriority = .required) {
            let d = NSLayoutConstraint(item: guide, attribute: axis == .horizontal ? .left : .top, relatedBy: .equal,
                                       toItem: view, attribute: axis == .horizontal ? .left : .top, multiplier: 1, constant: 0)
            d.identifier = "\(name)-\(edge)-guide-constraint"
            d.describeEquation = text
            addAux(item, .guide, axis, expr, rel, priority, describe: d)
        }
        var g: String { layoutItemDescription(guide) }
        var v: String { layoutItemDescription(view) }
        let n = NSLayoutConstraint.number
        let innerWidth = owner.w.expression - LinearExpression(constant: Double(insets.left + insets.right))
        if guide.kind == .readable {
            // Centred in the margins, as wide as they allow up to the readable width.
            add(item.x.expression * 2 + item.w.expression - innerWidth - LinearExpression(constant: Double(2 * insets.left)),
                .equal, .horizontal, "centerX", { "\(g).centerX == \(v).centerXWithinMargins" })
            add(item.w.expression - innerWidth, .lessThanOrEqual, .horizontal, "width", { "\(g).width <= \(v).width - \(n(insets.left + insets.right))" })
            add(item.w.expression - LinearExpression(constant: Double(readable)), .lessThanOrEqual, .horizontal, "readableWidth",
                { "\(g).width <= \(n(readable))" })
            add(item.w.expression - innerWidth, .equal, .horizontal, "fill", { "\(g).width == \(v).width - \(n(insets.left + insets.right))" },
                priority: UILayoutPriority(999))
        } else {
            add(item.x.expression - LinearExpression(constant: Double(insets.left)), .equal, .horizontal, "left",
                { "H:|-(\(n(insets.left)))-[\(g)]" })
            add(item.w.expression - innerWidth, .equal, .horizontal, "right",
                { "H:[\(g)]-(\(n(insets.right)))-|" })
        }
        add(item.y.expression - LinearExpression(constant: Double(insets.top)), .equal, .vertical, "top",
            { "V:|-(\(n(insets.top)))-[\(g)]" })
        add(item.h.expression - owner.h.expression + LinearExpression(constant: Double(insets.top + insets.bottom)),
            .equal, .vertical, "bottom", { "V:[\(g)]-(\(n(insets.bottom)))-|" })
        changed()
        return true
    }

    // MARK: Diagnostics

    /// Logs UIKit's "Unable to simultaneously satisfy constraints." message; the new
    /// constraint `broken` stays active but is left out of the solution (UIKit's recovery).
    func reportUnsatisfiable(_ broken: NSLayoutConstraint, conflicting: [SolverConstraint]) {
        var list = conflicting.compactMap { $0.owner as? NSLayoutConstraint }
        list.append(broken)
        let hasMask = list.contains { $0.autoresizingMaskDescription != nil }
        var text = "Unable to simultaneously satisfy constraints.\n"
        text += "\tProbably at least one of the constraints in the following list is one you don't want. \n"
        text += "\tTry this: \n"
        text += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
        text += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
        if hasMask {
            text += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
        }
        text += "(\n" + list.map { "    \"\($0.describedForLog)\"" }.joined(separator: ",\n") + "\n)\n\n"
        text += "Will attempt to recover by breaking constraint \n\(broken.describedForLog)\n\n"
        text += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        text += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        if let app = host.window?._application ?? UIApplication._current { app.diagnostics.warn(text) }
        else { FileHandle.standardError.write(Data((text + "\n").utf8)) }
    }
}

extension UIView.AutoresizingMask {
    /// `h=--& v=--&`: for left margin, width, right margin (top, height, bottom) `-` is
    /// fixed and `&` flexible; with nothing flexible the far margin counts as flexible.
    var layoutDescription: String {
        func part(_ lead: Bool, _ size: Bool, _ trail: Bool) -> String {
            if !lead && !size && !trail { return "--&" }
            return (lead ? "&" : "-") + (size ? "&" : "-") + (trail ? "&" : "-")
        }
        return "h=" + part(contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
            + " v=" + part(contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
    }
}
