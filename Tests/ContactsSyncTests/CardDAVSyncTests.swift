import ContactsStore
import Foundation
import Testing
import TestSupport
@testable import ContactsApp

/// `contacts sync` against a real Radicale: discovery, two machines syncing adds, edits
/// and removals both ways, a conflict, faults. Each test has its own server (port,
/// storage, users) and data directories; the expectations come from the CardDAV RFCs
/// and the documented conflict rule (docs/DECISIONS.md, "CardDAV sync: conflicts").
@Suite struct CardDAVSyncTests {
    static let serverPassword = "server-pw-7Qx9"

    static let threeCards = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:ada-1\r
        FN:Ada Lovelace\r
        N:Lovelace;Ada;;;\r
        TEL;TYPE=CELL:+44 20 7946 0001\r
        EMAIL:ada@example.org\r
        ADR;TYPE=HOME:;;12 St James's Square;London;;SW1Y 4JH;UK\r
        X-ANALYTICAL-ENGINE:yes\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:alan-2\r
        FN:Alan Turing\r
        N:Turing;Alan;;;\r
        TEL:+44 161 496 0002\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:grace-3\r
        FN:Grace Hopper\r
        N:Hopper;Grace;;;\r
        EMAIL:grace@example.com\r
        END:VCARD\r

        """

    /// A server with user alice, and a machine that added it.
    static func setUp() throws -> (RadicaleServer, SyncMachine) {
        let server = try RadicaleServer(users: ["alice": serverPassword])
        let machine = try SyncMachine()
        let add = try machine.run(["sync", "add", server.url], input: serverPassword + "\n")
        #expect(add.status == 0, "\(add)")
        return (server, machine)
    }

    @Test func addingAServerFindsTheHomeAndMakesAnAddressBookWhenTheUserHasNone() throws {
        let server = try RadicaleServer(users: ["alice": Self.serverPassword])
        let machine = try SyncMachine()
        let add = try machine.run(["sync", "add", server.url], input: Self.serverPassword + "\n")
        #expect(add.status == 0, "\(add)")
        #expect(add.output == "alice syncs with the address book \"Contacts\" at \(server.url)alice/contacts/ as alice "
                + "(made on the server: the user had none); run 'contacts sync' to sync now.\n")
        // Radicale keeps the collection's properties beside its cards: an address book (RFC 6352 section 5.2).
        let props = try String(contentsOf: server.userFolder("alice").appendingPathComponent("contacts/.Radicale.props"),
                               encoding: .utf8)
        #expect(props.contains("VADDRESSBOOK"))
        // The server password is nowhere in clear text in the data directory.
        #expect(try machine.allBytes().range(of: Data(Self.serverPassword.utf8)) == nil)
        let status = try machine.run(["sync", "status"])
        #expect(status.output == """
            alice syncs with \(server.url)alice/contacts/ as alice.
            never synced.
            0 cards in sync; waiting here: 0 new, 0 changed, 0 removed.
            no sync token: the next sync compares every card.

