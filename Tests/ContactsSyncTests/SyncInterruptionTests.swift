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

    @Test func aSyncKilledMidwayIsFinishedByTheNext() throws {
        let contacts = try #require(TestTools.product("contacts"), "the contacts product is built by swift build --build-tests")
        let server = try RadicaleServer(users: ["alice": CardDAVSyncTests.serverPassword])
        let a = try SyncMachine()
        #expect(try a.run(["sync", "add", server.url], input: CardDAVSyncTests.serverPassword + "\n").status == 0)
        let total = 400
        try a.importCards(Self.cards(total))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: contacts)
        process.arguments = ["--data-dir", a.dataDirectory, "sync"]
        process.environment = ["HOME": a.folder.path, "PATH": "/usr/bin:/bin"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Killed once some cards, not all, are on the server.
        var sent = 0
        for _ in 0..<600 {
            sent = server.cards(of: "alice").count
            if sent >= 20 || !process.isRunning { break }
            usleep(20_000)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(sent > 0 && sent < total, "killed after \(sent) of \(total) cards")

        let resumed = try a.run(["sync"])
        #expect(resumed.status == 0, "\(resumed)")
        #expect(!resumed.output.contains("conflict"), "\(resumed)")
        #expect(server.cards(of: "alice").count == total)
        #expect(try a.names().count == total)

        let b = try SyncMachine()
        #expect(try b.run(["sync", "add", server.url], input: CardDAVSyncTests.serverPassword + "\n").status == 0)
        #expect(try b.run(["sync"]).output.contains("here: \(total) added, 0 updated, 0 removed."))
        #expect(try Set(b.names()) == Set((0..<total).map { "Person \($0)" }))
    }

    /// Radicale stopped and started again while a sync is sending cards: the sync either
    /// stops with a message naming the cause or carries on once the server is back; the
    /// next sync sends what is left, and every card is on the server once.
    @Test func aServerRestartedMidSyncLosesNothingAndTheNextSyncFinishes() throws {
        let contacts = try #require(TestTools.product("contacts"), "the contacts product is built by swift build --build-tests")
        let server = try RadicaleServer(users: ["alice": CardDAVSyncTests.serverPassword])
        let a = try SyncMachine()
        #expect(try a.run(["sync", "add", server.url], input: CardDAVSyncTests.serverPassword + "\n").status == 0)
        let total = 400
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
        server.stop()
        try server.start()
        process.waitUntilExit()
        #expect(sent > 0 && sent < total, "restarted after \(sent) of \(total) cards")
        let message = try String(contentsOf: errors, encoding: .utf8)
        if process.terminationStatus != 0 {
            #expect(message.hasPrefix("contacts: sync with \(server.url)alice/contacts/ failed: "), "\(message)")
            #expect(message.hasSuffix("; what was applied stays, and the next sync goes on from there.\n"), "\(message)")
        } else {
            #expect(message.isEmpty, "\(message)")
        }

        let resumed = try a.run(["sync"])
        #expect(resumed.status == 0, "\(resumed)")
        #expect(!resumed.output.contains("conflict"), "\(resumed)")
        #expect(server.cards(of: "alice").count == total)
        #expect(try a.names().count == total)
        #expect(try a.run(["sync"]).output.contains(" in 1 request.\n"))
    }
}
