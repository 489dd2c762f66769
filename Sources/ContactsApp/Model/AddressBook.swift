import ContactsStore
import Foundation
import NameCollation
import VCard

/// The one way the app's screens and the `contacts` command reach the data:
/// a data directory with its database (``ContactsDatabase``), preferences
/// file and remember-me token file, plus the name collation that sorts,
/// sections and searches contacts.
///
/// - Accounts: ``createAccount(name:password:)``, ``verify(account:password:)``
///   (with the store's back-off), ``signIn(account:password:)`` (the login
///   screen: verify, then remember or forget per the preferences),
///   ``changePassword(account:currentPassword:newPassword:)``,
///   ``removeAccount(_:password:)``.
/// - Remember-me: ``remember(_:)``, ``rememberedAccount()``,
///   ``forgetRememberedSignIn()``, ``automaticSignIn()``.
/// - Preferences: ``preferences()``, ``setRememberPassword(_:)``,
///   ``setAutoLogin(_:)`` with the coupling auto-login ⇒ remember.
/// - Contacts: ``list(for:pageSize:)`` (paged, sectioned, for the table
///   view), ``search(_:for:limit:)``, ``insert(_:for:)``,
///   ``update(_:for:)``, ``delete(_:for:)``, ``contact(id:for:)``.
/// - Files: ``importVCards(from:into:strict:)``,
///   ``exportVCards(for:version:)``, ``exportVCards(for:version:to:)``.
///
/// Every contact call takes the signed-in ``Account``; the store filters
/// every query by it, so one account never sees another's contacts.
///
/// Errors are ``AddressBookError`` (store errors wrapped in `.store`).
/// Thread safety: the database serialises its calls; the collator is
/// thread-safe; an instance may be shared.
public final class AddressBook: @unchecked Sendable {
    /// Where the database, preferences and token live.
    public let dataDirectory: DataDirectory
    /// The name collation used for every key this book computes.
    public let collator: NameCollator
    let database: ContactsDatabase
    let tokenFile: TokenFile
    let preferencesFile: PreferencesFile
    let mapper: ContactCardMapper
    let clock: @Sendable () -> Date

    /// Opens (creating if needed, mode 0700) `dataDirectory` and its
    /// database.
    ///
    /// - Parameters:
    ///   - passwordParameters: scrypt work factor for new password hashes;
    ///     keep the default outside tests.
    ///   - busyTimeout: milliseconds to wait for another process's lock.
    ///   - clock: the current time (token expiry, back-off, `REV`).
    /// - Throws: ``AddressBookError/store(_:)`` with the store's reason (not
    ///   a database, belongs to another program, newer schema, damaged, in
    ///   use by another process, …); the file is left untouched then.
    public init(dataDirectory: DataDirectory,
                passwordParameters: ScryptParameters = .owasp,
                tokenLifetime: TimeInterval = ContactsDatabase.defaultTokenLifetime,
                busyTimeout: Int32 = ContactsDatabase.defaultBusyTimeout,
                collator: NameCollator = NameCollator(),
                check: ContactsDatabase.OpenCheck = .full,
                readOnly: Bool = false,
                clock: @escaping @Sendable () -> Date = { Date() }) throws {
        self.dataDirectory = dataDirectory
        self.collator = collator
        self.clock = clock
        database = try translatingStoreErrors {
            try ContactsDatabase(directory: dataDirectory, passwordParameters: passwordParameters,
                                 tokenLifetime: tokenLifetime, busyTimeout: busyTimeout, check: check,
                                 readOnly: readOnly, clock: clock)
        }
        tokenFile = TokenFile(directory: dataDirectory)
        preferencesFile = PreferencesFile(directory: dataDirectory)
        mapper = ContactCardMapper(collator: collator)
    }

