import ContactsStore
import ContactsSync
import Foundation

extension CommandRun {
    /// `contacts sync [add URL | status | remove]`.
    func runSync(_ arguments: [String]) throws -> Int32 {
        let parsed = try CommandArguments(arguments, specification: Self.options["sync"]!, command: "sync")
        var timeout: TimeInterval = 30
        if let text = parsed.values["timeout"] {
            guard let value = Double(text), value > 0, value <= 3600 else {
                throw UsageError(message: "--timeout needs a number of seconds between 0 and 3600, not '\(text)'", command: "sync")
            }
            timeout = value
        }
        let operands = parsed.operands
        let conflicts = parsed.values["conflicts"]
        guard conflicts == nil || operands.isEmpty else {
            throw UsageError(message: "--conflicts is an option of 'contacts sync' itself, not of 'sync \(operands[0])'",
                             command: "sync")
        }
        switch operands.first {
        case nil:
            return try syncNow(account: parsed.values["account"], timeout: timeout,
                               conflicts: try Self.conflictChooser(conflicts ?? "keep-both"))
        case "add":
            guard operands.count == 2 else {
                throw UsageError(message: operands.count < 2 ? "missing the server's URL" : "give one URL", command: "sync")
            }
            guard let url = URL(string: operands[1]), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
                  url.host != nil
            else { throw UsageError(message: "'\(operands[1])' is not an http or https URL", command: "sync") }
            return try addServer(url, user: parsed.values["user"], account: parsed.values["account"], timeout: timeout)
        case "status", "remove":
            guard operands.count == 1 else { throw UsageError(message: "unexpected argument '\(operands[1])'", command: "sync") }
            // `status` only reads: a data directory that does not exist is an error naming it, not created.
            let book = try openBook(readOnly: operands[0] == "status")
            let account = try signIn(book, named: parsed.values["account"])
            guard let server = try book.database.syncServer(for: account) else { throw Self.noServer(account) }
            if operands[0] == "remove" {
                try book.database.removeSyncServer(for: account)
                console.print("\(account.name) no longer syncs with \(server.url); its contacts stay.")
            } else {
                try printStatus(book, account: account, server: server)
            }
            return 0
        default:
            throw UsageError(message: "unknown action '\(operands[0])'", command: "sync")
        }
    }

    static func noServer(_ account: Account) -> CommandFailure {
        CommandFailure(SyncFailure.noServer(account: account.name).description)
    }

    /// The account, signed in, with its key: through the remembered login when it wraps
    /// the key, else by the account's password.
    func signInWithKey(_ book: AddressBook, named name: String?) throws -> (Account, AccountKey) {
        let account = try chooseAccount(book, named: name)
        if let remembered = try book.rememberedAccount(), remembered.id == account.id,
           let key = try book.accountKeyFromRememberedLogin(account) {
            return (account, key)
        }
        let password = try readPassword("Password for \(account.name): ", account: account.name)
        let verified = try book.verify(account: account.name, password: password)
        return (verified, try book.accountKey(for: verified, password: password))
    }

    func addServer(_ url: URL, user: String?, account name: String?, timeout: TimeInterval) throws -> Int32 {
        let book = try openBook()
        let (account, key) = try signInWithKey(book, named: name)
        let user = user ?? account.name
        let host = url.host.map { h in url.port.map { "\(h):\($0)" } ?? h } ?? ""
        guard let password = try console.readSecret(prompt: "Password for \(user) at \(host): "), !password.isEmpty else {
            throw CommandFailure("the server's password is needed: type it on a terminal or give it as one line on standard input")
        }
        let client = CardDAVClient(transport: WebDAVTransport(userName: user, password: password, timeout: timeout))
        let location = try client.discoverAddressBook(from: url)
        let collection = location.url.absoluteString
        let sealed = try key.seal(Data(password.utf8), context: SyncServer.secretContext(url: collection, userName: user))
        try translatingStoreErrors {
            try book.database.setSyncServer(for: account, url: collection, userName: user, secret: sealed)
        }
        let name = location.displayName.map { "\"\(Self.field($0))\" " } ?? ""
        var line = "\(account.name) syncs with the address book \(name)at \(collection) as \(user)"
        if location.created { line += " (made on the server: the user had none)" }
        if location.count > 1 { line += "; the user has \(location.count) address books, this is the first" }
        console.print(line + "; run 'contacts sync' to sync now.")
        return 0
    }

    /// `--conflicts keep-both|local|remote|ask`: a fixed choice, or nil for asking.
    static func conflictChooser(_ text: String) throws -> ConflictChoice? {
        if text == "ask" { return nil }
        guard let choice = ConflictChoice(rawValue: text) else {
            throw UsageError(message: "--conflicts takes keep-both, local, remote or ask, not '\(Self.field(text))'",
                             command: "sync")
        }
        return choice
    }

