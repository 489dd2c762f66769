import ContactsStore
import Foundation
import Testing
@testable import ContactsApp

/// Search as you type: names, pinyin and its initials, phones whatever
/// their formatting, e-mails, accents and case ignored.
@Suite struct SearchTests {
    let fixture: BookFixture
    let alice: Account

    init() throws {
        fixture = try BookFixture()
        alice = try fixture.makeAccount("alice")
        let people: [Contact] = [
            Contact(name: "张三", phone: "+86 138 0013 8000", email: "zhangsan@example.cn"),
            Contact(name: "Zhang Wei", phone: "555-0110"),
            Contact(name: "吕小明", phone: "139 0000 1111"),
            Contact(name: "欧阳娜娜", phone: "137 1234 5678"),
            Contact(name: "Chloé Dubois", phone: "+33 6 12 34 56 78", email: "chloe@example.fr"),
            Contact(name: "Ada Lovelace", phone: "+1 (869) 866-6055", email: "ada@analytical.example.org"),
            Contact(name: "Søren Kierkegaard", phone: "+45 12 34 56 78"),
            Contact(name: "Bob Smith", phone: "555-0100 x12", email: "bob@example.org"),
        ]
        for person in people { _ = try fixture.book.insert(person, for: alice) }
    }

    @Test(arguments: [
        ("zs", ["张三"]),
        ("zhang", ["张三", "Zhang Wei"]),
        ("ZHANG", ["张三", "Zhang Wei"]),
        ("zhangsan", ["张三"]),
        ("zhang san", ["张三"]),
        ("张", ["张三"]),
        ("lvxiaoming", ["吕小明"]),
        ("luxiaoming", ["吕小明"]),
        ("xm", ["吕小明"]),
        ("ouyang", ["欧阳娜娜"]),
        ("oynn", ["欧阳娜娜"]),
        ("chloe", ["Chloé Dubois"]),
        ("CHLOÉ dub", ["Chloé Dubois"]),
        ("soren", ["Søren Kierkegaard"]),
        ("869 866", ["Ada Lovelace"]),
        ("(869) 866-6055", ["Ada Lovelace"]),
        ("18698666055", ["Ada Lovelace"]),
        ("0013 8000", ["张三"]),
        ("example.org", ["Ada Lovelace", "Bob Smith"]),
        ("ADA@ANALYTICAL", ["Ada Lovelace"]),
        ("x12", ["Bob Smith"]),
        ("nobody", []),
        ("zhang lovelace", []),
    ])
    func findsByNamePinyinInitialsPhoneAndEmail(query: String, expected: [String]) throws {
        let found = try fixture.book.search(query, for: alice).map(\.displayName)

        #expect(found == expected)
    }

    @Test func anEmptyQueryListsEveryoneInListOrderAndTheLimitCutsIt() throws {
        let all = try fixture.book.search("  ", for: alice).map(\.displayName)
        let firstThree = try fixture.book.search("", for: alice, limit: 3).map(\.displayName)

        #expect(all == ["Ada Lovelace", "Bob Smith", "Chloé Dubois", "吕小明", "欧阳娜娜", "Søren Kierkegaard", "张三",
                        "Zhang Wei"])
        #expect(firstThree == ["Ada Lovelace", "Bob Smith", "Chloé Dubois"])
    }

    @Test func anEditedContactIsFoundByItsNewValuesOnly() throws {
        var bob = try #require(try fixture.book.search("bob", for: alice).first)
        bob.displayName = "Robert Smith"
        bob.phones = [ContactValue("+1 415 555 0199")]

        try fixture.book.update(bob, for: alice)

        #expect(try fixture.book.search("bob", for: alice).map(\.displayName) == ["Robert Smith"])  // e-mail still bob@
        #expect(try fixture.book.search("robert", for: alice).map(\.displayName) == ["Robert Smith"])
        #expect(try fixture.book.search("555-0100", for: alice).isEmpty)
        #expect(try fixture.book.search("415 555", for: alice).map(\.displayName) == ["Robert Smith"])
    }
}
