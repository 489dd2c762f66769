import ContactsApp
import ContactsStore
import Foundation
import HeadlessBackend
import Testing
import UIKit

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

    @Test func theCardShowsEveryValueWithItsIOSLabel() throws {
        let h = try harness()
        h.signIn()
        #expect(h.lines[3] == " Grace Hopper                                                +1 202 555 0101 › C")
        h.press(.enter)
        h.settle()
        #expect(h.lines == screen([
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
            "",
            "        Note       [COBOL                                              ]",
        ]))
    }

    @Test func labelsAreChosenFromIOSsListAndAddedValuesAreSaved() throws {
        let h = try harness()
        h.signIn()
        h.press(.enter)
        h.settle()
        h.clickBarButton("Edit")
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
        let h = try harness()
        h.signIn()
        h.press(.enter)
        h.settle()
        h.clickBarButton("Edit")
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
