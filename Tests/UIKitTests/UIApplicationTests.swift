import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

@MainActor
@Suite struct UIApplicationTests {
    final class Delegate: UIApplicationDelegate {
        var window: UIWindow?
        var log: [String] = []
        var handlesInterrupt = false
        func application(_ application: UIApplication, didFinishLaunchingWithOptions o: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            log.append("didFinishLaunching")
            window = UIWindow(application: application)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
            return true
        }
        func applicationWillResignActive(_ application: UIApplication) { log.append("willResignActive") }
        func applicationDidEnterBackground(_ application: UIApplication) { log.append("didEnterBackground") }
        func applicationWillTerminate(_ application: UIApplication) { log.append("willTerminate") }
        func applicationShouldHandleInterrupt(_ application: UIApplication) -> Bool { log.append("interrupt"); return handlesInterrupt }
    }

    @Test func launchAndTerminateFollowTheDelegateOrderAndPostNotifications() {
        let screen = HeadlessScreen.checked()
        let app = screen.application
        let d = Delegate()
        var posted: [String] = []
        let names: [Notification.Name] = [UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
                                          UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                                          UIApplication.willTerminateNotification]
        let tokens = names.map { n in app.notificationCenter.addObserver(forName: n, object: app, queue: nil) { posted.append($0.name.rawValue) } }

        app.launch(delegate: d)
        #expect(app.applicationState == .active)
        #expect(app.keyWindow === d.window)
        app.handle(.interrupt)

        #expect(d.log == ["didFinishLaunching", "interrupt", "willResignActive", "didEnterBackground", "willTerminate"])
        #expect(posted == ["UIApplicationDidFinishLaunchingNotification", "UIApplicationDidBecomeActiveNotification",
                           "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
                           "UIApplicationWillTerminateNotification"])
        #expect(app.isTerminated)
        tokens.forEach { app.notificationCenter.removeObserver($0) }
    }

    @Test func anInterruptTheDelegateHandlesDoesNotQuit() {
        let screen = HeadlessScreen.checked()
        let d = Delegate()
        d.handlesInterrupt = true
        screen.application.launch(delegate: d)

        screen.application.handle(.interrupt)

        #expect(!screen.application.isTerminated)
    }

    @Test func sharedIsTheApplicationDispatching() {
        let a = HeadlessScreen.checked()
        let b = HeadlessScreen.checked()
        var seen: [UIApplication] = []
        a.application.withCurrent { seen.append(UIApplication.shared) }
        b.application.withCurrent { seen.append(UIApplication.shared) }
        #expect(seen[0] === a.application)
        #expect(seen[1] === b.application)
        #expect(a.application.screen.bounds == CGRect(x: 0, y: 0, width: 80, height: 24))
    }

    @Test func resizeLaysOutAgainAtOnce() {
        let screen = HeadlessScreen.checked(width: 40, height: 10)
        let vc = UIViewController()
        vc.title = "Resize"
        let nav = UINavigationController(rootViewController: vc)
        screen.makeWindow(root: nav)
        #expect(screen.lines[0].count <= 40)

        screen.resize(width: 60, height: 12)

        #expect(nav.view.frame.size == CGSize(width: 60, height: 12))
        #expect(vc.view.frame.size == CGSize(width: 60, height: 11))
        #expect(screen.grid.width == 60)
        #expect(screen.lines[0].hasSuffix("Resize"))
    }
}
