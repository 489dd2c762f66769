import Foundation
import Testing
import UIKit
import UIKitEngine

/// A scripted event source on a manual clock: each wait advances the clock (by the
/// timeout, or by the step's own delay when input arrives first) and returns the step's
/// events. Records the timeouts the run loop asked for.
@MainActor
final class ScriptedSource: MainLoopEventSource {
    let manualClock = ManualClock()
    var clock: UIClock { manualClock }
    var steps: [(after: TimeInterval?, events: [BackendEvent])]
    var timeouts: [TimeInterval?] = []
    var log: [String]

    init(steps: [(after: TimeInterval?, events: [BackendEvent])], log: [String] = []) {
        self.steps = steps
        self.log = log
    }

    func waitForEvents(timeout: TimeInterval?, alsoWakingOn descriptor: Int32?) -> [BackendEvent] {
        timeouts.append(timeout)
        guard !steps.isEmpty else {
            // Script exhausted: behave like a timeout (or stop an idle loop).
            if let timeout { manualClock.advance(by: timeout) }
            return timeout == nil ? [.interrupt] : []
        }
        let step = steps.removeFirst()
        guard let after = step.after else {
            // A step without input: the wait times out.
            if let timeout { manualClock.advance(by: timeout) }
            return step.events
        }
        if let timeout, timeout < after {
            manualClock.advance(by: timeout)
            steps.insert((after - timeout, step.events), at: 0)
            return []
        }
        manualClock.advance(by: after)
        return step.events
    }
}

/// An application stand-in with a timer list, an optional endless animation and a trace.
@MainActor
final class FakeApp: MainLoopClient {
    let clock: UIClock
    var trace: [String] = []
    var timers: [TimeInterval] = []
    var animatingFrames = 0
    var isTerminated = false
    var handlesInterrupt = false

    init(clock: UIClock) { self.clock = clock }

    func handle(_ event: BackendEvent) {
        if case .key(let k) = event { trace.append("handle key \(k.characters)") } else { trace.append("handle \(event)") }
        switch event {
        case .interrupt where !handlesInterrupt: isTerminated = true
        case .key(let k) where k.characters == "q": isTerminated = true
        default: break
        }
    }

    func runUntilIdle() {
        let now = clock.now
        let due = timers.filter { $0 <= now }
        timers.removeAll { $0 <= now }
        if animatingFrames > 0 { animatingFrames -= 1 }
        trace.append(String(format: "pass t=%.3f timers=%d", now, due.count))
    }

    var nextWakeTime: TimeInterval? {
        if animatingFrames > 0 { return clock.now } // wants a frame right away, every time
        return timers.min()
    }
}

@MainActor
struct MainRunLoopTests {
    @Test func anIdleAppWaitsIndefinitelyAndEachEventIsFollowedByAPass() {
        let source = ScriptedSource(steps: [(after: 2, events: [.key(.text("a")), .key(.text("b"))]),
                                            (after: 1, events: [.key(.text("q")), .key(.text("never"))])])
        let app = FakeApp(clock: source.clock)

        MainRunLoop.run(app, source: source, maximumPasses: 100)

        #expect(source.timeouts == [nil, nil])
        #expect(app.trace == [
            "pass t=0.000 timers=0",
            "handle key a",
            "handle key b",
            "pass t=2.000 timers=0",
            "handle key q",
        ])
    }

    @Test func aTimerSetsTheWaitAndRunsWhenDue() {
        let source = ScriptedSource(steps: [(after: nil, events: []), (after: 0.1, events: [.key(.text("q"))])])
        let app = FakeApp(clock: source.clock)
        app.timers = [0.5]

        MainRunLoop.run(app, source: source, maximumPasses: 100)

        #expect(source.timeouts == [0.5, nil])
        #expect(app.trace.filter { $0.hasPrefix("pass") } == ["pass t=0.000 timers=0", "pass t=0.500 timers=1"])
    }

    @Test func animationsAreCappedAtSixtyFramesPerSecond() {
        let source = ScriptedSource(steps: [])
        let app = FakeApp(clock: source.clock)
        app.animatingFrames = 4

        MainRunLoop.run(app, source: source, maximumPasses: 100)

        // Four frames wanted "now": each wait is one 60 fps frame; then idle (nil), and
        // the scripted source answers an idle wait with Ctrl-C.
        #expect(source.timeouts.count == 4)
        #expect(source.timeouts.prefix(3).allSatisfy { abs(($0 ?? -1) - 1.0 / 60.0) < 1e-9 })
        #expect(source.timeouts.last == .some(nil))
        #expect(app.isTerminated)
        #expect(app.trace.last == "handle interrupt")
    }

    @Test func anUnhandledInterruptEndsTheLoopAndAHandledOneDoesNot() {
        let source = ScriptedSource(steps: [(after: 1, events: [.interrupt]), (after: 1, events: [.key(.text("q"))])])
        let app = FakeApp(clock: source.clock)
        app.handlesInterrupt = true

        MainRunLoop.run(app, source: source, maximumPasses: 100)

        #expect(app.trace.filter { $0.hasPrefix("handle") }.count == 2)
        #expect(app.isTerminated)
    }

    @Test("frame timing", arguments: [
        (10.0, nil, nil, nil),
        (10.0, 12.5, 9.0, 2.5),
        (10.0, 10.0, 10.0, 1.0 / 60.0),     // wants a frame now right after a pass
        (10.0, 9.0, 9.5, 0.0),              // overdue
        (10.0, 10.004, 9.99, 1.0 / 60.0 - 0.01),
    ] as [(Double, Double?, Double?, Double?)])
    func timing(_ now: Double, _ wake: Double?, _ last: Double?, _ expected: Double?) {
        let t = MainLoopTiming.timeout(now: now, nextWakeTime: wake, lastPassTime: last)

        if let expected { #expect(abs((t ?? -1) - expected) < 1e-9) } else { #expect(t == nil) }
    }
}
