import BenchmarkSupport
import Foundation
import Testing
import UIKit
import TerminalBackend
@testable import BenchmarkSupport

/// The comparison with abook: its address book, our UIKit table on a pty, abook on a pty.
@MainActor
@Suite(.serialized)
struct TerminalAbookComparisonTests {
    static func temporaryFile(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("abook-\(UUID().uuidString.prefix(8))")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func theAddressBookIsReadInFileOrderWithTheFirstPhone() throws {
        let url = try Self.temporaryFile("""
            # abook addressbook file

            [format]
            program=abook
            version=0.6.1

            [0]
            name=曹君红
            email=cao.junhong@mail.example
            workphone=130-7439-1500

            [1]
            name=Émile Roberts
            mobile=+44 7415 868344
            phone=+46 78-690 73 66

            [2]
            name=Jürgen Jäger
            email=jj@example.org
            """)
        defer { try? FileManager.default.removeItem(at: url) }

        let rows = TerminalByteBenchmark.addressBookRows(url)

        #expect(rows.map { "\($0.name)|\($0.phone)" } == ["曹君红|130-7439-1500", "Émile Roberts|+46 78-690 73 66", "Jürgen Jäger|"])
    }

    @Test func theGeneratedAddressBookHoldsTheContactsAsked() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("abook-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: url) }

        let note = TerminalByteBenchmark.writeAddressBook(to: url, count: 30)
        let rows = TerminalByteBenchmark.addressBookRows(url)

        #expect(note.hasPrefix("contacts: 30 "))
        #expect(rows.count == 30)
        #expect(rows.allSatisfy { !$0.name.isEmpty })
    }

    @Test func movingOurHighlightRewritesTheTwoRowsAndNothingElse() throws {
        let rows = (1...40).map { (name: "Person \($0)", phone: "+41 79 \(100 + $0)") }
        var recorded: [String: [UInt8]] = [:]

        let figures = try TerminalByteBenchmark.measureTable(rows: rows) { recorded[$0] = $1 }

        let first = recorded["first screen"] ?? [], move = recorded["move one row"] ?? []
        #expect(figures.idle == 0)
        #expect(figures.firstScreen == first.count && figures.moveOneRow == move.count)
        // The navigation bar title and the 23 rows that fit under it, the first
        // highlighted (reverse and bold) from the start.
        #expect(first.contains("Contacts") && first.contains("Person 23") && !first.contains("Person 24"), "\(visible(first))")
        #expect(first.contains("\u{1B}[0;1;7m Person 1 "), "\(visible(first))")
        // One-line rows carry no separator mark: nothing is underlined.
        #expect(!String(decoding: first, as: UTF8.self).contains(";4m") && !String(decoding: first, as: UTF8.self).contains("[4m"),
                "\(visible(first))")
        // Person 1 loses the highlight, Person 2 gets it; no other row is written.
        #expect(move.contains(" Person 1") && move.contains("\u{1B}[0;1;7m Person 2 ")
                && !move.contains("Person 3"), "\(visible(move))")
        #expect(figures.fullRepaint > figures.moveOneRow)
    }

    nonisolated static var abookInstalled: Bool {
        if case .success = TerminalByteBenchmark.locateAbook() { return true }
        return false
    }

    /// abook is installed by .ci/run; without it the test fails saying so.
    @Test func abookRunsOnAPseudoTerminalAndMovesItsSelection() throws {
        try #require(Self.abookInstalled, "abook is not installed: apt-get install abook (.ci/run installs it)")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("abook-run-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: work.appendingPathComponent("home"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let book = work.appendingPathComponent("addressbook")
        try """
            [format]
            program=abook
            version=0.6.1

            [0]
            name=Anna Berg
            phone=111

            [1]
            name=Bruno Costa
            phone=222
            """.write(to: book, atomically: true, encoding: .utf8)
        guard case .success(let path) = TerminalByteBenchmark.locateAbook() else { return }
        var recorded: [String: [UInt8]] = [:]

        let result = TerminalByteBenchmark.measureAbook(path: path, book: book, home: work.appendingPathComponent("home")) {
            recorded[$0] = $1
        }

        guard case .success(let figures) = result else {
            Issue.record("abook did not run: \(result)")
            return
        }
        let first = recorded["first screen"] ?? [], move = recorded["move one row"] ?? []
        #expect(first.contains("Anna Berg") && first.contains("Bruno Costa"), "\(visible(first))")
        #expect(figures.idle == 0)
        // The selection leaves Anna for Bruno: both rows are written again.
        #expect(move.contains("Anna Berg") && move.contains("Bruno Costa"), "\(visible(move))")
        // Nothing was saved into the temporary HOME's configuration.
        #expect((try? FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent("home").path)) == [])
    }
}
