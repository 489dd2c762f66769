import ContactsStore
import ContactsSync
import Foundation
import Testing
import TestSupport
@testable import ContactsApp

/// `contacts sync --conflicts keep-both|local|remote|ask` against a real Radicale, and
/// edits made during a sync (docs/DECISIONS.md, "CardDAV sync: choosing per conflict").
/// The expectations follow the documented rules: `local` makes this book's version (or
/// removal) win on the server, `remote` the server's here, `ask` asks for each.
@Suite struct SyncConflictChoiceTests {
    static let password = CardDAVSyncTests.serverPassword

    /// A server and a machine that has synced the three cards to it.
    static func synced() throws -> (RadicaleServer, SyncMachine) {
        let (server, a) = try CardDAVSyncTests.setUp()
        try a.importCards(CardDAVSyncTests.threeCards)
        #expect(try a.run(["sync"]).status == 0)
        return (server, a)
    }

    /// `synced()`, then another client changes Grace's note on the server to `note`: the
    /// machine still holds her old ETag and the old sync token.
    static func syncedThenGraceChangedOnTheServer(note: String) throws -> (RadicaleServer, SyncMachine) {
        let (server, a) = try synced()
        let put = try server.put(user: "alice", password: password, path: "alice/contacts/grace-3.vcf",
                                 card: grace(note).replacingOccurrences(of: "\n", with: "\r\n"))
        #expect([201, 204].contains(put))
        return (server, a)
    }

    /// A server and two machines, both synced with the three cards.
    static func twoMachines() throws -> (RadicaleServer, SyncMachine, SyncMachine) {
        let (server, a) = try synced()
        let b = try SyncMachine()
        #expect(try b.run(["sync", "add", server.url], input: password + "\n").status == 0)
        #expect(try b.run(["sync"]).status == 0)
        return (server, a, b)
    }

    static func grace(_ note: String) -> String {
        "BEGIN:VCARD\nVERSION:3.0\nUID:grace-3\nFN:Grace Hopper\nN:Hopper;Grace;;;\nNOTE:\(note)\nEND:VCARD\n"
    }

    static func notes(_ machine: SyncMachine, _ name: String) throws -> [String] {
        try machine.withBook { book, account in
            try book.database.contacts(for: account).filter { $0.formattedName == name }.map(\.note).sorted()
        }
    }

