import Foundation

/// What the main loop drives: an application's run-loop surface (hand it events, run
/// what is due, say when it next needs to run and whether it has ended). `UIApplication`
/// is one through `UIApplication.runMainLoop(on:)`; tests drive stand-ins.
@MainActor
public protocol MainLoopClient: AnyObject {
    /// Handles one backend event (input, resize, interrupt).
    func handle(_ event: BackendEvent)
    /// Runs what is due by the clock (posted work, timers, animation frames), lays out,
    /// and presents the screen if it changed: the pass after each turn of the loop.
    func runUntilIdle()
    /// Clock time of the next timer or animation frame; nil when idle.
    var nextWakeTime: TimeInterval? { get }
    /// True once the application has ended.
    var isTerminated: Bool { get }
    /// Runs `body` as the application's own code (for `UIApplication`, with
    /// `UIApplication.shared` naming it): the loop runs Foundation's run loop inside it,
    /// so timers and main-queue blocks see their application.
    func runAsApplicationCode(_ body: () -> Void)
}

extension MainLoopClient {
    public func runAsApplicationCode(_ body: () -> Void) { body() }
}
