import ContactsStore
import Foundation
import Testing
import TestSupport
@testable import ContactsApp

/// Other clients of the same server: a card khard makes and vdirsyncer uploads arrives
/// here with every line it had; our new contact and our edit reach khard the same way.
/// `.ci/run` installs Debian's vdirsyncer and khard; a missing one fails the test.
@Suite struct InteropTests {
    @Test func cardsTravelBetweenKhardThroughVdirsyncerAndThisBook() throws {
        let vdirsyncer = try TestTools.require("vdirsyncer", package: "vdirsyncer")
        let khard = try TestTools.require("khard", package: "khard")
        let server = try RadicaleServer(users: ["alice": CardDAVSyncTests.serverPassword])
        let a = try SyncMachine()
        #expect(try a.run(["sync", "add", server.url], input: CardDAVSyncTests.serverPassword + "\n").status == 0)
        #expect(try a.run(["sync"]).status == 0)

        let folder = try TemporaryFolder(prefix: "interop")
        let vdir = folder.file("vdir")
        try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: true)
        let vdirsyncerConfig = try folder.write("vdirsyncer.conf", """
            [general]
            status_path = "\(folder.file("status").path)/"

            [pair book]
            a = "book_local"
            b = "book_remote"
            collections = null

            [storage book_local]
            type = "filesystem"
            path = "\(vdir.path)/"
            fileext = ".vcf"

            [storage book_remote]
            type = "carddav"
            url = "\(server.url)alice/contacts/"
            username = "alice"
            password = "\(CardDAVSyncTests.serverPassword)"

            """)
        let khardConfig = try folder.write("khard.conf", """
            [addressbooks]
            [[book]]
            path = \(vdir.path)/

            [general]
            default_action = list
            editor = /bin/false
            merge_editor = /bin/false

            """)
        let template = try folder.write("dorothy.yaml", """
            Formatted name: Dorothy Vaughan
            First name: Dorothy
            Last name: Vaughan
            Phone:
                cell: +1 757 555 0177
            Email:
                work: dorothy@example.org
            Note: from khard

            """)
        let made = try TestTools.runMerged(khard, ["-c", khardConfig.path, "new", "-a", "book", "-i", template.path])
        #expect(made.status == 0, "\(made.output)")
        let files = try FileManager.default.contentsOfDirectory(atPath: vdir.path).filter { $0.hasSuffix(".vcf") }
        let khardCard = try String(contentsOf: vdir.appendingPathComponent(try #require(files.first)), encoding: .utf8)
        #expect(try TestTools.runMerged(vdirsyncer, ["-c", vdirsyncerConfig.path, "discover"]).status == 0)
        let up = try TestTools.runMerged(vdirsyncer, ["-c", vdirsyncerConfig.path, "sync"])
        #expect(up.status == 0, "\(up.output)")

        let pull = try a.run(["sync"])
        #expect(pull.output.contains("here: 1 added, 0 updated, 0 removed."), "\(pull)")
        let stored = try #require(try a.record(named: "Dorothy Vaughan")?.vCard)
        let storedLines = Set(stored.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) })
        for line in khardCard.split(whereSeparator: \.isNewline) {
            #expect(storedLines.contains(String(line).trimmingCharacters(in: .whitespaces)), "\(line) of khard's card, in \(stored)")
        }
        #expect(try a.record(named: "Dorothy Vaughan")?.emails == [ContactValue("dorothy@example.org", label: "work")])

        // Ours reach khard: an edit and a new contact.
        try a.edit("Dorothy Vaughan", card: stored.replacingOccurrences(of: "NOTE:from khard", with: "NOTE:edited here"))
        #expect(try a.run(["add", "--name", "Mary Jackson", "--email", "mary@example.org"]).status == 0)
        let push = try a.run(["sync"])
        #expect(push.output.contains("server: 1 added, 1 updated, 0 removed."), "\(push)")
        let down = try TestTools.runMerged(vdirsyncer, ["-c", vdirsyncerConfig.path, "sync"])
        #expect(down.status == 0, "\(down.output)")
        let listed = try TestTools.runMerged(khard, ["-c", khardConfig.path, "list", "--parsable"])
        #expect(listed.output.contains("Mary Jackson"), "\(listed.output)")
        let shown = try TestTools.runMerged(khard, ["-c", khardConfig.path, "show", "--format", "yaml", "Dorothy"])
        #expect(shown.output.contains("edited here"), "\(shown.output)")
        #expect(shown.output.contains("+1 757 555 0177"), "\(shown.output)")
    }
}