    @Test func localMakesThisBooksVersionReplaceTheServersOnEveryMachine() throws {
        let (server, a, b) = try Self.twoMachines()
        try a.edit("Grace Hopper", card: Self.grace("from A"))
        try b.edit("Grace Hopper", card: Self.grace("from B"))
        #expect(try a.run(["sync"]).status == 0)
        let clash = try b.run(["sync", "--conflicts", "local"])
        #expect(clash.status == 0, "\(clash)")
        #expect(clash.output.contains("conflict: Grace Hopper: changed here and on the server; this book's version "
                                      + "replaces the server's, as chosen.\n"), "\(clash)")
        #expect(clash.output.contains("here: 0 added, 0 updated, 0 removed.\nserver: 0 added, 1 updated, 0 removed.\n"), "\(clash)")
        #expect(try Self.notes(b, "Grace Hopper") == ["from B"])
        #expect(server.cards(of: "alice")["grace-3.vcf"]?.contains("NOTE:from B") == true)
        #expect(server.cards(of: "alice").count == 3)
        #expect(try a.run(["sync"]).output.contains("here: 0 added, 1 updated, 0 removed."))
        #expect(try Self.notes(a, "Grace Hopper") == ["from B"])
        // Settled: nothing is left to send either way.
        #expect(try b.run(["sync"]).output.contains("in 1 request.\n"))
    }

    @Test func remoteMakesTheServersVersionAndRemovalWinHere() throws {
        let (server, a, b) = try Self.twoMachines()
        try a.edit("Grace Hopper", card: Self.grace("from A"))
        try a.remove("Ada Lovelace")
        try b.edit("Grace Hopper", card: Self.grace("from B"))
        try b.edit("Ada Lovelace", card: "BEGIN:VCARD\nVERSION:3.0\nUID:ada-1\nFN:Ada Lovelace\nN:Lovelace;Ada;;;\nNOTE:kept by B\nEND:VCARD\n")
        #expect(try a.run(["sync"]).output.contains("server: 0 added, 1 updated, 1 removed."))
        let clash = try b.run(["sync", "--conflicts", "remote"])
        #expect(clash.status == 0, "\(clash)")
        #expect(clash.output.contains("conflict: Ada Lovelace: removed on the server but changed here; removed here too, "
                                      + "as chosen.\n"), "\(clash)")
        #expect(clash.output.contains("conflict: Grace Hopper: changed here and on the server; the server's version "
                                      + "replaces this book's, as chosen.\n"), "\(clash)")
        #expect(clash.output.contains("here: 0 added, 1 updated, 1 removed.\nserver: 0 added, 0 updated, 0 removed.\n"), "\(clash)")
        #expect(try b.names() == ["Alan Turing", "Grace Hopper"])
        #expect(try Self.notes(b, "Grace Hopper") == ["from A"])
        #expect(server.cards(of: "alice").keys.sorted() == ["alan-2.vcf", "grace-3.vcf"])
    }

    @Test func askShowsTheFieldsThatDifferAndAsksForEachConflict() throws {
        let (server, a, b) = try Self.twoMachines()
        try a.edit("Grace Hopper", card: Self.grace("from A"))
        try a.edit("Alan Turing", card: "BEGIN:VCARD\nVERSION:3.0\nUID:alan-2\nFN:Alan Turing\nN:Turing;Alan;;;\n"
                   + "TEL:+44 161 496 0077\nEND:VCARD\n")
        try b.edit("Grace Hopper", card: Self.grace("from B"))
        try b.remove("Alan Turing")
        #expect(try a.run(["sync"]).output.contains("server: 0 added, 2 updated, 0 removed."))
        // Answers, one per line (standard input is not a terminal): a typo, then Alan: local, Grace: remote.
        let clash = try b.run(["sync", "--conflicts", "ask"], input: "maybe\nl\nr\n")
        #expect(clash.status == 0, "\(clash)")
        #expect(clash.error == """
            conflict: Alan Turing was removed here and changed on the server:
              contact
                here:   (removed)
                server: Alan Turing
            answer b (keep both), l (this book's) or r (the server's).
            conflict: Grace Hopper was changed here and on the server:
              note
                here:   from B
                server: from A

            """, "\(clash)")
        #expect(clash.output.contains("conflict: Alan Turing: removed here but changed on the server; removed from the "
                                      + "server too, as chosen.\n"), "\(clash)")
        #expect(clash.output.contains("server: 0 added, 0 updated, 1 removed.\n"), "\(clash)")
        #expect(try b.names() == ["Ada Lovelace", "Grace Hopper"])
        #expect(try Self.notes(b, "Grace Hopper") == ["from A"])
        #expect(server.cards(of: "alice").keys.sorted() == ["ada-1.vcf", "grace-3.vcf"])
        // The end of the answers keeps both, the default.
        #expect(try a.run(["sync"]).output.contains("here: 0 added, 0 updated, 1 removed."))
        try a.edit("Grace Hopper", card: Self.grace("again A"))
        try b.edit("Grace Hopper", card: Self.grace("again B"))
        #expect(try a.run(["sync"]).status == 0)
        let unanswered = try b.run(["sync", "--conflicts", "ask"])
        #expect(unanswered.output.contains("this book's is saved as a new contact."), "\(unanswered)")
        #expect(try Self.notes(b, "Grace Hopper") == ["again A", "again B"])
    }

    @Test func aWrongChoiceIsAUsageError() throws {
        let (_, a) = try CardDAVSyncTests.setUp()
        let wrong = try a.run(["sync", "--conflicts", "newest"])
        #expect(wrong.status == 2)
        #expect(wrong.error.hasPrefix("contacts: --conflicts takes keep-both, local, remote or ask, not 'newest'.\n"), "\(wrong)")
        #expect(try a.run(["sync", "status", "--conflicts", "local"]).status == 2)
    }

    /// Another process edits a contact after the sync read the book and before it applies
    /// the server's change to it: the edit stays, the token does not advance, and the next
    /// sync settles it as a conflict (both kept by default).
    @Test func anEditMadeDuringASyncIsNotOverwritten() throws {
        let (server, a) = try Self.syncedThenGraceChangedOnTheServer(note: "server edit")
        defer { withExtendedLifetime(server) {} }   // the server runs until the test's end
        let report = try a.withBook { book, account -> SyncReport in
            let synced = try #require(try book.database.syncServer(for: account))
            let client = CardDAVClient(transport: WebDAVTransport(userName: "alice", password: Self.password))
            let engine = SyncEngine(database: book.database, account: account, server: synced, client: client, codec: book.syncCodec)
            var edited = false
            engine.willApplyChanges = {
                guard !edited else { return }
                edited = true
                try a.edit("Grace Hopper", card: Self.grace("edited here during the sync"))
            }
            let report = try engine.run()
            #expect(try book.database.syncServer(for: account)?.syncToken == synced.syncToken)
            return report
        }
        // The push then sends the edit with If-Match on the ETag it knew: the server, changed, refuses it (412).
        #expect(report.conflicts == ["Grace Hopper: changed here during this sync; kept as it is, and the next sync "
                                     + "settles the server's change",
                                     "Grace Hopper: changed on the server during this sync; the next sync resolves it"])
        #expect(report.updatedHere.isEmpty)
        #expect(try Self.notes(a, "Grace Hopper") == ["edited here during the sync"])
        let next = try a.run(["sync"])
        #expect(next.output.contains("conflict: Grace Hopper: changed here and on the server; the server's version is kept, "
                                     + "this book's is saved as a new contact."), "\(next)")
        #expect(try Self.notes(a, "Grace Hopper") == ["edited here during the sync", "server edit"])
    }

    /// A server that signs nobody in by itself (Radicale as Debian configures it, behind
    /// a proxy that sets the user): adding it names the likely cause.
    @Test func aServerThatDoesNotSignTheUserInIsExplained() throws {
        let server = try RadicaleServer(users: [:], authentication: "http_x_remote_user")
        let machine = try SyncMachine()
        let add = try machine.run(["sync", "add", server.url], input: Self.password + "\n")
        #expect(add.status == 1)
        #expect(add.error == "contacts: no CardDAV address book at \(server.url): the server names no current-user-principal "
                + "(RFC 5397) there or at /.well-known/carddav (/ answered HTTP 403 Forbidden): it did not let user \"alice\" in; check the user name (--user) and the password, or "
                + "whether the server expects its users signed in by a proxy in front of it.\n", "\(add)")
    }

    /// The certificate of an https server is checked against the system's trust store:
    /// a self-signed one is refused before the password is sent, and nothing is stored.
    @Test func aServerWhoseCertificateIsNotTrustedIsRefused() throws {
        let server = try RadicaleServer(users: ["alice": Self.password], tls: true)
        let machine = try SyncMachine()
        let add = try machine.run(["sync", "add", server.url], input: Self.password + "\n")
        #expect(add.status == 1)
        #expect(add.error.hasPrefix("contacts: secure connection to \(server.host) failed: "), "\(add)")
        #expect(try machine.run(["sync", "status"]).status == 1)
    }

    /// Writes are conditional (RFC 9110 section 13.1.1): a PUT on an ETag the server no
    /// longer has is refused with 412 and overwrites nothing; the next sync settles it.
    @Test func aWriteOnAStaleETagOverwritesNothing() throws {
        // Another client changes Grace; this book believes it still has the old ETag and no token.
        let (server, a) = try Self.syncedThenGraceChangedOnTheServer(note: "other client")
        try a.edit("Grace Hopper", card: Self.grace("here"))
        try a.withBook { book, account in
            let synced = try #require(try book.database.syncServer(for: account))
            let grace = try #require(try book.database.syncItems(of: synced).first { $0.href.hasSuffix("grace-3.vcf") })
            let client = CardDAVClient(transport: WebDAVTransport(userName: "alice", password: Self.password))
            let url = CardDAVClient.url(grace.href, relativeTo: URL(string: synced.url)!)
            #expect(try client.put(url, card: Self.grace("blind write"), ifMatch: grace.etag) == .preconditionFailed)
            #expect(try client.put(url, card: Self.grace("blind write"), ifMatch: nil) == .preconditionFailed)
        }
        #expect(server.cards(of: "alice")["grace-3.vcf"]?.contains("NOTE:other client") == true)
        let next = try a.run(["sync"])
        #expect(next.output.contains("conflict: Grace Hopper: changed here and on the server; the server's version is kept, "
                                     + "this book's is saved as a new contact."), "\(next)")
    }
}