    /// Opens the data directory chosen by the precedence `--data-dir` flag >
    /// `CONTACTS_DATA_DIR` > `$XDG_DATA_HOME/contacts` >
    /// `~/.local/share/contacts` (``DataDirectory/resolve(explicitDirectory:environment:currentDirectory:)``).
    /// - Parameter dataDirectoryFlag: the `--data-dir` value, or nil.
    /// - Parameter check: `.schemaOnly` for read-only commands (see ``ContactsDatabase/OpenCheck``).
    /// - Parameter readOnly: open for reading only: nothing is created (a
    ///   missing directory or database, or a zero-byte file, is an error), and
    ///   a read-only directory or a full disk does not stop reading.
    /// - Throws: ``AddressBookError/store(_:)``.
    public static func open(dataDirectoryFlag: String?,
                            environment: [String: String] = ProcessInfo.processInfo.environment,
                            passwordParameters: ScryptParameters = .owasp,
                            busyTimeout: Int32 = ContactsDatabase.defaultBusyTimeout,
                            check: ContactsDatabase.OpenCheck = .full,
                            readOnly: Bool = false) throws -> AddressBook {
        let directory = try translatingStoreErrors {
            try DataDirectory.resolve(explicitDirectory: dataDirectoryFlag, environment: environment)
        }
        return try AddressBook(dataDirectory: directory, passwordParameters: passwordParameters,
                               busyTimeout: busyTimeout, check: check, readOnly: readOnly)
    }

    /// The book was opened for reading only (``open(dataDirectoryFlag:environment:passwordParameters:busyTimeout:check:readOnly:)``):
    /// every change fails with a message naming the cause.
    public var isReadOnly: Bool { database.isReadOnly }

    /// Reads the database through a memory map from now on (a whole-book
    /// `list` or `export`): rows visited in list order are spread over the
    /// file, and through a map each page costs no copy. See ``ContactsDatabase/prefersMappedReads()``.
    public func prefersMappedReads() { database.prefersMappedReads() }

    /// Path of the database file.
    public var databasePath: String { database.path }

    /// Closes the database; later calls fail. Idempotent.
    public func close() { database.close() }

    // MARK: - Accounts

    /// All accounts, by name (case-insensitive order). Empty on a first run,
    /// when the login screen offers to create one.
    public func accounts() throws -> [Account] {
        try translatingStoreErrors { try database.accounts() }
    }

    /// The account called `name` (case-insensitive), or nil.
    public func account(named name: String) throws -> Account? {
        try translatingStoreErrors { try database.account(named: name) }
    }

    /// Creates an account with a salted scrypt hash of `password`.
    /// - Throws: `.store(.invalidAccountName)`, `.store(.emptyPassword)`,
    ///   `.store(.accountExists)`, other store errors.
    @discardableResult
    public func createAccount(name: String, password: String) throws -> Account {
        try translatingStoreErrors { try database.createAccount(name: name, password: password) }
    }

    /// Checks a password (constant-time comparison of scrypt hashes, with
    /// the store's back-off after repeated failures). Changes nothing else.
    /// - Returns: the account.
    /// - Throws: ``AddressBookError/invalidCredentials`` (unknown name or
    ///   wrong password), ``AddressBookError/locked(retryAfter:)``, store errors.
    public func verify(account name: String, password: String) throws -> Account {
        let result = try translatingStoreErrors { try database.verify(name: name, password: password) }
        switch result {
        case .success(let account): return account
        case .invalidCredentials: throw AddressBookError.invalidCredentials
        case .locked(let retryAfter): throw AddressBookError.locked(retryAfter: retryAfter)
        }
    }

    /// The login screen's action: ``verify(account:password:)``, then records
    /// the account as the last one and, if "Remember password" is on, issues
    /// a remember-me token (``remember(_:)``). With the switch off it leaves
    /// any remembered login alone: a token is only forgotten by an explicit
    /// act (turning the switch off, Log Out, `contacts logout`), never as a
    /// side effect of signing in (a token `contacts login` made for mail
    /// completion stays valid).
    /// - Throws: as ``verify(account:password:)``, file errors.
    @discardableResult
    public func signIn(account name: String, password: String) throws -> Account {
        let account = try verify(account: name, password: password)
        do {
            try recordSignIn(account)
            try? wrapAccountKeyForRememberedLogin(account, password: password, onlyIfKeyExists: true)
        } catch AddressBookError.store(.readOnly) {
            // A read-only data directory: the book can still be read, so the
            // sign-in stands; there is nothing it could record (the last
            // account and the remembered token stay as they are on disk).
        }
        return account
    }

