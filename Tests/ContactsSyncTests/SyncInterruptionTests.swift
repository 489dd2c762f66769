import ContactsStore
import Foundation
import Testing
import TestSupport
@testable import ContactsApp
#if canImport(Glibc)
import Glibc
#endif

/// A `contacts sync` process killed in the middle of its pushes, or its server restarted
/// under it: nothing is lost, and the next sync sends the rest without duplicating what
/// had gone.
@Suite struct SyncInterruptionTests {
    static func cards(_ count: Int) -> String {
        (0..<count).map { n in
            "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:person-\(n)\r\nFN:Person \(n)\r\nN:\(n);Person;;;\r\nTEL:+1 555 \(1000 + n)\r\nEND:VCARD\r\n"
        }.joined()
    }

    static let total = 400

    /// A server, and a machine with ``total`` new contacts whose `contacts sync` runs as
    /// a process (standard error to `errors`), until at least 20 cards are on the server;
    /// then `interrupt` (with the process) and the number of cards the server had.
    static func syncInterrupted(_ interrupt: (Process, RadicaleServer) throws -> Void)
        throws -> (server: RadicaleServer, machine: SyncMachine, process: Process, sent: Int, errors: URL) {
        let contacts = try #require(TestTools.product("contacts"), "the contacts product is built by swift build --build-tests")
        let server = try RadicaleServer(users: ["alice": CardDAVSyncTests.serverPassword])
        let a = try SyncMachine()
        #expect(try a.run(["sync", "add", server.url], input: CardDAVSyncTests.serverPassword + "\n").status == 0)
        try a.importCards(Self.cards(total))

        let errors = a.folder.file("sync-errors.txt")
        #expect(FileManager.default.createFile(atPath: errors.path, contents: nil))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: contacts)
        process.arguments = ["--data-dir", a.dataDirectory, "sync", "--timeout", "5"]
        process.environment = ["HOME": a.folder.path, "PATH": "/usr/bin:/bin"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        var sent = 0
        for _ in 0..<600 {
            sent = server.cards(of: "alice").count
            if sent >= 20 || !process.isRunning { break }
            usleep(20_000)
        }
        try interrupt(process, server)
        process.waitUntilExit()
        return (server, a, process, sent, errors)
    }

    /// The next sync finishes: every card on the server once, nothing reported as a conflict.
    static func expectTheNextSyncFinishes(_ server: RadicaleServer, _ a: SyncMachine) throws {
        let resumed = try a.run(["sync"])
        #expect(resumed.status == 0, "\(resumed)")
        #expect(!resumed.output.contains("conflict"), "\(resumed)")
        #expect(server.cards(of: "alice").count == total)
        #expect(try a.names().count == total)
    }

    @Test func aSyncKilledMidwayIsFinishedByTheNext() throws {
        let total = Self.total
        // Killed once some cards, not all, are on the server.
        let (server, a, _, sent, _) = try Self.syncInterrupted { process, _ in kill(process.processIdentifier, SIGKILL) }
        #expect(sent > 0 && sent < total, "killed after \(sent) of \(total) cards")
        try Self.expectTheNextSyncFinishes(server, a)

        let b = try SyncMachine()
        #expect(try b.run(["sync", "add", server.url], input: CardDAVSyncTests.serverPassword + "\n").status == 0)
        #expect(try b.run(["sync"]).output.contains("here: \(total) added, 0 updated, 0 removed."))
        #expect(try Set(b.names()) == Set((0..<total).map { "Person \($0)" }))
    }

    /// Radicale stopped and started again while a sync is sending cards: the sync either
    /// stops with a message naming the cause or carries on once the server is back; the
    /// next sync sends what is left, and every card is on the server once.
    @Test func aServerRestartedMidSyncLosesNothingAndTheNextSyncFinishes() throws {
        let total = Self.total
        let (server, a, process, sent, errors) = try Self.syncInterrupted { _, server in
            server.stop()
            try server.start()
        }
        #expect(sent > 0 && sent < total, "restarted after \(sent) of \(total) cards")
        let message = try String(contentsOf: errors, encoding: .utf8)
        if process.terminationStatus != 0 {
            #expect(message.hasPrefix("contacts: sync with \(server.url)alice/contacts/ failed: "), "\(message)")
            #expect(message.hasSuffix("; what was applied stays, and the next sync goes on from there.\n"), "\(message)")
        } else {
            #expect(message.isEmpty, "\(message)")
        }
        try Self.expectTheNextSyncFinishes(server, a)
        #expect(try a.run(["sync"]).output.contains(" in 1 request.\n"))
    }
}
