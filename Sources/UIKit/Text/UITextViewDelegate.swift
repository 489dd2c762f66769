import Foundation

/// The text view's delegate, as `UITextViewDelegate`. Every method is optional (the
/// defaults allow everything and do nothing). It refines `UIScrollViewDelegate`, so it is
/// set through the scroll view's `delegate` (`textView.delegate = self` reads as in UIKit),
/// as for `UITableViewDelegate` (docs/DECISIONS.md).
///
/// Source: Apple's UITextViewDelegate documentation.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Asked before the text view becomes first responder; false keeps it from editing.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// The text view became first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Asked before the text view resigns; false keeps it editing (ignored when forced).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The text view stopped being first responder.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Asked before every user edit: replace `range` (UTF-16 code units of `text`) with
    /// `text`. Not asked for programmatic `text =`.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// A user edit changed the text (not sent for programmatic changes).
    func textViewDidChange(_ textView: UITextView)
    /// The selection (or insertion point) moved, by the user or by an edit.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
