import Foundation

/// Auto Layout on `UIViewController`: safe area and margins of the root view.
/// Source: Apple's UIViewController documentation ("Managing the safe area", "Managing
/// the view's margins").
extension UIViewController {
    /// Insets added to the safe area of the controller's view, in points.
    public var additionalSafeAreaInsets: UIEdgeInsets {
        get { layoutState.additionalSafeAreaInsets }
        set {
            guard newValue != layoutState.additionalSafeAreaInsets else { return }
            layoutState.additionalSafeAreaInsets = newValue
            guard let v = viewIfLoaded else { return }
            v.layoutState?.trackingEngine?.changed()
            v.forEachInSubtree { $0.safeAreaInsetsDidChange() }
            viewSafeAreaInsetsDidChange()
            v.setNeedsLayout()
        }
    }

    /// The margins the root view keeps at least (`LayoutMetrics.systemMinimumLayoutMargins`).
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        viewIfLoaded?.layoutMetrics.systemMinimumLayoutMargins ?? LayoutMetrics.standard.systemMinimumLayoutMargins
    }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (default true).
    public var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { layoutState.viewRespectsSystemMinimumLayoutMargins }
        set { layoutState.viewRespectsSystemMinimumLayoutMargins = newValue; viewIfLoaded?.layoutState?.trackingEngine?.changed() }
    }
}
