import ContactsStore
import ContactsTestSupport
import Foundation
import Testing
@testable import ContactsApp

/// A phone fragment typed with a leading "+" asks for a country code: "+44" finds
/// the numbers written +44… (or with the international prefix 00: 0044…), not every
/// number with 44 somewhere in it, which plain "44" still finds.
@Suite struct CountryCodeSearchTests {
    /// Four people whose numbers all hold "44"; two of them are in the United Kingdom.
    static let people: [(name: String, phone: String, email: String)] = [
        ("Ann Adams", "+44 20 7946 0958", "ann@example.co.uk"),      // London, written with +
        ("Ben Brown", "0161 440 4400", "ben@example.org"),           // a national number with 44 inside
        ("Cat Clark", "+1 (440) 555-0144", "cat@example.com"),       // Ohio: area code 440
        ("Dan Dunn", "0044 113 496 0000", "dan@example.net"),        // Leeds, written with 00
    ]

    @Test func theCommandLineQueryMatchesTheCountryCodeAtTheStartOfTheNumber() throws {
        let cli = try InProcessCommand()
        try cli.makeAlice()
        let cards = Self.people.map { person in
            let parts = person.name.split(separator: " ")
            return "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\(person.name)\r\nN:\(parts[1]);\(parts[0]);;;\r\n"
                + "TEL:\(person.phone)\r\nEMAIL:\(person.email)\r\nEND:VCARD\r\n"
        }
        let path = try cli.file("uk.vcf", cards.joined())
        #expect(try cli.run(["import", path]).status == 0)

        let plus = try cli.run(["query", "+44"])
        let plain = try cli.run(["query", "44"])
        let longer = try cli.run(["query", "+44 20"])
        let ohio = try cli.run(["query", "+1 440"])

        #expect(plus.output == "2 addresses for \"+44\" in alice's contacts.\n"
                + "ann@example.co.uk\tAnn Adams\t\ndan@example.net\tDan Dunn\t\n")
        #expect(plus.status == 0 && plus.error.isEmpty)
        #expect(plain.output == "4 addresses for \"44\" in alice's contacts.\n"
                + "ann@example.co.uk\tAnn Adams\t\nben@example.org\tBen Brown\t\n"
                + "cat@example.com\tCat Clark\t\ndan@example.net\tDan Dunn\t\n")
        #expect(longer.output == "1 address for \"+44 20\" in alice's contacts.\nann@example.co.uk\tAnn Adams\t\n")
        #expect(ohio.output == "1 address for \"+1 440\" in alice's contacts.\ncat@example.com\tCat Clark\t\n")
    }

    @Test func searchKeepsOnlyNumbersWithTheCountryCode() throws {
        let fixture = try BookFixture()
        let alice = try fixture.makeAccount("alice")
        for person in Self.people {
            _ = try fixture.book.insert(Contact(name: person.name, phone: person.phone, email: person.email), for: alice)
        }

        #expect(try fixture.book.search("+44", for: alice).map(\.displayName) == ["Ann Adams", "Dan Dunn"])
        #expect(try fixture.book.search("＋４４", for: alice).map(\.displayName) == ["Ann Adams", "Dan Dunn"])
        #expect(try fixture.book.search("44", for: alice).map(\.displayName).sorted()
                == ["Ann Adams", "Ben Brown", "Cat Clark", "Dan Dunn"])
        #expect(try fixture.book.search("dunn +44", for: alice).map(\.displayName) == ["Dan Dunn"])
        #expect(try fixture.book.search("brown +44", for: alice).map(\.displayName) == [])
        #expect(try fixture.book.search("+45", for: alice).map(\.displayName) == [])
    }

    @Test(arguments: [
        ("+44", [[UInt8]("44".utf8)]),
        ("  +44 20 7946", [[UInt8]("44207946".utf8)]),
        ("+1 (440)", [[UInt8]("1440".utf8)]),
        ("dunn +44", [[UInt8]("44".utf8)]),
        ("44", []),
        ("+", []),
        ("+ann", []),
        ("ann", []),
    ])
    func theQueryNamesItsCountryCodes(query: String, prefixes: [[UInt8]]) {
        #expect(CountryCodeQuery(query).prefixes == prefixes)
    }

    @Test func aNumberIsInternationalWhenWrittenWithPlusOrDoubleZero() {
        #expect(CountryCodeQuery.internationalDigits(of: "+44 (0)20 7946-0958") == Array("4402079460958".utf8))
        #expect(CountryCodeQuery.internationalDigits(of: "0044 113 496 0000") == Array("441134960000".utf8))
        #expect(CountryCodeQuery.internationalDigits(of: "+1 555 0100 ext 12") == Array("15550100".utf8))
        #expect(CountryCodeQuery.internationalDigits(of: "020 7946 0958") == nil)
        #expect(CountryCodeQuery.internationalDigits(of: "+") == nil)
    }
}
