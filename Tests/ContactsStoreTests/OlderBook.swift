import Foundation
import TestSupport
@testable import ContactsStore

/// A book as an older release left it: the data directory of `folder` holding a book of
/// schema `version` (`openBook(at:schema:)`) with the account alice (password "pw"),
/// filled by `fill` and closed; returns the directory and a token that book issued to
/// alice, so a test can then open it with today's code (`openReadOnly`, then as the
/// first writer).
func olderBook(schema version: Int, in folder: TemporaryFolder,
               fill: (ContactsDatabase, Account) throws -> Void) throws -> (directory: DataDirectory, token: String) {
    let directory = folder.dataDirectory
    try directory.create()
    let old = try openBook(at: directory.databaseURL.path, schema: version)
    defer { old.close() }
    let alice = try old.createAccount(name: "alice", password: "pw")
    try fill(old, alice)
    return (directory, try old.issueToken(for: alice))
}

/// The book in `directory` opened read-only with its schema checked and nothing migrated:
/// how a reader (`list`, `query`) opens a book another process may upgrade.
func openReadOnly(_ directory: DataDirectory) throws -> ContactsDatabase {
    try ContactsDatabase(directory: directory, passwordParameters: .weakForTesting, check: .schemaOnly, readOnly: true)
}
