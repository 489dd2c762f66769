import ContactsStore
import Foundation
import VCard

/// The `contacts` command: subcommands for scripts and mail clients in the
/// manner of abook and khard, and the app when there is none. See
/// `contacts --help` (``CommandHelp``) for the whole usage.
///
/// Exit status: 0 success; 1 failure with one line "contacts: REASON" on
/// standard error (for `query`, nothing found); 2 wrong usage, with the
/// problem and the usage line on standard error; 130 when a password prompt
/// is cancelled with Ctrl-C.
public struct ContactsCommandLine {
    /// The program's version, printed by `--version`.
    public static let version = "1.0.0"

    /// Runs the command line `arguments` (without the program name).
    ///
    /// - Parameters:
    ///   - environment: the process environment (`CONTACTS_DATA_DIR`,
    ///     `XDG_DATA_HOME`, `HOME`).
    ///   - passwordParameters: scrypt work factor for new password hashes.
    ///   - interactive: runs the app on the opened book when there is no
    ///     command (the executable passes `runInteractive(addressBook:)`).
    /// - Returns: the exit status.
    public static func main(_ arguments: [String],
                            environment: [String: String] = ProcessInfo.processInfo.environment,
                            passwordParameters: ScryptParameters = .owasp,
                            interactive: (AddressBook) -> Int32) -> Int32 {
        run(arguments, console: Console(), environment: environment, passwordParameters: passwordParameters,
            interactive: interactive)
    }

    /// ``main(_:environment:passwordParameters:interactive:)`` on the given
    /// streams (tests run commands in process on files and pipes).
    static func run(_ arguments: [String], console: Console, environment: [String: String],
                    passwordParameters: ScryptParameters, interactive: (AddressBook) -> Int32) -> Int32 {
        let status = execute(arguments, console: console, environment: environment,
                             passwordParameters: passwordParameters, interactive: interactive)
        console.flush()
        // Output that did not reach its file (a full disk) fails the command, whatever it
        // did; a closed pipe (`| head`) is the reader's choice, not a failure.
        let failure = console.outputFailure
        guard failure != 0, failure != EPIPE else { return status }
        console.error("contacts: cannot write standard output: \(String(cString: strerror(failure))); the output is incomplete.")
        return status == 0 ? 1 : status
    }

    private static func execute(_ arguments: [String], console: Console, environment: [String: String],
                                passwordParameters: ScryptParameters, interactive: (AddressBook) -> Int32) -> Int32 {
        var run = CommandRun(console: console, environment: environment, passwordParameters: passwordParameters)
        do {
            return try run.execute(arguments, interactive: interactive)
        } catch let error as UsageError {
            console.error("contacts: " + Self.sentence(error.message))
            // One message per line: a line break in a message is shown as a symbol.
            for line in CommandHelp.usage(error.command).split(separator: "\n") { console.error(String(line)) }
            return 2
        } catch is Console.Cancelled {
            console.error("contacts: cancelled.")
            return 130
        } catch {
            console.error("contacts: " + Self.sentence(Self.oneLine(error)))
            return 1
        }
    }

    /// `text` as a sentence: a period is added unless it already ends with one, a
    /// question or exclamation mark or an ellipsis. Every message of the command line
    /// is one (docs/DECISIONS.md, "One punctuation for messages").
    public static func sentence(_ text: String) -> String {
        guard let last = text.last, !".?!…".contains(last) else { return text }
        return text + "."
    }

    /// An error as one line (line breaks in it turned into spaces).
    static func oneLine(_ error: Error) -> String {
        let text = String(describing: error)
        return text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// `text` without a closing full stop, so it can go on with "; …" ("….; nothing" never
    /// shows).
    static func clause(_ text: String) -> String {
        var text = Substring(text)
        while let last = text.last, last == "." || last == " " { text = text.dropLast() }
        return String(text)
    }
}

/// A failure with its message (exit status 1).
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// One run of the command line.
struct CommandRun {
    let console: Console
    let environment: [String: String]
    let passwordParameters: ScryptParameters
    var dataDirectoryFlag: String?

    init(console: Console, environment: [String: String], passwordParameters: ScryptParameters) {
        self.console = console
        self.environment = environment
        self.passwordParameters = passwordParameters
    }

    static let commands = ["import", "export", "list", "query", "show", "add", "edit", "remove", "account", "login", "logout", "sync", "help"]

