import Foundation

/// The constraints a stack view makes for its arranged subviews (UIKit's `UISV-…` names).
extension UIStackView {
    private typealias Attribute = NSLayoutConstraint.Attribute

    /// The attributes of one axis of the arrangement.
    private struct Edges {
        let start: Attribute, end: Attribute, center: Attribute, length: Attribute
        init(_ axis: NSLayoutConstraint.Axis) {
            if axis == .horizontal { start = .leading; end = .trailing; center = .centerX; length = .width }
            else { start = .top; end = .bottom; center = .centerY; length = .height }
        }
    }

    /// Priority below every ordinary one that settles `.fill` ties by index: the earlier
    /// a view, the stronger its wish to keep its intrinsic length.
    static func tieBreakPriority(_ index: Int) -> UILayoutPriority { UILayoutPriority(0.5 / Float(index + 1)) }

    func _rebuildArrangementConstraints() {
        NSLayoutConstraint.deactivate(_arrangementConstraints)
        for g in _arrangementGuides { removeLayoutGuide(g) }
        _arrangementConstraints = []
        _arrangementGuides = []
        var tied: [UIView] = []
        defer {
            for v in _tiedViews where !tied.contains(where: { $0 === v }) { v.setArrangementTieBreak(nil) }
            _tiedViews = tied
        }
        let views = arrangedSubviews
        guard !views.isEmpty else { return }

        var made: [NSLayoutConstraint] = []
        func add(_ id: String, _ a: AnyObject, _ aa: Attribute, _ b: AnyObject?, _ ba: Attribute,
                 relation rel: NSLayoutConstraint.Relation = .equal, multiplier: CGFloat = 1, _ constant: CGFloat = 0,
                 priority: UILayoutPriority = .required) {
            let c = NSLayoutConstraint(item: a, attribute: aa, relatedBy: rel, toItem: b, attribute: b == nil ? .notAnAttribute : ba,
                                       multiplier: multiplier, constant: constant)
            c.identifier = id
            c.priority = priority
            made.append(c._inDeviceUnits())
        }
        func guide(_ id: String) -> UILayoutGuide {
            let g = UILayoutGuide()
            g.identifier = id
            addLayoutGuide(g)
            _arrangementGuides.append(g)
            return g
        }

        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let main = Edges(axis), cross = Edges(axis == .horizontal ? .vertical : .horizontal)
        let visible = views.filter { !$0.isHidden }
        let baselineSpacing = isBaselineRelativeArrangement && axis == .vertical

        // Along the axis: the chain from the canvas's start to its end.
        var previous: UIView?
        for v in views {
            if v.isHidden {
                // A hidden view collapses where it would have been.
                add("UISV-hiding", v, main.length, nil, .notAnAttribute)
                if let p = previous { add("UISV-hiding", v, main.start, p, main.end) }
                else { add("UISV-hiding", v, main.start, canvas, main.start) }
                continue
            }
            if let p = previous {
                let gap = _gap(after: p)
                let relation: NSLayoutConstraint.Relation = distribution == .equalSpacing || distribution == .equalCentering
                    ? .greaterThanOrEqual : .equal
                if baselineSpacing { add("UISV-spacing", v, .firstBaseline, p, .lastBaseline, relation: relation, gap) }
                else { add("UISV-spacing", v, main.start, p, main.end, relation: relation, gap) }
            } else {
                add("UISV-canvas-connection", v, main.start, canvas, main.start)
            }
            previous = v
        }
        if let last = visible.last { add("UISV-canvas-connection", canvas, main.end, last, main.end) }

        switch distribution {
        case .fill, .equalSpacing, .equalCentering:
            for (i, v) in visible.enumerated() { v.setArrangementTieBreak((axis, Self.tieBreakPriority(i))); tied.append(v) }
        case .fillEqually, .fillProportionally:
            break
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for v in visible.dropFirst() { add("UISV-fill-equally", v, main.length, visible[0], main.length) }
        case .fillProportionally:
            let lengths = visible.map { v -> CGFloat in
                let s = v.intrinsicContentSize
                return max(0, axis == .horizontal ? s.width : s.height)
            }
            let total = lengths.reduce(0, +)
            var gaps: CGFloat = 0
            for (a, _) in zip(visible, visible.dropFirst()) { gaps += _gap(after: a) }
            if total > 0 {
                for (v, l) in zip(visible, lengths) {
                    let share = l / total
                    add("UISV-fill-proportionally", v, main.length, canvas, main.length, multiplier: share, -share * gaps,
                        priority: UILayoutPriority(999))
                }
            } else {
                for v in visible.dropFirst() { add("UISV-fill-equally", v, main.length, visible[0], main.length) }
            }
        case .equalSpacing, .equalCentering:
            // Guides between neighbours (their edges or their centres) of equal length.
            let centering = distribution == .equalCentering
            var first: UILayoutGuide?
            for (a, b) in zip(visible, visible.dropFirst()) {
                let g = guide("UISV-distributing")
                add("UISV-distributing-edge", g, main.start, a, centering ? main.center : main.end)
                add("UISV-distributing-edge", g, main.end, b, centering ? main.center : main.start)
                if let f = first {
                    add("UISV-fill-equally", g, main.length, f, main.length, priority: centering ? UILayoutPriority(149) : .required)
                } else { first = g }
                if !centering {
                    // With nothing else to decide it (a stack sized by its content) the gaps stay at `spacing`.
                    add("UISV-spacing-fit", g, main.length, nil, .notAnAttribute, _gap(after: a), priority: UILayoutPriority(51))
                }
            }
            if centering {
                // Gaps as small as the equal centres allow when the stack is sized by its content.
                for (a, b) in zip(visible, visible.dropFirst()) {
                    add("UISV-spacing-fit", b, main.start, a, main.end, _gap(after: a), priority: UILayoutPriority(51))
                }
            }
        }

        // Across the axis.
        if alignment == .fill {
            for v in views {
                add("UISV-canvas-connection", v, cross.start, canvas, cross.start)
                add("UISV-canvas-connection", canvas, cross.end, v, cross.end)
            }
        } else {
            let spanner = guide("UISV-alignment-spanner")
            add("UISV-canvas-connection", spanner, cross.start, canvas, cross.start)
            add("UISV-canvas-connection", spanner, cross.end, canvas, cross.end)
            add("UISV-spanning-fit", spanner, cross.length, nil, .notAnAttribute, priority: UILayoutPriority(51))
            let baseline: Attribute? = axis == .horizontal
                ? (alignment == .firstBaseline ? .firstBaseline : alignment == .lastBaseline ? .lastBaseline : nil) : nil
            for v in views {
                if !v.isHidden {
                    add("UISV-spanning-boundary", v, cross.start, spanner, cross.start, relation: .greaterThanOrEqual)
                    add("UISV-spanning-boundary", spanner, cross.end, v, cross.end, relation: .greaterThanOrEqual)
                }
                // A view without a size of its own across the axis gets none.
                add("UISV-ambiguity-suppression", v, cross.length, nil, .notAnAttribute, priority: UILayoutPriority(25))
                if let baseline {
                    if v !== views[0] { add("UISV-alignment", v, baseline, views[0], baseline) }
                    // The highest view touches the top.
                    add("UISV-ambiguity-suppression", v, cross.start, canvas, cross.start, priority: UILayoutPriority(1))
                    continue
                }
                switch alignment {
                case .center: add("UISV-alignment", v, cross.center, canvas, cross.center)
                case .trailing: add("UISV-alignment", v, cross.end, canvas, cross.end)
                default: add("UISV-alignment", v, cross.start, canvas, cross.start)
                }
            }
        }
        _arrangementConstraints = made
        NSLayoutConstraint.activate(made)
    }
}

extension UIView {
    /// A stack view's tie-breaking wish for this view to keep its intrinsic length along
    /// `axis` (see `UIStackView.tieBreakPriority`); nil removes it.
    func setArrangementTieBreak(_ value: (NSLayoutConstraint.Axis, UILayoutPriority)?) {
        let state = autoLayout
        if state.arrangementTieBreak?.0 == value?.0 && state.arrangementTieBreak?.1 == value?.1 { return }
        state.arrangementTieBreak = value
        state.trackingEngine?.invalidateContent(self)
    }
}
