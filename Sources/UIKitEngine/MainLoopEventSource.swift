import Foundation

/// Where the main loop waits: a backend's input (the terminal's tty, signals and
/// wake-up pipe), or a scripted source in tests.
@MainActor
public protocol MainLoopEventSource: AnyObject {
    /// The clock the application runs on.
    var clock: UIClock { get }
    /// Waits up to `timeout` seconds (nil: indefinitely) for input or a wake-up, or for
    /// `descriptor` to become readable (the main dispatch queue's, when the loop runs on
    /// the main thread: `FoundationRunLoopTurn.mainQueueDescriptor`; the source only waits
    /// on it and never reads it). Returns the events that arrived, possibly none.
    func waitForEvents(timeout: TimeInterval?, alsoWakingOn descriptor: Int32?) -> [BackendEvent]
}
