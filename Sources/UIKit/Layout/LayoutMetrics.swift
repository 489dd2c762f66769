import Foundation

/// The spacing figures Auto Layout takes from the device, in points. One place, so that a
/// backend can declare its own (a terminal may want smaller margins than a phone).
///
/// `standard` holds Apple's documented iOS values: layout margins of 8 points on each side
/// for ordinary views ("For most views, the default layout margins are 8 points on each
/// side", `directionalLayoutMargins`), 8 points of system spacing between sibling views,
/// 20 points from a view to its superview's edge in the visual format language (the Auto
/// Layout Guide's standard spacing), 16-point system minimum leading/trailing margins for
/// a view controller's root view (iPhone, compact width), and a readable content width of
/// 672 points.
public struct LayoutMetrics: Hashable, Sendable {
    public var defaultLayoutMargins: NSDirectionalEdgeInsets
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets
    /// `constraint(equalToSystemSpacingAfter:multiplier:)` and VFL's `-` between views.
    public var systemSpacing: CGFloat
    /// VFL's `|-` and `-|`.
    public var superviewEdgeSpacing: CGFloat
    public var readableContentWidth: CGFloat

    public init(defaultLayoutMargins: NSDirectionalEdgeInsets, systemMinimumLayoutMargins: NSDirectionalEdgeInsets,
                systemSpacing: CGFloat, superviewEdgeSpacing: CGFloat, readableContentWidth: CGFloat) {
        self.defaultLayoutMargins = defaultLayoutMargins
        self.systemMinimumLayoutMargins = systemMinimumLayoutMargins
        self.systemSpacing = systemSpacing
        self.superviewEdgeSpacing = superviewEdgeSpacing
        self.readableContentWidth = readableContentWidth
    }

    public static let standard = LayoutMetrics(
        defaultLayoutMargins: NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8),
        systemMinimumLayoutMargins: NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
        systemSpacing: 8, superviewEdgeSpacing: 20, readableContentWidth: 672)
}

extension UIView {
    /// The metrics of the application this view is shown by (standard when none).
    var layoutMetrics: LayoutMetrics { window?._application?.layoutMetrics ?? UIApplication._current?.layoutMetrics ?? .standard }
}
