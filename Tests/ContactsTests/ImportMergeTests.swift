import ContactsStore
import Foundation
import Testing
import VCard
@testable import ContactsApp

/// Import merges by UID (RFC 6350 section 6.7.6): the same file twice
/// changes nothing the second time, a changed card updates its contact, two
/// cards with one UID in a file are reported, and a card without a UID
/// identical to a stored one is not added again.
@Suite struct ImportMergeTests {
    static func card(uid: String?, name: String, phone: String) -> String {
        var lines = ["BEGIN:VCARD", "VERSION:3.0"]
        if let uid { lines.append("UID:\(uid)") }
        lines += ["FN:\(name)", "N:\(name);;;;", "TEL;TYPE=cell:\(phone)", "END:VCARD"]
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    @Test func importingTheSameFileTwiceAddsNothingTheSecondTime() throws {
        let f = try BookFixture()
        let alice = try f.makeAccount("alice")
        let file = try f.file("two.vcf", Self.card(uid: "u-1", name: "Ann", phone: "1") + Self.card(uid: "u-2", name: "Bob", phone: "2"))
        let first = try f.book.importVCards(from: file, into: alice)
        #expect((first.addedCount, first.updatedCount, first.unchangedCount) == (2, 0, 0))
        let second = try f.book.importVCards(from: file, into: alice)
        #expect((second.addedCount, second.updatedCount, second.unchangedCount) == (0, 0, 2))
        #expect(second.summary == "\(file.path): imported 0 contacts; 2 already in the book unchanged")
        #expect(try f.listedNames(alice) == ["Ann", "Bob"])
    }

    @Test func aChangedCardUpdatesTheContactWithItsUID() throws {
        let f = try BookFixture()
        let alice = try f.makeAccount("alice")
        try f.book.importVCards(from: try f.file("a.vcf", Self.card(uid: "u-1", name: "Ann", phone: "111")), into: alice)
        let before = try f.book.contacts(for: alice, range: 0..<10)
        let report = try f.book.importVCards(
            from: try f.file("b.vcf", Self.card(uid: "u-1", name: "Ann", phone: "222") + Self.card(uid: "u-3", name: "Cy", phone: "3")),
            into: alice)
        #expect((report.addedCount, report.updatedCount, report.unchangedCount) == (1, 1, 0))
        #expect(report.summary.hasSuffix(": imported 2 contacts (1 new, 1 updated)"))
        let after = try f.book.contacts(for: alice, range: 0..<10)
        #expect(after.map(\.displayName) == ["Ann", "Cy"])
        #expect(after[0].id == before[0].id)
        #expect(after[0].phone == "222")
        // Another account's contact with the same UID is not touched.
        let bob = try f.makeAccount("bob")
        try f.book.importVCards(from: try f.file("c.vcf", Self.card(uid: "u-1", name: "Ann", phone: "999")), into: bob)
        #expect(try f.book.contacts(for: alice, range: 0..<10)[0].phone == "222")
    }

    @Test func twoCardsWithOneUIDInAFileAreReportedAndTheLaterIsKept() throws {
        let f = try BookFixture()
        let alice = try f.makeAccount("alice")
        let text = Self.card(uid: "dup", name: "Old Name", phone: "1") + Self.card(uid: "dup", name: "New Name", phone: "2")
        let report = try f.book.importVCards(from: try f.file("dup.vcf", text), into: alice)
        #expect(report.cardCount == 2)
        #expect((report.addedCount, report.duplicateCount) == (1, 1))
        #expect(report.problemLines == [
            "\(f.root.appendingPathComponent("dup.vcf").path):1: warning: Card has the UID \"dup\" of the card at line 8; "
                + "that later card is imported instead of this one.",
        ])
        #expect(report.summary.hasSuffix(": imported 1 contact; 1 duplicate UID; 1 problem"))
        #expect(try f.listedNames(alice) == ["New Name"])
    }

    @Test func aCardWithoutUIDIdenticalToAStoredOneIsNotAddedAgain() throws {
        let f = try BookFixture()
        let alice = try f.makeAccount("alice")
        let file = try f.file("nouid.vcf", Self.card(uid: nil, name: "Dee", phone: "4") + Self.card(uid: nil, name: "Dee", phone: "4"))
        let first = try f.book.importVCards(from: file, into: alice)
        // The second card of the file is the first one again.
        #expect((first.addedCount, first.unchangedCount) == (1, 1))
        let second = try f.book.importVCards(from: file, into: alice)
        #expect((second.addedCount, second.unchangedCount) == (0, 2))
        // A different card without UID is added.
        let other = try f.book.importVCards(from: try f.file("other.vcf", Self.card(uid: nil, name: "Dee", phone: "5")), into: alice)
        #expect(other.addedCount == 1)
        #expect(try f.book.contactCount(for: alice) == 2)
    }

    @Test func theCardIdentityIgnoresTheUIDLineEndsAndFolding() {
        let a = "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:1234\r\nFN:Long\r\n  name\r\nEND:VCARD\r\n"
        let b = "BEGIN:VCARD\nVERSION:4.0\nFN:Long name\nitem1.uid;VALUE=text:other\nEND:VCARD\n"
        #expect(VCardText.identityKey(ofCardText: a) == "BEGIN:VCARD\nVERSION:4.0\nFN:Long name\nEND:VCARD")
        #expect(VCardText.identityKey(ofCardText: a) == VCardText.identityKey(ofCardText: b))
        #expect(VCardText.identityKey(ofCardText: a) != VCardText.identityKey(ofCardText: a.replacingOccurrences(of: "Long", with: "Short")))
    }
}
