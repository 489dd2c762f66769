import Foundation

/// Auto Layout on `UIView`: constraints, anchors, layout guides, content size priorities.
/// Source: Apple's UIView documentation ("Configuring the Layout Behavior…", "Creating
/// Constraints Using Layout Anchors", "Managing the View's Constraints").
extension UIView {
    var autoLayout: ViewLayoutState {
        if let s = layoutState { return s }
        let s = ViewLayoutState()
        layoutState = s
        return s
    }

    // MARK: Constraints

    /// Whether the autoresizing mask becomes constraints that fix the view's frame (true
    /// for views made in code; set false to position the view with your own constraints).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            layoutState?.trackingEngine?.viewGeometryDidChange(self)
        }
    }

    /// The constraints this view holds (those whose closest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { layoutState?.constraints ?? [] }

    /// Activates `constraint` (it must relate this view or its descendants), as `addConstraint(_:)`.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.holder === self { constraint.isActive = false }
    }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { removeConstraint(c) } }

    func installConstraint(_ c: NSLayoutConstraint) {
        autoLayout.constraints.append(c)
        c.holder = self
        // The holder's engine when it already has variables here (saves a walk to the root).
        (layoutState?.trackingEngine ?? layoutRoot.ownEngine(create: true))?.add(c)
    }

    func uninstallConstraint(_ c: NSLayoutConstraint) {
        layoutState?.constraints.removeAll { $0 === c }
        c.holder = nil
        let engine = c.engineHolder?.layoutState?.engine ?? layoutRoot.layoutState?.engine
        engine?.remove(c)
        c.engineHolder = nil
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Layout guides

    public var layoutGuides: [UILayoutGuide] { layoutState?.layoutGuides ?? [] }

    /// Adds a custom guide whose frame is in this view's coordinates, as `addLayoutGuide(_:)`.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        if let old = guide.owningView, old !== self { old.removeLayoutGuide(guide) }
        guide.owningView = self
        if !autoLayout.layoutGuides.contains(where: { $0 === guide }) { autoLayout.layoutGuides.append(guide) }
    }

    /// Removes the guide and deactivates the constraints that mention it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        if let engine = layoutState?.trackingEngine ?? hostEngine, let item = engine.items[ObjectIdentifier(guide)] {
            for key in item.constraints { engine.installed[key]?.constraint.isActive = false }
        }
        layoutState?.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The guide at the view's layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        if let g = layoutState?.marginsGuide { return g }
        let g = UILayoutGuide(kind: .margins, owningView: self)
        autoLayout.marginsGuide = g
        return g
    }

    /// The guide at the view's safe area (the part not covered by bars or the controller's
    /// `additionalSafeAreaInsets`).
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let g = layoutState?.safeAreaGuide { return g }
        let g = UILayoutGuide(kind: .safeArea, owningView: self)
        autoLayout.safeAreaGuide = g
        return g
    }

    /// The guide for text: inside the margins, centred, at most the readable width
    /// (`DeviceMetrics.readableContentWidth`).
    public var readableContentGuide: UILayoutGuide {
        if let g = layoutState?.readableGuide { return g }
        let g = UILayoutGuide(kind: .readable, owningView: self)
        autoLayout.readableGuide = g
        return g
    }

    // MARK: Content size priorities

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState?.hugging[axis.rawValue] ?? .defaultLow
    }
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.hugging[axis.rawValue] = priority
        layoutState?.trackingEngine?.invalidateContent(self)
    }
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState?.compressionResistance[axis.rawValue] ?? .defaultHigh
    }
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.compressionResistance[axis.rawValue] = priority
        layoutState?.trackingEngine?.invalidateContent(self)
    }

    /// Constraints that affect the view's frame along `axis`, as `constraintsAffectingLayout(for:)`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        layoutState?.trackingEngine?.constraintsAffecting(self, axis: axis) ?? []
    }

    // MARK: Debugging

    /// Whether the constraints leave the view's frame undetermined, as `hasAmbiguousLayout`.
    public var hasAmbiguousLayout: Bool { layoutState?.trackingEngine?.isAmbiguous(self) ?? false }

    /// Moves an ambiguously laid out view to another frame its constraints allow (and back
    /// on the next call), as `exerciseAmbiguityInLayout()`.
    public func exerciseAmbiguityInLayout() {
        guard let engine = layoutState?.trackingEngine, hasAmbiguousLayout || !engine.exercised.isEmpty else { return }
        engine.exerciseAmbiguity(self)
    }

    // MARK: Engine plumbing

    var layoutRoot: UIView {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    /// `layoutRoot` for a view that just joined `superview`: the superview's engine host
    /// when the superview is laid out by one (its items leave that engine when it leaves
    /// the hierarchy, so the host is its root), instead of a walk to the root per
    /// `addSubview` (quadratic for a deep hierarchy).
    private var attachedLayoutRoot: UIView {
        if let host = superview?.layoutState?.trackingEngine?.host, host.superview == nil { return host }
        return layoutRoot
    }

    /// The engine of this view's hierarchy, built on first use; nil when nothing in the
    /// hierarchy uses constraints.
    var hostEngine: LayoutEngine? { layoutRoot.ownEngine(create: false) }

    /// This root's engine; `create` makes one when there is none.
    func ownEngine(create: Bool) -> LayoutEngine? {
        if let e = layoutState?.engine { return e }
        guard create || layoutState?.engineStale == true else { return nil }
        let state = autoLayout
        let engine = LayoutEngine(host: self)
        state.engine = engine
        state.engineStale = false
        state.subtreeNeedsUpdateConstraints = true
        forEachInSubtree { v in for c in v.layoutState?.constraints ?? [] { engine.add(c) } }
        return engine
    }

    /// Whether this view or one of its descendants holds constraints (it is laid out by them).
    var _holdsConstraintsInSubtree: Bool {
        if layoutState?.constraints.isEmpty == false { return true }
        return subviews.contains { $0._holdsConstraintsInSubtree }
    }

    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for s in subviews { s.forEachInSubtree(body) }
    }

    static func closestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        // The usual cases first: parent and child, siblings.
        let pa = a.superview, pb = b.superview
        if pa === b { return b }
        if pb === a { return a }
        if let pa, pa === pb { return pa }
        var seen = Set<ObjectIdentifier>()
        var v: UIView? = a
        while let cur = v { seen.insert(ObjectIdentifier(cur)); v = cur.superview }
        v = b
        while let cur = v { if seen.contains(ObjectIdentifier(cur)) { return cur }; v = cur.superview }
        return nil
    }

    /// Before this view leaves its superview: constraints between its subtree and the
    /// rest are deactivated (as UIKit does), the subtree's own constraints leave the
    /// engine and go with the subtree.
    func layoutHierarchyWillDetach() {
        guard superview != nil, let engine = layoutRoot.ownEngine(create: false) else { return }
        // The subtree as a set: whether a constraint's holder is inside is then one lookup,
        // not a walk up from the holder (which made removal grow as n × depth).
        var inside = Set<ObjectIdentifier>()
        forEachInSubtree { inside.insert(ObjectIdentifier($0)) }
        // One more pass does the rest, per view: the constraints tying its items (the view,
        // its guides) to views outside are deactivated, then the constraints it holds
        // leave the engine (they are inside, so no later view's pass looks at them).
        // No array is built per view, and the engine is told once that it changed.
        func deactivateCrossing(_ object: AnyObject) {
            guard let item = engine.items[ObjectIdentifier(object)] else { return }
            var crossing: [NSLayoutConstraint] = []
            for key in item.constraints {
                guard let c = engine.installed[key]?.constraint else { continue }
                if let h = c.holder, !inside.contains(ObjectIdentifier(h)) { crossing.append(c) }
            }
            for c in crossing { c.isActive = false }
        }
        var moved = false
        forEachInSubtree { v in
            engine.directionTraits[ObjectIdentifier(v)] = nil
            deactivateCrossing(v)
            guard let st = v.layoutState else { return }
            for g in st.layoutGuides { deactivateCrossing(g) }
            if let g = st.marginsGuide { deactivateCrossing(g) }
            if let g = st.safeAreaGuide { deactivateCrossing(g) }
            if let g = st.readableGuide { deactivateCrossing(g) }
            for c in st.constraints { engine.remove(c, notify: false); moved = true }
        }
        if moved { engine.changed(); autoLayout.engineStale = true }
    }

    /// After this view joined a superview: its subtree's constraints join the new root's engine.
    func layoutHierarchyDidAttach() {
        let root = attachedLayoutRoot
        if let mine = layoutState, mine.engine != nil || mine.engineStale {
            mine.engine = nil
            mine.engineStale = false
            if let engine = root.layoutState?.engine {
                forEachInSubtree { v in for c in v.layoutState?.constraints ?? [] { engine.add(c) } }
            } else {
                root.autoLayout.engineStale = true
            }
        } else if type(of: self).requiresConstraintBasedLayout {
            _ = root.ownEngine(create: true)
        }
        if let rs = root.layoutState, rs.engine != nil || rs.engineStale { rs.subtreeNeedsUpdateConstraints = true }
    }

    /// Frame or bounds changed: keep the engine's copy of a translated frame current.
    func layoutGeometryDidChange() {
        layoutState?.trackingEngine?.viewGeometryDidChange(self)
    }

    /// The first step of a layout pass: `updateConstraints` where needed, then mark the
    /// views whose solved frames changed.
    func prepareConstraintBasedLayout() {
        let root = layoutRoot
        guard let rs = root.layoutState, rs.engine != nil || rs.engineStale else { return }
        if rs.subtreeNeedsUpdateConstraints {
            rs.subtreeNeedsUpdateConstraints = false
            root.updateConstraintsIfNeeded()
        }
        root.ownEngine(create: false)?.syncFrames()
    }

    /// UIView's layoutSubviews: subviews laid out by constraints get their solved frames.
    func applyEngineFramesToSubviews() {
        // This view's frame is final for the pass now (its superview's layoutSubviews ran
        // first): its system guides follow it before the subviews read frames tied to them.
        if let st = layoutState, st.marginsGuide != nil || st.safeAreaGuide != nil || st.readableGuide != nil {
            st.trackingEngine?.refreshGuides(of: self, st)
        }
        for s in subviews {
            guard let st = s.layoutState, !st.translatesAutoresizingMaskIntoConstraints,
                  let engine = st.trackingEngine, let item = engine.items[ObjectIdentifier(s)] else { continue }
            let solved = item.solvedFrame(engine.solver)
            guard solved != s.frame else { continue }
            engine.applyingSolvedFrame = ObjectIdentifier(s)
            s.frame = solved
            engine.applyingSolvedFrame = nil
        }
    }

    /// Views whose text has baselines: how many lines (nil: the bottom edge is the baseline).
    var baselineLineCount: Double? {
        if let l = self as? UILabel {
            let h = l.sizeThatFits(CGSize(width: l.bounds.width > 0 ? l.bounds.width : .greatestFiniteMagnitude,
                                          height: .greatestFiniteMagnitude)).height
            return Double(max(1, h))
        }
        if self is UITextField || self is UIButton { return 1 }
        return nil
    }

    /// A label whose height follows the width it is given.
    var wrapsToWidth: Bool {
        guard let l = self as? UILabel else { return false }
        return l.numberOfLines != 1 && l.preferredMaxLayoutWidth == 0
    }
}
