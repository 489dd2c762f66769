import Foundation

/// Auto Layout's per-view storage (one stored property on `UIView` points here, made on
/// first use, so views that never use constraints pay nothing).
@MainActor
final class ViewLayoutState {
    /// Constraints this view holds (it is their items' closest common ancestor).
    var constraints: [NSLayoutConstraint] = []
    var translatesAutoresizingMaskIntoConstraints = true
    /// Content hugging / compression resistance, [horizontal, vertical].
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    /// Set by the stack view arranging this view: a very weak wish to keep the intrinsic
    /// length along that axis, which settles ties between equal content priorities.
    var arrangementTieBreak: (NSLayoutConstraint.Axis, UILayoutPriority)?
    /// Set by the app; nil means the metrics' default. With `layoutMarginsAreAbsolute`
    /// (set through `layoutMargins`) `leading` is the left inset and `trailing` the right
    /// one whatever the direction; otherwise they follow the view's direction.
    var layoutMargins: NSDirectionalEdgeInsets?
    var layoutMarginsAreAbsolute = false
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var layoutGuides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var needsUpdateConstraints = true

    /// The engine, when this view is the root of a hierarchy that uses constraints.
    var engine: LayoutEngine?
    /// The root's tree holds constraints but its engine must be built from them first.
    var engineStale = false
    /// The root's tree has views whose `updateConstraints` must run.
    var subtreeNeedsUpdateConstraints = false
    /// The engine that has variables for this view (weak: the root owns it).
    weak var trackingEngine: LayoutEngine?
}

/// Auto Layout's per-controller storage.
@MainActor
final class ControllerLayoutState {
    var additionalSafeAreaInsets: UIEdgeInsets = .zero
    var viewRespectsSystemMinimumLayoutMargins = true
}
