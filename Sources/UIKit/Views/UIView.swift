import Foundation
import UIKitEngine

/// An object that manages the content of a rectangular area, as `UIView`.
///
/// Geometry is in points (terminal: 1 point = 1 cell). `frame` is in the superview's
/// coordinates, `bounds` in the view's own; `bounds.origin` shifts the content (scroll
/// views scroll by it). Setting the animatable properties (`frame`, `bounds`, `center`,
/// `alpha`, `backgroundColor`, `transform`) inside a `UIView.animate` block changes the
/// model value at once and animates what is shown, as UIKit's layer model does.
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: Storage
    private var _frameOrigin: CGPoint = .zero
    var _bounds: CGRect = .zero
    private var _transform: CGAffineTransform = .identity
    private var _alpha: CGFloat = 1
    private var _backgroundColor: UIColor?
    private var _isHidden = false

    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    /// The controller whose root view this is (UIKit's private `_viewDelegate`).
    weak var _viewController: UIViewController?

    open var tag: Int = 0
    open var isUserInteractionEnabled: Bool = true
    /// Whether the view takes more than one touch at a time (default false). The mouse
    /// makes one touch, so it changes nothing here.
    open var isMultipleTouchEnabled: Bool = false
    /// Whether a touch in this view keeps other views from getting touches (default false).
    /// Stored; with one touch at a time it changes nothing here.
    open var isExclusiveTouch: Bool = false
    /// The recognizers attached to the view (`UIView+Gestures.swift`).
    var _gestureRecognizers: [UIGestureRecognizer] = []
    var _interactions: [any UIInteraction] = []
    /// The safe area a view outside any window is laid out with, as Interface Builder
    /// simulates it for a scene's root view (status bar, bars, home indicator); nil for
    /// every view UIKit shows (`IBSimulatedScene`).
    var _simulatedSafeAreaInsets: UIEdgeInsets?
    open var clipsToBounds: Bool = false { didSet { _setNeedsRecompose() } }
    open var autoresizingMask: AutoresizingMask = []
    open var autoresizesSubviews: Bool = true
    open var tintColor: UIColor! = .systemBlue { didSet { _setNeedsRecompose(); tintColorDidChange() } }
    /// Called when the view's `tintColor` changes, as `tintColorDidChange()`. Default: nothing.
    open func tintColorDidChange() {}
    /// A string that identifies the view to UI tests (never spoken).
    open var accessibilityIdentifier: String?
    /// The view's name as an assistive technology reads it.
    open var accessibilityLabel: String?
    /// What happens when the element is activated, read after the label.
    open var accessibilityHint: String?
    /// What the element is (button, header, image…), as `accessibilityTraits`.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Whether assistive technologies see this view as one element (UIKit's default: false
    /// for a plain view; controls and labels answer true in Apple's UIKit — here the
    /// stored value, as Interface Builder's `isElement` sets it).
    open var isAccessibilityElement: Bool = false
    /// The appearance this view and its subviews use whatever their window's
    /// (`.unspecified`: inherit), as `overrideUserInterfaceStyle` (iOS 13).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            guard overrideUserInterfaceStyle != oldValue else { return }
            _traitsDidChange(previous: _traits(viewOverride: oldValue, controllerOverride: _viewController?.overrideUserInterfaceStyle ?? .unspecified))
        }
    }
    /// The view's traits: its window's, with the nearest `overrideUserInterfaceStyle` of the
    /// view, its controller or an ancestor applied (UIView+Traits.swift).
    open var traitCollection: UITraitCollection { _inheritedTraitCollection }
    /// Sent when the view's traits changed (an override on it or an ancestor). Default: nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Presentation (on-screen, possibly mid-animation) values; nil when equal to the model.
    var _presentation = PresentationValues()

    var _needsLayout = true
    /// Auto Layout storage, made on first use (see Layout/ViewLayoutState.swift).
    var layoutState: ViewLayoutState?
    /// The height `systemLayoutSizeFitting` last measured (the device's points): a table
    /// header given that height is not converted from the app's code metrics again.
    var _fittedHeight: CGFloat?
    /// The height a table gave this header or footer view from the app's points.
    var _convertedHeight: CGFloat?
    /// Custom drawing: invalid rectangle, display list, content mode (UIView+Drawing.swift).
    var _drawing = ViewDrawingState()
    /// The view's layer once asked for (Layers/UIView+Layer.swift).
    var _layerStorage: CALayer?

    /// The class of the view's layer, as `UIView.layerClass` (default `CALayer`); override
    /// to return a `CALayer` subclass.
    open class var layerClass: AnyClass { CALayer.self }

    /// A view with `frame` (in its future superview's points), as `init(frame:)`: the
    /// designated initialiser code uses; override it (and `init?(coder:)`) in subclasses.
    public init(frame: CGRect) {
        super.init()
        _frameOrigin = frame.origin
        _bounds = CGRect(origin: .zero, size: frame.size)
        if Self._ignoresTouchesByDefault { isUserInteractionEnabled = false }
    }

    /// A view unarchived from an Interface Builder file, as `init?(coder:)`. The nib loader
    /// passes a `UINibDecoder` (see docs/DECISIONS.md "Interface Builder objects are made
    /// through init?(coder:)") and then applies the file's attributes (frame, colours, …)
    /// to the new view, so subclasses need not decode anything; a frame-less view.
    public required init?(coder: NSCoder) {
        super.init()
        if Self._ignoresTouchesByDefault { isUserInteractionEnabled = false }
    }

    /// Whether a new view of this class starts with `isUserInteractionEnabled` false, as
    /// UIKit's labels and image views do (both initialisers apply it).
    class var _ignoresTouchesByDefault: Bool { false }

    /// `UIView()`: a view with a zero frame (`init(frame: .zero)`), as on iOS, where
    /// NSObject's `init()` is a convenience initialiser of UIView; a subclass that overrides
    /// `init(frame:)` and `init?(coder:)` inherits it.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Sent to each view loaded from an Interface Builder file once every object of the
    /// file is made and connected, as `awakeFromNib()`. The default does nothing.
    open func awakeFromNib() {}

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates (ignoring `transform`), in points.
    open var frame: CGRect {
        get { CGRect(origin: _frameOrigin, size: _bounds.size) }
        set {
            let old = frame
            guard old != newValue else { return }
            _animate(.frame, from: .rect(old), to: .rect(newValue))
            _frameOrigin = newValue.origin
            let sizeChanged = _bounds.size != newValue.size
            _bounds.size = newValue.size
            if sizeChanged { _boundsSizeDidChange(from: old.size) }
            if layoutState != nil { layoutGeometryDidChange() }
            superview?._setNeedsRecompose()
            _setNeedsRecompose()
        }
    }

    /// The view's own coordinate system: `origin` is the content offset, `size` the size.
    open var bounds: CGRect {
        get { _bounds }
        set {
            guard _bounds != newValue else { return }
            let old = _bounds
            _animate(.bounds, from: .rect(old), to: .rect(newValue))
            _bounds = newValue
            if old.size != newValue.size {
                _boundsSizeDidChange(from: old.size)
                if layoutState != nil { layoutGeometryDidChange() }
            }
            _setNeedsRecompose()
        }
    }

    /// The centre of the frame in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            var f = frame
            f.origin = CGPoint(x: newValue.x - f.width / 2, y: newValue.y - f.height / 2)
            frame = f
        }
    }

    open var transform: CGAffineTransform {
        get { _transform }
        set {
            guard newValue != _transform else { return }
            _animate(.transform, from: .transform(_transform), to: .transform(newValue))
            _transform = newValue
            _setNeedsRecompose()
        }
    }

    /// Opacity 0…1. A terminal shows alpha < 1 as dim and alpha 0 as nothing.
    open var alpha: CGFloat {
        get { _alpha }
        set {
            let v = max(0, min(1, newValue))
            guard v != _alpha else { return }
            _animate(.alpha, from: .scalar(_alpha), to: .scalar(v))
            _alpha = v
            _setNeedsRecompose()
        }
    }

    open var backgroundColor: UIColor? {
        get { _backgroundColor }
        set {
            guard newValue != _backgroundColor else { return }
            _animate(.backgroundColor, from: .color(_backgroundColor ?? .clear), to: .color(newValue ?? .clear))
            _backgroundColor = newValue
            _setNeedsRecompose()
        }
    }

    open var isHidden: Bool {
        get { _isHidden }
        set {
            guard newValue != _isHidden else { return }
            _isHidden = newValue
            if newValue, let window, let fr = window.firstResponder as? UIView, fr.isDescendant(of: self) {
                _ = fr.resignFirstResponder()
            }
            _setNeedsRecompose()
            superview?._setNeedsRecompose()
            superview?._subviewVisibilityDidChange(self)
        }
    }

    /// Called when a subview's `isHidden` changed (a stack view collapses hidden views).
    func _subviewVisibilityDidChange(_ subview: UIView) {}

    // MARK: Hierarchy

    /// The window the view is in, or nil.
    open var window: UIWindow? { _window }

    /// The window this view is in, kept by the hierarchy (set for a whole subtree when it
    /// joins or leaves a window), so asking for it — every `setNeedsLayout` and
    /// `setNeedsDisplay` does — costs one load instead of a walk to the root.
    private weak var _window: UIWindow?

    /// Gives this subtree `newWindow` as its window; a window inside it keeps its own.
    private func _setWindowInSubtree(_ newWindow: UIWindow?) {
        guard !(self is UIWindow) else { return }
        _window = newWindow
        for s in subviews { s._setWindowInSubtree(newWindow) }
    }

    open override var next: UIResponder? {
        if let vc = _viewController { return vc }
        return superview
    }

    override var _responderWindow: UIWindow? { window }

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in `subviews` (clamped), moving it from its old superview.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        if view.superview === self {
            if let i = subviews.firstIndex(where: { $0 === view }) {
                subviews.remove(at: i)
                subviews.insert(view, at: max(0, min(index, subviews.count)))
                _setNeedsRecompose()
            }
            return
        }
        if let vc = view._viewController, !UIViewController._checkHierarchy(vc, addingTo: self) { return }
        let oldWindow = view.window
        let newWindow = window
        if oldWindow !== newWindow { view._willMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        view.layoutHierarchyWillDetach()
        view._detachFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        if oldWindow !== newWindow { view._setWindowInSubtree(newWindow) }
        view.layoutHierarchyDidAttach()
        view.setNeedsLayout()
        if oldWindow !== newWindow { view._didMove(fromWindow: oldWindow, toWindow: newWindow) }
        view.didMoveToSuperview()
        didAddSubview(view)
        _setNeedsRecompose()
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        let i = subviews.firstIndex(where: { $0 === sibling }) ?? 0
        insertSubview(view, at: i)
    }
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        let i = subviews.firstIndex(where: { $0 === sibling }).map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: i)
    }
    open func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i); subviews.append(view); _setNeedsRecompose()
    }
    open func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i); subviews.insert(view, at: 0); _setNeedsRecompose()
    }
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2); _setNeedsRecompose()
    }

    open func removeFromSuperview() {
        guard let sv = superview else { return }
        let oldWindow = window
        if oldWindow != nil { _willMove(toWindow: nil) }
        willMove(toSuperview: nil)
        sv.willRemoveSubview(self)
        layoutHierarchyWillDetach()
        _detachFromSuperview()
        if oldWindow != nil { _setWindowInSubtree(nil) }
        if oldWindow != nil { _didMove(fromWindow: oldWindow, toWindow: nil) }
        didMoveToSuperview()
        sv._setNeedsRecompose()
    }

    private func _detachFromSuperview() {
        guard let sv = superview else { return }
        if let i = sv.subviews.firstIndex(where: { $0 === self }) { sv.subviews.remove(at: i) }
        superview = nil
    }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout

    /// Marks the view as needing layout at the next layout pass.
    open func setNeedsLayout() {
        _needsLayout = true
        window?._application?._setNeedsLayout()
    }

    /// Lays out this view's subtree now if anything in it needs layout. With constraints
    /// in the hierarchy, the update-constraints pass runs first, then each view's
    /// `layoutSubviews` gives its subviews their solved frames.
    open func layoutIfNeeded() {
        for _ in 0..<3 {
            prepareConstraintBasedLayout()
            _layoutSubtreeIfNeeded()
            guard let engine = layoutRoot.layoutState?.engine, engine.needsFrameSync else { break }
        }
    }

    func _layoutSubtreeIfNeeded() {
        if _needsLayout {
            _needsLayout = false
            _layoutSubviewsWithController()
            _setNeedsRecompose()
        }
        for s in subviews { s._layoutSubtreeIfNeeded() }
    }

    func _layoutSubviewsWithController() {
        if let vc = _viewController {
            vc._callViewWillLayoutSubviews()
            layoutSubviews()
            vc._callViewDidLayoutSubviews()
        } else {
            layoutSubviews()
        }
    }

    /// Override to lay out subviews (call super first). The default gives subviews laid
    /// out by constraints their frames from the engine (autoresizing has already been
    /// applied when the size changed).
    open func layoutSubviews() { applyEngineFramesToSubviews() }

    /// The size that fits `size`, in points. The default returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open func sizeToFit() {
        let s = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        frame = CGRect(origin: frame.origin, size: s)
    }
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    public static let noIntrinsicMetric: CGFloat = -1

    /// Tells the layout that `intrinsicContentSize` changed, as
    /// `invalidateIntrinsicContentSize()`: the engine reads it again, and stack views that
    /// arrange this view (and stacks that arrange those) lay out again.
    open func invalidateIntrinsicContentSize() {
        layoutState?.trackingEngine?.invalidateContent(self)
        var v: UIView = self
        while let stack = v.superview as? UIStackView {
            stack._arrangedContentDidChange()
            v = stack
        }
    }

    // MARK: Auto Layout hooks (see Layout/UIView+AutoLayout.swift)

    /// Override to add or change constraints in the update-constraints pass; call super
    /// last, as in UIKit.
    open func updateConstraints() {}
    /// Whether the view needs the update-constraints pass even without constraints.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// Called when `layoutMargins` changed.
    open func layoutMarginsDidChange() { _viewController?.viewLayoutMarginsDidChange() }
    /// Called when `safeAreaInsets` changed.
    open func safeAreaInsetsDidChange() { if _viewController != nil { _viewController?.viewSafeAreaInsetsDidChange() } }
    /// The size the constraints give the view nearest `targetSize` (fitting priority
    /// for both axes), as `systemLayoutSizeFitting(_:)`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let size = fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
        _fittedHeight = size.height
        return size
    }
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        let size = fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        _fittedHeight = size.height
        return size
    }

    // MARK: Display

    /// Marks the whole bounds as needing to be drawn again (`draw(_:)` runs at the next
    /// display; see UIView+Drawing.swift) and the screen as needing to be composed.
    open func setNeedsDisplay() {
        _drawing.invalidRect = .infinite
        _setNeedsRecompose()
    }

    /// Marks the rectangle `invalidRect` (bounds coordinates) as needing to be drawn again.
    open func setNeedsDisplay(_ invalidRect: CGRect) {
        _markNeedsDisplay(invalidRect.standardized)
        _setNeedsRecompose()
    }

    /// Draws the view's content in `rect` (the invalid part of the bounds, in bounds
    /// coordinates) into `UIGraphicsGetCurrentContext()`. The default draws nothing;
    /// UIKit calls it when the view needs display, never directly (UIView+Drawing.swift).
    open func draw(_ rect: CGRect) {}

    /// Draws the view's own content into `context`, in the view's coordinates (points).
    /// The background colour has already been filled. Override in custom views.
    @_spi(CellRendering) open func draw(in context: UIRenderContext) {}

    /// Drawn after the subviews (focus marks, dimming layers). Default: nothing.
    @_spi(CellRendering) open func drawOverlay(in context: UIRenderContext) {}

    // MARK: Hit testing (conversion: UIView+Conversion.swift)

    /// The deepest visible, interactive descendant containing `point` (in this view's
    /// coordinates), as `hitTest(_:with:)`: hidden views, views with `alpha` below 0.01
    /// and views with `isUserInteractionEnabled` false are skipped with their subviews;
    /// subviews are asked last to first (the front-most first).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        for s in subviews.reversed() {
            let p = s.convert(point, from: self)
            if let hit = s.hitTest(p, with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (this view's coordinates) is inside the view, as
    /// `point(inside:with:)`: its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// Asked before a gesture recognizer whose touches are in this view leaves
    /// `.possible`; false makes it fail, as `gestureRecognizerShouldBegin(_:)`. The
    /// default allows it; controls refuse taps of an enclosing view's recognizer that
    /// overlap their own action (`UIControl`).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Attaches the recognizers a UIKit class has of its own (a scroll view's pan) before
    /// anyone reads or uses the view's recognizers.
    func _installOwnGestureRecognizers() {}

    // MARK: Focus (keyboard navigation)

    /// Whether Tab/Shift-Tab can move focus to this view (controls, tables).
    open var canBecomeFocused: Bool { false }
    /// True while this view has keyboard focus in its window.
    public var isFocused: Bool { window?.focusedView === self }
    /// Called when focus arrives or leaves; the default redraws.
    open func focusDidChange() { _setNeedsRecompose() }
    /// Handles a key while focused; return true when handled.
    open func handleFocusedKey(_ key: UIKey) -> Bool { false }
    /// Whether focus traversal looks inside this view (false for controls and tables that
    /// manage focus of their own content).
    var _focusDescends: Bool { !canBecomeFocused }
    /// Subviews whose focusable views join the traversal even though this view does not
    /// descend (a table's header and footer views, e.g. a search field above the rows).
    var _additionalFocusRoots: [UIView] { [] }
    /// True for the containers that hold a presented controller's view.
    var _isModalLayer: Bool { false }
    /// The insertion point of a text-editing view, in its own coordinates (nil: no cursor).
    var _cursorPoint: CGPoint? { nil }
}
