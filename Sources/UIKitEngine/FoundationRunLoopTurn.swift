import Foundation
#if canImport(Glibc)
import Glibc
#endif

#if os(Linux)
/// libdispatch's hook for CoreFoundation (`dispatch/private.h`): the `eventfd(2)` the main
/// queue signals whenever work is queued on it while it is bound to the main thread. CFRunLoop
/// waits on the same descriptor and drains the queue when it fires; the main loop only adds it
/// to its `poll(2)` and lets Foundation's run loop do the draining.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func _dispatchMainQueueHandle() -> Int32
#endif

/// One turn of Foundation's run loop, as the main loop takes it between waits.
///
/// On Linux, swift-corelibs-foundation's `RunLoop` is CFRunLoop: `Timer.scheduledTimer`
/// adds its timer to `RunLoop.current` in the default mode, `RunLoop.perform` queues a block
/// on it, and the main thread's run loop (in a common mode) also drains the main dispatch
/// queue — `DispatchQueue.main.async`/`asyncAfter`, `OperationQueue.main` (whose operations
/// run on the main queue) and main-actor jobs (the main actor's executor is the main queue).
/// `RunLoop.limitDate(forMode:)` runs the loop once without waiting (due timers, blocks, the
/// main queue when its descriptor is signalled) and reports the next timer's fire date.
@MainActor
public enum FoundationRunLoopTurn {
    /// Runs one non-blocking turn of this thread's run loop in the default mode and returns
    /// the seconds until its next timer fires, nil when no timer is scheduled on it.
    public static func run() -> TimeInterval? {
        guard let next = RunLoop.current.limitDate(forMode: .default), next != .distantFuture else { return nil }
        return max(0, next.timeIntervalSinceNow)
    }

    /// The descriptor that becomes readable when work is queued on the main dispatch queue:
    /// only on the main thread of a process whose main queue is still bound to it (an app's
    /// `main`, not a test runner that called `dispatchMain()`, where main-queue work runs on
    /// libdispatch's own threads and nothing signals it). Nil elsewhere.
    public static var mainQueueDescriptor: Int32? {
        #if os(Linux)
        guard Thread.isMainThread else { return nil }
        let fd = _dispatchMainQueueHandle()
        return fd >= 0 ? fd : nil
        #else
        return nil
        #endif
    }

    /// True when the main dispatch queue has work its descriptor has announced and no turn
    /// has run yet (a block queued by a block, an `asyncAfter` fallen due). Main thread only;
    /// false elsewhere.
    public static var mainQueueHasWork: Bool {
        guard let descriptor = mainQueueDescriptor else { return false }
        var fd = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&fd, 1, 0) > 0
    }
}
