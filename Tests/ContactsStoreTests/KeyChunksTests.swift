import Foundation
import Testing
import TestSupport
@testable import ContactsStore

/// Schema 6: the sealed keys of up to 256 contacts sealed together as one chunk, so a
/// search opens a few hundred messages instead of one per contact (docs/DECISIONS.md,
/// "Search reads sealed chunks of keys (schema 6)"). The rows stay the truth: every
/// change makes its chunk due (triggers), and the write that made it seals the chunk
/// again before it commits; a reader opens a due chunk's rows one by one.
@Suite struct KeyChunksTests {
    // MARK: What the file holds

    /// The keys of every sealed row of `account`, opened one row at a time (the truth).
    static func rowKeys(_ db: ContactsDatabase, _ account: Account) throws -> [Int64: [UInt8]] {
        try db.perform {
            let sealer = try db.sealer(forAccountID: account.id)
            var keys: [Int64: [UInt8]] = [:]
            for (id, sealed) in try db.connection.query(
                "SELECT id, sealed_keys FROM contacts WHERE account_id = ?1 AND sealed_keys IS NOT NULL", account.id,
                row: { ($0.int64(at: 0), $0.data(at: 1)) }) {
                keys[id] = try sealer.open(sealed, .keys)
            }
            return keys
        }
    }

    /// The keys the chunks of `account` hold, read from the chunks alone (nothing due).
    static func chunkKeys(_ db: ContactsDatabase, _ account: Account) throws -> [Int64: [UInt8]] {
        try db.perform {
            let sealer = try db.sealer(forAccountID: account.id)
            var plain: [UInt8] = [], ranges: [Range<Int>] = []
            var keys: [Int64: [UInt8]] = [:]
            let read = try db.forEachChunkedKeys(ofAccount: account.id, sealer: sealer, buffer: &plain, ranges: &ranges) {
                id, bytes, _ in
                #expect(keys[id] == nil, "contact \(id) is in two chunks")
                keys[id] = Array(bytes)
            }
            #expect(read)
            return keys
        }
    }

    static func due(_ db: ContactsDatabase) throws -> [Int64] {
        try db.perform { try db.connection.query("SELECT chunk FROM key_chunks_due ORDER BY chunk") { $0.int64(at: 0) } }
    }

    static func chunkNumbers(_ db: ContactsDatabase, _ account: Account) throws -> [Int64] {
        try db.perform {
            try db.connection.query("SELECT chunk FROM key_chunks WHERE account_id = ?1 ORDER BY chunk", account.id) {
                $0.int64(at: 0)
            }
        }
    }

