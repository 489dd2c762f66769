import Foundation

/// Layout margins and the safe area, as UIView's "Configuring content margins" and
/// "Positioning content relative to the safe area" documentation describes them.
extension UIView {
    /// The margins as set or defaulted, before the safe area and the superview's margins.
    var baseLayoutMargins: NSDirectionalEdgeInsets {
        let metrics = layoutMetrics
        if let vc = _viewController {
            var m = layoutState?.layoutMargins ?? metrics.systemMinimumLayoutMargins
            if vc.viewRespectsSystemMinimumLayoutMargins {
                let min = metrics.systemMinimumLayoutMargins
                m = NSDirectionalEdgeInsets(top: max(m.top, min.top), leading: max(m.leading, min.leading),
                                            bottom: max(m.bottom, min.bottom), trailing: max(m.trailing, min.trailing))
            }
            return m
        }
        return layoutState?.layoutMargins ?? metrics.defaultLayoutMargins
    }

    /// The spacing to keep inside the view's edges, in points (8 on each side by default;
    /// a controller's root view uses the system minimum margins). With
    /// `insetsLayoutMarginsFromSafeArea` the safe area insets are added; with
    /// `preservesSuperviewLayoutMargins` an edge near the superview's edge keeps at least
    /// the superview's margin. Setting it sets the margins themselves.
    public var layoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(effectiveLayoutMargins) }
        set { directionalLayoutMargins = newValue.directional }
    }

    /// `layoutMargins` by leading/trailing edge (left to right here).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { effectiveLayoutMargins }
        set {
            guard newValue != layoutState?.layoutMargins else { return }
            autoLayout.layoutMargins = newValue
            layoutMarginsDidChange()
            setNeedsLayout()
            layoutState?.trackingEngine?.changed()
        }
    }

    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState?.preservesSuperviewLayoutMargins ?? false }
        set { autoLayout.preservesSuperviewLayoutMargins = newValue; layoutState?.trackingEngine?.changed() }
    }

    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set { autoLayout.insetsLayoutMarginsFromSafeArea = newValue; layoutState?.trackingEngine?.changed() }
    }

    var effectiveLayoutMargins: NSDirectionalEdgeInsets {
        var m = baseLayoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let s = safeAreaInsets
            m.top += s.top; m.leading += s.left; m.bottom += s.bottom; m.trailing += s.right
        }
        if preservesSuperviewLayoutMargins, let sv = superview {
            let pm = sv.layoutMargins
            let f = frame
            m.leading = max(m.leading, pm.left - f.minX)
            m.top = max(m.top, pm.top - f.minY)
            m.trailing = max(m.trailing, pm.right - (sv.bounds.width - f.maxX))
            m.bottom = max(m.bottom, pm.bottom - (sv.bounds.height - f.maxY))
        }
        return m
    }

    /// The insets of the area not covered by bars, the window's edges or a controller's
    /// `additionalSafeAreaInsets`, in points (the terminal window has none of its own).
    public var safeAreaInsets: UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let sv = superview {
            let s = sv.safeAreaInsets
            if s != .zero {
                let safe = CGRect(origin: .zero, size: sv.bounds.size).inset(by: s)
                let f = frame
                insets = UIEdgeInsets(top: min(f.height, max(0, safe.minY - f.minY)),
                                      left: min(f.width, max(0, safe.minX - f.minX)),
                                      bottom: min(f.height, max(0, f.maxY - safe.maxY)),
                                      right: min(f.width, max(0, f.maxX - safe.maxX)))
            }
        }
        if let vc = _viewController {
            let a = vc.additionalSafeAreaInsets
            insets.top += a.top; insets.left += a.left; insets.bottom += a.bottom; insets.right += a.right
        }
        return insets
    }
}
