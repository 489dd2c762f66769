import ContactsTestSupport
import Foundation
import Testing
@testable import ContactsApp

/// `show`, `add`, `edit` and `remove` (khard's show/new/edit/remove).
@Suite struct ContactCommandsTests {
    static let ann = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:ann-1\r
        FN:Ann Lee\r
        N:Lee;Ann;;;\r
        ORG:Acme;Research\r
        TEL;TYPE=cell:+1 555 0100\r
        TEL;TYPE=work:+1 555 0199\r
        EMAIL;TYPE=home:ann@example.org\r
        EMAIL;TYPE=work:ann@acme.example\r
        ADR;TYPE=home:;;1 Main St;Springfield;;12345;USA\r
        URL:https://ann.example\r
        BDAY:1990-04-01\r
        NOTE:Met at the conference.\\nLikes tea.\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:ann-2\r
        FN:Anne Smith\r
        N:Smith;Anne;;;\r
        END:VCARD\r

        """

    func book() throws -> InProcessCommand {
        let cli = try InProcessCommand()
        try cli.makeAlice()
        #expect(try cli.run(["import", try cli.file("ann.vcf", Self.ann)]).status == 0)
        return cli
    }

    @Test func showPrintsEveryFieldOfTheOneContactTheTermNames() throws {
        let cli = try book()
        let show = try cli.run(["show", "lee"])
        #expect(show.status == 0, "\(show)")
        #expect(show.output == """
            Name: Ann Lee
            Organisation: Acme, Research
            Phone
                mobile: +1 555 0100
                work: +1 555 0199
            E-Mail
                home: ann@example.org
                work: ann@acme.example
            Address
                home: 1 Main St, Springfield, 12345, USA
            URL
                https://ann.example
            Birthday: 1990-04-01
            Note: Met at the conference.
                  Likes tea.
            UID: ann-1

            """)
    }

    @Test func severalMatchesAreNamedOffATerminalAndChosenOnOne() throws {
        let cli = try book()
        let ambiguous = try cli.run(["show", "ann"])
        #expect(ambiguous.status == 1)
        #expect(ambiguous.error == "contacts: 2 contacts match \"ann\" (Ann Lee, Anne Smith); give a term that matches one.\n")
        let chosen = try cli.run(["show", "ann"], input: "2\n", inputIsTerminal: true)
        #expect(chosen.status == 0)
        #expect(chosen.error.contains("  1  Ann Lee  +1 555 0100  ann@example.org\n  2  Anne Smith    \n"))
        #expect(chosen.output.hasPrefix("Name: Anne Smith\n"))
        // A term that is exactly one contact's name picks it.
        #expect(try cli.run(["show", "Ann", "Lee"]).output.hasPrefix("Name: Ann Lee\n"))
        let none = try cli.run(["show", "zed"])
        #expect(none.status == 1)
        #expect(none.error == "contacts: no contact of alice matches \"zed\".\n")
    }

    /// On a terminal, an answer that is no contact's number (a typo, "99", "abc") asks
    /// again instead of cancelling; Enter or the end of input cancels.
    @Test func aWrongAnswerToWhichContactAsksAgain() throws {
        let cli = try book()
        let retried = try cli.run(["show", "ann"], input: "99\nabc\n2\n", inputIsTerminal: true)
        #expect(retried.status == 0)
        #expect(retried.output.hasPrefix("Name: Anne Smith\n"))
        let again = "choose a number from 1 to 2, or press Enter to cancel.\n"
        #expect(retried.error.components(separatedBy: again).count == 3, "asked again twice: \(retried.error)")
        let ended = try cli.run(["show", "ann"], input: "99\n", inputIsTerminal: true)
        #expect(ended.status == 130)   // as Ctrl-C at a prompt
        #expect(ended.output.isEmpty)
        #expect(ended.error.hasSuffix(again + "Which contact? [1-2, Enter to cancel] contacts: cancelled.\n"), "\(ended.error)")
    }

    /// Standard output that cannot be written (`contacts export > backup.vcf` on a full
    /// disk) is a failure with the reason, never status 0 with a short file.
    @Test func outputThatCannotBeWrittenIsAFailure() throws {
        let cli = try book()
        for arguments in [["list"], ["export"], ["query", "ann"], ["show", "ann", "lee"]] {
            let r = try cli.run(arguments, outputPath: "/dev/full")
            #expect(r.status == 1, "\(arguments)")
            #expect(r.error == "contacts: cannot write standard output: No space left on device; the output is incomplete.\n",
                    "\(arguments)")
        }
        #expect(try cli.run(["list"]).status == 0)
    }

    /// An empty or blank term names no contact: it is a usage error (status 2 and the
    /// usage line, as a missing term is), never the first contact of the book.
    @Test func anEmptyTermIsAUsageErrorNotTheFirstContact() throws {
        let cli = try book()
        for arguments in [["show", ""], ["show", "  "], ["edit", ""], ["remove", "", "--yes"]] {
            let r = try cli.run(arguments)
            #expect(r.status == 2, "\(arguments): \(r)")
            #expect(r.output == "")
            #expect(r.error.hasPrefix("contacts: empty search term: give a name, phone number or email to look for.\nusage: contacts \(arguments[0]) "),
                    "\(arguments): \(r.error)")
        }
        #expect(try cli.run(["list"]).output.components(separatedBy: "\n").count == 3)
    }

    /// `show --help` says a term matches as `query` matches: both take words
    /// at their start (as the app's search does), neither a piece inside a word.
    @Test func showAndQueryMatchTheSameContacts() throws {
        let cli = try book()
        let query = try cli.run(["query", "lee"])
        #expect(query.status == 0)
        #expect(query.output == """
            2 addresses for "lee" in alice's contacts.
            ann@example.org\tAnn Lee\thome
            ann@acme.example\tAnn Lee\twork

