import Foundation

// Trait inheritance: a view's traits are its window's (the device's: light, base level,
// the screen's display scale),
// with the nearest `overrideUserInterfaceStyle` applied — the view's own, then its
// controller's, then its superview's, and so on up — as UIKit's trait hierarchy passes
// an override down to every view and controller beneath it.
extension UIView {
    /// The traits inherited along the superview chain.
    var _inheritedTraitCollection: UITraitCollection {
        _traits(viewOverride: overrideUserInterfaceStyle, controllerOverride: _viewController?.overrideUserInterfaceStyle ?? .unspecified)
            .with(direction: _layoutDirectionTrait)
    }

    /// This view's traits had its own override and its controller's been these.
    func _traits(viewOverride: UIUserInterfaceStyle, controllerOverride: UIUserInterfaceStyle) -> UITraitCollection {
        let base = _deviceTraits
        if viewOverride != .unspecified { return base.with(style: viewOverride) }
        if controllerOverride != .unspecified { return base.with(style: controllerOverride) }
        var v = superview
        while let c = v {
            if c.overrideUserInterfaceStyle != .unspecified { return base.with(style: c.overrideUserInterfaceStyle) }
            if let vc = c._viewController, vc.overrideUserInterfaceStyle != .unspecified {
                return base.with(style: vc.overrideUserInterfaceStyle)
            }
            v = c.superview
        }
        return base
    }

    /// The device's traits: light, base level, the display scale of the screen showing
    /// this view (`DeviceMetrics.scale`: 1 on a terminal, the window's on pixels), and the
    /// size classes of its window's size (unspecified outside a window, as in UIKit).
    var _deviceTraits: UITraitCollection {
        let metrics = layoutMetrics
        guard let w = window else { return UITraitCollection._device(scale: metrics.scale) }
        let size = w.bounds.size
        if let c = w._sizeClassTraits, c.size == size, c.scale == metrics.scale { return c.traits }
        let (h, v) = UITraitCollection._sizeClasses(for: size, metrics: metrics)
        let traits = UITraitCollection._device(scale: metrics.scale).with(horizontal: h, vertical: v)
        w._sizeClassTraits = (size, metrics.scale, traits)
        return traits
    }

    /// After the window's size classes changed (a resize): every view beneath that is
    /// not hidden from it, and its controller, gets `traitCollectionDidChange` with its
    /// traits as they were, parents first.
    func _sizeClassesDidChange(from old: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)) {
        func visit(_ v: UIView) {
            let previous = v.traitCollection.with(horizontal: old.0, vertical: old.1)
            v._viewController?.traitCollectionDidChange(previous)
            v.traitCollectionDidChange(previous)
            for s in v.subviews { visit(s) }
        }
        visit(self)
    }

    /// The traits of this view given its superview's (`inherited`): what drawing passes down.
    func _traitsOverriding(_ inherited: UITraitCollection) -> UITraitCollection {
        var traits = inherited
        switch layoutState?.semanticContentAttribute {
        case .forceLeftToRight?: traits = traits.with(direction: .leftToRight)
        case .forceRightToLeft?: traits = traits.with(direction: .rightToLeft)
        default: break
        }
        if overrideUserInterfaceStyle != .unspecified { return traits.with(style: overrideUserInterfaceStyle) }
        if let vc = _viewController, vc.overrideUserInterfaceStyle != .unspecified {
            return traits.with(style: vc.overrideUserInterfaceStyle)
        }
        return traits
    }

    /// After an override changed on this view or its controller: every view beneath whose
    /// colours can now resolve differently (and its controller) gets
    /// `traitCollectionDidChange`, parents first, and is drawn again (`draw(_:)` included).
    func _traitsDidChange(previous: UITraitCollection) {
        let now = traitCollection
        guard now.hasDifferentColorAppearance(comparedTo: previous) else { return }
        func visit(_ v: UIView, isRoot: Bool) {
            if !isRoot && (v.overrideUserInterfaceStyle != .unspecified
                           || (v._viewController?.overrideUserInterfaceStyle ?? .unspecified) != .unspecified) { return }
            v._viewController?.traitCollectionDidChange(previous)
            v.traitCollectionDidChange(previous)
            v.setNeedsDisplay()   // `draw(_:)` content resolved its colours with the old traits
            for s in v.subviews { visit(s, isRoot: false) }
        }
        visit(self, isRoot: true)
    }
}
