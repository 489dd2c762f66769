import ContactsStore
import Foundation
import NameCollation

/// A row of the sectioned list: section index and row within it, as a
/// `UITableView` index path (`IndexPath(row:section:)`).
public struct ContactListPosition: Hashable, Sendable, CustomStringConvertible {
    public var section: Int
    public var row: Int

    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    public var description: String { "[\(section), \(row)]" }
}
