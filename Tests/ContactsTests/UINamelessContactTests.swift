import ContactsApp
import ContactsStore
import Foundation
import HeadlessBackend
import Testing
import UIKit
import TestSupport

/// A contact whose name draws nothing (only zero-width characters such as
/// U+200B ZERO WIDTH SPACE and U+2060 WORD JOINER) is a contact without a
/// name: iOS Contacts lists such a contact by its next field (company,
/// e-mail, phone) or as "No Name", never as a blank row.
@MainActor @Suite struct UINamelessContactTests {
    @Test func invisibleNamesShowAsTheNextFieldOrNoName() throws {
        let cards = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:zw-1\r\nFN:\u{200B}\u{2060}\r\nN:;;;;\r\nTEL:555-0199\r\nEND:VCARD\r\n"
            + "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:zw-2\r\nFN:\u{2060}\r\nN:;\u{200B};;;\r\nNOTE:met at the fair\r\nEND:VCARD\r\n"
        let h = try ContactsHarness(directory: TemporaryFolder.dataDirectory(), prepare: { book in
            let alice = try book.makeAlice()
            try book.add([("Ada Lovelace", "+1 (869) 866-6055")], to: alice)
            try book.importVCards(Data(cards.utf8), source: "zw.vcf", into: alice)
        })
        h.signIn()

        // Both nameless contacts sort under "#", after the letters; "" sorts before "555-0199".
        let rows = Array(h.lines[2..<8]).map { String($0.dropLast(2)) }
        #expect(rows == [
            " A" + String(repeating: " ", count: 76),
            " Ada Lovelace                                              +1 (869) 866-6055 ›",
            " #" + String(repeating: " ", count: 76),
            " No Name                                                                     ›",
            " 555-0199                                                           555-0199 ›",
            String(repeating: " ", count: 78),
        ])
        #expect(h.list?.contacts?.sectionTitles == ["A", "#"])
    }
}
