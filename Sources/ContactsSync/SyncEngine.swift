import ContactsStore
import Foundation

/// One two-way sync of an account's book with its CardDAV address book.
///
/// 1. **Pull.** The server's changes since the stored token (sync-collection REPORT,
///    RFC 6578); without a token, when the server rejects it (`valid-sync-token`) or
///    has no such REPORT, every card is compared by ETag (an initial sync-collection,
///    or PROPFIND Depth 1). Changed cards are fetched with addressbook-multiget in
///    batches of ``batchSize`` and each batch is applied in one transaction; the new
///    token is stored with the last batch, never before its changes.
/// 2. **Push.** Contacts changed here since the last agreement (their
///    ``ContactFields/contentHash`` differs from the item's) are PUT with
///    `If-Match: <etag>`, new ones with `If-None-Match: *`, removed ones DELETEd with
///    `If-Match`; what the server answered is recorded every ``batchSize`` requests.
///
/// Conflicts (docs/DECISIONS.md, "CardDAV sync: conflicts" and "choosing per
/// conflict"): each is given to ``chooseConflict`` as a ``SyncConflict``. The default,
/// ``ConflictChoice/keepBoth``: a contact changed on both sides keeps the server's
/// version in place and this book's version as a new contact (new UID), which the same
/// sync sends to the server: both versions end up on every machine, none is lost.
/// Removed on one side and changed on the other: the changed version wins (restored
/// here, or sent again). `.local` and `.remote` make one side win instead. A 412 on a
/// write means the server changed meanwhile: nothing is overwritten, and the next sync
/// sees the change.
///
/// Edits made here during the sync (another process, the app) are never overwritten:
/// every change to a local contact is applied only if the contact still has the content
/// the sync planned from (``SyncChange``'s `ifUnchanged`, checked in the applying
/// transaction); a skipped one is reported as a conflict and the token is not advanced,
/// so the next sync sees the server's change again and settles it.
///
/// A card the server refuses (a 4xx about that card, ``CardDAVClient/WriteResult/refused(status:reason:)``)
/// is listed in ``SyncReport/refused`` by the contact's name and skipped: the rest of
/// the sync goes on, and as nothing is recorded for it the next sync sends it again.
///
/// A failure (server down, 401, 5xx, time-out, a cut connection, a kill) stops the
/// sync with a ``SyncError``; what was applied stays applied with the matching sync
/// state, so the next sync resumes from there.
public final class SyncEngine {
    public let database: ContactsDatabase
    public let account: Account
    public let server: SyncServer
    public let client: CardDAVClient
    public let codec: any SyncCardCodec
    /// Cards per multiget, and recorded writes per transaction.
    public var batchSize = 100
    /// Settles each conflict, before anything of it is applied; keeps both by default.
    /// May ask a person (it runs on the sync's thread, outside any transaction).
    /// Throwing stops the sync as any failure does.
    public var chooseConflict: (SyncConflict) throws -> ConflictChoice = { _ in .keepBoth }
    /// Called before each set of pulled changes is applied: the window in which another
    /// process may edit a contact the sync has read (tests act there).
    public var willApplyChanges: (() throws -> Void)?
    /// Called after the pull, before anything is sent: the window in which another client
    /// may write to the server what the pull did not see (tests act there).
    public var willPush: (() throws -> Void)?

    public init(database: ContactsDatabase, account: Account, server: SyncServer, client: CardDAVClient, codec: any SyncCardCodec) {
        self.database = database
        self.account = account
        self.server = server
        self.client = client
        self.codec = codec
    }

    var collection: URL { URL(string: server.url)! }

    /// Runs the sync and records its summary as the server's last result (or, on a
    /// failure, the failure's message).
    /// - Throws: ``SyncError``, ``ContactsStoreError``.
    public func run() throws -> SyncReport {
        var report = SyncReport()
        let start = client.transport.requestCount
        do {
            try pull(&report)
            try push(&report)
        } catch {
            try? database.recordSyncResult("failed: \(error)", server: server)
            throw error
        }
        report.requests = client.transport.requestCount - start
        try database.recordSyncResult(report.summary, server: server)
        return report
    }

