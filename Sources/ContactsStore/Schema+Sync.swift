import Foundation

extension Schema {
    /// Version 2: the account key and CardDAV sync (docs/DECISIONS.md, "CardDAV sync").
    ///
    /// - `account_keys` holds each account's random 256-bit key wrapped (AES-256-GCM)
    ///   under a key derived from the password with scrypt (`kdf` is the
    ///   `scrypt$logN$r$p$salt` text of that derivation); `token_key_wraps` wraps the
    ///   same key for each remembered login (under SHA-256 of the token, which only the
    ///   token file holds), and goes with its token.
    /// - `sync_servers`: one CardDAV address book per account; `secret` is the
    ///   server password sealed under the account key, never clear text.
    /// - `sync_items`: what was last agreed with the server, per card (href, ETag,
    ///   SHA-256 of the local contact as stored then). A contact deleted here keeps its
    ///   row with `contact_id` NULL, which is how a local removal is seen.
    static let version2 = """
        CREATE TABLE account_keys (
            account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
            kdf TEXT NOT NULL,
            password_wrap BLOB NOT NULL
        );
        CREATE TABLE token_key_wraps (
            token_hash BLOB PRIMARY KEY REFERENCES tokens(token_hash) ON DELETE CASCADE,
            wrap BLOB NOT NULL
        );
        CREATE TABLE sync_servers (
            id INTEGER PRIMARY KEY,
            account_id INTEGER NOT NULL UNIQUE REFERENCES accounts(id) ON DELETE CASCADE,
            url TEXT NOT NULL,
            user_name TEXT NOT NULL,
            secret BLOB NOT NULL,
            sync_token TEXT,
            created REAL NOT NULL,
            last_sync REAL,
            last_result TEXT
        );
        CREATE TABLE sync_items (
            server_id INTEGER NOT NULL REFERENCES sync_servers(id) ON DELETE CASCADE,
            href TEXT NOT NULL,
            contact_id INTEGER REFERENCES contacts(id) ON DELETE SET NULL,
            etag TEXT NOT NULL,
            local_hash BLOB NOT NULL,
            PRIMARY KEY (server_id, href)
        ) WITHOUT ROWID;
        CREATE INDEX sync_items_by_contact ON sync_items(contact_id);
        """
}
