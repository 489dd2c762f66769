import ContactsApp
import ContactsStore
import Foundation
import HeadlessBackend
import Testing
import UIKit
import TestSupport

/// Typing ahead of the screen (issue 15, item 7): keys pressed while a screen slides in
/// or the sign-in HUD is up are kept, in order, for the screen that is there when the
/// change ends. Every key below is pressed before the clock moves, as a fast typist would.
@MainActor @Suite struct UITypeAheadTests {
    @Test func plusThenANameAtOnceFillsTheAddFormsFields() throws {
        let h = try ContactsHarness.signedInWithSamples()

        h.press(.text("+"))
        h.type("Eve Moneypenny")
        h.press(.enter)
        h.type("MI6")
        #expect(h.stack.last == "AddContactViewController")
        #expect(h.add?.nameField.text?.isEmpty ?? true, "the form is still sliding in")
        h.settle()

        #expect(h.add?.nameField.text == "Eve Moneypenny")
        // The field being edited shows its clear button.
        expectScreen(h.lines, rows: 2..<3, equal: ["        Name        [Eve Moneypenny                                    ]"])
        expectScreen(h.lines, rows: 3..<4, equal: ["        Company     [MI6                                              ×]"])
        #expect(h.firstResponder === h.add?.companyField)
    }

    @Test func enterOnAContactThenTheWholeEditIsTypedAhead() throws {
        let h = try ContactsHarness.signedInWithSamples()

        // Bob Smith: open the card, Enter on "Edit", a new phone, Return ×3 saves; then
        // "/" and a search term while the list slides back in.
        h.press(.down)
        h.press(.enter)
        h.press(.enter)
        h.press(.control("u"))
        h.type("555-0199")
        h.press(.enter, times: 3)
        h.type("/bob")
        h.settle()

        #expect(h.stack == ["LoginViewController", "ContactsListViewController"])
        let alice = try #require(try h.book.account(named: "alice"))
        #expect(try h.book.search("bob", for: alice).map(\.phone) == ["555-0199"])
        #expect(h.list?.searchResults?.map(\.displayName) == ["Bob Smith"])
        expectScreen(h.lines, rows: 1..<2, equal: [" [bob                                                                        ×]"])
    }

    @Test func aPasswordEnterPlusAndANameTypedAtOnceReachTheAddForm() throws {
        let h = try ContactsHarness { book in try book.makeAlice() }
        h.submitLogin()
        h.press(.text("+"))
        h.type("Zed")
        h.settle()

        #expect(h.stack == ["LoginViewController", "ContactsListViewController", "AddContactViewController"])
        #expect(h.add?.nameField.text == "Zed")
        #expect(h.login?.passwordField.text?.isEmpty ?? true, "nothing typed after Enter went into the password")
    }
}
