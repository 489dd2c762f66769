import ContactsStore
import Foundation
import Testing
@testable import ContactsApp

/// The list screen's data: collation order across scripts, sections A–Z
/// and #, the section index, paging, and the changes an edit reports.
@Suite struct ContactListTests {
    let fixture: BookFixture
    var book: AddressBook { fixture.book }

    init() throws { fixture = try BookFixture() }

    static let mixedBook: [(String, String)] = [
        ("张三", "+86 138 0013 8000"), ("Zoe Adams", "020 7946 0958"), ("123 Taxi", "123"),
        ("Lin Yu", "555-0107"), ("曾小明", "139 0000 1111"), ("Ada Lovelace", "+1 (869) 866-6055"),
        ("欧阳娜娜", "137 1234 5678"), ("Zhang Wei", "555-0110"), ("李四", "139 0000 2222"),
        ("Émile Roberts", "+44 7415 868344"), ("911 Emergency", "911"), ("Li Na", "555-0112"),
        ("Bob Smith", "555-0100"),
    ]

    @Test func mixedChineseAndLatinNamesSortByReadingIntoSectionsWithDigitsLast() throws {
        let alice = try fixture.makeAccount("alice")
        try fixture.add(Self.mixedBook, to: alice)

        let list = try book.list(for: alice, pageSize: 4)
        let names = try fixture.listedNames(alice, pageSize: 4)

        // Readings: ada lovelace, bob smith, emile roberts, li na, li si (李四),
        // lin yu, ou yang na na (欧阳娜娜), zeng xiao ming (曾小明, surname
        // reading), zhang san (张三), zhang wei, zoe adams; then "#".
        #expect(names == ["Ada Lovelace", "Bob Smith", "Émile Roberts", "Li Na", "李四", "Lin Yu", "欧阳娜娜",
                          "曾小明", "张三", "Zhang Wei", "Zoe Adams", "123 Taxi", "911 Emergency"])
        #expect(list.count == 13)
        #expect(list.sections == [
            ContactSection(title: "A", firstIndex: 0, count: 1), ContactSection(title: "B", firstIndex: 1, count: 1),
            ContactSection(title: "E", firstIndex: 2, count: 1), ContactSection(title: "L", firstIndex: 3, count: 3),
            ContactSection(title: "O", firstIndex: 6, count: 1), ContactSection(title: "Z", firstIndex: 7, count: 4),
            ContactSection(title: "#", firstIndex: 11, count: 2),
        ])
        #expect(list.sectionTitles == ["A", "B", "E", "L", "O", "Z", "#"])
        #expect(try list.contact(at: ContactListPosition(section: 3, row: 1)).pair == "李四 | 139 0000 2222")
        #expect(try list.contact(at: ContactListPosition(section: 6, row: 0)).pair == "123 Taxi | 123")
        #expect(list.numberOfRows(inSection: 5) == 4)
        #expect(list.numberOfRows(inSection: 7) == 0)
        #expect(list.position(ofIndex: 8) == ContactListPosition(section: 5, row: 1))
        #expect(list.position(ofIndex: 13) == nil)
        #expect(throws: AddressBookError.self) { try list.contact(at: ContactListPosition(section: 0, row: 1)) }
    }

    @Test func theSectionIndexJumpsToTheSectionOrTheNextOneThatHasContacts() throws {
        let alice = try fixture.makeAccount("alice")
        try fixture.add(Self.mixedBook, to: alice)
        let list = try book.list(for: alice)

        let targets = ContactList.sectionIndexTitles.map { "\($0)→\(list.section(forSectionIndexTitle: $0))" }

        #expect(ContactList.sectionIndexTitles == (65...90).map { String(UnicodeScalar($0)) } + ["#"])
        #expect(targets == [
            "A→0", "B→1", "C→2", "D→2", "E→2", "F→3", "G→3", "H→3", "I→3", "J→3", "K→3", "L→3", "M→4", "N→4",
            "O→4", "P→5", "Q→5", "R→5", "S→5", "T→5", "U→5", "V→5", "W→5", "X→5", "Y→5", "Z→5", "#→6",
        ])
    }

    @Test func anEmptyBookHasNoSectionsAndNoRows() throws {
        let alice = try fixture.makeAccount("alice")

        let list = try book.list(for: alice)

        #expect(list.count == 0)
        #expect(list.sections.isEmpty)
        #expect(list.section(forSectionIndexTitle: "M") == 0)
        #expect(throws: AddressBookError.self) { try list.contact(atIndex: 0) }
    }

    @Test func eachEditReportsTheRowsAndSectionsThatChangeAndTheListFollows() throws {
        let alice = try fixture.makeAccount("alice")
        let people = try fixture.add([("Ada Lovelace", "555-0100"), ("Bob Smith", "555-0101"), ("张三", "138 0013 8000"),
                                      ("Zoe Adams", "555-0103")], to: alice)
        let list = try book.list(for: alice, pageSize: 2)
        func state() throws -> String {
            try list.sections.map { section in
                section.title + ": " + (try (0..<section.count).map {
                    try list.contact(atIndex: section.firstIndex + $0).pair
                }).joined(separator: ", ")
            }.joined(separator: " / ")
        }

        let chloe = try list.insert(Contact(name: "Chloé Dubois", phone: "+33 6 12 34 56 78"))
        let afterChloe = try state()
        let zhangWei = try list.insert(Contact(name: "Zhang Wei", phone: "555-0104"))
        var bob = people[1]
        bob.phones = [ContactValue("555-0199", label: "work")]
        let bobPhone = try list.update(bob)
        bob.displayName = "Yusuf Bob"
        let bobRenamed = try list.update(bob)
        let afterRename = try state()
        let zhangSanGone = try list.delete(people[2])
        let chloeGone = try list.delete(at: ContactListPosition(section: 1, row: 0))

        #expect(chloe.insertedSections == [2] && chloe.insertedRows.isEmpty && chloe.deletedRows.isEmpty)
        #expect(chloe.position == ContactListPosition(section: 2, row: 0))
        #expect(chloe.contact?.section == "C")
        #expect(afterChloe == "A: Ada Lovelace | 555-0100 / B: Bob Smith | 555-0101 / C: Chloé Dubois | +33 6 12 34 56 78 / "
                + "Z: 张三 | 138 0013 8000, Zoe Adams | 555-0103")
        #expect(zhangWei == ContactListChange(insertedRows: [ContactListPosition(section: 3, row: 1)],
                                              contact: zhangWei.contact, position: ContactListPosition(section: 3, row: 1)))
        #expect(bobPhone == ContactListChange(reloadedRows: [ContactListPosition(section: 1, row: 0)],
                                              contact: bobPhone.contact, position: ContactListPosition(section: 1, row: 0)))
        #expect(bobPhone.contact?.phones == [ContactValue("555-0199", label: "work")])
        #expect(bobRenamed == ContactListChange(deletedSections: [1], insertedSections: [2], contact: bobRenamed.contact,
                                                position: ContactListPosition(section: 2, row: 0)))
        #expect(bobRenamed.contact.map { "\($0.givenName)/\($0.familyName)/\($0.section)" } == "Yusuf/Bob/Y")
        #expect(afterRename == "A: Ada Lovelace | 555-0100 / C: Chloé Dubois | +33 6 12 34 56 78 / Y: Yusuf Bob | 555-0199 / "
                + "Z: 张三 | 138 0013 8000, Zhang Wei | 555-0104, Zoe Adams | 555-0103")
        #expect(zhangSanGone == ContactListChange(deletedRows: [ContactListPosition(section: 3, row: 0)]))
        #expect(chloeGone == ContactListChange(deletedSections: [1]))
        #expect(try state() == "A: Ada Lovelace | 555-0100 / Y: Yusuf Bob | 555-0199 / Z: Zhang Wei | 555-0104, Zoe Adams | 555-0103")
        #expect(try fixture.listedNames(alice) == ["Ada Lovelace", "Yusuf Bob", "Zhang Wei", "Zoe Adams"])
    }

    @Test func aRenameWithinItsSectionMovesTheRow() throws {
        let alice = try fixture.makeAccount("alice")
        let people = try fixture.add([("Anna Alpha", "555-0001"), ("Anna Beta", "555-0002"), ("Anna Gamma", "555-0003")], to: alice)
        let list = try book.list(for: alice)
        var alpha = people[0]
        alpha.displayName = "Anna Omega"

        let change = try list.update(alpha)

        #expect(change == ContactListChange(deletedRows: [ContactListPosition(section: 0, row: 0)],
                                            insertedRows: [ContactListPosition(section: 0, row: 2)],
                                            contact: change.contact, position: ContactListPosition(section: 0, row: 2)))
        #expect(try fixture.listedNames(alice) == ["Anna Beta", "Anna Gamma", "Anna Omega"])
    }

    @Test func aLargeBookPagesConsistentlyWithTheSectionsFromSQL() throws {
        let alice = try fixture.makeAccount("alice")
        let given = ["Ada", "Bao", "Chloé", "Dmitri", "Ève", "Femi", "Giulia", "Hana"]
        let family = ["Ng", "Okafor", "Papadopoulos", "Quinn", "王", "Ross", "Søren", "Tanaka", "李"]
        var text = ""
        for index in 0..<1500 {
            let g = given[index % given.count], f = family[(index / given.count) % family.count]
            text += "BEGIN:VCARD\r\nVERSION:3.0\r\nN:\(f);\(g) \(index);;;\r\nFN:\(g) \(index) \(f)\r\nTEL:555-\(index)\r\nEND:VCARD\r\n"
        }
        try book.importVCards(Data(text.utf8), source: "generated.vcf", into: alice)

        let list = try book.list(for: alice, pageSize: 64)
        let paged = try (0..<list.count).map { try list.contact(atIndex: $0) }
        let searched = try book.search("", for: alice)

        #expect(list.count == 1500)
        #expect(paged == searched)
        #expect(list.sections.reduce(0) { $0 + $1.count } == 1500)
        for (number, section) in list.sections.enumerated() {
            let members = paged[section.firstIndex..<(section.firstIndex + section.count)]
            #expect(members.allSatisfy { $0.section == section.title }, "section \(number) \(section.title)")
        }
        #expect(list.sectionTitles == ["A", "B", "C", "D", "E", "F", "G", "H"])
    }
}
