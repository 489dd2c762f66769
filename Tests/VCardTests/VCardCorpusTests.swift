// Every file of the shared real-world corpus (/work/shared/data/vcards, see
// its SOURCES.md), read in place: the files are never copied into the
// repository. The expected name, first e-mail and first telephone of each
// card were worked out by reading each file by hand.

import Foundation
import Testing
@testable import VCard

/// Where the corpus is: `shared/` sits beside the repository checkout.
enum Corpus {
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .appendingPathComponent("../../..")   // repository root
        .appendingPathComponent("../shared/data/vcards")
        .standardizedFileURL

    static func data(_ name: String) throws -> Data {
        let url = directory.appendingPathComponent(name)
        try #require(FileManager.default.fileExists(atPath: directory.path),
                     "vCard corpus directory is missing: expected \(directory.path) (shared/ beside the repository)")
        try #require(FileManager.default.fileExists(atPath: url.path), "Corpus file is missing: \(url.path)")
        return try Data(contentsOf: url)
    }

    static func parse(_ name: String) throws -> VCardParseResult {
        try VCardParser(options: .init(makeUID: { "generated-uid" })).parse(data(name))
    }
}

/// What a person reading the file sees on each card: the name shown, the
/// first e-mail address and the first telephone number (nil: the card has none).
struct CardExpectation: Sendable {
    var name: String
    var email: String?
    var phone: String?
    init(_ name: String, _ email: String?, _ phone: String?) {
        self.name = name
        self.email = email
        self.phone = phone
    }
}

struct CorpusExpectation: Sendable, CustomTestStringConvertible {
    var file: String
    var cards: [CardExpectation]
    var testDescription: String { file }
    init(_ file: String, _ cards: CardExpectation...) {
        self.file = file
        self.cards = cards
    }

