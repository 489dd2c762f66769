// A card's display name passes over values that draw nothing.

import Foundation
import Testing
@testable import VCard

@Suite struct VCardDisplayNameTests {
    /// Zero-width space, word joiner, BOM, soft hyphen, Hangul filler,
    /// no-break space, braille blank: each draws nothing on its own.
    static let invisible = ["\u{200B}", "\u{2060}", "\u{FEFF}", "\u{00AD}", "\u{3164}", "\u{00A0}", "\u{2800}",
                            "\u{200B}\u{2060}\u{200B}", "\u{200C}\u{200D}\u{200E}"]

    @Test(arguments: invisible)
    func anInvisibleFNGivesWayToTheNextField(_ blank: String) throws {
        let card = try read("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\(blank)\r\nN:;\(blank);;;\r\nORG:Acme\r\n"
                            + "TEL:555-0199\r\nEND:VCARD\r\n").cards[0]
        #expect(card.displayName == "Acme")
        #expect(VCardText.isInvisible(blank))
    }

    @Test func aCardWhoseEveryNameIsInvisibleFallsToItsPhoneThenToNothing() throws {
        let withPhone = try read("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\u{200B}\r\nN:;;;;\r\nNICKNAME:\u{2060}\r\n"
                                 + "EMAIL:\u{200B}\r\nTEL:555-0199\r\nEND:VCARD\r\n").cards[0]
        #expect(withPhone.displayName == "555-0199")
        let bare = try read("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\u{200B}\u{2060}\r\nNOTE:met at the fair\r\nEND:VCARD\r\n").cards[0]
        #expect(bare.displayName == "")
    }

    @Test(arguments: ["A", "\u{200B}Ann", "Ann\u{2060}", "张三", "\u{00A0}Zoë", "é", ".", "\u{1F600}"])
    func aNameWithOneVisibleCharacterIsKept(_ name: String) throws {
        #expect(!VCardText.isInvisible(name))
        let card = try read("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\(name)\r\nN:;;;;\r\nEND:VCARD\r\n").cards[0]
        #expect(card.displayName == name)
    }
}
