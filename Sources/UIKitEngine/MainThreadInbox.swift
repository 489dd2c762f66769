import Foundation

/// Work handed to the main thread from other threads, in the order it was posted.
///
/// `post(_:)` may be called from any thread: it appends under a lock and wakes the main
/// loop (`MainLoopWakeUp.wake()`); the main loop calls `drain()` in its next pass and runs
/// what it gets. This is the seam a Foundation run loop or `DispatchQueue.main` can sit
/// on later: whatever delivers work to the main thread posts here.
public final class MainThreadInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [@MainActor @Sendable () -> Void] = []
    private let wakeUp: any MainLoopWakeUp
    /// Number of `post` calls so far (tests and benchmarks).
    public var postCount: Int { lock.withLock { posts } }
    private var posts = 0

    public init(wakeUp: any MainLoopWakeUp) { self.wakeUp = wakeUp }

    /// Queues `work` for the main thread and wakes the main loop. Any thread.
    public func post(_ work: @escaping @MainActor @Sendable () -> Void) {
        lock.withLock { items.append(work); posts += 1 }
        wakeUp.wake()
    }

    /// True when work is waiting. Any thread.
    public var hasWork: Bool { lock.withLock { !items.isEmpty } }

    /// Takes everything posted so far, oldest first. Main thread.
    @MainActor
    public func drain() -> [@MainActor @Sendable () -> Void] {
        lock.withLock {
            let taken = items
            items.removeAll()
            return taken
        }
    }
}