    static let all: [CorpusExpectation] = [
        // 2.1, only "\;" is an escape: FN "A;B\C\;D:E\\" reads A;B\C;D:E\\.
        .init("aosp__v21_backslash.vcf", .init(#"A;B\C;D:E\\"#, nil, nil)),
        .init("aosp__v21_complicated.vcf", .init("Joe Due", "forrestgump@walladalla.com", "(111) 555-1212")),
        .init("aosp__v21_invalid_comment_line.vcf", .init("Conference Call", nil, nil)),
        .init("aosp__v21_japanese_2.vcf", .init("安藤 ロイド 1", nil, nil)),
        .init("aosp__v21_nest.vcf", .init("parent", nil, "1"), .init("nest1", nil, nil), .init("nest2", nil, nil)),
        .init("aosp__v30_comma_separated.vcf", .init("G M F", nil, "1")),
        .init("aosp__v30_ios_613_multiline.vcf", .init("Bob Smith", "bob@smithauto.com", "(650) 555-1212")),
        .init("aosp__v30_multibyte_param.vcf", .init("G M F", nil, "1")),
        .init("aosp__v40_sort_as.vcf", .init("安藤 ロイド", nil, nil)),
        .init("eds__13.vcf", .init("Ralf Engels", "Frank_Dawson@Lotus.com", "+1-919-676-9515")),
        // The TEL values of this file really are Chinese text.
        .init("eds__5.vcf", .init("十城目管理大型知座", "weird@weird.com", "十城目管理大型知座")),
        .init("ezvcard__John_Doe_ANDROID.vcf",
              .init("john.doe@company.com", "john.doe@company.com", nil),
              .init("jane.doe@company.com", "jane.doe@company.com", nil),
              .init("Ñ Ñ Ñ Ñ Ñ", nil, "123456789"),
              .init("Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ", nil, "123456"),
              .init("Ñ Ñ Ñ Ñ", "bob@company.com", "123456"),
              .init("ÑÑÑÑ", "henry@company.com", "55556666")),
        .init("ezvcard__John_Doe_BLACK_BERRY.vcf", .init("John Doe", nil, "+96123456789")),
        .init("ezvcard__John_Doe_EVOLUTION.vcf", .init("Mr. John Richter, James Doe Sr.", "john.doe@ibm.com", "905-666-1234")),
        .init("ezvcard__John_Doe_GMAIL.vcf", .init("Mr. John Richter, James Doe Sr.", "john.doe@ibm.com", "905-555-1234")),
        .init("ezvcard__John_Doe_IPHONE.vcf", .init("Mr. John Richter James Doe Sr.", "john.doe@ibm.com", "905-555-1234")),
        .init("ezvcard__John_Doe_LOTUS_NOTES.vcf", .init("Mr. Doe John I Johny", "john.doe@ibm.com", "+1 (212) 204-34456")),
        .init("ezvcard__John_Doe_MAC_ADDRESS_BOOK.vcf", .init("Mr. John Richter,James Doe Sr.", "john.doe@ibm.com", "905-777-1234")),
        .init("ezvcard__John_Doe_MS_OUTLOOK.vcf", .init("Mr. John Richter James Doe Sr.", "john.doe@ibm.cm", "(905) 555-1234")),
        .init("ezvcard__gmail-list.vcf",
              .init("Arnold Smith", "asmithk@gmail.com", nil),
              .init("Chris Beatle", "chrisy55d@yahoo.com", nil),
              .init("Doug White", "dwhite@gmail.com", nil)),
        .init("ezvcard__issue114.vcf", .init("Dummy, Dummy", "dummy.dummy@dummy.com", "+49 1234 56789")),
        .init("ezvcard__outlook-2007.vcf", .init("Mr. Michael Angstadt Jr.", "mike.angstadt@gmail.com", "(111) 555-1111")),
        .init("ezvcard__rfc6350-example.vcf", .init("Simon Perreault", "simon.perreault@viagenie.ca", "+1-418-656-9254;ext=102")),
        .init("ezvcard__thunderbird-MoreFunctionsForAddressBook-extension.vcf",
              .init("John Doe", "doe.john@hotmail.com", "555-555-1111")),
        .init("fkvcards__AnsiIssue.vcf", .init("Ralf Rastral", nil, nil)),
        .init("fkvcards__Cropped_2_1.vcf", .init("Maxl", nil, nil)),
        .init("fkvcards__Ukrainian.vcf", .init("Віталій Володимирович Кличко", nil, nil)),
        .init("fkvcards__WhatsAppIssue.vcf", .init("zzMad Perla 45", nil, "7yy-zzz-xxx")),
        .init("fkvcards__v3Utf16Bom.vcf",
              .init("Folker Kinzel", "email1@wumms.de", "0123-45678"),
              .init("KMS Außenstelle", "blablö@blub.com", "03443-303776")),
        .init("fkvcards__v4.vcf",
              .init("Möhrke Gerda", "info@kinderland-blubblub.de", "034441/ 2 22 67"),
              .init("Dr. Max Horst Mustermann jr. Maxl SED", "privat@freenet.de", "Privattelefon")),
        .init("kcontacts__vcard10.vcf",
              .init("Bike Shop", nil, nil),
              .init("Field after Address broken", nil, nil),
              .init("Field after Address not broken", nil, nil),
              .init("Dr. med. Surname Name", nil, nil),
              .init("Second Doctor", nil, nil)),
        .init("kcontacts__vcard9.vcf", .init(String(repeating: "βγδεαβγδ1", count: 11), nil, nil)),
        .init("kcontacts__vcardwithitemasapplesupport.vcf", .init("Name of Broken Card", nil, "(111) 111-1111")),
        .init("khard__altid.vcf", .init("altid", nil, nil)),
        .init("khard__korean-c.vcf", .init("최유림", nil, nil)),
        .init("khard__text-bday.vcf", .init("text birthday", nil, nil)),
        // No N and no FN: the e-mail address is the only name there is.
        .init("radicale__broken-vcard.vcf", .init("test-misses-N-or-FN@example.com", "test-misses-N-or-FN@example.com", nil)),
        .init("radicale__contact4-with-bday-no-year.vcf", .init("Test bday without year Thunderbird CardBook", nil, nil)),
        .init("vcard4android__allfields-vcard3.vcf", .init("Ämi Display", "private@example.com", "+49 1234 56788")),
    ]
}

@Suite struct VCardCorpusTests {
    @Test func corpusDirectoryExistsAndEveryFileHasAnExpectation() throws {
        let dir = Corpus.directory
        try #require(FileManager.default.fileExists(atPath: dir.path),
                     "vCard corpus directory is missing: expected \(dir.path) (shared/ beside the repository)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".vcf") }.sorted()

        let expected = CorpusExpectation.all.map(\.file).sorted()

        #expect(files == expected)
        #expect(files.count == 39)
    }

    @Test(arguments: CorpusExpectation.all)
    func corpusFileReadsAsAPersonWould(_ expectation: CorpusExpectation) throws {
        let result = try Corpus.parse(expectation.file)

        let seen = result.cards.map { CardSummary(name: $0.displayName, email: $0.emails.first?.value, phone: $0.telephones.first?.value) }
        let wanted = expectation.cards.map { CardSummary(name: $0.name, email: $0.email, phone: $0.phone) }
        #expect(seen == wanted)
        for card in result.cards {
            #expect(card.uid?.isEmpty == false)
            #expect(card.formattedName?.isEmpty == false)
        }
    }

    @Test(arguments: CorpusExpectation.all.map(\.file))
    func corpusFileRoundTripsThroughBothVersions(_ file: String) throws {
        let cards = try Corpus.parse(file).cards

        for version in VCardWriter.Version.allCases {
            let written = VCardWriter(version: version).data(for: cards)
            let reread = try VCardParser(options: .init(makeUID: { "unused" })).parse(written)

            #expect(reread.cards.count == cards.count)
            for (a, b) in zip(cards, reread.cards) {
                #expect(ContactSnapshot(b) == ContactSnapshot(a), "\(file) as \(version.rawValue)")
                #expect(SemanticProperties(b) == SemanticProperties(a), "\(file) as \(version.rawValue)")
            }
            // Reading what was written finds no new problem.
            let before = Set(try Corpus.parse(file).diagnostics.filter { $0.severity != .info }.map(\.message))
            let after = Set(reread.diagnostics.filter { $0.severity != .info }.map(\.message))
            #expect(after.isSubset(of: before), "\(file) as \(version.rawValue)")
            // Writing what was read back gives the same bytes.
            #expect(VCardWriter(version: version).data(for: reread.cards) == written)
        }
    }

    // MARK: File-specific details

    @Test func japaneseShiftJISWithQuotedPrintableSplitInsideCharacters() throws {
        let card = try #require(try Corpus.parse("aosp__v21_japanese_2.vcf").cards.first)

        #expect(card.name == StructuredName(familyName: "安藤", givenName: "ロイド1"))
        #expect(card.firstProperty(named: "SOUND")?.components == ["ｱﾝﾄﾞｳ", "ﾛｲﾄﾞ1", "", "", ""])
        #expect(card.firstProperty(named: "ADR")?.components == ["", "東京都渋谷区桜丘町26-1セルリアンタワー6階", "", "", "", "150-8512", ""])
        #expect(card.note == "メモ")
    }

    @Test func commentLinesAreSkippedButAQuotedPrintableContinuationStartingWithHashIsNot() throws {
        let result = try Corpus.parse("aosp__v21_invalid_comment_line.vcf")
        let card = try #require(result.cards.first)

        #expect(card.note == "This is an (sharp ->#<- sharp) example. This message must NOT be ignored.")
        #expect(card.uid == "357")
        #expect(result.diagnostics.filter { $0.message.hasPrefix("Comment") }.map(\.line) == [6, 9])
    }

    @Test func kitchenSinkV21() throws {
        let card = try #require(try Corpus.parse("aosp__v21_complicated.vcf").cards.first)

        #expect(card.notes == ["The following note is the example from RFC 2045.",
                               "Now's the time for all folk to come to the aid of their country."])
        #expect(card.organization == "Gump Shrimp Co.")
        #expect(card.organizationUnits == ["Sales Dept.;Manager", "Fish keeper"])
        #expect(card.properties(named: "LABEL").map(\.text) == [
            "100 Waters Edge\nBaytown, LA 30314\nUnited  States of America",
            "42 Plantation St.\nBaytown, LA 30314\nUnited  States of America"])
        let photo = try #require(card.photoData)
        #expect(photo.count == 3888)
        #expect(Array(photo.prefix(3)) == [0xFF, 0xD8, 0xFF])
        #expect(card.emails == [LabeledValue(value: "forrestgump@walladalla.com", label: nil, types: ["internet"], isPreferred: true),
                                LabeledValue(value: "cell@example.com", label: "mobile", types: ["cell"], isPreferred: false)])
        #expect(card.telephones.map(\.label) == ["work", "home", "mobile", "video", nil])
        #expect(card.birthday == DateComponents(year: 1980, month: 1, day: 1))
        #expect(card.firstProperty(named: "X-ATTRIBUTE")?.text == "Some String")
    }

    @Test func evilEvolutionCard() throws {
        let card = try #require(try Corpus.parse("eds__13.vcf").cards.first)

        #expect(card.telephones.map(\.types) == [["voice", "msg", "work"], ["fax", "work"]])
        #expect(card.emails.map(\.value) == ["Frank_Dawson@Lotus.com", "semicolon;@points.net"])
        #expect(card.emails.map(\.isPreferred) == [true, false])
        let adrs = card.properties(named: "ADR").map(\.components)
        #expect(adrs == [["", "", "Evil semicolon city;", "Semicolon;way", "NC", "27613-3502", "U.S.A."],
                         ["", "", "Evil backslash \\ way", "Ulm", "Newlines\nCountry\nevil", "89073", ""]])
        #expect(card.urls.map(\.value) == ["http://home%32%20.earthlink.net/~fdawson"])
    }

    @Test func quotedPrintableSoftBreaksCuttingUTF8Characters() throws {
        let eds5 = try #require(try Corpus.parse("eds__5.vcf").cards.first)
        let cropped = try Corpus.parse("fkvcards__Cropped_2_1.vcf")

        #expect(eds5.firstProperty(named: "X-EVOLUTION-FILE-AS")?.text == "十城目管理大型知座")
        #expect(eds5.firstProperty(named: "LABEL")?.text == Array(repeating: "十城目管理大型知座", count: 4).joined(separator: "\n"))
        let card = try #require(cropped.cards.first)
        #expect(card.note == "Kommentar ÄÄÄÄÄÄ ääääää ÖÖÖÖÖÖ öööööö ÜÜÜÜÜÜ üüüü\u{FFFD}")
        #expect(card.organizationUnits == ["Führungsetage"])
        #expect(cropped.diagnostics.filter { $0.severity == .error }.map(\.line) == [1, 8])
    }

    @Test func foldThatSplitsUTF8CharactersIsJoinedOnBytes() throws {
        let result = try Corpus.parse("kcontacts__vcard9.vcf")
        let card = try #require(result.cards.first)

        #expect(card.note == "Длинный комментарий на русском языке, чтобы в результате получилась строка более 70 символов.")
        #expect(card.name?.familyName == "123ㄓㄕㄖbcdeαβγδαβγδαβγδαβγδαβγδαβγδαβㄤㄓㄕㄖ")
        #expect(card.version == .v3_0)
        #expect(result.diagnostics.filter { $0.severity != .info } == [])
    }

    @Test func undeclaredLegacyCharsetsUseTheCharsetDeclaredElsewhereInTheCard() throws {
        let ukrainian = try Corpus.parse("fkvcards__Ukrainian.vcf")
        let ansi = try #require(try Corpus.parse("fkvcards__AnsiIssue.vcf").cards.first)

        let card = try #require(ukrainian.cards.first)
        #expect(card.name == StructuredName(familyName: "Кличко", givenName: "Віталій", additionalNames: "Володимирович"))
        #expect(card.firstProperty(named: "ADR")?.components == ["", "", "", "Київ", "", "", ""])
        #expect(card.firstProperty(named: "LABEL")?.text == "Київ")
        #expect(ukrainian.diagnostics.filter { $0.severity == .warning }.map(\.line) == [3, 4, 5])
        #expect(ansi.firstProperty(named: "ADR")?.components == ["", "", "Lämmerweg 12", "Kleindorf", "", "98765", "Deutschland"])
        #expect(ansi.firstProperty(named: "LABEL")?.text == "Lämmerweg 12\n98765 Kleindorf")
        #expect(ansi.firstProperty(named: "X-MS-CARDPICTURE")?.binaryData?.prefix(2) == Data([0xFF, 0xD8]))
        #expect(ansi.firstProperty(named: "X-MS-OL-DESIGN")?.text.hasPrefix("<card xmlns=") == true)
    }

    @Test func utf16WithByteOrderMark() throws {
        let result = try Corpus.parse("fkvcards__v3Utf16Bom.vcf")

        #expect(result.cards.count == 2)
        #expect(result.cards[0].birthday == DateComponents(year: 1978, month: 3, day: 11))
        #expect(result.cards[0].firstProperty(named: "PHOTO")?.text
                == "https://lh3.googleusercontent.com/-qA19KAIW4ig/XPRQfJuWDoI/AAAAAAAAAAA/n3yseZjiGHcH1S5pjm8TULwkceJJtHykQCOQCEAE/photo.jpg")
        #expect(result.cards[0].emails.map(\.label) == [nil, nil])
        #expect(result.cards[1].telephones.map(\.label) == ["home", "homeFax"])
        #expect(result.cards[1].organization == "KMS Außenstelle")
    }

    @Test func nestedCardsKeepTheParentsProperties() throws {
        let result = try Corpus.parse("aosp__v21_nest.vcf")

        #expect(result.cards.map { $0.name?.familyName } == ["parent", "nest1", "nest2"])
        #expect(result.cards.map { $0.telephones.map(\.value) } == [["1"], [], []])
        #expect(result.diagnostics.filter { $0.message.contains("nested") }.map(\.line) == [4, 8])
    }

    @Test func birthdaysWithoutYearAndInvalidOnes() throws {
        let rfc = try #require(try Corpus.parse("ezvcard__rfc6350-example.vcf").cards.first)
        let cardbook = try #require(try Corpus.parse("radicale__contact4-with-bday-no-year.vcf").cards.first)
        let textBday = try #require(try Corpus.parse("khard__text-bday.vcf").cards.first)
        let v4 = try Corpus.parse("fkvcards__v4.vcf")

        #expect(rfc.birthday == DateComponents(month: 2, day: 3))
        #expect(cardbook.birthday == DateComponents(month: 1, day: 1))
        #expect(textBday.birthday == nil)
        #expect(textBday.firstProperty(named: "BDAY")?.text == "circa 1800")
        #expect(v4.cards[1].birthday == nil)
        #expect(v4.cards[1].firstProperty(named: "BDAY")?.value == "19723101")
        #expect(v4.diagnostics.filter { $0.severity == .warning }
                == [VCardDiagnostic(line: 22, message: "BDAY \"19723101\" is not a valid date; kept as text.", severity: .warning)])
    }

    @Test func rfc6350ExampleTelephonesAndPreferences() throws {
        let card = try #require(try Corpus.parse("ezvcard__rfc6350-example.vcf").cards.first)

        #expect(card.telephones == [
            LabeledValue(value: "+1-418-656-9254;ext=102", label: "work", types: ["work", "voice"], isPreferred: true),
            LabeledValue(value: "+1-418-262-6501", label: "work mobile video text",
                         types: ["work", "cell", "voice", "video", "text"], isPreferred: false)])
        #expect(card.name?.suffixes == "ing. jr,M.Sc.")
        #expect(card.firstProperty(named: "KEY")?.text == "http://www.viagenie.ca/simon.perreault/simon.asc")
    }

    @Test func appleGroupsAndLabels() throws {
        let iphone = try #require(try Corpus.parse("ezvcard__John_Doe_IPHONE.vcf").cards.first)
        let gmail = try #require(try Corpus.parse("ezvcard__John_Doe_GMAIL.vcf").cards.first)
        let davx = try #require(try Corpus.parse("vcard4android__allfields-vcard3.vcf").cards.first)

        #expect(iphone.urls == [LabeledValue(value: "http://www.ibm.com", label: "home page", types: [], isPreferred: true)])
        #expect(iphone.telephones.last == LabeledValue(value: "905-222-1234", label: "assistant phone", types: [], isPreferred: false))
        #expect(iphone.photoData?.count == 32531)
        #expect(gmail.groupLabel("item1") == "anniversary")
        #expect(gmail.groupLabel("ITEM2") == "spouse")
        #expect(davx.telephones.first == LabeledValue(value: "+49 1234 56788", label: "Useless",
                                                      types: ["voice", "home", "x-useless"], isPreferred: true))
        #expect(davx.emails.last == LabeledValue(value: "work@example.com", label: "@work", types: ["work"], isPreferred: false))
        #expect(davx.firstProperty(named: "X-TEST")?.parameters == [VCardParameter(name: "A", values: ["B"])])
        #expect(davx.firstProperty(named: "CATEGORIES")?.listValues == ["A", "B'C"])
    }

    @Test func quotedParameterValues() throws {
        let comma = try #require(try Corpus.parse("aosp__v30_comma_separated.vcf").cards.first)
        let multibyte = try #require(try Corpus.parse("aosp__v30_multibyte_param.vcf").cards.first)
        let sortAs = try #require(try Corpus.parse("aosp__v40_sort_as.vcf").cards.first)
        let issue114 = try #require(try Corpus.parse("ezvcard__issue114.vcf").cards.first)

        #expect(comma.firstProperty(named: "TEL")?.parameters == [VCardParameter(name: "TYPE", values: ["COMMA,SEPARATED:INSIDE.DQUOTE", "PREF"])])
        #expect(comma.telephones.first?.isPreferred == true)
        #expect(multibyte.telephones.first?.label == "费")
        #expect(sortAs.firstProperty(named: "N")?.parameterValues("SORT-AS") == ["あんどう;ろいど"])
        #expect(sortAs.organizationUnits == ["検索部門"])
        // The LABEL value is not quoted, so (RFC 6350 section 3.3) its first
        // ':' ends the parameters, as in ez-vcard, whose writer then fails on
        // the '"' and line break in it (ez-vcard issue 114).
        #expect(issue114.firstProperty(named: "ADR")?.parameterValues("LABEL")
                == ["Dummy-Dummy-Strasse 1 61352 Bad Homburg\nGERMANY\""])
        #expect(issue114.firstProperty(named: "ADR")?.components.suffix(6) == ["BHG01:", "Dummy-Dummy-Strasse 1", "Bad Homburg", "", "61352", "Germany"])
        #expect(issue114.uid == "8b574c60-fd7f-4e99-b584-c5db131ae687")
    }

    @Test func androidExportWithManyCards() throws {
        let result = try Corpus.parse("ezvcard__John_Doe_ANDROID.vcf")

        #expect(result.cards.count == 6)
        #expect(result.cards[3].notes == Array(repeating: "Ñ Ñ Ñ Ñ Ñ Ñ Ñ ÑÑ Ñ Ñ Ñ Ñ Ñ Ñ ÑÑ Ñ Ñ Ñ Ñ ", count: 2))
        #expect(result.cards[4].emails.map(\.value) == ["bob@company.com", "ÑÑÑÑÑÑÑÑÑÑÑÑÑÑ"])
        // The fixture's photo has 1169 base64 characters: it is cut short.
        #expect(result.cards[4].photoData == nil)
        #expect(result.cards[4].firstProperty(named: "PHOTO")?.value.count == 1171)
        #expect(result.diagnostics.filter { $0.severity != .info } == [
            VCardDiagnostic(line: 52, message: "PHOTO base64 data is damaged (bad characters or a length that is not a multiple of 4); kept as read.", severity: .warning),
            VCardDiagnostic(line: 82, message: "ORG value is damaged UTF-8 (1 bad byte(s)); each replaced by U+FFFD.", severity: .error),
        ])
        #expect(result.cards[5].properties(named: "ORG").map(\.text) == [
            String(repeating: "Ñ", count: 44),
            String(repeating: "Ñ", count: 44) + "\u{FFFD}",
            String(repeating: "Ñ", count: 44)])
    }

    @Test func cardsWithoutNamesGetDerivedOnesAndDiagnostics() throws {
        let broken = try Corpus.parse("radicale__broken-vcard.vcf")
        let korean = try Corpus.parse("khard__korean-c.vcf")

        #expect(broken.cards[0].formattedName == "test-misses-N-or-FN@example.com")
        #expect(broken.cards[0].uid == "C68582D2-2E60-0001-C2C0-000000000000.vcf")
        #expect(broken.diagnostics == [VCardDiagnostic(line: 1, message: "Card has no FN; \"test-misses-N-or-FN@example.com\" derived from EMAIL.", severity: .info)])
        #expect(korean.cards[0].name == StructuredName(givenName: "최유림"))
        #expect(korean.diagnostics.map(\.message) == ["Card has no N; derived from FN \"최유림\".",
                                                      "Card has no UID; assigned generated-uid."])
    }
}

