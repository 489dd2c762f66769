import Foundation
import Testing
import TestSupport
@testable import ContactsStore

/// Accounts: scrypt hashes, verification, back-off, password change, removal.
@Suite struct AccountsTests {
    let directory: TemporaryDirectory
    let clock = TestClock()
    let database: ContactsDatabase

    init() throws {
        directory = try TemporaryDirectory()
        database = try openDatabase(at: directory.file("contacts.sqlite").path, clock: clock)
    }

    func storedHash(_ name: String) throws -> String? {
        try database.perform {
            try database.connection.queryFirst("SELECT password_hash FROM accounts WHERE name = ?1", name) { $0.string(at: 0) }
        }
    }

    @Test func createdAccountKeepsItsNameAndASaltedSelfDescribingHash() throws {
        let account = try database.createAccount(name: "  Alice Smith ", password: "s3cret")

        #expect(account == Account(id: account.id, name: "Alice Smith", created: clock.now))
        #expect(try database.accounts() == [account])
        let encoded = try #require(try storedHash("Alice Smith"))
        let parts = encoded.split(separator: "$").map(String.init)
        #expect(parts.count == 6)
        #expect(Array(parts.prefix(4)) == ["scrypt", "10", "8", "1"])
        #expect(Data(base64Encoded: parts[4])?.count == 16)
        #expect(Data(base64Encoded: parts[5])?.count == 32)
        #expect(!encoded.contains("s3cret"))
    }

    @Test func samePasswordGetsDifferentSalts() throws {
        try database.createAccount(name: "a", password: "same")
        try database.createAccount(name: "b", password: "same")

        #expect(try storedHash("a") != storedHash("b"))
    }

    @Test func namesAreUniqueIgnoringCaseAndLookedUpIgnoringCase() throws {
        let account = try database.createAccount(name: "Zoë", password: "pw")

        #expect(throws: ContactsStoreError.accountExists("ZOË")) { try database.createAccount(name: "ZOË", password: "x") }
        #expect(try database.account(named: "zoë") == account)
        #expect(try database.verify(name: " ZOË ", password: "pw") == .success(account))
    }

