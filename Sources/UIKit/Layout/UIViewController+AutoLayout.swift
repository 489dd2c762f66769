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

    /// The margins the root view keeps at least, in the device's points
    /// (`DeviceMetrics.systemMinimumLayoutMargins`: 16 leading and trailing on an iPhone,
    /// 1 column on a terminal).
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(UIView._metrics(of: viewIfLoaded).systemMinimumLayoutMargins)
    }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (default true).
    public var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { layoutState.viewRespectsSystemMinimumLayoutMargins }
        set { layoutState.viewRespectsSystemMinimumLayoutMargins = newValue; viewIfLoaded?.layoutState?.trackingEngine?.changed() }
    }
}