    /// What a successful sign-in stores: the last account and, when
    /// "Remember password" is on, a token for `account` (kept as is when
    /// the token file already holds a valid one for it).
    public func recordSignIn(_ account: Account) throws {
        var preferences = try preferences()
        preferences.lastAccount = account.name
        try savePreferences(preferences)
        if preferences.rememberPassword, try rememberedAccount()?.id != account.id {
            try remember(account)
        }
    }

    /// Sets a new password after checking the current one, and revokes
    /// every remember-me token of the account (this machine's token file is
    /// deleted if it held one of them): each remembered login must sign in
    /// again with the new password.
    /// - Returns: the number of remembered logins revoked.
    /// - Throws: as ``verify(account:password:)``; `.store(.emptyPassword)`.
    @discardableResult
    public func changePassword(account name: String, currentPassword: String, newPassword: String) throws -> Int {
        let account = try verify(account: name, password: currentPassword)
        let remembered = try? rememberedAccount()
        let revoked = try translatingStoreErrors { try database.changePassword(for: account, from: currentPassword, to: newPassword) }
        if remembered?.id == account.id { try translatingStoreErrors { try tokenFile.delete() } }
        return revoked
    }

    /// Deletes an account with all its contacts and tokens after checking
    /// its password, in one transaction. Forgets the remembered sign-in and
    /// the last-account preference if they were this account's.
    /// - Throws: as ``verify(account:password:)``.
    public func removeAccount(_ name: String, password: String) throws {
        let account = try verify(account: name, password: password)
        let remembered = try? rememberedAccount()
        try translatingStoreErrors { try database.removeAccount(account) }
        if remembered?.id == account.id { try translatingStoreErrors { try tokenFile.delete() } }
        var preferences = try preferences()
        if let last = preferences.lastAccount, last.lowercased() == account.name.lowercased() {
            preferences.lastAccount = nil
            try savePreferences(preferences)
        }
    }

    /// Number of contacts of `account`.
    public func contactCount(for account: Account) throws -> Int {
        try translatingStoreErrors { try database.contactCount(for: account) }
    }

    // MARK: - Remember me

    /// Issues a remember-me token for `account` and writes it to the token
    /// file (mode 0600, written atomically). Only the token's SHA-256 is in
    /// the database; no password is stored. A token previously in the file
    /// is revoked.
    public func remember(_ account: Account) throws {
        try translatingStoreErrors {
            let previous = try? tokenFile.read()
            let token = try database.issueToken(for: account)
            try tokenFile.write(token)
            if let previous, previous != token { try database.revokeToken(previous) }
        }
    }

    /// The account of the token in the token file if it is still valid;
    /// nil when there is no file, or the token is unknown, revoked or
    /// expired (a stale file is deleted).
    public func rememberedAccount() throws -> Account? {
        try translatingStoreErrors {
            guard let token = try tokenFile.read() else { return nil }
            if let account = try database.account(forToken: token) {
                // A login remembered before the book was sealed has no wrap of the
                // account key: it cannot open the contacts, so it does not sign in
                // (the next sign-in with the password wraps the key for it).
                return database.isUnlocked(account) ? account : nil
            }
            try? tokenFile.delete()  // stale; a read-only directory keeps it, harmlessly
            return nil
        }
    }

    /// Forgets the remembered sign-in: revokes the token and deletes the
    /// file (the list screen's Log out). Nothing to forget is fine.
    public func forgetRememberedSignIn() throws {
        try translatingStoreErrors {
            if let token = try tokenFile.read() { try database.revokeToken(token) }
            try tokenFile.delete()
        }
    }

    /// The account to open at start without the login screen: when
    /// "Auto-login" is on and the remembered token is valid. nil otherwise
    /// (the login screen shows, prefilled with ``Preferences/lastAccount``).
    public func automaticSignIn() throws -> Account? {
        guard try preferences().autoLogin else { return nil }
        return try rememberedAccount()
    }

