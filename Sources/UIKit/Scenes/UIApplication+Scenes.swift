import Foundation

extension UIApplicationDelegate {
    /// The default when the delegate does not implement the method: the first
    /// configuration the Info.plist manifest lists for the session's role, as UIKit uses.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let first = application._sceneManifest?.configurations[connectingSceneSession.role.rawValue]?.first
        return UISceneConfiguration(name: first?.name, sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

extension UIApplication {
    /// The connected scenes, as `connectedScenes`.
    public var connectedScenes: Set<UIScene> { Set(_scenes) }
    /// The sessions of the connected scenes, as `openSessions`.
    public var openSessions: Set<UISceneSession> { Set(_scenes.map(\.session)) }
    /// Whether the manifest allows more than one scene (`UIApplicationSupportsMultipleScenes`).
    public var supportsMultipleScenes: Bool { _sceneManifest?.supportsMultipleScenes ?? false }

    /// The Info.plist scene manifest of the app's bundle, or nil when the app does not
    /// adopt scenes. A malformed Info.plist is reported (once per read) and treated as absent.
    var _sceneManifest: UIApplicationSceneManifest? {
        guard let url = UIApplicationSceneManifest.infoPlistURL(in: _infoBundle),
              let data = try? Data(contentsOf: url) else { return nil }
        do {
            return try UIApplicationSceneManifest.decode(data, path: url.path)
        } catch {
            diagnostics.warn("\(error)")
            return nil
        }
    }

    /// The folder holding the Info.plist UIKit read, as a bundle: where the storyboards it
    /// names sit beside it (an app bundle's root, or the SwiftPM resource folder
    /// `*.resources/Resources` that a copied `Resources` folder with `Info.plist` and
    /// `Base.lproj` becomes); the app's bundle when there is none.
    var _infoPlistFolderBundle: Bundle {
        guard let url = UIApplicationSceneManifest.infoPlistURL(in: _infoBundle) else { return _infoBundle }
        let folder = url.deletingLastPathComponent()
        if folder.standardizedFileURL.path == URL(fileURLWithPath: _infoBundle.bundlePath).standardizedFileURL.path { return _infoBundle }
        return Bundle(url: folder) ?? _infoBundle
    }

    /// Connects the app's first scene, as UIKit does after `didFinishLaunching` when the
    /// Info.plist has a `UIApplicationSceneManifest`: a session for the application role,
    /// the delegate's configuration (completed from the manifest entry of the same name),
    /// the scene and its delegate, the storyboard's window if one is named, then
    /// `scene(_:willConnectTo:options:)`. Returns nil (app-delegate life cycle) without a
    /// manifest.
    func _connectInitialScene() -> UIScene? {
        guard let manifest = _sceneManifest, let delegate else { return nil }
        let role = UISceneSession.Role.windowApplication
        let options = UIScene.ConnectionOptions()
        let session = UISceneSession(role: role, configuration: UISceneConfiguration(name: nil, sessionRole: role))
        let asked = delegate.application(self, configurationForConnecting: session, options: options)
        let configuration = _completed(asked, from: manifest)
        session.configuration = configuration

        let sceneType = (configuration.sceneClass as? UIScene.Type) ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        session.scene = scene
        _scenes.append(scene)
        if let cls = configuration.delegateClass {
            scene.delegate = _makeSceneDelegate(cls)
        } else if let name = configuration._delegateClassName {
            diagnostics.warn("Info.plist configuration \"\(configuration.name ?? "")\" names the scene delegate class \(name), which is not registered (uikit-port registers the app's classes).")
        }

        var storyboardWindow: UIWindow?
        if let storyboard = configuration.storyboard, let windowScene = scene as? UIWindowScene {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = storyboard.instantiateInitialViewController()
            (scene.delegate as? UIWindowSceneDelegate)?.window = window
            storyboardWindow = window
        }
        scene.activationState = .foregroundInactive
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        notificationCenter.post(name: UIScene.willConnectNotification, object: scene)
        if let window = storyboardWindow, !window.isKeyWindow { window.makeKeyAndVisible() }
        if configuration.delegateClass == nil && configuration.storyboard == nil {
            diagnostics.warn("The scene configuration \"\(configuration.name ?? "(no name)")\" has no delegate class and no storyboard; the scene shows nothing.")
        }
        return scene
    }

    /// Fills what the code left unset from the manifest entry with the same name (or the
    /// role's first entry when the configuration has no name).
    private func _completed(_ c: UISceneConfiguration, from manifest: UIApplicationSceneManifest) -> UISceneConfiguration {
        let entries = manifest.configurations[c.role.rawValue] ?? []
        guard let entry = c.name == nil ? entries.first : entries.first(where: { $0.name == c.name }) else { return c }
        if c.delegateClass == nil, let name = entry.delegateClassName {
            if let found = _interfaceBuilderClasses.entry(named: name) { c.delegateClass = found.type }
            else { c._delegateClassName = name }
        }
        if c.sceneClass == nil, let name = entry.sceneClassName, let found = _interfaceBuilderClasses.entry(named: name) {
            c.sceneClass = found.type
        }
        if c.storyboard == nil, let name = entry.storyboardName {
            c.storyboard = UIStoryboard(name: name, bundle: _infoPlistFolderBundle)
            c._storyboardName = name
        }
        return c
    }

    /// An instance of a scene delegate class, made with the factory it was registered with
    /// (`InterfaceBuilderClasses.register(actions:for:make:)`: Swift has no runtime to make an
    /// object from a class alone).
    private func _makeSceneDelegate(_ cls: AnyClass) -> UISceneDelegate? {
        let name = String(describing: cls)
        guard let entry = _interfaceBuilderClasses.entry(named: name), entry.type == cls, let make = entry.make else {
            diagnostics.warn("Cannot make the scene delegate \(name): the class is not registered with a factory (uikit-port registers the app's classes).")
            return nil
        }
        guard let delegate = make(UINibDecoder()) as? UISceneDelegate else {
            diagnostics.warn("The scene delegate class \(name) does not conform to UISceneDelegate.")
            return nil
        }
        return delegate
    }

    /// Foreground, then active: `sceneWillEnterForeground`, `sceneDidBecomeActive` (with
    /// their notifications).
    func _activate(_ scene: UIScene) {
        scene.activationState = .foregroundInactive
        scene.delegate?.sceneWillEnterForeground(scene)
        notificationCenter.post(name: UIScene.willEnterForegroundNotification, object: scene)
        scene.activationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
        notificationCenter.post(name: UIScene.didActivateNotification, object: scene)
    }

    /// The quit sequence of each scene: `sceneWillResignActive`, `sceneDidEnterBackground`,
    /// `sceneDidDisconnect`; the application's resign and background notifications follow
    /// the scenes' (the app delegate's own methods are not called when scenes are used).
    func _disconnect(_ scenes: [UIScene]) {
        for scene in scenes where scene.activationState == .foregroundActive {
            scene.delegate?.sceneWillResignActive(scene)
            notificationCenter.post(name: UIScene.willDeactivateNotification, object: scene)
            scene.activationState = .foregroundInactive
        }
        if applicationState == .active {
            applicationState = .inactive
            notificationCenter.post(name: UIApplication.willResignActiveNotification, object: self)
        }
        for scene in scenes where scene.activationState == .foregroundInactive {
            scene.delegate?.sceneDidEnterBackground(scene)
            notificationCenter.post(name: UIScene.didEnterBackgroundNotification, object: scene)
            scene.activationState = .background
        }
        notificationCenter.post(name: UIApplication.didEnterBackgroundNotification, object: self)
        for scene in scenes {
            scene.delegate?.sceneDidDisconnect(scene)
            notificationCenter.post(name: UIScene.didDisconnectNotification, object: scene)
            scene.activationState = .unattached
            scene.session.scene = nil
        }
        _scenes.removeAll { s in scenes.contains { $0 === s } }
    }
}
