import Foundation

/// UIKit's additions to Foundation's `IndexPath` for table views (Apple:
/// "IndexPath – UIKit additions": `init(row:section:)`, `row`, `section`).
///
/// A table index path has exactly two indexes, `[section, row]`; its description is
/// `[section, row]`, e.g. `[0, 3]` for the fourth row of the first section.
extension IndexPath {
    /// An index path for a row in a table section (`[section, row]`).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section index (the first index). Reading it from an index path with fewer than two
    /// indexes is a programming error, as in UIKit (which asserts).
    public var section: Int {
        get { _requireTableIndexPath(); return self[0] }
        set { _requireTableIndexPath(); self[0] = newValue }
    }

    /// The row index within the section (the second index).
    public var row: Int {
        get { _requireTableIndexPath(); return self[1] }
        set { _requireTableIndexPath(); self[1] = newValue }
    }

    /// Stops with UIKit's message when this is not a two-index (section, row) path.
    private func _requireTableIndexPath() {
        precondition(count == 2, "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two indices specifying the section and row. Please use the category on NSIndexPath in NSIndexPath+UIKitAdditions.h if possible.")
    }
}
