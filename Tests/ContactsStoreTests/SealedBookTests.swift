import Foundation
import Testing
import TestSupport
@testable import ContactsStore

/// The book encrypted at rest (docs/DECISIONS.md, "The book encrypted at rest"):
/// nothing a contact holds is readable in the data directory, search and order still
/// work, the key follows the password, and an old plain book is sealed once.
@Suite struct SealedBookTests {
    /// What the tests' contacts hold, as typed and as the search text keeps it.
    static let secrets = ["Zebediah Quux", "zebediah quux", "Quux", "quux", "+44 7700 900123", "7700 900123",
                          "zeb@quux.example", "a very private note", "Wilhelmina Frobisher", "wilhelmina",
                          "frobisher@example.org", "uid-zebediah-1"]

    static let card = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:uid-zebediah-1\r
        FN:Zebediah Quux\r
        N:Quux;Zebediah;;;\r
        TEL;TYPE=CELL:+44 7700 900123\r
        EMAIL:zeb@quux.example\r
        NOTE:a very private note\r
        END:VCARD\r

        """

    static func zebediah() -> ContactFields {
        var fields = contact("Zebediah Quux", phone: "+44 7700 900123", email: "zeb@quux.example", note: "a very private note")
        fields.uid = "uid-zebediah-1"
        fields.givenName = "Zebediah"
        fields.familyName = "Quux"
        fields.vCard = card
        return fields
    }

    @Test func noNamePhoneOrEmailIsReadableInAnyFileEvenMidWrite() throws {
        let folder = try TemporaryFolder()
        let directory = folder.dataDirectory
        let snapshot = folder.file("snapshot")
        do {
            let db = try ContactsDatabase(directory: directory, passwordParameters: .weakForTesting)
            let alice = try db.createAccount(name: "alice", password: "pw")
            try db.insert(Self.zebediah(), for: alice)
            let wilhelmina = try db.insert(contact("Wilhelmina Frobisher", email: "frobisher@example.org"), for: alice)
            try db.update(wilhelmina.id, with: contact("Wilhelmina Frobisher", phone: "0161 496 0000",
                                                       email: "frobisher@example.org"), for: alice)
            _ = try db.issueToken(for: alice)
            // A write cut short, as a crash or kill leaves the files: a small page cache
            // makes the open transaction spill its pages into the write-ahead log, and
            // the files are copied while it is open.
            try db.connection.execute("PRAGMA cache_size=8")
            try db.merging(into: alice) { merge in
                _ = try merge.merge((0..<3000).map { contact("Quux Cousin \($0)", phone: "+44 7700 90\($0)",
                                                             email: "cousin\($0)@quux.example") })
                try FileManager.default.copyItem(at: directory.url, to: snapshot)
            }
            db.close()
        }
        let walFrames = (try? Data(contentsOf: snapshot.appendingPathComponent("contacts.sqlite-wal")))?.count ?? 0
        #expect(walFrames > 100_000, "the snapshot's log holds the open transaction's pages")
        #expect(filesHolding(Self.secrets + ["Quux Cousin 2999", "cousin2999@quux.example"], under: directory.url) == [])
        #expect(filesHolding(Self.secrets + ["Quux Cousin", "cousin1@quux", "quux cousin"], under: snapshot) == [])

        // Still found by what its search text holds, in list order, once signed in.
        let db = try ContactsDatabase(directory: directory, passwordParameters: .weakForTesting)
        let alice = try signIn(db, "alice")
        #expect(try names(db.search(account: alice, text: "zeb")) == ["Zebediah Quux"])
        #expect(try names(db.search(account: alice, text: "cousin2999@")) == ["Quux Cousin 2999"])
        #expect(try names(db.search(account: alice, text: "frobisher@exa 0161")) == ["Wilhelmina Frobisher"])
        #expect(try names(db.contacts(for: alice, range: 0..<2)) == ["Quux Cousin 0", "Quux Cousin 1"])
        #expect(try db.sections(for: alice).map(\.title) == ["Q", "W", "Z"])
        let stored = try #require(try db.search(account: alice, text: "zebediah").first)
        #expect(stored.fields == { var f = Self.zebediah(); f.searchText = f.searchText.lowercased(); return f }())
    }

    @Test func withoutThePasswordOrARememberedLoginTheContactsDoNotOpen() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("c.sqlite").path
        let token: String
        do {
            let db = try openDatabase(at: path)
            let alice = try db.createAccount(name: "alice", password: "pw")
            try db.insert(Self.zebediah(), for: alice)
            token = try db.issueToken(for: alice)
        }
        let other = try openDatabase(at: path)
        let alice = try #require(try other.account(named: "alice"))
        #expect(throws: ContactsStoreError.accountLocked("alice")) { try other.contacts(for: alice) }
        #expect(throws: ContactsStoreError.accountLocked("alice")) { try other.insert(contact("Eve"), for: alice) }
        #expect(try other.verify(name: "alice", password: "wrong") == .invalidCredentials)
        #expect(throws: ContactsStoreError.accountLocked("alice")) { try other.search(account: alice, text: "zeb") }

        // The remembered login opens them on a third connection.
        let third = try openDatabase(at: path)
        #expect(try third.account(forToken: token) == alice)
        #expect(try names(third.contacts(for: alice)) == ["Zebediah Quux"])
    }

    @Test func changingThePasswordRewrapsTheKeyAndLeavesTheRowsAsSealed() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("c.sqlite").path
        let db = try openDatabase(at: path)
        let alice = try db.createAccount(name: "alice", password: "old pw")
        try db.insert(Self.zebediah(), for: alice)
        let rows = { try db.connection.query("SELECT sealed_keys, sealed_fields, sealed_card FROM contacts") {
            [$0.data(at: 0), $0.data(at: 1), $0.data(at: 2)]
        } }
        let before = try rows()
        try db.changePassword(for: alice, to: "new pw")
        #expect(try rows() == before)

        let reopened = try openDatabase(at: path)
        #expect(try reopened.verify(name: "alice", password: "old pw") == .invalidCredentials)
        let signedIn = try signIn(reopened, "alice", "new pw")
        #expect(try names(reopened.contacts(for: signedIn)) == ["Zebediah Quux"])
    }

    @Test func removingAnAccountLeavesNothingOfItsContacts() throws {
        let folder = try TemporaryFolder()
        let directory = folder.dataDirectory
        let db = try ContactsDatabase(directory: directory, passwordParameters: .weakForTesting)
        let alice = try db.createAccount(name: "alice", password: "pw")
        let bob = try db.createAccount(name: "bob", password: "pw2")
        try db.insert(Self.zebediah(), for: alice)
        try db.insert(contact("Bob's Friend"), for: bob)
        let sealed = try db.connection.query("SELECT sealed_keys, sealed_fields FROM contacts WHERE account_id = ?1", alice.id) {
            [$0.data(at: 0), $0.data(at: 1)]
        }.flatMap { $0 }
        #expect(sealed.count == 2)
        try db.removeAccount(alice)

        for (path, data) in filesUnder(directory.url) {
            for value in sealed { #expect(data.range(of: value.prefix(24)) == nil, "\(path) keeps a sealed row of the removed account") }
        }
        #expect(try db.connection.queryFirst("SELECT COUNT(*) FROM account_keys WHERE account_id = ?1", alice.id) { $0.int(at: 0) } == 0)
        #expect(try names(db.contacts(for: bob)) == ["Bob's Friend"])
    }

    @Test func theSyncFingerprintIsKeyed() throws {
        let folder = try TemporaryFolder()
        let db = try openDatabase(at: folder.file("c.sqlite").path)
        let alice = try db.createAccount(name: "alice", password: "pw")
        let server = try db.setSyncServer(for: alice, url: "http://h/a/", userName: "a", secret: Data([1]))
        try db.applySync([.storeServerCard(href: "/a/z.vcf", etag: "\"1\"", fields: Self.zebediah(), contactID: nil)],
                         server: server, account: alice)
        let item = try #require(try db.syncItems(of: server).first)
        #expect(item.localHash != Self.zebediah().contentHash)
        var hashes: [Data] = []
        try db.forEachContentHash(for: alice) { _, _, hash in hashes.append(hash) }
        #expect(hashes == [item.localHash])
    }
}

/// The book at `path` opened as schema `version` wrote it: only the first `version`
/// migrations run, so a test can make an older book and then open it with today's code.
func openBook(at path: String, schema version: Int) throws -> ContactsDatabase {
    try ContactsDatabase(path: path, passwordParameters: .weakForTesting, tokenLifetime: 3600, busyTimeout: 3000,
                         clock: { Date() }, migrations: Array(Schema.migrations.prefix(version)))
}

/// A plain book (schema 2, before sealing) is sealed at its account's first sign-in.
@Suite struct PlainBookSealingTests {
    /// Writes a book of schema `version` as that version stored it: plain rows.
    static func makePlainBook(at path: String, version: Int, phones: String = #"[{"label":"cell","value":"+44 7700 900123"}]"#) throws {
        let old = try openBook(at: path, schema: version)
        defer { old.close() }
        let hash = try PasswordHash.make(password: "pw", parameters: .weakForTesting)
        try old.connection.run("INSERT INTO accounts (name, name_key, password_hash, created) VALUES ('alice', 'alice', ?1, 0)",
                               hash.encoded)
        let rows: [(String, String, String, String?)] = [
            ("uid-zebediah-1", "Zebediah Quux", phones, SealedBookTests.card),
            ("uid-w", "Wilhelmina Frobisher", #"[{"label":"","value":"0161 496 0000"}]"#, nil),
        ]
        for (uid, name, phones, card) in rows {
            try old.connection.run("""
                INSERT INTO contacts (account_id, uid, given_name, family_name, formatted_name, note, sort_key, section,
                search_text, phones, emails, created, updated, vcard) VALUES (1, ?1, '', '', ?2, 'a very private note', ?3, ?4, ?5, ?6, '[]', 5, 6, ?7)
                """, uid, name, name.lowercased(), String(name.prefix(1)), name.lowercased() + " zeb@quux.example", phones, card)
        }
    }

    @Test func theFirstSignInSealsEveryRowAndLeavesNoPlaintextInTheDirectory() throws {
        let folder = try TemporaryFolder()
        let directory = folder.dataDirectory
        try directory.create()
        try Self.makePlainBook(at: directory.databaseURL.path, version: 2)
        #expect(filesHolding(["Zebediah Quux"], under: directory.url) != [], "the old book is plain")

        let db = try ContactsDatabase(directory: directory, passwordParameters: .weakForTesting)
        #expect(try db.currentSchemaVersion() == ContactsDatabase.schemaVersion)
        let alice = try signIn(db, "alice")
        #expect(filesHolding(SealedBookTests.secrets, under: directory.url) == [])
        let records = try db.contacts(for: alice)
        #expect(records.map(\.formattedName) == ["Wilhelmina Frobisher", "Zebediah Quux"])
        #expect(records.map(\.uid) == ["uid-w", "uid-zebediah-1"])
        #expect(records[1].vCard == SealedBookTests.card)
        #expect(records[1].phones == [ContactValue("+44 7700 900123", label: "cell")])
        #expect(records[1].note == "a very private note")
        #expect(records.map(\.created) == [Date(timeIntervalSince1970: 5), Date(timeIntervalSince1970: 5)])
        #expect(try names(db.search(account: alice, text: "zeb@quux")) == ["Wilhelmina Frobisher", "Zebediah Quux"])
        #expect(try db.connection.queryFirst("SELECT COUNT(*) FROM sealing_due") { $0.int(at: 0) } == 0)
        #expect(try db.integrityCheck() == ["ok"])
    }

    @Test func aRowThatCannotBeSealedLeavesTheWholeBookAsItWas() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("c.sqlite").path
        try Self.makePlainBook(at: path, version: 2, phones: "not a phone list")
        let db = try openDatabase(at: path)
        #expect(throws: ContactsStoreError.self) { try db.verify(name: "alice", password: "pw") }
        let plain = try db.connection.queryFirst("SELECT COUNT(*) FROM contacts WHERE sealed_keys IS NULL") { $0.int(at: 0) }
        #expect(plain == 2)
        #expect(try db.connection.queryFirst("SELECT COUNT(*) FROM sealing_due") { $0.int(at: 0) } == 1)
    }
}
