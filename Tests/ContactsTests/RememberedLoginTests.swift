import ContactsStore
import ContactsTestSupport
import Foundation
import HeadlessBackend
import Testing
import UIKit
import TestSupport
@testable import ContactsApp

/// A login remembered on disk (by the app or by `contacts login`) is shown
/// by the login screen and never forgotten as a side effect; a password
/// change revokes every remembered login of the account.
@MainActor @Suite struct RememberedLoginTests {
    /// What `contacts login` leaves on disk: a token, and the preferences
    /// of an older version that did not record "Remember password".
    static func loginFromTheCommandLine(_ book: AddressBook) throws {
        let account = try book.createAccount(name: "alice", password: ContactsHarness.password)
        try book.remember(account)
        try book.savePreferences(Preferences(rememberPassword: false, autoLogin: false, lastAccount: "alice"))
    }

    @Test func theLoginScreenShowsATokenOnDiskAsRemembered() throws {
        let h = try ContactsHarness(prepare: Self.loginFromTheCommandLine)
        #expect(h.login?.rememberSwitch.isOn == true)
        #expect(h.login?.accountField.text == "alice")
        #expect(h.login?.loginButton.isEnabled == true)
        #expect(try h.book.preferences().rememberPassword == true)
    }

    @Test func signingInWithRememberOffKeepsTheCommandLinesToken() throws {
        let h = try ContactsHarness { book in
            try Self.loginFromTheCommandLine(book)
            // A token for the account, with the switch stored off (the app cannot tell
            // it apart from one made before the switch existed): signing in keeps it.
        }
        let token = try Data(contentsOf: h.directory.url.appendingPathComponent("login-token"))
        h.signIn()
        #expect(h.stack == ["LoginViewController", "ContactsListViewController"])
        #expect(try Data(contentsOf: h.directory.url.appendingPathComponent("login-token")) == token)
        #expect(try h.book.rememberedAccount()?.name == "alice")
    }

    @Test func signingInWithTheSwitchOffNeverDeletesARememberedLogin() throws {
        let f = try BookFixture()
        let alice = try f.makeAccount("alice")
        try f.book.remember(alice)
        #expect(try f.book.preferences().rememberPassword == false)
        try f.book.signIn(account: "alice", password: BookFixture.password)
        #expect(try f.book.rememberedAccount()?.name == "alice")
        // Turning the switch off is the explicit way to forget it.
        try f.book.setRememberPassword(false)
        #expect(try f.book.rememberedAccount() == nil)
    }

    @Test func changingThePasswordRevokesEveryRememberedLogin() throws {
        let f = try BookFixture()
        let alice = try f.makeAccount("alice")
        try f.book.remember(alice)
        // A second copy of the data directory's token (another machine's login).
        let other = try f.book.database.issueToken(for: alice)
        let revoked = try f.book.changePassword(account: "alice", currentPassword: BookFixture.password, newPassword: "new one")
        #expect(revoked == 2)
        #expect(try f.book.rememberedAccount() == nil)
        #expect(try f.book.database.account(forToken: other) == nil)
        #expect(!FileManager.default.fileExists(atPath: f.dataDirectory.appendingPathComponent("login-token").path))
        #expect(try f.book.verify(account: "alice", password: "new one").name == "alice")
    }

    @Test func commandLineLoginRecordsRememberAndPasswdRevokesIt() throws {
        let command = try InProcessCommand()
        try command.makeAlice()
        let book = try AddressBook(dataDirectory: DataDirectory(url: URL(fileURLWithPath: command.dataDirectory)),
                                   passwordParameters: .weakForTesting)
        #expect(try book.preferences().rememberPassword == true)
        #expect(try command.run(["list"]).status == 0)
        let passwd = try command.run(["account", "passwd", "alice"], input: "\(InProcessCommand.password)\nnew pass\n")
        #expect(passwd.status == 0, "\(passwd)")
        #expect(passwd.output == "changed the password of alice; 1 remembered login was revoked "
                + "(sign in again with 'contacts login').\n")
        // The remembered login is gone: list now needs the (new) password.
        let list = try command.run(["list"])
        #expect(list.status == 1)
        #expect(try command.run(["list"], input: "new pass\n").status == 0)
    }

    /// `contacts logout` forgets the login it made: the app then starts on a
    /// login screen that shows "Remember password" off (nothing is remembered
    /// on disk) and an empty password field, and auto-login is off too.
    @Test func theLoginScreenAfterCommandLineLogoutShowsNothingRemembered() throws {
        let command = try InProcessCommand()
        let directory = TemporaryFolder.dataDirectory()
        #expect(try command.run(["--data-dir", directory.path, "account", "add", "alice"],
                                input: InProcessCommand.password + "\n", dataDir: false).status == 0)
        #expect(try command.run(["--data-dir", directory.path, "login"],
                                input: InProcessCommand.password + "\n", dataDir: false).status == 0)
        // Before the logout the screen shows the login as remembered.
        do {
            let before = try ContactsHarness(directory: directory)
            #expect(before.login?.rememberSwitch.isOn == true)
            #expect(before.login?.passwordField.text?.isEmpty == false)
        }
        let logout = try command.run(["--data-dir", directory.path, "logout"], dataDir: false)
        #expect(logout.status == 0, "\(logout)")
        let h = try ContactsHarness(directory: directory)
        #expect(h.stack == ["LoginViewController"])
        #expect(h.login?.rememberSwitch.isOn == false)
        #expect(h.login?.autoLoginSwitch.isOn == false)
        #expect(h.login?.accountField.text == "alice")
        #expect(h.login?.passwordField.text?.isEmpty != false)
        #expect(try h.book.rememberedAccount() == nil)
        #expect(try h.book.preferences().rememberPassword == false)
    }

    @Test func aFailureMessageClearsWhenTheInputChanges() throws {
        let h = try ContactsHarness { book in try book.createAccount(name: "alice", password: ContactsHarness.password) }
        h.submitLogin(password: "nope")
        h.advance(0.3)
        h.advance(2)
        expectScreen(h.lines, rows: 12..<13, equal: ["        Wrong account name or password."])
        h.type("x")
        #expect(h.login?.statusLabel.text == nil)
        #expect(h.lines[12].trimmingCharacters(in: .whitespaces).isEmpty)

        // Sign-up: "The passwords do not match." goes away when the confirmation is retyped.
        let s = try ContactsHarness()
        s.type("bob")
        s.press(.tab)
        s.type("one")
        s.press(.tab)
        s.type("two")
        s.press(.enter)
        #expect(s.login?.statusLabel.text == Localization(language: .english).passwordsDoNotMatch)
        s.type("o")
        #expect(s.login?.statusLabel.text == nil)
        s.settle()
    }
}
