import ContactsApp
import ContactsStore
import Foundation
import HeadlessBackend
import Testing
import UIKit
import UIKitEngine
import TestSupport

/// `top` followed by blank lines up to `height`: a whole screen whose lower part is empty.
func screen(_ top: [String], height: Int = 24) -> [String] {
    top + Array(repeating: "", count: max(0, height - top.count))
}

/// The top of the login screen at 80×24 with "alice" in the account field: the title,
/// the two fields (`password` is the password field as drawn, brackets included) and
/// the two switches ("OFF" or " ON").
func aliceLoginForm(password: String, remember: String = "OFF", autoLogin: String = "OFF") -> [String] {
    [
        "                                Private Contacts",
        "",
        "",
        "        Account   [alice                                               ]",
        "",
        "        Password  " + password,
        "",
        "        Remember password  [\(remember)]",
        "        Auto-login         [\(autoLogin)]",
    ]
}

/// The login screen of an existing account at 80×24 (the cursor, "▏", in the account field).
let emptyLoginScreen = screen([
    "                                Private Contacts",
    "",
    "",
    "        Account   [▏Account name                                        ]",
    "",
    "        Password  [Password                                            ]",
    "",
    "        Remember password  [OFF]",
    "        Auto-login         [OFF]",
    "",
    "                  [ Log In ]  [ Create Account ]",
])

@MainActor @Suite struct UILoginTests {
    @Test func firstRunOpensTheSignUpFormAndSignsInWithTheNewAccount() throws {
        let h = try ContactsHarness()

        expectScreen(h.linesWithCursor, equals: screen([
            "                                 Create Account",
            "",
            "",
            "        Account   [▏Account name                                        ]",
            "",
            "        Password  [Password                                            ]",
            "",
            "        Confirm   [Password again                                      ]",
            "",
            "        Remember password  [OFF]",
            "        Auto-login         [OFF]",
            "",
            "                  [ Create Account ]",
            "",
            "        No account yet. Type a name and a password, then Create Account.",
        ]))
        #expect(h.isDim("[ Create Account ]"))

        h.type("bob")
        h.press(.tab)
        h.type("s3cret")
        h.press(.tab)
        h.type("s3cret")
        #expect(!h.isDim("[ Create Account ]"))
        h.press(.enter)

        #expect(h.lines.contains("                              │  ⠋ Signing in…  │"))
        h.settle()
        #expect(h.stack == ["LoginViewController", "ContactsListViewController"])
        expectScreen(h.lines, equals: screen([
            " Log Out                         bob's Contacts                         Edit  +",
            " [Search                                                                      ]",
            "",
            " No contacts yet. Press + to add one.",
        ]))
        #expect(try h.book.accounts().map(\.name) == ["bob"])
        #expect(try h.book.verify(account: "bob", password: "s3cret").name == "bob")
    }

    @Test func signUpRefusesDifferentPasswordsAndCancelReturnsToSignIn() throws {
        let h = try ContactsHarness { book in try book.makeAlice() }
        h.press(.tab, times: 4)  // password, remember, auto-login, Create Account (Log In is disabled)
        #expect(h.firstResponder == nil)
        h.press(.enter)
        #expect(h.login?.mode == .signUp)

        h.type("bob")
        h.press(.tab)
        h.type("one")
        h.press(.tab)
        h.type("two")
        h.press(.enter)

        expectScreen(h.linesWithCursor, equals: screen([
            "                                 Create Account",
            "",
            "",
            "        Account   [bob                                                 ]",
            "",
            "        Password  [•••                                                 ]",
            "",
            "        Confirm   [▏Password again                                      ]",
            "",
            "        Remember passwo┌───────────────────────────────┐",
            "        Auto-login     │                               │",
            "                       │  The passwords do not match.  │",
            "                  [ Cre│                               │",
            "                       └───────────────────────────────┘",
            "        The passwords do not match.",
        ]))
        h.settle()
        expectScreen(h.lines, rows: 12..<13, equal: ["                  [ Create Account ]  [ Cancel ]"])
        expectScreen(h.lines, rows: 14..<15, equal: ["        The passwords do not match."])
        #expect(try h.book.accounts().map(\.name) == ["alice"])

        h.press(.escape)  // as the Cancel button
        h.settle()
        #expect(h.login?.mode == .signIn)
        expectScreen(h.lines, rows: 0..<1, equal: ["                                Private Contacts"])
        expectScreen(h.lines, rows: 10..<11, equal: ["                  [ Log In ]  [ Create Account ]"])
    }

