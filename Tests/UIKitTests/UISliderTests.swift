import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

@MainActor
@Suite struct UISliderTests {
    /// A 24 × 3 screen with `slider` at (1, 1), 21 cells wide (a track of 21 cells: one
    /// cell is 5 % of the range), its events logged with the value.
    private func host(_ slider: UISlider) -> (HeadlessScreen, ControlsEventLog) {
        hostControl(slider, screenWidth: 24, frame: CGRect(x: 1, y: 1, width: 21, height: 1)) { slider, log in
            controlsLogValues(slider, [(.touchDown, "touchDown"), (.valueChanged, "valueChanged"),
                                       (.touchDragInside, "touchDragInside"), (.touchUpInside, "touchUpInside")], log) {
                String(format: "%.2f", $0?.value ?? -1)
            }
        }
    }

    @Test func valueStaysWithinTheBoundsAndCodeSendsNothing() {
        let s = UISlider()
        #expect(s.minimumValue == 0 && s.maximumValue == 1 && s.value == 0 && s.isContinuous)
        s.value = 3
        #expect(s.value == 1)
        s.maximumValue = 10
        s.value = 7
        s.minimumValue = 8
        #expect(s.value == 8)
        s.maximumValue = 5
        #expect(s.minimumValue == 5 && s.value == 5, "a bound past the other moves it and the value")
        s.setValue(.nan, animated: true)
        #expect(s.value == 5)
    }

    @Test func theScreenShowsTheValueImagesTheFilledTrackTheThumbAndTheRest() {
        let s = UISlider()
        s.value = 0.25
        s.minimumValueImage = UIImage(systemName: "moon")
        s.maximumValueImage = UIImage(systemName: "sun.max")
        let (screen, _) = host(s)
        // Track: 21 - 2 (images) - 2 (spaces) = 17 cells; 0.25 of 16 steps = cell 4.
        expectScreen(screen.lines, equals: ["", " ☾ ━━━━●──────────── ☀", ""])
    }

    @Test func aDragOfTheThumbSendsValueChangedBeforeEachDragEvent() {
        let s = UISlider()
        let (screen, log) = host(s)
        expectScreen(screen.lines, equals: ["", " ●────────────────────", ""])
        screen.pointerDown(at: CGPoint(x: 1, y: 1))
        screen.pointerMove(to: CGPoint(x: 3, y: 1))
        screen.pointerMove(to: CGPoint(x: 11, y: 1))
        screen.pointerUp(at: CGPoint(x: 11, y: 1))
        screen.runLoop()
        expectLines(log.take(), ["touchDown value=0.00",
                                 "valueChanged value=0.10", "touchDragInside value=0.10",
                                 "valueChanged value=0.50", "touchDragInside value=0.50",
                                 "touchUpInside value=0.50"])
        expectScreen(screen.lines, equals: ["", " ━━━━━━━━━━●──────────", ""])
    }

    @Test func aNonContinuousSliderSendsOneValueChangedWhenReleased() {
        let s = UISlider()
        s.isContinuous = false
        let (screen, log) = host(s)
        screen.pointerDown(at: CGPoint(x: 1, y: 1))
        screen.pointerMove(to: CGPoint(x: 5, y: 1))
        screen.pointerMove(to: CGPoint(x: 21, y: 1))
        screen.pointerUp(at: CGPoint(x: 21, y: 1))
        expectLines(log.take(), ["touchDown value=0.00", "touchDragInside value=0.20", "touchDragInside value=1.00",
                                 "valueChanged value=1.00", "touchUpInside value=1.00"])
    }

    @Test func aPressOnTheTrackAwayFromTheThumbDoesNotMoveIt() {
        let s = UISlider()
        let (screen, log) = host(s)
        screen.pointerDown(at: CGPoint(x: 15, y: 1))
        screen.pointerMove(to: CGPoint(x: 18, y: 1))
        screen.pointerUp(at: CGPoint(x: 18, y: 1))
        expectLines(log.take(), ["touchDown value=0.00"])
        #expect(s.value == 0)
    }

    @Test func arrowsStepOneCellAndHomeEndGoToTheEnds() {
        let s = UISlider()
        s.minimumValue = 0
        s.maximumValue = 100
        let (screen, log) = host(s)
        screen.press(.tab)
        screen.press(.right)
        screen.press(.right)
        screen.press(.left)
        screen.press(.end)
        screen.press(.right)
        screen.press(.home)
        expectLines(log.take(), ["valueChanged value=5.00", "valueChanged value=10.00", "valueChanged value=5.00",
                                 "valueChanged value=100.00", "valueChanged value=0.00"])
        #expect(controlsAttributes(screen, x: 1, y: 1).contains(.reverse), "the focused thumb is reversed")
    }
}
