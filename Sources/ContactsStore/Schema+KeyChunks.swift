import Foundation

extension Schema {
    /// Version 6: the sealed keys of many contacts together (docs/DECISIONS.md, "Search
    /// reads sealed chunks of keys (schema 6)"). OpenSSL's AES-256-GCM costs about
    /// 0.45 µs a message whatever its length, so opening one `keys` value per contact
    /// was most of a search; a chunk holds the opened keys of the contacts whose ids
    /// share `id >> 8` (up to 256), sealed as ONE message, so a search opens about 400
    /// messages for 100,000 contacts and decrypts at GCM's throughput.
    ///
    /// - `key_chunks`: (account, chunk number) → the chunk, sealed under the account
    ///   key with the chunk number in its authenticated data (``ContactSealer/sealChunk(_:number:)``).
    ///   A copy of what the rows hold: the rows stay the truth.
    /// - `key_chunks_due`: the chunks that no longer match their rows. Triggers on
    ///   `contacts` add a row's chunk in the same statement that inserts, deletes or
    ///   changes the row's keys, whoever writes (this program or any SQLite client),
    ///   so a chunk that is not due is exact. Every write transaction of
    ///   ``ContactsDatabase`` ends by sealing its due chunks again from their rows
    ///   (for the accounts it holds the key of) before it commits: the change and the
    ///   chunk's rewrite are one transaction, so a crash keeps both or neither. A
    ///   reader opens the rows of a chunk still due one by one
    ///   (``ContactsDatabase/forEachKeys(ofAccount:_:)``).
    /// - No foreign key on `key_chunks_due`: deleting an account deletes its contacts
    ///   by cascade, whose trigger must not be refused for the account going; a due
    ///   entry of an account that no longer exists is dropped by the next write.
    /// - The migration cannot seal (no key): it marks every chunk due, and the first
    ///   sign-in of each account on a connection that writes builds them.
    static let version6 = """
        CREATE TABLE key_chunks (
            id INTEGER PRIMARY KEY,
            account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
            chunk INTEGER NOT NULL,
            sealed BLOB NOT NULL,
            UNIQUE (account_id, chunk)
        );
        CREATE TABLE key_chunks_due (
            account_id INTEGER NOT NULL,
            chunk INTEGER NOT NULL,
            PRIMARY KEY (account_id, chunk)
        ) WITHOUT ROWID;
        CREATE TRIGGER key_chunks_after_insert AFTER INSERT ON contacts BEGIN
            INSERT INTO key_chunks_due (account_id, chunk) SELECT NEW.account_id, NEW.id >> 8
            WHERE NOT EXISTS (SELECT 1 FROM key_chunks_due WHERE account_id = NEW.account_id AND chunk = NEW.id >> 8);
        END;
        CREATE TRIGGER key_chunks_after_delete AFTER DELETE ON contacts BEGIN
            INSERT INTO key_chunks_due (account_id, chunk) SELECT OLD.account_id, OLD.id >> 8
            WHERE NOT EXISTS (SELECT 1 FROM key_chunks_due WHERE account_id = OLD.account_id AND chunk = OLD.id >> 8);
        END;
        CREATE TRIGGER key_chunks_after_update AFTER UPDATE OF id, account_id, sealed_keys ON contacts BEGIN
            INSERT INTO key_chunks_due (account_id, chunk) SELECT OLD.account_id, OLD.id >> 8
            WHERE NOT EXISTS (SELECT 1 FROM key_chunks_due WHERE account_id = OLD.account_id AND chunk = OLD.id >> 8);
            INSERT INTO key_chunks_due (account_id, chunk) SELECT NEW.account_id, NEW.id >> 8
            WHERE NOT EXISTS (SELECT 1 FROM key_chunks_due WHERE account_id = NEW.account_id AND chunk = NEW.id >> 8);
        END;
        INSERT INTO key_chunks_due (account_id, chunk) SELECT DISTINCT account_id, id >> 8 FROM contacts;
        """
}
