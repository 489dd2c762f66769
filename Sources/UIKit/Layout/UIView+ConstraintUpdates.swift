import Foundation
import LayoutSolver

/// The update-constraints pass and fitting sizes, as UIView's "Triggering Auto Layout"
/// and "Measuring in Auto Layout" documentation describes them.
extension UIView {
    /// The smallest size the constraints allow, as `UIView.layoutFittingCompressedSize`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size the constraints allow, as `UIView.layoutFittingExpandedSize`.
    public static let layoutFittingExpandedSize = CGSize(width: 100_000, height: 100_000)

    /// Whether `updateConstraints()` will run at the next pass.
    public func needsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? true }

    /// Asks for `updateConstraints()` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        let root = layoutRoot
        _ = root.ownEngine(create: true)
        root.layoutState?.subtreeNeedsUpdateConstraints = true
        setNeedsLayout()
    }

    /// Runs the update-constraints pass for this view and its subviews now: subviews first,
    /// then the view (a controller's root view calls `updateViewConstraints()` instead).
    public func updateConstraintsIfNeeded() {
        for s in subviews { s.updateConstraintsIfNeeded() }
        let state = autoLayout
        guard state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = false
        if let vc = _viewController { vc.updateViewConstraints() } else { updateConstraints() }
    }

    /// The size the view's constraints give it closest to `targetSize`, as
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`:
    /// the constraints held inside the view's subtree are solved with the view's width and
    /// height pulled toward the target at the given priorities (a required priority fixes
    /// that dimension). Views without constraints answer `sizeThatFits`-free: their frame size.
    func fittingSize(_ targetSize: CGSize, horizontal hp: UILayoutPriority, vertical vp: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        var held: [NSLayoutConstraint] = []
        forEachInSubtree { v in held += v.layoutState?.constraints ?? [] }
        if held.isEmpty {
            let s = intrinsicContentSize
            if s.width < 0 && s.height < 0 { return bounds.size }
        }
        let engine = LayoutEngine(host: self, pinsHost: false)
        let item = engine.ensureItem(self)
        item.refs += 1
        for c in held { engine.add(c) }
        try? engine.solver.add(SolverConstraint(item.x.expression, .equal))
        try? engine.solver.add(SolverConstraint(item.y.expression, .equal))
        try? engine.solver.add(SolverConstraint(item.w.expression - LinearExpression(constant: Double(targetSize.width)), .equal,
                                                strength: Strength(Double(hp.rawValue))))
        try? engine.solver.add(SolverConstraint(item.h.expression - LinearExpression(constant: Double(targetSize.height)), .equal,
                                                strength: Strength(Double(vp.rawValue))))
        engine.prepare()
        return CGSize(width: engine.solver.value(of: item.w), height: engine.solver.value(of: item.h))
    }
}
