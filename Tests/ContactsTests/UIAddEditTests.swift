import ContactsApp
import ContactsStore
import Foundation
import HeadlessBackend
import Testing
import UIKit

/// The Add Contact screen before anything is typed (cursor in the name field).
let emptyAddScreen = screen([
    " ‹ Back                           Add Contact                               Add",
    "",
    "",
    "        Name   [▏Name (required)                                        ]",
    "",
    "        Phone  [Phone (required)                                       ]",
    "",
    "        Email  [Email (optional)                                       ]",
    "",
    "        Note   [Note (optional)                                        ]",
])

@MainActor @Suite struct UIAddEditTests {
    @Test func addOpensWithTheNameFieldFocusedABackButtonAndAddDisabled() throws {
        let h = try ContactsHarness { book in try book.add(sampleContacts, to: try book.makeAlice()) }
        h.signIn()
        h.screen.click(text: "+")
        h.settle()

        #expect(h.stack == ["LoginViewController", "ContactsListViewController", "AddContactViewController"])
        #expect(h.linesWithCursor == emptyAddScreen)
        #expect(h.firstResponder === h.add?.nameField)
        #expect(h.listController?.navigationItem.backButtonTitle == "Back")

        var trace: [String] = []
        func note(_ step: String) {
            let enabled = h.add?.addItem.isEnabled == true
            #expect(h.isBarButtonDim("Add") == !enabled)
            trace.append("\(step): \(enabled ? "enabled" : "disabled")")
        }
        note("start")
        h.type("Eve")
        note("name 'Eve'")
        h.press(.tab)
        h.type("  ")
        note("phone '  '")
        h.type("5")
        note("phone '  5'")
        h.press(.backTab)
        h.press(.control("u"))
        note("name ''")
        #expect(trace == ["start: disabled", "name 'Eve': disabled", "phone '  ': disabled", "phone '  5': enabled", "name '': disabled"])

        // "‹ Back" returns without adding anything.
        h.screen.click(text: "‹ Back")
        h.settle()
        #expect(h.stack == ["LoginViewController", "ContactsListViewController"])
        #expect(h.lines == sampleListScreen)
    }

