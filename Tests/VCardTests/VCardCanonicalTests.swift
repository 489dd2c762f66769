import Foundation
import Testing
@testable import VCard

/// `VCardText.isCanonical` lets export copy a stored card instead of
/// writing it again: it must only say yes when writing the card again would
/// give the very same bytes.
@Suite struct VCardCanonicalTests {
    static let generated = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        N:曹;君红;;;\r
        FN:曹君红\r
        TEL;TYPE=WORK:130-7439-1500\r
        EMAIL;TYPE=INTERNET:cao.junhong@mail.example\r
        ADR;TYPE=HOME:;;1 Main St;Springfield;;12345;USA\r
        CATEGORIES:friends,work\r
        NOTE:line one\\nline two\\, with a comma\r
        REV:2019-05-04T22:39:03Z\r
        UID:urn:uuid:1027c4d1-c386-4bc4-8d00-000000000001\r
        END:VCARD\r

        """

    @Test func aCardAsTheWriterWritesItIsCanonicalAndRewritesToTheSameBytes() throws {
        #expect(VCardText.isCanonical(Self.generated, version: .v3_0))
        #expect(!VCardText.isCanonical(Self.generated, version: .v4_0))
        let card = try VCardParser().parse(Self.generated).cards[0]
        #expect(VCardWriter(version: .v3_0).string(for: card) == Self.generated)
    }

    @Test(arguments: [
        ("LF line ends", { (s: String) in s.replacingOccurrences(of: "\r\n", with: "\n") }),
        ("a folded line", { (s: String) in s.replacingOccurrences(of: "NOTE:line one", with: "NOTE:line\r\n  one") }),
        ("a birthday", { (s: String) in s.replacingOccurrences(of: "REV:", with: "BDAY:19900401\r\nREV:") }),
        ("a preference", { (s: String) in s.replacingOccurrences(of: "TEL;TYPE=WORK", with: "TEL;TYPE=WORK,pref") }),
        ("a quoted parameter", { (s: String) in s.replacingOccurrences(of: "TYPE=HOME", with: "TYPE=\"HOME\"") }),
        ("a charset", { (s: String) in s.replacingOccurrences(of: "NOTE:", with: "NOTE;CHARSET=UTF-8:") }),
        ("no N", { (s: String) in s.replacingOccurrences(of: "N:曹;君红;;;\r\n", with: "") }),
        ("a 2.1 version", { (s: String) in s.replacingOccurrences(of: "VERSION:3.0", with: "VERSION:2.1") }),
    ] as [(String, @Sendable (String) -> String)])
    func whatTheWriterWouldChangeIsNotCanonical(change: String, edit: @Sendable (String) -> String) {
        #expect(!VCardText.isCanonical(edit(Self.generated), version: .v3_0), "\(change)")
    }

    /// Every card of the corpus, written by the writer in each version: when
    /// the predicate accepts the text, writing its parse again is identical.
    @Test func acceptedCorpusCardsRewriteToTheSameBytes() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("../shared/data/vcards").standardizedFileURL
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".vcf") }
        #expect(!files.isEmpty)
        var accepted = 0
        for file in files {
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(file).path),
                  let cards = try? VCardParser().parse(data).cards else { continue }
            for card in cards {
                for version in VCardWriter.Version.allCases {
                    let writer = VCardWriter(version: version)
                    let text = writer.string(for: card)
                    guard VCardText.isCanonical(text, version: version) else { continue }
                    accepted += 1
                    let again = writer.string(for: try VCardParser().parse(text).cards[0])
                    #expect(again == text, "\(file) as \(version.rawValue)")
                }
            }
        }
        #expect(accepted > 10)
    }
}
