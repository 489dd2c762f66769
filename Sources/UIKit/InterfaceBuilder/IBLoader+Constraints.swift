import Foundation
internal import InterfaceBuilderXML

extension IBLoader {
    /// Records `o`'s constraints (held by `view`) and its Auto Layout properties; the
    /// constraints are made and activated once every view of the pass exists.
    func collectConstraints(_ o: IBObject, view: UIView, in pass: IBUnarchiving) {
        if o["translatesAutoresizingMaskIntoConstraints"] == "NO" { view.translatesAutoresizingMaskIntoConstraints = false }
        for (attr, axis, hugging) in [("horizontalHuggingPriority", NSLayoutConstraint.Axis.horizontal, true),
                                      ("verticalHuggingPriority", .vertical, true),
                                      ("horizontalCompressionResistancePriority", .horizontal, false),
                                      ("verticalCompressionResistancePriority", .vertical, false)] {
            guard let p = o.number(attr) else { continue }
            if hugging { view.setContentHuggingPriority(UILayoutPriority(Float(p)), for: axis) }
            else { view.setContentCompressionResistancePriority(UILayoutPriority(Float(p)), for: axis) }
        }
        if let safe = o.keyed["safeArea"], let id = safe.id { pass.objects[id] = view.safeAreaLayoutGuide }
        if let margins = o.keyed["layoutMarginsGuide"], let id = margins.id { pass.objects[id] = view.layoutMarginsGuide }
        for c in o.constraints where !c.placeholder { pass.constraints.append((c, view, o)) }
    }

    /// Makes and activates the pass's constraints, as the nib loader does after unarchiving.
    /// iOS 7-style top/bottom layout guides (`viewControllerLayoutGuide`) stand for the
    /// controller view's safe area edges.
    func activateConstraints(in pass: IBUnarchiving, controllerObject: IBObject?) {
        var guides: [String: (UILayoutGuide, String)] = [:]
        if let co = controllerObject, let rootID = co.keyed["view"]?.id, let root = pass.objects[rootID] as? UIView {
            for g in co.lists["layoutGuides"] ?? [] where g.element == "viewControllerLayoutGuide" {
                if let id = g.id { guides[id] = (root.safeAreaLayoutGuide, g["type"] ?? "top") }
            }
        }
        var made: [NSLayoutConstraint] = []
        for (c, holder, o) in pass.constraints {
            func item(_ id: String?, _ attribute: String?) -> (AnyObject, NSLayoutConstraint.Attribute)? {
                let attr = Self.attribute(attribute ?? "notAnAttribute")
                guard let id else { return (holder, attr) }
                if let (guide, type) = guides[id] {
                    // topLayoutGuide.bottom ≈ safeArea.top; bottomLayoutGuide.top ≈ safeArea.bottom.
                    if type == "top" && (attr == .bottom || attr == .top) { return (guide, .top) }
                    if type == "bottom" && (attr == .top || attr == .bottom) { return (guide, .bottom) }
                    return (guide, attr)
                }
                guard let obj = pass.objects[id], obj is UIView || obj is UILayoutGuide else { return nil }
                return (obj, attr)
            }
            guard let first = item(c.firstItem, c.firstAttribute) else {
                warn(o, "constraint \(c.id ?? "") names an item not in this file part (\(c.firstItem ?? "?")); ignored")
                continue
            }
            var second: (AnyObject, NSLayoutConstraint.Attribute)?
            if c.secondItem != nil || c.secondAttribute != nil && c.secondAttribute != "notAnAttribute" {
                guard let s = item(c.secondItem, c.secondAttribute) else {
                    warn(o, "constraint \(c.id ?? "") names an item not in this file part (\(c.secondItem ?? "?")); ignored")
                    continue
                }
                second = s
            }
            let relation: NSLayoutConstraint.Relation = c.relation == "lessThanOrEqual" ? .lessThanOrEqual
                : c.relation == "greaterThanOrEqual" ? .greaterThanOrEqual : .equal
            var constant = c.constant
            if let s = pointScale { constant = (constant * (NSLayoutConstraint._isVertical(first.1) ? s.y : s.x)).rounded() }
            let k = NSLayoutConstraint(item: first.0, attribute: first.1, relatedBy: relation,
                                       toItem: second?.0, attribute: second?.1 ?? .notAnAttribute,
                                       multiplier: c.multiplier, constant: constant)
            k.priority = UILayoutPriority(Float(c.priority))
            k.identifier = c.identifier
            // A file scaled to the screen has its constants in the device's units already;
            // otherwise they are the file's points, converted like the code's.
            k._constantIsInDeviceUnits = pointScale != nil
            made.append(k)
        }
        pass.constraints.removeAll()
        NSLayoutConstraint.activate(made)
    }

    static func attribute(_ name: String) -> NSLayoutConstraint.Attribute {
        switch name {
        case "left": return .left
        case "right": return .right
        case "top": return .top
        case "bottom": return .bottom
        case "leading": return .leading
        case "trailing": return .trailing
        case "width": return .width
        case "height": return .height
        case "centerX": return .centerX
        case "centerY": return .centerY
        case "baseline", "lastBaseline": return .lastBaseline
        case "firstBaseline": return .firstBaseline
        case "leftMargin": return .leftMargin
        case "rightMargin": return .rightMargin
        case "topMargin": return .topMargin
        case "bottomMargin": return .bottomMargin
        case "leadingMargin": return .leadingMargin
        case "trailingMargin": return .trailingMargin
        case "centerXWithinMargins": return .centerXWithinMargins
        case "centerYWithinMargins": return .centerYWithinMargins
        default: return .notAnAttribute
        }
    }
}
