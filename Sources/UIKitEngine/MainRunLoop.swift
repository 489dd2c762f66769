import Foundation

/// The main loop every backend runs an application on: one implementation, the backend
/// supplies only the wait (`MainLoopEventSource`).
///
/// Each turn: one non-blocking turn of Foundation's run loop (`FoundationRunLoopTurn`: due
/// `Timer`s, `RunLoop.perform` blocks and, on the main thread, `DispatchQueue.main`,
/// `OperationQueue.main` and main-actor jobs) run as the application's code; then the
/// application's pass (its posted work, its own timers, animation frames, layout, display), as
/// Core Animation commits at the end of each run-loop turn; then a wait for input, a wake-up,
/// the main queue's descriptor, or the sooner of the application's next wake time (at most 60
/// frames per second) and the next Foundation timer — indefinitely when neither has one, so an
/// idle application makes no wake-ups. The events that arrived are handed to the application.
@MainActor
public enum MainRunLoop {
    /// Runs `app` until it terminates, `maximumPasses` passes have run, or `stop` answers
    /// true after a pass. Returns the number of passes run (for tests).
    ///
    /// `turnsFoundationRunLoop` (default: on the main thread, where an app's loop runs) says
    /// whether the turns include Foundation's run loop. Off the main thread — a test's loop on a
    /// worker thread — the run loop is that worker's, which may hold timers other tests left
    /// there; a test that means to run its own timers there asks for it.
    @discardableResult
    public static func run(_ app: some MainLoopClient, source: some MainLoopEventSource,
                           maximumPasses: Int = .max, turnsFoundationRunLoop: Bool = Thread.isMainThread,
                           until stop: () -> Bool = { false }) -> Int {
        let mainQueue = FoundationRunLoopTurn.mainQueueDescriptor
        var passes = 0
        while true {
            var foundationTimer: TimeInterval?
            if turnsFoundationRunLoop { app.runAsApplicationCode { foundationTimer = FoundationRunLoopTurn.run() } }
            if app.isTerminated { break }
            app.runUntilIdle()
            let lastPass = source.clock.now
            passes += 1
            if app.isTerminated || passes >= maximumPasses || stop() { break }
            let own = MainLoopTiming.timeout(now: source.clock.now, nextWakeTime: app.nextWakeTime, lastPassTime: lastPass)
            let events = source.waitForEvents(timeout: MainLoopTiming.sooner(own, foundationTimer), alsoWakingOn: mainQueue)
            for event in events {
                app.handle(event)
                if app.isTerminated { break }
            }
            if app.isTerminated { break }
        }
        return passes
    }
}