    // MARK: Local state

    struct Local { var uid: String; var hash: Data }

    func localContacts() throws -> [Int64: Local] {
        var local: [Int64: Local] = [:]
        try database.forEachContentHash(for: account) { id, uid, hash in local[id] = Local(uid: uid, hash: hash) }
        return local
    }

    // MARK: Pull

    func pull(_ report: inout SyncReport) throws {
        let items = Dictionary(try database.syncItems(of: server).map { ($0.href, $0) }, uniquingKeysWith: { a, _ in a })
        let local = try localContacts()
        let linked = Set(items.values.compactMap(\.contactID))
        var unlinkedByUID: [String: Int64] = [:]
        for (id, contact) in local where !linked.contains(id) && !contact.uid.isEmpty { unlinkedByUID[contact.uid] = id }

        var listed: [(href: String, etag: String)]
        var removed: [String]
        var newToken: String??
        var result = server.syncToken == nil ? nil : try client.syncCollection(collection, token: server.syncToken)
        if case .invalidToken = result { result = nil }
        if result == nil {
            report.fullResync = true
            result = try client.syncCollection(collection, token: nil)
        }
        switch result! {
        case .changes(let changed, let gone, let token):
            listed = changed
            removed = gone.filter { items[$0] != nil }
            if report.fullResync {
                let present = Set(changed.map(\.href))
                removed = items.keys.filter { !present.contains($0) }
            }
            newToken = .some(token)
        case .unsupported, .invalidToken:
            report.fullResync = true
            let all = try client.etags(collection)
            listed = all.map { ($0.key, $0.value) }
            removed = items.keys.filter { all[$0] == nil }
            newToken = .some(nil)
        }
        let changed = listed.filter { items[$0.href]?.etag != $0.etag }.map(\.href).sorted()
        var keepsToken = true
        var start = 0
        while start < changed.count {
            let batch = Array(changed[start..<min(changed.count, start + batchSize)])
            start += batchSize
            var changes: [SyncChange] = []
            let cards = try client.multiget(collection, hrefs: batch)
            var fetched = Set<String>()
            for card in cards.sorted(by: { $0.href < $1.href }) {   // in href order, whatever the server's
                fetched.insert(card.href)
                guard let fields = codec.fields(fromServerCard: card.text) else {
                    report.unreadable.append(card.href)
                    keepsToken = false
                    continue
                }
                try plan(card, fields, items: items, local: local, unlinked: &unlinkedByUID, into: &changes, &report)
            }
            removed += batch.filter { !fetched.contains($0) && items[$0] != nil }
            if try !apply(changes, &report) { keepsToken = false }
        }
        var changes: [SyncChange] = []
        for href in Set(removed).sorted() {
            guard let item = items[href] else { continue }
            guard let id = item.contactID, let contact = local[id] else {
                changes.append(.forgetItem(href: href))
                continue
            }
            guard let record = try database.contact(id: id, for: account) else { continue }
            if contact.hash == item.localHash {
                changes.append(.removeContact(contactID: id, href: href, ifUnchanged: contact.hash))
                report.removedHere.append(record.formattedName)
            } else {
                try settleRemovedOnServer(record, contact, href: href, into: &changes, &report)
            }
        }
        if try !apply(changes, &report) { keepsToken = false }
        // Stored after (not with) the last changes: a change skipped above keeps the old token.
        if keepsToken, let newToken { try database.applySync([], server: server, account: account, syncToken: newToken) }
    }

    /// Applies pulled `changes`; false when some were skipped because their contact
    /// was edited meanwhile (each is reported as a conflict).
    func apply(_ changes: [SyncChange], _ report: inout SyncReport) throws -> Bool {
        guard !changes.isEmpty else { return true }
        try willApplyChanges?()
        let applied = try database.applySync(changes, server: server, account: account)
        try noteCopies(applied, &report)
        try noteSkipped(applied, &report)
        return applied.skipped.isEmpty
    }

