import Foundation
import UIKitEngine

// The application on the one main loop (`MainRunLoop`, engine): backends hand it their wait.

extension UIApplication {
    /// Runs this application on the main loop over `source` (a backend's wait) until it
    /// terminates, `maximumPasses` passes have run, or `stop` answers true after a pass.
    /// Foundation's run loop (timers, `DispatchQueue.main`, `OperationQueue.main`, main-actor
    /// jobs) turns between the waits, as the application's code; a pass follows each turn
    /// (`turnsFoundationRunLoop`: see `MainRunLoop.run`).
    @discardableResult
    package func runMainLoop(on source: some MainLoopEventSource, maximumPasses: Int = .max,
                             turnsFoundationRunLoop: Bool = Thread.isMainThread,
                             until stop: () -> Bool = { false }) -> Int {
        MainRunLoop.run(UIApplicationMainLoopClient(application: self), source: source,
                        maximumPasses: maximumPasses, turnsFoundationRunLoop: turnsFoundationRunLoop, until: stop)
    }
}

/// The run-loop surface of a `UIApplication` (whose engine-facing members are not public),
/// as the main loop drives it.
@MainActor
final class UIApplicationMainLoopClient: MainLoopClient {
    init(application: UIApplication) { self.application = application }
    let application: UIApplication
    func handle(_ event: BackendEvent) { application.handle(event) }
    func runUntilIdle() { application.runUntilIdle() }
    var nextWakeTime: TimeInterval? { application.nextWakeTime }
    var isTerminated: Bool { application.isTerminated }
    func runAsApplicationCode(_ body: () -> Void) { application.withCurrent(body) }
}