/// EDS collation test cards: one tiny card each, no VERSION.
@Suite struct EDSSortedCorpusTests {
    static let families: [(Int, String?)] = [
        (1, "bad"), (2, "Bad"), (3, "Bat"), (4, "bat"), (5, "bäd"), (6, "Bäd"), (7, "bät"), (8, "Bät"),
        (9, "côté"), (10, "C"), (11, nil), (12, "coté"), (13, "côte"), (14, "cote"), (15, "black-bird"),
        (16, "blackbird"), (17, "black-birds"), (18, "blackbirds"), (19, "Muffler"), (20, "Müller"),
    ]

    @Test(arguments: families)
    func sortedCardFamilyName(_ number: Int, _ family: String?) throws {
        let result = try Corpus.parse("eds-sorted/sorted-\(number).vcf")

        #expect(result.cards.count == 1)
        let card = try #require(result.cards.first)
        if let family {
            #expect(card.name?.familyName == family)
            #expect(card.displayName == "First Name \(family)")
        } else {
            #expect(card.displayName == "Ye Nameless One")
        }
        #expect(card.uid == "sorted-\(number)")
        #expect(result.diagnostics.contains { $0.message == "Card has no VERSION; read as 3.0." || $0.message == "Card has no VERSION; read as 2.1." })
    }
}

