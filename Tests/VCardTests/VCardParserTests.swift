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

/// A charset name, its bytes and the text they stand for.
struct CharsetCase: Sendable, CustomTestStringConvertible {
    var charset: String
    var bytes: [UInt8]
    var text: String
    init(_ charset: String, _ bytes: [UInt8], _ text: String) {
        self.charset = charset
        self.bytes = bytes
        self.text = text
    }
    var testDescription: String { charset }

    // Bytes made with Python's codecs of the same names.
    static let all: [CharsetCase] = [
        CharsetCase("UTF-8", [0x5A, 0x6F, 0xC3, 0xAB, 0x20, 0xC3, 0x85, 0x6E, 0x67, 0x73, 0x74, 0x72, 0xC3, 0xB6, 0x6D], "Zoë Ångström"),
        CharsetCase("Shift_JIS", [0x88, 0xC0, 0x93, 0xA1, 0x20, 0x83, 0x8D, 0x83, 0x43, 0x83, 0x68], "安藤 ロイド"),
        CharsetCase("SJIS", [0xB1, 0xDD, 0xC4, 0xDE, 0xB3], "ｱﾝﾄﾞｳ"),
        CharsetCase("GB18030", [0xD5, 0xC5, 0xCE, 0xB0], "张伟"),
        CharsetCase("GBK", [0xCD, 0xF5, 0xB7, 0xBC], "王芳"),
        CharsetCase("gb2312", [0xC0, 0xEE, 0xC4, 0xC8], "李娜"),
        CharsetCase("Big5", [0xB3, 0xAF, 0xA4, 0x6A, 0xA4, 0xE5], "陳大文"),
        CharsetCase("windows-1250", [0xA3, 0xF3, 0x64, 0x9F, 0x20, 0xAF, 0xF3, 0xB3, 0xE6], "Łódź Żółć"),
        CharsetCase("windows-1251", [0xC2, 0xB3, 0xF2, 0xE0, 0xEB, 0xB3, 0xE9], "Віталій"),
        CharsetCase("windows-1252", [0x4D, 0xFC, 0x6C, 0x6C, 0x65, 0x72, 0x20, 0x80], "Müller €"),
        CharsetCase("windows-1253", [0xC1, 0xEB, 0xDD, 0xEE, 0xE7, 0xF2], "Αλέξης"),
        CharsetCase("windows-1254", [0xDE, 0xFC, 0x6B, 0x72, 0xFC, 0x20, 0xD6, 0xF0, 0xFC, 0x74], "Şükrü Öğüt"),
        CharsetCase("windows-1255", [0xF9, 0xEC, 0xE5, 0xED], "שלום"),
        CharsetCase("windows-1256", [0xE3, 0xCD, 0xE3, 0xCF], "محمد"),
        CharsetCase("windows-1257", [0xC0, 0xFE, 0x75, 0x6F, 0x6C, 0x61, 0x73, 0x20, 0xD0, 0x69, 0x6D, 0x6B, 0x75, 0x73], "Ąžuolas Šimkus"),
        CharsetCase("windows-1258", [0xD0, 0xE0, 0x20, 0x4C, 0x61, 0xF2, 0x74], "Đà Lạt"),
        CharsetCase("ISO-8859-1", [0x4A, 0x6F, 0x73, 0xE9], "José"),
        CharsetCase("ISO-8859-2", [0x44, 0x76, 0x6F, 0xF8, 0xE1, 0x6B], "Dvořák"),
        CharsetCase("ISO-8859-5", [0xB8, 0xD2, 0xD0, 0xDD], "Иван"),
        CharsetCase("ISO-8859-7", [0xCD, 0xDF, 0xEA, 0xEF, 0xF2], "Νίκος"),
        CharsetCase("ISO-8859-15", [0xBC, 0x75, 0x76, 0x72, 0x65, 0x20, 0xA4], "Œuvre €"),
        CharsetCase("KOI8-R", [0xF0, 0xA3, 0xD4, 0xD2], "Пётр"),
        CharsetCase("EUC-KR", [0xB1, 0xE8, 0xB9, 0xCE, 0xBC, 0xF6], "김민수"),
        CharsetCase("macintosh", [0x43, 0x61, 0x66, 0x8E], "Café"),
    ]
}

