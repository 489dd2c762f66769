import Foundation
import Testing
import TestSupport
@testable import ContactsStore

/// Schema 5: a row's sealed keys carry its list line (name, first phone, first e-mail),
/// so `list` reads the keys alone (docs/DECISIONS.md, "`list` reads the sealed keys
/// alone (schema 5)"). Rows sealed before hold four strings; they are listed from
/// their fields until the first sign-in on a connection that writes seals them again.
@Suite struct ListLineKeysTests {
    /// The number of strings in each sealed `keys` value of `account`, in id order.
    static func keyCounts(_ db: ContactsDatabase, _ account: Account) throws -> [Int] {
        var counts: [(Int64, Int)] = []
        try db.perform {
            try db.forEachKeys(ofAccount: account.id) { id, _, ranges in counts.append((id, ranges.count)) }
        }
        return counts.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// What `list` prints for `account`: name, phone and e-mail of each row, tab-separated.
    static func listed(_ db: ContactsDatabase, _ account: Account) throws -> [String] {
        var lines: [String] = []
        try db.forEachListRow(for: account) { name, phone, email in
            lines.append([name, phone, email].map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\t"))
        }
        return lines
    }

    /// Seals every row's keys of `account` again as a schema-4 book holds them:
    /// UID, sort key, section and search text, without the list line.
    static func dropListLines(_ db: ContactsDatabase, _ account: Account) throws {
        try db.write {
            let sealer = try db.sealer(forAccountID: account.id)
            var rows: [(Int64, [String])] = []
            try db.forEachKeys(ofAccount: account.id) { id, plain, ranges in
                rows.append((id, ranges.prefix(4).map { String(decoding: plain[$0], as: UTF8.self) }))
            }
            for (id, keys) in rows {
                try db.connection.run("UPDATE contacts SET sealed_keys = ?2 WHERE id = ?1", id,
                                      try sealer.seal(SealedRow.encode(keys), .keys))
            }
        }
    }

    static let expectedList = [
        "Ada Lovelace\t+44 20 7946 0001\tada@example.org",
        "Charles Babbage\t\tcharles@example.org",
        "Mary Somerville\t+44 20 7946 0003\t",
    ]

    static func fill(_ db: ContactsDatabase, _ account: Account) throws {
        var ada = contact("Ada Lovelace", phone: "+44 20 7946 0001", email: "ada@example.org")
        ada.phones.append(ContactValue("+44 20 7946 0009", label: "work"))
        try db.insert(ada, for: account)
        try db.insert(contact("Charles Babbage", email: "charles@example.org"), for: account)
        try db.insert(contact("Mary Somerville", phone: "+44 20 7946 0003"), for: account)
    }

    @Test func newRowsCarryTheirListLineAndAnEditChangesIt() throws {
        let folder = try TemporaryFolder()
        let db = try openDatabase(at: folder.file("book.sqlite").path)
        defer { db.close() }
        let alice = try db.createAccount(name: "alice", password: "pw")
        try Self.fill(db, alice)

        #expect(try Self.keyCounts(db, alice) == [7, 7, 7])
        #expect(try Self.listed(db, alice) == Self.expectedList)

        let mary = try #require(try db.contacts(for: alice).last)
        var fields = mary.fields
        fields.phones.insert(ContactValue("+44 20 7946 0999", label: "home"), at: 0)
        fields.emails = [ContactValue("mary@example.org")]
        try db.update(mary.id, with: fields, for: alice)
        #expect(try Self.listed(db, alice).last == "Mary Somerville\t+44 20 7946 0999\tmary@example.org")
    }

    @Test func aSchema4BookIsListedFromItsFieldsThenGetsItsListLinesFromTheFirstWriter() throws {
        let folder = try TemporaryFolder()
        let (directory, token) = try olderBook(schema: 4, in: folder) { old, alice in
            try Self.fill(old, alice)
            try Self.dropListLines(old, alice)
            #expect(try Self.keyCounts(old, alice) == [4, 4, 4])
        }

        let reader = try openReadOnly(directory)
        #expect(try reader.currentSchemaVersion() == 4)
        let readerAlice = try #require(try reader.account(forToken: token))
        #expect(try Self.listed(reader, readerAlice) == Self.expectedList)
        #expect(try names(reader.search(account: readerAlice, text: "babbage")) == ["Charles Babbage"])
        reader.close()

        let writer = try ContactsDatabase(directory: directory, passwordParameters: .weakForTesting)
        defer { writer.close() }
        #expect(try writer.currentSchemaVersion() == ContactsDatabase.schemaVersion)
        #expect(try writer.perform { try writer.connection.query("SELECT account_id FROM list_lines_due") { $0.int64(at: 0) } }
                .count == 1)
        let alice = try signIn(writer, "alice")
        #expect(try Self.keyCounts(writer, alice) == [7, 7, 7])
        #expect(try writer.perform { try writer.connection.query("SELECT account_id FROM list_lines_due") { $0.int64(at: 0) } }
                == [])
        #expect(try Self.listed(writer, alice) == Self.expectedList)
        #expect(try names(writer.search(account: alice, text: "somerville")) == ["Mary Somerville"])
        #expect(filesHolding(["Lovelace", "Babbage", "Somerville", "7946", "example.org"], under: directory.url) == [])
        #expect(try writer.integrityCheck() == ["ok"])
    }
}