// MARK: Comparison helpers shared by the round-trip tests

struct CardSummary: Equatable, CustomStringConvertible {
    var name: String
    var email: String?
    var phone: String?
    var description: String { "\(name) | \(email ?? "-") | \(phone ?? "-")" }
}

/// The contact data the app uses, for round-trip comparisons.
struct ContactSnapshot: Equatable {
    var formattedName: String?
    var name: StructuredName?
    var displayName: String
    var telephones: [LabeledValue]
    var emails: [LabeledValue]
    var urls: [LabeledValue]
    var notes: [String]
    var organization: String?
    var organizationUnits: [String]
    var birthday: DateComponents?
    var uid: String?
    var photo: Data?

    init(_ c: VCard) {
        formattedName = c.formattedName
        name = c.name
        displayName = c.displayName
        telephones = c.telephones
        emails = c.emails
        urls = c.urls
        notes = c.notes
        organization = c.organization
        organizationUnits = c.organizationUnits
        birthday = c.birthday
        uid = c.uid
        photo = c.photoData
    }
}

/// Every property as group, name, the parameters that carry meaning in
/// both versions, and its unescaped text (binary values as their bytes).
/// Version conversions (pref, dates, binary encodings, tel: URIs, an added
/// empty N) are normalised away.
struct SemanticProperties: Equatable {
    struct Item: Equatable {
        var group: String?
        var name: String
        var parameters: [VCardParameter]
        var text: String
        var binary: Data?
    }
    var items: [Item]

