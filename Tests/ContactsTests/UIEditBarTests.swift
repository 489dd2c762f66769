import ContactsStore
import Foundation
import Testing
import UIKit
@testable import ContactsApp

/// Editing a long contact on 80×24: Save is in the navigation bar (iOS keeps
/// its Done there) however far below the rows its form button is, and the
/// message about a refused value is scrolled into sight.
@MainActor @Suite struct UIEditBarTests {
    @Test func saveIsInTheBarWhileEditingAndARefusedValueIsExplainedInSight() throws {
        let phones = (0..<8).map { ContactValue("+1 555 010\($0)", label: "work") }
        let h = try ContactsHarness { book in
            let alice = try book.makeAlice()
            _ = try book.insert(Contact(givenName: "Long", familyName: "Card", phones: phones), for: alice)
        }
        h.signIn()
        h.press(.enter)  // Long Card
        h.settle()
        #expect(h.edit?.navigationItem.rightBarButtonItems?.count == 1)
        h.press(.enter)  // Edit
        h.settle()

        // Cancel, then Save rightmost (the first item of rightBarButtonItems is the rightmost).
        #expect(h.lines[0].hasSuffix("Cancel  Save"))
        #expect(h.edit?.navigationItem.rightBarButtonItems?.map(\.title) == ["Save", "Cancel"])
        // The form's Save is below the screen.
        #expect(!h.lines.contains { $0.contains("[ Save ]") })

        // The keyboard is in the first phone field: a value the book refuses.
        h.press(.control("u"))
        h.type("12ab")
        h.clickBarButton("Save")
        h.settle()
        #expect(h.edit?.isEditingContact == true)
        #expect(h.lines.contains { $0.contains("Phone \"12ab\": \"a\" cannot be part of a phone number.") })

        // A valid number: Save in the bar stores it and goes back to the list.
        h.press(.control("u"))
        h.type("+1 555 0199")
        h.clickBarButton("Save")
        h.settle()
        #expect(h.stack == ["LoginViewController", "ContactsListViewController"])
        let alice = try #require(try h.book.account(named: "alice"))
        let stored = try #require(try h.book.search("Long", for: alice).first)
        #expect(stored.phones.first == ContactValue("+1 555 0199", label: "work"))
    }
}