    mutating func execute(_ arguments: [String], interactive: (AddressBook) -> Int32) throws -> Int32 {
        // Global options before the command; --data-dir may also follow it.
        var rest = arguments[...]
        while let first = rest.first, first.hasPrefix("-"), first != "-", first != "--" {
            if first == "-h" || first == "--help" {
                console.print(CommandHelp.top)
                return 0
            }
            if first == "-V" || first == "--version" {
                console.print("contacts \(ContactsCommandLine.version)")
                return 0
            }
            if first == "--data-dir" {
                rest = rest.dropFirst()
                guard let value = rest.first else { throw UsageError(message: "option '--data-dir' needs a value", command: "") }
                dataDirectoryFlag = value
                rest = rest.dropFirst()
            } else if first.hasPrefix("--data-dir=") {
                dataDirectoryFlag = String(first.dropFirst("--data-dir=".count))
                rest = rest.dropFirst()
            } else {
                throw UsageError(message: "unknown option '\(first)'", command: "")
            }
        }
        guard let command = rest.first else {
            return interactive(try openBookForTheApp())
        }
        guard Self.commands.contains(command) else {
            throw UsageError(message: "unknown command '\(command)'", command: "")
        }
        var commandArguments = Array(rest.dropFirst())
        // --data-dir after the command, before any "--".
        var index = 0
        while index < commandArguments.count, commandArguments[index] != "--" {
            let argument = commandArguments[index]
            if argument == "--data-dir" {
                guard index + 1 < commandArguments.count else {
                    throw UsageError(message: "option '--data-dir' needs a value", command: command)
                }
                dataDirectoryFlag = commandArguments[index + 1]
                commandArguments.removeSubrange(index...(index + 1))
            } else if argument.hasPrefix("--data-dir=") {
                dataDirectoryFlag = String(argument.dropFirst("--data-dir=".count))
                commandArguments.remove(at: index)
            } else {
                index += 1
            }
        }
        if command == "help" {
            let topic = commandArguments.first ?? ""
            guard topic.isEmpty || Self.commands.contains(topic) else {
                throw UsageError(message: "no help for '\(topic)'", command: "")
            }
            console.print(CommandHelp.text(topic))
            return 0
        }
        let options = commandArguments.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") {
            console.print(CommandHelp.text(command))
            return 0
        }
        switch command {
        case "import": return try runImport(commandArguments)
        case "export": return try runExport(commandArguments)
        case "list": return try runList(commandArguments)
        case "query": return try runQuery(commandArguments)
        case "show": return try runShow(commandArguments)
        case "add": return try runAdd(commandArguments)
        case "edit": return try runEdit(commandArguments)
        case "remove": return try runRemove(commandArguments)
        case "account": return try runAccount(commandArguments)
        case "login": return try runLogin(commandArguments)
        case "sync": return try runSync(commandArguments)
        default: return try runLogout(commandArguments)
        }
    }

    // MARK: Opening and signing in

    /// Opens the book; read-only commands (export, list, query) skip the full-file check
    /// so address completion stays fast on a big book (damage is still reported when met).
    /// They open it for reading only: nothing is created (a mistyped --data-dir or a
    /// zero-byte file is an error) and a read-only directory or a full disk does not stop them.
    func openBook(readOnly: Bool = false, check: ContactsDatabase.OpenCheck? = nil) throws -> AddressBook {
        try AddressBook.open(dataDirectoryFlag: dataDirectoryFlag, environment: environment,
                             passwordParameters: passwordParameters, check: check ?? (readOnly ? .schemaOnly : .full),
                             readOnly: readOnly)
    }

    /// The app opens the book for writing (creating it on a first run); when the data
    /// directory cannot be written (read-only, full disk) it opens it for reading, so the
    /// contacts can still be read, and each change fails with a message naming the cause.
    func openBookForTheApp() throws -> AddressBook {
        do {
            // The list shows at once; the whole-file check runs before the first change.
            return try openBook(check: .beforeFirstWrite)
        } catch AddressBookError.store(let error) {
            switch error {
            case .readOnly, .diskFull, .cannotOpen, .dataDirectory:
                guard let book = try? openBook(readOnly: true) else { throw AddressBookError.store(error) }
                return book
            default:
                throw AddressBookError.store(error)
            }
        }
    }

