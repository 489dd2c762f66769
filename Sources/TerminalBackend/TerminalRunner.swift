import Foundation
import UIKit
import UIKitEngine

extension TerminalBackend: TerminalEventSource {}

/// The run loop of a terminal application.
@MainActor
public enum TerminalRunner {
    /// Runs until `app.isTerminated`: wait for input (or the next timer / frame, at most
    /// 60 frames per second; indefinitely when idle), hand each event to `app.handle`,
    /// then `app.runUntilIdle()`. An idle application sleeps in `poll(2)`: no CPU, no
    /// output. Returns the number of passes run (for tests).
    @discardableResult
    public static func run(_ app: some TerminalRunnable, source: some TerminalEventSource,
                           maximumPasses: Int = .max) -> Int {
        var passes = 0
        app.runUntilIdle()
        var lastPass: TimeInterval? = source.clock.now
        passes += 1
        while !app.isTerminated && passes < maximumPasses {
            let timeout = TerminalFrameTiming.timeout(now: source.clock.now, nextWakeTime: app.nextWakeTime,
                                                      lastPassTime: lastPass)
            let events = source.waitForEvents(timeout: timeout)
            for event in events {
                app.handle(event)
                if app.isTerminated { break }
            }
            if app.isTerminated { break }
            app.runUntilIdle()
            lastPass = source.clock.now
            passes += 1
        }
        return passes
    }
}

extension TerminalBackend {
    /// Runs `app` on this terminal until it terminates, then restores the terminal
    /// (also when the app ended through an unhandled Ctrl-C). See `TerminalRunner.run`.
    public func run(_ app: some TerminalRunnable) {
        defer { restore() }
        TerminalRunner.run(app, source: self)
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

    /// Runs an application already made over this backend (by a test or a tool) until it
    /// terminates, then restores the terminal.
    package func run(_ application: UIApplication) {
        run(ApplicationRunLoop(application: application))
    }
}

/// The run-loop surface of a `UIApplication` (whose engine-facing members are not
/// public), as the runner drives it.
@MainActor
final class ApplicationRunLoop: TerminalRunnable {
    init(application: UIApplication) { self.application = application }
    let application: UIApplication
    func handle(_ event: BackendEvent) { application.handle(event) }
    func runUntilIdle() { application.runUntilIdle() }
    var nextWakeTime: TimeInterval? { application.nextWakeTime }
    var isTerminated: Bool { application.isTerminated }
}
