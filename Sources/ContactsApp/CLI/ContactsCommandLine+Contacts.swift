import ContactsStore
import Foundation
import VCard
#if canImport(Glibc)
import Glibc
#endif

/// `show`, `add`, `edit` and `remove`: one contact at a time, in the manner
/// of khard (`khard show|new|edit|remove`). A contact is chosen by a search
/// term as `query` matches it; when several match, a terminal asks which,
/// anything else gets the list and exit status 1.
extension CommandRun {
    // MARK: Choosing

    /// The one contact `term` names: the only match, the match whose name is
    /// exactly `term` (ignoring case), or the one picked on a terminal.
    func chooseContact(_ book: AddressBook, account: Account, term: String) throws -> Contact {
        let matches = try book.search(term, for: account, limit: 100)
        if matches.isEmpty { throw CommandFailure("no contact of \(account.name) matches \(VCardDiagnostic.quote(term))") }
        if matches.count == 1 { return matches[0] }
        let exact = matches.filter { $0.displayName.compare(term, options: [.caseInsensitive]) == .orderedSame }
        if exact.count == 1 { return exact[0] }
        guard console.inputIsTerminal else {
            let names = matches.prefix(5).map { Self.field($0.displayName) }.joined(separator: ", ")
            throw CommandFailure("\(matches.count) contacts match \(VCardDiagnostic.quote(term)) (\(names)\(matches.count > 5 ? ", …" : "")); "
                                 + "give a term that matches one")
        }
        for (index, contact) in matches.enumerated() {
            console.error("  \(index + 1)  \(Self.field(contact.displayName))  \(Self.field(contact.phone))  \(Self.field(contact.email))")
        }
        // A wrong answer (a typo) asks again; Enter or the end of input cancels.
        while true {
            let answer = (console.readLine(prompt: "Which contact? [1-\(matches.count), Enter to cancel] ") ?? "")
                .trimmingCharacters(in: .whitespaces)
            if answer.isEmpty { throw Console.Cancelled() }
            if let number = Int(answer), (1...matches.count).contains(number) { return matches[number - 1] }
            console.error("choose a number from 1 to \(matches.count), or press Enter to cancel.")
        }
    }

