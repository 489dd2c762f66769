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

    @Test func progressGoesToStandardErrorOnlyWhenItIsATerminal() throws {
        let cli = try InProcessCommand()
        try cli.makeAlice()
        let cards = (0..<2500).map { "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:u\($0)\r\nFN:Person \($0)\r\nN:\($0);Person;;;\r\nEND:VCARD\r\n" }
        let path = try cli.file("many.vcf", cards.joined())
        let quiet = try cli.run(["import", path])
        #expect(quiet.error.isEmpty)
        #expect(quiet.output == "\(path): imported 2500 contacts\n")
        let shown = try cli.run(["import", path], errorIsTerminal: true)
        // Each progress line is rewritten in place (CR … erase to end of line) and cleared at the end.
        #expect(shown.error.hasPrefix("\r\(path): reading \(Self.bytes(path)) bytes…\u{1B}[K"))
        // The file is read a piece at a time (one piece here): cards stored and the share read.
        #expect(shown.error.contains("\r\(path): 2500 cards read and stored (100%)…\u{1B}[K"))
        #expect(shown.error.hasSuffix("\r\u{1B}[K"))
        #expect(shown.output == "\(path): imported 0 contacts; 2500 already in the book unchanged\n")

        let out = cli.root.appendingPathComponent("out.vcf").path
        let export = try cli.run(["export", "-o", out], errorIsTerminal: true)
        #expect(export.error == "\r" + "exporting 2000 of 2500 contacts…\u{1B}[K\rexporting 2500 of 2500 contacts…\u{1B}[K\r\u{1B}[K"
                + "contacts: exported 2500 contacts of alice to \(out)\n")
        #expect(try cli.run(["export", "-o", out]).error == "contacts: exported 2500 contacts of alice to \(out)\n")
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
        #expect(run.output == "<stdin>: imported 1 contact\n")
        #expect(try cli.run(["list"]).output == "From Input\t\t\n")
        // Not remembered: the password cannot come from standard input as well.
        #expect(try cli.run(["logout"]).status == 0)
        let refused = try cli.run(["import", "-"], input: card)
        #expect(refused.status == 1)
        #expect(refused.error == "contacts: importing from standard input needs a remembered login (the password cannot "
                + "come from standard input too): sign in once with 'contacts login'\n")
    }
}
