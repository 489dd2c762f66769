import Foundation

// The label and image views a cell or a header-footer view makes on first use.

extension UIView {
    /// Adds `view` to `container` and marks this view for layout; returns `view`, for the
    /// caller to keep (as UIKit's `textLabel`, `detailTextLabel` and `imageView` come into
    /// being when code first asks for them).
    func _addBuiltInSubview<V: UIView>(_ view: V, to container: UIView) -> V {
        container.addSubview(view)
        setNeedsLayout()
        return view
    }
}