    /// The account a command works on (see ``CommandHelp/accountRule``).
    func chooseAccount(_ book: AddressBook, named name: String?) throws -> Account {
        if let name {
            guard let account = try book.account(named: name) else { throw CommandFailure("no account named \(VCardDiagnostic.quote(name))") }
            return account
        }
        let accounts = try book.accounts()
        if accounts.isEmpty {
            throw CommandFailure("there is no account yet; create one with 'contacts account add NAME'")
        }
        if accounts.count == 1 { return accounts[0] }
        if let last = try book.preferences().lastAccount, let account = try book.account(named: last) {
            return account
        }
        throw CommandFailure("there are \(accounts.count) accounts; choose one with --account NAME")
    }

    /// The account, signed in: remembered on this machine, or by its password.
    func signIn(_ book: AddressBook, named name: String?) throws -> Account {
        let account = try chooseAccount(book, named: name)
        if let remembered = try book.rememberedAccount(), remembered.id == account.id { return account }
        let password = try readPassword("Password for \(account.name): ", account: account.name)
        let verified = try book.verify(account: account.name, password: password)
        // A login remembered before the book was sealed opens it from now on.
        try? book.wrapAccountKeyForRememberedLogin(verified, password: password)
        return verified
    }

    func readPassword(_ prompt: String, account: String) throws -> String {
        guard let password = try console.readSecret(prompt: prompt), !password.isEmpty else {
            throw CommandFailure("a password is needed for account \"\(account)\": type it on a terminal or give "
                                 + "it as one line on standard input, or sign in once with 'contacts login'")
        }
        return password
    }

    /// The options of each command (`--help`, `-h` and `--data-dir` are everywhere);
    /// the usage lines in ``CommandHelp`` name every one of them.
    static let options: [String: CommandArguments.Specification] = [
        "import": .init(valueOptions: ["account"], flagOptions: ["strict", "verbose"]),
        "export": .init(valueOptions: ["account", "version", "output"], shortNames: ["o": "output"]),
        "list": .init(valueOptions: ["account"]),
        "query": .init(valueOptions: ["account"]),
        "show": .init(valueOptions: ["account"]),
        "add": .init(valueOptions: ["account", "name", "phone", "email", "note"]),
        "edit": .init(valueOptions: ["account"]),
        "remove": .init(valueOptions: ["account"], flagOptions: ["yes"], shortNames: ["y": "yes"]),
        "account": .init(flagOptions: ["yes"], shortNames: ["y": "yes"]),
        "login": .init(valueOptions: ["account"]),
        "logout": .init(),
        "sync": .init(valueOptions: ["account", "user", "timeout", "conflicts"]),
    ]

    // MARK: Commands

    func runImport(_ arguments: [String]) throws -> Int32 {
        let parsed = try CommandArguments(arguments, specification: Self.options["import"]!, command: "import")
        guard !parsed.operands.isEmpty else { throw UsageError(message: "no file to import", command: "import") }
        if parsed.operands.filter({ $0 == "-" }).count > 1 {
            throw UsageError(message: "standard input ('-') can be imported once", command: "import")
        }
        let book = try openBook()
        let fromInput = parsed.operands.contains("-")
        let account: Account
        if fromInput && !console.inputIsTerminal {
            // The cards come on standard input, so the password cannot.
            account = try chooseAccount(book, named: parsed.values["account"])
            guard try book.rememberedAccount()?.id == account.id else {
                throw CommandFailure("importing from standard input needs a remembered login (the password cannot come "
                                     + "from standard input too): sign in once with 'contacts login'")
            }
        } else {
            account = try signIn(book, named: parsed.values["account"])
        }
        var failures = 0
        for path in parsed.operands {
            let source = path == "-" ? "<stdin>" : path
            do {
                let progress: (ImportProgress) -> Void = { [console] step in
                    switch step {
                    case .reading(let bytes):
                        console.progress("\(source): reading" + (bytes.map { " \(Self.size($0))" } ?? "") + "…")
                    case .storing(let cards, let read, let total):
                        let share = total.map { $0 > 0 ? " (\(min(100, read * 100 / $0))%)" : "" } ?? ""
                        console.progress("\(source): \(cards) cards read and stored\(share)…")
                    }
                }
                let report = path == "-"
                    ? try book.importVCards(fromDescriptor: console.inputDescriptor, source: source, into: account,
                                            strict: parsed.flags.contains("strict"), progress: progress)
                    : try book.importVCards(from: URL(fileURLWithPath: path), into: account,
                                            strict: parsed.flags.contains("strict"), progress: progress)
                console.clearProgress()
                console.print(ContactsCommandLine.sentence(report.summary))
                for line in report.problemLines { console.error(line) }
                if parsed.flags.contains("verbose") {
                    for repair in report.repairs { console.error("\(report.source):\(repair.line): repaired: \(repair.message)") }
                }
            } catch let error as AddressBookError {
                failures += 1
                console.error("contacts: \(ContactsCommandLine.clause(ContactsCommandLine.oneLine(error))); nothing imported from it.")
                if case .importRefused(_, let problems) = error {
                    for problem in problems { console.error("\(source):\(problem.line): \(problem.severity.rawValue): \(problem.message)") }
                }
                if case .store = error { break }
            }
        }
        return failures == 0 ? 0 : 1
    }

