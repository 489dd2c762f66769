import ContactsStore
import Foundation

/// How the app turns cards into contacts and back, so the sync engine knows no card
/// mapping of its own (the app's mapper computes names, keys and search text).
public protocol SyncCardCodec: Sendable {
    /// The contact for a card as the server sent it, keeping `text` as the stored
    /// card so every property comes back; nil when `text` holds no readable card.
    func fields(fromServerCard text: String) -> ContactFields?
    /// The vCard 3.0 text of a local contact, as sent to the server: its stored card
    /// (every property it came with) with the app's edits.
    func serverCard(for record: ContactRecord) throws -> String
    /// A copy of `record` under a new `uid` (a conflict's other version).
    func copy(of record: ContactRecord, uid: String) -> ContactFields
}
