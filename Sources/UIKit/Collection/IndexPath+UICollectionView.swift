import Foundation

/// UIKit's additions to Foundation's `IndexPath` for collection views (Apple: "IndexPath –
/// UIKit additions": `init(item:section:)`, `item`). An item's index path is
/// `[section, item]`, the same two indexes as a table's `[section, row]`.
extension IndexPath {
    /// An index path for an item in a collection view section (`[section, item]`).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item index within the section (the second index; the same as `row`).
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
