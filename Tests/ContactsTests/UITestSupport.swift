import ContactsApp
import ContactsStore
import Foundation
import HeadlessBackend
import Testing
import UIKit
import UIKitEngine
import TestSupport

extension TemporaryFolder {
    /// A data directory for one test, not made yet (the app makes it on its first run).
    static func dataDirectory() -> TemporaryFolder {
        // Only a name is chosen: nothing can fail.
        try! TemporaryFolder(prefix: "contacts-ui", create: false)
    }
}

/// The Private Contacts app on a headless 80×24 screen (by default), over a
/// real address book in a temporary data directory with a weak scrypt work
/// factor. A second `ContactsHarness` on the same directory is a restart.
@MainActor
final class ContactsHarness {
    let directory: TemporaryFolder
    let book: AddressBook
    let screen: HeadlessScreen
    let environment: ContactsEnvironment
    let delegate: ContactsAppDelegate
    /// The address book's clock: starts now and moves with the headless screen's clock
    /// (``advance(_:)``), so the store's back-off and the screen's countdown agree.
    let bookClock = TestClock(Date())

    nonisolated static let password = "correct horse"

    /// - Parameters:
    ///   - directory: reuse one to restart the app on the same data.
    ///   - watchesExternalChanges: run the list's inotify monitor (its thread posts to
    ///     the application; wait with `screen.waitForWakeUp()`).
    ///   - launch: launch the app now (after `prepare` ran on the book).
    ///   - prepare: set up the book before the app starts (accounts, contacts).
    init(directory: TemporaryFolder = TemporaryFolder.dataDirectory(), width: Int = 80, height: Int = 24,
         language: Localization.Language = .english, searchIndex: SearchIndexMode = .off,
         watchesExternalChanges: Bool = false, launch: Bool = true,
         prepare: (AddressBook) throws -> Void = { _ in },
         sourceLocation: SourceLocation = #_sourceLocation) throws {
        self.directory = directory
        let clock = bookClock
        book = try AddressBook(dataDirectory: DataDirectory(url: directory.url), passwordParameters: .weakForTesting,
                               clock: { clock.now })
        try prepare(book)
        screen = HeadlessScreen.checked(width: width, height: height, sourceLocation: sourceLocation)
        environment = ContactsEnvironment(addressBook: book, strings: Localization(language: language),
                                          credentialChecks: .headless, minimumHUDDuration: 0.3, messageDuration: 2,
                                          searchIndex: searchIndex, watchesExternalChanges: watchesExternalChanges)
        delegate = ContactsAppDelegate(environment: environment)
        if launch { self.launch() }
    }

    /// Every screen flow runs without a UIKit warning or exception the test did not read:
    /// the checked screen reports them when it goes away at the end of the test.
    deinit {
        MainActor.assumeIsolated {
            book.close()
        }
    }

    func launch() {
        screen.application.launch(delegate: delegate)
        screen.settle()
    }

    var lines: [String] { screen.lines }
    var navigation: UINavigationController? { delegate.navigationController }
    var stack: [String] { navigation?.viewControllers.map { String(describing: Swift.type(of: $0)) } ?? [] }
    var top: UIViewController? { navigation?.topViewController }
    var login: LoginViewController? { navigation?.viewControllers.first as? LoginViewController }
    /// The list when it is on top.
    var list: ContactsListViewController? { navigation?.topViewController as? ContactsListViewController }
    /// The list wherever it is on the stack.
    var listController: ContactsListViewController? {
        navigation?.viewControllers.lazy.compactMap { $0 as? ContactsListViewController }.first
    }
    var add: AddContactViewController? { navigation?.topViewController as? AddContactViewController }
    var edit: EditContactViewController? { navigation?.topViewController as? EditContactViewController }
    var firstResponder: UIResponder? { delegate.window?.firstResponder }

    func type(_ text: String) { screen.type(text) }
    func press(_ key: UIKey, times: Int = 1) { for _ in 0..<times { screen.press(key) } }
    func settle(limit: TimeInterval = 10) { screen.settle(limit: limit) }
    /// Moves the screen's clock and the book's clock by `seconds`.
    func advance(_ seconds: TimeInterval) {
        bookClock.advance(by: seconds)
        screen.advance(by: seconds)
    }

    /// Alice (the harness password) with `sampleContacts`, signed in on the list: where
    /// most list, add and edit tests start. `directory` as in `init`.
    static func signedInWithSamples(directory: TemporaryFolder = TemporaryFolder.dataDirectory(),
                                    sourceLocation: SourceLocation = #_sourceLocation) throws -> ContactsHarness {
        let h = try ContactsHarness(directory: directory, prepare: { book in
            try book.add(sampleContacts, to: try book.makeAlice())
        }, sourceLocation: sourceLocation)
        h.signIn()
        return h
    }

