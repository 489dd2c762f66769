// What the reader repairs (derived names, assigned UIDs) and what it reports (malformed lines, no card).

import Foundation
import Testing
@testable import VCard

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
