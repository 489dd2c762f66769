import Foundation
import LayoutSolver

/// The autoresizing mask as constraints (UIKit's `NSAutoresizingMaskLayoutConstraint`s).
///
/// For each axis the mask's three parts (leading margin, size, trailing margin) are fixed
/// or flexible. A view keeps its frame now, and when its superview's length `S` becomes
/// `S'` the flexible parts share the difference in proportion to their current lengths
/// (evenly when those are all zero), as `UIView`'s frame-based autoresizing does
/// (Apple's `autoresizingMask` documentation). That rule is linear in `S'`:
///
///     minX  = x + kx × (superview.width − S)
///     width = w + kw × (superview.width − S)
///
/// with `kx`, `kw` the shares of the leading margin and the width (0 when fixed), so the
/// engine can solve a translating view together with the constraints around it.
extension LayoutEngine {
    /// Views that translate their autoresizing mask (and the root) keep their frame, or
    /// follow their superview's size as their mask says. A root that does not translate
    /// (a view being built before it joins a hierarchy, with constraints on its own size)
    /// is kept at its frame only below required, so that its own constraints win without
    /// a conflict, as on iOS, where nothing pins a lone view.
    func refreshPins(_ view: UIView, _ item: LayoutItem) {
        let wantsPins = (view === host && pinsHost) || (view !== host && view.translatesAutoresizingMaskIntoConstraints)
        let priority: UILayoutPriority = view === host && !view.translatesAutoresizingMaskIntoConstraints ? UILayoutPriority(999) : .required
        if !wantsPins {
            if item.pinnedFrame != nil { removePins(item); changed() }
            return
        }
        let f = view.frame
        let superview = view === host ? nil : view.superview
        let superSize = superview?.bounds.size
        if item.pinnedFrame == f && item.pinnedSuperSize == superSize && item.pinPriority == priority
            && item.pinnedSuperKey == superview.map(ObjectIdentifier.init) { return }
        if movePlainPins(view, item, to: f, superview: superview, superSize: superSize, priority: priority) { return }
        removePins(item)
        item.pinnedFrame = f
        item.pinnedSuperSize = superSize
        item.pinPriority = priority
        item.pinnedSuperKey = superview.map(ObjectIdentifier.init)
        let mask = view.autoresizingMask
        let maskText = mask.layoutDescription
        var v: String { layoutItemDescription(view) }
        let n = NSLayoutConstraint.number
        func pin(_ variable: LayoutVariable, _ value: CGFloat, share k: CGFloat, superLength: CGFloat, superVariable: LayoutVariable?,
                 _ attr: NSLayoutConstraint.Attribute, _ name: String, _ superName: String, _ axis: NSLayoutConstraint.Axis) {
            var expr = variable.expression - LinearExpression(constant: Double(value))
            let d = NSLayoutConstraint(item: view, attribute: attr, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                       multiplier: 1, constant: value)
            // A plain pin reads its constant when described (`movePlainPins` moves it).
            var text: @MainActor () -> String = { [unowned d] in "\(v).\(name) == \(n(d.constant))" }
            if k != 0, let superVariable {
                // value + k × (superview.length − S)
                let constant = value - k * superLength
                expr = variable.expression - superVariable.expression * Double(k) - LinearExpression(constant: Double(constant))
                text = { [weak superview] in
                    let s = superview.map(layoutItemDescription) ?? ""
                    let factor = k == 1 ? "" : "\(n(k))*"
                    let tail = constant == 0 ? "" : (constant > 0 ? " + \(n(constant))" : " - \(n(-constant))")
                    return "\(v).\(name) == \(factor)\(s).\(superName)\(tail)"
                }
            }
            d.autoresizingMaskDescription = maskText
            d.describeEquation = text
            addAux(item, .pin, axis, expr, .equal, priority, describe: d)
        }
        let (kx, kw, ky, kh) = Self.shares(mask, f, superSize)
        let sw = superSize?.width ?? 0, sh = superSize?.height ?? 0
        // Only a flexible part needs the superview's size in the solver.
        var superItem: LayoutItem?
        if let superview, kx != 0 || kw != 0 || ky != 0 || kh != 0 {
            let si = ensureItem(superview)
            si.refs += 1
            item.pinSuperview = ObjectIdentifier(superview)
            superItem = si
        }
        pin(item.x, f.minX, share: kx, superLength: sw, superVariable: superItem?.w, .left, "minX", "width", .horizontal)
        pin(item.y, f.minY, share: ky, superLength: sh, superVariable: superItem?.h, .top, "minY", "height", .vertical)
        pin(item.w, f.width, share: kw, superLength: sw, superVariable: superItem?.w, .width, "width", "width", .horizontal)
        pin(item.h, f.height, share: kh, superLength: sh, superVariable: superItem?.h, .height, "height", "height", .vertical)
        changed()
    }