    // MARK: - Preferences

    /// The login screen's stored switches and last account (defaults when
    /// there is no file yet).
    public func preferences() throws -> Preferences {
        try translatingStoreErrors { try preferencesFile.load() }
    }

    /// The "Remember password" switch changed. Turning it off also turns
    /// auto-login off and forgets the remembered sign-in.
    /// - Returns: the preferences now stored.
    @discardableResult
    public func setRememberPassword(_ value: Bool) throws -> Preferences {
        let preferences = try preferences().setting(rememberPassword: value)
        try savePreferences(preferences)
        if !value { try forgetRememberedSignIn() }
        return preferences
    }

    /// The "Auto-login" switch changed. Turning it on also turns
    /// "Remember password" on.
    /// - Returns: the preferences now stored.
    @discardableResult
    public func setAutoLogin(_ value: Bool) throws -> Preferences {
        let preferences = try preferences().setting(autoLogin: value)
        try savePreferences(preferences)
        return preferences
    }

    /// Stores the preferences as given (normalised: auto-login needs remember).
    public func savePreferences(_ preferences: Preferences) throws {
        try translatingStoreErrors { try preferencesFile.save(preferences.normalized()) }
    }

    // MARK: - Contacts

    /// A paged, sectioned view of the contacts of `account` for the list
    /// screen; see ``ContactList``.
    public func list(for account: Account, pageSize: Int = ContactList.defaultPageSize) throws -> ContactList {
        try ContactList(book: self, account: account, pageSize: pageSize)
    }

    /// The contacts at positions `range` of the sorted list of `account`.
    public func contacts(for account: Account, range: Range<Int>) throws -> [Contact] {
        try translatingStoreErrors { try database.contacts(for: account, range: range) }.map(mapper.contact(from:))
    }

    /// The sections of the sorted list (title, first index, count), by a
    /// GROUP BY in SQLite.
    public func sections(for account: Account) throws -> [ContactSection] {
        try translatingStoreErrors { try database.sections(for: account) }
    }

    /// The contact `id` of `account`.
    /// - Throws: ``AddressBookError/contactNotFound(id:)``.
    public func contact(id: Int64, for account: Account) throws -> Contact {
        guard let record = try translatingStoreErrors({ try database.contact(id: id, for: account) }) else {
            throw AddressBookError.contactNotFound(id: id)
        }
        return mapper.contact(from: record)
    }

    /// Position of contact `id` in the sorted list of `account`, or nil.
    public func index(ofContact id: Int64, for account: Account) throws -> Int? {
        try translatingStoreErrors { try database.index(ofContact: id, for: account) }
    }

