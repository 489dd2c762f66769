import Foundation

/// One step of applying a sync to the book (``ContactsDatabase/applySync(_:server:account:syncToken:result:)``).
public enum SyncChange: Sendable {
    /// The server's card at `href` (with `etag`) stored as contact `contactID`, or as a
    /// new contact when nil (or when that contact is gone); its item is recorded.
    case storeServerCard(href: String, etag: String, fields: ContactFields, contactID: Int64?)
    /// A new contact of this book only (a conflict's copy); pushed by the next push.
    case insertLocalCopy(fields: ContactFields)
    /// Contact `contactID` removed (the server removed its card), with its item.
    case removeContact(contactID: Int64, href: String)
    /// The item at `href` forgotten (its contact, if any, stays and counts as new here).
    case forgetItem(href: String)
    /// What a push agreed with the server: `href` holds contact `contactID` at `etag`.
    case recordItem(SyncItem)
}
