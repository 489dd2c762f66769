import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

@MainActor
@Suite struct UIStepperTests {
    /// A 12 × 3 screen with `stepper` at (1, 1), its events logged with the value.
    private func host(_ stepper: UIStepper) -> (HeadlessScreen, ControlsEventLog) {
        hostControl(stepper, screenWidth: 12, frame: CGRect(origin: CGPoint(x: 1, y: 1), size: stepper.frame.size)) { stepper, log in
            controlsLogValues(stepper, [(.touchDown, "touchDown"), (.valueChanged, "valueChanged"),
                                        (.touchUpInside, "touchUpInside")], log) { "\(Int($0?.value ?? -1))" }
        }
    }

    @Test func defaultsAndBoundsFollowApple() {
        let s = UIStepper()
        #expect(s.value == 0 && s.minimumValue == 0 && s.maximumValue == 100 && s.stepValue == 1)
        #expect(s.isContinuous && s.autorepeat && !s.wraps)
        #expect(s.frame.size == UIStepper.terminalSize)
        s.value = 500
        #expect(s.value == 100)
        s.minimumValue = 200
        #expect(s.minimumValue == 200 && s.maximumValue == 200 && s.value == 200,
                "a minimum past the maximum sets both (Apple's example)")
        s.maximumValue = 100
        #expect(s.minimumValue == 100 && s.maximumValue == 100)
    }

    @Test func aStepValueOfZeroRaisesInvalidArgument() {
        let (screen, _) = host(UIStepper())
        let s = UIStepper()
        screen.perform { s.stepValue = 0 }
        #expect(screen.application.diagnostics.exceptions.map(\.name) == ["NSInvalidArgumentException"])
        #expect(s.stepValue == 1)
    }

    @Test func aClickChangesTheValueAsTheTouchBeginsAndTheLimitDimsItsButton() {
        let s = UIStepper()
        s.maximumValue = 2
        let (screen, log) = host(s)
        expectScreen(screen.lines, equals: ["", " [ − │ + ]", ""])
        #expect(controlsAttributes(screen, x: 3, y: 1).contains(.dim), "− is dim at the minimum")
        screen.click(x: 7, y: 1)
        screen.click(x: 7, y: 1)
        screen.click(x: 7, y: 1)
        screen.runLoop()
        expectLines(log.take(), ["valueChanged value=1", "touchDown value=1", "touchUpInside value=1",
                                 "valueChanged value=2", "touchDown value=2", "touchUpInside value=2",
                                 "touchDown value=2"],
                    "the third click, at the maximum, changes nothing and does not track: UIControl still sends touchDown")
        #expect(controlsAttributes(screen, x: 7, y: 1).contains(.dim))
        #expect(!controlsAttributes(screen, x: 3, y: 1).contains(.dim))
    }

    @Test func holdingRepeatsAfterTheDelayOnTheAppClock() {
        let s = UIStepper()
        let (screen, log) = host(s)
        screen.pointerDown(at: CGPoint(x: 7, y: 1))
        screen.advance(by: 0.4)
        #expect(s.value == 1)
        screen.advance(by: 0.1)
        #expect(s.value == 2)
        screen.advance(by: 0.1)
        screen.advance(by: 0.1)
        #expect(s.value == 4)
        #expect(controlsAttributes(screen, x: 7, y: 1).contains(.reverse), "the held button is reversed")
        screen.pointerUp(at: CGPoint(x: 7, y: 1))
        screen.advance(by: 1)
        #expect(s.value == 4)
        expectLines(log.take(), ["valueChanged value=1", "touchDown value=1", "valueChanged value=2",
                                 "valueChanged value=3", "valueChanged value=4", "touchUpInside value=4"])
    }

    @Test func aNonContinuousStepperSendsOnceAtTheEnd() {
        let s = UIStepper()
        s.isContinuous = false
        s.stepValue = 10
        let (screen, log) = host(s)
        screen.pointerDown(at: CGPoint(x: 7, y: 1))
        screen.advance(by: 0.5)
        screen.pointerUp(at: CGPoint(x: 7, y: 1))
        expectLines(log.take(), ["touchDown value=10", "valueChanged value=20", "touchUpInside value=20"])
    }

    @Test func wrapsGoesToTheOtherBoundAndKeysStep() {
        let s = UIStepper()
        s.maximumValue = 10
        s.stepValue = 4
        s.wraps = true
        s.autorepeat = false
        let (screen, log) = host(s)
        screen.press(.tab)
        screen.press(.right)
        screen.press(.right)
        screen.press(.text("+"))
        screen.press(.left)
        screen.press(.text("-"))
        expectLines(log.take(), ["valueChanged value=4", "valueChanged value=8", "valueChanged value=0",
                                 "valueChanged value=10", "valueChanged value=6"],
                    "8 + 4 is past 10: wraps to 0; 0 - 4 wraps to 10")
        #expect(controlsAttributes(screen, x: 1, y: 1).contains(.reverse), "focused: brackets reversed")
    }
}
