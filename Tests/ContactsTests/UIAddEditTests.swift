import ContactsApp
import ContactsStore
import Foundation
import HeadlessBackend
import Testing
import UIKit
import TestSupport

/// The Add and Edit forms below the first phone row while they are empty
/// there: the add-phone row, one empty e-mail, the add rows, birthday and the note box.
let emptyFormBelowFirstPhone = [
    "                    [ ⊕ add phone ]",
    "",
    "        [ home ]    [Email                                             ]",
    "                    [ ⊕ add email ]",
    "                    [ ⊕ add URL ]",
    "                    [ ⊕ add address ]",
    "",
    "        birthday    [YYYY-MM-DD or --MM-DD                             ]",
    "                    ┌──────────────────────────────────────────────────┐",
    "        Note        │                                                  │",
    "                    │                                                  │",
    "                    │                                                  │",
    "                    └──────────────────────────────────────────────────┘",
]

/// The Add Contact screen before anything is typed (cursor in the name field).
let emptyAddScreen = screen([
    " ‹ Back                           Add Contact                               Add",
    "",
    "        Name        [▏Name (required)                                   ]",
    "        Company     [Company                                           ]",
    "        Job title   [Job title                                         ]",
    "",
    "        [ mobile ]  [Phone                                             ]",
] + emptyFormBelowFirstPhone)

@MainActor @Suite struct UIAddEditTests {
    @Test func addOpensWithTheNameFieldFocusedABackButtonAndAddDisabled() throws {
        let h = try ContactsHarness.signedInWithSamples()
        h.screen.click(text: "+")
        h.settle()

        #expect(h.stack == ["LoginViewController", "ContactsListViewController", "AddContactViewController"])
        expectScreen(h.linesWithCursor, equals: emptyAddScreen)
        #expect(h.firstResponder === h.add?.nameField)
        #expect(h.listController?.navigationItem.backButtonTitle == "Back")

        let button = EnabledTrace(enabled: { h.add?.addItem.isEnabled == true }, dim: { h.isBarButtonDim("Add") })
        button.note("start")
        h.type("  ")
        button.note("name '  '")
        h.type("Eve")
        button.note("name '  Eve'")
        h.press(.control("u"))
        button.note("name ''")
        // A phone is not required (iOS Contacts saves a contact with a name alone).
        #expect(button.steps == ["start: disabled", "name '  ': disabled", "name '  Eve': enabled", "name '': disabled"])

        // Nothing typed: "‹ Back" returns at once, nothing added.
        h.screen.click(text: "‹ Back")
        h.settle()
        #expect(h.stack == ["LoginViewController", "ContactsListViewController"])
        expectScreen(h.lines, equals: sampleListScreen)
    }