@Suite struct CharsetTests {
    @Test(arguments: CharsetCase.all)
    func declaredCharsetIsDecodedRawAndQuotedPrintable(_ c: CharsetCase) throws {
        let qp = c.bytes.map { "=" + String($0, radix: 16, uppercase: true).leftPadded(2) }.joined()
        let raw = bytes("BEGIN:VCARD\r\nVERSION:2.1\r\nUID:1\r\nFN;CHARSET=\(c.charset):¤\r\nNOTE;CHARSET=\(c.charset);ENCODING=QUOTED-PRINTABLE:\(qp)\r\nEND:VCARD\r\n", c.bytes)

        let result = try read(bytes: raw)

        #expect(result.cards[0].formattedName == c.text)
        #expect(result.cards[0].note == c.text)
        #expect(result.diagnostics.filter { $0.severity != .info } == [])
    }

    @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
    func utf16FilesAreDetected(_ littleEndian: Bool, _ withBOM: Bool) throws {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:1\r\nFN:Zoë 😀\r\nEND:VCARD\r\n"
        var raw: [UInt8] = withBOM ? (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
        for unit in text.utf16 {
            let hi = UInt8(unit >> 8), lo = UInt8(unit & 0xFF)
            raw += littleEndian ? [lo, hi] : [hi, lo]
        }

        let result = try read(bytes: raw)

        #expect(result.cards.map(\.formattedName) == ["Zoë 😀"])
    }

    @Test func utf8ByteOrderMarkIsSkipped() throws {
        let raw: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("BEGIN:VCARD\nVERSION:3.0\nUID:1\nFN:A\nEND:VCARD\n".utf8)

        #expect(try read(bytes: raw).cards.map(\.formattedName) == ["A"])
    }

    @Test func undeclaredNonUTF8FallsBackToWindows1252ThenConfiguredEncodings() throws {
        let raw = bytes("BEGIN:VCARD\r\nVERSION:2.1\r\nUID:1\r\nFN:M¤ller\r\nEND:VCARD\r\n", [0xFC])
        let sjis = bytes("BEGIN:VCARD\r\nVERSION:2.1\r\nUID:1\r\nFN:¤\r\nEND:VCARD\r\n", [0x88, 0xC0, 0x93, 0xA1])

        let latin = try read(bytes: raw)
        let japanese = try read(bytes: sjis, fallback: [.shiftJIS, .windowsCP1252])

        #expect(latin.cards[0].formattedName == "Müller")
        #expect(latin.diagnostics.filter { $0.severity == .warning }.map(\.message)
                == ["FN value is not UTF-8; decoded as Windows-1252 (the fallback encoding)."])
        #expect(japanese.cards[0].formattedName == "安藤")
    }

    @Test func bytesNoEncodingAcceptsEndUpAsLatin1() throws {
        // 0x81 is undefined in Windows-1252.
        let raw = bytes("BEGIN:VCARD\nVERSION:3.0\nUID:1\nFN:a¤b\nEND:VCARD\n", [0x81])

        let result = try read(bytes: raw)

        #expect(result.cards[0].formattedName == "a\u{81}b")
        #expect(result.diagnostics.map(\.message).contains("FN value is not UTF-8; decoded as ISO-8859-1 (the last-resort encoding)."))
    }

    @Test func damagedUTF8IsRepairedNotReinterpreted() throws {
        let raw = bytes("BEGIN:VCARD\nVERSION:3.0\nUID:1\nFN:Jürgen Müller¤\nEND:VCARD\n", [0x80])

        let result = try read(bytes: raw)

        #expect(result.cards[0].formattedName == "Jürgen Müller\u{FFFD}")
        #expect(result.diagnostics.map(\.severity).contains(.error))
    }

    @Test func wrongDeclaredCharsetFallsBack() throws {
        let raw = bytes("BEGIN:VCARD\nVERSION:2.1\nUID:1\nFN;CHARSET=UTF-8:Fran¤ois\nNOTE;CHARSET=X-NONSENSE:ok¤\nEND:VCARD\n", [0xE7], [0xE9])

        let result = try read(bytes: raw)

        #expect(result.cards[0].formattedName == "François")
        #expect(result.cards[0].note == "oké")
        #expect(result.diagnostics.filter { $0.severity == .warning }.map(\.message) == [
            "FN value is not UTF-8; decoded as Windows-1252 (the fallback encoding).",
            "NOTE declares unknown CHARSET=X-NONSENSE; decoded by the fallback rules.",
            "NOTE value is not UTF-8; decoded as Windows-1252 (the fallback encoding).",
        ])
    }
}

