import Foundation
import Testing
import TestSupport
import UIKit
import UIKitEngine
@testable import TerminalBackend

/// Hands the runner's waits to a terminal backend and keeps the timeouts it asked for.
@MainActor
final class RecordingSource: MainLoopEventSource {
    let backend: TerminalBackend
    private(set) var timeouts: [TimeInterval?] = []
    /// Called just before each wait (the test lets its worker thread go here).
    var beforeWait: (() -> Void)?
    init(backend: TerminalBackend) { self.backend = backend }
    var clock: UIClock { backend.clock }
    func waitForEvents(timeout: TimeInterval?, alsoWakingOn descriptor: Int32?) -> [BackendEvent] {
        timeouts.append(timeout)
        beforeWait?()
        return backend.waitForEvents(timeout: timeout, alsoWakingOn: descriptor)
    }
}

/// An idle application on a real terminal (a pseudo-terminal) makes no wake-ups: the run
/// loop blocks in `poll(2)` without a timeout, and work finished on another thread wakes it
/// through the backend's wake-up pipe and shows at once.
@MainActor
struct TerminalWakeUpTests {
    /// An application on a terminal backend over a fresh pseudo-terminal, its key window
    /// showing `text` in a label at column 2, row 1. When the rig goes away (the test's
    /// end) the terminal is restored and an unread UIKit warning or exception fails the test.
    @MainActor final class Rig {
        let pty: PseudoTerminal
        let backend: TerminalBackend
        let application: UIApplication
        let label = UILabel(frame: CGRect(x: 2, y: 1, width: 20, height: 1))
        private let sourceLocation: SourceLocation

        init(showing text: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws {
            pty = try #require(PseudoTerminal())
            backend = try pty.backend()
            application = UIApplication(backend: backend)
            self.sourceLocation = sourceLocation
            label.text = text
            let root = UIViewController()
            root.view.addSubview(label)
            let window = UIWindow(application: application)
            window.rootViewController = root
            application.withCurrent { window.makeKeyAndVisible() }
        }

        var output: String { String(decoding: pty.readOutput(), as: UTF8.self) }

        deinit {
            MainActor.assumeIsolated {
                backend.restore()
                failOnUnexpected(application.diagnostics, sourceLocation: sourceLocation)
            }
        }
    }

    @Test func anIdleAppBlocksWithoutATimeoutUntilAnotherThreadPostsWork() throws {
        let rig = try Rig(showing: "checking")
        defer { withExtendedLifetime(rig) {} }   // restored and checked at the end
        let (backend, application, label) = (rig.backend, rig.application, rig.label)
        application.runUntilIdle()
        #expect(rig.output.contains("checking"))
        #expect(application.nextWakeTime == nil)

        let loopIsWaiting = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            // Stands for a password check or an import finishing off the main thread
            // while the loop sleeps.
            loopIsWaiting.wait()
            application.post {
                label.text = "done"
                application.terminate()
            }
        }
        let source = RecordingSource(backend: backend)
        source.beforeWait = { loopIsWaiting.signal() }
        application.runMainLoop(on: source, maximumPasses: 50)

        #expect(source.timeouts == [nil])   // one wait, with no timeout: nothing but the post woke it
        #expect(backend.waitCount == 1)
        #expect(rig.output.contains("done"))
        #expect(application.mainThreadInbox.postCount == 1)
    }

    @Test func wakesFromManyThreadsComeInOrderPerThreadAndAllArrive() throws {
        let rig = try Rig()
        defer { withExtendedLifetime(rig) {} }   // restored and checked at the end
        let (backend, application) = (rig.backend, rig.application)
        var received: [Int] = []
        let group = DispatchGroup()
        for thread in 0..<4 {
            DispatchQueue.global().async(group: group) {
                for i in 0..<25 { application.post { received.append(thread * 100 + i) } }
            }
        }
        group.wait()
        application.post { application.terminate() }
        application.runMainLoop(on: RecordingSource(backend: backend), maximumPasses: 50)

        #expect(received.count == 100)
        for thread in 0..<4 {
            let mine = received.filter { $0 / 100 == thread }
            #expect(mine == (0..<25).map { thread * 100 + $0 })
        }
    }

    @Test func foundationTimersSetTheWaitAndOnceInvalidatedTheLoopSleepsWithoutATimeout() throws {
        let rig = try Rig(showing: "ticks: 0")
        defer { withExtendedLifetime(rig) {} }   // restored and checked at the end
        let (backend, application, label) = (rig.backend, rig.application, rig.label)
        // Scheduled from this code, so on the run loop of the thread the main loop runs on
        // (an app's main thread; here the test's).
        var ticks = 0
        let timer = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: true) { timer in
            MainActor.assumeIsolated {
                ticks += 1
                label.text = "ticks: \(ticks)"
                if ticks == 3 { timer.invalidate() }
            }
        }
        let idle = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            idle.wait()
            application.post { application.terminate() }
        }
        let source = RecordingSource(backend: backend)
        // A tick may come in the loop's first turn, before any wait, when the machine is busy
        // enough that the timer is already due then; every later tick needs a wait before it.
        var ticksBeforeTheFirstWait: Int?
        source.beforeWait = {
            if ticksBeforeTheFirstWait == nil { ticksBeforeTheFirstWait = ticks }
            if source.timeouts.last == .some(nil) { idle.signal() }
        }
        application.runMainLoop(on: source, maximumPasses: 50, turnsFoundationRunLoop: true)

        #expect(!timer.isValid)
        #expect(ticks == 3)
        #expect(application.presentedScreen?.lines[1] == "  ticks: 3")
        // Each wait before the third tick lasts until the timer's next fire date (at most its
        // interval); the only wait without a timeout is the last, which the post ended.
        #expect(source.timeouts.last == .some(nil))
        #expect(source.timeouts.dropLast().allSatisfy { ($0 ?? .infinity) <= 0.02 + 1e-6 })
        #expect(source.timeouts.dropLast().count >= 3 - (ticksBeforeTheFirstWait ?? 0))
    }
}