    @Test func addInsertsTheRowAndItIsStillThereAfterARestart() throws {
        let directory = TemporaryFolder.dataDirectory()
        do {
            let h = try ContactsHarness.signedInWithSamples(directory: directory)
            h.press(.text("+"))
            h.settle()
            h.type("Eve Moneypenny")
            h.press(.enter)       // Company
            h.type("MI6")
            h.press(.enter)       // Job title
            h.press(.enter)       // Phone
            h.type("+44 20 7946 0000")
            h.press(.enter)       // Email
            h.type("eve@example.org")
            h.press(.enter)       // Birthday
            h.type("1962-07-04")
            h.press(.tab)         // the note: a multi-line text view, Return is a line break
            h.type("Q branch")
            h.press(.enter)
            h.type("Licence to kill")
            h.clickBarButton("Add")
            h.settle()

            #expect(h.stack == ["LoginViewController", "ContactsListViewController"])
            expectScreen(h.lines, equals: [
                " Log Out                        alice's Contacts                        Edit  +",
                " [Search                                                                     ] A",
                " A                                                                             •",
                " Ada Lovelace                                              +1 (869) 866-6055 › C",
                " B                                                                             •",
                " Bob Smith                                                          555-0100 › E",
                " C                                                                             •",
                " Chloé Dubois                                              +33 6 12 34 56 78 › H",
                " E                                                                             •",
                " Eve Moneypenny                                             +44 20 7946 0000 › J",
                " L                                                                             •",
                " 李四                                                          139 0000 1111 › L",
                " Z                                                                             •",
                " 张三                                                      +86 138 0013 8000 › O",
                " Zoe Adams                                                     020 7946 0958 › •",
            ] + indexOnly("Q", "•", "S", "•", "V", "•", "X", "•", "#"))
            #expect(h.list?.contacts?.sectionTitles == ["A", "B", "C", "E", "L", "Z"])
        }
        let restarted = try ContactsHarness(directory: directory)
        restarted.signIn()
        expectScreen(restarted.lines, rows: 9..<10, equal: [" Eve Moneypenny                                             +44 20 7946 0000 › J"])
        let alice = try #require(try restarted.book.account(named: "alice"))
        let eve = try #require(try restarted.book.search("moneypenny", for: alice).first)
        #expect(eve.email == "eve@example.org")
        #expect(eve.phones == [ContactValue("+44 20 7946 0000", label: "mobile")])
        #expect(eve.emails == [ContactValue("eve@example.org", label: "home")])
        #expect(eve.note == "Q branch\nLicence to kill")
        #expect(eve.birthday == DateComponents(year: 1962, month: 7, day: 4))
        #expect(eve.withDetails().organization == "MI6")
    }

