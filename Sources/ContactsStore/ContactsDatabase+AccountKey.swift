import Foundation

extension ContactsDatabase {
    /// The authenticated data of every wrap of `account`'s key.
    static func keyContext(_ account: Account) -> Data { Data("private-contacts account key \(account.id)".utf8) }

    /// The key a remembered login's token wraps the account key under: SHA-256 of a
    /// label and the token (the database keeps SHA-256 of the bare token, so this key
    /// cannot be computed from what the database holds).
    static func tokenWrappingKey(_ token: String) -> Data {
        Crypto.sha256(Data("private-contacts token key\u{0}".utf8) + Data(token.utf8))
    }

    /// The `kdf` of a key wrapped under the second half of the password hash's own scrypt
    /// run (``PasswordHash/wrappingKey(ifVerifying:)``): a sign-in derives once. Older
    /// records (`scrypt$logN$r$p$salt`, a derivation of their own) are re-wrapped into this
    /// form by the next sign-in (``verify(name:password:)``).
    static let hashTailKDF = "password-hash"

    /// Counts one scrypt run of this connection (``passwordDerivations``).
    func countDerivation() { _ = try? perform { derivationCount += 1 } }

    /// How many scrypt derivations this connection has run: one per sign-in, new account
    /// or password change (and one more, once, for a key wrapped in the older form).
    public var passwordDerivations: Int { (try? perform { derivationCount }) ?? 0 }

    /// The account key of `account`, unwrapped with `password`; made (random) and
    /// wrapped on first use. The caller has verified `password`
    /// (``verify(name:password:)``): this derives the wrapping key (one scrypt run
    /// with the password hash's salt and work factor, outside the lock).
    /// - Throws: ``ContactsStoreError/crypto(_:)`` when the stored wrap does not open
    ///   with this password (it was made under another one), `.accountNotFound`,
    ///   database errors.
    public func accountKey(for account: Account, password: String) throws -> AccountKey {
        try accountKey(for: account, password: password, hashTail: nil)
    }

    /// ``accountKey(for:password:)`` given the wrapping key of the account's current
    /// password hash when the caller has it (`hashTail`, from the sign-in's own
    /// derivation): then no scrypt runs unless the key is in the older form.
    func accountKey(for account: Account, password: String, hashTail: Data?) throws -> AccountKey {
        let stored: (kdf: String, wrap: Data)? = try perform {
            try connection.queryFirst("SELECT kdf, password_wrap FROM account_keys WHERE account_id = ?1", account.id) {
                ($0.string(at: 0), $0.data(at: 1))
            }
        }
        func tail() throws -> Data {
            if let hashTail { return hashTail }
            let encoded: String? = try perform {
                try connection.queryFirst("SELECT password_hash FROM accounts WHERE id = ?1", account.id) { $0.string(at: 0) }
            }
            guard let encoded else { throw ContactsStoreError.accountNotFound(account.name) }
            guard let hash = PasswordHash(encoded: encoded) else { throw ContactsStoreError.invalidPasswordRecord(account: account.name) }
            countDerivation()
            guard let key = try hash.wrappingKey(ifVerifying: password) else {
                throw ContactsStoreError.crypto("the password of \(account.name) does not open its account key")
            }
            return key
        }
        if let stored {
            if stored.kdf == Self.hashTailKDF {
                return AccountKey(bytes: try AccountKey.open(stored.wrap, key: try tail(), context: Self.keyContext(account)))
            }
            let parts = stored.kdf.split(separator: "$")
            guard parts.count == 5, parts[0] == "scrypt", let logN = Int(parts[1]), let r = Int(parts[2]), let p = Int(parts[3]),
                  let parameters = ScryptParameters(logN: logN, r: r, p: p), let salt = Data(base64Encoded: String(parts[4]))
            else { throw ContactsStoreError.damaged(path: path, detail: "the account key of \(account.name) has a malformed kdf record") }
            countDerivation()
            let wrappingKey = try PasswordHash.derive(password: password, salt: salt, parameters: parameters)
            return AccountKey(bytes: try AccountKey.open(stored.wrap, key: wrappingKey, context: Self.keyContext(account)))
        }
        let key = try AccountKey.random()
        let wrap = try AccountKey.seal(key.bytes, key: try tail(), context: Self.keyContext(account))
        let inserted: Bool = try write {
            try requireAccount(account)
            try connection.run("INSERT INTO account_keys (account_id, kdf, password_wrap) VALUES (?1, ?2, ?3) "
                               + "ON CONFLICT (account_id) DO NOTHING", account.id, Self.hashTailKDF, wrap)
            return connection.changes == 1
        }
        // Another process made the key meanwhile: use that one.
        return inserted ? key : try accountKey(for: account, password: password, hashTail: hashTail)
    }

    /// A new password hash of `password` and, when `key` is given, the key wrapped under
    /// the same derivation (one scrypt run): what a password change stores.
    func hashAndWrap(_ key: AccountKey?, account: Account, password: String) throws -> (PasswordHash, (String, Data)?) {
        countDerivation()
        let (hash, tail) = try PasswordHash.makeWithWrappingKey(password: password, parameters: passwordParameters)
        let rewrap = try key.map { (Self.hashTailKDF, try AccountKey.seal($0.bytes, key: tail, context: Self.keyContext(account))) }
        return (hash, rewrap)
    }

