import Foundation
import UIKit
import UIKitEngine
#if canImport(Glibc)
import Glibc
#endif

// Foundation's run loop in headless tests (docs/DECISIONS.md, "Foundation's run loop on every
// backend"). A test process is not an app: the test runner parks the main thread in
// `dispatchMain()`, so the main actor's jobs and `DispatchQueue.main` run on libdispatch's
// threads, one job after another, and nothing runs `RunLoop.main`. What a test can do:
// - main-queue work (`DispatchQueue.main.async`, `OperationQueue.main`, `Task { @MainActor }`,
//   `await MainActor.run`) runs whenever the test's own main-actor code suspends; an async
//   test awaits `runMainQueue()` or `waitForMainQueue(until:)`, which need no clock;
// - `Timer.scheduledTimer` adds to the run loop of the thread that runs the code, which in a
//   test is the thread of the current main-actor job: a synchronous test (one job, one thread)
//   can run that run loop in real time with `runRunLoop(until:)`;
// - neither follows the manual clock: Foundation's timers and `asyncAfter` run on the system's
//   clocks, which nothing can replace.

extension HeadlessScreen {
    /// One turn of the main dispatch queue: everything queued on `DispatchQueue.main` before
    /// the call (blocks, `OperationQueue.main` operations, main-actor jobs) has run when it
    /// returns (the queue is first in, first out), then a pass. Work those blocks queue in
    /// turn waits for the next call, as it waits for the next turn of a run loop.
    public func runMainQueue() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
        application.runUntilIdle()
    }

    /// Waits, without holding the main actor, until `condition` holds, checking it after each
    /// change that main-queue work makes to what the application shows (a task's main-actor
    /// continuation after background work, a block queued from another thread, an
    /// `asyncAfter` falling due); each change is followed by a pass. `timeout` is a safety net
    /// against a hang in seconds of real time, not a timing. Returns whether `condition` held.
    @discardableResult
    public func waitForMainQueue(timeout: TimeInterval = 30, until condition: () -> Bool) async -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        application.runUntilIdle()
        while !condition() {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return false }
            let waiter = ChangeWaiter()
            let changed: Bool = await withCheckedContinuation { continuation in
                waiter.continuation = continuation
                application.whenChangedOutsideItsCode = { waiter.finish(true) }
                DispatchQueue.main.asyncAfter(deadline: .now() + remaining) {
                    MainActor.assumeIsolated { waiter.finish(false) }
                }
            }
            application.whenChangedOutsideItsCode = nil
            application.runUntilIdle()
            if !changed { return condition() }
        }
        return true
    }

    /// Runs Foundation's run loop of this thread in real time, each turn followed by a pass,
    /// until `condition` holds (checked after each pass) or `timeout` seconds have passed; the
    /// application's clock moves with the real time that passes, so its animations keep pace.
    /// This is the run loop `Timer.scheduledTimer` used if it was called from this test's
    /// synchronous code (the same main-actor job): a Timer test on iOS does the same with
    /// `RunLoop.current.run(until:)`. A test should let its timers finish or invalidate them
    /// before it first suspends: a timer left on a worker's run loop may fire in the loop of
    /// whichever test runs there next. Work posted to the application wakes it; the main queue
    /// does not run meanwhile (this code holds the main actor). Returns whether `condition` held.
    @discardableResult
    public func runRunLoop(timeout: TimeInterval = 30, until condition: () -> Bool) -> Bool {
        let source = HeadlessRealTimeSource(backend: backend, deadline: Date(timeIntervalSinceNow: timeout))
        application.runMainLoop(on: source, turnsFoundationRunLoop: true,
                                until: { condition() || source.isPastDeadline })
        return condition()
    }
}

extension HeadlessScreen {
    /// Turns Foundation's run loop until the main dispatch queue has nothing announced, settling
    /// after each turn (the headless launcher between commands, on the main thread; elsewhere
    /// one turn and `settle()`).
    func settleWithRunLoop() {
        var turns = 0
        repeat {
            application.withCurrent { _ = FoundationRunLoopTurn.run() }
            settle()
            turns += 1
        } while FoundationRunLoopTurn.mainQueueHasWork && turns < 10_000
    }
}

/// Resumes a waiting test once.
@MainActor
private final class ChangeWaiter {
    var continuation: CheckedContinuation<Bool, Never>?
    func finish(_ changed: Bool) {
        continuation?.resume(returning: changed)
        continuation = nil
    }
}

/// The headless backend as the main loop's wait in real time: sleeps until the timeout, a
/// post (`HeadlessWakeUp`; on the main thread, the main queue's descriptor, to which the
/// launcher hands posts) or the deadline, then moves the manual clock by the time slept.
@MainActor
final class HeadlessRealTimeSource: MainLoopEventSource {
    let backend: HeadlessBackend
    let deadline: Date
    init(backend: HeadlessBackend, deadline: Date) {
        self.backend = backend
        self.deadline = deadline
    }
    var clock: UIClock { backend.clock }
    var isPastDeadline: Bool { deadline.timeIntervalSinceNow <= 0 }

    func waitForEvents(timeout: TimeInterval?, alsoWakingOn descriptor: Int32?) -> [BackendEvent] {
        let started = Date()
        let wait = min(timeout ?? .infinity, max(0, deadline.timeIntervalSinceNow))
        if let descriptor {
            var fd = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&fd, 1, wait.isFinite ? Int32(clamping: Int((wait * 1000).rounded(.up))) : -1)
        } else {
            _ = backend.headlessWakeUp.wait(timeout: wait)
        }
        backend.manualClock.advance(by: Date().timeIntervalSince(started))
        return []
    }
}