    /// A byte count for a person: "512 bytes", "28.4 MB".
    static func size(_ bytes: Int) -> String {
        bytes < 1_000_000 ? "\(bytes) bytes" : String(format: "%.1f MB", Double(bytes) / 1e6)
    }

    func runExport(_ arguments: [String]) throws -> Int32 {
        let parsed = try CommandArguments(
            arguments, specification: Self.options["export"]!, command: "export")
        guard parsed.operands.isEmpty else {
            throw UsageError(message: "unexpected argument '\(parsed.operands[0])'", command: "export")
        }
        let versionText = parsed.values["version"] ?? "3.0"
        guard let version = VCardWriter.Version(rawValue: versionText == "3" ? "3.0" : versionText == "4" ? "4.0" : versionText)
        else { throw UsageError(message: "vCard version must be 3.0 or 4.0, not '\(versionText)'", command: "export") }
        let book = try openBook(readOnly: true)
        book.prefersMappedReads()
        let account = try signIn(book, named: parsed.values["account"])
        if let output = parsed.values["output"], output != "-" {
            let total = try book.contactCount(for: account)
            let count = try book.exportVCards(for: account, version: version, to: URL(fileURLWithPath: output)) { [console] done in
                console.progress("exporting \(done) of \(total) contacts…")
            }
            console.clearProgress()
            console.error("contacts: exported \(count) contact\(count == 1 ? "" : "s") of \(account.name) to \(output).")
        } else if console.outputIsTerminal {
            // On a terminal the cards are for reading: control characters in their values
            // are shown as symbols (as `list` does), never sent raw. A file or a pipe gets
            // the data as it is.
            var replaced = 0
            try book.exportVCards(for: account, version: version) { data in
                let safe = TerminalText.sanitizedVCard(data)
                replaced += safe.replaced
                console.write(safe.data)
            }
            if replaced > 0 {
                console.error("contacts: \(replaced) control character\(replaced == 1 ? " was" : "s were") shown as "
                              + "symbols on the terminal; export with -o FILE or through a pipe for the exact data.")
            }
        } else {
            try book.exportVCards(for: account, version: version) { console.write($0) }
        }
        return 0
    }

    func runList(_ arguments: [String]) throws -> Int32 {
        let parsed = try CommandArguments(arguments, specification: Self.options["list"]!, command: "list")
        guard parsed.operands.isEmpty else {
            throw UsageError(message: "unexpected argument '\(parsed.operands[0])'", command: "list")
        }
        let book = try openBook(readOnly: true)
        let account = try signIn(book, named: parsed.values["account"])
        book.prefersMappedReads()
        try book.forEachListRow(for: account) { name, phone, email in console.printFields(name, phone, email) }
        return 0
    }

    func runQuery(_ arguments: [String]) throws -> Int32 {
        let parsed = try CommandArguments(arguments, specification: Self.options["query"]!, command: "query")
        guard parsed.operands.count == 1 else {
            throw UsageError(message: parsed.operands.isEmpty ? "no search term" : "give one search term (quote it if it has spaces)",
                             command: "query")
        }
        let term = parsed.operands[0]
        let book = try openBook(readOnly: true)
        let account = try signIn(book, named: parsed.values["account"])
        var lines: [String] = []
        let words = MailQuery.foldedWords(of: term)
        try book.forEachSummary(for: account, matching: term) {
            lines += MailQuery.lines(name: $0.formattedName, emails: $0.emails, words: words)
        }
        guard !lines.isEmpty else {
            console.print("No match for \"\(Self.field(term))\" in \(account.name)'s contacts.")
            return 1
        }
        console.print("\(lines.count) address\(lines.count == 1 ? "" : "es") for \"\(Self.field(term))\" in \(account.name)'s contacts.")
        for line in lines { console.print(line) }
        return 0
    }

