import ContactsStore
import Foundation
import Testing
import TestSupport
@testable import ContactsApp

/// A card the server refuses (Radicale answers HTTP 400 to a PHOTO whose base64 is
/// damaged): named by the contact, skipped, the rest of the sync done, the exit status
/// non-zero, and sent again by the next sync (RFC 9110 section 15.5: a 4xx is about
/// the request, here one card, not the account).
@Suite struct SyncRefusalTests {
    /// Five base64 characters: no length a decoder accepts (RFC 4648 section 4).
    static let damagedPhoto = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:john-doe-1\r
        FN:John Doe\r
        N:Doe;John;;;\r
        TEL;TYPE=CELL:+1 555 0100\r
        PHOTO;ENCODING=BASE64;TYPE=JPEG:abcde\r
        END:VCARD\r

        """

    @Test func aCardTheServerRefusesIsNamedAndSkippedAndTheRestOfTheSyncGoesOn() throws {
        let (server, a) = try CardDAVSyncTests.setUp()
        try a.importCards(Self.damagedPhoto)
        let first = try a.run(["sync"])
        #expect(first.status == 1, "\(first)")
        #expect(first.output.contains("server: 0 added, 0 updated, 0 removed."), "\(first)")
        #expect(first.error.hasPrefix("contacts: the server refused John Doe: HTTP 400 Bad Request"), "\(first)")
        #expect(first.error.hasSuffix("\ncontacts: 1 card was not synced; the rest is, and the next sync sends it again.\n"),
                "\(first)")
        #expect(!first.error.contains(".vcf"), "the contact is named, not its server file")
        #expect(server.cards(of: "alice").isEmpty)

        // Cards queued after it go up, another machine's card comes down, the token is kept.
        try a.importCards(CardDAVSyncTests.threeCards)
        let b = try SyncMachine()
        #expect(try b.run(["sync", "add", server.url], input: CardDAVSyncTests.serverPassword + "\n").status == 0)
        #expect(try b.run(["add", "--name", "Edsger Dijkstra", "--phone", "+31 20 555 0100"]).status == 0)
        #expect(try b.run(["sync"]).status == 0)
        let second = try a.run(["sync"])
        #expect(second.status == 1, "\(second)")
        #expect(second.output.contains("here: 1 added, 0 updated, 0 removed."), "\(second)")
        #expect(second.output.contains("server: 3 added, 0 updated, 0 removed."), "\(second)")
        #expect(second.error.hasPrefix("contacts: the server refused John Doe: HTTP 400 Bad Request"), "\(second)")
        #expect(server.cards(of: "alice").count == 4)
        #expect(server.cards(of: "alice")["ada-1.vcf"] != nil && server.cards(of: "alice")["grace-3.vcf"] != nil)
        #expect(try a.names() == ["Ada Lovelace", "Alan Turing", "Edsger Dijkstra", "Grace Hopper", "John Doe"])
        let status = try a.run(["sync", "status"])
        #expect(status.output.contains("4 cards in sync; waiting here: 1 new, 0 changed, 0 removed."), "\(status)")
        #expect(status.output.contains("1 refused by the server"), "\(status)")
        #expect(status.output.contains("sync token kept"), "\(status)")

        // Mended, the card goes up with the next sync.
        try a.edit("John Doe", card: "BEGIN:VCARD\nVERSION:3.0\nUID:john-doe-1\nFN:John Doe\nN:Doe;John;;;\nTEL:+1 555 0100\nEND:VCARD\n")
        let third = try a.run(["sync"])
        #expect(third.status == 0, "\(third)")
        #expect(third.output.contains("server: 1 added, 0 updated, 0 removed."), "\(third)")
        #expect(third.error.isEmpty, "\(third)")
        #expect(server.cards(of: "alice")["john-doe-1.vcf"]?.contains("FN:John Doe") == true)
    }
}
