import Foundation

/// One step of applying a sync to the book (``ContactsDatabase/applySync(_:server:account:syncToken:result:)``).
///
/// The steps that replace, copy or remove a local contact carry `ifUnchanged`: the keyed
/// content hash (``ContactsDatabase/forEachContentHash(for:_:)``) the sync planned from.
/// In the transaction that applies them the contact's current hash is compared with it;
/// when another process (or the app) edited the contact meanwhile the step is skipped and
/// the contact is listed in ``AppliedSync/skipped``, so a sync never overwrites an edit it
/// did not see.
public enum SyncChange: Sendable {
    /// The server's card at `href` (with `etag`) stored as contact `contactID`, or as a
    /// new contact when nil (or when that contact is gone); its item is recorded.
    case storeServerCard(href: String, etag: String, fields: ContactFields, contactID: Int64?, ifUnchanged: Data? = nil)
    /// A new contact of this book only (a conflict's copy of contact `of`); pushed by the
    /// next push.
    case insertLocalCopy(fields: ContactFields, of: Int64? = nil, ifUnchanged: Data? = nil)
    /// Contact `contactID` removed (the server removed its card), with its item.
    case removeContact(contactID: Int64, href: String, ifUnchanged: Data? = nil)
    /// The item at `href` forgotten (its contact, if any, stays and counts as new here).
    case forgetItem(href: String)
    /// What a push agreed with the server: `href` holds contact `contactID` at `etag`.
    case recordItem(SyncItem)
}
