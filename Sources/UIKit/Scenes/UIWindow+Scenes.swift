import Foundation

extension UIWindow {
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
