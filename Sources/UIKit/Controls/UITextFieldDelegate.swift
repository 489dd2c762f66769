import Foundation
import UIKitEngine

/// The text field's delegate, as `UITextFieldDelegate`. Every method is optional: the
/// defaults allow everything and do nothing. A delegate that implements
/// `textFieldDidEndEditing(_:reason:)` gets that instead of `textFieldDidEndEditing(_:)`,
/// as in UIKit.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Asked before the field becomes first responder; false keeps it from editing.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Asked before the field resigns; false keeps it editing (ignored when forced:
    /// `endEditing(true)`, removal from the window).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Asked before every user edit: replace `range` (UTF-16 code units, as `NSString`)
    /// with `string`. Not asked for programmatic `text =` nor for the clear button.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool
    /// Asked when the clear button is pressed; false ignores the press (no events).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Asked when Return is pressed; false ignores the key.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
