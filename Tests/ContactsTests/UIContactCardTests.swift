import ContactsApp
import ContactsStore
import Foundation
import HeadlessBackend
import Testing
import UIKit
import TestSupport

/// A card with more than one of everything, as Apple and Google export them.
let graceHopperCard = """
BEGIN:VCARD
VERSION:3.0
FN:Grace Hopper
N:Hopper;Grace;;;
ORG:US Navy;Research
TITLE:Rear Admiral
TEL;TYPE=CELL:+1 202 555 0101
TEL;TYPE=WORK:+1 202 555 0102
TEL;TYPE=HOME,FAX:+1 202 555 0103
EMAIL;TYPE=WORK:grace@navy.example
EMAIL;TYPE=HOME:grace@home.example
ADR;TYPE=WORK:;;1 Navy Way;Arlington;VA;22201;USA
URL:https://grace.example
BDAY:1906-12-09
NOTE:COBOL
END:VCARD

"""

@MainActor @Suite struct UIContactCardTests {
    func harness() throws -> ContactsHarness {
        try ContactsHarness { book in
            let alice = try book.makeAlice()
            _ = try book.importVCards(Data(graceHopperCard.utf8), source: "grace.vcf", into: alice)
        }
    }

    /// The harness signed in, Grace Hopper's card opened (Enter on the first row) and put
    /// in editing (its Edit bar button).
    func editingGraceHopper() throws -> ContactsHarness {
        let h = try harness()
        h.signIn()
        h.press(.enter)
        h.settle()
        h.clickBarButton("Edit")
        return h
    }

    /// Read-only, an address shows the parts it has: iOS's card leaves out an
    /// empty state, never showing its placeholder.
    @Test func anAddressWithoutAStateShowsNoStatePlaceholder() throws {
        let h = try ContactsHarness { book in
            _ = try book.importVCards(Data("""
                BEGIN:VCARD
                VERSION:3.0
                FN:Ada Lovelace
                N:Lovelace;Ada;;;
                ADR;TYPE=HOME:;;12 St James's Square;London;;SW1Y 4JH;UK
                END:VCARD

                """.utf8), source: "ada.vcf", into: try book.makeAlice())
        }
        h.signIn()
        h.press(.enter)
        h.settle()
        #expect(h.stack.last == "EditContactViewController")
        expectScreen(h.lines, rows: 2..<9, equal: [
            "        Name       [Ada Lovelace                                       ]",
            "",
            "        home       [12 St James's Square                               ]",
            "                   [London                                             ]",
            "                   [SW1Y 4JH                                           ]",
            "                   [UK                                                 ]",
            "",
        ])
        #expect(!h.lines.contains { $0.contains("State") })
        // Editing shows every part of the address again, the empty state as its placeholder.
        h.clickBarButton("Edit")
        h.settle()
        #expect(h.lines.contains { $0.contains("[State ") })
    }

