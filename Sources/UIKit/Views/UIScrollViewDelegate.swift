import Foundation

/// The scroll view's delegate, as `UIScrollViewDelegate`; every method is optional (the
/// defaults do nothing, allow scrolling to the top and zoom no view).
///
/// The order UIKit sends them in (Apple's UIScrollViewDelegate documentation):
/// - a drag: `scrollViewWillBeginDragging`, `scrollViewDidScroll` for each move,
///   `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (velocity in points
///   per millisecond; the delegate may move the target), then
///   `scrollViewDidEndDragging(_:willDecelerate:)`; when the content goes on moving
///   (a flick, a page to settle on, an edge to spring back from) `decelerate` is true and
///   `scrollViewWillBeginDecelerating`, more `scrollViewDidScroll`s and
///   `scrollViewDidEndDecelerating` follow;
/// - an animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)`:
///   `scrollViewDidScroll` per frame, then `scrollViewDidEndScrollingAnimation`;
/// - the scroll-to-top gesture: `scrollViewShouldScrollToTop`, the frames, then
///   `scrollViewDidScrollToTop`;
/// - zooming: `viewForZooming(in:)`, `scrollViewDidZoom` for each change; an animated
///   change ends with `scrollViewDidEndZooming(_:with:atScale:)`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (a drag, a deceleration frame, code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// The user started dragging the content (the pan began).
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifts: `velocity` is the scroll view's, in points per millisecond
    /// (positive when the offset grows); `targetContentOffset` is where the content will
    /// come to rest, and the delegate may change it.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The finger lifted; `decelerate` is true when the content goes on moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on its own after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after decelerating.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset`/`scrollRectToVisible` (or zoom) finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view whose scale zooming changes; nil (the default) disables zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Zooming is about to start on `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// An animated zoom (or a zoom gesture) ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether the scroll-to-top gesture may scroll this view (default true).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The scroll-to-top gesture's scroll finished.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
