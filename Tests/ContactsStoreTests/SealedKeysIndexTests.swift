import Foundation
import Testing
import TestSupport
@testable import ContactsStore

/// Schema 4: the covering index of the sealed keys (docs/DECISIONS.md, "Search reads
/// the sealed keys alone"). A book of schema 3 is still read, read-only, the same way;
/// the first connection that writes adds the index in one migration.
@Suite struct SealedKeysIndexTests {
    static func indexNames(_ db: ContactsDatabase) throws -> [String] {
        try db.perform {
            try db.connection.query("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'contacts' "
                                    + "AND sql IS NOT NULL ORDER BY name") { $0.string(at: 0) }
        }
    }

    @Test func aSchema3BookIsSearchedReadOnlyThenUpgradedByTheFirstWriter() throws {
        let folder = try TemporaryFolder()
        let (directory, token) = try olderBook(schema: 3, in: folder) { old, alice in
            try old.insert(SealedBookTests.zebediah(), for: alice)
            try old.insert(contact("Wilhelmina Frobisher", email: "frobisher@example.org"), for: alice)
            try old.insert(contact("Zed Quuxley", email: "zed@example.org"), for: alice)
            #expect(try Self.indexNames(old) == ["contacts_by_account"])
        }

        let reader = try openReadOnly(directory)
        #expect(try reader.currentSchemaVersion() == 3)
        let readerAlice = try #require(try reader.account(forToken: token))
        #expect(try names(reader.search(account: readerAlice, text: "quux")) == ["Zebediah Quux", "Zed Quuxley"])
        #expect(try reader.contactCount(for: readerAlice) == 3)
        reader.close()

        let writer = try ContactsDatabase(directory: directory, passwordParameters: .weakForTesting)
        #expect(try writer.currentSchemaVersion() == ContactsDatabase.schemaVersion)
        #expect(try Self.indexNames(writer) == ["contacts_by_account", "contacts_keys"])
        let alice = try signIn(writer, "alice")
        #expect(try names(writer.search(account: alice, text: "quux")) == ["Zebediah Quux", "Zed Quuxley"])
        #expect(try writer.contacts(for: alice).map(\.formattedName)
                == ["Wilhelmina Frobisher", "Zebediah Quux", "Zed Quuxley"])
        #expect(filesHolding(SealedBookTests.secrets, under: directory.url) == [])
        #expect(try writer.integrityCheck() == ["ok"])
    }

    @Test func aBookOfSchema2IsStillRefusedReadOnly() throws {
        let folder = try TemporaryFolder()
        let directory = folder.dataDirectory
        try directory.create()
        try PlainBookSealingTests.makePlainBook(at: directory.databaseURL.path, version: 2)

        #expect(throws: ContactsStoreError.self) { try openReadOnly(directory) }
    }
}
