import Foundation
import UIKitEngine

/// The presentation controller of a sheet (`.pageSheet`, `.formSheet`, `.automatic`), as
/// `UISheetPresentationController` (iOS 15): the heights it rests at (`detents`), the one
/// it rests at now (`selectedDetentIdentifier`), a grabber, and the user dragging it.
///
/// A page sheet rests at the bottom of the screen, its height the detent's: `.large()`
/// fills the screen below the presenter's top row and the frame line, `.medium()` half of that, a custom detent what
/// its resolver returns (rows). The user drags it by any part of it (or its top frame
/// line): upward to a larger detent, downward to a smaller one, and below the smallest
/// by more than half its height to dismiss it (UIKit's delegate flow,
/// `UIAdaptivePresentationControllerDelegate`). A form sheet is centred and has no
/// detents. On a terminal the sheet is framed by a box line and its grabber is a bar in
/// the middle of the top line (docs/DECISIONS.md "A sheet on a terminal").
/// Source: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet may rest at, smallest first or not (default `[.large()]`).
    /// An empty array is the default.
    open var detents: [Detent] = [.large()] {
        didSet { if detents.isEmpty { detents = [.large()] }; _relayout() }
    }
    /// The detent the sheet rests at; nil means the smallest of `detents`. Setting it does
    /// not tell the delegate (only the user's changes do).
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { _relayout() }
    }
    /// The largest detent at which what is beneath is not dimmed (nil: always dimmed).
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the sheet shows a grabber at its top (default false).
    open var prefersGrabberVisible = false { didSet { _container?.setNeedsDisplay() } }
    /// Whether scrolling the content up expands the sheet to a larger detent (default true).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in a compact-height environment.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet takes its width from `preferredContentSize`.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The corner radius (kept for source compatibility: a terminal's box has square corners).
    open var preferredCornerRadius: CGFloat?

    /// Makes a sheet presentation controller, as `init(presentedViewController:presenting:)`.
    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// Applies changes to the detents or the selection with an animation, as `animateChanges(_:)`.
    open func animateChanges(_ changes: () -> Void) {
        guard let v = presentedView, v.superview != nil else { changes(); return }
        let before = v.frame
        _animating = true
        changes()
        _animating = false
        let after = frameOfPresentedViewInContainerView
        guard after != before else { return }
        v.frame = before
        UIView.animate(withDuration: UIViewController._presentationDuration, delay: 0, options: [.curveEaseInOut],
                       animations: { v.frame = after }, completion: nil)
    }

    /// Asks the custom detents' resolvers again, as `invalidateDetents()`.
    open func invalidateDetents() { _relayout() }

    // MARK: Geometry

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        if _adaptedStyle != nil { return bounds }
        return _frame(in: bounds, height: _selectedHeight(in: bounds))
    }

    open override var shouldPresentInFullscreen: Bool { false }

    /// The tallest a page sheet may be in `bounds`: the presenter's top row and the frame line
    /// above it, and one row for its bottom frame line below.
    static func _maximumHeight(in bounds: CGRect) -> CGFloat { max(0, bounds.height - 3) }

    /// The resolved heights of the detents, by identifier, in `bounds`.
    func _resolvedHeights(in bounds: CGRect) -> [(Detent.Identifier, CGFloat)] {
        let context = _DetentContext(containerTraitCollection: traitCollection,
                                     maximumDetentValue: Self._maximumHeight(in: bounds))
        return detents.compactMap { d in
            d._resolve(context).map { (d.identifier, min(context.maximumDetentValue, max(1, $0.rounded()))) }
        }
    }

    /// The identifier of the smallest detent (the one a nil selection means).
    func _smallestIdentifier(in bounds: CGRect) -> Detent.Identifier? {
        _resolvedHeights(in: bounds).min { $0.1 < $1.1 }?.0
    }

    /// The height the sheet rests at now.
    func _selectedHeight(in bounds: CGRect) -> CGFloat {
        let heights = _resolvedHeights(in: bounds)
        if let id = selectedDetentIdentifier, let h = heights.first(where: { $0.0 == id })?.1 { return h }
        return heights.map(\.1).min() ?? Self._maximumHeight(in: bounds)
    }

    /// The sheet's frame for `height`: a page sheet at the bottom, three columns in from
    /// each side; a form sheet centred (at most 60 × 18, or its preferred content size).
    func _frame(in bounds: CGRect, height: CGFloat) -> CGRect {
        if _style == .formSheet {
            let size = presentedViewController.preferredContentSize
            let w = min(bounds.width - 6, max(size.width, 60))
            let h = min(bounds.height - 4, max(size.height, 18))
            return CGRect(x: ((bounds.width - w) / 2).rounded(.down), y: ((bounds.height - h) / 2).rounded(.down),
                          width: w, height: h)
        }
        let h = min(height, Self._maximumHeight(in: bounds))
        return CGRect(x: 3, y: max(0, bounds.height - 1 - h), width: max(0, bounds.width - 6), height: h)
    }

    override var _drawsSheet: Bool { _adaptedStyle == nil }

    /// Whether what is beneath is dimmed at the selected detent.
    override var _dimsBackground: Bool {
        if _adaptedStyle != nil { return super._dimsBackground }
        guard let undimmed = largestUndimmedDetentIdentifier, let bounds = containerView?.bounds else { return true }
        let heights = _resolvedHeights(in: bounds)
        guard let limit = heights.first(where: { $0.0 == undimmed })?.1 else { return true }
        return _selectedHeight(in: bounds) > limit
    }

    private var _animating = false

    private func _relayout() {
        guard !_animating, let c = _container else { return }
        c.setNeedsLayout()
        c.setNeedsDisplay()
    }

    /// The user let go of the sheet with its top at `top`: the detent nearest to it, or nil
    /// when that is below the smallest detent by more than half its height (dismiss).
    func _restingDetent(forTop top: CGFloat, in bounds: CGRect) -> Detent.Identifier?? {
        let heights = _resolvedHeights(in: bounds)
        guard let smallest = heights.min(by: { $0.1 < $1.1 }) else { return nil }
        let height = bounds.height - 1 - top
        if _style == .formSheet || heights.count == 1 {
            let base = _style == .formSheet ? _frame(in: bounds, height: 0).height : smallest.1
            let shown = _style == .formSheet ? base - (top - _frame(in: bounds, height: 0).minY) : height
            return shown < base / 2 ? .some(nil) : .some(heights.first?.0)
        }
        if height < smallest.1 / 2 { return .some(nil) }
        let nearest = heights.min { abs($0.1 - height) < abs($1.1 - height) }!
        return .some(nearest.0)
    }
}
