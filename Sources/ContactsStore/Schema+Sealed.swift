import Foundation

extension Schema {
    /// Version 3: the book sealed at rest (docs/DECISIONS.md, "The book encrypted at
    /// rest").
    ///
    /// - `sealed_keys`, `sealed_fields`, `sealed_card`: a contact's UID, sort key,
    ///   section and search text; its names, note, phones and e-mails; its vCard, each
    ///   AES-256-GCM under the account key (``ContactSealer``). A sealed row keeps its
    ///   plain columns empty, and its `uid` column holds the UID's keyed blind index
    ///   (``ContactSealer/uidTag(_:)``), which `contacts_by_account` serves.
    /// - The indexes holding sort keys and search texts go: order and search are done
    ///   on the opened rows in memory.
    /// - `sealing_due`: accounts whose rows are still plain. The schema change cannot
    ///   seal them (it has no key); the first sign-in of each account does, in one
    ///   transaction, followed by a VACUUM (``ContactsDatabase/unlock(_:key:)``).
    static let version3 = """
        ALTER TABLE contacts ADD COLUMN sealed_keys BLOB;
        ALTER TABLE contacts ADD COLUMN sealed_fields BLOB;
        ALTER TABLE contacts ADD COLUMN sealed_card BLOB;
        DROP INDEX contacts_by_sort_key;
        DROP INDEX contacts_by_section;
        CREATE INDEX contacts_by_account ON contacts(account_id, uid);
        CREATE TABLE sealing_due (
            account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE
        );
        INSERT INTO sealing_due SELECT DISTINCT account_id FROM contacts;
        """
}

extension Schema {
    /// Version 4: `contacts_keys`, a covering index of each row's sealed keys, so the
    /// list order and a search read only the keys (a few megabytes for 100,000
    /// contacts) instead of every whole row of the table (docs/DECISIONS.md, "Search
    /// reads the sealed keys alone"). It holds the same ciphertext as the row and
    /// nothing else; a row not yet sealed has NULL there, which the seek for plain
    /// rows (``ContactsDatabase/plainKeysSQL``) finds at once.
    static let version4 = """
        CREATE INDEX contacts_keys ON contacts(account_id, sealed_keys);
        """
}

extension Schema {
    /// Version 5: a row's sealed `keys` also hold its list line (formatted name, first
    /// phone number, first e-mail address; ``SealedRow``), so `list` reads the covering
    /// index `contacts_keys` alone instead of one whole row per contact
    /// (docs/DECISIONS.md, "`list` reads the sealed keys alone (schema 5)"). The
    /// migration cannot seal (it has no key): `list_lines_due` names the accounts whose
    /// rows were sealed without the line, and the first sign-in of each on a connection
    /// that writes seals their keys again (``ContactsDatabase/unlock(_:key:)``). Until
    /// then, and on read-only connections, a row without the line is listed from its
    /// fields as before.
    static let version5 = """
        CREATE TABLE list_lines_due (
            account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE
        );
        INSERT INTO list_lines_due SELECT DISTINCT account_id FROM contacts WHERE sealed_keys IS NOT NULL;
        """
}