    init(_ card: VCard) {
        let conversionParameters: Set<String> = ["PREF", "ENCODING", "VALUE", "X-APPLE-OMIT-YEAR", "MEDIATYPE"]
        let mediaTypes: Set<String> = ["jpeg", "jpg", "png", "gif", "x509", "pgp"]
        items = card.properties.compactMap { p in
            if p.name == "N" && p.value == ";;;;" { return nil }
            var params = p.parameters.filter { !conversionParameters.contains($0.name) }
            params = params.map { param in
                guard param.name == "TYPE" else { return param }
                return VCardParameter(name: "TYPE", values: param.values
                    .flatMap { $0.split(separator: ",").map(String.init) }
                    .filter { $0.lowercased() != "pref" && !mediaTypes.contains($0.lowercased()) })
            }.filter { !($0.name == "TYPE" && $0.values.isEmpty) }
            let binary = p.binaryData
            var text = binary == nil ? p.text : ""
            if p.name == "TEL", text.lowercased().hasPrefix("tel:") { text = String(text.dropFirst(4)) }
            if p.name == "BDAY" || p.name == "ANNIVERSARY",
               let d = VCardDate.parse(p.text, omitYear: p.parameterValues("X-APPLE-OMIT-YEAR").first), !p.text.contains("T") {
                text = "\(d.year.map(String.init) ?? "-")/\(d.month ?? 0)/\(d.day ?? 0)"
            }
            return Item(group: p.group, name: p.name, parameters: params, text: text, binary: binary)
        }
    }
}
