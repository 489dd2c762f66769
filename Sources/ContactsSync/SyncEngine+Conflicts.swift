import ContactsStore
import Foundation

/// How each kind of conflict is settled under each ``ConflictChoice``; every settled
/// conflict is listed in the report with what was done.
extension SyncEngine {
    /// A keyed hash no contact has: an item recorded with it makes the next push send
    /// the contact (`If-Match` on the item's ETag).
    static let sendAgain = Data([0])

    /// A new UID for a conflict's other version.
    static func newUID() -> String { UUID().uuidString.lowercased() }

    /// Edited here and on the server since the last sync (`.changedOnBoth`: the push
    /// sends this book's version over the card when `.local` is chosen, as its hash no
    /// longer matches the item's), or different on both sides before their first sync
    /// together (`.differentBeforeFirstSync`: recorded with a hash no contact has).
    func settleTwoVersions(_ kind: SyncConflict.Kind, _ record: ContactRecord, _ contact: Local, _ card: CardDAVClient.Card,
                           _ fields: ContactFields, item: SyncItem?, into changes: inout [SyncChange],
                           _ report: inout SyncReport) throws {
        let what = fields.formattedName + (kind == .changedOnBoth ? ": changed here and on the server; "
                                           : ": different here and on the server before their first sync; ")
        let choice = try chooseConflict(SyncConflict(kind: kind, name: fields.formattedName, local: record.fields, server: fields))
        guard choice == .local else {
            return keepServerVersion(choice, what: what, record, contact, card, fields, into: &changes, &report)
        }
        // Agreed at the server's new ETag with another hash: the push sends this book's version over it.
        changes.append(.recordItem(SyncItem(href: card.href, contactID: record.id, etag: card.etag,
                                            localHash: item?.localHash ?? Self.sendAgain)))
        report.conflicts.append(what + "this book's version replaces the server's, as chosen")
    }

    /// `.keepBoth` (the server's version in place, this book's as a new contact) or
    /// `.remote` (the server's version alone) for a contact with two versions.
    func keepServerVersion(_ choice: ConflictChoice, what: String, _ record: ContactRecord, _ contact: Local,
                           _ card: CardDAVClient.Card, _ fields: ContactFields, into changes: inout [SyncChange],
                           _ report: inout SyncReport) {
        // The copy first: its check reads the contact before the server's version replaces it.
        if choice == .keepBoth {
            changes.append(.insertLocalCopy(fields: codec.copy(of: record, uid: Self.newUID()), of: record.id,
                                            ifUnchanged: contact.hash))
            report.conflicts.append(what + "the server's version is kept, this book's is saved as a new contact")
        } else {
            report.conflicts.append(what + "the server's version replaces this book's, as chosen")
        }
        changes.append(.storeServerCard(href: card.href, etag: card.etag, fields: fields, contactID: record.id,
                                        ifUnchanged: contact.hash))
        report.updatedHere.append(fields.formattedName)
    }

    /// Removed here (the item's contact is gone), edited on the server.
    func settleRemovedHere(_ card: CardDAVClient.Card, _ fields: ContactFields, item: SyncItem,
                           into changes: inout [SyncChange], _ report: inout SyncReport) throws {
        let name = fields.formattedName
        let what = "\(name): removed here but changed on the server; "
        switch try chooseConflict(SyncConflict(kind: .removedHere, name: name, local: nil, server: fields)) {
        case .keepBoth, .remote:
            changes.append(.storeServerCard(href: card.href, etag: card.etag, fields: fields, contactID: nil))
            report.addedHere.append(name)
            report.conflicts.append(what + "restored")
        case .local:
            // No contact, at the server's new ETag: the push deletes it with If-Match.
            changes.append(.recordItem(SyncItem(href: card.href, contactID: nil, etag: card.etag, localHash: item.localHash)))
            report.conflicts.append(what + "removed from the server too, as chosen")
        }
    }

    /// Removed on the server, edited here.
    func settleRemovedOnServer(_ record: ContactRecord, _ contact: Local, href: String,
                               into changes: inout [SyncChange], _ report: inout SyncReport) throws {
        let name = record.formattedName
        let what = "\(name): removed on the server but changed here; "
        switch try chooseConflict(SyncConflict(kind: .removedOnServer, name: name, local: record.fields, server: nil)) {
        case .keepBoth, .local:
            changes.append(.forgetItem(href: href))
            report.conflicts.append(what + "kept and sent again")
        case .remote:
            changes.append(.removeContact(contactID: record.id, href: href, ifUnchanged: contact.hash))
            report.removedHere.append(name)
            report.conflicts.append(what + "removed here too, as chosen")
        }
    }

    /// A new contact here whose file name (its UID) holds a different card on the server.
    func settleUIDTaken(_ record: ContactRecord, _ contact: Local, _ card: CardDAVClient.Card, _ fields: ContactFields, url: URL,
                        into pending: inout [SyncChange], _ report: inout SyncReport) throws {
        let name = record.formattedName
        let what = "\(name): a different card with its UID is on the server; "
        let choice = try chooseConflict(SyncConflict(kind: .uidTaken, name: name, local: record.fields, server: fields))
        switch choice {
        case .keepBoth, .remote:
            keepServerVersion(choice, what: what, record, contact, card, fields, into: &pending, &report)
        case .local:
            switch try client.put(url, card: try codec.serverCard(for: record), ifMatch: card.etag) {
            case .done(let etag):
                pending.append(.recordItem(SyncItem(href: card.href, contactID: record.id, etag: etag ?? "",
                                                    localHash: contact.hash)))
                report.updatedOnServer.append(name)
                report.conflicts.append(what + "this book's version replaces the server's, as chosen")
            case .refused(let status, let reason):
                report.refused.append(Self.refusal(name, status, reason))
            default:
                report.conflicts.append(name + ": changed on the server during this sync; the next sync resolves it")
            }
        }
    }
}