    /// Nothing due, and the chunks hold exactly what the rows hold.
    static func expectChunksExact(_ db: ContactsDatabase, _ account: Account,
                                  sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try due(db) == [], sourceLocation: sourceLocation)
        let rows = try rowKeys(db, account)
        let chunks = try chunkKeys(db, account)
        #expect(chunks.count == rows.count, sourceLocation: sourceLocation)
        #expect(chunks == rows, sourceLocation: sourceLocation)
    }

    /// `count` contacts "Person n" with e-mail "personn@example.org"; their ids.
    @discardableResult
    static func fill(_ db: ContactsDatabase, _ account: Account, count: Int) throws -> [Int64] {
        try db.importContacts((0..<count).map { contact("Person \($0)", email: "person\($0)@example.org") }, for: account)
    }

    // MARK: Tests

    @Test func everyInsertUpdateAndDeleteRewritesItsChunkInTheSameWrite() throws {
        let folder = try TemporaryFolder()
        let db = try openDatabase(at: folder.file("book.sqlite").path)
        defer { db.close() }
        let alice = try db.createAccount(name: "alice", password: "pw")
        let ids = try Self.fill(db, alice, count: 600)
        #expect(ids.first == 1 && ids.last == 600)
        // Ids 1…255 are chunk 0, 256…511 chunk 1, 512…600 chunk 2.
        #expect(try Self.chunkNumbers(db, alice) == [0, 1, 2])
        try Self.expectChunksExact(db, alice)
        #expect(try names(db.search(account: alice, text: "person 599")) == ["Person 599"])

        try db.update(ids[299], with: contact("Renamed Someone"), for: alice)
        try Self.expectChunksExact(db, alice)
        #expect(try names(db.search(account: alice, text: "renamed")) == ["Renamed Someone"])
        #expect(try db.search(account: alice, text: "person 299").isEmpty)

        try db.delete(ids[520], for: alice)
        try Self.expectChunksExact(db, alice)
        #expect(try db.search(account: alice, text: "person 520").isEmpty)
        #expect(try db.contactCount(for: alice) == 599)

        // The last contacts of chunk 2 deleted: the chunk goes with them.
        for id in ids[511...] where id != ids[520] { try db.delete(id, for: alice) }
        #expect(try Self.chunkNumbers(db, alice) == [0, 1])
        try Self.expectChunksExact(db, alice)
        #expect(try db.search(account: alice, text: "person 5").map(\.formattedName).contains("Person 5"))
        #expect(try db.search(account: alice, text: "person 555").isEmpty)

        // A new contact after them opens chunk 2 again.
        try db.insert(contact("Newcomer Person"), for: alice)
        try Self.expectChunksExact(db, alice)
        #expect(try names(db.search(account: alice, text: "newcomer")) == ["Newcomer Person"])
        #expect(try db.integrityCheck() == ["ok"])
    }

    @Test func aRowChangedByAnotherSQLiteClientIsReadFromItsRowsUntilTheNextWrite() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("book.sqlite").path
        let db = try openDatabase(at: path)
        defer { db.close() }
        let alice = try db.createAccount(name: "alice", password: "pw")
        let ids = try Self.fill(db, alice, count: 300)

        // Another client (no key, none of our code) deletes a contact: the trigger makes
        // its chunk due in the same statement; the chunk itself still holds the contact.
        do {
            let other = try SQLiteConnection(path: path)
            defer { other.close() }
            try other.run("DELETE FROM contacts WHERE id = ?1", ids[100])
        }
        #expect(try Self.due(db) == [0])
        #expect(try db.search(account: alice, text: "person 100").isEmpty)
        #expect(try db.contacts(for: alice).count == 299)
        #expect(try names(db.search(account: alice, text: "person 299")) == ["Person 299"])

        // The next write of a connection with the key seals the chunk again.
        try db.insert(contact("Later Person"), for: alice)
        try Self.expectChunksExact(db, alice)
        #expect(try db.search(account: alice, text: "person 100").isEmpty)
    }

    @Test func withMostChunksDueEveryRowIsReadFromTheIndex() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("book.sqlite").path
        let db = try openDatabase(at: path)
        defer { db.close() }
        let alice = try db.createAccount(name: "alice", password: "pw")
        let ids = try Self.fill(db, alice, count: 5000)
        #expect(try Self.chunkNumbers(db, alice).count == 20)
        do {
            let other = try SQLiteConnection(path: path)
            defer { other.close() }
            for chunk in 0..<20 { try other.run("DELETE FROM contacts WHERE id = ?1", ids[chunk * 256 + 7]) }
        }
        #expect(try Self.due(db).count == 20)
        let unread = try db.perform {
            var plain: [UInt8] = [], ranges: [Range<Int>] = []
            return try !db.forEachChunkedKeys(ofAccount: alice.id, sealer: db.sealer(forAccountID: alice.id),
                                              buffer: &plain, ranges: &ranges) { _, _, _ in }
        }
        #expect(unread, "more due chunks than ContactsDatabase.dueChunksReadLimit are read row by row")
        // ids[263] is chunk 1's 8th row ("person 263" finds "Person 2630"… too).
        #expect(try !names(db.search(account: alice, text: "person 263")).contains("Person 263"))
        #expect(try names(db.search(account: alice, text: "person 264")).contains("Person 264"))
        #expect(try db.contacts(for: alice).count == 4980)
    }

    @Test func aFailedChunkRewriteLeavesTheChangeUncommitted() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("book.sqlite").path
        let db = try openDatabase(at: path)
        defer { db.close() }
        let alice = try db.createAccount(name: "alice", password: "pw")
        let ids = try Self.fill(db, alice, count: 20)
        let other = try SQLiteConnection(path: path)
        defer { other.close() }
        func stored() throws -> (row: Data, chunk: Data) {
            (try other.queryFirst("SELECT sealed_keys FROM contacts WHERE id = ?1", ids[3]) { $0.data(at: 0) } ?? Data(),
             try other.queryFirst("SELECT sealed FROM key_chunks WHERE chunk = 0") { $0.data(at: 0) } ?? Data())
        }
        let before = try stored()
        let original = try #require(try other.queryFirst("SELECT sealed_keys FROM contacts WHERE id = ?1", ids[5]) {
            $0.data(at: 0)
        })
        // Another row of the same chunk damaged by another client: sealing chunk 0 again fails.
        try other.run("UPDATE contacts SET sealed_keys = ?2 WHERE id = ?1", ids[5], Data([1, 2, 3]))

        #expect(throws: ContactsStoreError.self) { try db.update(ids[3], with: contact("Never Stored"), for: alice) }
        let after = try stored()
        #expect(after.row == before.row, "the update rolled back with the failed chunk")
        #expect(after.chunk == before.chunk)

        try other.run("UPDATE contacts SET sealed_keys = ?2 WHERE id = ?1", ids[5], original)
        #expect(try db.search(account: alice, text: "never").isEmpty)
        #expect(try Set(names(db.search(account: alice, text: "person 3"))) == ["Person 3", "Person 13"])
        try db.update(ids[3], with: contact("Stored Now"), for: alice)
        try Self.expectChunksExact(db, alice)
        #expect(try names(db.search(account: alice, text: "stored")) == ["Stored Now"])
    }

    @Test func aChunkMovedToAnotherNumberDoesNotOpen() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("book.sqlite").path
        let db = try openDatabase(at: path)
        defer { db.close() }
        let alice = try db.createAccount(name: "alice", password: "pw")
        try Self.fill(db, alice, count: 300)
        do {
            let other = try SQLiteConnection(path: path)
            defer { other.close() }
            try other.run("UPDATE key_chunks SET chunk = 9 WHERE chunk = 0")
        }
        #expect(throws: ContactsStoreError.self) { try db.search(account: alice, text: "person") }
    }

    @Test func removingAnAccountRemovesItsChunksAndLeavesTheOthers() throws {
        let folder = try TemporaryFolder()
        let db = try openDatabase(at: folder.file("book.sqlite").path)
        defer { db.close() }
        let alice = try db.createAccount(name: "alice", password: "pw")
        let bob = try db.createAccount(name: "bob", password: "pw")
        try Self.fill(db, alice, count: 300)
        try Self.fill(db, bob, count: 300)
        try db.insert(contact("Alice Last"), for: alice)
        #expect(try Self.chunkNumbers(db, alice) == [0, 1, 2])
        #expect(try Self.chunkNumbers(db, bob) == [1, 2])
        try db.removeAccount(bob)
        #expect(try Self.chunkNumbers(db, bob) == [])
        try Self.expectChunksExact(db, alice)
        #expect(try db.perform { try db.connection.query("SELECT COUNT(*) FROM key_chunks") { $0.int(at: 0) } } == [3])
        #expect(try names(db.search(account: alice, text: "alice last")) == ["Alice Last"])
    }

    @Test func aSchema5BookIsReadAsItIsThenChunkedByTheFirstWritingSignIn() throws {
        let folder = try TemporaryFolder()
        let directory = folder.dataDirectory
        try directory.create()
        let path = directory.databaseURL.path
        let token: String
        do {
            let old = try openBook(at: path, schema: 5)
            defer { old.close() }
            let alice = try old.createAccount(name: "alice", password: "pw")
            try Self.fill(old, alice, count: 400)
            try old.insert(SealedBookTests.zebediah(), for: alice)
            token = try old.issueToken(for: alice)
        }
        // Read-only, schema 5: no chunk tables, every row's keys opened.
        do {
            let reader = try ContactsDatabase(directory: directory, passwordParameters: .weakForTesting,
                                              check: .schemaOnly, readOnly: true)
            defer { reader.close() }
            #expect(try reader.currentSchemaVersion() == 5)
            let alice = try #require(try reader.account(forToken: token))
            #expect(try names(reader.search(account: alice, text: "quux")) == ["Zebediah Quux"])
        }
        // The migration marks every chunk due; it cannot seal them (no key).
        let writer = try ContactsDatabase(directory: directory, passwordParameters: .weakForTesting)
        defer { writer.close() }
        #expect(try writer.currentSchemaVersion() == 6)
        #expect(try Self.due(writer) == [0, 1])
        #expect(try writer.perform { try writer.connection.query("SELECT COUNT(*) FROM key_chunks") { $0.int(at: 0) } } == [0])
        // A read-only reader before then reads the due chunks' rows.
        do {
            let reader = try ContactsDatabase(directory: directory, passwordParameters: .weakForTesting,
                                              check: .schemaOnly, readOnly: true)
            defer { reader.close() }
            let alice = try #require(try reader.account(forToken: token))
            #expect(try names(reader.search(account: alice, text: "quux")) == ["Zebediah Quux"])
            #expect(try reader.contactCount(for: alice) == 401)
        }
        let alice = try signIn(writer, "alice")
        try Self.expectChunksExact(writer, alice)
        #expect(try Self.chunkNumbers(writer, alice) == [0, 1])
        #expect(try names(writer.search(account: alice, text: "quux")) == ["Zebediah Quux"])
        #expect(try writer.contacts(for: alice).count == 401)
        #expect(filesHolding(SealedBookTests.secrets + ["Person 1", "person1@example.org"], under: directory.url) == [])
        #expect(try writer.integrityCheck() == ["ok"])
    }
}
