import Foundation

/// What a scene is made of, as `UISceneConfiguration`: the scene and delegate classes and
/// the storyboard of its first view controller.
///
/// `UISceneConfiguration(name:sessionRole:)` with a name that the Info.plist's
/// `UIApplicationSceneManifest` also lists takes the manifest's delegate class, scene class
/// and storyboard for whatever the code leaves unset, as UIKit does.
@preconcurrency @MainActor
public final class UISceneConfiguration {
    /// The configuration's name (`UISceneConfigurationName` in the manifest).
    public let name: String?
    /// The role of the sessions this configuration is for.
    public let role: UISceneSession.Role
    /// The scene's class (`UIWindowScene` when nil).
    public var sceneClass: AnyClass?
    /// The scene delegate's class; UIKit makes one instance per scene and keeps it.
    public var delegateClass: AnyClass?
    /// The storyboard whose initial view controller becomes the scene's window's root.
    public var storyboard: UIStoryboard?

    /// Names the class of the delegate when it came from the manifest
    /// (`UISceneDelegateClassName`), for diagnostics.
    var _delegateClassName: String?
    var _storyboardName: String?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}
