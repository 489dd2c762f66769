// The reader's values: escapes, parameters, labels and preference, birthdays.

import Foundation
import Testing
@testable import VCard

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
