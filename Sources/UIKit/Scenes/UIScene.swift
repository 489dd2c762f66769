import Foundation

/// One instance of the app's user interface, as `UIScene`.
///
/// UIKit makes the scene from its session's configuration (`UIWindowScene` unless the
/// configuration names another class), makes its delegate and keeps it (the scene holds
/// its delegate strongly, as UIKit documents), then connects it.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life, as `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What caused the scene to connect, as `UIScene.ConnectionOptions`. A terminal launch
    /// carries no URL, activity or shortcut, so the collections are empty.
    @MainActor
    public final class ConnectionOptions {
        public let urlContexts: Set<AnyHashable> = []
        public let userActivities: Set<AnyHashable> = []
        public let sourceApplication: String? = nil
        init() {}
    }

    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The delegate, held strongly.
    public var delegate: UISceneDelegate?
    public internal(set) var activationState: ActivationState = .unattached
    /// The scene's title (shown by multi-window systems; kept, not drawn here).
    public var title: String?

    unowned let _application: UIApplication

    /// Made by UIKit when a session connects (`required` so a configuration's
    /// `sceneClass` can name a subclass).
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        self._application = UIApplication._current!
        super.init()
    }

    open override var next: UIResponder? { _application }
}
