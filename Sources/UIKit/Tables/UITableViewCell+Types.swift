import Foundation

// The cell's option types, as UIKit nests them in `UITableViewCell`.
// Source: https://developer.apple.com/documentation/uikit/uitableviewcell
extension UITableViewCell {
    /// The built-in layouts, as `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        case `default` = 0, value1, value2, subtitle
    }
    /// How a selected cell looks, as `UITableViewCell.SelectionStyle` (`.none` shows nothing).
    public enum SelectionStyle: Int, Sendable {
        case none = 0, blue, gray, `default`
    }
    /// The editing control of a row, as `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable {
        case none = 0, delete, insert
    }
    /// The standard accessory at the right end of a row, as `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
    /// The table's separator style, as `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0, singleLine, singleLineEtched
    }
}
