@testable import ContactsApp
import ContactsStore
import Foundation
import HeadlessBackend
import Testing
import UIKit
import TestSupport

@MainActor @Suite struct UIExternalChangeTests {
    /// Another process's book on the same data directory (a second connection).
    func otherProcess(_ h: ContactsHarness) throws -> (AddressBook, Account) {
        let other = try AddressBook(dataDirectory: DataDirectory(url: h.directory.url), passwordParameters: .weakForTesting)
        return (other, try other.verify(account: "alice", password: ContactsHarness.password))
    }

    @Test func contactsAnotherProcessAddsAndRemovesAppearWithoutARestart() throws {
        let h = try ContactsHarness.signedInWithSamples()
        expectScreen(h.lines, equals: sampleListScreen)

        // Nothing changed: nothing is reloaded.
        h.list?.checkForExternalChanges()
        h.settle()
        expectScreen(h.lines, equals: sampleListScreen)

        let (other, alice) = try otherProcess(h)
        let eve = try other.insert(Contact(name: "Eve Moneypenny", phone: "+44 20 7946 0000"), for: alice)
        h.list?.checkForExternalChanges()
        h.settle()
        expectScreen(h.lines, rows: 8..<9, equal: [" E                                                                             •"])
        expectScreen(h.lines, rows: 9..<10, equal: [" Eve Moneypenny                                             +44 20 7946 0000 › J"])
        #expect(h.list?.contacts?.sectionTitles == ["A", "B", "C", "E", "L", "Z"])

        try other.delete(try #require(eve.id), for: alice)
        h.list?.checkForExternalChanges()
        h.settle()
        expectScreen(h.lines, equals: sampleListScreen)
    }

    @Test func aSearchShowingWhenAnotherProcessWritesRunsAgain() throws {
        let h = try ContactsHarness.signedInWithSamples()
        h.press(.text("/"))
        h.type("eve")
        #expect(h.list?.searchResultIDs == [])
        let (other, alice) = try otherProcess(h)
        _ = try other.insert(Contact(name: "Eve Moneypenny", phone: "+44 20 7946 0000"), for: alice)
        h.list?.checkForExternalChanges()
        h.settle()
        #expect(h.list?.searchResults?.map(\.displayName) == ["Eve Moneypenny"])
    }

    /// The real path: the list's monitor thread sees the other process's commit through
    /// inotify and posts the check to the application, which wakes its main loop; nobody
    /// calls `checkForExternalChanges()` and no key is pressed.
    @Test func theMonitorPostsTheCheckAndTheListUpdatesWhileThePersonOnlyWatches() throws {
        let h = try ContactsHarness(watchesExternalChanges: true) { book in
            try book.add(sampleContacts, to: try book.makeAlice())
        }
        h.signIn()
        expectScreen(h.lines, equals: sampleListScreen)
        let (other, alice) = try otherProcess(h)
        _ = try other.insert(Contact(name: "Eve Moneypenny", phone: "+44 20 7946 0000"), for: alice)

        // Each wake-up runs what was posted; the row appears after one of them (a
        // condition, not a timing: the wait gives up only as a safety net).
        let row = " Eve Moneypenny                                             +44 20 7946 0000 › J"
        while h.lines[9] != row, h.screen.waitForWakeUp() { h.settle() }
        #expect(h.lines[9] == row)
        #expect(h.list?.contacts?.sectionTitles == ["A", "B", "C", "E", "L", "Z"])
    }

    /// A write that lands while the list is still appearing (pushed after sign-in, its
    /// transition running: viewWillAppear has read the book, viewDidAppear has not yet
    /// started the watch) is not missed: the list shows it once the push ends.
    @Test func aWriteDuringTheListsAppearanceTransitionIsNotMissed() throws {
        let h = try ContactsHarness(watchesExternalChanges: true) { book in
            try book.add(sampleContacts, to: try book.makeAlice())
        }
        h.login?.accountField.becomeFirstResponder()
        h.press(.control("u"))
        h.type("alice")
        h.login?.passwordField.becomeFirstResponder()
        h.press(.control("u"))
        h.type(ContactsHarness.password)
        h.press(.enter)
        // Step the clock a frame at a time (waiting for the password check's wake-up)
        // until the push of the list has begun (the list is the top view controller).
        var steps = 0
        while !(h.navigation?.topViewController is ContactsListViewController), steps < 2000 {
            _ = h.screen.waitForWakeUp(timeout: 0.01)
            h.advance(1.0 / 60.0)
            steps += 1
        }
        try #require(h.navigation?.transitionCoordinator != nil, "the push of the list is still running")
        let (other, alice) = try otherProcess(h)
        _ = try other.insert(Contact(name: "Eve Moneypenny", phone: "+44 20 7946 0000"), for: alice)
        h.settle()
        let row = " Eve Moneypenny                                             +44 20 7946 0000 › J"
        var waits = 0
        while h.lines[9] != row, waits < 3, h.screen.waitForWakeUp(timeout: 2) { h.settle(); waits += 1 }
        #expect(h.lines[9] == row)
        #expect(h.list?.contacts?.sectionTitles == ["A", "B", "C", "E", "L", "Z"])
    }

    /// Bob Smith open in Edit with a new phone typed, deleted by another process.
    func editBobThenDeleteHimElsewhere(_ h: ContactsHarness) throws -> (AddressBook, Account) {
        h.press(.down)
        h.press(.enter)  // Bob Smith
        h.settle()
        h.press(.enter)  // Edit
        h.press(.control("u"))
        h.type("555-0199")
        let (other, alice) = try otherProcess(h)
        try other.delete(try #require(h.edit?.contact?.id), for: alice)
        h.screen.click(text: "[ Save ]")
        h.settle()
        return (other, alice)
    }

    /// iOS Contacts keeps what was typed when the contact is gone: an alert says so and
    /// offers to save the edit as a new contact.
    @Test func savingAnEditOfAContactDeletedElsewhereOffersToSaveItAsANewContact() throws {
        let h = try ContactsHarness.signedInWithSamples()
        let (other, alice) = try editBobThenDeleteHimElsewhere(h)
        #expect(h.edit?.deletedElsewhereAlert != nil)
        #expect(h.edit?.isEditingContact == true, "the edit stays on screen behind the alert")
        let text = h.lines.joined(separator: "\n")
        #expect(text.contains("Contact Deleted"), "\(text)")
        #expect(text.contains("Save as New Contact") && text.contains("Discard"), "\(text)")
        #expect(!text.contains("No contact with id"), "\(text)")

        h.screen.click(text: "Save as New Contact")
        h.settle()
        #expect(h.stack == ["LoginViewController", "ContactsListViewController"])
        expectScreen(h.lines, rows: 5..<6, equal: [" Bob Smith                                                          555-0199 › E"])
        #expect(Array(h.lines.prefix(5)) == Array(sampleListScreen.prefix(5)))
        // Stored: the other process reads the new contact with the edit.
        let bobs = try other.database.contacts(for: alice).filter { $0.formattedName == "Bob Smith" }
        #expect(bobs.count == 1)
        #expect(bobs.first?.phones.map(\.value) == ["555-0199"])
    }

    @Test func discardingTheEditOfAContactDeletedElsewhereGoesBackToTheListWithoutIt() throws {
        let h = try ContactsHarness.signedInWithSamples()
        _ = try editBobThenDeleteHimElsewhere(h)
        h.screen.click(text: "Discard")
        h.settle()
        #expect(h.stack == ["LoginViewController", "ContactsListViewController"])
        h.list?.checkForExternalChanges()
        h.settle()
        #expect(!h.lines.contains { $0.contains("Bob Smith") }, "\(h.lines)")
        // Bob was the only B: the section goes with him, C follows A.
        #expect(Array(h.lines.prefix(4)) == Array(sampleListScreen.prefix(4)))
        #expect(h.lines[4] == " C                                                                             •")
    }
}
