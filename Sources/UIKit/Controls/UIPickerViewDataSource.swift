import Foundation

/// What a picker view shows, as `UIPickerViewDataSource`: how many components (wheels)
/// and how many rows each has. Both are required.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components (columns), as `numberOfComponents(in:)`.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of `component`, as `pickerView(_:numberOfRowsInComponent:)`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