            """)
        #expect(try cli.run(["show", "lee"]).output.hasPrefix("Name: Ann Lee\n"))
        // "nn" is inside "Ann" and "Anne" but starts no word of either contact.
        let inside = try cli.run(["query", "nn"])
        #expect(inside.status == 1)
        #expect(inside.output == "No match for \"nn\" in alice's contacts.\n")
        let show = try cli.run(["show", "nn"])
        #expect(show.status == 1)
        #expect(show.error == "contacts: no contact of alice matches \"nn\".\n")
        // A word's start finds it in both: "acme" in ann@acme.example.
        #expect(try cli.run(["query", "acme"]).output.contains("ann@acme.example\tAnn Lee\twork\n"))
        #expect(try cli.run(["show", "acme"]).output.hasPrefix("Name: Ann Lee\n"))
    }

    @Test func addFromArgumentsOrAskedOnATerminal() throws {
        let cli = try InProcessCommand()
        try cli.makeAlice()
        let added = try cli.run(["add", "--name", "Bo Chen", "--phone", "+86 10 1234 5678", "--phone", "555-0101",
                                 "--email", "bo@example.cn", "--note", "neighbour"])
        #expect(added.status == 0, "\(added)")
        #expect(added.output == "added Bo Chen to alice's contacts.\n")
        let bo = try cli.run(["show", "bo"]).output
        #expect(bo.hasPrefix("""
            Name: Bo Chen
            Phone
                phone: +86 10 1234 5678
                phone: 555-0101
            E-Mail
                email: bo@example.cn
            Note: neighbour
            UID: 
            """))

        let asked = try cli.run(["add"], input: "Cy Young\n\ncy@example.org\n\n", inputIsTerminal: true)
        #expect(asked.status == 0, "\(asked)")
        #expect(asked.error == "Name: Phone (Enter for none): E-mail (Enter for none): Note (Enter for none): ")
        #expect(try cli.run(["list"]).output == "Bo Chen\t+86 10 1234 5678\tbo@example.cn\nCy Young\t\tcy@example.org\n")

        let noName = try cli.run(["add", "--phone", "1"])
        #expect(noName.status == 2)
        #expect(noName.error.hasPrefix("contacts: give the contact's name with --name (or run on a terminal to be asked).\nusage: contacts add "))
        let badPhone = try cli.run(["add", "--name", "Dee", "--phone", "call me"])
        #expect(badPhone.status == 1)
        #expect(try cli.run(["list"]).output.components(separatedBy: "\n").count == 3)
    }

    @Test func removeAsksOrNeedsYes() throws {
        let cli = try book()
        let refused = try cli.run(["remove", "anne"])
        #expect(refused.status == 1)
        #expect(refused.error == "contacts: not removing Anne Smith without confirmation: pass --yes when standard input is not a terminal.\n")
        let declined = try cli.run(["remove", "anne"], input: "n\n", inputIsTerminal: true)
        #expect(declined.status == 1)
        #expect(declined.error == "Remove Anne Smith from alice's contacts? [y/N] contacts: Anne Smith kept.\n")
        let removed = try cli.run(["remove", "--yes", "anne"])
        #expect(removed.output == "removed Anne Smith from alice's contacts.\n")
        #expect(try cli.run(["list"]).output.hasPrefix("Ann Lee\t"))
        #expect(try cli.run(["list"]).output.components(separatedBy: "\n").count == 2)
    }

    /// An editor script: `sed` on the file, as `$EDITOR` would be.
    func editor(_ cli: InProcessCommand, _ sedScript: String) throws -> String {
        let path = try cli.file("editor-\(UUID().uuidString).sh", "#!/bin/sh\nsed -i '\(sedScript)' \"$1\"\n")
        chmod(path, 0o700)
        return path
    }

    @Test func editSavesAValidCardKeepsTheUIDAndChangesNothingElse() throws {
        let cli = try book()
        let script = try editor(cli, "s/^FN:Ann Lee/FN:Ann Lee-Park/; s/^UID:.*/UID:changed/; s/+1 555 0199/+1 555 0142/")
        let edit = try cli.run(["edit", "ann lee"], environment: ["EDITOR": script, "TMPDIR": cli.root.path])
        #expect(edit.status == 0, "\(edit)")
        #expect(edit.output == "saved Ann Lee-Park.\n")
        let shown = try cli.run(["show", "park"]).output
        #expect(shown.contains("Name: Ann Lee-Park\n"))
        #expect(shown.contains("    work: +1 555 0142\n"))
        #expect(shown.contains("Address\n    home: 1 Main St, Springfield, 12345, USA\n"))
        #expect(shown.hasSuffix("UID: ann-1\n"))
        // The temporary file is gone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.root.path).filter { $0.hasPrefix("contacts-edit-") }.isEmpty)

        let unchanged = try cli.run(["edit", "park"], environment: ["EDITOR": "true", "TMPDIR": cli.root.path])
        #expect(unchanged.output == "no change; Ann Lee-Park kept as it was.\n")
    }

    @Test func aBadEditIsNotSavedAndNotLost() throws {
        let cli = try book()
        let script = try editor(cli, "s/^FN:.*/FN:/; s/^TEL;TYPE=cell:.*/TEL;TYPE=cell:not a phone/")
        let edit = try cli.run(["edit", "ann lee"], environment: ["EDITOR": script, "TMPDIR": cli.root.path])
        #expect(edit.status == 1)
        let kept = try FileManager.default.contentsOfDirectory(atPath: cli.root.path).filter { $0.hasPrefix("contacts-edit-") }
        #expect(kept.count == 1)
        let path = cli.root.appendingPathComponent(kept.first ?? "").path
        #expect(edit.error == "contacts: not saved: the card has no name: give it an FN line.\n"
                + "contacts: nothing saved; your edit is kept in \(path).\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("TEL;TYPE=cell:not a phone"))
        #expect(try cli.run(["show", "ann lee"]).output.contains("    mobile: +1 555 0100\n"))

        // On a terminal the editor opens again on the bad edit; a second edit fixes it.
        let fix = try cli.file("fix.sh", "#!/bin/sh\nif grep -q '^FN:$' \"$1\"; then sed -i 's/^FN:$/FN:Broken/' \"$1\"; "
                               + "else sed -i 's/^FN:.*/FN:/' \"$1\"; fi\n")
        chmod(fix, 0o700)
        let again = try cli.run(["edit", "ann lee"], input: "y\n", inputIsTerminal: true,
                                environment: ["EDITOR": fix, "TMPDIR": cli.root.path])
        #expect(again.status == 0, "\(again)")
        #expect(again.error == "contacts: not saved: the card has no name: give it an FN line.\nEdit again? [Y/n] ")
        #expect(again.output == "saved Broken.\n")
    }

    @Test(arguments: ["show", "add", "edit", "remove"])
    func everyCommandHasHelp(command: String) throws {
        let cli = try InProcessCommand()
        let help = try cli.run([command, "--help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix(CommandHelp.usage(command) + "\n\n"))
        #expect(try cli.run(["help", command]).output == help.output)
    }
}
