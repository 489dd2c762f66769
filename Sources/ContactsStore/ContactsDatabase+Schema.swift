import Foundation

/// The schema, as an ordered list of migrations: migration i (1-based)
/// brings `user_version` from i-1 to i. Never edit a released migration;
/// append a new one.
enum Schema {
    static let migrations: [Migration] = [
        Migration(apply: { try $0.execute(version1) }),
        Migration(apply: { try $0.execute(version2) }),
        Migration(apply: { try $0.execute(version3) }),
        Migration(apply: { try $0.execute(version4) }),
        Migration(apply: { try $0.execute(version5) }),
        Migration(apply: { try $0.execute(version6) }),
    ]

    /// Version 1.
    ///
    /// - `accounts.name` keeps the name as typed; `name_key` (NFC,
    ///   lowercased) makes names unique regardless of case.
    /// - `contacts.vcard` is last because it can be large (photos): SQLite
    ///   reads a row's columns in order, so the list's columns come first.
    /// - `contacts_by_sort_key` serves the sorted list, paging by
    ///   LIMIT/OFFSET, positions, and search: `search_text` in the index lets
    ///   a search scan the index in list order and stop at its limit without
    ///   touching the table rows.
    /// - `contacts_by_section` makes the section GROUP BY an index scan.
    /// - `phones` and `emails` are JSON arrays of {label, value} objects
    ///   (see `ContactValueJSON`) in the contact's row: a separate table
    ///   doubled the cost of an import (two more b-tree inserts and foreign
    ///   key checks per contact) for no query that needs it, since search
    ///   goes through `search_text`.
    /// - `tokens` stores SHA-256 of each remember-me token, never the token.
    /// - `login_failures` is keyed by name key, not account id, so unknown
    ///   names are throttled exactly like real ones.
    static let version1 = """
        CREATE TABLE accounts (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL UNIQUE,
            password_hash TEXT NOT NULL,
            created REAL NOT NULL
        );
        CREATE TABLE contacts (
            id INTEGER PRIMARY KEY,
            account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
            uid TEXT NOT NULL,
            given_name TEXT NOT NULL,
            family_name TEXT NOT NULL,
            formatted_name TEXT NOT NULL,
            note TEXT NOT NULL,
            sort_key TEXT NOT NULL,
            section TEXT NOT NULL,
            search_text TEXT NOT NULL,
            phones TEXT NOT NULL DEFAULT '[]',
            emails TEXT NOT NULL DEFAULT '[]',
            created REAL NOT NULL,
            updated REAL NOT NULL,
            vcard TEXT
        );
        CREATE INDEX contacts_by_sort_key ON contacts(account_id, sort_key, id, search_text);
        CREATE INDEX contacts_by_section ON contacts(account_id, section, sort_key);
        CREATE TABLE tokens (
            id INTEGER PRIMARY KEY,
            account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
            token_hash BLOB NOT NULL UNIQUE,
            created REAL NOT NULL,
            expires REAL NOT NULL
        );
        CREATE INDEX tokens_by_account ON tokens(account_id);
        CREATE TABLE login_failures (
            name_key TEXT PRIMARY KEY,
            count INTEGER NOT NULL,
            last_failure REAL NOT NULL
        ) WITHOUT ROWID;
        """
}
