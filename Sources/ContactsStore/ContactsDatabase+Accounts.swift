import Foundation

extension ContactsDatabase {
    /// Consecutive failures allowed before back-off starts.
    public static let failuresBeforeBackOff = 3
    /// Longest back-off, in seconds.
    public static let maximumBackOff: TimeInterval = 60

    /// The wait, in seconds, after `failures` consecutive failures: none
    /// below 3, then 1 s, 2 s, 4 s, … doubling, capped at 60 s.
    public static func backOff(afterFailures failures: Int) -> TimeInterval {
        guard failures >= failuresBeforeBackOff else { return 0 }
        let exponent = min(failures - failuresBeforeBackOff, 16)
        return min(maximumBackOff, TimeInterval(1 << exponent))
    }

    /// The key under which a name is unique: trimmed, NFC, lowercased. So
    /// "Alice", "alice" and " ALICE " are one account.
    static func nameKey(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping.lowercased()
    }

    /// Checks a name for account creation; returns it trimmed.
    static func validatedName(_ name: String) throws -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { throw ContactsStoreError.invalidAccountName(name, reason: "it is empty") }
        if trimmed.count > 64 { throw ContactsStoreError.invalidAccountName(name, reason: "it is longer than 64 characters") }
        if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw ContactsStoreError.invalidAccountName(name, reason: "it contains control characters")
        }
        return trimmed
    }

    private struct AccountRow {
        let account: Account
        let passwordHash: String
    }

    private func accountRow(nameKey: String) throws -> AccountRow? {
        try connection.queryFirst(
            "SELECT id, name, created, password_hash FROM accounts WHERE name_key = ?1", nameKey
        ) { AccountRow(account: Account(id: $0.int64(at: 0), name: $0.string(at: 1),
                                        created: Date(timeIntervalSince1970: $0.double(at: 2))),
                       passwordHash: $0.string(at: 3)) }
    }

    // MARK: Reading

    /// The account called `name` (compared case-insensitively), or nil.
    public func account(named name: String) throws -> Account? {
        try perform { try accountRow(nameKey: Self.nameKey(name))?.account }
    }

    /// All accounts, by name. Empty on a first run, when the app offers to
    /// create one.
    public func accounts() throws -> [Account] {
        try perform {
            try connection.query("SELECT id, name, created FROM accounts ORDER BY name_key") {
                Account(id: $0.int64(at: 0), name: $0.string(at: 1), created: Date(timeIntervalSince1970: $0.double(at: 2)))
            }
        }
    }

    // MARK: Writing

    /// Creates an account with a fresh scrypt hash of `password`
    /// (``passwordParameters``). The name is trimmed and kept as typed;
    /// uniqueness ignores case.
    /// - Throws: ``ContactsStoreError/invalidAccountName(_:reason:)``,
    ///   `.emptyPassword`, `.accountExists`, `.crypto`, database errors.
    @discardableResult
    public func createAccount(name: String, password: String) throws -> Account {
        let name = try Self.validatedName(name)
        guard !password.isEmpty else { throw ContactsStoreError.emptyPassword }
        // The slow hash runs outside the lock, once: its second half wraps the account key.
        countDerivation()
        let (hash, tail) = try PasswordHash.makeWithWrappingKey(password: password, parameters: passwordParameters)
        let key = Self.nameKey(name)
        let created = now
        let account: Account = try write {
            if try accountRow(nameKey: key) != nil { throw ContactsStoreError.accountExists(name) }
            try connection.run("INSERT INTO accounts (name, name_key, password_hash, created) VALUES (?1, ?2, ?3, ?4)",
                               name, key, hash.encoded, created)
            let id = connection.lastInsertRowID
            try connection.run("DELETE FROM login_failures WHERE name_key = ?1", key)
            return Account(id: id, name: name, created: Date(timeIntervalSince1970: created))
        }
        // The account key that seals its contacts, made now and unlocked on this connection.
        try unlock(account, key: accountKey(for: account, password: password, hashTail: tail))
        return account
    }

    /// Checks `password` for the account `name`.
    ///
    /// - After ``failuresBeforeBackOff`` consecutive failures for a name, the
    ///   next attempt must wait ``backOff(afterFailures:)`` seconds from the
    ///   last failure; until then the answer is `.locked(retryAfter:)` and no
    ///   password is checked. The count and time live in the database, so
    ///   restarting the program does not reset them.
    /// - Success resets the count.
    /// - An unknown name hashes a dummy password with the same work factor
    ///   and counts failures the same way, so it looks and takes the same as
    ///   a wrong password.
    /// - A hash stored with a weaker work factor than ``passwordParameters``
    ///   is replaced after a successful check.
    /// - Success also gives this connection the account key (unwrapped with
    ///   `password`, made on first use), which its sealed contacts need; the
    ///   first success after an upgrade seals the account's plain rows
    ///   (``unlock(_:key:)``).
    /// - Throws: ``ContactsStoreError/invalidPasswordRecord(account:)`` when
    ///   the stored hash cannot be parsed; `.crypto`; database errors.
    public func verify(name: String, password: String) throws -> AccountVerification {
        let key = Self.nameKey(name)
        let current = now
        let (failures, lastFailure, row, keyWrap): (Int, Double, AccountRow?, (String, Data)?) = try perform {
            let failure = try connection.queryFirst(
                "SELECT count, last_failure FROM login_failures WHERE name_key = ?1", key) { ($0.int(at: 0), $0.double(at: 1)) }
            let row = try accountRow(nameKey: key)
            let wrap = try row.flatMap { row in
                try connection.queryFirst("SELECT kdf, password_wrap FROM account_keys WHERE account_id = ?1", row.account.id) {
                    ($0.string(at: 0), $0.data(at: 1))
                }
            }
            return (failure?.0 ?? 0, failure?.1 ?? 0, row, wrap)
        }
        let wait = Self.backOff(afterFailures: failures)
        if wait > 0, current < lastFailure + wait {
            return .locked(retryAfter: lastFailure + wait - current)
        }

        // One scrypt run: its first half is the hash compared, its second half the key
        // that wraps the account key (PasswordHash.wrappingKey(ifVerifying:)).
        var tail: Data?
        var storedParameters = passwordParameters
        countDerivation()
        if let row {
            guard let stored = PasswordHash(encoded: row.passwordHash) else {
                throw ContactsStoreError.invalidPasswordRecord(account: row.account.name)
            }
            storedParameters = stored.parameters
            tail = try stored.wrappingKey(ifVerifying: password)
        } else {
            _ = try PasswordHash.derive(password: password, salt: Data(repeating: 0x5A, count: PasswordHash.saltLength),
                                        parameters: passwordParameters, length: 2 * PasswordHash.keyLength)
        }

        guard let tail, let row else {
            // A read-only open cannot count the failure; whoever can read the file
            // could test passwords against its hash anyway, so nothing is lost.
            if !isReadOnly { try write {
                try connection.run("""
                    INSERT INTO login_failures (name_key, count, last_failure) VALUES (?1, 1, ?2)
                    ON CONFLICT (name_key) DO UPDATE SET count = count + 1, last_failure = ?2
                    """, key, current)
            } }
            return .invalidCredentials
        }
        let weaker = storedParameters.logN < passwordParameters.logN || storedParameters.r < passwordParameters.r
            || storedParameters.p < passwordParameters.p
        let account = row.account
        if weaker && !isReadOnly { countDerivation() }
        let upgraded = weaker && !isReadOnly
            ? try PasswordHash.makeWithWrappingKey(password: password, parameters: passwordParameters) : nil
        // The account key, through this derivation's second half (a key wrapped in the
        // older form costs its own derivation, once: it is re-wrapped below).
        let accountKey: AccountKey? = !isUnlocked(account) || upgraded != nil
            ? (!isReadOnly || keyWrap != nil ? try self.accountKey(for: account, password: password, hashTail: tail) : nil)
            : nil
        let olderForm = keyWrap.map { $0.0 != Self.hashTailKDF } ?? false
        let rewrap = try accountKey.flatMap { key -> Data? in
            guard !isReadOnly, upgraded != nil || olderForm else { return nil }
            return try AccountKey.seal(key.bytes, key: upgraded?.1 ?? tail, context: Self.keyContext(account))
        }
        // Only write when there is something to change: a sign-in costs no transaction. Each
        // update applies only to what this sign-in read (another process may have changed
        // the password meanwhile: its hash and wrap are then left as they are).
        if !isReadOnly, failures > 0 || upgraded != nil || rewrap != nil { try write {
            try connection.run("DELETE FROM login_failures WHERE name_key = ?1", key)
            var hashKept = true
            if let upgraded {
                try connection.run("UPDATE accounts SET password_hash = ?2 WHERE id = ?1 AND password_hash = ?3",
                                   account.id, upgraded.0.encoded, row.passwordHash)
                hashKept = connection.changes == 1
            }
            if let rewrap, hashKept {
                try connection.run("""
                    UPDATE account_keys SET kdf = ?2, password_wrap = ?3
                    WHERE account_id = ?1 AND (?4 IS NULL OR password_wrap = ?4)
                    """, account.id, Self.hashTailKDF, rewrap, keyWrap?.1)
            }
        } }
        if let accountKey, !isUnlocked(account) { try unlock(account, key: accountKey) }
        return .success(account)
    }

    /// Replaces the password of `account` (the caller has verified the old
    /// one) and, in the same transaction, revokes every remember-me token of
    /// the account: a login remembered with the old password (on this
    /// machine or another copy of the file) no longer signs in, as OWASP's
    /// Session Management Cheat Sheet asks after a password change.
    /// - Returns: the number of tokens revoked.
    /// - Throws: `.emptyPassword`, `.accountNotFound`, `.crypto`, database errors.
    @discardableResult
    public func changePassword(for account: Account, to newPassword: String) throws -> Int {
        guard !newPassword.isEmpty else { throw ContactsStoreError.emptyPassword }
        // The account key is wrapped again under the new password; its contacts stay as sealed.
        let key: AccountKey? = try perform { sealers[account.id]?.accountKey }
        if key == nil, try hasAccountKey(account) { throw ContactsStoreError.accountLocked(account.name) }
        let (hash, rewrap) = try hashAndWrap(key, account: account, password: newPassword)
        return try storeNewPassword(hash, rewrap: rewrap, for: account)
    }

    /// Deletes `account` with all its contacts, tokens, key and failure count, in
    /// one transaction, then rewrites the file and truncates the write-ahead log
    /// (``purgeOldPages()``): with secure_delete on, nothing of the account stays
    /// in the data directory, not even its sealed rows.
    /// - Throws: `.accountNotFound`, database errors (nothing deleted then).
    public func removeAccount(_ account: Account) throws {
        defer { purgeOldPages() }
        lock(account)
        try write {
            try connection.run("DELETE FROM contacts WHERE account_id = ?1", account.id)
            try connection.run("DELETE FROM tokens WHERE account_id = ?1", account.id)
            try connection.run("DELETE FROM login_failures WHERE name_key = ?1", Self.nameKey(account.name))
            try connection.run("DELETE FROM accounts WHERE id = ?1", account.id)
            guard connection.changes == 1 else { throw ContactsStoreError.accountNotFound(account.name) }
        }
    }
}
