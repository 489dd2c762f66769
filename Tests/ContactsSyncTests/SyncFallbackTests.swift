import ContactsStore
import Foundation
import Testing
import TestSupport
@testable import ContactsApp

/// The sync against servers Radicale alone does not show: one without sync tokens
/// (ETags compared, RFC 6352 section 8.7's multiget), a 5xx answer and a connection cut
/// mid-answer (clear message, nothing lost, the next sync resumes).
@Suite struct SyncFallbackTests {
    @Test func aServerWithoutSyncTokensIsSyncedByComparingETags() throws {
        let server = try RadicaleServer(users: ["alice": CardDAVSyncTests.serverPassword])
        let proxy = try FaultyProxy(to: server, fault: .noSyncCollection)
        let a = try SyncMachine(), b = try SyncMachine()
        for machine in [a, b] {
            let add = try machine.run(["sync", "add", proxy.url], input: CardDAVSyncTests.serverPassword + "\n")
            #expect(add.status == 0, "\(add)")
        }
        try a.importCards(CardDAVSyncTests.threeCards)
        let push = try a.run(["sync"])
        #expect(push.output.contains("server: 3 added, 0 updated, 0 removed."), "\(push)")
        #expect(server.cards(of: "alice").count == 3)
        let pull = try b.run(["sync"])
        #expect(pull.output.contains("here: 3 added, 0 updated, 0 removed."), "\(pull)")
        try b.remove("Alan Turing")
        #expect(try b.run(["sync"]).output.contains("server: 0 added, 0 updated, 1 removed."))
        let removal = try a.run(["sync"])
        #expect(removal.output.contains("here: 0 added, 0 updated, 1 removed."), "\(removal)")
        #expect(try a.names() == ["Ada Lovelace", "Grace Hopper"])
        // Nothing changed: a REPORT refused, then one PROPFIND of the ETags; nothing fetched.
        let idle = try a.run(["sync"])
        #expect(idle.output.hasPrefix("synced alice with \(proxy.url)alice/contacts/ in 2 requests (every card compared).\n"),
                "\(idle)")
        #expect(try a.run(["sync", "status"]).output.contains("no sync token: the next sync compares every card."))
    }

    @Test func aServerErrorIsNamedAndTheNextSyncSendsEverything() throws {
        let server = try RadicaleServer(users: ["alice": CardDAVSyncTests.serverPassword])
        let a = try SyncMachine()
        do {
            // Discovery takes 5 requests (well-known, its redirect to the root, principal, home, MKCOL):
            // the sync's first answer is the 503.
            let proxy = try FaultyProxy(to: server, fault: .serverError, after: 6)
            #expect(try a.run(["sync", "add", proxy.url], input: CardDAVSyncTests.serverPassword + "\n").status == 0)
            try a.importCards(CardDAVSyncTests.threeCards)
            let failed = try a.run(["sync"])
            #expect(failed.status == 1)
            #expect(failed.error.contains("failed: the server \(proxy.host) answered REPORT /alice/contacts/ with HTTP 503 "
                                          + "Service Unavailable; what was applied stays"), "\(failed)")
            #expect(server.cards(of: "alice").isEmpty)
        }
        #expect(try a.run(["sync", "add", server.url], input: CardDAVSyncTests.serverPassword + "\n").status == 0)
        #expect(try a.run(["sync"]).output.contains("server: 3 added, 0 updated, 0 removed."))
        #expect(server.cards(of: "alice").count == 3)
    }

    @Test func aConnectionCutMidAnswerIsNamedAndNothingIsLost() throws {
        let server = try RadicaleServer(users: ["alice": CardDAVSyncTests.serverPassword])
        let a = try SyncMachine(), b = try SyncMachine()
        #expect(try a.run(["sync", "add", server.url], input: CardDAVSyncTests.serverPassword + "\n").status == 0)
        try a.importCards(CardDAVSyncTests.threeCards)
        #expect(try a.run(["sync"]).status == 0)
        // B reaches the server through a proxy that cuts every answer after discovery (4 requests:
        // well-known, its redirect, principal, home).
        let proxy = try FaultyProxy(to: server, fault: .cutConnection, after: 5)
        #expect(try b.run(["sync", "add", proxy.url], input: CardDAVSyncTests.serverPassword + "\n").status == 0)
        let cut = try b.run(["sync"])
        #expect(cut.status == 1)
        #expect(cut.error.contains("failed: the connection to \(proxy.host) was cut before the answer was complete"), "\(cut)")
        #expect(try b.names() == [])
        #expect(try b.run(["sync", "add", server.url], input: CardDAVSyncTests.serverPassword + "\n").status == 0)
        #expect(try b.run(["sync"]).output.contains("here: 3 added, 0 updated, 0 removed."))
        #expect(server.cards(of: "alice").count == 3)
    }
}
