import Foundation

extension UIWindow {
    /// A window in `windowScene`, covering its screen, as `UIWindow(windowScene:)`.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        _app = windowScene._application
        self.windowScene = windowScene
    }

    /// The scene the window is in, as `UIWindow.windowScene`. Setting it moves the window
    /// to that scene (and to the scene's application).
    public var windowScene: UIWindowScene? {
        get { _windowScene }
        set {
            guard newValue !== _windowScene else { return }
            _windowScene?._remove(self)
            _windowScene = newValue
            if let scene = newValue {
                scene._add(self)
                if _app == nil { _app = scene._application }
            }
        }
    }
}
