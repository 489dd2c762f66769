import Foundation
import Testing
import VCard
@testable import ContactsApp
#if canImport(Glibc)
import Glibc
#endif
import TestSupport

/// The `contacts` executable, run as a subprocess on a temporary data
/// directory. Serialized: each password check costs a production scrypt
/// hash (N=2^17, 128 MiB), and several at once would only slow each other.
@Suite(.serialized) struct ContactsCommandLineTests {
    struct Run: Equatable, CustomStringConvertible {
        var status: Int32
        var output: String
        var error: String
        var description: String { "status \(status)\n--- stdout\n\(output)--- stderr\n\(error)" }
    }

    let scratch: TemporaryFolder
    var root: URL { scratch.url }
    var dataDirectory: String { root.appendingPathComponent("data").path }
    static let password = "s3cret pass"

    init() throws { scratch = try TemporaryFolder(prefix: "contacts-cli-tests") }

    /// The built `contacts` executable, beside the test bundle.
    static func executable() throws -> URL {
        let me = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                     ?? CommandLine.arguments[0])
        var directory = me.deletingLastPathComponent()
        while directory.path.contains(".xctest") { directory = directory.deletingLastPathComponent() }
        let candidate = directory.appendingPathComponent("contacts")
        try #require(FileManager.default.isExecutableFile(atPath: candidate.path),
                     "the contacts executable is not built at \(candidate.path); run 'swift build --product contacts'")
        return candidate
    }

    /// Runs `contacts ARGUMENTS` with `input` on standard input, HOME in the
    /// temporary directory and no CONTACTS_DATA_DIR or XDG_DATA_HOME unless given.
    func run(_ arguments: [String], input: String = "", environment extra: [String: String] = [:],
             dataDir: Bool = true) throws -> Run {
        let process = Process()
        process.executableURL = try Self.executable()
        process.arguments = (dataDir ? ["--data-dir", dataDirectory] : []) + arguments
        var environment = ["HOME": root.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        // Standard error goes to a file, standard output through a pipe
        // read to its end, so neither can fill up and block the child.
        let errorURL = root.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorURL) }
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = errorHandle
        try process.run()
        try errorHandle.close()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorData = try Data(contentsOf: errorURL)
        return Run(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                   error: String(decoding: errorData, as: UTF8.self))
    }

    func corpusFile(_ name: String) throws -> String {
        try vCardCorpusDirectory().appendingPathComponent(name).path
    }

    /// An account "alice" with the test password.
    func makeAlice() throws {
        let created = try run(["account", "add", "alice"], input: Self.password + "\n")
        try #require(created == Run(status: 0, output: "created account alice.\n", error: ""), "\(created)")
    }

    // MARK: Help and usage

    @Test func helpIsAvailableForTheProgramAndEveryCommand() throws {
        let top = try run(["--help"], dataDir: false)
        let short = try run(["-h"], dataDir: false)
        let helpCommand = try run(["help"], dataDir: false)
        let version = try run(["--version"], dataDir: false)

        #expect(top.status == 0 && top.error.isEmpty)
        #expect(top.output.hasPrefix("usage: contacts [--data-dir DIR] [-h | --help] [-V | --version]\n                [COMMAND [OPTIONS]]\n\nPrivate Contacts:"))
        #expect(top.output.contains("  query TERM            address completion for mutt and aerc\n"))
        #expect(top.output.contains("Passwords are never taken from the command\n  line or the environment."))
        // The window options the app takes (README "In a window") are listed too.
        #expect(top.output.contains("\nDisplay (the app, when no command is given):\n  --backend terminal|sdl  the terminal (default), or a window"))
        for option in ["--size WxH", "--scale S", "--screenshot FILE.png", "--frames DIR"] {
            #expect(top.output.contains("\n  \(option) "), "\(option) is missing from contacts --help")
        }
        #expect(short == top && helpCommand == top)
        #expect(version == Run(status: 0, output: "contacts 1.0.0\n", error: ""))
        for (command, usage) in [
            ("import", "usage: contacts import FILE.vcf...|- [--account NAME] [--strict] [--verbose]"),
            ("export", "usage: contacts export [--version 3.0|4.0] [--account NAME]\n                       [-o FILE | --output FILE]"),
            ("list", "usage: contacts list [--account NAME]"),
            ("query", "usage: contacts query TERM [--account NAME]"),
            ("account", "usage: contacts account add|passwd|remove NAME [-y | --yes] | account list"),
            ("login", "usage: contacts login [--account NAME]"),
            ("logout", "usage: contacts logout"),
        ] {
            let help = try run([command, "--help"])
            let viaHelp = try run(["help", command])
            #expect(help.status == 0 && help.output.hasPrefix(usage + "\n\n"), "\(command): \(help)")
            #expect(viaHelp == help, "\(command)")
        }
        #expect(try run(["account", "add", "--help"]).output.hasPrefix("usage: contacts account"))
        #expect(!FileManager.default.fileExists(atPath: dataDirectory), "help opens no database")
    }

    @Test(arguments: [
        (["--frobnicate"], "contacts: unknown option '--frobnicate'.\nusage: contacts [--data-dir DIR] [-h | --help] [-V | --version]\n                [COMMAND [OPTIONS]]\n"),
        (["frobnicate"], "contacts: unknown command 'frobnicate'.\nusage: contacts [--data-dir DIR] [-h | --help] [-V | --version]\n                [COMMAND [OPTIONS]]\n"),
        (["list", "--frob"], "contacts: unknown option '--frob'.\nusage: contacts list [--account NAME]\n"),
        (["list", "extra"], "contacts: unexpected argument 'extra'.\nusage: contacts list [--account NAME]\n"),
        (["query"], "contacts: no search term.\nusage: contacts query TERM [--account NAME]\n"),
        (["query", "a", "b"], "contacts: give one search term (quote it if it has spaces).\nusage: contacts query TERM [--account NAME]\n"),
        (["query", "a", "--account"], "contacts: option '--account' needs a value.\nusage: contacts query TERM [--account NAME]\n"),
        (["export", "--version", "5.0"],
         "contacts: vCard version must be 3.0 or 4.0, not '5.0'.\nusage: contacts export [--version 3.0|4.0] [--account NAME]\n                       [-o FILE | --output FILE]\n"),
        (["import"], "contacts: no file to import.\nusage: contacts import FILE.vcf...|- [--account NAME] [--strict] [--verbose]\n"),
        (["import", "x.vcf", "--strict=yes"],
         "contacts: option '--strict' takes no value.\nusage: contacts import FILE.vcf...|- [--account NAME] [--strict] [--verbose]\n"),
        (["account"], "contacts: missing action: add, passwd, remove or list.\nusage: contacts account add|passwd|remove NAME [-y | --yes] | account list\n"),
        (["account", "rename", "x"], "contacts: unknown action 'rename'.\nusage: contacts account add|passwd|remove NAME [-y | --yes] | account list\n"),
        (["account", "add"], "contacts: missing account NAME.\nusage: contacts account add|passwd|remove NAME [-y | --yes] | account list\n"),
        (["logout", "now"], "contacts: unexpected argument 'now'.\nusage: contacts logout\n"),
    ])
    func wrongUsageExitsWithTwoTheProblemAndTheUsageLine(arguments: [String], error: String) throws {
        let result = try run(arguments)

        #expect(result == Run(status: 2, output: "", error: error))
    }

    @Test func aMissingDataDirValueIsAUsageError() throws {
        let result = try run(["--data-dir"], dataDir: false)

        #expect(result == Run(status: 2, output: "",
                              error: "contacts: option '--data-dir' needs a value.\nusage: contacts [--data-dir DIR] [-h | --help] [-V | --version]\n                [COMMAND [OPTIONS]]\n"))
    }

    // MARK: The whole flow

    @Test func addImportListQueryAndExportWithThePasswordOnStandardInput() throws {
        try makeAlice()
        let file = try corpusFile("ezvcard__gmail-list.vcf")
        let password = Self.password + "\n"

        let imported = try run(["import", file], input: password)
        let listed = try run(["list"], input: password)
        let query = try run(["query", "smith"], input: password)
        let byDomain = try run(["query", "gmail.com"], input: password)
        let none = try run(["query", "nobody"], input: password)
        let exported = try run(["export", "--version", "4.0"], input: password)
        let exportFile = root.appendingPathComponent("book.vcf").path
        let toFile = try run(["export", "-o", exportFile], input: password)

        #expect(imported == Run(status: 0, output: "\(file): imported 3 contacts; 3 repairs.\n", error: ""))
        #expect(listed == Run(status: 0, output: "Arnold Smith\t\tasmithk@gmail.com\nChris Beatle\t\tchrisy55d@yahoo.com\n"
                              + "Doug White\t\tdwhite@gmail.com\n", error: ""))
        #expect(query == Run(status: 0, output: "1 address for \"smith\" in alice's contacts.\n"
                             + "asmithk@gmail.com\tArnold Smith\t\n", error: ""))
        #expect(byDomain == Run(status: 0, output: "2 addresses for \"gmail.com\" in alice's contacts.\n"
                                + "asmithk@gmail.com\tArnold Smith\t\ndwhite@gmail.com\tDoug White\t\n", error: ""))
        #expect(none == Run(status: 1, output: "No match for \"nobody\" in alice's contacts.\n", error: ""))
        #expect(exported.status == 0 && exported.error.isEmpty)
        #expect(try VCardParser().parse(exported.output).cards.map(\.displayName) == ["Arnold Smith", "Chris Beatle", "Doug White"])
        #expect(exported.output.hasPrefix("BEGIN:VCARD\r\nVERSION:4.0\r\n"))
        #expect(toFile == Run(status: 0, output: "", error: "contacts: exported 3 contacts of alice to \(exportFile).\n"))
        let written = try String(contentsOfFile: exportFile, encoding: .utf8)
        #expect(written.hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\n"))
        #expect(try VCardParser().parse(written).cards.count == 3)
    }

    @Test func aWrongOrMissingPasswordFailsWithOneLine() throws {
        try makeAlice()

        let wrong = try run(["list"], input: "not it\n")
        let missing = try run(["list"])

        #expect(wrong == Run(status: 1, output: "", error: "contacts: wrong account name or password.\n"))
        #expect(missing == Run(status: 1, output: "", error: "contacts: a password is needed for account \"alice\": type it on a "
                               + "terminal or give it as one line on standard input, or sign in once with 'contacts login'.\n"))
    }

    @Test func aRememberedAccountNeedsNoPasswordUntilLogout() throws {
        try makeAlice()
        _ = try run(["import", try corpusFile("ezvcard__gmail-list.vcf")], input: Self.password + "\n")

        let login = try run(["login"], input: Self.password + "\n")
        let query = try run(["query", "doug"])
        let logout = try run(["logout"])
        let afterLogout = try run(["query", "doug"])

        #expect(login == Run(status: 0, output: "signed in as alice; remembered on this machine until 'contacts logout'.\n", error: ""))
        #expect(query == Run(status: 0, output: "1 address for \"doug\" in alice's contacts.\ndwhite@gmail.com\tDoug White\t\n",
                             error: ""))
        #expect(logout == Run(status: 0, output: "signed out; no account is remembered.\n", error: ""))
        #expect(afterLogout.status == 1 && afterLogout.error.hasPrefix("contacts: a password is needed for account \"alice\""))
    }

    @Test func withSeveralAccountsTheAccountIsNamedOrTheLastOneSignedIn() throws {
        try makeAlice()
        #expect(try run(["account", "add", "bob"], input: "bob pass\n").status == 0)

        let ambiguous = try run(["list"], input: "bob pass\n")
        let named = try run(["list", "--account", "bob"], input: "bob pass\n")
        _ = try run(["login", "--account=bob"], input: "bob pass\n")
        let last = try run(["query", "x"])
        let accounts = try run(["account", "list"])
        let unknown = try run(["list", "--account", "carol"])

        #expect(ambiguous == Run(status: 1, output: "", error: "contacts: there are 2 accounts; choose one with --account NAME.\n"))
        #expect(named == Run(status: 0, output: "", error: ""))
        #expect(last == Run(status: 1, output: "No match for \"x\" in bob's contacts.\n", error: ""))
        #expect(accounts == Run(status: 0, output: "alice\nbob\n", error: ""))
        #expect(unknown == Run(status: 1, output: "", error: "contacts: no account named \"carol\".\n"))
    }

    @Test func changingAPasswordAndRemovingAnAccount() throws {
        try makeAlice()

        let duplicate = try run(["account", "add", "ALICE"], input: "x\n")
        let passwd = try run(["account", "passwd", "alice"], input: Self.password + "\nnew pass\n")
        let oldRefused = try run(["list"], input: Self.password + "\n")
        let unconfirmed = try run(["account", "remove", "alice"], input: "new pass\n")
        let removed = try run(["account", "remove", "alice", "--yes"], input: "new pass\n")
        let afterwards = try run(["list"], input: "new pass\n")

        #expect(duplicate == Run(status: 1, output: "", error: "contacts: an account named \"ALICE\" already exists.\n"))
        #expect(passwd == Run(status: 0, output: "changed the password of alice.\n", error: ""))
        #expect(oldRefused.status == 1)
        #expect(unconfirmed == Run(status: 1, output: "", error: "contacts: not removing account \"alice\" without confirmation: "
                                   + "pass --yes when standard input is not a terminal.\n"))
        #expect(removed == Run(status: 0, output: "removed account alice and its 0 contacts.\n", error: ""))
        #expect(afterwards == Run(status: 1, output: "",
                                  error: "contacts: there is no account yet; create one with 'contacts account add NAME'.\n"))
    }

    @Test func importOfAFileWithNoCardSaysSoInOneSentence() throws {
        try makeAlice()
        let file = root.appendingPathComponent("garbage.vcf")
        try Data("hello world\n".utf8).write(to: file)

        let result = try run(["import", file.path], input: Self.password + "\n")

        #expect(result.status == 1 && result.output.isEmpty)
        #expect(result.error == "contacts: \(file.path): No vCard found: there is no BEGIN:VCARD line "
                + "(text starts at line 1); nothing imported from it.\n")
    }

    @Test func strictImportOfADamagedFileImportsNothingAndSaysWhere() throws {
        try makeAlice()
        let file = root.appendingPathComponent("damaged.vcf")
        try ImportExportTests.damagedFile().write(to: file)

        let strict = try run(["import", "--strict", file.path], input: Self.password + "\n")
        let listed = try run(["list"], input: Self.password + "\n")

        #expect(strict.status == 1 && strict.output.isEmpty)
        let lines = strict.error.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("contacts: \(file.path): not imported (strict): 1 part(s) could not be read as written; line 9: ") == true)
        #expect(lines.first?.hasSuffix("; nothing imported from it.") == true)
        #expect(lines.first?.contains(".;") == false)
        #expect(lines.last?.hasPrefix("\(file.path):9: error: ") == true)
        #expect(listed == Run(status: 0, output: "", error: ""))
    }

    @Test func theDataDirectoryComesFromTheFlagTheEnvironmentOrXDG() throws {
        let fromEnvironment = root.appendingPathComponent("env-dir").path
        let xdg = root.appendingPathComponent("xdg").path

        let viaEnvironment = try run(["account", "add", "erin"], input: "pw\n", environment: ["CONTACTS_DATA_DIR": fromEnvironment],
                                     dataDir: false)
        let viaXDG = try run(["account", "add", "xavier"], input: "pw\n", environment: ["XDG_DATA_HOME": xdg], dataDir: false)
        let flagWins = try run(["--data-dir", fromEnvironment, "account", "list"], environment: ["XDG_DATA_HOME": xdg], dataDir: false)
        let flagAfterCommand = try run(["account", "list", "--data-dir", xdg + "/contacts"], dataDir: false)

        #expect(viaEnvironment.status == 0 && viaXDG.status == 0)
        #expect(FileManager.default.fileExists(atPath: fromEnvironment + "/contacts.sqlite"))
        #expect(FileManager.default.fileExists(atPath: xdg + "/contacts/contacts.sqlite"))
        #expect(flagWins.output == "erin\n")
        #expect(flagAfterCommand.output == "xavier\n")
    }

    @Test func aFileThatIsNotADatabaseIsReportedAndLeftAlone() throws {
        try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        let path = dataDirectory + "/contacts.sqlite"
        let contents = Data(repeating: 0x41, count: 4096)
        try contents.write(to: URL(fileURLWithPath: path))

        let result = try run(["account", "list"])

        #expect(result == Run(status: 1, output: "",
                              error: "contacts: \(path) is not a SQLite database (file is not a database); it was not modified.\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
    }

    // MARK: On a terminal

    /// Runs `contacts ARGUMENTS` on a pseudo-terminal made by script(1),
    /// answering each prompt when it appears; returns what the terminal
    /// showed and the exit status.
    func runOnTerminal(_ arguments: [String], answers: [(prompt: String, reply: String)]) throws -> (transcript: String, status: Int32) {
        let command = ([try Self.executable().path, "--data-dir", dataDirectory] + arguments)
            .map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TestTools.require("script", package: "bsdutils"))
        process.arguments = ["-qfec", command, "/dev/null"]
        process.environment = ["HOME": root.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "dumb"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let transcript = Transcript(output.fileHandleForReading)
        // A guard against hanging forever, not a speed expectation.
        let deadline = DispatchTime.now() + .seconds(120)
        for (prompt, reply) in answers {
            guard transcript.wait(until: { $0.hasSuffix(prompt) }, deadline: deadline) else {
                Issue.record("no prompt \"\(prompt)\" in \"\(transcript.text)\"")
                process.terminate()
                process.waitUntilExit()
                return (transcript.text, -1)
            }
            input.fileHandleForWriting.write(Data((reply + "\r").utf8))
        }
        guard transcript.wait(until: { _ in transcript.ended }, deadline: deadline) else {
            Issue.record("the command did not end: \"\(transcript.text)\"")
            process.terminate()
            process.waitUntilExit()
            return (transcript.text, -1)
        }
        process.waitUntilExit()
        try input.fileHandleForWriting.close()
        return (transcript.text, process.terminationStatus)
    }

    /// Everything a pipe delivers, read on a thread of its own so the test
    /// can wait for a prompt with a deadline.
    final class Transcript: @unchecked Sendable {
        private let lock = NSCondition()
        private var data = Data()
        private var finished = false

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                while true {
                    let chunk = handle.availableData
                    lock.lock()
                    if chunk.isEmpty { finished = true } else { data += chunk }
                    lock.broadcast()
                    lock.unlock()
                    if chunk.isEmpty { return }
                }
            }
        }

        var text: String {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: data, as: UTF8.self)
        }

        var ended: Bool {
            lock.lock()
            defer { lock.unlock() }
            return finished
        }

        /// Waits until `condition` holds for the text so far; false at the deadline.
        func wait(until condition: (String) -> Bool, deadline: DispatchTime) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            while true {
                let current = String(decoding: data, as: UTF8.self)
                lock.unlock()
                let holds = condition(current)
                lock.lock()
                if holds { return true }
                if finished && String(decoding: data, as: UTF8.self) == current { return false }
                let seconds = Double(deadline.uptimeNanoseconds) / 1e9 - Double(DispatchTime.now().uptimeNanoseconds) / 1e9
                if seconds <= 0 { return false }
                _ = lock.wait(until: Date(timeIntervalSinceNow: min(seconds, 1)))
            }
        }
    }

    /// script(1) (Debian's bsdutils, installed by .ci/run) gives the command a pseudo-terminal.
    @Test func onATerminalPasswordsAreAskedWithoutEchoAndANewOneTwice() throws {
        let added = try runOnTerminal(["account", "add", "bob"], answers: [("New password for bob: ", "hunter2 ü"),
                                                                           ("Repeat the password: ", "hunter2 ü")])
        let mismatch = try runOnTerminal(["account", "add", "carol"], answers: [("New password for carol: ", "one"),
                                                                                ("Repeat the password: ", "two")])
        // Backspace erases a whole character: "hunter2 üx⌫" is the password.
        let listed = try runOnTerminal(["list"], answers: [("Password for bob: ", "hunter2 üx\u{7F}")])

        #expect(added.transcript == "New password for bob: \r\nRepeat the password: \r\ncreated account bob.\r\n")
        #expect(added.status == 0)
        #expect(mismatch.transcript == "New password for carol: \r\nRepeat the password: \r\n"
                + "contacts: the two passwords differ; nothing changed.\r\n")
        #expect(mismatch.status == 1)
        #expect(listed.transcript == "Password for bob: \r\n")
        #expect(listed.status == 0)
    }
}
