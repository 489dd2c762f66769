import Foundation
import UIKit
import UIKitEngine

// Running an app: the terminal is the wait of the one main loop (`MainRunLoop`).

extension TerminalBackend: MainLoopEventSource {}

extension TerminalBackend {
    /// Runs `app` on this terminal until it terminates, then restores the terminal
    /// (also when the app ended through an unhandled Ctrl-C). See `MainRunLoop.run`.
    public func run(_ app: some MainLoopClient) {
        defer { restore() }
        MainRunLoop.run(app, source: self)
    }

    /// Runs an app on this terminal as `UIApplicationMain` does: makes the application
    /// (posting to `notificationCenter`), launches `delegate` (its
    /// `application(_:didFinishLaunchingWithOptions:)` makes the window), runs until the
    /// app terminates (Ctrl-C unless the delegate handles it), then restores the terminal.
    public func run(delegate: UIApplicationDelegate, notificationCenter: NotificationCenter = .default) {
        run(delegate: delegate, notificationCenter: notificationCenter, exceptionPolicy: .crash)
    }

    /// `run(delegate:notificationCenter:)` for this package's programs, with the
    /// application's exception policy set before launch: `.record` keeps a UIKit exception
    /// (an action no code implements) in the diagnostics, where the demos' log pane shows
    /// it, instead of ending the program.
    package func run(delegate: UIApplicationDelegate, notificationCenter: NotificationCenter = .default,
                     exceptionPolicy: UIDiagnostics.ExceptionPolicy) {
        let application = UIApplication(backend: self, notificationCenter: notificationCenter)
        application.diagnostics.exceptionPolicy = exceptionPolicy
        application.launch(delegate: delegate)
        run(application)
    }

    /// Runs an application already made over this backend (by a test or a tool) on the main
    /// loop until it terminates, then restores the terminal.
    package func run(_ application: UIApplication) {
        defer { restore() }
        application.runMainLoop(on: self)
    }
}
