import Foundation

extension UIView {
    /// Makes the first responder inside this view resign, as `endEditing(_:)`.
    /// Returns true when nothing inside is first responder afterwards.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let w = window, let fr = w.firstResponder as? UIView, fr.isDescendant(of: self) else { return true }
        if fr.resignFirstResponder() { return true }
        if force { w._setFirstResponder(nil); return true }
        return false
    }
}
