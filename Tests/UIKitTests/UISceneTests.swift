import Foundation
import Testing
import TestSupport
@testable import UIKit
import HeadlessBackend

/// The scene life cycle of Xcode's templates: the Info.plist manifest names the scene
/// delegate; the app delegate's and the scene delegate's callbacks come in iOS's order.
@MainActor
@Suite struct UISceneTests {
    final class Log { var entries: [String] = [] }

    final class TitleController: UIViewController {
        let log: Log
        init(log: Log) { self.log = log; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() { super.viewDidLoad(); title = "Scenes"; log.entries.append("viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.entries.append("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.entries.append("viewDidAppear") }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        let log: Log
        init(log: Log) { self.log = log }
        func application(_ application: UIApplication, willFinishLaunchingWithOptions o: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            log.entries.append("willFinishLaunching"); return true
        }
        func application(_ application: UIApplication, didFinishLaunchingWithOptions o: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            log.entries.append("didFinishLaunching"); return true
        }
        func application(_ application: UIApplication, configurationForConnecting session: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            log.entries.append("configurationForConnecting \(session.role.rawValue)")
            return UISceneConfiguration(name: "Default Configuration", sessionRole: session.role)
        }
        func applicationDidBecomeActive(_ application: UIApplication) { log.entries.append("app didBecomeActive") }
        func applicationWillResignActive(_ application: UIApplication) { log.entries.append("app willResignActive") }
        func applicationWillTerminate(_ application: UIApplication) { log.entries.append("willTerminate") }
    }

    /// Registered under a name only this test uses (the class table is process-wide).
    final class SceneTestsSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let log: Log
        init(log: Log) { self.log = log }
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            log.entries.append("willConnectTo")
            guard let windowScene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = UINavigationController(rootViewController: TitleController(log: log))
            window?.makeKeyAndVisible()
        }
        func sceneWillEnterForeground(_ scene: UIScene) { log.entries.append("sceneWillEnterForeground") }
        func sceneDidBecomeActive(_ scene: UIScene) { log.entries.append("sceneDidBecomeActive") }
        func sceneWillResignActive(_ scene: UIScene) { log.entries.append("sceneWillResignActive") }
        func sceneDidEnterBackground(_ scene: UIScene) { log.entries.append("sceneDidEnterBackground") }
        func sceneDidDisconnect(_ scene: UIScene) { log.entries.append("sceneDidDisconnect") }
    }