    /// Reports each change `applied` skipped, its contact edited meanwhile, as a conflict.
    func noteSkipped(_ applied: AppliedSync, _ report: inout SyncReport) throws {
        for id in applied.skipped {
            let name = try database.contact(id: id, for: account)?.formattedName ?? "a contact"
            report.updatedHere.removeAll { $0 == name }
            report.removedHere.removeAll { $0 == name }
            report.conflicts.append("\(name): changed here during this sync; kept as it is, and the next sync "
                                    + "settles the server's change")
        }
    }

    /// Lists the conflict copies `applied` inserted in ``SyncReport/keptCopies``.
    func noteCopies(_ applied: AppliedSync, _ report: inout SyncReport) throws {
        for (source, copy) in applied.copies.sorted(by: { $0.key < $1.key }) {
            let name = try database.contact(id: source, for: account)?.formattedName ?? ""
            report.keptCopies.append(SyncReport.KeptCopy(name: name, contactID: source, copyID: copy))
        }
    }

    /// What to do with one card the server changed.
    func plan(_ card: CardDAVClient.Card, _ fields: ContactFields, items: [String: SyncItem], local: [Int64: Local],
              unlinked: inout [String: Int64], into changes: inout [SyncChange], _ report: inout SyncReport) throws {
        let name = fields.formattedName
        if let item = items[card.href] {
            if let id = item.contactID, let contact = local[id] {
                if contact.hash != item.localHash, let record = try database.contact(id: id, for: account) {
                    try settleTwoVersions(.changedOnBoth, record, contact, card, fields, item: item, into: &changes, &report)
                } else {
                    changes.append(.storeServerCard(href: card.href, etag: card.etag, fields: fields, contactID: id,
                                                    ifUnchanged: contact.hash))
                    report.updatedHere.append(name)
                }
            } else {
                // Its contact was removed here (the item's contact_id is NULL), and the server changed the card.
                try settleRemovedHere(card, fields, item: item, into: &changes, &report)
            }
        } else if !fields.uid.isEmpty, let id = unlinked.removeValue(forKey: fields.uid),
                  let record = try database.contact(id: id, for: account), let contact = local[id] {
            // The same contact on both sides before their first sync together.
            if try sameContent(record, fields) {
                changes.append(.recordItem(SyncItem(href: card.href, contactID: id, etag: card.etag, localHash: contact.hash)))
            } else {
                try settleTwoVersions(.differentBeforeFirstSync, record, contact, card, fields, item: nil, into: &changes, &report)
            }
        } else {
            changes.append(.storeServerCard(href: card.href, etag: card.etag, fields: fields, contactID: nil))
            report.addedHere.append(name)
        }
    }

    /// Whether a local contact and a server card hold the same contact data (names,
    /// phones, e-mails, note; the card texts may differ in form).
    func sameContent(_ record: ContactRecord, _ server: ContactFields) throws -> Bool {
        guard var mine = codec.fields(fromServerCard: try codec.serverCard(for: record)) else { return false }
        var theirs = server
        mine.vCard = nil
        theirs.vCard = nil
        return mine.contentHash == theirs.contentHash
    }

    // MARK: Push

