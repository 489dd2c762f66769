// The reader, feature by feature, on small inline inputs.

import Foundation
import Testing
@testable import VCard

/// Parses with a fixed UID maker so results are deterministic.
func read(_ text: String, fallback: [String.Encoding] = [.windowsCP1252]) throws -> VCardParseResult {
    try VCardParser(options: .init(fallbackEncodings: fallback, makeUID: { "uid-made" })).parse(text)
}

func read(bytes: [UInt8], fallback: [String.Encoding] = [.windowsCP1252]) throws -> VCardParseResult {
    try VCardParser(options: .init(fallbackEncodings: fallback, makeUID: { "uid-made" })).parse(bytes: bytes)
}

/// Bytes of ASCII text with some raw bytes spliced in where `¤` stands.
func bytes(_ ascii: String, _ raw: [UInt8]...) -> [UInt8] {
    var out: [UInt8] = []
    var k = 0
    for b in ascii.utf8 {
        if b == 0xA4, out.last == 0xC2 {  // "¤" is C2 A4 in UTF-8
            out.removeLast()
            out.append(contentsOf: raw[k])
            k += 1
        } else {
            out.append(b)
        }
    }
    return out
}

@Suite struct LineStructureTests {
    @Test(arguments: ["\r\n", "\n", "\r", "\r\r\n"])
    func lineEndingsAllReadTheSame(_ eol: String) throws {
        let text = ["BEGIN:VCARD", "VERSION:3.0", "FN:Ann Lee", "N:Lee;Ann;;;", "TEL:123", " 456", "END:VCARD"]
            .joined(separator: eol) + eol

        let result = try read(text)

        #expect(result.cards.count == 1)
        #expect(result.cards[0].properties == [
            VCardProperty(name: "FN", value: "Ann Lee"),
            VCardProperty(name: "N", value: "Lee;Ann;;;"),
            VCardProperty(name: "TEL", value: "123456"),
            VCardProperty(name: "UID", value: "uid-made"),
        ])
        #expect(result.diagnostics == [VCardDiagnostic(line: 1, message: "Card has no UID; assigned uid-made.", severity: .info)])
    }

    @Test(arguments: [" ", "\t"])
    func foldsWithSpaceOrTabAreJoined(_ ws: String) throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Jo\r\n\(ws)hn\r\n\(ws) Smith\r\nUID:1\r\nEND:VCARD\r\n"

        let card = try #require(try read(text).cards.first)

        #expect(card.formattedName == "John Smith")
    }

    @Test func foldSplittingAUTF8CharacterIsJoinedBeforeDecoding() throws {
        // "Zoë" with the fold between C3 and AB, and "é" (C3 A9) split in a parameter value.
        let raw = bytes("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:1\r\nFN:Zo¤\r\n ¤\r\nNOTE;X-A=caf¤\r\n ¤:x\r\nEND:VCARD\r\n",
                        [0xC3], [0xAB], [0xC3], [0xA9])

        let result = try read(bytes: raw)

        #expect(result.cards[0].formattedName == "Zoë")
        #expect(result.cards[0].firstProperty(named: "NOTE")?.parameters == [VCardParameter(name: "X-A", values: ["café"])])
        #expect(result.diagnostics.filter { $0.severity != .info } == [])
    }

    @Test func mixedCaseBeginAndManyCards() throws {
        let text = """
        begin:vCard
        version:3.0
        fn:One
        uid:1
        End:VCard
        BEGIN:VCARD
        VERSION:3.0
        FN:Two
        UID:2
        END:VCARD

        BEGIN:vcard
        VERSION:3.0
        FN:Three
        UID:3
        end:vcard
        """

        let result = try read(text)

        #expect(result.cards.map(\.formattedName) == ["One", "Two", "Three"])
        #expect(result.cards.map(\.uid) == ["1", "2", "3"])
    }

    @Test func groupsAreSplitOffAndKeepTheirCase() throws {
        let text = "BEGIN:VCARD\nVERSION:3.0\nUID:1\nFN:A\nitem1.TEL:1\nITEM1.X-ABLabel:_$!<Main>!$_\na.b.EMAIL:x@y\nEND:VCARD\n"

        let card = try #require(try read(text).cards.first)

        #expect(card.properties.map { "\($0.group ?? "-") \($0.name)" } == ["- UID", "- FN", "- N", "item1 TEL", "ITEM1 X-ABLABEL", "a.b EMAIL"])
        #expect(card.telephones == [LabeledValue(value: "1", label: "main")])
    }

    @Test func nestedCardKeepsParentPropertiesBeforeAndAfter() throws {
        let text = """
        BEGIN:VCARD
        VERSION:2.1
        N:Boss;Big
        AGENT:
        BEGIN:VCARD
        VERSION:2.1
        N:Helper;Little
        TEL:2
        END:VCARD
        TEL:1
        EMAIL:big@boss.example
        END:VCARD
        """

        let result = try read(text)

        #expect(result.cards.map { $0.name?.familyName } == ["Boss", "Helper"])
        #expect(result.cards[0].telephones.map(\.value) == ["1"])
        #expect(result.cards[0].emails.map(\.value) == ["big@boss.example"])
        #expect(result.cards[1].telephones.map(\.value) == ["2"])
        #expect(result.cards[0].firstProperty(named: "AGENT")?.value == "")
    }

    @Test func commentLinesInside21CardsAreSkipped() throws {
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\n# a comment\r\nFN:X\r\nNOTE;QUOTED-PRINTABLE:a=\r\n# b\r\nUID:1\r\nEND:VCARD\r\n"

        let result = try read(text)

        #expect(result.cards[0].note == "a# b")
        #expect(result.cards[0].properties.map(\.name) == ["FN", "N", "NOTE", "UID"])
        #expect(result.diagnostics.map(\.line) == [1, 3])
    }

    @Test func unknownAndExtensionPropertiesAreKeptInOrder() throws {
        let text = "BEGIN:VCARD\nVERSION:4.0\nUID:1\nX-FOO;X-P=1:bar\nFN:A\nZZZ:unknown\\, kept\nX-EMPTY:\nEND:VCARD\n"

        let card = try #require(try read(text).cards.first)

        #expect(card.properties == [
            VCardProperty(name: "UID", value: "1"),
            VCardProperty(name: "X-FOO", parameters: [VCardParameter(name: "X-P", values: ["1"])], value: "bar"),
            VCardProperty(name: "FN", value: "A"),
            VCardProperty(name: "N", value: ";A;;;"),
            VCardProperty(name: "ZZZ", value: "unknown\\, kept"),
            VCardProperty(name: "X-EMPTY", value: ""),
        ])
    }
}