    /// The older form of a key wrap (a scrypt derivation with a salt of its own, as
    /// made before ``hashTailKDF``): kept to read such records, and for the tests of
    /// their upgrade.
    func passwordWrap(of key: AccountKey, account: Account, password: String) throws -> (String, Data) {
        let salt = try Crypto.randomBytes(PasswordHash.saltLength)
        let parameters = passwordParameters
        let wrappingKey = try PasswordHash.derive(password: password, salt: salt, parameters: parameters)
        let kdf = "scrypt$\(parameters.logN)$\(parameters.r)$\(parameters.p)$\(salt.base64EncodedString())"
        return (kdf, try AccountKey.seal(key.bytes, key: wrappingKey, context: Self.keyContext(account)))
    }

    /// The account key through a remembered login: nil when `token` is not a valid
    /// token of `account` or was issued without a wrap (before the key existed, or by
    /// a path that had no password at hand).
    /// - Throws: `.crypto` when the wrap does not open, database errors.
    public func accountKey(for account: Account, token: String) throws -> AccountKey? {
        let wrap: Data? = try perform {
            try connection.queryFirst("""
                SELECT w.wrap FROM token_key_wraps w JOIN tokens t ON t.token_hash = w.token_hash
                WHERE w.token_hash = ?1 AND t.account_id = ?2 AND t.expires > ?3
                """, Crypto.sha256(Data(token.utf8)), account.id, now) { $0.data(at: 0) }
        }
        guard let wrap else { return nil }
        return AccountKey(bytes: try AccountKey.open(wrap, key: Self.tokenWrappingKey(token), context: Self.keyContext(account)))
    }

    /// Wraps `key` for the remembered login `token` of `account`, so later commands
    /// signed in by that login reach the key without the password. Revoking the token
    /// deletes the wrap with it.
    /// - Throws: `.crypto`; ``ContactsStoreError/accountNotFound(_:)`` when `token`
    ///   is not a valid token of `account`; database errors.
    public func wrapAccountKey(_ key: AccountKey, for account: Account, token: String) throws {
        let wrap = try AccountKey.seal(key.bytes, key: Self.tokenWrappingKey(token), context: Self.keyContext(account))
        let digest = Crypto.sha256(Data(token.utf8))
        try write {
            let valid = try connection.queryFirst("SELECT 1 FROM tokens WHERE token_hash = ?1 AND account_id = ?2",
                                                  digest, account.id) { _ in true } ?? false
            guard valid else { throw ContactsStoreError.accountNotFound(account.name) }
            try connection.run("INSERT OR REPLACE INTO token_key_wraps (token_hash, wrap) VALUES (?1, ?2)", digest, wrap)
        }
    }

    /// Whether the remembered login `token` already wraps the account key.
    public func tokenWrapsAccountKey(_ token: String) throws -> Bool {
        try perform {
            try connection.queryFirst("SELECT 1 FROM token_key_wraps WHERE token_hash = ?1",
                                      Crypto.sha256(Data(token.utf8))) { _ in true } ?? false
        }
    }

    /// ``changePassword(for:to:)`` that keeps the account key: unwrapped with
    /// `currentPassword` and wrapped again under `newPassword` in the same
    /// transaction (the remembered logins' wraps go with their tokens). The caller has
    /// verified `currentPassword`.
    /// - Returns: the number of tokens revoked.
    /// - Throws: as ``changePassword(for:to:)``; `.crypto`.
    @discardableResult
    public func changePassword(for account: Account, from currentPassword: String, to newPassword: String) throws -> Int {
        guard !newPassword.isEmpty else { throw ContactsStoreError.emptyPassword }
        let hasKey = try perform {
            try connection.queryFirst("SELECT 1 FROM account_keys WHERE account_id = ?1", account.id) { _ in true } ?? false
        }
        let key = hasKey ? try accountKey(for: account, password: currentPassword) : nil
        let (hash, rewrap) = try hashAndWrap(key, account: account, password: newPassword)
        return try storeNewPassword(hash, rewrap: rewrap, for: account)
    }
}

extension ContactsDatabase {
    /// Whether `account` has made its key (``accountKey(for:password:)``).
    public func hasAccountKey(_ account: Account) throws -> Bool {
        try perform {
            try connection.queryFirst("SELECT 1 FROM account_keys WHERE account_id = ?1", account.id) { _ in true } ?? false
        }
    }
}

extension ContactsDatabase {
    /// Stores a changed password: its hash, the account key wrapped under it (`rewrap`:
    /// the KDF parameters and the wrap; nil when the account has no key), and revokes every
    /// remembered login and the sign-in failures. Returns the number of logins revoked.
    func storeNewPassword(_ hash: PasswordHash, rewrap: (String, Data)?, for account: Account) throws -> Int {
        try write {
            try connection.run("UPDATE accounts SET password_hash = ?2 WHERE id = ?1", account.id, hash.encoded)
            guard connection.changes == 1 else { throw ContactsStoreError.accountNotFound(account.name) }
            if let rewrap {
                try connection.run("UPDATE account_keys SET kdf = ?2, password_wrap = ?3 WHERE account_id = ?1",
                                   account.id, rewrap.0, rewrap.1)
            }
            try connection.run("DELETE FROM login_failures WHERE name_key = ?1", Self.nameKey(account.name))
            try connection.run("DELETE FROM tokens WHERE account_id = ?1", account.id)
            return connection.changes
        }
    }
}
