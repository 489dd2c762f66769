// Damaged input: cases found by mutating the corpus, and a fixed-seed
// mutation run over every corpus file. Reading must never trap, every
// problem must come back as a diagnostic, and writing what was read must be
// stable (write → read → write gives the same bytes).

import Foundation
import Testing
import TestSupport
@testable import VCard

@Suite struct VCardRobustnessTests {
    @Test func namesWithForbiddenCharactersAreCleanedWithADiagnostic() throws {
        let raw = bytes("BEGIN:VCARD\nVERSION:3.0\nUID:1\nFN:A\n. G01:x\nNO¤TE:y\nTEL;TY¤PE=home:1\nEND:VCARD\n", [0x00], [0x01])

        let result = try read(bytes: raw)

        #expect(result.cards[0].properties.map(\.name) == ["UID", "FN", "N", "G01", "NOTE", "TEL"])
        #expect(result.cards[0].firstProperty(named: "TEL")?.parameters == [VCardParameter(name: "TYPE", values: ["home"])])
        // An empty group (". G01") is simply no group.
        #expect(result.cards[0].firstProperty(named: "G01")?.group == nil)
        #expect(result.diagnostics.filter { $0.severity == .warning }.map(\.line) == [6, 7])
    }

    @Test func parameterEdgeCasesSurviveWritingAndReading() throws {
        let text = "BEGIN:VCARD\nVERSION:3.0\nUID:1\nFN:A\nEMAIL;TYPE=INTERNET ,PREF;X-EMPTY=;X-SPACED=\" padded \":a@b\nEND:VCARD\n"
        let card = try #require(try read(text).cards.first)

        let email = try #require(card.firstProperty(named: "EMAIL"))
        #expect(email.parameters == [VCardParameter(name: "TYPE", values: ["INTERNET", "PREF"]),
                                     VCardParameter(name: "X-EMPTY", values: []),
                                     VCardParameter(name: "X-SPACED", values: [" padded "])])
        for version in VCardWriter.Version.allCases {
            let written = VCardWriter(version: version).data(for: [card])
            let again = try #require(try read(String(decoding: written, as: UTF8.self)).cards.first)
            #expect(again.firstProperty(named: "EMAIL")?.parameterValues("X-SPACED") == [" padded "])
            #expect(again.firstProperty(named: "EMAIL")?.parameters.map(\.name).contains("X-EMPTY") == true)
            #expect(VCardWriter(version: version).data(for: [again]) == written)
        }
    }

    @Test func unindentedBase64LinesContinueOnlyIn21() throws {
        // In 3.0 a line of base64 letters after a PHOTO is the start of a
        // (folded) property, not more photo data.
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:1\r\nFN:A\r\nPHOTO;ENCODING=b:AAEC\r\nXABCDEFGH\r\n :value\r\nEND:VCARD\r\n"

        let card = try #require(try read(text).cards.first)

        #expect(card.photoData == Data([0, 1, 2]))
        #expect(card.firstProperty(named: "XABCDEFGH")?.value == "value")
    }

    @Test(arguments: CorpusExpectation.all.map(\.file))
    func mutatedCorpusFilesNeverTrapAndWriteStably(_ file: String) throws {
        let original = [UInt8](try Corpus.data(file))
        var rng = SeededRandom(seed: UInt64(truncatingIfNeeded: file.hashValueStable))   // the same run on every machine
        let specials: [UInt8] = [0x0D, 0x0A, 0x20, 0x09, 0x3A, 0x3B, 0x3D, 0x22, 0x5C, 0x2C, 0x5E, 0x2E, 0x23, 0x00, 0xFF, 0xC3, 0x80]

        for _ in 0..<20 {
            var b = original
            for _ in 0..<Int.random(in: 1...8, using: &rng) where !b.isEmpty {
                let i = Int.random(in: 0..<b.count, using: &rng)
                switch Int.random(in: 0..<5, using: &rng) {
                case 0: b[i] = specials[Int.random(in: 0..<specials.count, using: &rng)]
                case 1: b.insert(specials[Int.random(in: 0..<specials.count, using: &rng)], at: i)
                case 2: b.remove(at: i)
                case 3: b.insert(contentsOf: [0x3D, 0x0D, 0x0A], at: i)
                default: b[i] = UInt8.random(in: 0...255, using: &rng)
                }
            }
            guard let result = try? VCardParser(options: .init(makeUID: { "u" })).parse(bytes: b) else { continue }
            for version in VCardWriter.Version.allCases {
                let written = VCardWriter(version: version).data(for: result.cards)
                let reread = try VCardParser(options: .init(makeUID: { "u" })).parse(written)
                #expect(reread.cards.count == result.cards.count)
                #expect(VCardWriter(version: version).data(for: reread.cards) == written)
            }
        }
    }
}

extension String {
    /// A hash that does not change between runs (String.hashValue is seeded per process).
    var hashValueStable: UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in utf8 { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h
    }
}
