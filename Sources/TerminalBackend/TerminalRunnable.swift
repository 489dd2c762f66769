import Foundation
import UIKit
import UIKitEngine

/// What the run loop drives: `UIApplication`'s run-loop surface (handle events, run due
/// work, say when it next needs to run, say when it has ended).
@MainActor
public protocol TerminalRunnable: AnyObject {
    /// Handles one backend event (input, resize, interrupt).
    func handle(_ event: BackendEvent)
    /// Runs timers and animation frames due by the clock, lays out, presents if changed.
    func runUntilIdle()
    /// Clock time of the next timer or animation frame; nil when idle.
    var nextWakeTime: TimeInterval? { get }
    /// True once the application has ended.
    var isTerminated: Bool { get }
}
