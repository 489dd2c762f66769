import Foundation
import Testing
import TestSupport
@testable import ContactsStore

/// The account key: AES-256-GCM sealing (NIST SP 800-38D), its wraps under the
/// password and under a remembered login, and a password change keeping it.
@Suite struct AccountKeyTests {
    @Test func aSealedValueOpensOnlyWithItsKeyAndContext() throws {
        let key = try AccountKey.random()
        let sealed = try key.seal(Data("server password".utf8), context: "carddav password alice http://h/")
        // Version byte, 12-byte nonce, ciphertext as long as the text, 16-byte tag.
        #expect(sealed.count == 1 + 12 + 15 + 16)
        #expect(sealed.range(of: Data("server password".utf8)) == nil)
        #expect(try key.open(sealed, context: "carddav password alice http://h/") == Data("server password".utf8))
        #expect(throws: ContactsStoreError.self) { try key.open(sealed, context: "carddav password bob http://h/") }
        #expect(throws: ContactsStoreError.self) { try AccountKey.random().open(sealed, context: "carddav password alice http://h/") }
        var altered = sealed
        altered[20] ^= 1
        #expect(throws: ContactsStoreError.self) { try key.open(altered, context: "carddav password alice http://h/") }
        // A fresh nonce each time: the same text never seals to the same bytes.
        #expect(try key.seal(Data("x".utf8), context: "c") != key.seal(Data("x".utf8), context: "c"))
        #expect(try key.open(try key.seal(Data(), context: "c"), context: "c") == Data())
    }

    @Test func thePasswordAndARememberedLoginReachTheSameKey() throws {
        let folder = try TemporaryFolder()
        let db = try openDatabase(at: folder.file("c.sqlite").path)
        let alice = try db.createAccount(name: "alice", password: "pw one")
        // Made with the account: it seals the book.
        #expect(try db.hasAccountKey(alice))
        let key = try db.accountKey(for: alice, password: "pw one")
        let sealed = try key.seal(Data("secret".utf8), context: "c")
        // Later, by the password again.
        #expect(try db.accountKey(for: alice, password: "pw one").open(sealed, context: "c") == Data("secret".utf8))
        #expect(throws: ContactsStoreError.self) { try db.accountKey(for: alice, password: "wrong") }
        // A token issued where the key is not at hand (another connection, not signed
        // in) has no wrap and gives no key; once wrapped, it does.
        let token = try openDatabase(at: folder.file("c.sqlite").path).issueToken(for: alice)
        #expect(try db.accountKey(for: alice, token: token) == nil)
        try db.wrapAccountKey(key, for: alice, token: token)
        #expect(try db.tokenWrapsAccountKey(token))
        #expect(try db.accountKey(for: alice, token: token)?.open(sealed, context: "c") == Data("secret".utf8))
        // Another account's token does not reach alice's key.
        let bob = try db.createAccount(name: "bob", password: "pw two")
        let bobToken = try db.issueToken(for: bob)
        #expect(throws: ContactsStoreError.self) { try db.wrapAccountKey(key, for: alice, token: bobToken) }
        #expect(try db.accountKey(for: alice, token: bobToken) == nil)
        // Revoking the token deletes its wrap.
        try db.revokeToken(token)
        #expect(try db.tokenWrapsAccountKey(token) == false)
    }

    @Test func changingThePasswordKeepsTheKeyUnderTheNewPassword() throws {
        let folder = try TemporaryFolder()
        let db = try openDatabase(at: folder.file("c.sqlite").path)
        let alice = try db.createAccount(name: "alice", password: "old pw")
        let sealed = try db.accountKey(for: alice, password: "old pw").seal(Data("s".utf8), context: "c")
        let token = try db.issueToken(for: alice)
        try db.wrapAccountKey(try db.accountKey(for: alice, password: "old pw"), for: alice, token: token)
        #expect(try db.changePassword(for: alice, from: "old pw", to: "new pw") == 1)
        #expect(try db.verify(name: "alice", password: "new pw") == .success(alice))
        #expect(try db.accountKey(for: alice, password: "new pw").open(sealed, context: "c") == Data("s".utf8))
        #expect(throws: ContactsStoreError.self) { try db.accountKey(for: alice, password: "old pw") }
        #expect(try db.accountKey(for: alice, token: token) == nil)
    }
}

/// Schema version 2 (the account key and the sync state) added to a version 1 book.
@Suite struct SyncSchemaMigrationTests {
    @Test func aVersionOneBookKeepsItsContactsAndGainsTheSyncTables() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("c.sqlite").path
        try PlainBookSealingTests.makePlainBook(at: path, version: 1)
        let db = try openDatabase(at: path)
        #expect(try db.currentSchemaVersion() == ContactsDatabase.schemaVersion)
        let alice = try signIn(db, "alice")
        #expect(try names(db.contacts(for: alice)) == ["Wilhelmina Frobisher", "Zebediah Quux"])
        let server = try db.setSyncServer(for: alice, url: "http://h/alice/contacts/", userName: "alice", secret: Data([1]))
        #expect(try db.syncItems(of: server).isEmpty)
        // A contact deleted here keeps its item, without the contact: how a local removal is seen.
        let id = try db.contacts(for: alice)[0].id
        try db.applySync([.recordItem(SyncItem(href: "/alice/contacts/a.vcf", contactID: id, etag: "\"1\"", localHash: Data([2])))],
                         server: server, account: alice)
        try db.delete(id, for: alice)
        #expect(try db.syncItems(of: server) == [SyncItem(href: "/alice/contacts/a.vcf", contactID: nil, etag: "\"1\"", localHash: Data([2]))])
    }
}
