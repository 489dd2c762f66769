import Foundation

/// The view hierarchy's queries (`isDescendant(of:)`, `viewWithTag(_:)`) and the
/// window-move notifications a subtree gets when it enters or leaves a window. These
/// members are not overridden by UIKit's subclasses (declared in an extension, they cannot be).
extension UIView {
    func _willMove(toWindow newWindow: UIWindow?) {
        if newWindow == nil, let w = window {
            // Leaving the window forces the first responder out even when it refuses
            // (UIKit's textFieldDidEndEditing is "called if forced ... e.g. view removed from window").
            if let fr = w.firstResponder as? UIView, fr.isDescendant(of: self), !fr.resignFirstResponder() {
                w._setFirstResponder(nil)
            }
            if let f = w.focusedView, f.isDescendant(of: self) { w.focusedView = nil }
        }
        willMove(toWindow: newWindow)
        for s in subviews { s._willMove(toWindow: newWindow) }
    }

    func _didMove(fromWindow old: UIWindow?, toWindow new: UIWindow?) {
        didMoveToWindow()
        for s in subviews { s._didMove(fromWindow: old, toWindow: new) }
        // Appearance: a controller's root view entering or leaving a window (see
        // UIViewController+Appearance.swift for when this forwards callbacks).
        if let vc = _viewController { vc._rootViewDidMove(fromWindow: old, toWindow: new) }
    }

    /// True when `self` is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let cur = v { if cur === view { return true }; v = cur.superview }
        return false
    }

    /// The first view (depth first, self included) whose `tag` equals `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let f = s.viewWithTag(tag) { return f } }
        return nil
    }
}
