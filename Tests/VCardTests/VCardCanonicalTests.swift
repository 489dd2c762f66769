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
        let corpus = try Self.corpusCards()
        #expect(!corpus.isEmpty)
        var accepted = 0
        for (file, cards) in corpus {
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

    /// The cards of each readable file of the shared vCard corpus, by file name.
    static func corpusCards() throws -> [(file: String, cards: [VCard])] {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("../shared/data/vcards").standardizedFileURL
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".vcf") }
        return files.compactMap { file in
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(file).path),
                  let cards = try? VCardParser().parse(data).cards else { return nil }
            return (file, cards)
        }
    }

    /// `text` with every line longer than `width` octets folded at `width`
    /// (at a character start), as another program may fold.
    static func refolded(_ text: String, width: Int) -> String {
        var out: [UInt8] = []
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        for line in unfolded.components(separatedBy: "\r\n") where !line.isEmpty {
            var bytes = Array(line.utf8)[...]
            var first = true
            while !bytes.isEmpty {
                var end = min(bytes.count, first ? width : width - 1)
                while end < bytes.count, end > 1, bytes[bytes.startIndex + end] & 0xC0 == 0x80 { end -= 1 }
                if !first { out.append(0x20) }
                out += bytes.prefix(end)
                out += [0x0D, 0x0A]
                bytes = bytes.dropFirst(end)
                first = false
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func writerText(_ text: String, _ version: VCardWriter.Version) -> String? {
        Array(text.utf8).withUnsafeBufferPointer { VCardText.writerText($0, version: version) }
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// A card folded at a word (as generators and other programs fold) is
    /// written without the parser exactly as the writer writes its parse.
    @Test func aCardFoldedElsewhereIsFoldedAgainAsTheWriterFolds() throws {
        let long = Self.generated.replacingOccurrences(
            of: "NOTE:line one", with: "NOTE:Met at the 2019 conference in Lisbon\\; introduced by Maria. Interested\r\n  in the storage project. line one")
        let card = try VCardParser().parse(long).cards[0]
        let expected = VCardWriter(version: .v3_0).string(for: card)
        #expect(!VCardText.isCanonical(long, version: .v3_0))
        #expect(Self.writerText(long, .v3_0) == expected)
        #expect(Self.writerText(Self.refolded(expected, width: 20), .v3_0) == expected)
        #expect(Self.writerText(Self.generated, .v3_0) == Self.generated)
        // What the writer would change in other ways still needs it.
        #expect(Self.writerText(long.replacingOccurrences(of: "\r\n", with: "\n"), .v3_0) == nil)
        #expect(Self.writerText(long.replacingOccurrences(of: "TEL;TYPE=WORK", with: "TEL;TYPE=WORK,pref"), .v3_0) == nil)
        #expect(Self.writerText(long, .v4_0) == nil)
    }

    /// Every corpus card as the writer writes it, folded at other widths:
    /// when the fast path takes it, its text is the writer's.
    @Test func refoldedCorpusCardsComeBackAsTheWriterWritesThem() throws {
        var taken = 0
        for (file, cards) in try Self.corpusCards() {
            for card in cards {
                for version in VCardWriter.Version.allCases {
                    let text = VCardWriter(version: version).string(for: card)
                    for width in [20, 40] {
                        guard let fast = Self.writerText(Self.refolded(text, width: width), version) else { continue }
                        taken += 1
                        #expect(fast == text, "\(file) as \(version.rawValue) folded at \(width)")
                    }
                }
            }
        }
        #expect(taken > 10)
    }
}