    /// `--conflicts ask`: each conflict shown on standard error with the fields that
    /// differ, then asked (on a terminal), or read as one line of standard input when it
    /// is not one ("both", "local", "remote" or their first letter). A wrong answer asks
    /// again; Enter or the end of input keeps both, the default.
    func askConflict(_ conflict: SyncConflict) throws -> ConflictChoice {
        let what: String
        switch conflict.kind {
        case .changedOnBoth: what = "was changed here and on the server"
        case .differentBeforeFirstSync: what = "differs here and on the server (before their first sync)"
        case .uidTaken: what = "is new here, and the server holds a different card with its UID"
        case .removedOnServer: what = "was removed on the server and changed here"
        case .removedHere: what = "was removed here and changed on the server"
        }
        console.error("conflict: \(Self.field(conflict.name)) \(what):")
        for difference in conflict.differences {
            console.error("  \(difference.field)")
            console.error("    here:   \(Self.field(difference.local))")
            console.error("    server: \(Self.field(difference.server))")
        }
        while true {
            // Short enough that the answer stays on the prompt's line on 80 columns.
            guard let line = console.readLine(prompt: "Keep both (b), this book's (l) or the server's (r)? [Enter: b] ")
            else { return .keepBoth }
            switch line.trimmingCharacters(in: .whitespaces).lowercased() {
            case "", "b", "both", "keep-both": return .keepBoth
            case "l", "local": return .local
            case "r", "remote": return .remote
            default: console.error("answer b (keep both), l (this book's) or r (the server's).")
            }
        }
    }

    func syncNow(account name: String?, timeout: TimeInterval, conflicts choice: ConflictChoice?) throws -> Int32 {
        let book = try openBook()
        let (account, _) = try signInWithKey(book, named: name)
        guard let server = try book.syncServer(for: account) else { throw Self.noServer(account) }
        let report: SyncReport
        do {
            report = try book.sync(account, timeout: timeout,
                                   chooseConflict: { conflict in try choice ?? self.askConflict(conflict) })
        } catch let failure as SyncFailure {
            throw CommandFailure(failure.description)
        }
        console.print("synced \(account.name) with \(server.url) in \(report.requests) request\(report.requests == 1 ? "" : "s")"
                      + (report.fullResync ? " (every card compared)" : "") + ".")
        console.print("here: \(report.addedHere.count) added, \(report.updatedHere.count) updated, \(report.removedHere.count) removed.")
        console.print("server: \(report.addedOnServer.count) added, \(report.updatedOnServer.count) updated, "
                      + "\(report.removedOnServer.count) removed.")
        for (label, names) in [("added here", report.addedHere), ("updated here", report.updatedHere),
                               ("removed here", report.removedHere), ("added on the server", report.addedOnServer),
                               ("updated on the server", report.updatedOnServer),
                               ("removed from the server", report.removedOnServer)] where !names.isEmpty {
            let shown = names.prefix(10).map(Self.field).joined(separator: ", ")
            console.print("  \(label): \(shown)" + (names.count > 10 ? " and \(names.count - 10) more" : "") + ".")
        }
        for conflict in report.conflicts { console.print("conflict: " + ContactsCommandLine.sentence(Self.field(conflict))) }
        for href in report.unreadable {
            console.error("contacts: the server's card \(Self.field(href)) holds no readable vCard; it stays on the server.")
        }
        for refusal in report.refused {
            console.error("contacts: the server refused " + ContactsCommandLine.sentence(Self.field(refusal)))
        }
        guard report.refused.isEmpty else {
            let count = report.refused.count
            console.error("contacts: \(count) card\(count == 1 ? " was" : "s were") not synced; the rest is, "
                          + "and the next sync sends \(count == 1 ? "it" : "them") again.")
            return 1
        }
        return 0
    }

    func printStatus(_ book: AddressBook, account: Account, server: SyncServer) throws {
        let items = try book.database.syncItems(of: server)
        var hashes: [Int64: Data] = [:]
        try book.database.forEachContentHash(for: account) { id, _, hash in hashes[id] = hash }
        var changed = 0, removed = 0
        for item in items {
            if let id = item.contactID, let hash = hashes.removeValue(forKey: id) {
                if hash != item.localHash { changed += 1 }
            } else {
                removed += 1
            }
        }
        console.print("\(account.name) syncs with \(server.url) as \(server.userName).")
        if let last = server.lastSync {
            let date = ISO8601DateFormatter().string(from: last)
            console.print("last sync: \(date): " + ContactsCommandLine.sentence(Self.field(server.lastResult ?? "")))
        } else {
            console.print("never synced.")
        }
        console.print("\(items.count) card\(items.count == 1 ? "" : "s") in sync; waiting here: \(hashes.count) new, "
                      + "\(changed) changed, \(removed) removed.")
        console.print(server.syncToken == nil ? "no sync token: the next sync compares every card."
                      : "sync token kept: the next sync asks only for changes.")
    }
}