    @Test func theCardShowsEveryValueWithItsIOSLabel() throws {
        let h = try harness()
        h.signIn()
        expectScreen(h.lines, rows: 3..<4, equal: [" Grace Hopper                                                +1 202 555 0101 › C"])
        h.press(.enter)
        h.settle()
        expectScreen(h.lines, equals: screen([
            " ‹ Back                             Contact                                Edit",
            "",
            "        Name       [Grace Hopper                                       ]",
            "        Company    [US Navy                                            ]",
            "        Job title  [Rear Admiral                                       ]",
            "",
            "        mobile     [+1 202 555 0101                                    ]",
            "        work       [+1 202 555 0102                                    ]",
            "        home fax   [+1 202 555 0103                                    ]",
            "",
            "        work       [grace@navy.example                                 ]",
            "        home       [grace@home.example                                 ]",
            "",
            "        homepage   [https://grace.example                              ]",
            "",
            "        work       [1 Navy Way                                         ]",
            "                   [Arlington                                          ]",
            "                   [VA                                                 ]",
            "                   [22201                                              ]",
            "                   [USA                                                ]",
            "",
            "        birthday   [1906-12-09                                         ]",
            "                   ┌───────────────────────────────────────────────────┐",
            "        Note       │COBOL                                              │",
        ]))
        // The rest of the card is below: the wheel shows it.
        h.screen.scroll(x: 40, y: 12, deltaY: 1)
        h.settle()
        #expect(Array(h.lines.suffix(4)) == [
            "        Note       │COBOL                                              │",
            "                   │                                                   │",
            "                   │                                                   │",
            "                   └───────────────────────────────────────────────────┘",
        ])
    }

    @Test func labelsAreChosenFromIOSsListAndAddedValuesAreSaved() throws {
        let h = try editingGraceHopper()
        h.screen.click(text: "[ work ]")      // the work phone's label
        h.settle()
        for label in ContactLabels.phone { #expect(h.lines.contains { $0.contains(" \(label) ") }, "\(label) offered") }
        h.screen.click(text: "iPhone")
        h.settle()
        #expect(h.lines.contains { $0.contains("[ iPhone ]") })
        #expect(h.firstResponder === h.edit?.phoneFields[1])

        h.screen.click(text: "[ ⊕ add URL ]")
        h.settle()
        h.type("https://hopper.example")
        h.screen.scroll(x: 40, y: 12, deltaY: 10)   // the card is taller than the screen
        h.settle()
        h.screen.click(text: "[ Save ]")
        h.settle()
        #expect(h.stack.last == "ContactsListViewController")

        let alice = try #require(try h.book.account(named: "alice"))
        let grace = try #require(try h.book.search("hopper", for: alice).first).withDetails()
        #expect(grace.phones == [ContactValue("+1 202 555 0101", label: "mobile"),
                                 ContactValue("+1 202 555 0102", label: "iPhone"),
                                 ContactValue("+1 202 555 0103", label: "home fax")])
        #expect(grace.urls == [ContactValue("https://grace.example", label: nil),
                               ContactValue("https://hopper.example", label: "home")])
        #expect(grace.organization == "US Navy")
        #expect(grace.jobTitle == "Rear Admiral")
        #expect(grace.addresses == [ContactAddress(label: "work", street: "1 Navy Way", city: "Arlington", state: "VA",
                                                   postalCode: "22201", country: "USA")])
        #expect(grace.birthday == DateComponents(year: 1906, month: 12, day: 9))
        // The organisational unit the screen does not show is kept in the card.
        let exported = String(decoding: try h.book.exportVCards(for: alice, version: .v4_0), as: UTF8.self)
        #expect(exported.contains("ORG:US Navy;Research"))
    }

    @Test func anAddressIsAddedAndAnEmptiedValueIsRemoved() throws {
        let h = try editingGraceHopper()
        h.screen.click(text: "[ ⊕ add address ]")
        h.settle()
        h.type("10 Downing St")
        h.press(.enter)
        h.type("London")
        h.edit?.emailFields[0].becomeFirstResponder()   // grace@navy.example
        h.press(.control("u"))
        h.screen.scroll(x: 40, y: 12, deltaY: 10)
        h.settle()
        h.screen.click(text: "[ Save ]")
        h.settle()
        let alice = try #require(try h.book.account(named: "alice"))
        let grace = try #require(try h.book.search("hopper", for: alice).first).withDetails()
        #expect(grace.emails == [ContactValue("grace@home.example", label: "home")])
        #expect(grace.addresses.map(\.label) == ["work", "home"])
        #expect(grace.addresses.last == ContactAddress(label: "home", street: "10 Downing St", city: "London"))
    }
}

@MainActor @Suite struct UINoteTests {
    @Test func aMegabyteNoteIsEditedInTheTextViewAndCtrlCStillQuits() throws {
        // 16,384 lines of 63 characters and a line break: 1 MiB.
        let line = String(repeating: "lorem ipsum dolor sit amet ", count: 3).prefix(63)
        let note = (0..<16_384).map { "\($0) " + line.dropFirst(String($0).count + 1) }.joined(separator: "\n")
        #expect(note.utf8.count == 16_384 * 64 - 1)
        let h = try ContactsHarness { book in
            let alice = try book.makeAlice()
            _ = try book.insert(Contact(name: "Long Note", phone: "555-0100", note: note), for: alice)
        }
        h.signIn()
        h.press(.enter)
        h.settle()
        h.clickBarButton("Edit")
        h.edit?.noteView.becomeFirstResponder()
        h.settle()
        // The box shows the first lines; Ctrl-End goes to the end of the note.
        #expect(h.lines.contains { $0.contains("│0 rem ipsum dolor sit amet lorem ipsum dolor sit  │") })
        h.press(UIKey(characters: "", keyCode: .keyboardEnd, modifierFlags: .control))
        h.press(.enter)
        h.type("the end")
        h.settle()
        #expect(h.lines.contains { $0.contains("│the end") })
        #expect(h.edit?.noteView.selectedRange == NSRange(location: note.utf16.count + 8, length: 0))
        #expect(h.edit?.noteView.text.hasSuffix(String(note.suffix(20)) + "\nthe end") == true)
        // Ctrl-C reaches the application at once and quits.
        h.screen.application.handle(.interrupt)
        #expect(h.screen.application.isTerminated)
    }
}

@MainActor @Suite struct UIReadOnlyNoteTests {
    @Test func aReadOnlyCardWithANoteStillRestsTheKeyboardOnEdit() throws {
        let h = try ContactsHarness { book in
            _ = try book.insert(Contact(name: "Noted", phone: "555-0100", note: "first\nsecond"), for: try book.makeAlice())
        }
        h.signIn()
        h.press(.enter)
        h.settle()
        #expect(h.lines.contains { $0.contains("│first") })
        #expect(h.isDim("first"))
        h.press(.enter)   // "Edit"
        #expect(h.edit?.isEditingContact == true)
    }
}
