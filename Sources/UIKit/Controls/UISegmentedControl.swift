import Foundation
import UIKitEngine

/// A horizontal control of segments, each a button, of which one is selected, as
/// `UISegmentedControl`.
///
/// - Segments hold a title or an image (an image segment has no title, and the other way
///   round), optionally a `UIAction` (`init(frame:actions:)`, `insertSegment(action:at:animated:)`),
///   an enabled flag and a fixed width (0 = share the room).
/// - `selectedSegmentIndex` is `noSegment` (-1) until a segment is chosen; setting it in
///   code sends nothing. A user choice (a click released on a segment, or Enter/Space on
///   the segment under the keyboard cursor) selects the segment, runs its action, then
///   sends `.valueChanged` (not when the segment was already selected, unless
///   `isMomentary`), and for a click `.touchUpInside` after.
/// - Inserting before the selected segment keeps the same segment selected (its index
///   moves up); removing it selects none.
///
/// Terminal rendering: `[ First │ Second │ Third ]` across the bounds, the room shared
/// equally between the segments without a fixed width (the first ones get the odd cells),
/// titles centred and cut with "…"; the selected segment in reverse video (not when
/// momentary), a disabled segment dim, the segment under a touch bold. Focused: the
/// brackets in reverse and the keyboard cursor's segment underlined; Left/Right move the
/// cursor over the enabled segments.
///
/// Source: Apple's UISegmentedControl documentation.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index that means "no segment selected", as `UISegmentedControl.noSegment`.
    public static let noSegment: Int = -1

    /// One segment's content and state.
    struct _Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
    }

    var _segments: [_Segment] = []
    private var _selected: Int = UISegmentedControl.noSegment
    /// The segment the keyboard cursor is on while focused.
    var _cursor: Int = 0
    /// The segment under the tracked touch.
    var _touchedSegment: Int?

    /// When true, segments do not show a selected state (a tap still sends `.valueChanged`
    /// each time), as `isMomentary`.
    open var isMomentary: Bool = false { didSet { setNeedsDisplay() } }
    /// Whether segments are as wide as their content rather than equal, as
    /// `apportionsSegmentWidthsByContent`.
    open var apportionsSegmentWidthsByContent: Bool = false { didSet { _contentDidChange() } }
    /// The colour of the selected segment (its reverse video), as `selectedSegmentTintColor`.
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A control with a segment per item — a `String` is a title, a `UIImage` an image;
    /// other items are skipped — as `init(items:)`. Sized to fit its segments.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String { _segments.append(_Segment(title: title)) }
            else if let image = item as? UIImage { _segments.append(_Segment(image: image)) }
        }
        frame.size = sizeThatFits(.zero)
    }

    /// A control with a segment per action (its title and image), tapping one running it,
    /// as `init(frame:actions:)` (iOS 14).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        _segments = actions.map { _Segment(title: $0.title, image: $0.image, action: $0) }
        if frame.size == .zero { self.frame.size = sizeThatFits(.zero) }
    }

    // MARK: Segments

    /// The number of segments, as `numberOfSegments`.
    open var numberOfSegments: Int { _segments.count }

    /// The selected segment's index, or `noSegment`; setting it in code sends no event.
    /// An index outside `noSegment..<numberOfSegments` is ignored.
    open var selectedSegmentIndex: Int {
        get { _selected }
        set {
            guard newValue == UISegmentedControl.noSegment || _segments.indices.contains(newValue) else { return }
            guard newValue != _selected else { return }
            _selected = newValue
            if newValue >= 0 { _cursor = newValue }
            setNeedsDisplay()
        }
    }

    /// The insertion index UIKit uses: pinned to 0…numberOfSegments.
    private func _pinned(_ index: Int) -> Int { max(0, min(index, _segments.count)) }

    private func _insert(_ segment: _Segment, at index: Int) {
        let i = _pinned(index)
        _segments.insert(segment, at: i)
        if _selected >= i { _selected += 1 }
        _contentDidChange()
    }

    /// Inserts a title segment at `segment` (pinned to 0…numberOfSegments), as
    /// `insertSegment(withTitle:at:animated:)`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        _insert(_Segment(title: title), at: segment)
    }

    /// Inserts an image segment, as `insertSegment(with:at:animated:)`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        _insert(_Segment(image: image), at: segment)
    }

    /// Inserts a segment for `action` (its title and image; tapping runs it), as
    /// `insertSegment(action:at:animated:)` (iOS 14).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        _insert(_Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    /// Removes the segment at `segment` (an index out of range is ignored); removing the
    /// selected one selects none, as `removeSegment(at:animated:)`.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard _segments.indices.contains(segment) else { return }
        _segments.remove(at: segment)
        if _selected == segment { _selected = UISegmentedControl.noSegment }
        else if _selected > segment { _selected -= 1 }
        _cursor = min(_cursor, max(0, _segments.count - 1))
        _contentDidChange()
    }

    /// Removes every segment, as `removeAllSegments()`.
    open func removeAllSegments() {
        _segments.removeAll()
        _selected = UISegmentedControl.noSegment
        _cursor = 0
        _contentDidChange()
    }

    /// Sets a segment's title (it then shows no image), as `setTitle(_:forSegmentAt:)`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) { _setContent(ofSegment: segment, title: title, image: nil) }

    /// A segment's title, nil for an image segment or an index out of range, as
    /// `titleForSegment(at:)`.
    open func titleForSegment(at segment: Int) -> String? {
        _segments.indices.contains(segment) ? _segments[segment].title : nil
    }

    /// Sets a segment's image (it then shows no title), as `setImage(_:forSegmentAt:)`.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { _setContent(ofSegment: segment, title: nil, image: image) }

    /// A segment shows a title or an image, never both; an index out of range is ignored.
    private func _setContent(ofSegment segment: Int, title: String?, image: UIImage?) {
        guard _segments.indices.contains(segment) else { return }
        _segments[segment].title = title
        _segments[segment].image = image
        _contentDidChange()
    }

    /// A segment's image, as `imageForSegment(at:)`.
    open func imageForSegment(at segment: Int) -> UIImage? {
        _segments.indices.contains(segment) ? _segments[segment].image : nil
    }

    /// Enables or disables one segment (a disabled one cannot be chosen), as
    /// `setEnabled(_:forSegmentAt:)`.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard _segments.indices.contains(segment) else { return }
        _segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }

    /// Whether one segment is enabled, as `isEnabledForSegment(at:)`.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        _segments.indices.contains(segment) ? _segments[segment].isEnabled : false
    }

    /// Fixes a segment's width (0: share the room), as `setWidth(_:forSegmentAt:)`.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard _segments.indices.contains(segment) else { return }
        _segments[segment].width = max(0, width)
        _contentDidChange()
    }

    /// A segment's fixed width (0 when it shares the room), as `widthForSegment(at:)`.
    open func widthForSegment(at segment: Int) -> CGFloat {
        _segments.indices.contains(segment) ? _segments[segment].width : 0
    }

    /// Moves a segment's content, as `setContentOffset(_:forSegmentAt:)` (whole cells on a
    /// terminal, horizontally).
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard _segments.indices.contains(segment) else { return }
        _segments[segment].contentOffset = offset
        setNeedsDisplay()
    }

    /// A segment's content offset, as `contentOffsetForSegment(at:)`.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        _segments.indices.contains(segment) ? _segments[segment].contentOffset : .zero
    }

    /// The action of a segment, as `actionForSegment(at:)` (iOS 14).
    open func actionForSegment(at segment: Int) -> UIAction? {
        _segments.indices.contains(segment) ? _segments[segment].action : nil
    }

    /// Replaces a segment's action, its title and image with the action's, as
    /// `setAction(_:forSegmentAt:)` (iOS 14).
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard _segments.indices.contains(segment) else { return }
        _segments[segment].action = action
        _segments[segment].title = action.title
        _segments[segment].image = action.image
        _contentDidChange()
    }

    /// The index of the segment whose action has `identifier`, or `noSegment`, as
    /// `segmentIndex(identifiedBy:)` (iOS 14).
    open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
        _segments.firstIndex { $0.action?.identifier == identifier } ?? UISegmentedControl.noSegment
    }

    private func _contentDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    // MARK: Choosing

    /// A user's choice of `index`: the segment's action, then `.valueChanged` when the
    /// selection changed (always when momentary). False when the segment cannot be chosen.
    @discardableResult
    func _userSelect(_ index: Int) -> Bool {
        guard _segments.indices.contains(index), _segments[index].isEnabled else { return false }
        let changed = index != _selected
        _selected = index
        _cursor = index
        setNeedsDisplay()
        guard changed || isMomentary else { return true }
        if let action = _segments[index].action { sendAction(action) }
        sendActions(for: .valueChanged)
        return true
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _touchedSegment = _segmentIndex(atX: touch.location(in: self).x)
        setNeedsDisplay()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        let over = _isTrackingInside(touch) ? _segmentIndex(atX: p.x) : nil
        if over != _touchedSegment { _touchedSegment = over; setNeedsDisplay() }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch, _isTrackingInside(touch) { _touchedSegment = _segmentIndex(atX: touch.location(in: self).x) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        _touchedSegment = nil
        setNeedsDisplay()
    }

    override func _touchUpInside() {
        let index = _touchedSegment
        _touchedSegment = nil
        setNeedsDisplay()
        if let index { _userSelect(index) }
        sendActions(for: .touchUpInside)
    }

    override func _performPrimaryAction() { _userSelect(_cursor) }

    open override func focusDidChange() {
        if isFocused, _selected >= 0 { _cursor = _selected }
        if isFocused, !isEnabledForSegment(at: _cursor), let first = _segments.indices.first(where: { _segments[$0].isEnabled }) {
            _cursor = first
        }
        super.focusDidChange()
    }

    /// Left/Right move the keyboard cursor over the enabled segments; Enter/Space choose.
    open override func handleFocusedKey(_ key: UIKey) -> Bool {
        guard isEnabled, !_segments.isEmpty else { return false }
        let step: Int
        switch key.keyCode {
        case .keyboardLeftArrow: step = -1
        case .keyboardRightArrow: step = 1
        default: return super.handleFocusedKey(key)
        }
        var i = _cursor + step
        while _segments.indices.contains(i), !_segments[i].isEnabled { i += step }
        if _segments.indices.contains(i) { _cursor = i; setNeedsDisplay() }
        return true
    }

    @_spi(CellRendering) open override func draw(in context: UIRenderContext) { _drawSegments(in: context) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { _fittingSize }
    open override var intrinsicContentSize: CGSize { _fittingSize }
}