    /// Types `account`, Tab and `password` from the account field, then Enter, as a
    /// person signs in on a fresh login screen; runs nothing further (the HUD is up).
    func submitLogin(account: String = "alice", password: String = ContactsHarness.password) {
        type(account)
        press(.tab)
        type(password)
        press(.enter)
    }

    /// Types into the focused field, then presses Enter on the Log In path
    /// and lets the HUD run to its end.
    func signIn(account: String = "alice", password: String = ContactsHarness.password) {
        if let login, login.accountField.text != account {
            login.accountField.becomeFirstResponder()
            press(.control("u"))
            type(account)
        }
        login?.passwordField.becomeFirstResponder()
        press(.control("u"))
        type(password)
        press(.enter)
        settle()
    }

    /// The attributes of the first cell of `text` on screen (nil when it is not there).
    func attributes(of text: String) -> CellAttributes? {
        for (y, line) in lines.enumerated() {
            if let range = line.range(of: text) {
                let x = TextWidth.width(of: String(line[line.startIndex..<range.lowerBound]))
                return screen.grid[x, y].style.attributes
            }
        }
        return nil
    }

    /// Where the last occurrence of `text` on `row` starts (a bar button at the right end).
    func column(ofLast text: String, row: Int) -> Int? {
        let line = lines[row]
        guard let range = line.range(of: text, options: .backwards) else { return nil }
        return TextWidth.width(of: String(line[line.startIndex..<range.lowerBound]))
    }

    /// Clicks the right-most `title` on the navigation bar (row 0).
    func clickBarButton(_ title: String) {
        if let x = column(ofLast: title, row: 0) { screen.click(x: x, y: 0) }
    }

    /// True when the right-most `title` on the navigation bar is drawn dim (disabled).
    func isBarButtonDim(_ title: String) -> Bool {
        guard let x = column(ofLast: title, row: 0) else { return false }
        return screen.grid[x, 0].style.attributes.contains(.dim)
    }

    /// True when `text` is on screen drawn dim (a disabled control).
    func isDim(_ text: String) -> Bool { attributes(of: text)?.contains(.dim) ?? false }

    /// The screen with the cursor shown as "▏" before the cell it is on.
    var linesWithCursor: [String] {
        guard let cursor = screen.cursor else { return lines }
        var out = lines
        while out.count <= cursor.y { out.append("") }
        var line = Array(out[cursor.y])
        var column = 0, index = 0
        while index < line.count && column < cursor.x {
            column += TextWidth.width(of: line[index])
            index += 1
        }
        while column < cursor.x { line.append(" "); column += 1; index = line.count }
        line.insert("▏", at: min(index, line.count))
        out[cursor.y] = String(line)
        return out
    }
}

/// A form's steps, each noted with whether its button is then enabled ("step: enabled"),
/// checking at every step that the button is drawn dim exactly while it is disabled.
@MainActor
final class EnabledTrace {
    private let isEnabled: () -> Bool
    private let isDim: () -> Bool
    private(set) var steps: [String] = []

    init(enabled: @escaping () -> Bool, dim: @escaping () -> Bool) {
        isEnabled = enabled
        isDim = dim
    }

    func note(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let enabled = isEnabled()
        #expect(isDim() == !enabled, "\(step): the button is drawn dim exactly while disabled",
                sourceLocation: sourceLocation)
        steps.append("\(step): \(enabled ? "enabled" : "disabled")")
    }
}

extension AddressBook {
    /// The account "alice" with the harness password.
    @discardableResult
    func makeAlice() throws -> Account {
        try createAccount(name: "alice", password: ContactsHarness.password)
    }

    /// Stores contacts given as (name, phone) pairs.
    func add(_ contacts: [(String, String)], to account: Account) throws {
        for (name, phone) in contacts { _ = try insert(Contact(name: name, phone: phone), for: account) }
    }
}

/// The contacts most list tests start with: Latin and Chinese names, an
/// accented one, a number with parentheses.
let sampleContacts: [(String, String)] = [
    ("Ada Lovelace", "+1 (869) 866-6055"),
    ("Bob Smith", "555-0100"),
    ("Chloé Dubois", "+33 6 12 34 56 78"),
    ("张三", "+86 138 0013 8000"),
    ("李四", "139 0000 1111"),
    ("Zoe Adams", "020 7946 0958"),
]
