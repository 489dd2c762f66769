import ContactsStore
import ContactsSync
import Foundation

extension AddressBook {
    /// The two versions of a conflict a sync settled by keeping both
    /// (``SyncReport/keptCopies``): this book's (the copy) and the server's (the
    /// contact), as a ``SyncConflict`` for showing what differs; nil when either is gone.
    public func versions(of kept: SyncReport.KeptCopy, for account: Account) throws -> SyncConflict? {
        try translatingStoreErrors {
            guard let server = try database.contact(id: kept.contactID, for: account),
                  let local = try database.contact(id: kept.copyID, for: account) else { return nil }
            return SyncConflict(kind: .changedOnBoth, name: kept.name, local: local.fields, server: server.fields)
        }
    }

    /// Settles afterwards a conflict the sync kept both versions of, as `contacts sync
    /// --conflicts` would have: `.remote` removes this book's copy; `.local` puts the
    /// copy's content into the contact (under the contact's UID, so it replaces the
    /// server's card) and removes the copy; `.keepBoth` changes nothing. The next sync
    /// sends the result. A version already gone (edited or removed meanwhile) is left.
    /// - Throws: store errors.
    public func settle(_ kept: SyncReport.KeptCopy, keeping choice: ConflictChoice, for account: Account) throws {
        guard choice != .keepBoth else { return }
        try translatingStoreErrors {
            guard let copy = try database.contact(id: kept.copyID, for: account),
                  let contact = try database.contact(id: kept.contactID, for: account) else { return }
            if choice == .local {
                _ = try database.update(contact.id, with: syncCodec.copy(of: copy, uid: contact.uid), for: account)
            }
            try database.delete(copy.id, for: account)
        }
    }
}
