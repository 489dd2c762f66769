import ContactsStore
import Foundation
import UIKit

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