    @Test func addInsertsTheRowAndItIsStillThereAfterARestart() throws {
        let directory = TemporaryDataDirectory()
        do {
            let h = try ContactsHarness(directory: directory) { book in try book.add(sampleContacts, to: try book.makeAlice()) }
            h.signIn()
            h.press(.text("+"))
            h.settle()
            h.type("Eve Moneypenny")
            h.press(.enter)
            h.type("+44 20 7946 0000")
            h.press(.enter)
            h.type("eve@example.org")
            h.press(.enter)
            h.type("MI6")
            h.press(.enter)  // Return on the last field adds
            h.settle()

            #expect(h.stack == ["LoginViewController", "ContactsListViewController"])
            #expect(h.lines == [
                " Log Out                        alice's Contacts                        Edit  +",
                " [Search                                                                     ] A",
                " A                                                                             B",
                " Ada Lovelace                                              +1 (869) 866-6055 › C",
                " B                                                                             D",
                " Bob Smith                                                          555-0100 › E",
                " C                                                                             F",
                " Chloé Dubois                                              +33 6 12 34 56 78 › H",
                " E                                                                             I",
                " Eve Moneypenny                                             +44 20 7946 0000 › J",
                " L                                                                             K",
                " 李四                                                          139 0000 1111 › L",
                " Z                                                                             M",
                " 张三                                                      +86 138 0013 8000 › O",
                " Zoe Adams                                                     020 7946 0958 › P",
                "                                                                               Q",
                "                                                                               R",
                "                                                                               S",
                "                                                                               T",
                "                                                                               V",
                "                                                                               W",
                "                                                                               X",
                "                                                                               Y",
                "                                                                               Z",
            ])
            #expect(h.list?.contacts?.sectionTitles == ["A", "B", "C", "E", "L", "Z"])
        }
        let restarted = try ContactsHarness(directory: directory)
        restarted.signIn()
        #expect(restarted.lines[9] == " Eve Moneypenny                                             +44 20 7946 0000 › J")
        let alice = try #require(try restarted.book.account(named: "alice"))
        let eve = try #require(try restarted.book.search("moneypenny", for: alice).first)
        #expect(eve.email == "eve@example.org")
        #expect(eve.note == "MI6")
    }

    @Test func anInvalidPhoneNumberIsExplainedAndNothingIsAdded() throws {
        let h = try ContactsHarness { book in try book.add(sampleContacts, to: try book.makeAlice()) }
        h.signIn()
        h.press(.text("+"))
        h.settle()
        h.type("Eve")
        h.press(.tab)
        h.type("12ab")
        h.clickBarButton("Add")
        h.settle()

        #expect(h.linesWithCursor == screen([
            " ‹ Back                           Add Contact                               Add",
            "",
            "",
            "        Name   [Eve                                                    ]",
            "",
            "        Phone  [12ab▏                                                  ×]",
            "",
            "        Email  [Email (optional)                                       ]",
            "",
            "        Note   [Note (optional)                                        ]",
            "",
            "        Phone \"12ab\": \"a\" cannot be part of a phone number. Use digits,",
            "        spaces, + - ( ) . and an extension such as x123.",
        ]))
        #expect(h.stack.last == "AddContactViewController")
        let alice = try #require(try h.book.account(named: "alice"))
        #expect(try h.book.contactCount(for: alice) == 6)

        // The next edit clears the message; a valid number is added.
        h.press(.control("u"))
        h.type("(555) 123-4567 ext. 89")
        #expect(h.lines[11] == "")
        h.clickBarButton("Add")
        h.settle()
        #expect(h.lines[9] == " Eve                                                  (555) 123-4567 ext. 89 › J")
    }

    @Test func editOpensReadOnlyThenEditSavesTheChangeAndTheRowIsRefreshed() throws {
        let directory = TemporaryDataDirectory()
        do {
            let h = try ContactsHarness(directory: directory) { book in try book.add(sampleContacts, to: try book.makeAlice()) }
            h.signIn()
            h.press(.down)
            h.press(.enter)  // Bob Smith
            h.settle()

            #expect(h.stack.last == "EditContactViewController")
            #expect(h.lines == screen([
                " ‹ Back                             Contact                                Edit",
                "",
                "",
                "        Name   [Bob Smith                                              ]",
                "",
                "        Phone  [555-0100                                               ]",
                "",
                "        Email  [Email (optional)                                       ]",
                "",
                "        Note   [Note (optional)                                        ]",
            ]))
            #expect(h.isDim("Bob Smith") && h.isDim("555-0100"), "read-only fields are disabled")
            #expect(h.edit?.saveButton.isHidden == true)
            #expect(h.firstResponder == nil)

            h.press(.enter)  // the keyboard rests on "Edit"
            #expect(h.linesWithCursor == screen([
                " ‹ Back                             Contact                              Cancel",
                "",
                "",
                "        Name   [Bob Smith                                              ]",
                "",
                "        Phone  [555-0100▏                                              ×]",
                "",
                "        Email  [Email (optional)                                       ]",
                "",
                "        Note   [Note (optional)                                        ]",
                "",
                "               [ Save ]",
            ]))
            #expect(h.firstResponder === h.edit?.phoneField)
            #expect(!h.isDim("Bob Smith") && !h.isDim("[ Save ]"))

            h.press(.control("u"))
            h.type("555-0199")
            h.screen.click(text: "[ Save ]")
            h.settle()

            #expect(h.stack == ["LoginViewController", "ContactsListViewController"])
            #expect(h.lines[5] == " Bob Smith                                                          555-0199 › E")
            #expect(Array(h.lines.prefix(5)) == Array(sampleListScreen.prefix(5)))
            #expect(Array(h.lines.suffix(18)) == Array(sampleListScreen.suffix(18)))
        }
        let restarted = try ContactsHarness(directory: directory)
        restarted.signIn()
        #expect(restarted.lines[5] == " Bob Smith                                                          555-0199 › E")
    }

    @Test func saveIsEnabledOnlyWhileNameAndPhoneAreFilled() throws {
        let h = try ContactsHarness { book in try book.add(sampleContacts, to: try book.makeAlice()) }
        h.signIn()
        h.press(.enter)  // Ada Lovelace
        h.settle()
        h.press(.enter)  // Edit
        var trace: [String] = []
        func note(_ step: String) {
            let enabled = h.edit?.saveButton.isEnabled == true
            #expect(h.isDim("[ Save ]") == !enabled)
            trace.append("\(step): \(enabled ? "enabled" : "disabled")")
        }
        note("start")
        h.press(.control("u"))
        note("phone ''")
        h.type(" ")
        note("phone ' '")
        h.type("1")
        note("phone ' 1'")
        h.press(.backTab)
        h.press(.control("u"))
        note("name ''")
        #expect(trace == ["start: enabled", "phone '': disabled", "phone ' ': disabled", "phone ' 1': enabled", "name '': disabled"])
    }

    @Test func cancelRestoresTheStoredValuesAndReturnsToReadOnly() throws {
        let h = try ContactsHarness { book in try book.add(sampleContacts, to: try book.makeAlice()) }
        h.signIn()
        h.press(.enter)  // Ada Lovelace
        h.settle()
        h.clickBarButton("Edit")
        h.press(.control("u"))
        h.type("000")
        h.press(.backTab)
        h.press(.control("u"))
        h.type("Somebody Else")
        #expect(h.lines[3] == "        Name   [Somebody Else                                         ×]")

        h.clickBarButton("Cancel")

        #expect(h.lines == screen([
            " ‹ Back                             Contact                                Edit",
            "",
            "",
            "        Name   [Ada Lovelace                                           ]",
            "",
            "        Phone  [+1 (869) 866-6055                                      ]",
            "",
            "        Email  [Email (optional)                                       ]",
            "",
            "        Note   [Note (optional)                                        ]",
        ]))
        #expect(h.edit?.isEditingContact == false)
        #expect(h.firstResponder == nil)
        #expect(h.edit?.contact?.displayName == "Ada Lovelace")

        // Esc while editing cancels too; Esc read-only goes back, nothing saved.
        h.press(.enter)
        h.type("9")
        h.press(.escape)
        #expect(h.lines[5] == "        Phone  [+1 (869) 866-6055                                      ]")
        h.press(.escape)
        h.settle()
        #expect(h.lines == sampleListScreen)
    }

    @Test func renamingMovesTheRowToItsNewSection() throws {
        let h = try ContactsHarness { book in try book.add(sampleContacts, to: try book.makeAlice()) }
        h.signIn()
        h.press(.down)
        h.press(.enter)  // Bob Smith
        h.settle()
        h.press(.enter)
        h.press(.backTab)
        h.press(.control("u"))
        h.type("Yannick Bob")
        h.press(.tab)
        h.press(.tab)
        h.press(.tab)
        h.press(.enter)  // Return on the note field saves
        h.settle()

        #expect(Array(h.lines[2...13]) == [
            " A                                                                             B",
            " Ada Lovelace                                              +1 (869) 866-6055 › C",
            " C                                                                             D",
            " Chloé Dubois                                              +33 6 12 34 56 78 › E",
            " L                                                                             F",
            " 李四                                                          139 0000 1111 › H",
            " Y                                                                             I",
            " Yannick Bob                                                        555-0100 › J",
            " Z                                                                             K",
            " 张三                                                      +86 138 0013 8000 › L",
            " Zoe Adams                                                     020 7946 0958 › M",
            "                                                                               O",
        ])
        #expect(h.list?.contacts?.sectionTitles == ["A", "C", "L", "Y", "Z"])
    }
}