@Suite struct QuotedPrintableAndBase64Tests {
    @Test func softBreaksJoinLinesAndSplitMultibyteSequences() throws {
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nUID:1\r\nFN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:J=C3=\r\n=BCrgen =\r\nM=C3=BCller\r\nEND:VCARD\r\n"

        let card = try #require(try read(text).cards.first)

        #expect(card.formattedName == "Jürgen Müller")
        #expect(card.firstProperty(named: "FN")?.parameters == [])
    }

    @Test func softBreakFollowedByBlankLinesContinuesUnlessAPropertyFollows() throws {
        let text = "BEGIN:VCARD\nVERSION:2.1\nUID:1\nFN:A\nNOTE;ENCODING=QUOTED-PRINTABLE:one=\n\n=20two\nORG;ENCODING=QUOTED-PRINTABLE:Acme=\n\nTITLE:Boss\nEND:VCARD\n"

        let card = try #require(try read(text).cards.first)

        #expect(card.note == "one two")
        #expect(card.organization == "Acme")
        #expect(card.firstProperty(named: "TITLE")?.text == "Boss")
    }

    @Test func quotedPrintableLineBreaksBecomeNewlinesAndTrailingSpaceIsDropped() throws {
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nUID:1\r\nFN:A\r\nLABEL;ENCODING=QUOTED-PRINTABLE:1 Main St=0D=0A=   \r\nSpringfield\r\nEND:VCARD\r\n"

        let card = try #require(try read(text).cards.first)

        #expect(card.firstProperty(named: "LABEL")?.text == "1 Main St\nSpringfield")
        #expect(card.firstProperty(named: "LABEL")?.value == "1 Main St\\nSpringfield")
    }

