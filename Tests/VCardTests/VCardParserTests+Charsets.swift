// The reader's character sets: declared, detected (UTF-16, byte order marks) and fallen back to.

import Foundation
import Testing
@testable import VCard

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
