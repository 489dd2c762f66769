import ContactsStore
import ContactsTestSupport
import Foundation
import TestSupport
@testable import ContactsApp

/// One machine of a sync test: its own data directory, the `contacts` command run in
/// this process on it (`InProcessCommand`: standard streams on files, the weak test work
/// factor), and its book for what a person does in the app (edit, remove).
final class SyncMachine {
    let command: InProcessCommand
    var folder: TemporaryFolder { command.folder }
    var dataDirectory: String { command.dataDirectory }
    static let password = "account pass 1"

    /// A machine with account `account`, remembered (`contacts login`).
    init(account: String = "alice") throws {
        command = try InProcessCommand(prefix: "sync-machine")
        try command.makeAccount(account, password: Self.password)
    }

    /// Runs `contacts --data-dir DATA ARGUMENTS` with `input` on standard input.
    func run(_ arguments: [String], input: String = "") throws -> InProcessCommand.Run {
        try command.run(arguments, input: input)
    }

    /// Imports `cards` (vCard text) into the account.
    func importCards(_ cards: String) throws {
        let file = folder.file("import-\(UUID().uuidString).vcf")
        try Data(cards.utf8).write(to: file)
        let run = try self.run(["import", file.path])
        precondition(run.status == 0, run.description)
    }

    /// The book, opened for one step and closed again.
    func withBook<T>(_ body: (AddressBook, Account) throws -> T) throws -> T {
        let book = try AddressBook(dataDirectory: DataDirectory(url: URL(fileURLWithPath: dataDirectory)), passwordParameters: .weakForTesting)
        defer { book.close() }
        guard let account = try book.rememberedAccount() else { throw TestTools.Missing("no remembered account") }
        return try body(book, account)
    }

    /// Display names of the account's contacts, sorted.
    func names() throws -> [String] {
        try withBook { book, account in try book.database.contacts(for: account).map(\.formattedName).sorted() }
    }

    /// The stored record of the contact named `name` (the first).
    func record(named name: String) throws -> ContactRecord? {
        try withBook { book, account in try book.database.contacts(for: account).first { $0.formattedName == name } }
    }

    /// Replaces the card of the contact named `name` with `card`, as `contacts edit` does.
    func edit(_ name: String, card: String) throws {
        try withBook { book, account in
            guard let record = try book.database.contacts(for: account).first(where: { $0.formattedName == name }) else {
                throw TestTools.Missing("no contact \(name)")
            }
            try book.replaceCard(ofContact: record.id, with: card, for: account)
        }
    }

    /// Removes the contact named `name`.
    func remove(_ name: String) throws {
        try withBook { book, account in
            guard let record = try book.database.contacts(for: account).first(where: { $0.formattedName == name }) else {
                throw TestTools.Missing("no contact \(name)")
            }
            try book.delete(record.id, for: account)
        }
    }

    /// Every byte of every file in the data directory (the database, its WAL, the token…).
    func allBytes() throws -> Data {
        var data = Data()
        for name in try FileManager.default.contentsOfDirectory(atPath: dataDirectory) {
            data += (try? Data(contentsOf: URL(fileURLWithPath: dataDirectory).appendingPathComponent(name))) ?? Data()
        }
        return data
    }
}
