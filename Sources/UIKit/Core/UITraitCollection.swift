import Foundation
import UIKitEngine

/// The traits of an interface environment, as `UITraitCollection`: the appearance
/// (`userInterfaceStyle`, `userInterfaceLevel`) that dynamic colours resolve against, and
/// the display scale, the layout direction and the size classes (from the window's
/// size). A view's `traitCollection` comes from its window (the device's
/// appearance: light unless the backend says otherwise), overridden by
/// `overrideUserInterfaceStyle` on the view, its controller or any ancestor.
///
/// `UITraitCollection.current` is what `UIColor.cgColor` and the other unresolved reads
/// use: inside `draw(in:)` (and `performAsCurrent`) it is the drawing view's traits;
/// setting it keeps the value for the running application only (iOS keeps it per
/// thread; here nothing is process-wide, docs/DECISIONS.md).
///
/// Source: Apple's UIKit documentation, "UITraitCollection".
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let userInterfaceLevel: UIUserInterfaceLevel
    /// Device pixels per point (0: unspecified).
    public let displayScale: CGFloat
    /// The layout direction of the environment: a view's comes from its window (the
    /// application's `userInterfaceLayoutDirection`) unless an ancestor, or the view
    /// itself, forces one with `semanticContentAttribute`.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The room across: from the window's width (see `_sizeClasses(for:metrics:)`).
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The room down: from the window's height.
    public let verticalSizeClass: UIUserInterfaceSizeClass

    init(style: UIUserInterfaceStyle, level: UIUserInterfaceLevel, scale: CGFloat,
         direction: UITraitEnvironmentLayoutDirection = .unspecified,
         horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified) {
        userInterfaceStyle = style
        userInterfaceLevel = level
        displayScale = scale
        layoutDirection = direction
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        super.init()
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, level: .unspecified, scale: 0, horizontal: horizontalSizeClass)
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, level: .unspecified, scale: 0, vertical: verticalSizeClass)
    }

    /// The size classes iOS gives a window of `size` (this device's points): compact
    /// across below 600 iPhone points (every iPhone in portrait, up to 440; an iPad's
    /// narrowest regular width is 678), compact down below 500 (every iPhone in
    /// landscape, up to 440; the shortest portrait iPhone is 568). A terminal: compact
    /// across below 123 columns, compact down below 12 rows (docs/DECISIONS.md, "Size
    /// classes").
    static func _sizeClasses(for size: CGSize, metrics: DeviceMetrics) -> (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass) {
        let h: UIUserInterfaceSizeClass = size.width < metrics.length(600, from: .iPhonePoints, vertical: false) ? .compact : .regular
        let v: UIUserInterfaceSizeClass = size.height < metrics.length(500, from: .iPhonePoints, vertical: true) ? .compact : .regular
        return (h, v)
    }

    /// A copy with other size classes.
    func with(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) -> UITraitCollection {
        horizontal == horizontalSizeClass && vertical == verticalSizeClass ? self
            : UITraitCollection(style: userInterfaceStyle, level: userInterfaceLevel, scale: displayScale, direction: layoutDirection,
                                horizontal: horizontal, vertical: vertical)
    }

    /// An empty collection: every trait unspecified.
    public override convenience init() { self.init(style: .unspecified, level: .unspecified, scale: 0) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, level: .unspecified, scale: 0)
    }
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(style: .unspecified, level: userInterfaceLevel, scale: 0)
    }
    public convenience init(displayScale: CGFloat) { self.init(style: .unspecified, level: .unspecified, scale: displayScale) }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(style: .unspecified, level: .unspecified, scale: 0, direction: layoutDirection)
    }

    /// The traits of `collections` combined, later ones winning where they specify a trait.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, level = UIUserInterfaceLevel.unspecified, scale: CGFloat = 0
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        for c in collections {
            if c.horizontalSizeClass != .unspecified { horizontal = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { vertical = c.verticalSizeClass }
            if c.userInterfaceStyle != .unspecified { style = c.userInterfaceStyle }
            if c.userInterfaceLevel != .unspecified { level = c.userInterfaceLevel }
            if c.displayScale != 0 { scale = c.displayScale }
            if c.layoutDirection != .unspecified { direction = c.layoutDirection }
        }
        self.init(style: style, level: level, scale: scale, direction: direction, horizontal: horizontal, vertical: vertical)
    }

    /// Whether a colour can resolve differently in `other` (style or level differ).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || userInterfaceLevel != other.userInterfaceLevel
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.userInterfaceLevel == .unspecified || trait.userInterfaceLevel == userInterfaceLevel)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
    }

    /// A copy with another appearance.
    func with(style: UIUserInterfaceStyle) -> UITraitCollection {
        style == userInterfaceStyle ? self
            : UITraitCollection(style: style, level: userInterfaceLevel, scale: displayScale, direction: layoutDirection,
                                horizontal: horizontalSizeClass, vertical: verticalSizeClass)
    }

    /// A copy with another display scale.
    func with(scale: CGFloat) -> UITraitCollection {
        scale == displayScale ? self
            : UITraitCollection(style: userInterfaceStyle, level: userInterfaceLevel, scale: scale, direction: layoutDirection,
                                horizontal: horizontalSizeClass, vertical: verticalSizeClass)
    }

    /// The traits of a device showing at `scale` pixels per point (`_default` with that
    /// display scale): what a window's views inherit.
    static func _device(scale: CGFloat) -> UITraitCollection {
        scale == 1 ? _default : _default.with(scale: scale)
    }

    /// A copy with another layout direction.
    func with(direction: UITraitEnvironmentLayoutDirection) -> UITraitCollection {
        direction == layoutDirection ? self
            : UITraitCollection(style: userInterfaceStyle, level: userInterfaceLevel, scale: displayScale, direction: direction,
                                horizontal: horizontalSizeClass, vertical: verticalSizeClass)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UITraitCollection else { return false }
        return o.userInterfaceStyle == userInterfaceStyle && o.userInterfaceLevel == userInterfaceLevel && o.displayScale == displayScale
            && o.layoutDirection == layoutDirection
            && o.horizontalSizeClass == horizontalSizeClass && o.verticalSizeClass == verticalSizeClass
    }
    public override var hash: Int {
        var h = Hasher()
        h.combine(userInterfaceStyle); h.combine(userInterfaceLevel); h.combine(displayScale); h.combine(layoutDirection)
        h.combine(horizontalSizeClass); h.combine(verticalSizeClass)
        return h.finalize()
    }
    public override var description: String {
        "<UITraitCollection: \(ObjectIdentifier(self))> UserInterfaceStyle = \(Self.name(userInterfaceStyle)), "
            + "UserInterfaceLevel = \(Self.name(userInterfaceLevel)), DisplayScale = \(displayScale), "
            + "LayoutDirection = \(Self.name(layoutDirection)), "
            + "HorizontalSizeClass = \(Self.name(horizontalSizeClass)), VerticalSizeClass = \(Self.name(verticalSizeClass))"
    }
    private static func name(_ d: UITraitEnvironmentLayoutDirection) -> String {
        switch d { case .unspecified: "Unspecified"; case .leftToRight: "LeftToRight"; case .rightToLeft: "RightToLeft" }
    }
    private static func name(_ c: UIUserInterfaceSizeClass) -> String {
        switch c { case .unspecified: "Unspecified"; case .compact: "Compact"; case .regular: "Regular" }
    }
    private static func name(_ s: UIUserInterfaceStyle) -> String {
        switch s { case .unspecified: "Unspecified"; case .light: "Light"; case .dark: "Dark" }
    }
    private static func name(_ l: UIUserInterfaceLevel) -> String {
        switch l { case .unspecified: "Unspecified"; case .base: "Base"; case .elevated: "Elevated" }
    }

    // MARK: The current trait collection

    /// Set for the extent of a draw or `performAsCurrent` (a task-local value).
    @TaskLocal static var _scoped: UITraitCollection?

    /// The traits of a light device at its base level: what a colour resolves against when
    /// nothing says otherwise (an iPhone's default appearance).
    static let _default = UITraitCollection(style: .light, level: .base, scale: 1)

    /// The trait collection dynamic colours resolve against when no other is given: the
    /// drawing view's inside `draw(in:)`, the one passed to `performAsCurrent`, the value
    /// last set on the main thread while an application runs, else a light, base-level
    /// collection. Setting it off the main thread, or with no application running, has no
    /// effect.
    public static var current: UITraitCollection {
        get {
            if let scoped = _scoped { return scoped }
            if Thread.isMainThread, let set = MainActor.assumeIsolated({ UIApplication._current?._currentTraitCollection }) {
                return set
            }
            return _default
        }
        set {
            guard Thread.isMainThread else { return }
            MainActor.assumeIsolated { UIApplication._current?._currentTraitCollection = newValue }
        }
    }

    /// Runs `actions` with this collection as `UITraitCollection.current`.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        try UITraitCollection.$_scoped.withValue(self, operation: actions)
    }
}
