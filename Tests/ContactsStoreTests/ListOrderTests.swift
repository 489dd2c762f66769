import Foundation
import Testing
import TestSupport
@testable import ContactsStore

/// Whole-book reads (`list`, `export`) scan the table and sort in memory:
/// their order must be SQLite's `ORDER BY sort_key, id` (BINARY collation:
/// bytes, then length) for every kind of key, and only the account's rows.
@Suite struct ListOrderTests {
    let directory: TemporaryDirectory
    let database: ContactsDatabase
    let alice: Account
    let bob: Account

    init() throws {
        directory = try TemporaryDirectory()
        database = try openDatabase(at: directory.file("contacts.sqlite").path)
        alice = try database.createAccount(name: "Alice", password: "alice-pw")
        bob = try database.createAccount(name: "Bob", password: "bob-pw")
    }

    /// Keys that the 8-byte prefix alone cannot order: equal keys (ordered by
    /// id), prefixes of each other, keys equal in their first 8 bytes, bytes
    /// above 0x7F (UTF-8), an empty key and keys of exactly 8 bytes.
    static let keys = [
        "smith john", "smith john", "smith johnny", "smith jo", "smith jon", "", "zhang san", "zhang san 2",
        "abcdefgh", "abcdefg", "abcdefghi", "abcdefgh", "ábc", "abc", "Abc", "a", "smith john", "wang\u{0001}",
        "wang", "\u{00E9}", "z", "abcdefgh\u{00E9}", "abcdefghZ", "12345678", "1234567", "123456789",
    ]

    func expectedIDs(for account: Account) throws -> [Int64] {
        try database.connection.query("SELECT id FROM contacts WHERE account_id = ?1 ORDER BY sort_key, id",
                                      account.id) { $0.int64(at: 0) }
    }

    @Test func storedCardsComeInTheOrderOfSQLitesOrderBy() throws {
        // Inserted in a shuffled order with a fixed seed, interleaved with another account's rows.
        var generator = SeededRandom(seed: 7)
        var inserted: [Int64: String] = [:]
        for (index, key) in Self.keys.enumerated().shuffled(using: &generator) {
            let card = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:\(index)\r\nEND:VCARD\r\n"
            let record = try database.insert(ContactFields(formattedName: "\(index)", vCard: index == 3 ? nil : card,
                                                           sortKey: key, section: "#", searchText: key), for: alice)
            inserted[record.id] = index == 3 ? nil : card
            _ = try database.insert(ContactFields(formattedName: "bob \(index)", sortKey: key, section: "#", searchText: ""),
                                    for: bob)
        }
        var ids: [Int64] = []
        var cards: [String?] = []
        try database.forEachStoredCard(for: alice) { id, card in
            ids.append(id)
            cards.append(card.map { String(decoding: $0, as: UTF8.self) })
        }
        let expected = try expectedIDs(for: alice)
        #expect(expected.count == Self.keys.count)
        #expect(ids == expected)
        #expect(cards == expected.map { inserted[$0] })
    }

    @Test func listRowsComeInTheOrderOfSQLitesOrderBy() throws {
        var generator = SeededRandom(seed: 11)
        for (index, key) in Self.keys.enumerated().shuffled(using: &generator) {
            _ = try database.insert(ContactFields(formattedName: "name \(index)", phones: [ContactValue("+1 555 01\(index)")],
                                                  sortKey: key, section: "#", searchText: key), for: alice)
        }
        var names: [String] = []
        var phones: [String] = []
        try database.forEachListRow(for: alice) { name, phone, _ in
            names.append(String(decoding: name, as: UTF8.self))
            phones.append(String(decoding: phone, as: UTF8.self))
        }
        let expected = try expectedIDs(for: alice).map { try #require(try database.contact(id: $0, for: alice)) }
        #expect(names == expected.map(\.formattedName))
        #expect(phones == expected.map { $0.phones.first?.value ?? "" })
        // Another account's book, and an empty one.
        var bobRows = 0
        try database.forEachListRow(for: bob) { _, _, _ in bobRows += 1 }
        #expect(bobRows == 0)
    }

    /// A search reads its matches' ids from the index, then their rows in
    /// rowid order: it gives what `search` gives, in list order, with the
    /// limit counting substring matches and `accept` filtering after it.
    @Test func aSearchGivesTheMatchesInListOrder() throws {
        var generator = SeededRandom(seed: 5)
        for (index, key) in Self.keys.enumerated().shuffled(using: &generator) {
            let search = index % 3 == 0 ? "\(key) example.org" : "\(key) example.com"
            _ = try database.insert(ContactFields(formattedName: "name \(index)", emails: [ContactValue("n\(index)@x.example")],
                                                  sortKey: key, section: "#", searchText: search), for: alice)
            _ = try database.insert(ContactFields(formattedName: "bob \(index)", sortKey: key, section: "#",
                                                  searchText: "example.org"), for: bob)
        }
        func summaries(_ text: String, limit: Int? = nil, accept: ((UnsafeRawBufferPointer) -> Bool)? = nil) throws -> [ContactSummary] {
            var found: [ContactSummary] = []
            try database.forEachSummary(for: alice, matching: text, limit: limit, accept: accept) { found.append($0) }
            return found
        }
        let all = try database.search(account: alice, text: "example.org")
        #expect(all.count == (Self.keys.count + 2) / 3)
        let found = try summaries("example.org")
        #expect(found.map(\.id) == all.map(\.id))
        #expect(found.map(\.formattedName) == all.map(\.formattedName))
        #expect(found.map(\.emails) == all.map(\.emails))
        #expect(try summaries("example.org", limit: 3).map(\.id) == Array(all.prefix(3).map(\.id)))
        // `accept` sees each match's search text; the limit counts before it.
        let smith = try summaries("example", limit: 10) { String(decoding: $0, as: UTF8.self).hasPrefix("smith") }
        let firstTen = try database.search(account: alice, text: "example", limit: 10)
        #expect(smith.map(\.id) == firstTen.filter { $0.searchText.hasPrefix("smith") }.map(\.id))
        #expect(try summaries("nothing-matches").isEmpty)
    }
}
