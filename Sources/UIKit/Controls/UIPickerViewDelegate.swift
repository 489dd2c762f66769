import Foundation

/// How a picker view draws its rows and what it tells about the user's choice, as
/// `UIPickerViewDelegate`. Every method is optional.
///
/// A row's text is the attributed title's string when the delegate gives one, else its
/// title, else "?" (UIKit shows a question mark for a row with neither).
/// `pickerView(_:didSelectRow:inComponent:)` is sent when the user moves a component to
/// another row; `selectRow(_:inComponent:animated:)` in code sends nothing (Apple: "called
/// by the picker view when the user selects a row").
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// The width of `component` in points (default: the picker's width shared out).
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of `component`'s rows in points (default: 32 iPhone points, one row on
    /// a terminal).
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { pickerView._defaultComponentWidth }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { pickerView._defaultRowHeight }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
