import CSQLite
import ContactsStore
import Foundation
import Testing
import TestSupport
import VCard
@testable import ContactsApp

/// Importing vCard files (one transaction each, with a report) and
/// exporting them again with everything they had.
@Suite struct ImportExportTests {
    let fixture: BookFixture
    var book: AddressBook { fixture.book }

    init() throws { fixture = try BookFixture() }

    static let threeCards = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        N:Doe;John;;Mr.;\r
        FN:Mr. John Doe\r
        TEL;TYPE=CELL:+1 555 0100\r
        TEL;TYPE=WORK,VOICE:+1 555 0101\r
        EMAIL;TYPE=INTERNET,HOME:john@example.com\r
        NOTE:Met at the conference\\, 2019\r
        BDAY:1980-03-22\r
        UID:uid-john\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        N:王;小明;;;\r
        TEL:139 0000 1111\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:4.0\r
        FN:Acme Corp\r
        ORG:Acme Corp\r
        BDAY:--0704\r
        EMAIL:sales@acme.example\r
        X-CUSTOM;X-PARAM=1:kept as is\r
        UID:uid-acme\r
        END:VCARD\r

        """

    @Test func importStoresEveryCardAndReportsTheRepairsByLine() throws {
        let alice = try fixture.makeAccount("alice")
        let file = try fixture.file("three.vcf", Self.threeCards)

        let report = try book.importVCards(from: file, into: alice)
        let contacts = try book.search("", for: alice)

        #expect(report.cardCount == 3 && report.importedCount == 3)
        #expect(report.problems.isEmpty)
        // The second card got an FN and a UID, the third an N.
        #expect(report.repairs.map(\.line) == [12, 12, 17])
        #expect(report.summary == "\(file.path): imported 3 contacts; 3 repairs")
        #expect(contacts.map(\.displayName) == ["Acme Corp", "Mr. John Doe", "王小明"])
        let john = contacts[1], wang = contacts[2], acme = contacts[0]
        #expect(john.givenName == "John" && john.familyName == "Doe")
        #expect(john.phones == [ContactValue("+1 555 0100", label: "mobile"), ContactValue("+1 555 0101", label: "work")])
        #expect(john.emails == [ContactValue("john@example.com", label: "home")])
        #expect(john.note == "Met at the conference, 2019")
        #expect(john.birthday == DateComponents(year: 1980, month: 3, day: 22))
        #expect(wang.givenName == "小明" && wang.familyName == "王" && wang.section == "W")
        #expect(wang.phones == [ContactValue("139 0000 1111")])
        #expect(acme.birthday == DateComponents(month: 7, day: 4))
        #expect(acme.section == "A")
    }

    @Test func exportWritesWhatWasImportedWithTheAppsEditsMergedIn() throws {
        let alice = try fixture.makeAccount("alice")
        try book.importVCards(Data(Self.threeCards.utf8), source: "three.vcf", into: alice)
        var john = try #require(try book.search("john", for: alice).first)
        john.phones[0] = ContactValue("+1 555 0199", label: "mobile")
        john.note = "Met at the conference, 2019; called back"
        fixture.clock.advance(by: 3600)

        try book.update(john, for: alice)
        let exported = String(decoding: try book.exportVCards(for: alice, version: .v3_0), as: UTF8.self)
        let cards = try VCardParser().parse(exported).cards

        #expect(cards.map(\.displayName) == ["Acme Corp", "Mr. John Doe", "王小明"])
        let exportedJohn = cards[1]
        #expect(exportedJohn.telephones.map(\.value) == ["+1 555 0199", "+1 555 0101"])
        #expect(exportedJohn.telephones.map(\.label) == ["mobile", "work"])
        #expect(exportedJohn.note == "Met at the conference, 2019; called back")
        #expect(exportedJohn.name == StructuredName(familyName: "Doe", givenName: "John", prefixes: "Mr."))
        #expect(exportedJohn.birthday == DateComponents(year: 1980, month: 3, day: 22))
        #expect(exportedJohn.uid == "uid-john")
        #expect(exportedJohn.firstProperty(named: "REV")?.value == "20260101T010000Z")
        #expect(cards[0].firstProperty(named: "X-CUSTOM") == VCardProperty(name: "X-CUSTOM", parameters: [VCardParameter("X-PARAM", "1")],
                                                                             value: "kept as is"))
        #expect(cards[0].organization == "Acme Corp")
        #expect(cards[0].firstProperty(named: "REV") == nil)  // unchanged cards are written as they were
        #expect(exported.hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\n"))
        #expect(!exported.contains("\n\n") && !exported.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test(arguments: ["ezvcard__John_Doe_IPHONE.vcf", "ezvcard__John_Doe_GMAIL.vcf", "vcard4android__allfields-vcard3.vcf",
                      "aosp__v21_complicated.vcf", "ezvcard__rfc6350-example.vcf", "fkvcards__v3Utf16Bom.vcf",
                      "kcontacts__vcard10.vcf"])
    func exportKeepsPhotosUnknownAndXPropertiesInBothVersions(fileName: String) throws {
        let alice = try fixture.makeAccount("alice")
        let bob = try fixture.makeAccount("bob")
        let file = try vCardCorpusDirectory().appendingPathComponent(fileName)
        let original = try VCardParser(options: .init(assignsMissingUID: false)).parse(Data(contentsOf: file)).cards
        try book.importVCards(from: file, into: alice)

        let export4 = try book.exportVCards(for: alice, version: .v4_0)
        let export3 = try book.exportVCards(for: alice, version: .v3_0)
        try book.importVCards(export4, source: "export4.vcf", into: bob)
        let again4 = try book.exportVCards(for: bob, version: .v4_0)

        #expect(again4 == export4, "exporting an imported export changes nothing")
        for (version, data) in [("4.0", export4), ("3.0", export3)] {
            let read = try VCardParser().parse(data).cards
            #expect(read.count == original.count, "\(version)")
            for card in original {
                // Cards without a UID were given one on import: match those by name.
                let match = try #require(read.first { card.uid != nil ? $0.uid == card.uid : $0.displayName == card.displayName },
                                         "\(version): card \(card.displayName)")
                #expect(match.displayName == card.displayName, "\(version)")
                #expect(match.telephones == card.telephones, "\(version) \(card.displayName)")
                #expect(match.emails == card.emails, "\(version) \(card.displayName)")
                #expect(match.notes == card.notes, "\(version) \(card.displayName)")
                #expect(match.birthday == card.birthday, "\(version) \(card.displayName)")
                #expect(match.photoData == card.photoData, "\(version) \(card.displayName)")
                #expect(match.organization == card.organization, "\(version) \(card.displayName)")
                let extensions = { (c: VCard) in c.properties.filter { $0.name.hasPrefix("X-") }.map { "\($0.name)=\($0.text)" } }
                #expect(extensions(match) == extensions(card), "\(version) \(card.displayName)")
                let names = { (c: VCard) in Set(c.properties.map(\.name)).subtracting(["LABEL", "AGENT", "NAME", "PROFILE", "SOURCE", "MAILER", "SORT-STRING", "CLASS"]) }
                #expect(names(match).isSuperset(of: names(card)), "\(version) \(card.displayName)")
            }
        }
    }

    /// A damaged middle card: its FN has a byte that is not UTF-8.
    static func damagedFile() -> Data {
        var data = Data("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Card One\r\nN:One;Card;;;\r\nUID:1\r\nEND:VCARD\r\n".utf8)
        data += Data("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Zoë Ångström Ünal ".utf8) + Data([0xFF]) + Data("\r\nN:Ünal;Zoë;;;\r\nUID:2\r\nEND:VCARD\r\n".utf8)
        data += Data("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Card Three\r\nN:Three;Card;;;\r\nUID:3\r\nEND:VCARD\r\n".utf8)
        return data
    }

    @Test func strictImportRefusesAFileWithADamagedCardInTheMiddleAndImportsNothing() throws {
        let alice = try fixture.makeAccount("alice")
        try fixture.add([("Already Here", "555-0100")], to: alice)

        let refused = #expect(throws: AddressBookError.self) {
            try book.importVCards(Self.damagedFile(), source: "damaged.vcf", into: alice, strict: true)
        }

        guard case .importRefused(let path, let problems) = try #require(refused) else {
            Issue.record("expected importRefused, got \(String(describing: refused))")
            return
        }
        #expect(path == "damaged.vcf")
        #expect(problems.map { "\($0.line):\($0.severity)" } == ["9:error"])
        #expect(try fixture.listedNames(alice) == ["Already Here"])
    }

    @Test func lenientImportKeepsTheDamagedCardAndReportsItsLine() throws {
        let alice = try fixture.makeAccount("alice")

        let report = try book.importVCards(Self.damagedFile(), source: "damaged.vcf", into: alice)

        #expect(report.importedCount == 3)
        #expect(report.problems.map { "\($0.line):\($0.severity)" } == ["9:error"])
        #expect(report.problemLines.count == 1 && report.problemLines[0].hasPrefix("damaged.vcf:9: error: "))
        #expect(try fixture.listedNames(alice) == ["Card One", "Card Three", "Zoë Ångström Ünal \u{FFFD}"])
    }

    @Test func aWriteFailingHalfwayThroughAnImportLeavesTheBookAsItWas() throws {
        let alice = try fixture.makeAccount("alice")
        try fixture.add([("Already Here", "555-0100")], to: alice)
        // Another connection adds a trigger that aborts the insert of the
        // third card, after two rows of the import are written (the rows are sealed:
        // the trigger counts them).
        var handle: OpaquePointer?
        try #require(sqlite3_open(book.databasePath, &handle) == SQLITE_OK)
        let trigger = """
            CREATE TRIGGER fail_midway BEFORE INSERT ON contacts WHEN (SELECT COUNT(*) FROM contacts) >= 3
            BEGIN SELECT RAISE(ABORT, 'injected failure'); END;
            """
        #expect(sqlite3_exec(handle, trigger, nil, nil, nil) == SQLITE_OK)
        sqlite3_close(handle)
        let file = Data(Self.threeCards.utf8) + Data("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Card Three\r\nEND:VCARD\r\n".utf8)

        let error = #expect(throws: AddressBookError.self) {
            try book.importVCards(file, source: "four.vcf", into: alice)
        }

        #expect(error.map { "\($0)".contains("injected failure") } == true)
        #expect(try fixture.listedNames(alice) == ["Already Here"])
        #expect(try book.database.integrityCheck() == ["ok"])
    }

    @Test func aFileWithNoCardIsRefusedClearly() throws {
        let alice = try fixture.makeAccount("alice")
        let empty = try fixture.file("empty.vcf", "")
        let text = try fixture.file("notes.txt", "shopping list\nmilk\n")

        let emptyError = #expect(throws: AddressBookError.self) { try book.importVCards(from: empty, into: alice) }
        let textError = #expect(throws: AddressBookError.self) { try book.importVCards(from: text, into: alice) }
        let missingFile = fixture.root.appendingPathComponent("nope.vcf")
        let missing = #expect(throws: AddressBookError.self) { try book.importVCards(from: missingFile, into: alice) }
        let directory = #expect(throws: AddressBookError.self) { try book.importVCards(from: fixture.root, into: alice) }

        #expect(emptyError == .notAVCardFile(path: empty.path, reason: "The file is empty: it holds no vCard."))
        #expect(textError == .notAVCardFile(path: text.path,
                                            reason: "No vCard found: there is no BEGIN:VCARD line (text starts at line 1)."))
        #expect(missing == .unreadableFile(path: missingFile.path, reason: "No such file or directory"))
        #expect(missing?.description == "cannot read \(missingFile.path): No such file or directory")
        #expect(directory == .unreadableFile(path: fixture.root.path, reason: "Is a directory"))
        #expect(try book.contactCount(for: alice) == 0)
    }

    @Test func theStreamedImportStoresWhatAWholeFileReadGivesAndKeepsEachCardsText() throws {
        var text = ""
        var cardTexts: [String] = []
        var junkLine = 0
        var line = 1
        for index in 0..<2000 {
            if index == 1500 {
                text += "this line is not a property\r\n"
                junkLine = line
                line += 1
            }
            let name = index % 3 == 0 ? "张伟\(index)" : "Person \(index) Example"
            var card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\(name)\r\nN:\(name);;;;\r\nTEL;TYPE=CELL:+1 555 \(index)\r\n"
            if index % 7 != 0 { card += "UID:uid-\(index)\r\n" }
            card += "EMAIL:p\(index)@example.org\r\nEND:VCARD\r\n"
            text += card
            cardTexts.append(card)
            line += card.split(separator: "\r\n").count
        }
        let data = Data(text.utf8)
        try #require(data.count > 2 * 4096)
        var reader = VCardStreamReader(pieceSize: 4096)
        var cards: [VCardStreamReader.Card] = []
        var offset = 0
        while offset < data.count {
            let end = min(data.count, offset + 1000)
            cards += reader.read(data[offset..<end])
            offset = end
        }
        cards += try reader.finish()
        let whole = try VCardParser().parse(data)
        let streamedRows = AddressBook.fields(for: cards, mapper: book.mapper)
        let wholeRows = book.fields(for: whole.cards)

        let where_ = { (d: [VCardDiagnostic]) in d.map { "\($0.line):\($0.severity)" } }
        let notUID = { (d: [VCardDiagnostic]) in d.filter { !$0.message.hasPrefix("Card has no UID") } }
        #expect(where_(reader.diagnostics) == where_(whole.diagnostics))
        #expect(notUID(reader.diagnostics) == notUID(whole.diagnostics))
        #expect(reader.diagnostics.filter { $0.severity == .warning }.map(\.line) == [junkLine])
        #expect(cards.map(\.line) == whole.cardLines)
        #expect(streamedRows.count == 2000)
        for (index, (a, b)) in zip(streamedRows, wholeRows).enumerated() {
            var left = a, right = b
            if index % 7 == 0 { left.uid = ""; right.uid = "" }  // random UIDs assigned by each read
            left.vCard = nil; right.vCard = nil
            #expect(left == right, "row \(index)")
            // A card with its own UID, FN and N is stored as written; the others as vCard 4.0.
            if index % 7 != 0 {
                #expect(a.vCard == cardTexts[index], "row \(index) keeps its text")
            } else {
                #expect(a.vCard?.hasPrefix("BEGIN:VCARD\r\nVERSION:4.0\r\n") == true, "row \(index) is stored as 4.0")
            }
        }
    }

    @Test func aCardsTextIsStoredAsWrittenOnlyWhenReadingItAloneGivesTheSameCard() throws {
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nN:A;;;;\r\nUID:1\r\nEND:VCARD\r\n"

        #expect(StorableCardText.isStorable(card))
        #expect(StorableCardText.isStorable(card.replacingOccurrences(of: "\r\n", with: "\n")))
        #expect(!StorableCardText.isStorable(card + card))
        #expect(!StorableCardText.isStorable(card.replacingOccurrences(of: "FN:A", with: "FN;CHARSET=ISO-8859-1:A")))
        #expect(!StorableCardText.isStorable(card.replacingOccurrences(of: "FN:A", with: "FN;ENCODING=QUOTED-PRINTABLE:A=\r\n=42")))
        #expect(!StorableCardText.isStorable("BEGIN:VCARD\r\nFN:A\r\nN:A;;;;\r\nUID:1\r\nAGENT:\r\nBEGIN:VCARD\r\nEND:VCARD\r\nEND:VCARD\r\n"))
        #expect(!StorableCardText.isStorable(card.replacingOccurrences(of: "\r\n", with: "\r")))
        #expect(!StorableCardText.isStorable("BEGIN:VCARD\r\nFN:unterminated\r\nN:A;;;;\r\nUID:1\r\n"))
        #expect(!StorableCardText.isStorable(card.replacingOccurrences(of: "UID:1\r\n", with: "")))
        #expect(!StorableCardText.isStorable(card.replacingOccurrences(of: "N:A;;;;\r\n", with: "")))
    }

    @Test func exportToAFileReplacesItWholeWithOwnerOnlyModeAndLeavesNoTemporaryFile() throws {
        let alice = try fixture.makeAccount("alice")
        try fixture.add([("Ada Lovelace", "555-0100"), ("张三", "138 0013 8000")], to: alice)
        let target = try fixture.file("out.vcf", "old contents")

        let count = try book.exportVCards(for: alice, version: .v4_0, to: target)
        let missingDirectory = fixture.root.appendingPathComponent("no/such/dir/out.vcf")
        let failure = #expect(throws: AddressBookError.self) {
            try book.exportVCards(for: alice, version: .v4_0, to: missingDirectory)
        }

        #expect(count == 2)
        #expect(try Data(contentsOf: target) == book.exportVCards(for: alice, version: .v4_0))
        #expect(try filePermissions(atPath: target.path) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.root.path).sorted() == ["data", "out.vcf"])
        #expect(failure == .cannotWrite(path: missingDirectory.path, reason: "No such file or directory"))
    }

    @Test func everyCorpusFileImportsWholeWithAReportAndExportsBack() throws {
        let alice = try fixture.makeAccount("alice")
        let files = try vCardCorpusFiles()
        try #require(files.count >= 39, "the corpus has \(files.count) files")
        var total = 0
        var reports: [String: ImportReport] = [:]

        for file in files {
            let report = try book.importVCards(from: file, into: alice)
            reports[file.lastPathComponent] = report
            total += report.importedCount
            #expect(report.importedCount == report.cardCount && report.cardCount > 0, "\(file.lastPathComponent)")
            #expect(report.summary.hasPrefix("\(file.path): imported \(report.importedCount) contact"))
            #expect(report.problemLines.allSatisfy { $0.hasPrefix("\(file.path):") })
        }
        let exported = try VCardParser().parse(book.exportVCards(for: alice, version: .v4_0)).cards

        #expect(try book.contactCount(for: alice) == total)
        #expect(exported.count == total)
        #expect(reports["aosp__v21_nest.vcf"]?.importedCount == 3)
        #expect(reports["fkvcards__v3Utf16Bom.vcf"]?.importedCount == 2)
        #expect(reports["ezvcard__John_Doe_ANDROID.vcf"]?.importedCount == 6)
        #expect(try book.search("test-misses-N-or-FN", for: alice).map(\.displayName) == ["test-misses-N-or-FN@example.com"])
        #expect(try book.search("최유림", for: alice).map(\.displayName) == ["최유림"])
        #expect(try book.search("十城目", for: alice).count == 1)
    }
}
