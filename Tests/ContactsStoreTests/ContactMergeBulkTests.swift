import Foundation
import Testing
import TestSupport
@testable import ContactsStore

/// A merge that adds many rows drops the contacts table's indexes and makes
/// them again before the commit (ContactMerge's speed note): the book after
/// it is the same as after row-by-row inserts, indexes included, and a merge
/// that fails after the drop leaves the old book and its indexes.
@Suite struct ContactMergeBulkTests {
    let directory: TemporaryDirectory
    let database: ContactsDatabase
    let alice: Account

    init() throws {
        directory = try TemporaryDirectory()
        database = try openDatabase(at: directory.file("contacts.sqlite").path)
        alice = try database.createAccount(name: "Alice", password: "alice-pw")
    }

    /// The contacts table's indexes: name and SQL, by name.
    func indexes() throws -> [String] {
        try database.perform {
            try database.connection.query(
                "SELECT name || ': ' || sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'contacts' "
                    + "AND sql IS NOT NULL ORDER BY name") { $0.string(at: 0) }
        }
    }

    /// `count` contacts "Person 00000"… in batches of 1,000 (as an import gives them), in reverse name order.
    func rows(_ count: Int, prefix: String = "Person") -> [[ContactFields]] {
        let all = (0..<count).reversed().map { contact(String(format: "\(prefix) %05d", $0), phone: "555-\($0)") }
        return stride(from: 0, to: all.count, by: 1000).map { Array(all[$0..<min(all.count, $0 + 1000)]) }
    }

    @Test func aBulkMergeKeepsTheIndexesAndTheListOrder() throws {
        let before = try indexes()
        #expect(before.count == 2, "\(before)")
        try database.importContacts([contact("Zed"), contact("Amy")], for: alice)
        let count = ContactMerge.bulkThreshold * 2
        let (added, indexesDuringTheMerge) = try database.merging(into: alice) { merge in
            for batch in rows(count) { _ = try merge.merge(batch) }
            return (merge.addedCount, try indexes())
        }
        #expect(added == count)
        #expect(indexesDuringTheMerge == [], "the bulk path was taken")
        #expect(try indexes() == before)
        #expect(try database.perform { try database.connection.query("PRAGMA integrity_check") { $0.string(at: 0) } } == ["ok"])
        // The index is what orders the list and answers the sections and a search.
        let list = try database.contacts(for: alice)
        #expect(list.count == count + 2)
        #expect(list.first?.formattedName == "Amy")
        #expect(list[1].formattedName == "Person 00000")
        #expect(list[count].formattedName == String(format: "Person %05d", count - 1))
        #expect(list.last?.formattedName == "Zed")
        #expect(try database.sections(for: alice) == [
            ContactSection(title: "A", firstIndex: 0, count: 1),
            ContactSection(title: "P", firstIndex: 1, count: count),
            ContactSection(title: "Z", firstIndex: count + 1, count: 1),
        ])
        #expect(try database.search(account: alice, text: "person 00042").map(\.formattedName) == ["Person 00042"])
        let plan = try database.perform {
            try database.connection.query("EXPLAIN QUERY PLAN " + ContactsDatabase.keysSQL, alice.id) { $0.string(at: 3) }
        }
        #expect(plan.contains { $0.contains("COVERING INDEX contacts_keys") }, "\(plan)")
        // The sort of the new indexes may spill to a file; the connection keeps temporary data in memory after it.
        #expect(try database.perform { try database.connection.pragmaInteger("temp_store") } == 2)
    }

    /// The index sort of a bulk merge spills to a temporary file only for
    /// indexes of ciphertext and blind indexes, and only when no account's
    /// rows are still plain (their `uid` column holds the UID itself).
    @Test func theIndexSortSpillsToAFileOnlyWhenItHoldsNothingPlain() throws {
        try database.merging(into: alice) { merge in
            #expect(try merge.sortSpillsToFile([
                "CREATE INDEX contacts_by_account ON contacts(account_id, uid)",
                "CREATE INDEX contacts_keys ON contacts(account_id, sealed_keys)",
            ]))
            #expect(try !merge.sortSpillsToFile(["CREATE INDEX by_name ON contacts(account_id, sort_key, id)"]))
            #expect(try !merge.sortSpillsToFile(["CREATE INDEX odd ON contacts"]))
            try database.connection.execute("INSERT INTO sealing_due VALUES (\(alice.id))")
            #expect(try !merge.sortSpillsToFile(["CREATE INDEX contacts_keys ON contacts(account_id, sealed_keys)"]))
        }
    }

    @Test func aBulkMergeThatFailsAfterDroppingTheIndexesLeavesTheOldBook() throws {
        try database.importContacts([contact("Zed"), contact("Amy")], for: alice)
        let before = try indexes()
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try database.merging(into: alice) { merge in
                for batch in rows(ContactMerge.bulkThreshold * 2) { _ = try merge.merge(batch) }
                throw Refused()
            }
        }
        #expect(try indexes() == before)
        #expect(names(try database.contacts(for: alice)) == ["Amy", "Zed"])
    }

    @Test func aSmallMergeIntoALargerBookLeavesTheIndexesInPlace() throws {
        let count = ContactMerge.bulkThreshold * 2
        try database.merging(into: alice) { merge in for batch in rows(count) { _ = try merge.merge(batch) } }
        let before = try indexes()
        // More than the threshold, fewer than the book holds: rows are inserted into the live indexes.
        let dropped = try database.merging(into: alice) { merge -> Bool in
            for batch in rows(ContactMerge.bulkThreshold + 1000, prefix: "Other") { _ = try merge.merge(batch) }
            return try indexes().count < before.count
        }
        #expect(!dropped)
        #expect(try indexes() == before)
        #expect(try database.contactCount(for: alice) == count + ContactMerge.bulkThreshold + 1000)
    }
}
