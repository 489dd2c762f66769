import ContactsTestSupport
import ContactsStore
import Foundation
import Testing
import TestSupport
@testable import ContactsApp
#if canImport(Glibc)
import Glibc
#endif

/// "Private at rest" from the command line: after imports, edits, a sign-in and a
/// `contacts import` killed mid-write, no name, phone or e-mail is readable in any
/// file of the data directory (docs/DECISIONS.md, "The book encrypted at rest").
@Suite struct SealedAtRestTests {
    static func cards(_ count: Int) -> String {
        (0..<count).map { n in
            "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Sealed Person \(n)\r\nN:Person;Sealed;;;\r\nTEL:+1 555 01\(n)\r\n"
                + "EMAIL:sealed\(n)@private.example\r\nEND:VCARD\r\n"
        }.joined()
    }

    /// The files of `directory` that hold one of `needles`, as "file: needle".
    static func leaks(_ needles: [String], in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var hits: [String] = []
        for name in names.sorted() {
            guard let data = FileManager.default.contents(atPath: directory + "/" + name) else { continue }
            for needle in needles where data.range(of: Data(needle.utf8)) != nil { hits.append("\(name): \(needle)") }
        }
        return hits
    }

    static let needles = ["Sealed Person", "sealed person", "private.example", "555 01", "Zhang San", "zhang san",
                          "13800138000", "zs@example.cn"]

    @Test func afterImportAddAndQueryNothingIsReadableAndSearchStillFinds() throws {
        let command = try InProcessCommand()
        try command.makeAlice()
        let vcf = try command.file("people.vcf", Self.cards(50))
        #expect(try command.run(["import", vcf]).status == 0)
        let add = try command.run(["add", "--name", "Zhang San", "--phone", "13800138000", "--email", "zs@example.cn"])
        #expect(add.status == 0, "\(add)")
        let query = try command.run(["query", "zs@exa"])
        #expect(query.output.contains("zs@example.cn\tZhang San"), "\(query)")
        #expect(try command.run(["list"]).output.contains("Sealed Person 42"))
        #expect(Self.leaks(Self.needles, in: command.dataDirectory) == [])
    }

    @Test func anImportKilledMidWriteLeavesNothingReadable() throws {
        let command = try InProcessCommand()
        try command.makeAlice()
        let vcf = try command.file("many.vcf", Self.cards(30_000))
        let contacts = try EndToEndTmuxTests.contactsExecutable()
        let importer = Process()
        importer.executableURL = URL(fileURLWithPath: contacts)
        importer.arguments = ["--data-dir", command.dataDirectory, "import", vcf]
        importer.standardOutput = FileHandle.nullDevice
        importer.standardError = FileHandle.nullDevice
        try importer.run()
        // Killed once its open transaction has spilled pages into the log (or, on a
        // fast machine, once it finished: the directory is greps either way).
        let wal = command.dataDirectory + "/contacts.sqlite-wal"
        while importer.isRunning {
            let size = (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
            if size > 400_000 { break }
            usleep(2_000)
        }
        kill(importer.processIdentifier, SIGKILL)
        importer.waitUntilExit()
        #expect(Self.leaks(Self.needles, in: command.dataDirectory) == [])
        // The book is still sound and opens with the remembered login.
        #expect(try command.run(["list"]).status == 0)
    }
}