@Suite struct EscapingTests {
    @Test(arguments: [
        ("Smith\\, John", "Smith, John"),
        ("a\\;b", "a;b"),
        ("back\\\\slash", "back\\slash"),
        ("line\\nbreak\\Nagain", "line\nbreak\nagain"),
        ("http\\://x", "http://x"),
        ("\\\"quoted\\\"", "\"quoted\""),
        ("C:\\temp", "C:\\temp"),
        ("trailing\\", "trailing\\"),
    ])
    func version30And40Escapes(_ value: String, _ text: String) throws {
        for version in ["3.0", "4.0"] {
            let card = try #require(try read("BEGIN:VCARD\nVERSION:\(version)\nUID:1\nFN:A\nNOTE:\(value)\nEND:VCARD\n").cards.first)
            #expect(card.note == text)
        }
    }

    @Test func structuredValuesSplitOnlyOnUnescapedSemicolons() throws {
        let card = try #require(try read("BEGIN:VCARD\nVERSION:3.0\nUID:1\nFN:A\nORG:ABC\\, Inc.;R\\;D;Lab\\\\\nCATEGORIES:a,b\\,c,d\nEND:VCARD\n").cards.first)

        #expect(card.firstProperty(named: "ORG")?.components == ["ABC, Inc.", "R;D", "Lab\\"])
        #expect(card.firstProperty(named: "CATEGORIES")?.listValues == ["a", "b,c", "d"])
    }

    @Test func version21OnlySemicolonIsEscaped() throws {
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nUID:1\r\nN:Doe\\;Jr;John, Q\r\nFN:C:\\temp\\new, \\; x\r\nEND:VCARD\r\n"

        let card = try #require(try read(text).cards.first)

        #expect(card.name == StructuredName(familyName: "Doe;Jr", givenName: "John, Q"))
        #expect(card.formattedName == "C:\\temp\\new, ; x")
        #expect(card.firstProperty(named: "FN")?.value == "C:\\\\temp\\\\new\\, \\; x")
    }
}

@Suite struct ParameterTests {
    @Test func quotedValuesMayHoldCommaColonSemicolonAndMultibyteText() throws {
        let text = "BEGIN:VCARD\nVERSION:3.0\nUID:1\nFN:A\nTEL;TYPE=\"a,b:c;d\",HOME;X-NOTE=\"日本;語\":1\nEND:VCARD\n"

        let tel = try #require(try read(text).cards.first?.firstProperty(named: "TEL"))

        #expect(tel.parameters == [VCardParameter(name: "TYPE", values: ["a,b:c;d", "HOME"]),
                                   VCardParameter(name: "X-NOTE", values: ["日本;語"])])
        #expect(tel.value == "1")
    }

    @Test func nameless21ParametersAreNamed() throws {
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nUID:1\r\nFN:A\r\nTEL;HOME;VOICE;PREF:1\r\nKEY;X509;BASE64:AAEC\r\nURL;URL:http://x\r\nNOTE;UTF-8;QUOTED-PRINTABLE:caf=C3=A9\r\nEND:VCARD\r\n"

        let card = try #require(try read(text).cards.first)

        #expect(card.firstProperty(named: "TEL")?.parameters == [VCardParameter(name: "TYPE", values: ["HOME", "VOICE", "PREF"])])
        #expect(card.telephones == [LabeledValue(value: "1", label: "home", types: ["home", "voice"], isPreferred: true)])
        #expect(card.firstProperty(named: "KEY")?.parameters == [VCardParameter(name: "TYPE", values: ["X509"]),
                                                                VCardParameter(name: "ENCODING", values: ["BASE64"])])
        #expect(card.firstProperty(named: "KEY")?.binaryData == Data([0, 1, 2]))
        #expect(card.firstProperty(named: "URL")?.parameters == [VCardParameter(name: "VALUE", values: ["URL"])])
        #expect(card.note == "café")
    }

    @Test func caretEncodingIsDecodedIn40() throws {
        let text = "BEGIN:VCARD\nVERSION:4.0\nUID:1\nFN:A\nADR;LABEL=\"1 Main^nSpringfield ^'A^' ^^\":;;1 Main;Springfield;;;\nEND:VCARD\n"

        let adr = try #require(try read(text).cards.first?.firstProperty(named: "ADR"))

        #expect(adr.parameterValues("LABEL") == ["1 Main\nSpringfield \"A\" ^"])
    }
}

