import Foundation
import Testing
import TestSupport
@testable import ContactsStore

/// A sign-in runs scrypt once (docs/DECISIONS.md, "One scrypt run per sign-in"): the
/// run's first 32 bytes are the password hash, its last 32 wrap the account key.
@Suite struct SignInDerivationTests {
    /// The first half of a 64-byte derivation is the 32-byte derivation (scrypt ends in
    /// PBKDF2, RFC 7914 section 6, whose output blocks are independent), so every hash
    /// stored before still verifies and yields a wrapping key.
    @Test func aHashMadeBeforeStillVerifiesAndGivesAWrappingKey() throws {
        let old = try PasswordHash.make(password: "pw", parameters: .weakForTesting)
        let key = try #require(try old.wrappingKey(ifVerifying: "pw"))
        #expect(key.count == 32)
        #expect(key != old.hash)
        #expect(try old.wrappingKey(ifVerifying: "pW") == nil)
        let (made, tail) = try PasswordHash.makeWithWrappingKey(password: "pw", parameters: .weakForTesting)
        #expect(try made.verify(password: "pw"))
        #expect(try made.wrappingKey(ifVerifying: "pw") == tail)
    }

    @Test func aSignInRunsScryptOnceAndTheKeyStillOpensTheBook() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("c.sqlite").path
        let first = try openDatabase(at: path)
        let alice = try first.createAccount(name: "alice", password: "pw one")
        #expect(first.passwordDerivations == 1)
        _ = try first.insert(contact("Zebediah Quux", phone: "+44 7700 900123"), for: alice)

        let second = try openDatabase(at: path)
        #expect(try second.verify(name: "alice", password: "pw one") == .success(alice))
        #expect(second.passwordDerivations == 1)
        #expect(try names(second.contacts(for: alice)) == ["Zebediah Quux"])
        // The key is the same one: what it sealed opens, and a wrong password gets nothing.
        #expect(second.unlockedKey(for: alice)?.bytes == first.unlockedKey(for: alice)?.bytes)
        let third = try openDatabase(at: path)
        #expect(try third.verify(name: "alice", password: "pw two") == .invalidCredentials)
        #expect(third.passwordDerivations == 1)
        #expect(third.unlockedKey(for: alice) == nil)
        #expect(throws: ContactsStoreError.self) { try third.contacts(for: alice) }
    }

    @Test func aKeyWrappedTheOlderWayOpensAndIsRewrappedOnce() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("c.sqlite").path
        let first = try openDatabase(at: path)
        let alice = try first.createAccount(name: "alice", password: "pw one")
        _ = try first.insert(contact("Wilhelmina Frobisher"), for: alice)
        // The wrap as the previous version made it: a derivation with a salt of its own.
        let key = try #require(first.unlockedKey(for: alice))
        let (kdf, wrap) = try first.passwordWrap(of: key, account: alice, password: "pw one")
        try first.write { try first.connection.run("UPDATE account_keys SET kdf = ?2, password_wrap = ?3 WHERE account_id = ?1",
                                                   alice.id, kdf, wrap) }

        let upgrading = try openDatabase(at: path)
        #expect(try upgrading.verify(name: "alice", password: "pw one") == .success(alice))
        #expect(upgrading.passwordDerivations == 2)
        #expect(try names(upgrading.contacts(for: alice)) == ["Wilhelmina Frobisher"])
        let stored = try upgrading.perform {
            try upgrading.connection.queryFirst("SELECT kdf FROM account_keys WHERE account_id = ?1", alice.id) { $0.string(at: 0) }
        }
        #expect(stored == ContactsDatabase.hashTailKDF)

        let later = try openDatabase(at: path)
        #expect(try later.verify(name: "alice", password: "pw one") == .success(alice))
        #expect(later.passwordDerivations == 1)
        #expect(try names(later.contacts(for: alice)) == ["Wilhelmina Frobisher"])
        #expect(later.unlockedKey(for: alice)?.bytes == key.bytes)
    }

    @Test func aPasswordChangeIsOneRunAndTheNewPasswordOpensTheKey() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("c.sqlite").path
        let first = try openDatabase(at: path)
        let alice = try first.createAccount(name: "alice", password: "old pw")
        _ = try first.insert(contact("Zebediah Quux"), for: alice)
        try first.changePassword(for: alice, to: "new pw")
        #expect(first.passwordDerivations == 2)
        let second = try openDatabase(at: path)
        #expect(try second.verify(name: "alice", password: "new pw") == .success(alice))
        #expect(second.passwordDerivations == 1)
        #expect(try names(second.contacts(for: alice)) == ["Zebediah Quux"])
        #expect(try second.verify(name: "alice", password: "old pw") == .invalidCredentials)
    }
}

/// A sync's step on a local contact applies only if the contact is as the sync read it
/// (``SyncChange``'s `ifUnchanged`), checked in the applying transaction.
@Suite struct SyncOverwriteGuardTests {
    @Test func aContactEditedAfterTheSyncReadItIsNotOverwrittenNorRemoved() throws {
        let folder = try TemporaryFolder()
        let db = try openDatabase(at: folder.file("c.sqlite").path)
        let alice = try db.createAccount(name: "alice", password: "pw")
        let server = try db.setSyncServer(for: alice, url: "http://h/alice/contacts/", userName: "alice", secret: Data([1]))
        let grace = try db.insert(contact("Grace Hopper", note: "as read"), for: alice)
        let ada = try db.insert(contact("Ada Lovelace", note: "as read"), for: alice)
        var read: [Int64: Data] = [:]
        try db.forEachContentHash(for: alice) { id, _, hash in read[id] = hash }
        // Another connection (another process) edits both after the sync read them.
        let other = try openDatabase(at: folder.file("c.sqlite").path)
        #expect(try other.verify(name: "alice", password: "pw") == .success(alice))
        _ = try other.update(grace.id, with: contact("Grace Hopper", note: "edited meanwhile"), for: alice)
        _ = try other.update(ada.id, with: contact("Ada Lovelace", note: "edited meanwhile"), for: alice)
        let bob = try db.insert(contact("Bob", note: "as read"), for: alice)
        try db.forEachContentHash(for: alice) { id, _, hash in if id == bob.id { read[id] = hash } }

        let applied = try db.applySync([
            .insertLocalCopy(fields: contact("Grace Hopper", note: "copy"), of: grace.id, ifUnchanged: read[grace.id]),
            .storeServerCard(href: "/alice/contacts/grace.vcf", etag: "\"2\"", fields: contact("Grace Hopper", note: "server"),
                             contactID: grace.id, ifUnchanged: read[grace.id]),
            .removeContact(contactID: ada.id, href: "/alice/contacts/ada.vcf", ifUnchanged: read[ada.id]),
            .storeServerCard(href: "/alice/contacts/bob.vcf", etag: "\"3\"", fields: contact("Bob", note: "server"),
                             contactID: bob.id, ifUnchanged: read[bob.id]),
        ], server: server, account: alice)
        #expect(applied == AppliedSync(ids: [bob.id], skipped: [grace.id, ada.id]))
        #expect(try db.contacts(for: alice).map { "\($0.formattedName): \($0.note)" }.sorted()
                == ["Ada Lovelace: edited meanwhile", "Bob: server", "Grace Hopper: edited meanwhile"])
        #expect(try db.syncItems(of: server).map(\.href) == ["/alice/contacts/bob.vcf"])
    }
}
