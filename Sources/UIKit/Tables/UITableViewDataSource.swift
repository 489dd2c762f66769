import Foundation

/// The object that supplies a table's rows, as `UITableViewDataSource`.
///
/// Only the two row methods are required. The others have defaults that match UIKit's
/// behaviour when an Objective-C data source does not implement them: one section, no
/// titles, no section index, every row editable, committing an edit does nothing.
///
/// Swift note: a class adopting this protocol must implement an optional method in its own
/// body for the table to see it (a method added in an extension of a *subclass* does not
/// replace the default). `UITableViewController` declares them all `open` so subclasses
/// `override` them, as with Apple's UIKit.
@MainActor
public protocol UITableViewDataSource: AnyObject {
    /// Number of rows in `section` (≥ 0).
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`; usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// Number of sections (default 1).
    func numberOfSections(in tableView: UITableView) -> Int
    /// Title of the section header (default nil: no header in the plain style).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// Title of the section footer (default nil).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Titles of the section index shown at the right edge, e.g. `["A", "B", …, "#"]`
    /// (default nil: no index).
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section to jump to when the index title `title` at `index` is chosen
    /// (default: the section with the same number as `index`).
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// Whether the row can be edited (deleted or inserted); default true.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Asks the data source to delete (or insert) the row: update the model, then call
    /// `deleteRows(at:with:)` (or `insertRows`). Default: does nothing.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath)
    /// Whether the row shows a reorder control while editing (default false).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user moved a row; update the model (the table has already moved the row).
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// The table's delegate, as `UITableViewDelegate` (it is also the scroll view's delegate:
/// assign it to `tableView.delegate`).
///
/// Heights: returning `UITableView.automaticDimension` (the default) means "not provided":
/// the table then uses `rowHeight`, or the cell's own size (a row is at least 1 point = 1
/// terminal line tall; heights are rounded to whole lines).
///
/// Selection: for a user's tap/Enter on a new row with single selection the order is
/// `willSelectRowAt(new)`, `willDeselectRowAt(old)`, `didDeselectRowAt(old)`,
/// `didSelectRowAt(new)` (pitfall B19). `willSelect`/`willDeselect` may return another index
/// path to redirect, or nil to refuse. Programmatic `selectRow`/`deselectRow` send none of
/// these (TV6).
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The cell is about to be shown (it is already in the table; set up appearance here).
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The cell left the screen (or its row was deleted or reloaded); it goes to the reuse queue next.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Height of a row in points (terminal lines); default `automaticDimension`.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// Height of a section header; default `automaticDimension` (1 line when there is a title or view).
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// Height of a section footer; default `automaticDimension`.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// A custom header view (takes precedence over the data source's title); default nil.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A custom footer view; default nil.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// Whether the row highlights when pressed (default true).
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row the user is about to select; return it, another index path, or nil (default: `indexPath`).
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row the user is about to deselect; return it, another index path, or nil (default: `indexPath`).
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The user's action deselected the row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// The editing style of a row while editing (default `.delete`).
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// The user activated the detail button (ⓘ) of the row.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// Whether keyboard focus (the highlighted row moved by Up/Down) may rest on the row (default true).
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
}