    @Test func logInIsEnabledOnlyWhileBothFieldsHoldNonBlankTextAfterEveryEdit() throws {
        let h = try ContactsHarness { book in try book.makeAlice() }
        let button = EnabledTrace(enabled: { h.login?.loginButton.isEnabled ?? false }, dim: { h.isDim("[ Log In ]") })

        button.note("start")
        h.type("a")
        button.note("account 'a'")
        h.press(.tab)
        h.type(" ")
        button.note("password ' '")
        h.type("x")
        button.note("password ' x'")
        h.press(.backspace)
        button.note("password ' '")
        h.press(.backTab)
        h.press(.control("u"))
        button.note("account ''")
        h.type("  ")
        button.note("account '  '")
        h.type("b ")
        button.note("account '  b '")
        h.press(.tab)
        h.type("y")
        button.note("password 'y'")
        h.press(.control("u"))
        button.note("password cleared")

        #expect(button.steps == [
            "start: disabled",
            "account 'a': disabled",
            "password ' ': disabled",
            "password ' x': enabled",
            "password ' ': disabled",
            "account '': disabled",
            "account '  ': disabled",
            "account '  b ': disabled",
            "password 'y': enabled",
            "password cleared: disabled",
        ])
    }

    @Test func fieldsShowPlaceholdersBulletsAndAClearButtonWhileEditing() throws {
        let h = try ContactsHarness { book in try book.makeAlice() }
        expectScreen(h.linesWithCursor, equals: emptyLoginScreen)

        h.type("alice")
        h.press(.tab)
        h.type("pw d")

        expectScreen(h.linesWithCursor, equals: screen(aliceLoginForm(password: "[••••▏                                               ×]") + [
            "",
            "                  [ Log In ]  [ Create Account ]",
        ]))
        #expect(h.login?.passwordField.text == "pw d")

        // The clear button empties the field (an edit: the button follows it).
        h.screen.click(text: "×")
        #expect(h.login?.passwordField.text == "")
        #expect(h.login?.loginButton.isEnabled == false)
        expectScreen(h.lines, rows: 5..<6, equal: ["        Password  [Password                                            ]"])
    }

    @Test func switchesAreCoupledAndPersistAcrossARestart() throws {
        let directory = TemporaryFolder.dataDirectory()
        var trace: [String] = []
        do {
            let h = try ContactsHarness(directory: directory) { book in try book.makeAlice() }
            func note(_ step: String) {
                let remember = h.login?.rememberSwitch.isOn == true ? "on" : "off"
                let auto = h.login?.autoLoginSwitch.isOn == true ? "on" : "off"
                let stored = try? h.book.preferences()
                trace.append("\(step): remember \(remember), auto-login \(auto); stored \(stored?.rememberPassword ?? false)/\(stored?.autoLogin ?? false)")
            }
            note("start")
            h.press(.tab, times: 3)  // password, remember, auto-login
            h.press(.space)
            note("auto-login on")
            h.press(.backTab)
            h.press(.space)
            note("remember off")
            h.press(.space)
            note("remember on")
            h.press(.tab)
            h.press(.space)
            note("auto-login on")
            expectScreen(h.lines, rows: 7..<8, equal: ["        Remember password  [ ON]"])
            expectScreen(h.lines, rows: 8..<9, equal: ["        Auto-login         [ ON]"])
        }
        #expect(trace == [
            "start: remember off, auto-login off; stored false/false",
            "auto-login on: remember on, auto-login on; stored true/true",
            "remember off: remember off, auto-login off; stored false/false",
            "remember on: remember on, auto-login off; stored true/false",
            "auto-login on: remember on, auto-login on; stored true/true",
        ])

        let restarted = try ContactsHarness(directory: directory)
        expectScreen(restarted.lines, rows: 7..<8, equal: ["        Remember password  [ ON]"])
        expectScreen(restarted.lines, rows: 8..<9, equal: ["        Auto-login         [ ON]"])
        #expect(restarted.stack == ["LoginViewController"], "no sign-in was remembered yet")
    }

    @Test func theHUDDropsClicksAndKeysWaitUntilThePasswordIsChecked() throws {
        let h = try ContactsHarness { book in try book.makeAlice() }
        h.submitLogin()

        let hud = screen(aliceLoginForm(password: "[•••••••••••••                                       ]") + [
            "                              ┌─────────────────┐",
            "                  [ Log In ]  │                 │",
            "                              │  ⠋ Signing in…  │",
            "                              │                 │",
            "                              └─────────────────┘",
        ])
        expectScreen(h.lines, equals: hud)
        #expect(h.screen.cursor == nil)
        #expect(h.screen.application.isIgnoringInteractionEvents)
        #expect(h.attributes(of: "Private Contacts")?.contains(.dim) == true, "the screen under the HUD is dimmed")

        // Clicks are dropped; keys change nothing under the HUD and wait for the screen
        // that follows it: "/" there focuses the search field, "zz" is searched for.
        h.screen.click(text: "Log In")
        h.screen.click(text: "[OFF]")
        h.type("/zz")
        expectScreen(h.lines, equals: hud)
        #expect(h.login?.passwordField.text == ContactsHarness.password)

        h.advance(0.05)  // the check has run; the HUD stays its minimum time
        expectScreen(h.lines, rows: 11..<12, equal: ["                              │  ⠋ Signing in…  │"])
        #expect(h.stack == ["LoginViewController"])
        h.advance(0.25)
        #expect(!h.lines.joined().contains("Signing in"), "the HUD is gone after its minimum 0.3 s")
        #expect(h.login?.progressHUD == nil)
        #expect(h.stack == ["LoginViewController", "ContactsListViewController"])
        h.settle()
        expectScreen(h.lines, rows: 0..<2, equal: [" Log Out                        alice's Contacts                        Edit  +",
                                                " [zz                                                                         ×]"])
        #expect(h.list?.searchResultIDs == [])
        #expect(h.login?.accountField.text == "alice")
        #expect(h.login?.rememberSwitch.isOn == false)
        #expect(try h.book.preferences().rememberPassword == false)
    }

    @Test func aWrongPasswordShowsAMessageThatGoesAwayAndKeepsTheAccount() throws {
        let h = try ContactsHarness { book in try book.makeAlice() }
        h.submitLogin(password: "nope")
        h.advance(0.3)

        expectScreen(h.linesWithCursor, equals: screen(aliceLoginForm(password: "[▏Password                                            ]") + [
            "                     ┌───────────────────────────────────┐",
            "                  [ L│                                   │",
            "                     │  Wrong account name or password.  │",
            "        Wrong account│                                   │",
            "                     └───────────────────────────────────┘",
        ]))
        #expect(h.stack == ["LoginViewController"])

        h.advance(2)
        expectScreen(h.linesWithCursor, equals: screen(aliceLoginForm(password: "[▏Password                                            ]") + [
            "",
            "                  [ Log In ]  [ Create Account ]",
            "",
            "        Wrong account name or password.",
        ]))

        // The wrong password is cleared (the account stays); the right one signs in.
        #expect(h.login?.loginButton.isEnabled == false)
        h.type(ContactsHarness.password)
        h.press(.enter)
        h.settle()
        #expect(h.stack == ["LoginViewController", "ContactsListViewController"])
    }

    @Test func repeatedFailuresShowTheBackOffCountingDown() throws {
        let h = try ContactsHarness(launch: false) { book in try book.makeAlice() }
        // Five failures, a minute apart: the next try must wait 4 s (1, 2, 4 s… after the third).
        for _ in 0..<5 {
            #expect(throws: AddressBookError.invalidCredentials) { try h.book.verify(account: "alice", password: "nope") }
            h.bookClock.advance(by: 60)
        }
        h.bookClock.advance(by: -60)
        h.launch()
        h.submitLogin()
        h.advance(0.3)

        expectScreen(h.lines, equals: screen(aliceLoginForm(password: "[•••••••••••••                                      ×]") + [
            "               ┌───────────────────────────────────────────────┐",
            "               │                                               │",
            "               │  Too many failed attempts. Try again in 4 s.  │",
            "        Too man│                                               │",
            "               └───────────────────────────────────────────────┘",
        ]))
        h.advance(2)
        expectScreen(h.lines, rows: 9..<14, equal: [
            "",
            "                  [ Log In ]  [ Create Account ]",
            "",
            "        Too many failed attempts. Try again in 2 s.",
            "",
        ])
        h.advance(1)
        expectScreen(h.lines, rows: 12..<13, equal: ["        Too many failed attempts. Try again in 1 s."])
        h.advance(1)
        expectScreen(h.lines, rows: 12..<13, equal: [""])

        // The wait is over: the same password now signs in.
        h.press(.enter)
        h.advance(0.3)
        h.settle()
        #expect(h.stack == ["LoginViewController", "ContactsListViewController"])
    }

    @Test func aTinyTerminalStacksTheButtonsAndWrapsTheMessages() throws {
        let h = try ContactsHarness(width: 30, height: 12) { book in try book.makeAlice() }
        expectScreen(h.linesWithCursor, equals: screen([
            "       Private Contacts",
            "",
            "  Account   [▏Account name  ]",
            "  Password  [Password      ]",
            "",
            "  Remember password  [OFF]",
            "  Auto-login         [OFF]",
            "",
            "            [ Log In ]",
            "            [ Create Account ]",
        ], height: 12))

        h.submitLogin(password: "nope")
        h.advance(0.3)
        expectScreen(h.lines, equals: screen([
            "       Private Contacts",
            "",
            "  Account   [alice         ]",
            " ┌─────────────────────────┐",
            " │                         │",
            " │  Wrong account name or  │",
            " │  password.              │",
            " │                         │",
            " └─────────────────────────┘",
            "            [ Create Account ]",
            "  Wrong account name or",
            "  password.",
        ], height: 12))
    }

    @Test func theFirstResponderIsChosenWhenTheScreenHasAppeared() throws {
        let directory = TemporaryFolder.dataDirectory()
        do {
            let h = try ContactsHarness(directory: directory) { book in try book.makeAlice() }
            #expect(h.firstResponder === h.login?.accountField)
            #expect(h.screen.cursor == CursorPosition(x: 19, y: 3))
            h.signIn()
            #expect(h.stack == ["LoginViewController", "ContactsListViewController"])
        }
        // The last account is prefilled next time: the password field takes the keyboard.
        let h = try ContactsHarness(directory: directory)
        #expect(h.login?.accountField.text == "alice")
        #expect(h.firstResponder === h.login?.passwordField)
        #expect(h.linesWithCursor[5] == "        Password  [▏Password                                            ]")
    }

    @Test(arguments: [
        (Localization.Language.english, " Log Out                        alice's Contacts                        Edit  +"),
        (Localization.Language.simplifiedChinese, " 退出登录                        alice的联系人                          编辑  +"),
    ])
    func theAccountIsPassedForwardToTheListTitle(language: Localization.Language, bar: String) throws {
        let h = try ContactsHarness(language: language) { book in try book.makeAlice() }
        h.signIn()
        #expect(h.lines[0] == bar)
        #expect(h.list?.title == Localization(language: language).listTitle(account: "alice"))
        #expect(h.list?.account?.name == "alice")
    }

    @Test func aRememberedSignInFillsThePasswordAndLogsInWithoutTyping() throws {
        let directory = TemporaryFolder.dataDirectory()
        do {
            let h = try ContactsHarness(directory: directory) { book in try book.makeAlice() }
            h.press(.tab, times: 2)
            h.press(.space)  // Remember password on
            h.signIn()
            #expect(h.stack == ["LoginViewController", "ContactsListViewController"])
        }

        let restarted = try ContactsHarness(directory: directory)
        #expect(restarted.stack == ["LoginViewController"])
        expectScreen(restarted.lines, rows: 5..<6, equal: ["        Password  [••••••••••                                         ×]"])
        #expect(restarted.login?.loginButton.isEnabled == true)
        #expect(restarted.login?.passwordField.text != ContactsHarness.password)
        restarted.screen.perform { restarted.login?.logIn() }
        restarted.settle()
        #expect(restarted.stack == ["LoginViewController", "ContactsListViewController"])

        // Editing the filled-in password drops the remembered sign-in: a wrong password fails.
        let again = try ContactsHarness(directory: directory)
        again.signIn(password: "wrong")
        #expect(again.stack == ["LoginViewController"])
    }

    @Test func rememberingASignInStoresNoPasswordInAnyFile() throws {
        let h = try ContactsHarness { book in try book.makeAlice() }
        h.press(.tab, times: 2)
        h.press(.space)  // Remember password on
        h.signIn()
        #expect(h.stack == ["LoginViewController", "ContactsListViewController"])
        #expect(try h.book.rememberedAccount()?.name == "alice")

        let files = h.directory.files()
        #expect(files.map(\.name).contains("login-token"))
        let password = Data(ContactsHarness.password.utf8)
        for file in files {
            #expect(file.data.range(of: password) == nil, "\(file.name) holds the password")
        }
        #expect(try filePermissions(atPath: h.directory.url.appendingPathComponent("login-token").path) == 0o600)
    }
}
