// The writer: whole outputs for 3.0 and 4.0, folding, escaping, version
// conversions, and round trips through the reader.

import Foundation
import Testing
@testable import VCard

let tinyJPEG = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01])

/// A card built through the typed setters, the way the app will.
func sampleCard() -> VCard {
    var card = VCard(version: .v4_0)
    card.uid = "1234"
    card.formattedName = "Zoë Smith, Jr."
    card.name = StructuredName(familyName: "Smith", givenName: "Zoë", suffixes: "Jr.")
    card.telephones = [LabeledValue(value: "+1 555 0100", types: ["cell"], isPreferred: true),
                       LabeledValue(value: "+1 555 0199", label: "Boat")]
    card.emails = [LabeledValue(value: "zoe@example.com", label: "work")]
    card.birthday = DateComponents(month: 3, day: 22)
    card.note = "Line one\nLine two; with semicolon"
    card.properties.append(VCardProperty(name: "X-CUSTOM", parameters: [VCardParameter(name: "X-PARAM", values: ["a:b"])], value: "value"))
    card.photoData = tinyJPEG
    return card
}

@Suite struct VCardWriterTests {
    @Test func writesVersion30() {
        let text = VCardWriter(version: .v3_0).string(for: sampleCard())

        #expect(text.components(separatedBy: "\r\n") == [
            "BEGIN:VCARD",
            "VERSION:3.0",
            "UID:1234",
            "FN:Zoë Smith\\, Jr.",
            "N:Smith;Zoë;;;Jr.",
            "TEL;TYPE=cell,pref:+1 555 0100",
            "item1.TEL:+1 555 0199",
            "item1.X-ABLABEL:Boat",
            "EMAIL;TYPE=work:zoe@example.com",
            "BDAY;X-APPLE-OMIT-YEAR=1604:1604-03-22",
            "NOTE:Line one\\nLine two\\; with semicolon",
            "X-CUSTOM;X-PARAM=\"a:b\":value",
            "PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgAB",
            "END:VCARD",
            "",
        ])
    }

    @Test func writesVersion40() {
        let text = VCardWriter(version: .v4_0).string(for: sampleCard())

        #expect(text.components(separatedBy: "\r\n") == [
            "BEGIN:VCARD",
            "VERSION:4.0",
            "UID:1234",
            "FN:Zoë Smith\\, Jr.",
            "N:Smith;Zoë;;;Jr.",
            "TEL;TYPE=cell;PREF=1:+1 555 0100",
            "item1.TEL:+1 555 0199",
            "item1.X-ABLABEL:Boat",
            "EMAIL;TYPE=work:zoe@example.com",
            "BDAY:--0322",
            "NOTE:Line one\\nLine two\\; with semicolon",
            "X-CUSTOM;X-PARAM=\"a:b\":value",
            "PHOTO:data:image/jpeg;base64,/9j/4AAQSkZJRgAB",
            "END:VCARD",
            "",
        ])
    }

    @Test(arguments: VCardWriter.Version.allCases)
    func sampleCardRoundTrips(_ version: VCardWriter.Version) throws {
        let card = sampleCard()

        let reread = try #require(try VCardParser().parse(VCardWriter(version: version).data(for: [card])).cards.first)

        #expect(ContactSnapshot(reread) == ContactSnapshot(card))
        #expect(SemanticProperties(reread) == SemanticProperties(card))
        #expect(reread.telephones == [LabeledValue(value: "+1 555 0100", label: "mobile", types: ["cell"], isPreferred: true),
                                      LabeledValue(value: "+1 555 0199", label: "Boat")])
        #expect(reread.birthday == DateComponents(month: 3, day: 22))
        #expect(reread.photoData == tinyJPEG)
    }

    @Test(arguments: [
        (String(repeating: "é", count: 100), [75, 75, 55]),
        (String(repeating: "a", count: 200), [75, 75, 55]),
        (String(repeating: "€", count: 50), [75, 73, 7]),
        (String(repeating: "x", count: 70) + "😀😀😀", [73, 13]),
    ])
    func foldsAt75OctetsWithoutSplittingCharacters(_ fn: String, _ lengths: [Int]) throws {
        var card = VCard(version: .v4_0)
        card.formattedName = fn

        let data = VCardWriter(version: .v4_0).data(for: [card])

        let lines = Array(data).split(separator: 0x0A).map { Array($0.dropLast()) }  // drop the CR
        let fnLines = Array(lines[2..<(2 + lengths.count)])
        #expect(fnLines.map(\.count) == lengths)
        for line in fnLines { #expect(String(validating: line, as: UTF8.self) != nil) }
        #expect(try VCardParser().parse(data).cards.first?.formattedName == fn)
    }

    @Test func parameterValuesAreQuotedAndEscapedPerVersion() throws {
        var card = VCard(version: .v4_0)
        card.uid = "1"
        card.formattedName = "A"
        card.properties.append(VCardProperty(name: "ADR", parameters: [
            VCardParameter(name: "LABEL", values: ["1 Main St\nSpringfield \"Home\""]),
            VCardParameter(name: "TYPE", values: ["home", "a,b"]),
        ], components: ["", "", "1 Main St", "Springfield", "", "", ""]))

        let v4 = VCardWriter(version: .v4_0).string(for: card).components(separatedBy: "\r\n")
        let v3 = VCardWriter(version: .v3_0).string(for: card).components(separatedBy: "\r\n")

        let folded = ["ADR;LABEL=1 Main St^nSpringfield ^'Home^';TYPE=home,\"a,b\":;;1 Main St;Sprin", " gfield;;;"]
        #expect(Array(v4[4...5]) == folded)
        #expect(Array(v3[5...6]) == folded)
        #expect(v3[2] == "N:;;;;")
        #expect(try read(v3.joined(separator: "\r\n")).cards.first?.firstProperty(named: "ADR") == card.properties[2])
    }

    @Test func version21CardIsWrittenAsValid30And40() throws {
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen\r\nTEL;HOME;VOICE;PREF:555\r\nNOTE:a\\b, c\r\nPHOTO;ENCODING=BASE64;JPEG:/9j/4AAQSkZJRgAB\r\nX-FOO;BAR:baz\r\nBDAY:1604-01-02\r\nEND:VCARD\r\n"
        let card = try #require(try read(text).cards.first)

        let v3 = VCardWriter(version: .v3_0).string(for: card).components(separatedBy: "\r\n")
        let v4 = VCardWriter(version: .v4_0).string(for: card).components(separatedBy: "\r\n")

        #expect(v3 == ["BEGIN:VCARD", "VERSION:3.0", "N:Müller;Jürgen", "FN:Jürgen Müller", "TEL;TYPE=HOME,VOICE,PREF:555",
                       "NOTE:a\\\\b\\, c", "PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgAB", "X-FOO;TYPE=BAR:baz",
                       "BDAY;X-APPLE-OMIT-YEAR=1604:1604-01-02", "UID:uid-made", "END:VCARD", ""])
        #expect(v4 == ["BEGIN:VCARD", "VERSION:4.0", "N:Müller;Jürgen", "FN:Jürgen Müller", "TEL;TYPE=HOME,VOICE;PREF=1:555",
                       "NOTE:a\\\\b\\, c", "PHOTO:data:image/jpeg;base64,/9j/4AAQSkZJRgAB", "X-FOO;TYPE=BAR:baz",
                       "BDAY:--0102", "UID:uid-made", "END:VCARD", ""])
        #expect(try read(v3.joined(separator: "\r\n")).cards.first?.note == "a\\b, c")
    }

    @Test func telURIsBecomeText30AndStayURIs40() throws {
        let text = "BEGIN:VCARD\nVERSION:4.0\nUID:1\nFN:A\nTEL;VALUE=uri;TYPE=work:tel:+1-418-656-9254;ext=102\nEND:VCARD\n"
        let card = try #require(try read(text).cards.first)

        let v3 = VCardWriter(version: .v3_0).string(for: card).components(separatedBy: "\r\n")
        let v4 = VCardWriter(version: .v4_0).string(for: card).components(separatedBy: "\r\n")

        #expect(v3[5] == "TEL;TYPE=work:+1-418-656-9254\\;ext=102")
        #expect(v4[5] == "TEL;VALUE=uri;TYPE=work:tel:+1-418-656-9254;ext=102")
        #expect(try read(v3.joined(separator: "\r\n")).cards.first?.telephones.first?.value == "+1-418-656-9254;ext=102")
    }

    @Test func version30RequiresNAndFN() throws {
        let card = VCard(version: .v4_0, properties: [VCardProperty(name: "EMAIL", value: "x@y.example")])

        let v3 = VCardWriter(version: .v3_0).string(for: card).components(separatedBy: "\r\n")
        let v4 = VCardWriter(version: .v4_0).string(for: card).components(separatedBy: "\r\n")

        #expect(v3 == ["BEGIN:VCARD", "VERSION:3.0", "FN:x@y.example", "N:;;;;", "EMAIL:x@y.example", "END:VCARD", ""])
        #expect(v4 == ["BEGIN:VCARD", "VERSION:4.0", "FN:x@y.example", "EMAIL:x@y.example", "END:VCARD", ""])
    }

    @Test func manyCardsInOneFile() throws {
        let cards = (1...50).map { i -> VCard in
            var c = VCard()
            c.uid = "u\(i)"
            c.formattedName = "Person \(i)"
            c.emails = [LabeledValue(value: "p\(i)@example.com", label: "home")]
            return c
        }

        let reread = try VCardParser().parse(VCardWriter(version: .v3_0).data(for: cards))

        #expect(reread.cards.map(\.uid) == cards.map(\.uid))
        #expect(reread.cards.map(\.emails) == cards.map(\.emails))
    }
}

