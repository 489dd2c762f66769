import Foundation
import HeadlessBackend
import Testing
import TestSupport
import UIKit

/// Foundation's target/selector timer in the typed-selector shape: the selector goes to the
/// target with the timer, on the run loop that runs (here the test's own, in real time).
@MainActor
struct TimerTargetActionTests {
    final class Clock {
        var fired: [Timer] = []
        var plainFires = 0
        func tick(_ timer: Timer) { fired.append(timer) }
        func plain() { plainFires += 1 }
    }
    final class Other {}

    @Test func theSelectorReceivesTheTimerAndARepeatingTimerKeepsFiring() {
        let screen = HeadlessScreen.checked(width: 20, height: 2)
        screen.makeWindow(root: UIViewController())
        let clock = Clock()
        let once = Timer.scheduledTimer(timeInterval: 0.01, target: clock, selector: Selector(Clock.tick),
                                        userInfo: nil, repeats: false)
        let repeating = Timer.scheduledTimer(timeInterval: 0.01, target: clock, selector: Selector(Clock.plain),
                                             userInfo: nil, repeats: true)
        #expect(screen.runRunLoop { clock.plainFires >= 3 })
        repeating.invalidate()
        #expect(clock.fired.count == 1)
        #expect(clock.fired.first === once)
        #expect(!once.isValid)   // a timer that does not repeat is invalidated once it fires
    }

    @Test func aTargetWithoutTheMethodRaisesUnrecognizedSelector() {
        let screen = HeadlessScreen.checked(width: 20, height: 2)
        screen.makeWindow(root: UIViewController())
        let other = Other()
        let timer = Timer.scheduledTimer(timeInterval: 0.01, target: other, selector: Selector(Clock.tick, name: "tick:"),
                                         userInfo: nil, repeats: false)
        #expect(screen.runRunLoop { !timer.isValid })
        screen.expectDiagnostics { entry in
            entry.text.contains("-[Other tick:]: unrecognized selector sent to instance")
        }
        #expect(screen.diagnostics.entries.count == 1)
    }
}