    @Test func quotedPrintableInVersion30KeepsEscapes() throws {
        let text = "BEGIN:VCARD\nVERSION:3.0\nUID:1\nFN:A\nNOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:a\\, b=0Ac\\nd\nEND:VCARD\n"

        let card = try #require(try read(text).cards.first)

        #expect(card.note == "a, b\nc\nd")
    }

    @Test func base64PhotoIsKeptAndDecoded() throws {
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0x02, 0x03, 0x04, 0x05]
        let b64 = Data(jpeg).base64EncodedString()
        let folded = String(b64.prefix(10)) + "\r\n " + String(b64.dropFirst(10))
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:1\r\nFN:A\r\nPHOTO;ENCODING=b;TYPE=JPEG:\(folded)\r\nEND:VCARD\r\n"

        let card = try #require(try read(text).cards.first)

        #expect(card.photoData == Data(jpeg))
        #expect(card.firstProperty(named: "PHOTO") == VCardProperty(name: "PHOTO", parameters: [
            VCardParameter(name: "ENCODING", values: ["b"]), VCardParameter(name: "TYPE", values: ["JPEG"])], value: b64))
    }

    @Test func version21Base64ContinuesOnUnindentedLinesUntilABlankLine() throws {
        let data = Data((0..<120).map { UInt8($0) })
        let b64 = data.base64EncodedString()
        let lines = stride(from: 0, to: b64.count, by: 40).map { i -> String in
            let s = b64.index(b64.startIndex, offsetBy: i)
            return String(b64[s..<b64.index(s, offsetBy: min(40, b64.count - i))])
        }
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nUID:1\r\nFN:A\r\nPHOTO;BASE64;GIF:" + lines.joined(separator: "\r\n") + "\r\n\r\nNOTE:after\r\nEND:VCARD\r\n"

        let card = try #require(try read(text).cards.first)

        #expect(card.photoData == data)
        #expect(card.note == "after")
        #expect(card.firstProperty(named: "PHOTO")?.parameters == [
            VCardParameter(name: "ENCODING", values: ["BASE64"]), VCardParameter(name: "TYPE", values: ["GIF"])])
    }

    @Test func dataURIPhotoIn40() throws {
        let text = "BEGIN:VCARD\nVERSION:4.0\nUID:1\nFN:A\nPHOTO:data:image/png;base64,iVBORw0K\nEND:VCARD\n"

        let card = try #require(try read(text).cards.first)

        #expect(card.photoData == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A]))
        #expect(card.firstProperty(named: "PHOTO")?.mediaType == "image/png")
    }

    @Test func megabyteValuesAreReadWhole() throws {
        let big = Data((0..<786_432).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let b64 = big.base64EncodedString()  // 1 MiB of base64
        var folded = ""
        var i = b64.startIndex
        while i < b64.endIndex {
            let j = b64.index(i, offsetBy: 74, limitedBy: b64.endIndex) ?? b64.endIndex
            folded += (folded.isEmpty ? "" : "\r\n ") + b64[i..<j]
            i = j
        }
        let qp = String(repeating: "=C3=A9", count: 100_000).enumerated()
            .map { $0.offset > 0 && $0.offset % 72 == 0 ? "=\r\n\($0.element)" : String($0.element) }.joined()
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nUID:1\r\nFN:A\r\nPHOTO;ENCODING=BASE64:" + folded
            + "\r\n\r\nNOTE;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:" + qp + "\r\nEND:VCARD\r\n"

        let card = try #require(try read(text).cards.first)

        #expect(card.photoData == big)
        #expect(card.note == String(repeating: "é", count: 100_000))
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
