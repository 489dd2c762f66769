import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

@MainActor
@Suite struct UISegmentedControlTests {
    /// A 30 × 3 screen with `control` at (1, 1), 26 cells wide, its events logged.
    private func host(_ control: UISegmentedControl, width: CGFloat = 26) -> (HeadlessScreen, ControlsEventLog) {
        hostControl(control, screenWidth: 30, frame: CGRect(x: 1, y: 1, width: width, height: 1)) { control, log in
            controlsLogEvents(control, "seg", log, [(.touchDown, "touchDown"), (.valueChanged, "valueChanged"),
                                                    (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside")])
            control.addAction(UIAction { action in
                log.log("selected=\((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -9)")
            }, for: .valueChanged)
        }
    }

    @Test func itemsBecomeTitleAndImageSegmentsAndNothingIsSelected() {
        let image = UIImage(systemName: "star")!
        let seg = UISegmentedControl(items: ["Day", image, "Month", 42])
        #expect(seg.numberOfSegments == 3)
        #expect(seg.titleForSegment(at: 0) == "Day")
        #expect(seg.titleForSegment(at: 1) == nil)
        #expect(seg.imageForSegment(at: 1) === image)
        #expect(seg.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        // Equal segments as wide as the widest ("Month" + a space each side), three of
        // them, two dividers and the brackets.
        #expect(seg.frame.size == CGSize(width: 7 * 3 + 2 + 2, height: 1))
    }

    @Test func theScreenShowsEqualSegmentsAndTheSelectedOneReversed() {
        let seg = UISegmentedControl(items: ["One", "Two", "Three"])
        seg.selectedSegmentIndex = 1
        let (screen, log) = host(seg)
        // 26 cells: brackets 2, dividers 2, 22 cells for three segments: 8, 7, 7.
        expectScreen(screen.lines, equals: ["", " [  One   │  Two  │ Three ]", ""])
        #expect(controlsCommonAttributes(screen, x: 11, y: 1, count: 7).contains(.reverse))
        #expect(!controlsAttributes(screen, x: 5, y: 1).contains(.reverse))
        #expect(log.take().isEmpty, "setting the index in code sends nothing")
    }

    @Test func aClickSelectsTheSegmentThenSendsValueChangedThenTouchUpInside() {
        let seg = UISegmentedControl(items: ["One", "Two", "Three"])
        let (screen, log) = host(seg)
        screen.click(x: 22, y: 1)
        screen.runLoop()
        expectLines(log.take(), ["seg.touchDown", "seg.valueChanged", "selected=2", "seg.touchUpInside"])
        #expect(seg.selectedSegmentIndex == 2)
        // Clicking the selected segment again changes nothing: no value change.
        screen.click(x: 22, y: 1)
        expectLines(log.take(), ["seg.touchDown", "seg.touchUpInside"])
    }

    @Test func aDisabledSegmentCannotBeChosenByClickOrKeyboard() {
        let seg = UISegmentedControl(items: ["One", "Two", "Three"])
        seg.setEnabled(false, forSegmentAt: 1)
        #expect(!seg.isEnabledForSegment(at: 1))
        let (screen, log) = host(seg)
        screen.click(x: 14, y: 1)
        expectLines(log.take(), ["seg.touchDown", "seg.touchUpInside"])
        #expect(seg.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(controlsCommonAttributes(screen, x: 11, y: 1, count: 7).contains(.dim))
        // Keyboard: Tab focuses (cursor on the first segment); Right skips the disabled one.
        screen.press(.tab)
        screen.press(.right)
        screen.press(.enter)
        screen.runLoop()
        expectLines(log.take(), ["seg.valueChanged", "selected=2"])
        #expect(controlsAttributes(screen, x: 1, y: 1).contains(.reverse), "focused: brackets reversed")
        #expect(controlsCommonAttributes(screen, x: 19, y: 1, count: 7).contains(.underline), "cursor underlined")
    }

    @Test func momentarySegmentsSendEveryTapAndShowNoSelection() {
        let seg = UISegmentedControl(items: ["Undo", "Redo"])
        seg.isMomentary = true
        let (screen, log) = host(seg, width: 14)
        screen.click(x: 3, y: 1)
        screen.click(x: 3, y: 1)
        screen.runLoop()
        expectLines(log.take(), ["seg.touchDown", "seg.valueChanged", "selected=0", "seg.touchUpInside",
                                 "seg.touchDown", "seg.valueChanged", "selected=0", "seg.touchUpInside"])
        #expect(!controlsAttributes(screen, x: 3, y: 1).contains(.reverse))
    }

    @Test func insertingAndRemovingKeepTheSelectedSegmentAndPinTheIndex() {
        let seg = UISegmentedControl(items: ["A", "B"])
        seg.selectedSegmentIndex = 1
        seg.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(seg.selectedSegmentIndex == 2)
        seg.insertSegment(withTitle: "End", at: 99, animated: true)
        #expect((0..<seg.numberOfSegments).map { seg.titleForSegment(at: $0) } == ["Z", "A", "B", "End"])
        seg.removeSegment(at: 0, animated: false)
        #expect(seg.selectedSegmentIndex == 1)
        seg.removeSegment(at: 1, animated: false)
        #expect(seg.selectedSegmentIndex == UISegmentedControl.noSegment)
        seg.selectedSegmentIndex = 7
        #expect(seg.selectedSegmentIndex == UISegmentedControl.noSegment, "an index out of range is ignored")
        seg.removeAllSegments()
        #expect(seg.numberOfSegments == 0)
    }

    @Test func actionSegmentsRunTheirActionBeforeValueChanged() {
        let log = ControlsEventLog()
        let list = UIAction(title: "List", identifier: .init("list")) { a in log.log("List(sender: \(a.sender is UISegmentedControl))") }
        let grid = UIAction(title: "Grid", identifier: .init("grid")) { _ in log.log("Grid") }
        let seg = UISegmentedControl(frame: .zero, actions: [list, grid])
        #expect(seg.titleForSegment(at: 1) == "Grid")
        #expect(seg.segmentIndex(identifiedBy: .init("grid")) == 1)
        #expect(seg.actionForSegment(at: 0) === list)
        let (screen, events) = host(seg, width: 14)
        screen.click(x: 10, y: 1)
        screen.click(x: 3, y: 1)
        expectLines(log.take(), ["Grid", "List(sender: true)"])
        expectLines(events.take(), ["seg.touchDown", "seg.valueChanged", "selected=1", "seg.touchUpInside",
                                    "seg.touchDown", "seg.valueChanged", "selected=0", "seg.touchUpInside"])
        // 14 cells: 11 for two segments, 6 and 5; "Grid" fits its 5 without padding.
        expectScreen(screen.lines, equals: ["", " [ List │Grid ]", ""])
    }

    @Test func theSegmentUnderTheReleaseIsChosen() {
        let seg = UISegmentedControl(items: ["One", "Two"])
        let (screen, log) = host(seg, width: 12)
        screen.pointerDown(at: CGPoint(x: 3, y: 1))
        screen.pointerMove(to: CGPoint(x: 9, y: 1))
        screen.pointerUp(at: CGPoint(x: 9, y: 1))
        expectLines(log.take(), ["seg.touchDown", "seg.valueChanged", "selected=1", "seg.touchUpInside"],
                    "the release's segment is chosen")
    }
}