    func bundle(manifestDelegate: String) throws -> Bundle {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("App_App.resources/Resources"), withIntermediateDirectories: true)
        let plist: [String: Any] = ["UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": false,
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [
                ["UISceneConfigurationName": "Other", "UISceneDelegateClassName": "Nope"],
                ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": manifestDelegate],
            ]],
        ]]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        try data.write(to: dir.appendingPathComponent("App_App.resources/Resources/Info.plist"))
        return Bundle(path: dir.path)!
    }

    @Test func templateAppConnectsItsSceneInIOSOrderAndQuitsThroughTheScene() throws {
        let log = Log()
        let screen = HeadlessScreen.checked(width: 40, height: 6)
        let app = screen.application
        app.withCurrent {
            InterfaceBuilderClasses.register(actions: [], for: SceneTestsSceneDelegate.self, named: "SceneTestsSceneDelegate") {
                SceneTestsSceneDelegate(log: log)
            }
        }
        app._infoBundle = try bundle(manifestDelegate: "$(PRODUCT_MODULE_NAME).SceneTestsSceneDelegate")
        var posted: [String] = []
        let names = [UIScene.willConnectNotification, UIScene.willEnterForegroundNotification, UIScene.didActivateNotification,
                     UIApplication.didBecomeActiveNotification, UIScene.willDeactivateNotification,
                     UIApplication.willResignActiveNotification, UIScene.didEnterBackgroundNotification,
                     UIApplication.didEnterBackgroundNotification, UIScene.didDisconnectNotification]
        let tokens = names.map { n in app.notificationCenter.addObserver(forName: n, object: nil, queue: nil) { posted.append($0.name.rawValue) } }
        defer { tokens.forEach(app.notificationCenter.removeObserver) }

        app.launch(delegate: AppDelegate(log: log))
        #expect(log.entries == ["willFinishLaunching", "didFinishLaunching",
                                "configurationForConnecting UIWindowSceneSessionRoleApplication", "willConnectTo",
                                "viewDidLoad", "viewWillAppear", "sceneWillEnterForeground", "sceneDidBecomeActive",
                                "viewDidAppear"])
        let scene = try #require(app.connectedScenes.first as? UIWindowScene)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.session.configuration.delegateClass == SceneTestsSceneDelegate.self)
        #expect(scene.windows.count == 1 && scene.windows.first === app.keyWindow)
        #expect(app.keyWindow?.windowScene === scene)
        #expect(screen.lines.first?.contains("Scenes") == true)

        log.entries.removeAll()
        app.handle(.interrupt)
        #expect(log.entries == ["sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect", "willTerminate"])
        #expect(app.connectedScenes.isEmpty)
        #expect(scene.activationState == .unattached)
        #expect(posted == ["UISceneWillConnectNotification", "UISceneWillEnterForegroundNotification",
                           "UISceneDidActivateNotification", "UIApplicationDidBecomeActiveNotification",
                           "UISceneWillDeactivateNotification", "UIApplicationWillResignActiveNotification",
                           "UISceneDidEnterBackgroundNotification", "UIApplicationDidEnterBackgroundNotification",
                           "UISceneDidDisconnectNotification"])
    }

    @Test func withoutAManifestTheAppDelegateLifeCycleIsUsed() throws {
        let log = Log()
        let screen = HeadlessScreen.checked(width: 40, height: 6)
        let app = screen.application
        app._infoBundle = Bundle(path: FileManager.default.temporaryDirectory.path)!
        app.launch(delegate: AppDelegate(log: log))
        #expect(log.entries == ["willFinishLaunching", "didFinishLaunching", "app didBecomeActive"])
        #expect(app.connectedScenes.isEmpty)
    }

    @Test func anUnregisteredSceneDelegateIsReported() throws {
        let screen = HeadlessScreen.checked(width: 40, height: 6)
        let app = screen.application
        app._infoBundle = try bundle(manifestDelegate: "NoSuchSceneDelegateAnywhere")
        app.launch(delegate: AppDelegate(log: Log()))
        #expect(app.diagnostics.warnings.contains { $0.contains("names the scene delegate class NoSuchSceneDelegateAnywhere, which is not registered") })
    }
    /// Xcode's template: the manifest names `Main` as the scene's storyboard, which sits in
    /// `Base.lproj` beside the Info.plist in the copied `Resources` folder (SwiftPM's
    /// `*.resources/Resources`), not at the executable's bundle root.
    @Test func theStoryboardTheManifestNamesIsFoundBesideTheInfoPlist() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scene-\(UUID().uuidString)")
        let resources = dir.appendingPathComponent("App_App.resources/Resources")
        try FileManager.default.createDirectory(at: resources.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let plist: [String: Any] = ["UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": false,
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [
                ["UISceneConfigurationName": "Default Configuration", "UISceneStoryboardFile": "Main"],
            ]],
        ]]
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
            .write(to: resources.appendingPathComponent("Info.plist"))
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc1">
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1">
                            <rect key="frame" x="0.0" y="0.0" width="40" height="6"/>
                            <subviews>
                                <label text="From Main.storyboard" id="l1">
                                    <rect key="frame" x="2" y="1" width="20" height="1"/>
                                </label>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        try Data(storyboard.utf8).write(to: resources.appendingPathComponent("Base.lproj/Main.storyboard"))
        let screen = HeadlessScreen.checked(width: 40, height: 6)
        let app = screen.application
        app._infoBundle = try #require(Bundle(path: dir.path))
        app.launch(delegate: AppDelegate(log: Log()))
        screen.runLoop()
        #expect(screen.lines[1] == "  From Main.storyboard")
    }
}