    /// What `show`, `edit` and `remove` start with: the options parsed, the
    /// book open, the account signed in and the contact the search term (the
    /// operands joined by spaces) names.
    func chosenContact(_ arguments: [String], command: String, readOnly: Bool = false) throws
        -> (parsed: CommandArguments, book: AddressBook, account: Account, contact: Contact, id: Int64) {
        let parsed = try CommandArguments(arguments, specification: Self.options[command]!, command: command)
        guard !parsed.operands.isEmpty else { throw UsageError(message: "no contact named: give a search term", command: command) }
        let term = parsed.operands.joined(separator: " ")
        // An empty term would match every contact (the first one is the nameless one).
        guard !term.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw UsageError(message: "empty search term: give a name, phone number or email to look for", command: command)
        }
        let book = try openBook(readOnly: readOnly)
        let account = try signIn(book, named: parsed.values["account"])
        let contact = try chooseContact(book, account: account, term: term)
        guard let id = contact.id else { throw AddressBookError.contactNotFound(id: -1) }
        return (parsed, book, account, contact, id)
    }

    /// Asks `question` on a terminal (yes needs "y" or "yes") unless `yes`
    /// (the --yes flag); off a terminal, without --yes, refuses with `refusal`.
    /// - Throws: ``CommandFailure`` with `refusal`, or with `kept` when the answer is no.
    func confirm(_ question: String, yes: Bool, refusal: String, kept: String) throws {
        if yes { return }
        guard console.inputIsTerminal else {
            throw CommandFailure(refusal + ": pass --yes when standard input is not a terminal")
        }
        let answer = console.readLine(prompt: question + " [y/N] ") ?? ""
        guard ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else { throw CommandFailure(kept) }
    }

    // MARK: show

    func runShow(_ arguments: [String]) throws -> Int32 {
        let (_, book, account, _, id) = try chosenContact(arguments, command: "show", readOnly: true)
        for line in ContactDetails.lines(of: try book.storedCard(ofContact: id, for: account)) { console.print(line) }
        return 0
    }

    // MARK: add

    func runAdd(_ arguments: [String]) throws -> Int32 {
        let parsed = try CommandArguments(arguments, specification: Self.options["add"]!, command: "add")
        guard parsed.operands.isEmpty else {
            throw UsageError(message: "unexpected argument '\(parsed.operands[0])' (give the name with --name)", command: "add")
        }
        var name = parsed.values["name"] ?? ""
        var phones = parsed.allValues["phone"] ?? []
        var emails = parsed.allValues["email"] ?? []
        var note = parsed.values["note"] ?? ""
        let interactive = parsed.values["name"] == nil
        if interactive && !console.inputIsTerminal {
            throw UsageError(message: "give the contact's name with --name (or run on a terminal to be asked)", command: "add")
        }
        let book = try openBook()
        let account = try signIn(book, named: parsed.values["account"])
        if interactive {
            name = console.readLine(prompt: "Name: ") ?? ""
            let phone = console.readLine(prompt: "Phone (Enter for none): ") ?? ""
            let email = console.readLine(prompt: "E-mail (Enter for none): ") ?? ""
            note = console.readLine(prompt: "Note (Enter for none): ") ?? ""
            phones = [phone].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            emails = [email].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        }
        var contact = Contact(name: name, note: note)
        contact.phones = phones.map { ContactValue($0.trimmingCharacters(in: .whitespaces)) }
        contact.emails = emails.map { ContactValue($0.trimmingCharacters(in: .whitespaces)) }
        let added = try book.insert(contact, for: account)
        console.print("added \(Self.field(added.displayName)) to \(account.name)'s contacts.")
        return 0
    }

    // MARK: remove

    func runRemove(_ arguments: [String]) throws -> Int32 {
        let (parsed, book, account, contact, id) = try chosenContact(arguments, command: "remove")
        let name = Self.field(contact.displayName)
        try confirm("Remove \(name) from \(account.name)'s contacts?", yes: parsed.flags.contains("yes"),
                    refusal: "not removing \(name) without confirmation", kept: "\(name) kept")
        try book.delete(id, for: account)
        console.print("removed \(name) from \(account.name)'s contacts.")
        return 0
    }

    // MARK: edit

    /// Writes the contact's card (vCard 4.0) to a private temporary file, runs
    /// `$VISUAL`, else `$EDITOR`, else `vi` on it, and saves the result when it
    /// is one valid card. A bad edit is never lost: on a terminal the editor
    /// opens again on it; otherwise (or when declined) the file is kept and named.
    func runEdit(_ arguments: [String]) throws -> Int32 {
        let (_, book, account, contact, id) = try chosenContact(arguments, command: "edit")
        let original = VCardWriter(version: .v4_0).string(for: try book.storedCard(ofContact: id, for: account))
        let file = try EditFile(contents: original, directory: environment["TMPDIR"] ?? "/tmp")
        var keep = false
        defer { if !keep { file.remove() } }
        while true {
            let status = try runEditor(on: file.path)
            let edited = try file.read()
            if status != 0 {
                keep = edited != original
                throw CommandFailure("the editor exited with status \(status); nothing saved"
                                     + (keep ? "; your edit is kept in \(file.path)" : ""))
            }
            if edited == original {
                console.print("no change; \(Self.field(contact.displayName)) kept as it was.")
                return 0
            }
            do {
                let saved = try book.replaceCard(ofContact: id, with: edited, for: account)
                console.print("saved \(Self.field(saved.displayName)).")
                return 0
            } catch let problem as CardEditProblem {
                console.error("contacts: not saved: " + ContactsCommandLine.sentence("\(problem)"))
                if console.inputIsTerminal,
                   !["n", "no"].contains((console.readLine(prompt: "Edit again? [Y/n] ") ?? "n").trimmingCharacters(in: .whitespaces).lowercased()) {
                    continue
                }
                keep = true
                throw CommandFailure("nothing saved; your edit is kept in \(file.path)")
            }
        }
    }

    /// Runs the editor command (a shell word list, as `git` and `khard` take
    /// `$EDITOR`) on `path` with this process's terminal; returns its exit status.
    func runEditor(on path: String) throws -> Int32 {
        let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
        console.flush()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", editor + " \"$1\"", "sh", path]
        var env = environment
        if env["PATH"] == nil { env["PATH"] = "/usr/local/bin:/usr/bin:/bin" }
        process.environment = env
        do {
            try process.run()
        } catch {
            throw CommandFailure("cannot run the editor '\(editor)': \(error.localizedDescription)")
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// A private temporary file (mode 0600, mkstemp(3)) holding a card being edited.
struct EditFile {
    let path: String

    init(contents: String, directory: String) throws {
        var template = Array((directory + "/contacts-edit-XXXXXX.vcf").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard descriptor >= 0 else {
            throw CommandFailure("cannot create a temporary file in \(directory): \(String(cString: strerror(errno)))")
        }
        path = String(cString: template)
        Console.writeAll(descriptor, Array(contents.utf8))
        close(descriptor)
    }

    func read() throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure("the edited file \(path) is gone; nothing saved")
        }
        return String(decoding: data, as: UTF8.self)
    }

    func remove() { unlink(path) }
}