    func push(_ report: inout SyncReport) throws {
        try willPush?()
        let items = try database.syncItems(of: server)
        let local = try localContacts()
        var pending: [SyncChange] = []
        // Copies kept by conflicts found while pushing (a UID taken on the server): new here, sent below.
        var copiesMade: [Int64] = []
        func flush(_ force: Bool = false) throws {
            guard !pending.isEmpty, force || pending.count >= batchSize else { return }
            let applied = try database.applySync(pending, server: server, account: account)
            pending = []
            try noteCopies(applied, &report)
            try noteSkipped(applied, &report)
            copiesMade += applied.copies.values.sorted()
        }
        defer { try? flush(true) }   // what the server already has is recorded even when a later request fails
        for item in items {
            let url = CardDAVClient.url(item.href, relativeTo: collection)
            if let id = item.contactID, let contact = local[id] {
                guard contact.hash != item.localHash, let record = try database.contact(id: id, for: account) else { continue }
                switch try client.put(url, card: try codec.serverCard(for: record), ifMatch: item.etag) {
                case .done(let etag):
                    pending.append(.recordItem(SyncItem(href: item.href, contactID: id, etag: etag ?? "", localHash: contact.hash)))
                    report.updatedOnServer.append(record.formattedName)
                case .refused(let status, let reason):
                    report.refused.append(Self.refusal(record.formattedName, status, reason))
                default:
                    report.conflicts.append("\(record.formattedName): changed on the server during this sync; "
                                            + "the next sync resolves it")
                }
            } else {
                switch try client.delete(url, ifMatch: item.etag) {
                case .done, .notFound:
                    pending.append(.forgetItem(href: item.href))
                    report.removedOnServer.append(Self.fileName(item.href))
                case .preconditionFailed:
                    report.conflicts.append("\(Self.fileName(item.href)): removed here but changed on the server; "
                                            + "the next sync restores it")
                case .refused(let status, let reason):
                    report.refused.append(Self.refusal("the removal of " + Self.fileName(item.href), status, reason))
                }
            }
            try flush()
        }
        let linked = Set(items.compactMap(\.contactID))
        var new = local.filter { !linked.contains($0.key) }.sorted { $0.key < $1.key }
        while !new.isEmpty {
            for (id, contact) in new {
                try pushNew(id, contact, into: &pending, &report)
                try flush()
            }
            // The copies kept for this book's versions go to the server in the same sync, as pulled ones do.
            try flush(true)
            guard !copiesMade.isEmpty else { break }
            let copies = Set(copiesMade)
            copiesMade = []
            new = try localContacts().filter { copies.contains($0.key) }.sorted { $0.key < $1.key }
        }
    }

    /// Sends a contact the server has no card for with `If-None-Match: *` (RFC 9110
    /// section 13.1.2). A 412 means a card already has its name: the same contact (sent by
    /// a sync that was cut short) is recorded; another one, written by another client
    /// since the pull, is a ``SyncConflict/Kind/uidTaken`` conflict.
    func pushNew(_ id: Int64, _ contact: Local, into pending: inout [SyncChange], _ report: inout SyncReport) throws {
        guard let record = try database.contact(id: id, for: account) else { return }
        let base = CardDAVClient.encodedPath(collection)
        let href = (base.hasSuffix("/") ? base : base + "/") + Self.resourceName(uid: record.uid) + ".vcf"
        let url = CardDAVClient.url(href, relativeTo: collection)
        switch try client.put(url, card: try codec.serverCard(for: record), ifMatch: nil) {
        case .done(let etag):
            pending.append(.recordItem(SyncItem(href: href, contactID: id, etag: etag ?? "", localHash: contact.hash)))
            report.addedOnServer.append(record.formattedName)
        case .refused(let status, let reason):
            report.refused.append(Self.refusal(record.formattedName, status, reason))
        default:
            guard let card = try client.multiget(collection, hrefs: [href]).first else {
                // Gone again since the 412: nothing is recorded, so the next sync sends the contact again.
                report.conflicts.append(record.formattedName + ": its card on the server changed during this sync; "
                                        + "the next sync sends it again")
                return
            }
            guard let fields = codec.fields(fromServerCard: card.text) else {
                report.unreadable.append(card.href)
                return
            }
            if try sameContent(record, fields) {
                pending.append(.recordItem(SyncItem(href: href, contactID: id, etag: card.etag, localHash: contact.hash)))
            } else {
                try settleUIDTaken(record, contact, card, fields, url: url, into: &pending, &report)
            }
        }
    }

    /// The server file name for a contact: its UID when that is a plain name, else a new UUID.
    static func resourceName(uid: String) -> String {
        let plain = !uid.isEmpty && uid.count <= 100 && uid.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)
        }
        return plain ? uid : UUID().uuidString.lowercased()
    }

    /// "Name: HTTP 400 Bad Request: why", one entry of ``SyncReport/refused``.
    static func refusal(_ name: String, _ status: Int, _ reason: String) -> String {
        "\(name): HTTP \(status)" + (reason.isEmpty ? "" : " \(reason)")
    }

    static func fileName(_ href: String) -> String {
        String(href.split(separator: "/").last ?? Substring(href)).removingPercentEncoding ?? href
    }
}