@Suite struct LabelAndPreferenceTests {
    @Test(arguments: [
        ("_$!<HomePage>!$_", "home page"), ("_$!<Mobile>!$_", "mobile"), ("_$!<HomeFAX>!$_", "home fax"),
        ("_$!<WorkFAX>!$_", "work fax"), ("_$!<Anniversary>!$_", "anniversary"), ("_$!<iPhone>!$_", "iPhone"),
        ("_$!<Other>!$_", "other"), ("School", "School"),
    ])
    func appleLabelsReadAsWords(_ raw: String, _ readable: String) throws {
        let text = "BEGIN:VCARD\nVERSION:3.0\nUID:1\nFN:A\nitem7.TEL;type=CELL:1\nitem7.X-ABLabel:\(raw)\nEND:VCARD\n"

        let card = try #require(try read(text).cards.first)

        #expect(card.telephones.first?.label == readable)
    }

    @Test(arguments: [
        ("TYPE=CELL", "mobile"), ("TYPE=HOME,FAX", "home fax"), ("TYPE=FAX;TYPE=WORK", "work fax"),
        ("TYPE=VOICE", nil), ("TYPE=x-aunt", "aunt"), ("TYPE=PAGER", "pager"), ("TYPE=\"work,voice\"", "work"),
    ] as [(String, String?)])
    func labelsFromTypes(_ params: String, _ label: String?) throws {
        let card = try #require(try read("BEGIN:VCARD\nVERSION:3.0\nUID:1\nFN:A\nTEL;\(params):1\nEND:VCARD\n").cards.first)

        #expect(card.telephones.first?.label == label)
    }

    @Test func preferenceIn30And40() throws {
        let v3 = "BEGIN:VCARD\nVERSION:3.0\nUID:1\nFN:A\nTEL;TYPE=HOME:1\nTEL;TYPE=CELL,pref:2\nEMAIL;TYPE=INTERNET;TYPE=PREF:a@b\nEMAIL:c@d\nEND:VCARD\n"
        let v4 = "BEGIN:VCARD\nVERSION:4.0\nUID:1\nFN:A\nTEL;TYPE=home:1\nTEL;TYPE=cell;PREF=1:2\nEMAIL;PREF=1:a@b\nEMAIL:c@d\nEND:VCARD\n"

        for text in [v3, v4] {
            let card = try #require(try read(text).cards.first)
            #expect(card.telephones.map(\.isPreferred) == [false, true])
            #expect(card.telephones.map(\.label) == ["home", "mobile"])
            #expect(card.emails.map(\.isPreferred) == [true, false])
        }
    }
}

@Suite struct BirthdayTests {
    @Test(arguments: [
        ("BDAY:1980-03-22", 1980, 3, 22),
        ("BDAY:19800322", 1980, 3, 22),
        ("BDAY:--0322", nil, 3, 22),
        ("BDAY:--03-22", nil, 3, 22),
        ("BDAY:1604-03-22", nil, 3, 22),
        ("BDAY:16040322", nil, 3, 22),
        ("BDAY;X-APPLE-OMIT-YEAR=1900:1900-03-22", nil, 3, 22),
        ("BDAY;VALUE=date:1996-04-15T201243+04:00", 1996, 4, 15),
        ("BDAY:2000-02-29", 2000, 2, 29),
        ("BDAY:--0229", nil, 2, 29),
    ] as [(String, Int?, Int, Int)])
    func datesWithAndWithoutYear(_ line: String, _ year: Int?, _ month: Int, _ day: Int) throws {
        let card = try #require(try read("BEGIN:VCARD\nVERSION:4.0\nUID:1\nFN:A\n\(line)\nEND:VCARD\n").cards.first)

        #expect(card.birthday == DateComponents(year: year, month: month, day: day))
    }