/// The lines `contacts show` prints for a card, as khard's `show` lays
/// them out: one "Label: value" line per single field, a heading with
/// indented "type: value" lines for phones, e-mails, addresses and URLs.
enum ContactDetails {
    static func lines(of card: VCard) -> [String] {
        var lines = ["Name: \(card.displayName)"]
        if let organization = card.organization, !organization.isEmpty {
            lines.append("Organisation: " + ([organization] + card.organizationUnits).filter { !$0.isEmpty }.joined(separator: ", "))
        }
        if let title = card.firstProperty(named: "TITLE")?.text, !title.isEmpty { lines.append("Title: \(title)") }
        if let nickname = card.firstProperty(named: "NICKNAME")?.listValues.joined(separator: ", "), !nickname.isEmpty {
            lines.append("Nickname: \(nickname)")
        }
        func section(_ heading: String, _ values: [(label: String?, value: String)]) {
            let values = values.filter { !$0.value.isEmpty }
            guard !values.isEmpty else { return }
            lines.append(heading)
            for item in values { lines.append("    " + (item.label.map { "\($0): " } ?? "") + oneLine(item.value)) }
        }
        section("Phone", card.telephones.map { ($0.label ?? ContactLabels.unlabeledPhone, $0.value) })
        section("E-Mail", card.emails.map { ($0.label ?? ContactLabels.unlabeledEmail, $0.value) })
        section("Address", card.properties(named: "ADR").map { property in
            (label(of: property, in: card), property.components.map { oneLine($0) }.filter { !$0.isEmpty }.joined(separator: ", "))
        })
        section("URL", card.urls.map { ($0.label, $0.value) })
        if let birthday = card.birthday, let month = birthday.month, let day = birthday.day {
            // ISO 8601 (the reduced form --MM-DD without a year), as khard shows it.
            lines.append("Birthday: " + (birthday.year.map { String(format: "%04d-", $0) } ?? "--")
                         + String(format: "%02d-%02d", month, day))
        } else if let text = card.firstProperty(named: "BDAY")?.text, !text.isEmpty {
            lines.append("Birthday: \(text)")
        }
        let notes = card.notes.filter { !$0.isEmpty }
        for (index, note) in notes.enumerated() {
            let noteLines = note.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            for (offset, line) in noteLines.enumerated() {
                lines.append((offset == 0 ? (index == 0 ? "Note: " : "      ") : "      ") + line.replacingOccurrences(of: "\t", with: " "))
            }
        }
        if let uid = card.uid { lines.append("UID: \(uid)") }
        return lines.map { line in line.replacingOccurrences(of: "\t", with: " ") }
    }

    static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }

    /// An address's label: the card's group label (Apple's X-ABLabel) or its TYPE words.
    static func label(of property: VCardProperty, in card: VCard) -> String? {
        if let label = card.groupLabel(property.group) { return label }
        let types = property.types.filter { $0 != "pref" }
        return types.isEmpty ? nil : types.joined(separator: ", ")
    }
}