    @Test func anInvalidPhoneNumberIsExplainedAndNothingIsAdded() throws {
        let h = try ContactsHarness.signedInWithSamples()
        h.press(.text("+"))
        h.settle()
        h.type("Eve")
        h.press(.enter, times: 3)   // Company, Job title, Phone
        h.type("12ab")
        h.clickBarButton("Add")
        h.settle()

        #expect(Array(h.linesWithCursor.prefix(8)) == [
            " ‹ Back                           Add Contact                               Add",
            "",
            "        Name        [Eve                                               ]",
            "        Company     [Company                                           ]",
            "        Job title   [Job title                                         ]",
            "",
            "        [ mobile ]  [12ab▏                                             ×]",
            "                    [ ⊕ add phone ]",
        ])
        expectScreen(h.lines, rows: 21..<23, equal: [
            "        Phone \"12ab\": \"a\" cannot be part of a phone number. Use digits,",
            "        spaces, + - ( ) . and an extension such as x123.",
        ])
        #expect(h.stack.last == "AddContactViewController")
        let alice = try #require(try h.book.account(named: "alice"))
        #expect(try h.book.contactCount(for: alice) == 6)

        // The next edit clears the message; a valid number is added.
        h.press(.control("u"))
        h.type("(555) 123-4567 ext. 89")
        expectScreen(h.lines, rows: 21..<22, equal: [""])
        h.clickBarButton("Add")
        h.settle()
        expectScreen(h.lines, rows: 9..<10, equal: [" Eve                                                  (555) 123-4567 ext. 89 › J"])
    }

    @Test func aContactWithoutAPhoneIsSavedAndABadBirthdayIsExplained() throws {
        let h = try ContactsHarness.signedInWithSamples()
        h.press(.text("+"))
        h.settle()
        h.type("Eve")
        h.add?.birthdayField.becomeFirstResponder()
        h.type("1962-02-30")
        h.clickBarButton("Add")
        h.settle()
        #expect(h.stack.last == "AddContactViewController")
        expectScreen(h.lines, rows: 21..<22, equal: ["        Birthday \"1962-02-30\" is not a date. Write it as 1815-12-10, or"])
        #expect(h.firstResponder === h.add?.birthdayField)
        h.press(.control("u"))
        h.type("--02-29")
        h.clickBarButton("Add")
        h.settle()
        #expect(h.stack.last == "ContactsListViewController")
        expectScreen(h.lines, rows: 9..<10, equal: [" Eve                                                                         › J"])
        let alice = try #require(try h.book.account(named: "alice"))
        let eve = try #require(try h.book.search("eve", for: alice).first)
        #expect(eve.phones.isEmpty)
        #expect(eve.birthday == DateComponents(month: 2, day: 29))
    }

    @Test func editOpensReadOnlyThenEditSavesTheChangeAndTheRowIsRefreshed() throws {
        let directory = TemporaryFolder.dataDirectory()
        do {
            let h = try ContactsHarness.signedInWithSamples(directory: directory)
            h.press(.down)
            h.press(.enter)  // Bob Smith
            h.settle()

            #expect(h.stack.last == "EditContactViewController")
            // Read-only: only the values the contact has, each with its label.
            expectScreen(h.lines, equals: screen([
                " ‹ Back                             Contact                                Edit",
                "",
                "        Name       [Bob Smith                                          ]",
                "",
                "        mobile     [555-0100                                           ]",
            ]))
            #expect(h.isDim("Bob Smith") && h.isDim("555-0100"), "read-only fields are disabled")
            #expect(h.edit?.saveButton.isHidden == true)
            #expect(h.firstResponder == nil)

            h.press(.enter)  // the keyboard rests on "Edit"
            expectScreen(h.linesWithCursor, equals: screen([
                " ‹ Back                             Contact                        Cancel  Save",
                "",
                "        Name        [Bob Smith                                         ]",
                "        Company     [Company                                           ]",
                "        Job title   [Job title                                         ]",
                "",
                "        [ mobile ]  [555-0100▏                                         ×]",
            ] + emptyFormBelowFirstPhone + [
                "",
                "                    [ Save ]",
            ]))
            #expect(h.firstResponder === h.edit?.phoneField)
            #expect(!h.isDim("Bob Smith") && !h.isDim("[ Save ]"))

            h.press(.control("u"))
            h.type("555-0199")
            h.screen.click(text: "[ Save ]")
            h.settle()

            #expect(h.stack == ["LoginViewController", "ContactsListViewController"])
            expectScreen(h.lines, rows: 5..<6, equal: [" Bob Smith                                                          555-0199 › E"])
            #expect(Array(h.lines.prefix(5)) == Array(sampleListScreen.prefix(5)))
            #expect(Array(h.lines.suffix(18)) == Array(sampleListScreen.suffix(18)))
        }
        let restarted = try ContactsHarness(directory: directory)
        restarted.signIn()
        expectScreen(restarted.lines, rows: 5..<6, equal: [" Bob Smith                                                          555-0199 › E"])
    }

    @Test func saveIsEnabledOnlyWhileTheNameIsFilled() throws {
        let h = try ContactsHarness.signedInWithSamples()
        h.press(.enter)  // Ada Lovelace
        h.settle()
        h.press(.enter)  // Edit
        let button = EnabledTrace(enabled: { h.edit?.saveButton.isEnabled == true }, dim: { h.isDim("[ Save ]") })
        button.note("start")
        h.press(.control("u"))
        button.note("phone ''")
        h.edit?.nameField.becomeFirstResponder()
        h.press(.control("u"))
        button.note("name ''")
        h.type(" ")
        button.note("name ' '")
        h.type("A")
        button.note("name ' A'")
        #expect(button.steps == ["start: enabled", "phone '': enabled", "name '': disabled", "name ' ': disabled", "name ' A': enabled"])
    }

    @Test func cancelAsksBeforeDiscardingThenRestoresTheStoredValues() throws {
        let h = try ContactsHarness.signedInWithSamples()
        h.press(.enter)  // Ada Lovelace
        h.settle()
        h.clickBarButton("Edit")
        h.press(.control("u"))
        h.type("000")
        h.edit?.nameField.becomeFirstResponder()
        h.press(.control("u"))
        h.type("Somebody Else")
        expectScreen(h.lines, rows: 2..<3, equal: ["        Name        [Somebody Else                                    ×]"])

        h.clickBarButton("Cancel")
        h.settle()
        // iOS asks first; "Keep Editing" (the cancel action) has the keyboard.
        #expect(h.edit?.discardSheet != nil)
        #expect(h.attributes(of: "Keep Editing")?.contains(.reverse) == true)
        #expect(h.attributes(of: "Discard Changes")?.contains(.reverse) == false)
        h.press(.enter)  // Keep Editing
        h.settle()
        #expect(h.edit?.isEditingContact == true)
        expectScreen(h.lines, rows: 2..<3, equal: ["        Name        [Somebody Else                                    ×]"])
        #expect(h.firstResponder === h.edit?.nameField)

        h.clickBarButton("Cancel")
        h.settle()
        h.screen.click(text: "Discard Changes")
        h.settle()
        expectScreen(h.lines, equals: screen([
            " ‹ Back                             Contact                                Edit",
            "",
            "        Name       [Ada Lovelace                                       ]",
            "",
            "        mobile     [+1 (869) 866-6055                                  ]",
        ]))
        #expect(h.edit?.isEditingContact == false)
        #expect(h.firstResponder == nil)
        #expect(h.edit?.contact?.displayName == "Ada Lovelace")

        // Esc with nothing changed cancels at once; Esc read-only goes back, nothing saved.
        h.press(.enter)
        h.press(.escape)
        h.settle()
        #expect(h.edit?.isEditingContact == false)
        h.press(.escape)
        h.settle()
        expectScreen(h.lines, equals: sampleListScreen)
    }

    @Test func backAndEscOnAFilledAddFormAskBeforeDiscarding() throws {
        let h = try ContactsHarness.signedInWithSamples()
        h.press(.text("+"))
        h.settle()
        h.type("Eve")
        h.press(.escape)
        h.settle()
        #expect(h.stack.last == "AddContactViewController")
        #expect(h.lines.contains { $0.contains("Are you sure you want to discard your changes?") })
        #expect(h.attributes(of: "Keep Editing")?.contains(.reverse) == true)
        h.press(.escape)   // Esc in the sheet is its cancel action: Keep Editing
        h.settle()
        #expect(h.stack.last == "AddContactViewController")
        #expect(h.firstResponder === h.add?.nameField)
        #expect(h.add?.nameField.text == "Eve")

        h.screen.click(text: "‹ Back")
        h.settle()
        h.press(.up)       // to "Discard Changes"
        h.press(.enter)
        h.settle()
        #expect(h.stack == ["LoginViewController", "ContactsListViewController"])
        let alice = try #require(try h.book.account(named: "alice"))
        #expect(try h.book.contactCount(for: alice) == 6)
    }

    @Test func renamingMovesTheRowToItsNewSection() throws {
        let h = try ContactsHarness.signedInWithSamples()
        h.press(.down)
        h.press(.enter)  // Bob Smith
        h.settle()
        h.press(.enter)
        h.edit?.nameField.becomeFirstResponder()
        h.press(.control("u"))
        h.type("Yannick Bob")
        h.edit?.birthdayField.becomeFirstResponder()
        h.press(.enter)  // Return on the last one-line field (the birthday) saves
        h.settle()

        expectScreen(h.lines, rows: 2..<14, equal: [
            " A                                                                             •",
            " Ada Lovelace                                              +1 (869) 866-6055 › C",
            " C                                                                             •",
            " Chloé Dubois                                              +33 6 12 34 56 78 › E",
            " L                                                                             •",
            " 李四                                                          139 0000 1111 › H",
            " Y                                                                             •",
            " Yannick Bob                                                        555-0100 › J",
            " Z                                                                             •",
            " 张三                                                      +86 138 0013 8000 › L",
            " Zoe Adams                                                     020 7946 0958 › •",
            "                                                                               O",
        ])
        #expect(h.list?.contacts?.sectionTitles == ["A", "C", "L", "Y", "Z"])
    }
}
