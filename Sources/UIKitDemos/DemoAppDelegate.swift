import Foundation
import UIKit

/// The application delegate of `uikit-demos`: at launch it sets up a `DemoShell` showing
/// the menu, or the demo given on the command line.
@MainActor
public final class DemoAppDelegate: UIApplicationDelegate {
    /// The window showing the current screen (the shell makes a new one per screen).
    public var window: UIWindow? {
        get { shell?.demoWindow }
        set {}
    }
    /// The shell, once launched.
    public private(set) var shell: DemoShell?
    private let initialDemo: Demo?

    /// A delegate that starts with `demo` (nil: the menu).
    public init(initialDemo: Demo?) {
        self.initialDemo = initialDemo
    }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let shell = DemoShell(application: application, showing: initialDemo)
        self.shell = shell
        return true
    }
}