    @Test(arguments: ["BDAY:19723101", "BDAY:1999-02-29", "BDAY:--1301", "BDAY:soon", "BDAY;VALUE=text:circa 1800", "BDAY:1980-03"])
    func notADate(_ line: String) throws {
        let result = try read("BEGIN:VCARD\nVERSION:4.0\nUID:1\nFN:A\n\(line)\nEND:VCARD\n")

        #expect(result.cards[0].birthday == nil)
        #expect(result.cards[0].firstProperty(named: "BDAY") != nil)
        #expect(result.diagnostics.filter { $0.severity == .warning }.map(\.line) == (line.contains("VALUE=text") ? [] : [5]))
    }
}

@Suite struct RepairAndErrorTests {
    @Test func missingFNIsDerivedFromNAndMissingNFromFN() throws {
        let text = "BEGIN:VCARD\nVERSION:3.0\nUID:1\nN:Lee;Ann;B.;Dr.;PhD\nEND:VCARD\nBEGIN:VCARD\nVERSION:4.0\nUID:2\nFN:Mary Ann Smith\nEND:VCARD\n"

        let result = try read(text)

        #expect(result.cards[0].formattedName == "Dr. Ann B. Lee PhD")
        #expect(result.cards[1].name == StructuredName(familyName: "Smith", givenName: "Mary", additionalNames: "Ann"))
        #expect(result.diagnostics == [
            VCardDiagnostic(line: 1, message: "Card has no FN; \"Dr. Ann B. Lee PhD\" derived from N.", severity: .info),
            VCardDiagnostic(line: 6, message: "Card has no N; derived from FN \"Mary Ann Smith\".", severity: .info),
        ])
    }

    @Test func uidIsAssignedOnlyWhenMissing() throws {
        let text = "BEGIN:VCARD\nVERSION:3.0\nFN:A\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nFN:B\nUID:keep-me\nEND:VCARD\n"

        let defaults = try VCardParser().parse(text)

        let generated = try #require(defaults.cards[0].uid)
        #expect(UUID(uuidString: generated) != nil)
        #expect(generated == generated.lowercased())
        #expect(defaults.cards[1].uid == "keep-me")
    }

    @Test func malformedLinesGiveDiagnosticsWithLineNumbers() throws {
        let text = """
        stray text before
        BEGIN:VCARD
        VERSION:3.0
        UID:1
        FN:A
        this line has no colon
        TEL;TYPE="unclosed:5
        END:VCARD
        NOTE:outside
        END:VCARD
        BEGIN:VCARD
        VERSION:9.9
        FN:B
        UID:2
        """

        let result = try read(text)

        #expect(result.cards.map(\.formattedName) == ["A", "B"])
        #expect(result.cards[0].telephones.map(\.value) == ["5"])
        #expect(result.cards[1].version == .v3_0)
        #expect(result.diagnostics.filter { $0.severity != .info } == [
            VCardDiagnostic(line: 1, message: "Line has no ':' and is not a property; ignored: \"stray text before\".", severity: .warning),
            VCardDiagnostic(line: 6, message: "Line has no ':' and is not a property; ignored: \"this line has no colon\".", severity: .warning),
            VCardDiagnostic(line: 7, message: "Unbalanced double quote in the parameters; the first ':' ends them.", severity: .warning),
            VCardDiagnostic(line: 9, message: "Property NOTE outside any BEGIN:VCARD … END:VCARD; ignored.", severity: .warning),
            VCardDiagnostic(line: 10, message: "END:VCARD without a matching BEGIN:VCARD; ignored.", severity: .warning),
            VCardDiagnostic(line: 11, message: "Card has no END:VCARD; read up to the end of the file.", severity: .error),
            VCardDiagnostic(line: 11, message: "Card has an unknown VERSION \"9.9\"; read as 3.0.", severity: .warning),
        ])
    }

    @Test func inputWithoutAnyCardIsATypedError() throws {
        #expect(throws: VCardError.empty) { try read("") }
        #expect(throws: VCardError.empty) { try read(" \r\n\t\n") }
        #expect(throws: VCardError.noCard(firstLine: 2, diagnostics: [
            VCardDiagnostic(line: 2, message: "Property FN outside any BEGIN:VCARD … END:VCARD; ignored.", severity: .warning),
        ])) { try read("\nFN:Not a card\n") }
        #expect(throws: VCardError.self) { try read(bytes: [0x00, 0xFF, 0x10, 0x80]) }
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