@Suite struct SetterTests {
    @Test func settingTelephonesReplacesTELAndTheirLabelsOnly() throws {
        let text = "BEGIN:VCARD\nVERSION:3.0\nUID:1\nFN:A\nitem1.TEL:1\nitem1.X-ABLabel:Old\nitem2.URL:http://x\nitem2.X-ABLabel:Blog\nTEL;TYPE=HOME:2\nEND:VCARD\n"
        var card = try #require(try read(text).cards.first)

        card.telephones = [LabeledValue(value: "3", label: "home fax"), LabeledValue(value: "4", label: "Yacht", isPreferred: true)]

        #expect(card.properties.map { "\($0.group.map { $0 + "." } ?? "")\($0.name):\($0.value)" } == [
            "UID:1", "FN:A", "N:;A;;;", "TEL:3", "item3.TEL:4", "item3.X-ABLABEL:Yacht", "item2.URL:http://x", "item2.X-ABLABEL:Blog",
        ])
        #expect(card.telephones == [LabeledValue(value: "3", label: "home fax", types: ["home", "fax"]),
                                    LabeledValue(value: "4", label: "Yacht", isPreferred: true)])
        #expect(card.urls.first?.label == "Blog")
    }

    @Test func settingNilRemoves() throws {
        var card = sampleCard()

        card.photoData = nil
        card.birthday = nil
        card.note = nil
        card.emails = []

        #expect(card.properties.map(\.name) == ["UID", "FN", "N", "TEL", "TEL", "X-ABLABEL", "X-CUSTOM"])
    }
}
