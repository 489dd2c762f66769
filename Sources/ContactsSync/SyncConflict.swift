import ContactsStore
import Foundation

/// A contact a sync found changed on both sides (or removed on one and changed on the
/// other), given to ``SyncEngine/chooseConflict`` before anything is applied.
public struct SyncConflict: Sendable {
    /// How the two sides differ.
    public enum Kind: Sendable, Equatable {
        /// Edited here and on the server since the last sync.
        case changedOnBoth
        /// On both sides before their first sync together (paired by UID), different.
        case differentBeforeFirstSync
        /// A new contact here whose UID names a different card already on the server.
        case uidTaken
        /// Removed on the server, edited here.
        case removedOnServer
        /// Removed here, edited on the server.
        case removedHere
    }

    public var kind: Kind
    /// The contact's display name (the server's when it has one).
    public var name: String
    /// This book's version; nil when removed here.
    public var local: ContactFields?
    /// The server's version; nil when removed on the server.
    public var server: ContactFields?

    public init(kind: Kind, name: String, local: ContactFields?, server: ContactFields?) {
        self.kind = kind
        self.name = name
        self.local = local
        self.server = server
    }

    /// One field whose value differs: its label and each side's text ("" when absent).
    public struct Difference: Sendable, Equatable {
        public var field: String
        public var local: String
        public var server: String
    }

    /// The fields the two versions differ in, in the order a contact card shows them:
    /// name, given and family name, phones, e-mails, note (a removed side shows as
    /// "(removed)"). Properties the app does not show (addresses, photos) are compared
    /// by the card text only and listed as "other properties".
    public var differences: [Difference] {
        let removed = "(removed)"
        guard let local, let server else {
            let present = local ?? server
            return [Difference(field: "contact", local: local == nil ? removed : present?.formattedName ?? "",
                               server: server == nil ? removed : present?.formattedName ?? "")]
        }
        func list(_ values: [ContactValue]) -> String {
            values.map { value in value.label.map { "\($0): \(value.value)" } ?? value.value }.joined(separator: ", ")
        }
        var result: [Difference] = []
        for (field, mine, theirs) in [("name", local.formattedName, server.formattedName),
                                      ("given name", local.givenName, server.givenName),
                                      ("family name", local.familyName, server.familyName),
                                      ("phones", list(local.phones), list(server.phones)),
                                      ("e-mails", list(local.emails), list(server.emails)),
                                      ("note", local.note, server.note)] where mine != theirs {
            result.append(Difference(field: field, local: mine, server: theirs))
        }
        if result.isEmpty, local.vCard != server.vCard {
            result.append(Difference(field: "other properties", local: "this book's card", server: "the server's card"))
        }
        return result
    }
}
