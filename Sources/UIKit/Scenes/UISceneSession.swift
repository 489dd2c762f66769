import Foundation

/// An object that holds the configuration and identity of one scene, as `UISceneSession`.
///
/// The session exists before its scene: UIKit makes it, asks the app delegate's
/// `application(_:configurationForConnecting:options:)` for a configuration, then makes the
/// scene and connects it (`scene(_:willConnectTo:options:)` receives the session).
@preconcurrency @MainActor
public final class UISceneSession: Hashable {
    /// The kind of scene a session is for, as `UISceneSession.Role`. Raw values are the
    /// Info.plist keys of `UISceneConfigurations`.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The app's main interactive windows (`UIWindowSceneSessionRoleApplication`).
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive = Role("UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The role of the session's scene.
    public let role: Role
    /// A stable identifier of the session (a UUID string, as UIKit makes).
    public let persistentIdentifier: String
    /// The configuration the scene was made from (after the app delegate and the Info.plist
    /// manifest were consulted).
    public internal(set) var configuration: UISceneConfiguration
    /// The connected scene, or nil before connection and after disconnection.
    public internal(set) weak var scene: UIScene?
    /// App data kept with the session (`userInfo`).
    public var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
    }

    nonisolated public static func == (a: UISceneSession, b: UISceneSession) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
