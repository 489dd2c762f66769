import Foundation

/// A view that lays out a row or column of views with Auto Layout, as `UIStackView`.
///
/// Like UIKit's, the stack view positions its arranged subviews by constraints it makes
/// itself (identifiers `UISV-…`, listed in `constraints`), rebuilt in the
/// update-constraints pass after any change to the arrangement; arranged subviews get
/// `translatesAutoresizingMaskIntoConstraints = false`. The stack view has no intrinsic
/// content size: pin it with a frame or constraints, or let the arranged views' sizes
/// (hugging / compression resistance) decide it.
///
/// - Along the axis: the first visible view starts at the canvas's leading (top) edge,
///   the last ends at its trailing (bottom) edge, neighbours are `spacing` apart (or the
///   custom spacing after a view). `.fill` lets content priorities share the length;
///   where they tie the views earlier in `arrangedSubviews` keep their intrinsic length
///   and the last one gives or takes the difference. `.fillEqually` makes the lengths
///   equal, `.fillProportionally` proportional to intrinsic lengths, `.equalSpacing`
///   makes the gaps equal (at least `spacing`), `.equalCentering` the centre distances.
/// - Across the axis: `.fill` stretches every view to the canvas; `.leading`/`.top`,
///   `.center`, `.trailing`/`.bottom` and (in a row) `.firstBaseline`/`.lastBaseline`
///   place each view at its own size inside it, and the stack hugs its tallest view.
/// - The canvas is the stack's bounds, or its layout margins when
///   `isLayoutMarginsRelativeArrangement`. Hidden arranged views collapse to zero length
///   and take no spacing. `isBaselineRelativeArrangement` (columns) measures spacing from
///   one view's last baseline to the next view's first baseline.
/// - `removeArrangedSubview(_:)` keeps the view as a subview (UIKit's documented
///   behaviour); `removeFromSuperview()` also removes it from `arrangedSubviews`.
///
/// Source: Apple's UIStackView documentation.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How views share the length along the axis, as `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable { case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering }
    /// How views sit across the axis, as `UIStackView.Alignment` (`top` = `leading`,
    /// `bottom` = `trailing`, as in UIKit).
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// `customSpacing(after:)` of a view without custom spacing: the stack's `spacing`.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// The system's standard spacing between two views (as `spacing` or custom spacing).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { _arrangementChanged() } }
    open var distribution: Distribution = .fill { didSet { _arrangementChanged() } }
    open var alignment: Alignment = .fill { didSet { _arrangementChanged() } }
    /// Gap between adjacent views, in points (the minimum gap for `.equalSpacing` and
    /// `.equalCentering`).
    open var spacing: CGFloat = 0 { didSet { _arrangementChanged() } }
    open var isLayoutMarginsRelativeArrangement = false { didSet { _arrangementChanged() } }
    open var isBaselineRelativeArrangement = false { didSet { _arrangementChanged() } }

    /// The stack's own constraints and guides (rebuilt by `updateConstraints`).
    var _arrangementConstraints: [NSLayoutConstraint] = []
    var _arrangementGuides: [UILayoutGuide] = []
    /// Views given a tie-breaking priority by the last build.
    var _tiedViews: [UIView] = []
    var _needsArrangement = true
    private var _customSpacing: [ObjectIdentifier: CGFloat] = [:]

    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// A horizontal stack of `views`, as `init(arrangedSubviews:)`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    open override class var requiresConstraintBasedLayout: Bool { true }

    /// Appends `view` to `arrangedSubviews` (and adds it as a subview), as
    /// `addArrangedSubview(_:)`. A view already arranged moves to the end.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.filter { $0 !== view }.count)
    }

    /// Inserts `view` at `stackIndex` (clamped to 0…count) in `arrangedSubviews`, adding it
    /// as a subview when it is not one, as `insertArrangedSubview(_:at:)`.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        _arrangementChanged()
    }

    /// Removes `view` from `arrangedSubviews` but keeps it as a subview (call
    /// `removeFromSuperview()` to take it off screen), as `removeArrangedSubview(_:)`.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        _customSpacing[ObjectIdentifier(view)] = nil
        _arrangementChanged()
    }

    /// Sets the gap after `arrangedSubview` (instead of `spacing`), as
    /// `setCustomSpacing(_:after:)`; `spacingUseDefault` goes back to `spacing`. A view
    /// that is not arranged is ignored.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        _customSpacing[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        _arrangementChanged()
    }

    /// The custom gap after `arrangedSubview`, or `spacingUseDefault` when it has none, as
    /// `customSpacing(after:)`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        _customSpacing[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            _customSpacing[ObjectIdentifier(subview)] = nil
            _arrangementChanged()
        }
    }

    override func _subviewVisibilityDidChange(_ subview: UIView) {
        if arrangedSubviews.contains(where: { $0 === subview }) { _arrangementChanged() }
    }

    /// An arranged view's intrinsic size changed: proportional lengths are rebuilt.
    func _arrangedContentDidChange() {
        if distribution == .fillProportionally { _arrangementChanged() } else { setNeedsLayout() }
    }

    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        if isLayoutMarginsRelativeArrangement { setNeedsLayout() }
    }

    private func _arrangementChanged() {
        _needsArrangement = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// Rebuilds the stack's constraints when the arrangement changed, then calls super.
    open override func updateConstraints() {
        if _needsArrangement {
            _needsArrangement = false
            _rebuildArrangementConstraints()
        }
        super.updateConstraints()
    }

    /// The gap after `view` in the device's points, with the system spacing resolved and
    /// the app's spacing converted from its code's metrics (docs/DECISIONS.md, "Points on
    /// a terminal: the app's constants are converted").
    func _gap(after view: UIView) -> CGFloat {
        let value = _customSpacing[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? layoutMetrics.systemSpacing : _deviceLength(value, vertical: axis == .vertical)
    }
}
