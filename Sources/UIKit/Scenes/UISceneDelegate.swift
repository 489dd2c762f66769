import Foundation

/// The scene life cycle a scene's delegate hears about, as `UISceneDelegate`. Every method
/// is optional (default implementations do nothing).
///
/// Order at launch, as iOS calls them: the app delegate's `didFinishLaunching`, its
/// `application(_:configurationForConnecting:options:)`, then `scene(_:willConnectTo:options:)`,
/// `sceneWillEnterForeground(_:)`, `sceneDidBecomeActive(_:)`. When the app quits:
/// `sceneWillResignActive(_:)`, `sceneDidEnterBackground(_:)`, `sceneDidDisconnect(_:)`, then
/// the app delegate's `applicationWillTerminate(_:)`. With a scene, the app delegate's own
/// activation methods are not called (its notifications are still posted).
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}
