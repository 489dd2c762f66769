import Foundation

/// A window scene's delegate, as `UIWindowSceneDelegate`: it may own the scene's main
/// window (`window`, optional as in UIKit: a delegate without the property gets a nil one).
/// When the configuration names a storyboard, UIKit makes the window, sets it here and
/// shows the storyboard's initial view controller before `scene(_:willConnectTo:options:)`.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
