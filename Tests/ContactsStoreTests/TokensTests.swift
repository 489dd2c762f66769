import Foundation
import Testing
import TestSupport
@testable import ContactsStore
#if canImport(Glibc)
import Glibc
#endif

/// Remember-me tokens, the token file, and "the password is never written".
@Suite struct TokensTests {
    let directory: TemporaryDirectory
    let clock = TestClock()
    let database: ContactsDatabase
    let alice: Account

    init() throws {
        directory = try TemporaryDirectory()
        database = try ContactsDatabase(directory: directory.dataDirectory, passwordParameters: .weakForTesting,
                                        clock: clock.function)
        alice = try database.createAccount(name: "alice", password: "pw")
    }

    @Test func tokenIs32RandomBytesInBase64URLAndOnlyItsHashIsStored() throws {
        let token = try database.issueToken(for: alice)
        let other = try database.issueToken(for: alice)

        #expect(token.count == 43)
        #expect(token.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        #expect(token != other)
        let stored = try database.perform {
            try database.connection.query("SELECT token_hash, expires - created FROM tokens ORDER BY id") {
                "\(Array($0.data(at: 0))) \($0.double(at: 1))"
            }
        }
        #expect(stored == ["\(Array(Crypto.sha256(Data(token.utf8)))) 2592000.0",
                           "\(Array(Crypto.sha256(Data(other.utf8)))) 2592000.0"])
    }

    @Test func tokenFindsItsAccountUntilItExpires() throws {
        let token = try database.issueToken(for: alice)

        #expect(try database.account(forToken: token) == alice)
        #expect(try database.account(forToken: token + "x") == nil)
        #expect(try database.account(forToken: "") == nil)
        clock.advance(by: 30 * 24 * 3600 - 1)
        #expect(try database.account(forToken: token) == alice)
        clock.advance(by: 1)
        #expect(try database.account(forToken: token) == nil)
    }

    @Test func revokingOneOrAllTokens() throws {
        let bob = try database.createAccount(name: "bob", password: "pw")
        let first = try database.issueToken(for: alice)
        let second = try database.issueToken(for: alice)
        let bobs = try database.issueToken(for: bob)

        try database.revokeToken(first)
        #expect(try [first, second, bobs].map { try database.account(forToken: $0) } == [nil, alice, bob])

        try database.revokeTokens(for: alice)
        #expect(try [first, second, bobs].map { try database.account(forToken: $0) } == [nil, nil, bob])
    }

    @Test func expiredTokensArePurgedWhenANewOneIsIssued() throws {
        _ = try database.issueToken(for: alice)
        clock.advance(by: 31 * 24 * 3600)

        _ = try database.issueToken(for: alice)

        #expect(try database.perform { try database.connection.queryFirst("SELECT COUNT(*) FROM tokens") { $0.int(at: 0) } } == 1)
    }

    @Test func tokenFileIsWrittenAtomicallyWithMode0600AndReadBack() throws {
        let file = TokenFile(directory: directory.dataDirectory)
        #expect(try file.read() == nil)
        let oldUmask = umask(0)  // the widest umask: the mode must still be 0600
        defer { umask(oldUmask) }

        try file.write("first-token")
        try file.write("second-token")

        #expect(try file.read() == "second-token")
        #expect(try mode(file.url.path) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.dataDirectory.path).sorted()
                == ["contacts.sqlite", "contacts.sqlite-shm", "contacts.sqlite-wal", "login-token"])
        try file.delete()
        try file.delete()
        #expect(try file.read() == nil)
    }

    @Test func failedTokenWriteLeavesNoTemporaryFileBehind() throws {
        // A directory where the file should go: rename(2) fails even for root.
        let own = try TemporaryDirectory()
        let target = own.file("login-token")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("keep"), withIntermediateDirectories: true)
        let file = TokenFile(url: target)

        let error = #expect(throws: ContactsStoreError.self) { try file.write("token") }

        #expect(error == .file(path: target.path, reason: "cannot replace the file: Is a directory"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: own.path) == ["login-token"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == ["keep"])
    }

    @Test func thePasswordIsNeverWrittenToAnyFileInTheDataDirectory() throws {
        let password = "Pässwörd-4d6f1c-不要保存"
        let account = try database.createAccount(name: "carol", password: password)
        #expect(try database.verify(name: "carol", password: password) == .success(account))
        let token = try database.issueToken(for: account)
        try TokenFile(directory: directory.dataDirectory).write(token)
        try PreferencesFile(directory: directory.dataDirectory)
            .save(Preferences(rememberPassword: true, autoLogin: true, lastAccount: "carol"))
        try database.insert(contact("Someone", phone: "123"), for: account)

        let files = try FileManager.default.contentsOfDirectory(atPath: directory.dataDirectory.path).sorted()
        #expect(files == ["contacts.sqlite", "contacts.sqlite-shm", "contacts.sqlite-wal", "login-token", "preferences.json"])
        let needles = [Data(password.utf8), Data(password.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })]
        var scanned = 0
        for name in files {
            let bytes = try Data(contentsOf: directory.dataDirectory.url.appendingPathComponent(name))
            scanned += bytes.count
            for needle in needles {
                #expect(bytes.range(of: needle) == nil, "password found in \(name)")
            }
            #expect(bytes.range(of: Data(token.utf8)) == nil || name == "login-token", "token found in \(name)")
        }
        #expect(scanned > 0)
    }
}
