import Foundation

// The table's nested types and constants: styles, scroll positions, row animations,
// `automaticDimension` and the selection notification.

extension UITableView {
    /// The table's look, as `UITableView.Style`.
    public enum Style: Int, Sendable { case plain = 0, grouped, insetGrouped }
    /// Where a row ends up when scrolled to, as `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable { case none = 0, top, middle, bottom }
    /// How inserted/deleted rows animate, as `UITableView.RowAnimation` (a terminal changes
    /// rows at once; the value is accepted for source compatibility).
    public enum RowAnimation: Int, Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// "Use the default": for `rowHeight`, `estimatedRowHeight`, section header/footer heights
    /// and the delegate's height methods, as `UITableView.automaticDimension`.
    nonisolated public static let automaticDimension: CGFloat = -1
    /// Posted (object: the table) after the user's action changed the selection, as
    /// `UITableView.selectionDidChangeNotification`. Never for `selectRow`/`deselectRow`.
    nonisolated public static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")
    nonisolated static let _defaultSeparatorInset = UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 0)
}
