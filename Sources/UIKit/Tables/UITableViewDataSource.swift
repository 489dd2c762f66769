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
@preconcurrency @MainActor
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
