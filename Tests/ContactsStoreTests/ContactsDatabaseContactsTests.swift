import Foundation
import Testing
import TestSupport
@testable import ContactsStore

/// Contacts: CRUD, order, paging, sections, search and account isolation.
@Suite struct ContactsDatabaseContactsTests {
    let directory: TemporaryDirectory
    let clock = TestClock()
    let database: ContactsDatabase
    let alice: Account
    let bob: Account

    init() throws {
        directory = try TemporaryDirectory()
        database = try openDatabase(at: directory.file("contacts.sqlite").path, clock: clock)
        alice = try database.createAccount(name: "Alice", password: "alice-pw")
        bob = try database.createAccount(name: "Bob", password: "bob-pw")
    }

    /// Fields as the app's collation would give them: explicit keys.
    func keyed(_ name: String, sortKey: String, section: String, search: String, phone: String? = nil) -> ContactFields {
        ContactFields(formattedName: name, phones: phone.map { [ContactValue($0)] } ?? [],
                      sortKey: sortKey, section: section, searchText: search)
    }

    @Test func insertReturnsTheWholeStoredRecord() throws {
        var fields = ContactFields(
            uid: "urn:uuid:1", givenName: "三", familyName: "张", formattedName: "张三",
            phones: [ContactValue("+86 138 0013 8000", label: "cell"), ContactValue("010-1234", label: "work")],
            emails: [ContactValue("zhang@example.com", label: "home")], note: "met in 北京",
            vCard: "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:张三\r\nEND:VCARD\r\n",
            sortKey: "zhang san", section: "Z", searchText: "张三 zhang san ZS 8613800138000")

        let record = try database.insert(fields, for: alice)

        fields.searchText = "张三 zhang san zs 8613800138000"  // lowercased by the store
        #expect(record == ContactRecord(id: record.id, accountID: alice.id, fields: fields,
                                        created: clock.now, updated: clock.now))
        #expect(try database.contact(id: record.id, for: alice) == record)
    }

    @Test func emptyUIDGetsAGeneratedOne() throws {
        let record = try database.insert(contact("Ann"), for: alice)

        #expect(UUID(uuidString: record.uid) != nil)
    }

    @Test func listIsSortedBySortKeyThenIDAndPageable() throws {
        try database.importContacts([
            keyed("Zed", sortKey: "zed", section: "Z", search: "zed"),
            keyed("张三", sortKey: "zhang san", section: "Z", search: "zhang san"),
            keyed("Ann", sortKey: "ann", section: "A", search: "ann"),
            keyed("123", sortKey: "~123", section: "#", search: "123"),
            keyed("Ann", sortKey: "ann", section: "A", search: "ann 2"),
            keyed("Émile", sortKey: "emile", section: "E", search: "emile"),
        ], for: alice)

        let all = try database.contacts(for: alice)

        #expect(all.map { "\($0.formattedName)/\($0.searchText)" }
                == ["Ann/ann", "Ann/ann 2", "Émile/emile", "Zed/zed", "张三/zhang san", "123/123"])
        #expect(try database.contactCount(for: alice) == 6)
        #expect(try database.contacts(for: alice, range: 2..<4) == Array(all[2..<4]))
        #expect(try database.contacts(for: alice, range: 5..<50) == [all[5]])
        #expect(try database.contacts(for: alice, range: 9..<12) == [])
        #expect(try (0..<6).map { try database.index(ofContact: all[$0].id, for: alice) } == Array(0..<6))
    }

    @Test func sectionsGiveTitleFirstIndexAndCountInListOrder() throws {
        try database.importContacts([
            keyed("Zed", sortKey: "zed", section: "Z", search: ""),
            keyed("Ann", sortKey: "ann", section: "A", search: ""),
            keyed("123", sortKey: "~123", section: "#", search: ""),
            keyed("Amy", sortKey: "amy", section: "A", search: ""),
            keyed("Bo", sortKey: "bo", section: "B", search: ""),
            keyed("张三", sortKey: "zhang san", section: "Z", search: ""),
        ], for: alice)
        try database.insert(keyed("Other", sortKey: "other", section: "O", search: ""), for: bob)

        let sections = try database.sections(for: alice)

        #expect(sections == [
            ContactSection(title: "A", firstIndex: 0, count: 2),
            ContactSection(title: "B", firstIndex: 2, count: 1),
            ContactSection(title: "Z", firstIndex: 3, count: 2),
            ContactSection(title: "#", firstIndex: 5, count: 1),
        ])
        #expect(try database.sections(for: bob) == [ContactSection(title: "O", firstIndex: 0, count: 1)])
    }

    @Test func updateReplacesFieldsAndValuesAndTouchesUpdated() throws {
        let original = try database.insert(contact("Ann", phone: "111", email: "ann@example.com"), for: alice)
        clock.advance(by: 60)
        var changed = original.fields
        changed.formattedName = "Ann Lee"
        changed.phones = [ContactValue("222", label: "work"), ContactValue("333")]
        changed.emails = []
        changed.note = "new note"

        let updated = try database.update(original.id, with: changed, for: alice)

        #expect(updated == ContactRecord(id: original.id, accountID: alice.id, fields: changed,
                                         created: original.created, updated: original.created + 60))
        #expect(try database.contacts(for: alice) == [updated])
    }

    @Test func deleteRemovesTheContact() throws {
        let ann = try database.insert(contact("Ann", phone: "111"), for: alice)
        let amy = try database.insert(contact("Amy", phone: "222"), for: alice)

        try database.delete(ann.id, for: alice)

        #expect(try database.contacts(for: alice) == [amy])
        #expect(try database.perform { try database.connection.query("SELECT id FROM contacts") { $0.int64(at: 0) } } == [amy.id])
        #expect(throws: ContactsStoreError.contactNotFound(id: ann.id)) { try database.delete(ann.id, for: alice) }
    }

    @Test func searchMatchesEveryWordAsASubstringCaseInsensitivelyInListOrder() throws {
        try database.importContacts([
            keyed("张三", sortKey: "zhang san", section: "Z", search: "张三 zhang san zs 13800138000"),
            keyed("李四", sortKey: "li si", section: "L", search: "李四 li si ls 13912345678 li.si@example.com"),
            keyed("Sam Smith", sortKey: "sam smith", section: "S", search: "Sam Smith SS +1-555-0100 sam@work.org"),
            keyed("Zoe", sortKey: "zoe", section: "Z", search: "zoe"),
        ], for: alice)

        #expect(names(try database.search(account: alice, text: "zs")) == ["张三"])
        #expect(names(try database.search(account: alice, text: "张")) == ["张三"])
        #expect(names(try database.search(account: alice, text: "0013")) == ["张三"])
        #expect(names(try database.search(account: alice, text: "EXAMPLE")) == ["李四"])
        #expect(names(try database.search(account: alice, text: "s")) == ["李四", "Sam Smith", "张三"])
        #expect(names(try database.search(account: alice, text: "  sam   work ")) == ["Sam Smith"])
        #expect(names(try database.search(account: alice, text: "sam zhang")) == [])
        #expect(names(try database.search(account: alice, text: "z", limit: 1)) == ["张三"])
        #expect(names(try database.search(account: alice, text: "")) == ["李四", "Sam Smith", "张三", "Zoe"])
        #expect(names(try database.search(account: alice, text: "%")) == [])  // no LIKE wildcards
    }

    /// The statements that open a 100,000-contact list or search it read the rows of
    /// one account through its index, and one row by its id: no scan of other accounts'
    /// rows, no temporary sort (order and search are done on the opened keys).
    @Test(arguments: [
        (ContactsDatabase.keysSQL, "SEARCH contacts USING COVERING INDEX contacts_keys (account_id=? AND sealed_keys>?)"),
        (ContactsDatabase.plainKeysSQL, "SEARCH contacts USING INDEX contacts_keys (account_id=? AND sealed_keys=?)"),
        (ContactsDatabase.rowSQL, "SEARCH contacts USING INTEGER PRIMARY KEY (rowid=?)"),
        (ContactsDatabase.countSQL, "SEARCH contacts USING COVERING INDEX contacts_by_account (account_id=?)"),
    ])
    func listQueriesUseIndexes(sql: String, expectedPlan: String) throws {
        let plan = try database.perform {
            try database.connection.query("EXPLAIN QUERY PLAN " + sql) { $0.string(at: 3) }
        }

        #expect(plan == [expectedPlan])
    }

    @Test func accountsNeverSeeEachOthersContacts() throws {
        let a = try database.insert(contact("Ann", phone: "111"), for: alice)
        let b = try database.insert(contact("Ann", phone: "222"), for: bob)

        #expect(try database.contacts(for: alice) == [a])
        #expect(try database.contacts(for: bob) == [b])
        #expect(try database.contactCount(for: bob) == 1)
        #expect(try database.contacts(for: bob, range: 0..<10) == [b])
        #expect(try database.contact(id: a.id, for: bob) == nil)
        #expect(try database.index(ofContact: a.id, for: bob) == nil)
        #expect(try database.search(account: bob, text: "111") == [])
        #expect(try database.search(account: bob, text: "ann") == [b])
        #expect(throws: ContactsStoreError.contactNotFound(id: a.id)) {
            try database.update(a.id, with: contact("Hijacked"), for: bob)
        }
        #expect(throws: ContactsStoreError.contactNotFound(id: a.id)) { try database.delete(a.id, for: bob) }
        #expect(try database.contacts(for: alice) == [a])
    }

    @Test func importIsAllOrNothing() throws {
        try database.insert(contact("Kept"), for: alice)
        let removed = try database.createAccount(name: "Gone", password: "pw")
        try database.removeAccount(removed)

        #expect(throws: ContactsStoreError.accountNotFound("Gone")) {
            try database.importContacts([contact("A"), contact("B")], for: removed)
        }
        #expect(try database.perform { try database.connection.pragmaInteger("page_count") } > 0)
        #expect(names(try database.contacts(for: alice)) == ["Kept"])
        #expect(try database.perform {
            try database.connection.queryFirst("SELECT COUNT(*) FROM contacts") { $0.int(at: 0) }
        } == 1)
    }

    @Test func importOfManyContactsStoresThemAllInOrder() throws {
        let input = (0..<5000).map { contact(String(format: "Person %05d", 4999 - $0), phone: "555-\($0)") }

        let ids = try database.importContacts(input, for: alice)

        #expect(ids.count == 5000)
        #expect(try database.contactCount(for: alice) == 5000)
        let page = try database.contacts(for: alice, range: 0..<3)
        #expect(page.map { "\($0.formattedName) \($0.phones.map(\.value))" }
                == ["Person 00000 [\"555-4999\"]", "Person 00001 [\"555-4998\"]", "Person 00002 [\"555-4997\"]"])
        #expect(try database.sections(for: alice) == [ContactSection(title: "P", firstIndex: 0, count: 5000)])
    }

    @Test func malformedStoredPhonesAreReportedAsDamage() throws {
        let ann = try database.insert(contact("Ann", phone: "111"), for: alice)
        // A sealed row that opens but whose phone list is not in its JSON form.
        let sealed = try database.perform {
            try database.sealers[alice.id]!.seal(SealedRow.encode(["", "", "Ann", "", #"[{"value":1}]"#, "[]"]), .fields)
        }
        try database.perform { try database.connection.run("UPDATE contacts SET sealed_fields = ?1", sealed) }

        #expect(throws: ContactsStoreError.damaged(path: database.path, detail: "contact \(ann.id) has a malformed sealed row")) {
            try database.contacts(for: alice)
        }
    }

    @Test func anAlteredSealedRowDoesNotOpen() throws {
        try database.insert(contact("Ann", phone: "111"), for: alice)
        try database.perform {
            var sealed = try #require(try database.connection.queryFirst("SELECT sealed_keys FROM contacts") { $0.data(at: 0) })
            sealed[sealed.startIndex + 20] ^= 0x01  // one bit of the ciphertext
            try database.connection.run("UPDATE contacts SET sealed_keys = ?1", sealed)
        }

        #expect(throws: ContactsStoreError.crypto("a sealed contact did not open: wrong key, or the data was altered")) {
            try database.contacts(for: alice)
        }
    }

    @Test func basicKeysSortNonLettersAfterLetters() {
        #expect([contact("bob"), contact("Ann"), contact("42nd Street"), contact("Émile")]
            .map { "\($0.section) \($0.sortKey)" } == ["B bob", "A ann", "# ~42nd street", "# ~émile"])
    }
}
