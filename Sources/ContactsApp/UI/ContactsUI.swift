import ContactsStore
import Foundation
import UIKit

/// How the login screen runs the slow password check (scrypt, about 0.4 s at
/// the OWASP work factor) while its progress HUD is on screen.
public enum CredentialCheckMode: Sendable, Equatable {
    /// On a background thread, which hands the answer back to the main thread
    /// (waking its run loop) when it is done; the HUD's spinner keeps turning
    /// meanwhile. The terminal app uses this.
    case background
    /// On the main thread, inside a timer that fires `delay` seconds after the
    /// HUD was shown (the HUD is on screen by then). Deterministic on a
    /// manual clock: the headless tests use this.
    case inline(delay: TimeInterval)

    /// The terminal's choice: a background thread that wakes the main loop when done.
    public static let terminal = CredentialCheckMode.background
    /// The headless choice: inline, 50 ms after the HUD appears.
    public static let headless = CredentialCheckMode.inline(delay: 0.05)
}

/// When the list screen builds its in-memory search index
/// (``ContactSearchIndex``), which makes search as you type independent of
/// where the matches sort. Without it every key asks the store.
public enum SearchIndexMode: Sendable, Equatable {
    /// Never: every key asks the store (deterministic; the default headless).
    case off
    /// On the main thread, at the first key typed in the search field.
    case synchronous
    /// On a background thread, `delay` seconds after the list appeared (and
    /// again after each change made on screen). The terminal app uses this.
    case background(delay: TimeInterval)
}

/// What the four screens share: the address book, the strings, and the
/// timings of the login screen's HUD and messages. One per application
/// (tests make their own; nothing here is process-wide).
@MainActor
public final class ContactsEnvironment {
    /// The data every screen reads and writes.
    public let addressBook: AddressBook
    /// The language of every string on screen.
    public let strings: Localization
    /// How the password check runs (see ``CredentialCheckMode``).
    public let credentialChecks: CredentialCheckMode
    /// Shortest time the "Signing in…" HUD stays up, in seconds (so it is
    /// seen even when the check is fast).
    public let minimumHUDDuration: TimeInterval
    /// How long a HUD-style message (a failed sign-in) stays, in seconds.
    public let messageDuration: TimeInterval
    /// Most search results shown at once; typing more narrows them.
    public let searchLimit: Int
    /// When the list builds its search index.
    public let searchIndex: SearchIndexMode
    /// Whether the list watches the data directory for other processes' writes
    /// (``ExternalChangeMonitor``) and updates itself when it sees one.
    public let watchesExternalChanges: Bool

    /// - Parameters:
    ///   - addressBook: the opened book.
    ///   - strings: the localization (default: the process's, from `LANG`).
    ///   - credentialChecks: ``CredentialCheckMode/terminal`` or ``CredentialCheckMode/headless``.
    ///   - minimumHUDDuration: seconds (default 0.3).
    ///   - messageDuration: seconds (default 2).
    ///   - searchLimit: rows (default 200).
    ///   - searchIndex: default: built in the background 0.3 s after the
    ///     list appeared with terminal checks, never with headless ones.
    ///   - watchesExternalChanges: default: with terminal checks, not with headless ones.
    public init(addressBook: AddressBook, strings: Localization = .current,
                credentialChecks: CredentialCheckMode = .terminal,
                minimumHUDDuration: TimeInterval = 0.3, messageDuration: TimeInterval = 2,
                searchLimit: Int = 200, searchIndex: SearchIndexMode? = nil,
                watchesExternalChanges: Bool? = nil) {
        self.addressBook = addressBook
        self.strings = strings
        self.credentialChecks = credentialChecks
        self.minimumHUDDuration = minimumHUDDuration
        self.messageDuration = messageDuration
        self.searchLimit = max(1, searchLimit)
        if let searchIndex {
            self.searchIndex = searchIndex
        } else if case .background = credentialChecks {
            self.searchIndex = .background(delay: 0.3)
        } else {
            self.searchIndex = .off
        }
        if let watchesExternalChanges {
            self.watchesExternalChanges = watchesExternalChanges
        } else if case .background = credentialChecks {
            self.watchesExternalChanges = true
        } else {
            self.watchesExternalChanges = false
        }
    }
}

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

/// A push without animation, as a storyboard "Show" segue with "Animates"
/// unchecked: used for the automatic sign-in at start, so the list is the
/// first screen drawn.
@MainActor
public final class PushWithoutAnimationSegue: UIStoryboardSegue {
    public override func perform() {
        source.navigationController?.pushViewController(destination, animated: false)
    }
}

/// The app delegate of Private Contacts: makes the window and puts the
/// storyboard's root in it (``ContactsUI/makeRootController(environment:)``).
/// Backend-agnostic: the terminal app and the headless tests and benchmarks
/// launch it the same way, `application.launch(delegate:)`.
@MainActor
public final class ContactsAppDelegate: UIApplicationDelegate {
    public var window: UIWindow?
    /// The environment the screens share.
    public let environment: ContactsEnvironment

    public init(environment: ContactsEnvironment) {
        self.environment = environment
    }

    /// The navigation controller at the root of the window.
    public var navigationController: UINavigationController? { window?.rootViewController as? UINavigationController }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(application: application)
        window.rootViewController = ContactsUI.makeRootController(environment: environment)
        self.window = window
        window.makeKeyAndVisible()
        return true
    }
}
