import ContactsStore
import ContactsSync
import Foundation
import Testing
import TestSupport
@testable import ContactsApp

/// A conflict found only when pushing, against a real Radicale: another client puts a
/// card under the UID of a contact new here after this sync's REPORT and before its PUT.
/// The PUT carries `If-None-Match: *`, so the server refuses it (412, RFC 9110 section
/// 13.1.2) and overwrites nothing; the conflict is then settled by the documented rule
/// (docs/DECISIONS.md, "CardDAV sync: conflicts"): by default both versions are kept, on
/// every machine, and `local` / `remote` make one side win.
@Suite struct SyncPushConflictTests {
    static let password = CardDAVSyncTests.serverPassword

    static func katherine(_ note: String) -> String {
        "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:kj-4\r\nFN:Katherine Johnson\r\nN:Johnson;Katherine;;;\r\nNOTE:\(note)\r\nEND:VCARD\r\n"
    }

    /// A machine synced with the three cards that then adds Katherine (UID kj-4), and a
    /// sync of it during which, after the pull, another client puts its own kj-4.vcf.
    static func syncWithTheUIDTakenMeanwhile(choice: ConflictChoice) throws -> (RadicaleServer, SyncMachine, SyncReport) {
        let (server, a) = try CardDAVSyncTests.setUp()
        try a.importCards(CardDAVSyncTests.threeCards)
        #expect(try a.run(["sync"]).status == 0)
        try a.importCards(Self.katherine("from this book"))
        let report = try a.withBook { book, account -> SyncReport in
            let synced = try #require(try book.database.syncServer(for: account))
            let client = CardDAVClient(transport: WebDAVTransport(userName: "alice", password: Self.password))
            let engine = SyncEngine(database: book.database, account: account, server: synced, client: client, codec: book.syncCodec)
            engine.chooseConflict = { conflict in
                #expect(conflict.kind == .uidTaken)
                #expect(conflict.local?.note == "from this book")
                #expect(conflict.server?.note == "from another client")
                return choice
            }
            engine.willPush = {
                let put = try server.put(user: "alice", password: Self.password, path: "alice/contacts/kj-4.vcf",
                                         card: Self.katherine("from another client"))
                #expect(put == 201)
            }
            return try engine.run()
        }
        return (server, a, report)
    }

    static func notes(_ machine: SyncMachine) throws -> [String] {
        try machine.withBook { book, account in
            try book.database.contacts(for: account).filter { $0.formattedName == "Katherine Johnson" }.map(\.note).sorted()
        }
    }

    /// The server's notes of Katherine's cards, sorted.
    static func serverNotes(_ server: RadicaleServer) -> [String] {
        server.cards(of: "alice").values.filter { $0.contains("FN:Katherine Johnson") }.compactMap { card in
            card.split(whereSeparator: \.isNewline).first { $0.hasPrefix("NOTE:") }.map { String($0.dropFirst(5)) }
        }.sorted()
    }

    @Test func byDefaultBothVersionsAreKeptAndTheCopyIsSentInTheSameSync() throws {
        let (server, a, report) = try Self.syncWithTheUIDTakenMeanwhile(choice: .keepBoth)
        #expect(report.conflicts == ["Katherine Johnson: a different card with its UID is on the server; the server's version "
                                     + "is kept, this book's is saved as a new contact"], "\(report)")
        #expect(report.updatedHere == ["Katherine Johnson"])
        #expect(report.addedOnServer == ["Katherine Johnson"])
        #expect(report.keptCopies.count == 1)
        #expect(report.refused.isEmpty && report.unreadable.isEmpty)
        // The other client's card is untouched; this book's version went to the server under a new name.
        #expect(server.cards(of: "alice")["kj-4.vcf"]?.contains("NOTE:from another client") == true)
        #expect(server.cards(of: "alice").count == 5)
        #expect(Self.serverNotes(server) == ["from another client", "from this book"])
        #expect(try Self.notes(a) == ["from another client", "from this book"])
        // Settled: the next sync has nothing to send or fetch.
        let next = try a.run(["sync"])
        #expect(next.output.hasPrefix("synced alice with \(server.url)alice/contacts/ in 1 request.\n"
                                      + "here: 0 added, 0 updated, 0 removed.\nserver: 0 added, 0 updated, 0 removed.\n"), "\(next)")
        // Another machine gets both.
        let b = try SyncMachine()
        #expect(try b.run(["sync", "add", server.url], input: Self.password + "\n").status == 0)
        #expect(try b.run(["sync"]).status == 0)
        #expect(try Self.notes(b) == ["from another client", "from this book"])
    }

    @Test func localMakesThisBooksVersionReplaceTheOtherClientsCard() throws {
        let (server, a, report) = try Self.syncWithTheUIDTakenMeanwhile(choice: .local)
        #expect(report.conflicts == ["Katherine Johnson: a different card with its UID is on the server; this book's version "
                                     + "replaces the server's, as chosen"], "\(report)")
        #expect(report.updatedOnServer == ["Katherine Johnson"])
        #expect(report.addedOnServer.isEmpty && report.keptCopies.isEmpty)
        #expect(server.cards(of: "alice")["kj-4.vcf"]?.contains("NOTE:from this book") == true)
        #expect(Self.serverNotes(server) == ["from this book"])
        #expect(try Self.notes(a) == ["from this book"])
        #expect(try a.run(["sync"]).output.contains(" in 1 request.\nhere: 0 added, 0 updated, 0 removed.\n"))
    }

    @Test func remoteMakesTheOtherClientsCardReplaceThisBooksVersion() throws {
        let (server, a, report) = try Self.syncWithTheUIDTakenMeanwhile(choice: .remote)
        #expect(report.conflicts == ["Katherine Johnson: a different card with its UID is on the server; the server's version "
                                     + "replaces this book's, as chosen"], "\(report)")
        #expect(report.updatedHere == ["Katherine Johnson"])
        #expect(report.addedOnServer.isEmpty && report.updatedOnServer.isEmpty && report.keptCopies.isEmpty)
        #expect(Self.serverNotes(server) == ["from another client"])
        #expect(try Self.notes(a) == ["from another client"])
        #expect(try a.run(["sync"]).output.contains(" in 1 request.\nhere: 0 added, 0 updated, 0 removed.\n"))
    }
}