            """)
        // A second machine finds the address book the first one made, and makes none.
        let other = try SyncMachine()
        let again = try other.run(["sync", "add", server.url + "alice/"], input: Self.serverPassword + "\n")
        #expect(again.output == "alice syncs with the address book \"Contacts\" at \(server.url)alice/contacts/ as alice; "
                + "run 'contacts sync' to sync now.\n", "\(again)")
    }

    @Test func twoMachinesExchangeAddsEditsAndRemovals() throws {
        let (server, a) = try Self.setUp()
        try a.importCards(Self.threeCards)
        let first = try a.run(["sync"])
        #expect(first.status == 0, "\(first)")
        #expect(first.output.contains("server: 3 added, 0 updated, 0 removed."), "\(first)")
        #expect(server.cards(of: "alice").keys.sorted() == ["ada-1.vcf", "alan-2.vcf", "grace-3.vcf"])
        // Sent as vCard 3.0 with every property the card came with.
        let ada = server.cards(of: "alice")["ada-1.vcf"] ?? ""
        #expect(ada.contains("VERSION:3.0"))
        #expect(ada.contains("X-ANALYTICAL-ENGINE:yes"))
        #expect(ada.contains("ADR;TYPE=HOME:;;12 St James's Square;London;;SW1Y 4JH;UK"))

        let b = try SyncMachine()
        #expect(try b.run(["sync", "add", server.url], input: Self.serverPassword + "\n").status == 0)
        let arrive = try b.run(["sync"])
        #expect(arrive.output.contains("here: 3 added, 0 updated, 0 removed."), "\(arrive)")
        #expect(try b.names() == ["Ada Lovelace", "Alan Turing", "Grace Hopper"])
        #expect(try b.record(named: "Ada Lovelace")?.vCard?.contains("X-ANALYTICAL-ENGINE:yes") == true)

        // B edits Alan, removes Grace and adds Edsger.
        try b.edit("Alan Turing", card: "BEGIN:VCARD\nVERSION:3.0\nFN:Alan Turing\nN:Turing;Alan;;;\nTEL:+44 161 496 0099\nEND:VCARD\n")
        try b.remove("Grace Hopper")
        #expect(try b.run(["add", "--name", "Edsger Dijkstra", "--phone", "+31 20 555 0100"]).status == 0)
        let waiting = try b.run(["sync", "status"])
        #expect(waiting.output.contains("3 cards in sync; waiting here: 1 new, 1 changed, 1 removed."), "\(waiting)")
        let push = try b.run(["sync"])
        #expect(push.output.contains("server: 1 added, 1 updated, 1 removed."), "\(push)")
        #expect(server.cards(of: "alice").count == 3)
        #expect(server.cards(of: "alice")["grace-3.vcf"] == nil)

        let pull = try a.run(["sync"])
        #expect(pull.output.contains("here: 1 added, 1 updated, 1 removed."), "\(pull)")
        #expect(pull.output.contains("server: 0 added, 0 updated, 0 removed."), "\(pull)")
        #expect(try a.names() == ["Ada Lovelace", "Alan Turing", "Edsger Dijkstra"])
        #expect(try a.record(named: "Alan Turing")?.phones.map(\.value) == ["+44 161 496 0099"])

        // Nothing changed anywhere: one request (the sync-collection REPORT with the token).
        let idle = try a.run(["sync"])
        #expect(idle.output.hasPrefix("synced alice with \(server.url)alice/contacts/ in 1 request.\n"), "\(idle)")
        #expect(idle.output.contains("here: 0 added, 0 updated, 0 removed."))
    }

    @Test func aCardAnotherClientPutsArrivesIntactAndAnEditKeepsItsProperties() throws {
        let (server, a) = try Self.setUp()
        #expect(try a.run(["sync"]).status == 0)
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nPRODID:-//Another Client//EN\r\nUID:other-9\r\nFN:Katherine Johnson\r\n"
            + "N:Johnson;Katherine;;;\r\nTEL;TYPE=WORK:+1 757 555 0142\r\nitem1.X-ABLABEL:Orbit\r\nitem1.URL:https://example.org/k\r\n"
            + "X-CUSTOM;X-PARAM=1:kept\r\nEND:VCARD\r\n"
        #expect(try server.put(user: "alice", password: Self.serverPassword, path: "alice/contacts/other-9.vcf", card: card) == 201)
        let pull = try a.run(["sync"])
        #expect(pull.output.contains("here: 1 added, 0 updated, 0 removed."), "\(pull)")
        let stored = try #require(try a.record(named: "Katherine Johnson")?.vCard)
        for line in ["PRODID:-//Another Client//EN", "item1.X-ABLABEL:Orbit", "item1.URL:https://example.org/k", "X-CUSTOM;X-PARAM=1:kept"] {
            #expect(stored.contains(line), "\(line) in \(stored)")
        }
        // An edit here sends the card back with every property it came with.
        try a.edit("Katherine Johnson", card: stored.replacingOccurrences(of: "+1 757 555 0142", with: "+1 757 555 0199"))
        let push = try a.run(["sync"])
        #expect(push.output.contains("server: 0 added, 1 updated, 0 removed."), "\(push)")
        let back = server.cards(of: "alice")["other-9.vcf"] ?? ""
        for line in ["UID:other-9", "+1 757 555 0199", "item1.X-ABLABEL:Orbit", "X-CUSTOM;X-PARAM=1:kept"] {
            #expect(back.contains(line), "\(line) in \(back)")
        }
    }

    @Test func aContactChangedOnBothSidesIsKeptTwiceOnBothMachines() throws {
        let (server, a) = try Self.setUp()
        try a.importCards(Self.threeCards)
        #expect(try a.run(["sync"]).status == 0)
        let b = try SyncMachine()
        #expect(try b.run(["sync", "add", server.url], input: Self.serverPassword + "\n").status == 0)
        #expect(try b.run(["sync"]).status == 0)

        try a.edit("Grace Hopper", card: "BEGIN:VCARD\nVERSION:3.0\nFN:Grace Hopper\nN:Hopper;Grace;;;\nNOTE:from A\nEND:VCARD\n")
        try b.edit("Grace Hopper", card: "BEGIN:VCARD\nVERSION:3.0\nFN:Grace Hopper\nN:Hopper;Grace;;;\nNOTE:from B\nEND:VCARD\n")
        #expect(try a.run(["sync"]).output.contains("server: 0 added, 1 updated, 0 removed."))
        let clash = try b.run(["sync"])
        #expect(clash.output.contains("conflict: Grace Hopper: changed here and on the server; the server's version is kept, "
                                      + "this book's is saved as a new contact."), "\(clash)")
        #expect(clash.output.contains("server: 1 added, 0 updated, 0 removed."), "\(clash)")
        let notes = { (m: SyncMachine) in try m.withBook { book, account in
            try book.database.contacts(for: account).filter { $0.formattedName == "Grace Hopper" }.map(\.note).sorted()
        } }
        #expect(try notes(b) == ["from A", "from B"])
        #expect(try a.run(["sync"]).output.contains("here: 1 added, 0 updated, 0 removed."))
        #expect(try notes(a) == ["from A", "from B"])
        #expect(server.cards(of: "alice").count == 4)
    }

    @Test func aWrongPasswordIsNamedAndNothingIsStored() throws {
        let server = try RadicaleServer(users: ["alice": Self.serverPassword])
        let machine = try SyncMachine()
        let add = try machine.run(["sync", "add", server.url], input: "not it\n")
        #expect(add.status == 1)
        #expect(add.error == "contacts: the server \(server.host) refused the password of user \"alice\" (HTTP 401); "
                + "add the server again with the right one.\n", "\(add)")
        #expect(try machine.run(["sync", "status"]).error
                == "contacts: account alice syncs with no server; add one with 'contacts sync add URL'.\n")
        // The password changed on the server after the server was added.
        #expect(try machine.run(["sync", "add", server.url], input: Self.serverPassword + "\n").status == 0)
        try server.setUsers(["alice": "changed"])
        let sync = try machine.run(["sync"])
        #expect(sync.status == 1)
        #expect(sync.error.contains("refused the password of user \"alice\" (HTTP 401)"), "\(sync)")
    }

    @Test func aServerThatIsDownIsNamedAndTheNextSyncSendsWhatWaited() throws {
        let (server, a) = try Self.setUp()
        try a.importCards(Self.threeCards)
        server.stop()
        let down = try a.run(["sync"])
        #expect(down.status == 1)
        #expect(down.error.hasPrefix("contacts: sync with \(server.url)alice/contacts/ failed: cannot reach the server \(server.host): "),
                "\(down)")
        #expect(down.error.hasSuffix("; what was applied stays, and the next sync goes on from there.\n"))
        #expect(try a.run(["sync", "status"]).output.contains("last sync: "))
        try server.start()
        let resumed = try a.run(["sync"])
        #expect(resumed.output.contains("server: 3 added, 0 updated, 0 removed."), "\(resumed)")
        #expect(server.cards(of: "alice").count == 3)
    }

    @Test func aServerThatDoesNotAnswerTimesOut() throws {
        let (server, a) = try Self.setUp()
        server.stop()
        // Something accepts connections on the port and never answers.
        let silent = try SilentListener(port: server.port)
        let sync = try a.run(["sync", "--timeout", "1"])
        #expect(sync.status == 1)
        #expect(sync.error.contains("failed: the server \(server.host) did not answer within 1 s"), "\(sync)")
        silent.close()
    }

    @Test func aRejectedSyncTokenFallsBackToComparingEveryCard() throws {
        let (server, a) = try Self.setUp()
        try a.importCards(Self.threeCards)
        #expect(try a.run(["sync"]).status == 0)
        try a.withBook { book, account in
            let server = try #require(try book.database.syncServer(for: account))
            try book.database.applySync([], server: server, account: account, syncToken: .some("http://radicale.org/ns/sync/0000"))
        }
        let sync = try a.run(["sync"])
        #expect(sync.status == 0, "\(sync)")
        #expect(sync.output.contains("(every card compared)"))
        #expect(sync.output.contains("here: 0 added, 0 updated, 0 removed."))
        #expect(sync.output.contains("server: 0 added, 0 updated, 0 removed."))
        #expect(try a.names() == ["Ada Lovelace", "Alan Turing", "Grace Hopper"])
        _ = server
    }
}