    @Test(arguments: [
        ("", "it is empty"),
        ("   ", "it is empty"),
        ("tab\there", "it contains control characters"),
        (String(repeating: "x", count: 65), "it is longer than 64 characters"),
    ])
    func invalidNamesAreRefused(name: String, reason: String) throws {
        #expect(throws: ContactsStoreError.invalidAccountName(name, reason: reason)) {
            try database.createAccount(name: name, password: "pw")
        }
        #expect(try database.accounts() == [])
    }

    @Test func emptyPasswordIsRefused() throws {
        #expect(throws: ContactsStoreError.emptyPassword) { try database.createAccount(name: "a", password: "") }
    }

    @Test func rightPasswordSucceedsWrongPasswordAndUnknownNameFailAlike() throws {
        let account = try database.createAccount(name: "alice", password: "correct horse")

        #expect(try database.verify(name: "alice", password: "correct horse") == .success(account))
        #expect(try database.verify(name: "alice", password: "correct horsE") == .invalidCredentials)
        #expect(try database.verify(name: "alice", password: "") == .invalidCredentials)
        #expect(try database.verify(name: "mallory", password: "correct horse") == .invalidCredentials)
    }

    @Test func backOffStartsAfterThreeFailuresDoublesAndCapsAtSixtySeconds() throws {
        let account = try database.createAccount(name: "alice", password: "pw")
        var trace: [String] = []
        func attempt(_ password: String) throws {
            switch try database.verify(name: "alice", password: password) {
            case .success: trace.append("success")
            case .invalidCredentials: trace.append("invalid")
            case .locked(let wait): trace.append("locked \(wait)")
            }
        }

        for _ in 0..<3 { try attempt("wrong") }
        try attempt("pw")                        // locked: no password is checked
        clock.advance(by: 0.5)
        try attempt("pw")
        clock.advance(by: 0.5)
        try attempt("wrong")                     // 4th failure: 2 s
        try attempt("wrong")
        clock.advance(by: 2)
        for _ in 0..<5 {                         // 5th…9th failures: 4, 8, 16, 32, 60 s
            try attempt("wrong")
            try attempt("wrong")
            clock.advance(by: 60)
        }
        try attempt("wrong")                     // 10th failure: still 60 s
        try attempt("wrong")
        clock.advance(by: 60)
        try attempt("pw")                        // success resets
        try attempt("wrong")
        try attempt("wrong")
        try attempt("pw")

        #expect(trace == [
            "invalid", "invalid", "invalid", "locked 1.0", "locked 0.5",
            "invalid", "locked 2.0",
            "invalid", "locked 4.0", "invalid", "locked 8.0", "invalid", "locked 16.0", "invalid", "locked 32.0",
            "invalid", "locked 60.0", "invalid", "locked 60.0",
            "success", "invalid", "invalid", "success",
        ])
        _ = account
    }

    @Test func backOffIsStoredInTheDatabaseAndAppliesToUnknownNamesToo() throws {
        let path = database.path
        for _ in 0..<3 { _ = try database.verify(name: "nobody", password: "x") }
        database.close()

        let reopened = try openDatabase(at: path, clock: clock)

        #expect(try reopened.verify(name: "NOBODY", password: "x") == .locked(retryAfter: 1))
    }

    @Test func backOffTable() {
        #expect((0...12).map { ContactsDatabase.backOff(afterFailures: $0) }
                == [0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60, 60])
    }

    @Test func changePasswordReplacesTheHashAndClearsFailures() throws {
        let account = try database.createAccount(name: "alice", password: "old")
        for _ in 0..<2 { _ = try database.verify(name: "alice", password: "bad") }

        try database.changePassword(for: account, to: "new")

        #expect(try database.verify(name: "alice", password: "old") == .invalidCredentials)
        #expect(try database.verify(name: "alice", password: "new") == .success(account))
        #expect(throws: ContactsStoreError.emptyPassword) { try database.changePassword(for: account, to: "") }
    }

    @Test func removeAccountDeletesItsContactsAndTokensOnly() throws {
        let alice = try database.createAccount(name: "alice", password: "a")
        let bob = try database.createAccount(name: "bob", password: "b")
        try database.importContacts([contact("A1", phone: "1"), contact("A2", email: "a@x")], for: alice)
        let bobs = try database.insert(contact("B1", phone: "2"), for: bob)
        let aliceToken = try database.issueToken(for: alice)
        let bobToken = try database.issueToken(for: bob)

        try database.removeAccount(alice)

        #expect(try database.accounts() == [bob])
        #expect(try database.account(forToken: aliceToken) == nil)
        #expect(try database.account(forToken: bobToken) == bob)
        #expect(try database.contacts(for: bob) == [bobs])
        let counts = try database.perform {
            try ["contacts", "tokens", "accounts"].map { table in
                try database.connection.queryFirst("SELECT COUNT(*) FROM \(table)") { $0.int(at: 0) } ?? -1
            }
        }
        #expect(counts == [1, 1, 1])
        #expect(try database.verify(name: "alice", password: "a") == .invalidCredentials)
        #expect(throws: ContactsStoreError.accountNotFound("alice")) { try database.removeAccount(alice) }
    }

    @Test func weakerStoredHashIsUpgradedAfterASuccessfulLogin() throws {
        let account = try database.createAccount(name: "alice", password: "pw")
        let path = database.path
        database.close()
        let stronger = try #require(ScryptParameters(logN: 11, r: 8, p: 1))

        let upgraded = try ContactsDatabase(path: path, passwordParameters: stronger, clock: clock.function)
        #expect(try upgraded.verify(name: "alice", password: "pw") == .success(account))

        let hash = try upgraded.perform {
            try upgraded.connection.queryFirst("SELECT password_hash FROM accounts") { $0.string(at: 0) }
        }
        #expect(hash?.hasPrefix("scrypt$11$8$1$") == true)
        #expect(try upgraded.verify(name: "alice", password: "pw") == .success(account))
    }

    @Test func damagedPasswordRecordIsReportedClearly() throws {
        try database.createAccount(name: "alice", password: "pw")
        try database.perform { try database.connection.run("UPDATE accounts SET password_hash = 'md5$abc'") }

        #expect(throws: ContactsStoreError.invalidPasswordRecord(account: "alice")) {
            try database.verify(name: "alice", password: "pw")
        }
    }

    @Test(arguments: ["", "scrypt$17$8$1$AAAA", "scrypt$99$8$1$AAAAAAAAAAAAAAAAAAAAAA==$" + String(repeating: "A", count: 44),
                      "scrypt$17$8$1$!!!$" + String(repeating: "A", count: 44), "pbkdf2$600000$x$y$z$w"])
    func malformedHashRecordsAreRejected(_ encoded: String) {
        #expect(PasswordHash(encoded: encoded) == nil)
    }

    @Test func hashRecordRoundTripsThroughItsTextForm() throws {
        let hash = try PasswordHash.make(password: "pw", parameters: .weakForTesting)

        let parsed = try #require(PasswordHash(encoded: hash.encoded))

        #expect(parsed == hash)
        #expect(try parsed.verify(password: "pw"))
        #expect(try !parsed.verify(password: "pW"))
    }

    /// RFC 7914 section 12, second test vector: scrypt("password", "NaCl",
    /// N=1024, r=8, p=16, dkLen=64). Checks our call of EVP_PBE_scrypt.
    @Test func scryptMatchesTheRFC7914TestVector() throws {
        let parameters = try #require(ScryptParameters(logN: 10, r: 8, p: 16))
        let expected = "fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640"

        let key = try PasswordHash.derive(password: "password", salt: Data("NaCl".utf8), parameters: parameters, length: 64)

        #expect(key.map { String(format: "%02x", $0) }.joined() == expected)
    }

    /// The production work factor (N=2^17, r=8, p=1: 128 MiB) end to end.
    @Test func productionWorkFactorCreatesAndVerifies() throws {
        let production = try ContactsDatabase(path: directory.file("production.sqlite").path)
        #expect(production.passwordParameters == .owasp)

        let account = try production.createAccount(name: "alice", password: "correct horse battery staple")

        #expect(try production.verify(name: "alice", password: "correct horse battery staple") == .success(account))
        #expect(try production.verify(name: "alice", password: "Correct horse battery staple") == .invalidCredentials)
        let hash = try production.perform {
            try production.connection.queryFirst("SELECT password_hash FROM accounts") { $0.string(at: 0) }
        }
        #expect(hash?.hasPrefix("scrypt$17$8$1$") == true)
    }
}
