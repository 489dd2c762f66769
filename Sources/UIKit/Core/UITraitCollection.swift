import Foundation

/// The traits of an interface environment, as `UITraitCollection`: the appearance
/// (`userInterfaceStyle`, `userInterfaceLevel`) that dynamic colours resolve against, and
/// the display scale. A view's `traitCollection` comes from its window (the device's
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

    init(style: UIUserInterfaceStyle, level: UIUserInterfaceLevel, scale: CGFloat,
         direction: UITraitEnvironmentLayoutDirection = .unspecified) {
        userInterfaceStyle = style
        userInterfaceLevel = level
        displayScale = scale
        layoutDirection = direction
        super.init()
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
        for c in collections {
            if c.userInterfaceStyle != .unspecified { style = c.userInterfaceStyle }
            if c.userInterfaceLevel != .unspecified { level = c.userInterfaceLevel }
            if c.displayScale != 0 { scale = c.displayScale }
            if c.layoutDirection != .unspecified { direction = c.layoutDirection }
        }
        self.init(style: style, level: level, scale: scale, direction: direction)
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
    }

    /// A copy with another appearance.
    func with(style: UIUserInterfaceStyle) -> UITraitCollection {
        style == userInterfaceStyle ? self
            : UITraitCollection(style: style, level: userInterfaceLevel, scale: displayScale, direction: layoutDirection)
    }

    /// A copy with another display scale.
    func with(scale: CGFloat) -> UITraitCollection {
        scale == displayScale ? self
            : UITraitCollection(style: userInterfaceStyle, level: userInterfaceLevel, scale: scale, direction: layoutDirection)
    }

    /// The traits of a device showing at `scale` pixels per point (`_default` with that
    /// display scale): what a window's views inherit.
    static func _device(scale: CGFloat) -> UITraitCollection {
        scale == 1 ? _default : _default.with(scale: scale)
    }

    /// A copy with another layout direction.
    func with(direction: UITraitEnvironmentLayoutDirection) -> UITraitCollection {
        direction == layoutDirection ? self
            : UITraitCollection(style: userInterfaceStyle, level: userInterfaceLevel, scale: displayScale, direction: direction)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UITraitCollection else { return false }
        return o.userInterfaceStyle == userInterfaceStyle && o.userInterfaceLevel == userInterfaceLevel && o.displayScale == displayScale
            && o.layoutDirection == layoutDirection
    }
    public override var hash: Int {
        var h = Hasher()
        h.combine(userInterfaceStyle); h.combine(userInterfaceLevel); h.combine(displayScale); h.combine(layoutDirection)
        return h.finalize()
    }
    public override var description: String {
        "<UITraitCollection: \(ObjectIdentifier(self))> UserInterfaceStyle = \(Self.name(userInterfaceStyle)), "
            + "UserInterfaceLevel = \(Self.name(userInterfaceLevel)), DisplayScale = \(displayScale), "
            + "LayoutDirection = \(Self.name(layoutDirection))"
    }
    private static func name(_ d: UITraitEnvironmentLayoutDirection) -> String {
        switch d { case .unspecified: "Unspecified"; case .leftToRight: "LeftToRight"; case .rightToLeft: "RightToLeft" }
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
