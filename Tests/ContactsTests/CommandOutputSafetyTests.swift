import ContactsTestSupport
import Foundation
import Testing
@testable import ContactsApp

/// Item: text from a vCard never reaches a terminal or a mail client raw.
/// A card's FN carrying an OSC title sequence, BEL, a CSI clear-screen and a
/// C1 CSI must come out of `list`, `query`, export to a terminal and error
/// messages as visible symbols (the app's rule: C0 → Control Pictures,
/// C1 → U+FFFD), while export to a file keeps the data as it is.
@Suite struct CommandOutputSafetyTests {
    /// ESC ] 0 ; owned BEL (retitles an xterm), ESC [ 2 J (clears the screen), C1 CSI.
    static let hostileName = "\u{1B}]0;owned\u{07}Eve\u{1B}[2J\u{9B}1m"
    static let shownName = "␛]0;owned␇Eve␛[2J\u{FFFD}1m"

    static let card = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:eve-1\r
        FN:\(hostileName)\r
        N:Eve;;;;\r
        TEL:+1 555 0100\r
        EMAIL:eve@example.org\r
        END:VCARD\r

        """

    func bookWithEve() throws -> InProcessCommand {
        let command = try InProcessCommand()
        try command.makeAlice()
        let path = try command.file("eve.vcf", Self.card)
        let imported = try command.run(["import", path])
        #expect(imported.status == 0, "\(imported)")
        return command
    }

    @Test func listShowsControlCharactersAsSymbols() throws {
        let command = try bookWithEve()
        let list = try command.run(["list"])
        #expect(list.status == 0)
        #expect(controlBytes(list.outputBytes).isEmpty, "raw control bytes \(controlBytes(list.outputBytes))")
        #expect(list.output == "\(Self.shownName)\t+1 555 0100\teve@example.org\n")
    }

    @Test func queryGivesMuttAUsableNameWithoutEscapes() throws {
        let command = try bookWithEve()
        let query = try command.run(["query", "eve"])
        #expect(query.status == 0)
        #expect(controlBytes(query.outputBytes).isEmpty, "raw control bytes \(controlBytes(query.outputBytes))")
        #expect(query.output == "1 address for \"eve\" in alice's contacts.\neve@example.org\t\(Self.shownName)\t\n")
        // A search term typed with a control character is echoed visibly too.
        let miss = try command.run(["query", "zz\u{1B}[2J"])
        #expect(miss.status == 1)
        #expect(miss.output == "No match for \"zz␛[2J\" in alice's contacts.\n")
    }

    @Test func exportToATerminalIsSanitizedButAFileGetsTheExactData() throws {
        let command = try bookWithEve()
        let onTerminal = try command.run(["export"], outputIsTerminal: true)
        #expect(onTerminal.status == 0)
        #expect(controlBytes(onTerminal.outputBytes, allowing: [0x0D, 0x0A]).isEmpty)
        #expect(onTerminal.output.contains("FN:\(Self.shownName)\r\n"))
        #expect(onTerminal.error == "contacts: 4 control characters were shown as symbols on the terminal; "
                + "export with -o FILE or through a pipe for the exact data.\n")

        let toPipe = try command.run(["export"])
        #expect(toPipe.output.contains("FN:\(Self.hostileName)\r\n"))
        #expect(toPipe.error.isEmpty)

        let path = command.root.appendingPathComponent("out.vcf").path
        let toFile = try command.run(["export", "-o", path])
        #expect(toFile.status == 0)
        let written = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        #expect(written.contains("FN:\(Self.hostileName)\r\n"))
    }

    @Test func errorMessagesAndImportWarningsShowControlCharactersAsSymbols() throws {
        let command = try InProcessCommand()
        try command.makeAlice()
        let missing = command.root.appendingPathComponent("no\u{1B}[2J.vcf").path
        let failed = try command.run(["import", missing])
        #expect(failed.status == 1)
        #expect(controlBytes(Array(failed.error.utf8)).isEmpty)
        #expect(failed.error.contains("no␛[2J.vcf"))

        let path = try command.file("odd.vcf", "BEGIN:VCARD\r\nVERSION:9\u{07}\u{1B}[5m\r\nFN:Odd\r\nEND:VCARD\r\n")
        let warned = try command.run(["import", path])
        #expect(warned.status == 0)
        #expect(controlBytes(Array(warned.error.utf8)).isEmpty, "\(warned.error)")
        #expect(warned.error.contains("VERSION \"9␇␛[5m\""))
    }
}
