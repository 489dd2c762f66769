import Foundation
import Testing
@testable import VCard

/// vCard 3.0 has only a yes/no TYPE=pref (RFC 2426 section 3.3.1), so a
/// 4.0 ranking (PREF=1…100, RFC 6350 section 5.3) must survive as order.
@Suite struct VCardWriterPreferenceTests {
    @Test func a40RankingBecomesTheOrderIn30WithOnlyTheFirstMarkedPref() throws {
        let card = try VCardParser().parse("""
            BEGIN:VCARD\r
            VERSION:4.0\r
            FN:Pat\r
            TEL;PREF=3:333\r
            EMAIL:plain@example.org\r
            TEL;PREF=1:111\r
            TEL:000\r
            TEL;PREF=2:222\r
            END:VCARD\r

            """).cards[0]
        let text = VCardWriter(version: .v3_0).string(for: card)
        let lines = text.split(separator: "\r\n").filter { $0.hasPrefix("TEL") || $0.hasPrefix("EMAIL") }
        #expect(lines == ["TEL;TYPE=pref:111", "EMAIL:plain@example.org", "TEL:222", "TEL:000", "TEL:333"])
        // Read back, the first TEL is the preferred one.
        let back = try VCardParser().parse(text).cards[0]
        #expect(back.telephones.map(\.value) == ["111", "222", "000", "333"])
    }

    @Test func without40RankingsThe30OrderIsUnchanged() throws {
        let card = try VCardParser().parse("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Q\r\nTEL:1\r\nTEL;TYPE=pref:2\r\nEND:VCARD\r\n").cards[0]
        let lines = VCardWriter(version: .v3_0).string(for: card).split(separator: "\r\n").filter { $0.hasPrefix("TEL") }
        #expect(lines == ["TEL:1", "TEL;TYPE=pref:2"])
    }
}
