import Foundation

/// The scroll view's delegate, as `UIScrollViewDelegate`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The user started dragging the content (the pan began).
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The user lifted the finger; `decelerate` is false (scrolling here stops at once).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
}
