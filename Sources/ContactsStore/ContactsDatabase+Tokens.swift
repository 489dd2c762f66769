import Foundation

extension ContactsDatabase {
    /// Issues a remember-me token for `account`: 32 random bytes
    /// (`RAND_bytes`) as base64url without padding (43 characters). Only its
    /// SHA-256 is stored, with an expiry ``tokenLifetime`` from now; expired
    /// tokens of every account are purged at the same time. When this connection
    /// holds the account key, it is wrapped for the token in the same transaction, so
    /// the remembered login opens the sealed contacts (``account(forToken:)``).
    /// - Throws: `.accountNotFound`, `.crypto`, database errors.
    public func issueToken(for account: Account) throws -> String {
        let token = Crypto.base64URL(try Crypto.randomBytes(32))
        let digest = Crypto.sha256(Data(token.utf8))
        let created = now
        let key: AccountKey? = try perform { sealers[account.id]?.accountKey }
        let wrap = try key.map { try AccountKey.seal($0.bytes, key: Self.tokenWrappingKey(token), context: Self.keyContext(account)) }
        try write {
            try requireAccount(account)
            try connection.run("DELETE FROM tokens WHERE expires <= ?1", created)
            try connection.run("INSERT INTO tokens (account_id, token_hash, created, expires) VALUES (?1, ?2, ?3, ?4)",
                               account.id, digest, created, created + tokenLifetime)
            if let wrap {
                try connection.run("INSERT OR REPLACE INTO token_key_wraps (token_hash, wrap) VALUES (?1, ?2)", digest, wrap)
            }
        }
        return token
    }

    /// The account a still-valid `token` was issued for, or nil when the
    /// token is unknown, revoked or expired. When the token wraps the account key,
    /// this connection is given the key (``unlock(_:key:)``).
    public func account(forToken token: String) throws -> Account? {
        let digest = Crypto.sha256(Data(token.utf8))
        let account: Account? = try perform {
            try connection.queryFirst("""
                SELECT a.id, a.name, a.created FROM tokens t JOIN accounts a ON a.id = t.account_id
                WHERE t.token_hash = ?1 AND t.expires > ?2
                """, digest, now) {
                Account(id: $0.int64(at: 0), name: $0.string(at: 1), created: Date(timeIntervalSince1970: $0.double(at: 2)))
            }
        }
        if let account, !isUnlocked(account), let key = try accountKey(for: account, token: token) {
            try unlock(account, key: key)
        }
        return account
    }

    /// Revokes one token (log out on this machine). Unknown tokens are ignored.
    public func revokeToken(_ token: String) throws {
        let digest = Crypto.sha256(Data(token.utf8))
        try write { try connection.run("DELETE FROM tokens WHERE token_hash = ?1", digest) }
    }

    /// Revokes every token of `account`.
    public func revokeTokens(for account: Account) throws {
        try write { try connection.run("DELETE FROM tokens WHERE account_id = ?1", account.id) }
    }
}
