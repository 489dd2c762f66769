import Foundation

/// Wakes a backend's main loop from any thread (the only thread-safe part of the backend
/// contract).
///
/// A terminal backend writes to an `eventfd` its `poll(2)` waits on; the headless backend
/// signals a semaphore a test may wait on. Calls may coalesce: several wakes before the
/// loop runs give one pass, which drains everything posted.
public protocol MainLoopWakeUp: AnyObject, Sendable {
    /// Makes the main loop run a pass soon. Non-blocking; callable from any thread.
    func wake()
}