    /// Contacts of `account` matching `query` as a person types it, best
    /// match first (NameCollation's `matchRank`), at most `limit` (nil: all).
    ///
    /// The query is folded by NameCollation's `normalizeQuery` (case,
    /// accents and width ignored; a phone fragment such as "(869) 866"
    /// reduced to its digits) and split into terms; a contact matches when
    /// every term starts a word of its search text, which holds its name, the
    /// pinyin of a Chinese name with and without spaces and its initials
    /// ("zs" finds 张三), phone digits and e-mail addresses. A phone fragment
    /// typed with a leading "+" ("+44") matches only numbers written with that
    /// country code (``CountryCodeQuery``). An empty query matches every contact.
    public func search(_ query: String, for account: Account, limit: Int? = nil) throws -> [Contact] {
        let terms = NameCollator.normalizeQuery(query)
        // SQLite's substring filter is a superset; NameCollation's rank keeps
        // word-start matches and orders them (whole words, prefixes, digits
        // inside numbers; list order within a rank), as the list's index does.
        let records = try translatingStoreErrors {
            try database.search(account: account, text: terms.joined(separator: " "), limit: terms.isEmpty ? limit : nil)
        }
        let words = ContactSearchIndex.words(for: query)
        let countryCodes = CountryCodeQuery(query)
        var ranked: [(rank: Int, index: Int)] = []
        for (index, record) in records.enumerated() {
            guard let rank = NameCollator.matchRank(record.fields.searchText, terms: words),
                  countryCodes.accepts(phones: record.fields.phones.lazy.map(\.value))
            else { continue }
            ranked.append((rank, index))
        }
        ranked.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.index < $1.index }
        return ranked.prefix(limit ?? ranked.count).map { mapper.contact(from: records[$0.index]) }
    }

    /// Calls `body` with the name, phones and e-mails of each contact of
    /// `account` in list order, or of those matching `query` as
    /// ``search(_:for:limit:)`` matches, one row at a time (what `list` and
    /// mail completion print; nothing else of the row is read).
    public func forEachSummary(for account: Account, matching query: String? = nil,
                               _ body: (ContactSummary) throws -> Void) throws {
        guard let query else {
            try translatingStoreErrors { try database.forEachSummary(for: account, body) }
            return
        }
        let text = NameCollator.normalizeQuery(query).joined(separator: " ")
        // The store's substring filter is a superset: keep what search keeps (words matched at their start).
        let words = ContactSearchIndex.words(for: query).map { Array($0.utf8) }
        // A "+44" keeps the numbers that start with that country code (CountryCodeQuery).
        let countryCodes = CountryCodeQuery(query)
        try translatingStoreErrors {
            try database.forEachSummary(for: account, matching: text,
                                        accept: { NameCollator.matchRank($0, terms: words) != nil }) { summary in
                if countryCodes.accepts(phones: summary.phones.lazy.map(\.value)) { try body(summary) }
            }
        }
    }

    /// Calls `body` with the display name, first phone number and first
    /// e-mail address (UTF-8 bytes of stored data, valid during the call,
    /// empty when there is none) of each contact of `account` in list order:
    /// what `list` prints, one row at a time.
    public func forEachListRow(for account: Account,
                               _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        try translatingStoreErrors { try database.forEachListRow(for: account, body) }
    }

    /// Stores a new contact made in the app (checked with
    /// ``Contact/validate()``) and returns it with its id and section. Its
    /// stored card is a new vCard 4.0 with the contact's fields.
    /// - Throws: ``AddressBookError/invalidContact(_:)``, store errors.
    @discardableResult
    public func insert(_ contact: Contact, for account: Account) throws -> Contact {
        try validated(contact)
        // The card's UID and the row's agree (RFC 9562 version 4, lower case).
        let uid = UUID().uuidString.lowercased()
        let fields = mapper.fields(for: contact, uid: uid, mergingInto: nil, now: clock())
        return mapper.contact(from: try translatingStoreErrors { try database.insert(fields, for: account) })
    }

    /// Saves an edited contact (checked with ``Contact/validate()``): its
    /// fields are merged into the stored card, so properties the app does
    /// not show (addresses, photos, `X-` properties) are kept.
    /// - Throws: ``AddressBookError/invalidContact(_:)``,
    ///   ``AddressBookError/contactNotFound(id:)`` (no id, or not in `account`).
    @discardableResult
    public func update(_ contact: Contact, for account: Account) throws -> Contact {
        guard let id = contact.id else { throw AddressBookError.contactNotFound(id: -1) }
        try validated(contact)
        return try translatingStoreErrors {
            guard let record = try database.contact(id: id, for: account) else {
                throw AddressBookError.contactNotFound(id: id)
            }
            let previous = ContactCardMapper.storedCard(record.vCard)
            let fields = mapper.fields(for: contact, uid: record.uid, mergingInto: previous, now: clock())
            return mapper.contact(from: try database.update(id, with: fields, for: account))
        }
    }

    /// Deletes contact `id` of `account`.
    /// - Throws: ``AddressBookError/contactNotFound(id:)``.
    public func delete(_ id: Int64, for account: Account) throws {
        try translatingStoreErrors { try database.delete(id, for: account) }
    }

    private func validated(_ contact: Contact) throws {
        do {
            try contact.validate()
        } catch {
            throw AddressBookError.invalidContact(error)
        }
    }
}
