import ContactsStore
import Foundation
import NameCollation

/// What one insert, update or delete did to the sectioned list, in the
/// shape `UITableView.performBatchUpdates` wants: deletions in the
/// positions before the change, insertions and reloads in the positions
/// after it (Apple: "Batch insertion, deletion, and reloading of rows and
/// sections"). A section that appears or disappears is listed as a section
/// change only, never also as a row change.
public struct ContactListChange: Equatable, Sendable {
    public var deletedSections: [Int] = []
    public var insertedSections: [Int] = []
    public var deletedRows: [ContactListPosition] = []
    public var insertedRows: [ContactListPosition] = []
    public var reloadedRows: [ContactListPosition] = []
    /// The contact as stored after an insert or update; nil after a delete.
    public var contact: Contact?
    /// Where the contact is now (after an insert or update); nil after a delete.
    public var position: ContactListPosition?

    public init(deletedSections: [Int] = [], insertedSections: [Int] = [], deletedRows: [ContactListPosition] = [],
                insertedRows: [ContactListPosition] = [], reloadedRows: [ContactListPosition] = [],
                contact: Contact? = nil, position: ContactListPosition? = nil) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.deletedRows = deletedRows
        self.insertedRows = insertedRows
        self.reloadedRows = reloadedRows
        self.contact = contact
        self.position = position
    }
}
