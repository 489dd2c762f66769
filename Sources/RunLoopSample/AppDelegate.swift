import UIKit

/// The sample's app delegate, as an Xcode template without a storyboard writes it: the
/// window with a navigation controller around `TickerViewController`.
public final class AppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: TickerViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
