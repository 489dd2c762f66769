import ContactsStore
import Foundation
import HeadlessBackend
import Testing
import TestSupport
import UIKit
@testable import ContactsApp

/// The screens come from `Main.storyboard` in the target's resources: the scenes are the
/// app's classes made through `init?(coder:)`, the segues the file's, the bar items and
/// the login form its outlets, and values go forward in `prepare(for:sender:)`.
@MainActor
@Suite struct UIStoryboardTests {
    @Test func everySceneIsTheFilesClassFoundInTheModulesBundle() throws {
        let screen = HeadlessScreen.checked(width: 80, height: 24)
        try screen.application.withCurrent {
            let board = ContactsUI.makeStoryboard()
            let nav = try #require(board.instantiateInitialViewController() as? UINavigationController)
            #expect(nav.viewControllers.first is LoginViewController)
            #expect(board.instantiateViewController(withIdentifier: ContactsUI.Scene.contacts) is ContactsListViewController)
            #expect(board.instantiateViewController(withIdentifier: ContactsUI.Scene.addContact) is AddContactViewController)
            #expect(board.instantiateViewController(withIdentifier: ContactsUI.Scene.editContact) is EditContactViewController)
            // Scenes are made anew for each instantiation, as UIKit's are.
            #expect(board.instantiateViewController(withIdentifier: ContactsUI.Scene.login)
                    !== board.instantiateViewController(withIdentifier: ContactsUI.Scene.login))
        }
    }

    @Test func theListsBarItemsAndPrototypeCellAreTheFiles() throws {
        let h = try ContactsHarness { book in
            let alice = try book.makeAlice()
            try book.add([("Bob Smith", "555 1234")], to: alice)
        }
        h.signIn()
        let list = try #require(h.list)
        // The file's items: "Log Out" left (an action), "+" and "Edit" right.
        #expect(list.navigationItem.leftBarButtonItem === list.logOutItem)
        #expect(list.navigationItem.rightBarButtonItems?.count == 2)
        #expect(list.navigationItem.rightBarButtonItems?.first === list.addItem)
        #expect(list.navigationItem.rightBarButtonItems?.last === list.editItem)
        #expect(list.navigationItem.hidesBackButton && list.navigationItem.backButtonTitle == "Back")
        #expect(list.addItem.action == nil, "the + item triggers a segue, it sends no action of the app's")
        // The "contact" prototype: value1, disclosure indicator.
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.reuseIdentifier == "contact")
        #expect(cell.accessoryType == .disclosureIndicator)
        #expect(cell.textLabel?.text == "Bob Smith" && cell.detailTextLabel?.text == "555 1234")

        // Selecting the cell triggers "editContact": prepare hands over the contact.
        h.press(.down)
        h.press(.enter)
        h.settle()
        let edit = try #require(h.edit)
        #expect(edit.contact?.displayName == "Bob Smith")
        #expect(edit.environment === h.environment && edit.delegate === list)
        #expect(h.stack == ["LoginViewController", "ContactsListViewController", "EditContactViewController"])

        // "+" (the file's segue from the bar item): Add Contact with the list as delegate.
        h.press(.escape)
        h.settle()
        h.clickBarButton("+")
        h.settle()
        let add = try #require(h.add)
        #expect(add.delegate === list && add.account?.name == list.account?.name && add.account != nil)
        #expect(add.navigationItem.rightBarButtonItem === add.addItem && add.addItem.style == .done)
    }
}