    func runAccount(_ arguments: [String]) throws -> Int32 {
        let parsed = try CommandArguments(arguments, specification: Self.options["account"]!, command: "account")
        guard let action = parsed.operands.first else { throw UsageError(message: "missing action: add, passwd, remove or list", command: "account") }
        let names = Array(parsed.operands.dropFirst())
        if action == "list" {
            guard names.isEmpty else { throw UsageError(message: "unexpected argument '\(names[0])'", command: "account") }
            // A read command: a data directory that does not exist is an error naming it, not created.
            for account in try openBook(readOnly: true).accounts() { console.print(account.name) }
            return 0
        }
        guard ["add", "passwd", "remove"].contains(action) else {
            throw UsageError(message: "unknown action '\(action)'", command: "account")
        }
        guard names.count == 1 else {
            throw UsageError(message: names.isEmpty ? "missing account NAME" : "give one account NAME", command: "account")
        }
        let name = names[0]
        let book = try openBook()
        switch action {
        case "add":
            if try book.account(named: name) != nil { throw AddressBookError.store(.accountExists(name)) }
            let password = try newPassword(prompt: "New password for \(name): ", account: name)
            let account = try book.createAccount(name: name, password: password)
            console.print("created account \(account.name).")
        case "passwd":
            let current = try readPassword("Current password for \(name): ", account: name)
            let account = try book.verify(account: name, password: current)
            let password = try newPassword(prompt: "New password for \(account.name): ", account: account.name)
            let revoked = try book.changePassword(account: account.name, currentPassword: current, newPassword: password)
            console.print("changed the password of \(account.name)" + (revoked == 0 ? "" :
                "; \(revoked) remembered login\(revoked == 1 ? " was" : "s were") revoked (sign in again with 'contacts login')") + ".")
        default:
            let password = try readPassword("Password for \(name): ", account: name)
            let account = try book.verify(account: name, password: password)
            let count = try book.contactCount(for: account)
            try confirm("Remove account \(account.name) and its \(count) contact\(count == 1 ? "" : "s")? This cannot be undone.",
                        yes: parsed.flags.contains("yes"), refusal: "not removing account \"\(account.name)\" without confirmation",
                        kept: "account \"\(account.name)\" kept")
            try book.removeAccount(account.name, password: password)
            console.print("removed account \(account.name) and its \(count) contact\(count == 1 ? "" : "s").")
        }
        return 0
    }

    /// A new password: asked twice on a terminal, one line otherwise.
    func newPassword(prompt: String, account: String) throws -> String {
        let password = try readPassword(prompt, account: account)
        if console.inputIsTerminal {
            let again = try console.readSecret(prompt: "Repeat the password: ") ?? ""
            guard again == password else { throw CommandFailure("the two passwords differ; nothing changed") }
        }
        return password
    }

    func runLogin(_ arguments: [String]) throws -> Int32 {
        let parsed = try CommandArguments(arguments, specification: Self.options["login"]!, command: "login")
        guard parsed.operands.isEmpty else {
            throw UsageError(message: "unexpected argument '\(parsed.operands[0])'", command: "login")
        }
        let book = try openBook()
        let chosen = try chooseAccount(book, named: parsed.values["account"])
        let password = try readPassword("Password for \(chosen.name): ", account: chosen.name)
        let account = try book.verify(account: chosen.name, password: password)
        try book.remember(account)
        try book.wrapAccountKeyForRememberedLogin(account, password: password)
        // The app's login screen shows this login as remembered ("Remember password" on).
        var preferences = try book.preferences()
        preferences.lastAccount = account.name
        preferences.rememberPassword = true
        try book.savePreferences(preferences)
        console.print("signed in as \(account.name); remembered on this machine until 'contacts logout'.")
        return 0
    }

    func runLogout(_ arguments: [String]) throws -> Int32 {
        guard arguments.isEmpty else { throw UsageError(message: "unexpected argument '\(arguments[0])'", command: "logout") }
        let book = try openBook()
        // The undoing of `contacts login`: the token is revoked and deleted, and
        // "Remember password" (with auto-login) is stored off, so the app's login
        // screen shows what is on disk: nothing remembered.
        try book.setRememberPassword(false)
        console.print("signed out; no account is remembered.")
        return 0
    }

    /// A value as one tab-separated field: tabs and line breaks become
    /// spaces, other control characters visible symbols (``TerminalText``).
    static func field(_ text: String) -> String {
        var text = text
        // Fast path: no control character, no line or paragraph separator (NEL is C1).
        if text.withUTF8({ TerminalText.isCleanField($0) }) { return text }
        if text.contains(where: { $0 == "\t" || $0.isNewline }) {
            text = String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
        }
        return TerminalText.sanitized(text)
    }
}
