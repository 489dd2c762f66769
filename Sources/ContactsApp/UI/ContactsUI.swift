import ContactsStore
import Foundation
import UIKit

/// The Private Contacts screens: `Main.storyboard` (the target's resources,
/// `Base.lproj`), Interface Builder's XML, found in the bundle as UIKit finds it.
///
///     navigation ─root─▶ login ─"showContacts" (show)──────────▶ contacts
///                              ─"autoLogin" (show, "Animates" off)──▶ contacts
///                        contacts ─"addContact" (show, "+" bar item)─▶ addContact
///                                 ─"editContact" (show, the "contact" cell)─▶ editContact
///
/// Values go forward in `prepare(for:sender:)` (the environment and the account to
/// the list, the environment, account and contact to the editors) and back through
/// weak delegates (``AddContactViewControllerDelegate``,
/// ``EditContactViewControllerDelegate``). The controllers are made by the
/// storyboard through `init?(coder:)`; their classes and actions are registered
/// with `InterfaceBuilderClasses` (``registerInterfaceBuilderClasses()``).
/// Source: Apple's "Using segues" and UIStoryboard documentation; the seed
/// tutorial's four-controller address book.
@MainActor
public enum ContactsUI {
    /// Segue identifiers (the file's `identifier` attributes).
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

    /// Scene (Storyboard ID) identifiers.
    public enum Scene {
        public static let navigation = "navigation"
        public static let login = "login"
        public static let contacts = "contacts"
        public static let addContact = "addContact"
        public static let editContact = "editContact"
    }

    /// The storyboard's file name (`Main.storyboard`).
    public static let storyboardName = "Main"

    /// Registers the classes and actions `Main.storyboard` names (idempotent), as the
    /// Objective-C runtime would know them, under their module-qualified names (the file's
    /// `customModule="ContactsApp"`), so another module's class of the same name keeps its own.
    public static func registerInterfaceBuilderClasses() {
        InterfaceBuilderClasses.register(LoginViewController.self, named: "ContactsApp.LoginViewController", actions: [
            Selector(LoginViewController.textChanged, name: "textChanged"),
            Selector(LoginViewController.rememberChanged, name: "rememberChanged"),
            Selector(LoginViewController.autoLoginChanged, name: "autoLoginChanged"),
            Selector(LoginViewController.logIn, name: "logIn"),
            Selector(LoginViewController.showSignUp, name: "showSignUp"),
            Selector(LoginViewController.createAccount, name: "createAccount"),
            Selector(LoginViewController.showSignIn, name: "showSignIn"),
        ])
        InterfaceBuilderClasses.register(ContactsListViewController.self, named: "ContactsApp.ContactsListViewController", actions: [
            Selector(ContactsListViewController.logOutTapped, name: "logOutTapped"),
            Selector(ContactsListViewController.toggleEditing, name: "toggleEditing"),
        ])
        InterfaceBuilderClasses.register(AddContactViewController.self, named: "ContactsApp.AddContactViewController", actions: [
            Selector(AddContactViewController.add, name: "add"),
        ])
        InterfaceBuilderClasses.register(EditContactViewController.self, named: "ContactsApp.EditContactViewController", actions: [
            Selector(EditContactViewController.editTapped, name: "editTapped"),
        ])
    }

    /// `Main.storyboard` from this module's resources; its initial scene is the
    /// navigation controller with the login screen as root.
    public static func makeStoryboard() -> UIStoryboard {
        registerInterfaceBuilderClasses()
        return UIStoryboard(name: storyboardName, bundle: .module)
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
        let board = makeStoryboard()
        guard let navigation = board.instantiateInitialViewController() as? UINavigationController,
              let login = navigation.viewControllers.first as? LoginViewController else {
            preconditionFailure("Main.storyboard's initial scene is a navigation controller with the login screen")
        }
        // Before its view loads, as an app hands its root what it needs.
        login.environment = environment
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