    /// When only the frame changed and no pin follows the superview's size (a root view
    /// resized, a fixed subview moved), before and after: the four pins get their new
    /// constants in place, re-solved incrementally, instead of being made again.
    private func movePlainPins(_ view: UIView, _ item: LayoutItem, to f: CGRect, superview: UIView?, superSize: CGSize?,
                               priority: UILayoutPriority) -> Bool {
        guard let old = item.pinnedFrame, item.pinSuperview == nil, item.pinPriority == priority,
              item.pinnedSuperKey == superview.map(ObjectIdentifier.init) else { return false }
        if superview != nil {
            let (kx, kw, ky, kh) = Self.shares(view.autoresizingMask, f, superSize)
            guard kx == 0, kw == 0, ky == 0, kh == 0 else { return false }
        }
        let pins = item.aux.filter { $0.role == .pin }
        guard pins.count == 4 else { return false }
        let before = [old.minX, old.minY, old.width, old.height], after = [f.minX, f.minY, f.width, f.height]
        for (i, a) in pins.enumerated() where before[i] != after[i] {
            do {
                try solver.setConstant(-Double(after[i]), of: a.solverConstraint, previous: -Double(before[i]))
            } catch {
                // A required conflict: undo what moved and let the full path report it.
                for (j, b) in pins.enumerated().prefix(i) where before[j] != after[j] {
                    try? solver.setConstant(-Double(before[j]), of: b.solverConstraint, previous: -Double(after[j]))
                }
                return false
            }
            a.constraint.constant = after[i]
        }
        item.pinnedFrame = f
        item.pinnedSuperSize = superSize
        changed()
        return true
    }

    /// The shares of both axes (`x`, `width`, `y`, `height`) for `mask` at frame `f`.
    static func shares(_ mask: UIView.AutoresizingMask, _ f: CGRect, _ superSize: CGSize?) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        let (kx, kw) = shares(lead: mask.contains(.flexibleLeftMargin), size: mask.contains(.flexibleWidth),
                              trail: mask.contains(.flexibleRightMargin), origin: f.minX, length: f.width,
                              superLength: superSize?.width ?? 0)
        let (ky, kh) = shares(lead: mask.contains(.flexibleTopMargin), size: mask.contains(.flexibleHeight),
                              trail: mask.contains(.flexibleBottomMargin), origin: f.minY, length: f.height,
                              superLength: superSize?.height ?? 0)
        return (kx, kw, ky, kh)
    }

    /// The shares of a change in the superview's length that the leading margin and the
    /// size take (the trailing margin takes the rest).
    static func shares(lead: Bool, size: Bool, trail: Bool, origin: CGFloat, length: CGFloat,
                       superLength: CGFloat) -> (CGFloat, CGFloat) {
        let parts = [(lead, origin), (size, length), (trail, superLength - origin - length)].filter { $0.0 }
        guard !parts.isEmpty else { return (0, 0) }
        let total = parts.reduce(CGFloat(0)) { $0 + max(0, $1.1) }
        func share(_ l: CGFloat) -> CGFloat { total > 0 ? max(0, l) / total : 1 / CGFloat(parts.count) }
        return (lead ? share(origin) : 0, size ? share(length) : 0)
    }

    func removePins(_ item: LayoutItem) {
        removeAux(item, .pin)
        item.pinnedFrame = nil
        item.pinnedSuperSize = nil
        item.pinPriority = nil
        item.pinnedSuperKey = nil
        releasePinSuperview(item)
    }

    func releasePinSuperview(_ item: LayoutItem) {
        guard let key = item.pinSuperview else { return }
        item.pinSuperview = nil
        release(key, constraint: nil)
    }
}
