import Foundation
import HeadlessBackend
import Testing
import TestSupport
import UIKit
import UIKitEngine

/// The headless backend has no loop of its own: nothing runs until a test asks, so an idle
/// application makes no wake-ups; work posted from another thread wakes it (a test can
/// wait for that without polling) and shows in the next pass.
@MainActor
struct MainThreadWakeUpTests {
    @Test func anIdleAppIsNeverWokenAndABackgroundCompletionShowsAtOnce() {
        let screen = HeadlessScreen.checked(width: 30, height: 5)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 30, height: 1))
        label.text = "Signing in…"
        let root = UIViewController()
        root.view.addSubview(label)
        screen.makeWindow(root: root)
        screen.settle()
        #expect(screen.application.nextWakeTime == nil)
        #expect(screen.backend.headlessWakeUp.wakeCount == 0)
        let presentsBefore = screen.backend.presentCount

        let application = screen.application
        DispatchQueue.global().async {
            application.post { label.text = "Welcome" }
        }
        #expect(screen.waitForWakeUp())

        expectScreen(screen.lines, rows: 0..<1, equal: ["Welcome"])
        #expect(screen.backend.headlessWakeUp.wakeCount == 1)
        #expect(screen.backend.presentCount == presentsBefore + 1)
        #expect(screen.application.nextWakeTime == nil)
        #expect(screen.clock.now == 0)   // no time had to pass
    }

    @Test func workPostedBeforeAPassRunsInThatPassInOrder() {
        let screen = HeadlessScreen.checked(width: 20, height: 3)
        screen.makeWindow(root: UIViewController())
        var order: [String] = []
        screen.application.post { order.append("first") }
        screen.application.post { order.append("second") }
        #expect(screen.application.nextWakeTime == screen.clock.now)
        screen.runLoop()
        #expect(order == ["first", "second"])
        #expect(screen.backend.headlessWakeUp.wakeCount == 2)
    }
}
