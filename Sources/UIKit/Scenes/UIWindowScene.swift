import Foundation

/// A scene that shows windows, as `UIWindowScene`.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows, in the order they joined it.
    public var windows: [UIWindow] { _windows.compactMap { $0.window } }
    /// The key window among the scene's windows.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The screen the scene is on.
    public var screen: UIScreen { _application.screen }
    /// The scene's size in points (the screen's, as for a full-screen iPhone scene).
    public var coordinateSpace: CGRect { screen.bounds }

    private struct WeakWindow { weak var window: UIWindow? }
    private var _windows: [WeakWindow] = []

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }

    func _add(_ window: UIWindow) {
        _windows.removeAll { $0.window == nil || $0.window === window }
        _windows.append(WeakWindow(window: window))
    }

    func _remove(_ window: UIWindow) {
        _windows.removeAll { $0.window == nil || $0.window === window }
    }
}
