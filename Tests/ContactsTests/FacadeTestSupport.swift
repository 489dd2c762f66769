import ContactsStore
import Foundation
import Testing
import TestSupport
@testable import ContactsApp

/// An address book in a fresh temporary directory (removed at the end),
/// with the weak test work factor and a hand-moved clock. Each test makes
/// its own, so tests run in parallel.
final class BookFixture {
    private let folder: TemporaryFolder
    var root: URL { folder.url }
    let clock = TestClock(Date(timeIntervalSince1970: 1_767_225_600))  // 2026-01-01T00:00:00Z
    private(set) var book: AddressBook

    static let password = "correct horse battery"

    init() throws {
        folder = try TemporaryFolder(prefix: "contacts-facade-tests")
        book = try Self.open(folder.file("data"), clock: clock)
    }

    var dataDirectory: URL { root.appendingPathComponent("data") }

    static func open(_ directory: URL, clock: TestClock) throws -> AddressBook {
        try AddressBook(dataDirectory: DataDirectory(url: directory), passwordParameters: .weakForTesting,
                        busyTimeout: 200, clock: { clock.now })
    }

    /// Closes the book and opens the same directory again (a restart), then signs in
    /// to every account ``makeAccount(_:)`` made: the contacts are sealed, and a new
    /// connection reads them only after a sign-in.
    func reopen() throws {
        book.close()
        book = try Self.open(dataDirectory, clock: clock)
        for name in madeAccounts { _ = try book.verify(account: name, password: Self.password) }
    }

    /// The accounts made through ``makeAccount(_:)``.
    private(set) var madeAccounts: [String] = []

    /// A file in the temporary directory with these bytes.
    func file(_ name: String, _ contents: String) throws -> URL { try folder.write(name, contents) }

    @discardableResult
    func makeAccount(_ name: String) throws -> Account {
        madeAccounts.append(name)
        return try book.createAccount(name: name, password: Self.password)
    }

    /// Stores contacts given by name and phone.
    @discardableResult
    func add(_ people: [(String, String)], to account: Account) throws -> [Contact] {
        try people.map { try book.insert(Contact(name: $0.0, phone: $0.1), for: account) }
    }

    /// Display names of the whole list of `account` in list order, read
    /// through a ContactList page by page.
    func listedNames(_ account: Account, pageSize: Int = 4) throws -> [String] {
        let list = try book.list(for: account, pageSize: pageSize)
        return try (0..<list.count).map { try list.contact(atIndex: $0).displayName }
    }
}

/// The shared vCard corpus (`/work/shared/data/vcards`), found from this
/// source file: Tests/ContactsTests/ → repository → ../shared.
func vCardCorpusDirectory(filePath: String = #filePath) throws -> URL {
    let repository = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let corpus = repository.deletingLastPathComponent().appendingPathComponent("shared/data/vcards")
    var isDirectory: ObjCBool = false
    try #require(FileManager.default.fileExists(atPath: corpus.path, isDirectory: &isDirectory) && isDirectory.boolValue,
                 "the shared vCard corpus is missing: expected a directory at \(corpus.path)")
    return corpus
}

/// Every .vcf file of the corpus (including eds-sorted/), sorted by path.
func vCardCorpusFiles() throws -> [URL] {
    let corpus = try vCardCorpusDirectory()
    guard let walker = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil) else { return [] }
    return walker.compactMap { $0 as? URL }.filter { $0.pathExtension.lowercased() == "vcf" }
        .sorted { $0.path < $1.path }
}

extension Contact {
    /// Name and phone, for compact whole-list comparisons.
    var pair: String { "\(displayName) | \(phone)" }
}
