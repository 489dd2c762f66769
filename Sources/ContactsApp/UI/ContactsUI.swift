import ContactsStore
import Foundation
import UIKit

/// The Private Contacts screens as a storyboard: a navigation controller
/// whose root is the login screen, and the segues between the four screens.
///
///     navigation ─root─▶ login ─"showContacts" (show)──────────▶ contacts
///                              ─"autoLogin" (push, no animation)▶ contacts
///                        contacts ─"addContact" (show, "+")─▶ addContact
///                                 ─"editContact" (show, row)─▶ editContact
///
/// Values go forward in `prepare(for:sender:)` (the account to the list, the
/// contact to the editor) and back through weak delegates
/// (``AddContactViewControllerDelegate``, ``EditContactViewControllerDelegate``).
/// Source: Apple's "Using segues" and UIStoryboard documentation; the seed
/// tutorial's four-controller address book.
@MainActor
public enum ContactsUI {
    /// Segue identifiers.
    public enum Segue {
        /// Login → list after a successful sign-in (animated push).
        public static let showContacts = "showContacts"
        /// Login → list at start with a remembered sign-in (push without animation).
        public static let autoLogin = "autoLogin"
        /// List → Add Contact (the "+" bar button).
        public static let addContact = "addContact"
        /// List → Edit Contact (a row).
        public static let editContact = "editContact"
    }

    /// Scene (storyboard) identifiers.
    public enum Scene {
        public static let navigation = "navigation"
        public static let login = "login"
        public static let contacts = "contacts"
        public static let addContact = "addContact"
        public static let editContact = "editContact"
    }

    /// The storyboard of the four screens; its initial scene is the
    /// navigation controller with the login screen as root.
    public static func makeStoryboard(environment: ContactsEnvironment) -> UIStoryboard {
        UIStoryboard(name: "Contacts", scenes: [
            .init(identifier: Scene.navigation) { board in
                UINavigationController(rootViewController: board.instantiateViewController(withIdentifier: Scene.login))
            },
            .init(identifier: Scene.login, segues: [
                .init(identifier: Segue.showContacts, kind: .show, destination: Scene.contacts),
                .init(identifier: Segue.autoLogin, kind: .custom(PushWithoutAnimationSegue.self), destination: Scene.contacts),
            ]) { LoginViewController(environment: environment) },
            .init(identifier: Scene.contacts, segues: [
                .init(identifier: Segue.addContact, kind: .show, destination: Scene.addContact),
                .init(identifier: Segue.editContact, kind: .show, destination: Scene.editContact),
            ]) { ContactsListViewController(environment: environment) },
            .init(identifier: Scene.addContact) { AddContactViewController(environment: environment) },
            .init(identifier: Scene.editContact) { EditContactViewController(environment: environment) },
        ], initial: Scene.navigation)
    }

    /// The app's root: the storyboard's navigation controller with the login
    /// screen, and — when "Auto-login" is on and the remembered token is
    /// valid — the contacts list already pushed on top of it (no animation),
    /// so the list is the first screen and Log Out pops back to Login.
    ///
    /// Call it with the application current (inside `didFinishLaunching`, or
    /// `application.withCurrent { … }`). A remembered sign-in that cannot be
    /// read (a damaged preferences file) opens the login screen with the
    /// reason shown under the form.
    public static func makeRootController(environment: ContactsEnvironment) -> UINavigationController {
        let board = makeStoryboard(environment: environment)
        guard let navigation = board.instantiateInitialViewController() as? UINavigationController,
              let login = navigation.viewControllers.first as? LoginViewController else {
            preconditionFailure("the Contacts storyboard's initial scene is a navigation controller with the login screen")
        }
        do {
            if let account = try environment.addressBook.automaticSignIn() {
                login.signInAutomatically(as: account)
            }
        } catch {
            login.startupProblem = environment.strings.message(for: error)
        }
        return navigation
    }

    /// ``makeRootController(environment:)`` with a default environment for
    /// `addressBook` (headless password checks; see ``CredentialCheckMode``).
    public static func makeRootController(addressBook: AddressBook, strings: Localization = .current) -> UINavigationController {
        makeRootController(environment: ContactsEnvironment(addressBook: addressBook, strings: strings,
                                                            credentialChecks: .headless))
    }
}
