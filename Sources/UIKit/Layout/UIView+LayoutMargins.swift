import Foundation

/// Layout margins and the safe area, as UIView's "Configuring content margins" and
/// "Positioning content relative to the safe area" documentation describes them.
extension UIView {
    /// The margins as set or defaulted, before the safe area and the superview's margins,
    /// in the device's points (margins the app set are in its code's metrics and converted).
    var baseLayoutMargins: NSDirectionalEdgeInsets {
        let metrics = layoutMetrics
        let set = _setDirectionalMargins.map(_deviceInsets)
        if let vc = _viewController {
            let min = NSDirectionalEdgeInsets(metrics.systemMinimumLayoutMargins)
            var m = set ?? min
            if vc.viewRespectsSystemMinimumLayoutMargins {
                m = NSDirectionalEdgeInsets(top: max(m.top, min.top), leading: max(m.leading, min.leading),
                                            bottom: max(m.bottom, min.bottom), trailing: max(m.trailing, min.trailing))
            }
            return m
        }
        return set ?? NSDirectionalEdgeInsets(metrics.defaultLayoutMargins)
    }

    /// The spacing to keep inside the view's edges, in points: 8 on each side by default on
    /// an iPhone (1 column leading and trailing on a terminal); a controller's root view
    /// uses the system minimum margins. With `insetsLayoutMarginsFromSafeArea` the safe
    /// area insets are added; with `preservesSuperviewLayoutMargins` an edge near the
    /// superview's edge keeps at least the superview's margin. Setting it sets the margins
    /// themselves. An edge the app set reads back as set (in its code's metrics) while
    /// nothing adjusts it; other edges read as laid out, in the device's points.
    /// Margins set here keep their left and right when the layout direction changes.
    public var layoutMargins: UIEdgeInsets {
        get { _absoluteInsets(directionalLayoutMargins) }
        set { _setLayoutMargins(newValue.directional, absolute: true) }
    }

    /// `layoutMargins` by leading/trailing edge: in a right-to-left layout
    /// (`effectiveUserInterfaceLayoutDirection`) leading is the right inset and trailing
    /// the left one. Margins set here follow the direction when it changes.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let effective = effectiveLayoutMargins
            guard let set = _setDirectionalMargins else { return effective }
            let device = _deviceInsets(set)
            func edge(_ e: CGFloat, _ d: CGFloat, _ s: CGFloat) -> CGFloat { e == d ? s : e }
            return NSDirectionalEdgeInsets(top: edge(effective.top, device.top, set.top),
                                           leading: edge(effective.leading, device.leading, set.leading),
                                           bottom: edge(effective.bottom, device.bottom, set.bottom),
                                           trailing: edge(effective.trailing, device.trailing, set.trailing))
        }
        set { _setLayoutMargins(newValue, absolute: false) }
    }

    private func _setLayoutMargins(_ value: NSDirectionalEdgeInsets, absolute: Bool) {
        guard value != layoutState?.layoutMargins || absolute != layoutState?.layoutMarginsAreAbsolute else { return }
        autoLayout.layoutMargins = value
        autoLayout.layoutMarginsAreAbsolute = absolute
        layoutMarginsDidChange()
        setNeedsLayout()
        layoutState?.trackingEngine?.changed()
    }

    /// The margins the app set, by leading/trailing edge in the view's direction.
    private var _setDirectionalMargins: NSDirectionalEdgeInsets? {
        guard let st = layoutState, let m = st.layoutMargins else { return nil }
        return st.layoutMarginsAreAbsolute && _isRightToLeft ? m.mirrored : m
    }

    /// Directional insets as left/right ones in this view's direction.
    func _absoluteInsets(_ d: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(_isRightToLeft ? d.mirrored : d)
    }

    /// The laid-out margins by left and right edge (what the margins guide is inset by).
    var _absoluteLayoutMargins: UIEdgeInsets { _absoluteInsets(effectiveLayoutMargins) }

    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState?.preservesSuperviewLayoutMargins ?? false }
        set { autoLayout.preservesSuperviewLayoutMargins = newValue; layoutState?.trackingEngine?.changed() }
    }

    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set { autoLayout.insetsLayoutMarginsFromSafeArea = newValue; layoutState?.trackingEngine?.changed() }
    }

    var effectiveLayoutMargins: NSDirectionalEdgeInsets {
        let rtl = _isRightToLeft
        var m = _absoluteInsets(baseLayoutMargins)
        if insetsLayoutMarginsFromSafeArea {
            let s = safeAreaInsets
            m.top += s.top; m.left += s.left; m.bottom += s.bottom; m.right += s.right
        }
        if preservesSuperviewLayoutMargins, let sv = superview {
            let pm = sv._absoluteLayoutMargins
            let f = frame
            m.left = max(m.left, pm.left - f.minX)
            m.top = max(m.top, pm.top - f.minY)
            m.right = max(m.right, pm.right - (sv.bounds.width - f.maxX))
            m.bottom = max(m.bottom, pm.bottom - (sv.bounds.height - f.maxY))
        }
        let d = m.directional
        return rtl ? d.mirrored : d
    }

    /// The insets of the area not covered by bars, the window's edges or a controller's
    /// `additionalSafeAreaInsets`, in points. A window's own are what its screen keeps out
    /// (`DeviceMetrics.screenSafeAreaInsets`: none on a terminal; an iPhone's status bar
    /// and home indicator), where the window reaches the screen's edges.
    public var safeAreaInsets: UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if superview == nil, let simulated = _simulatedSafeAreaInsets {
            insets = simulated
        } else if let w = self as? UIWindow {
            let s = layoutMetrics.screenSafeAreaInsets, f = w.frame, screen = w._screenBounds
            insets = UIEdgeInsets(top: max(0, s.top - (f.minY - screen.minY)), left: max(0, s.leading - (f.minX - screen.minX)),
                                  bottom: max(0, s.bottom - (screen.maxY - f.maxY)), right: max(0, s.trailing - (screen.maxX - f.maxX)))
        } else if let sv = superview {
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
