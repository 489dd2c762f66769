import Foundation

/// Where a popover points, as `UIPopoverPresentationController` (the anchoring subset).
///
/// An action sheet on a regular-width screen (here: 120 columns or more, an iPad-like
/// width) is a popover and needs `sourceView` (with `sourceRect`) or `barButtonItem`;
/// presenting it without raises UIKit's NSGenericException (pitfall B11).
/// Source: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
@preconcurrency @MainActor
public final class UIPopoverPresentationController {
    /// The view the popover points at.
    public weak var sourceView: UIView?
    /// The rectangle in `sourceView`'s coordinates (points) the popover points at; when
    /// empty the popover points at the whole `sourceView`.
    public var sourceRect: CGRect = .zero
    /// A bar button item to point at instead of a view.
    public weak var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may point (kept for source compatibility).
    public var permittedArrowDirections: UIPopoverArrowDirection = .any

    init() {}

    /// True when the popover knows where to point.
    var _hasAnchor: Bool { sourceView != nil || barButtonItem != nil }

    /// The anchor rectangle in window coordinates, if it is on screen.
    func _anchorRect(in window: UIWindow) -> CGRect? {
        if let v = sourceView, v.window === window {
            let r = sourceRect.isEmpty ? v.bounds : sourceRect
            return v.convert(r, to: nil)
        }
        if let item = barButtonItem, let bv = Self._find(item, in: window) {
            return bv.convert(bv.bounds, to: nil)
        }
        return nil
    }

    private static func _find(_ item: UIBarButtonItem, in view: UIView) -> UIView? {
        if let b = view as? _BarButtonView, b.item === item { return b }
        for s in view.subviews { if let f = _find(item, in: s) { return f } }
        return nil
    }
}
