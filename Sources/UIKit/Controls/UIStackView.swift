import Foundation

/// A view that lays out a row or column of views, as `UIStackView`, by the views'
/// intrinsic sizes in cells (there is no constraint engine).
///
/// Rules (points = cells, all sizes whole cells):
/// - Hidden arranged views take no space, as in UIKit.
/// - Along the axis a view gets its intrinsic length; a view without one (a plain
///   `UIView`, a progress bar) counts as 0 and flexible. A multi-line label in a vertical
///   stack gets the height of its text wrapped to the width it is given.
/// - `.fill`: extra length goes to the flexible views (views without an intrinsic length;
///   in a row also text fields and progress bars), else in a row to the last view; a
///   column with no flexible view leaves the extra rows empty at its end (UIKit's layout
///   is ambiguous there: every view created in code has the same hugging priority).
///   Missing length is taken from flexible views first, then labels, then from the last
///   view backwards.
/// - `.fillEqually`: all views get the same length (the first ones one cell more when it
///   does not divide). `.fillProportionally`: lengths proportional to intrinsic lengths.
///   `.equalSpacing` / `.equalCentering`: intrinsic lengths, extra length shared by the gaps.
/// - Across the axis `.fill` stretches; `.leading`/`.top`, `.center`, `.trailing`/`.bottom`
///   place the view at its intrinsic size (baselines count as leading).
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

    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { _arrangementChanged() } }
    open var distribution: Distribution = .fill { didSet { _arrangementChanged() } }
    open var alignment: Alignment = .fill { didSet { _arrangementChanged() } }
    /// Gap between adjacent views, in points (whole cells are used).
    open var spacing: CGFloat = 0 { didSet { _arrangementChanged() } }
    open var isLayoutMarginsRelativeArrangement = false { didSet { _arrangementChanged() } }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// A horizontal stack of `views`, as `init(arrangedSubviews:)`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

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
        if view.superview !== self { addSubview(view) }
        _arrangementChanged()
    }

    /// Removes `view` from `arrangedSubviews` but keeps it as a subview (call
    /// `removeFromSuperview()` to take it off screen), as `removeArrangedSubview(_:)`.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        _arrangementChanged()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            _arrangementChanged()
        }
    }

    override func _subviewVisibilityDidChange(_ subview: UIView) {
        if arrangedSubviews.contains(where: { $0 === subview }) { _arrangementChanged() }
    }

    /// The arrangement is inset by `layoutMargins` when `isLayoutMarginsRelativeArrangement`.
    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        _arrangementChanged()
    }

    private func _arrangementChanged() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    // MARK: Measuring

    private var _isHorizontal: Bool { axis == .horizontal }
    private var _visible: [UIView] { arrangedSubviews.filter { !$0.isHidden } }
    private var _gap: Int { max(0, Int(spacing)) }

    /// Natural length of `view` along the axis (nil: none, flexible), given `crossLength`.
    private func _naturalLength(_ view: UIView, cross crossLength: Int?) -> Int? {
        if !_isHorizontal, let label = view as? UILabel, label.numberOfLines != 1, let crossLength {
            return Int(label.sizeThatFits(CGSize(width: CGFloat(crossLength), height: .greatestFiniteMagnitude)).height)
        }
        let s = view.intrinsicContentSize
        let v = _isHorizontal ? s.width : s.height
        return v < 0 ? nil : Int(v.rounded(.up))
    }

    /// Natural length of `view` across the axis (nil: none, it fills).
    private func _naturalCross(_ view: UIView) -> Int? {
        let s = view.intrinsicContentSize
        let v = _isHorizontal ? s.height : s.width
        return v < 0 ? nil : Int(v.rounded(.up))
    }

    /// Views that take extra length first under `.fill`: views without an intrinsic
    /// length, and in a row text fields and progress bars.
    private func _isFlexible(_ view: UIView, natural: Int?) -> Bool {
        natural == nil || (_isHorizontal && (view is UITextField || view is UIProgressView))
    }

    /// The arrangement's natural size: lengths plus spacing along the axis, the largest
    /// view across it (with the layout margins when they apply).
    open override var intrinsicContentSize: CGSize {
        let views = _visible
        var main = 0, cross = 0
        for v in views {
            let c = _naturalCross(v) ?? 0
            main += _naturalLength(v, cross: c > 0 ? c : nil) ?? 0
            cross = max(cross, c)
        }
        main += _gap * max(0, views.count - 1)
        var size = _isHorizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
        if isLayoutMarginsRelativeArrangement {
            size.width += layoutMargins.left + layoutMargins.right
            size.height += layoutMargins.top + layoutMargins.bottom
        }
        return size
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let views = _visible
        guard !views.isEmpty else { return }
        var area = bounds
        if isLayoutMarginsRelativeArrangement { area = area.inset(by: layoutMargins) }
        let mainTotal = Int(_isHorizontal ? area.width : area.height)
        let crossTotal = Int(_isHorizontal ? area.height : area.width)
        let n = views.count

        // Across the axis first (a wrapped label's height depends on its width).
        var crossSizes: [Int] = []
        var crossOffsets: [Int] = []
        for v in views {
            let natural = _naturalCross(v)
            let c: Int = alignment == .fill ? crossTotal : min(crossTotal, natural ?? crossTotal)
            let offset: Int
            switch alignment {
            case .fill, .leading, .firstBaseline, .lastBaseline: offset = 0
            case .center: offset = (crossTotal - c) / 2
            case .trailing: offset = crossTotal - c
            }
            crossSizes.append(c); crossOffsets.append(offset)
        }

        let naturals = views.indices.map { _naturalLength(views[$0], cross: crossSizes[$0]) }
        var lengths = naturals.map { $0 ?? 0 }
        var gaps = Array(repeating: _gap, count: n - 1)
        let available = mainTotal - _gap * (n - 1)

        func shareEqually(_ amount: Int, among indices: [Int]) {
            guard !indices.isEmpty else { return }
            let each = amount / indices.count, rest = amount % indices.count
            for (k, i) in indices.enumerated() { lengths[i] += each + (k < rest ? 1 : 0) }
        }
        func shrink(by amount: Int) {
            var missing = amount
            let flexible = views.indices.filter { _isFlexible(views[$0], natural: naturals[$0]) }
            let labels = views.indices.filter { views[$0] is UILabel && !flexible.contains($0) }
            let others = views.indices.reversed().filter { !flexible.contains($0) && !labels.contains($0) }
            for i in flexible.reversed() + labels.reversed() + others where missing > 0 {
                let take = min(lengths[i], missing)
                lengths[i] -= take; missing -= take
            }
        }

        switch distribution {
        case .fillEqually:
            lengths = Array(repeating: 0, count: n)
            shareEqually(max(0, available), among: Array(views.indices))
        case .fillProportionally:
            let sum = lengths.reduce(0, +)
            if sum > 0 {
                let budget = max(0, available)
                var used = 0
                for i in lengths.indices {
                    let l = lengths[i] * budget / sum
                    lengths[i] = l; used += l
                }
                shareEqually(budget - used, among: Array(views.indices))
            } else {
                shareEqually(max(0, available), among: Array(views.indices))
            }
        case .fill:
            let extra = available - lengths.reduce(0, +)
            if extra > 0 {
                var flexible = views.indices.filter { _isFlexible(views[$0], natural: naturals[$0]) }
                if flexible.isEmpty && _isHorizontal { flexible = [n - 1] }
                shareEqually(extra, among: flexible)
            } else if extra < 0 {
                shrink(by: -extra)
            }
        case .equalSpacing, .equalCentering:
            let extra = available - lengths.reduce(0, +)
            if extra > 0, n > 1 {
                let each = extra / (n - 1), rest = extra % (n - 1)
                for i in gaps.indices { gaps[i] += each + (i < rest ? 1 : 0) }
            } else if extra < 0 {
                shrink(by: -extra)
            }
        }

        var position = 0
        for (i, v) in views.enumerated() {
            let rect: CGRect
            if _isHorizontal {
                rect = CGRect(x: area.minX + CGFloat(position), y: area.minY + CGFloat(crossOffsets[i]),
                              width: CGFloat(lengths[i]), height: CGFloat(crossSizes[i]))
            } else {
                rect = CGRect(x: area.minX + CGFloat(crossOffsets[i]), y: area.minY + CGFloat(position),
                              width: CGFloat(crossSizes[i]), height: CGFloat(lengths[i]))
            }
            v.frame = rect
            position += lengths[i] + (i < gaps.count ? gaps[i] : 0)
        }
    }
}
