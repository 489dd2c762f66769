import ContactsTestSupport
import Foundation
import Testing
@testable import ContactsApp

/// Usage lines, progress, shortened quotes, `import -` and the 3.0
/// preference order: the smaller command-line items of issue 15.
@Suite struct CommandUsageTests {
    @Test func everyUsageLineNamesEveryOptionItsCommandTakes() {
        for (command, specification) in CommandRun.options {
            let usage = CommandHelp.usage(command)
            for option in specification.valueOptions.union(specification.flagOptions) {
                #expect(usage.contains("--\(option)"), "\(command): '\(usage)' lacks --\(option)")
            }
            for (letter, _) in specification.shortNames {
                #expect(usage.contains("-\(letter) "), "\(command): '\(usage)' lacks -\(letter)")
            }
            #expect(CommandHelp.text(command).hasPrefix(usage + "\n"))
        }
    }

    /// Terminals are 80 columns by default; a help line longer than that wraps mid-word.
    @Test func everyHelpLineFitsEightyColumns() {
        for command in [""] + CommandRun.options.keys.sorted() {
            for line in CommandHelp.text(command).split(separator: "\n") where line.count > 80 {
                Issue.record("\(command.isEmpty ? "contacts" : command): \(line.count) columns: \(line)")
            }
        }
    }

    @Test func progressGoesToStandardErrorOnlyWhenItIsATerminal() throws {
        let cli = try InProcessCommand()
        try cli.makeAlice()
        let cards = (0..<2500).map { "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:u\($0)\r\nFN:Person \($0)\r\nN:\($0);Person;;;\r\nEND:VCARD\r\n" }
        let path = try cli.file("many.vcf", cards.joined())
        let quiet = try cli.run(["import", path])
        #expect(quiet.error.isEmpty)
        #expect(quiet.output == "\(path): imported 2500 contacts.\n")
        let shown = try cli.run(["import", path], errorIsTerminal: true)
        // Each progress line is rewritten in place (CR … erase to end of line) and cleared at the end.
        #expect(shown.error.hasPrefix("\r\(path): reading \(Self.bytes(path)) bytes…\u{1B}[K"))
        // The file is read a piece at a time (one piece here): cards stored and the share read.
        #expect(shown.error.contains("\r\(path): 2500 cards read and stored (100%)…\u{1B}[K"))
        #expect(shown.error.hasSuffix("\r\u{1B}[K"))
        #expect(shown.output == "\(path): imported 0 contacts; 2500 already in the book unchanged.\n")

        let out = cli.root.appendingPathComponent("out.vcf").path
        let export = try cli.run(["export", "-o", out], errorIsTerminal: true)
        #expect(export.error == "\r" + "exporting 2000 of 2500 contacts…\u{1B}[K\rexporting 2500 of 2500 contacts…\u{1B}[K\r\u{1B}[K"
                + "contacts: exported 2500 contacts of alice to \(out).\n")
        #expect(try cli.run(["export", "-o", out]).error == "contacts: exported 2500 contacts of alice to \(out).\n")
    }

    static func bytes(_ path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }

    @Test func warningsQuoteLongValuesShortened() throws {
        let cli = try InProcessCommand()
        try cli.makeAlice()
        let long = String(repeating: "9", count: 50_000)
        let path = try cli.file("long.vcf", "BEGIN:VCARD\r\nVERSION:\(long)\r\nFN:Long\r\nBDAY:\(long)\r\nEND:VCARD\r\n")
        let run = try cli.run(["import", path])
        #expect(run.status == 0)
        let quoted = "\"\(String(repeating: "9", count: 40))…\" (50000 characters)"
        #expect(run.error == """
            \(path):1: warning: Card has an unknown VERSION \(quoted); read as 3.0.
            \(path):4: warning: BDAY \(quoted) is not a valid date; kept as text.

            """)
    }

    @Test func importDashReadsStandardInputForARememberedLogin() throws {
        let cli = try InProcessCommand()
        try cli.makeAlice()
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:in-1\r\nFN:From Input\r\nN:Input;From;;;\r\nEND:VCARD\r\n"
        let run = try cli.run(["import", "-"], input: card)
        #expect(run.status == 0, "\(run)")
        #expect(run.output == "<stdin>: imported 1 contact.\n")
        #expect(try cli.run(["list"]).output == "From Input\t\t\n")
        // Not remembered: the password cannot come from standard input as well.
        #expect(try cli.run(["logout"]).status == 0)
        let refused = try cli.run(["import", "-"], input: card)
        #expect(refused.status == 1)
        #expect(refused.error == "contacts: importing from standard input needs a remembered login (the password cannot "
                + "come from standard input too): sign in once with 'contacts login'.\n")
    }

    @Test func aVersion3ExportKeepsTheImportedPreferenceOrder() throws {
        let cli = try InProcessCommand()
        try cli.makeAlice()
        // vCard 4.0 ranks with PREF=1…100 (RFC 6350 section 5.3); 3.0 has only TYPE=pref
        // (RFC 2426 section 3.3.1), so the ranking must survive as the order of the lines:
        // the places the ranked TELs held (first and third) are refilled in PREF order, the
        // unranked one keeps its place, and only the most preferred is marked pref
        // (`VCardWriter.inPreferenceOrder`).
        let path = try cli.file("ranked.vcf", "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:ranked-1\r\nFN:Ranked\r\n"
                                + "TEL;PREF=3:+1 555 0103\r\nTEL:+1 555 0100\r\nTEL;PREF=1:+1 555 0101\r\n"
                                + "EMAIL;PREF=2:two@example.org\r\nEMAIL;PREF=1:one@example.org\r\nEND:VCARD\r\n")
        #expect(try cli.run(["import", path]).status == 0)
        let export = try cli.run(["export", "--version", "3.0"])
        let lines = export.output.components(separatedBy: "\r\n").filter { $0.hasPrefix("TEL") || $0.hasPrefix("EMAIL") }
        #expect(lines == ["TEL;TYPE=pref:+1 555 0101", "TEL:+1 555 0100", "TEL:+1 555 0103",
                          "EMAIL;TYPE=pref:one@example.org", "EMAIL:two@example.org"])
    }

    @Test func everyMessageIsASentence() {
        #expect(ContactsCommandLine.sentence("no file to import") == "no file to import.")
        #expect(ContactsCommandLine.sentence("Remove Ann?") == "Remove Ann?")
        #expect(ContactsCommandLine.sentence("exporting 3 of 9 contacts…") == "exporting 3 of 9 contacts…")
        #expect(ContactsCommandLine.sentence("already one.") == "already one.")
        #expect(Localization.screenSentence("the password must not be empty") == "The password must not be empty.")
        #expect(Localization.screenSentence("/x: not a vCard file") == "/x: not a vCard file.")
        #expect(Localization.screenSentence("密码不能为空。") == "密码不能为空。")
    }
}

