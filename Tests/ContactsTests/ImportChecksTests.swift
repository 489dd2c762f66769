import ContactsStore
import Foundation
import Testing
import TestSupport
import VCard
@testable import ContactsApp

/// What an import does with a card that names nobody and with an EMAIL
/// that is no address: reported with the file and line, as the spec asks
/// ("keep every supported field or report clearly what it skipped and why").
@Suite struct ImportChecksTests {
    let fixture: BookFixture
    var book: AddressBook { fixture.book }

    init() throws { fixture = try BookFixture() }

    static let cards = """
        BEGIN:VCARD
        VERSION:3.0
        FN:Bad Mail
        N:Mail;Bad;;;
        EMAIL:@@
        EMAIL;TYPE=WORK:bad@mail.example
        UID:bad-mail
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        N:;;;
        FN:
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        N:;;;
        NOTE:only a note
        END:VCARD

        """

    @Test func aCardWithNoNameAndNoDataIsRefusedAndAnInvalidEmailIsLeftOut() throws {
        let alice = try fixture.makeAccount("alice")
        let file = try fixture.file("bad.vcf", Self.cards)

        let report = try book.importVCards(from: file, into: alice)

        #expect(report.cardCount == 3 && report.importedCount == 2 && report.refusedCount == 1)
        let lines = report.problemLines.filter { !$0.contains("has no name to show") }
        #expect(lines == [
            "\(file.path):1: warning: EMAIL \"@@\" is not an e-mail address: left out of the contact's addresses (kept in its card).",
            "\(file.path):9: error: Card has no name and no other data: not imported.",
        ])
        #expect(report.summary.hasPrefix("\(file.path): imported 2 contacts; 1 card refused; "))
        let contacts = try book.search("", for: alice)
        let bad = try #require(contacts.first { $0.displayName == "Bad Mail" })
        #expect(bad.emails == [ContactValue("bad@mail.example", label: "work")])
        // The stored card keeps the line, so export writes it back.
        #expect(bad.storedCard?.contains("EMAIL:@@") == true)
        // The card with a note is somebody's, even without a name.
        #expect(contacts.contains { $0.note == "only a note" })
    }

    @Test func aStrictImportRefusesAFileWithACardThatNamesNobody() throws {
        let alice = try fixture.makeAccount("alice")
        let file = try fixture.file("bad.vcf", Self.cards)

        #expect(throws: AddressBookError.self) { try book.importVCards(from: file, into: alice, strict: true) }
        #expect(try book.search("", for: alice).isEmpty)
    }

    /// The byte-level rule an import uses for ASCII text gives what the
    /// Unicode rule of the app's screens gives.
    @Test(arguments: ["a@b", " a@b.example\t", "@@", "@b", "a@", "a b@c", "a@b c", "", "   ", "a@b@c", "x@\u{0B}y", "plain"])
    func theASCIIRuleIsTheAppsRule(text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let expected: Bool = {
            guard let at = trimmed.lastIndex(of: "@") else { return false }
            return at != trimmed.startIndex && trimmed.index(after: at) != trimmed.endIndex
                && !trimmed.contains(where: \.isWhitespace)
        }()
        #expect(EmailAddressRule.isValidASCII(text) == expected)
        #expect(EmailAddressRule.isValid(text) == expected)
    }
}
