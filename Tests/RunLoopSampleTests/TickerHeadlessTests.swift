import Foundation
import HeadlessBackend
import RunLoopSample
import Testing
import TestSupport
import UIKit
import UIKitEngine

/// The sample on the headless backend inside the test process (docs/DECISIONS.md, "Foundation's
/// run loop on every backend"): main-queue work in an async test, timers in a synchronous one.
/// Serialized: a timer left on a thread's run loop by one test must not fire in another's.
@MainActor
@Suite(.serialized)
struct TickerHeadlessTests {
    nonisolated static let width = 40

    /// Launches the sample as `UIApplicationMain` would, on a 40 × 11 screen.
    func launch() -> (HeadlessScreen, TickerViewController) {
        let screen = HeadlessScreen.checked(width: Self.width, height: 11)
        let delegate = AppDelegate()
        screen.launch(delegate)
        let ticker = (delegate.window?.rootViewController as? UINavigationController)?.topViewController
        return (screen, ticker as! TickerViewController)
    }

    // asyncAfter, OperationQueue.main and a main-actor task finishing work from another
    // thread are checked in separate processes (TickerProcessTests: on the terminal in tmux
    // and on the headless launcher), not here: in a test process the main queue is shared by
    // every suite running in parallel, so a real-time wait on it here measured the other
    // suites (a fresh-clone CI run waited 332 s and failed).

    @Test func runMainQueueRunsWhatWasQueuedInOrder() async {
        let screen = HeadlessScreen.checked(width: Self.width, height: 3)
        screen.makeWindow(root: UIViewController())
        var order: [String] = []
        DispatchQueue.main.async { order.append("dispatch") }
        OperationQueue.main.addOperation { MainActor.assumeIsolated { order.append("operation") } }
        Task { @MainActor in order.append("task") }
        await screen.runMainQueue()
        #expect(order == ["dispatch", "operation", "task"])
    }

    @Test func timersFireOnTheRunLoopOfASynchronousTest() {
        let (screen, ticker) = launch()
        // Scheduled by viewDidLoad in this job, on this thread's run loop: runRunLoop runs it.
        #expect(screen.runRunLoop { screen.text.contains("Ticks: 2") })
        expectScreen(screen.lines, equals: Self.screen(ticks: "Ticks: 2", runLoop: "fired", later: "waiting",
                                                       sum: "not started", fibonacci: "not started"))
        #expect(FoundationRunLoopTurn.run() != nil)   // the repeating ticker is still scheduled

        screen.click(text: "Stop the ticker")
        #expect(ticker.ticker == nil)
        #expect(screen.lines[1] == "Ticks: stopped at 2")
        // Nothing is left to wake the loop: no Foundation timer, no timer or frame of the app.
        #expect(FoundationRunLoopTurn.run() == nil)
        #expect(screen.application.nextWakeTime == nil)
    }

    /// The sample's screen on a 40-column terminal: the navigation bar's title centred on the
    /// first row; the stack view below it (the safe area starts under the one-row bar) across
    /// the whole width (its default `.fill` alignment), one row per label and button.
    nonisolated static func screen(ticks: String, runLoop: String, later: String, sum: String, fibonacci: String) -> [String] {
        [
            String(repeating: " ", count: (width - 8) / 2) + "Run loop",
            ticks,
            "Run loop timer: " + runLoop,
            "After 0.5 s: " + later,
            "Sum: " + sum,
            "Fibonacci: " + fibonacci,
            button("Sum on a queue"),
            button("Fibonacci in a task"),
            button("Stop the ticker"),
            "",
            "",
        ]
    }

    /// A system button as wide as the screen on a terminal: brackets at its edges, the title
    /// centred between them (the odd column to the right), docs/DECISIONS.md "Controls on a
    /// terminal".
    nonisolated static func button(_ title: String) -> String {
        let inside = width - 2 - title.count
        return "[" + String(repeating: " ", count: inside / 2) + title
            + String(repeating: " ", count: inside - inside / 2) + "]"
    }
}
