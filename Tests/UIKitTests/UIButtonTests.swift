import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

@MainActor
@Suite struct UIButtonTests {
    @Test func drawingSizesAlignmentAndTruncation() {
        let screen = HeadlessScreen.checked(width: 24, height: 5)
        screen.makeWindow(root: ControlsHostController { v in
            let save = UIButton(type: .system)
            save.setTitle("Save", for: .normal)
            save.sizeToFit()
            save.frame.origin = CGPoint(x: 1, y: 0)
            let wide = UIButton(frame: CGRect(x: 1, y: 1, width: 14, height: 1))
            wide.setTitle("Wide", for: .normal)
            let narrow = UIButton(frame: CGRect(x: 1, y: 2, width: 6, height: 1))
            narrow.setTitle("Cancel", for: .normal)
            let left = UIButton(frame: CGRect(x: 1, y: 3, width: 14, height: 1))
            left.setTitle("Left", for: .normal)
            left.contentHorizontalAlignment = .left
            let close = UIButton(type: .close)
            close.frame = CGRect(x: 1, y: 4, width: 5, height: 1)
            for b in [save, wide, narrow, left, close] { v.addSubview(b) }
        })
        expectScreen(screen.lines, equals: [
            " [ Save ]",
            " [    Wide    ]",
            " [Can…]",
            " [ Left       ]",
            " [ × ]",
        ])
        let b = UIButton(type: .system)
        b.setTitle("汉字", for: .normal)
        #expect(b.intrinsicContentSize == CGSize(width: 8, height: 1))
        #expect(b.sizeThatFits(CGSize(width: 2, height: 2)) == CGSize(width: 8, height: 1))
    }

    @Test func focusedHighlightedDisabledStylesAndStateTitles() {
        let screen = HeadlessScreen.checked(width: 24, height: 3)
        let ok = UIButton(frame: CGRect(x: 1, y: 0, width: 12, height: 1))
        ok.setTitle("OK", for: .normal)
        ok.setTitle("Pressed", for: .highlighted)
        ok.titleLabel?.font = .boldSystemFont(ofSize: 17)
        let off = UIButton(frame: CGRect(x: 1, y: 2, width: 12, height: 1))
        off.setTitle("Off", for: .normal)
        off.setTitleColor(.red, for: .normal)
        off.isEnabled = false
        screen.makeWindow(root: ControlsHostController { v in v.addSubview(ok); v.addSubview(off) })
        expectScreen(screen.lines, equals: [" [    OK    ]", "", " [   Off    ]"])
        #expect(controlsCommonAttributes(screen, x: 1, y: 0, count: 12) == [.bold])
        #expect(controlsCommonAttributes(screen, x: 1, y: 2, count: 12) == [.dim])
        #expect(screen.grid[6, 2].style.foreground == .rgb(255, 0, 0))

        screen.press(.tab)                  // the disabled button is skipped
        #expect(ok.isFocused)
        #expect(controlsCommonAttributes(screen, x: 1, y: 0, count: 12) == [.bold, .reverse])
        screen.press(.tab)
        #expect(ok.isFocused)

        screen.controlsMouseDown(x: 3, y: 0)
        #expect(ok.isHighlighted)
        #expect(ok.state == [.highlighted, .focused])
        #expect(ok.currentTitle == "Pressed")
        expectScreen(screen.lines, rows: 0..<1, equal: [" [ Pressed  ]"])
        #expect(controlsCommonAttributes(screen, x: 1, y: 0, count: 12) == [.bold, .reverse])
        screen.controlsMouseUp(x: 3, y: 0)
        #expect(!ok.isHighlighted)
        expectScreen(screen.lines, rows: 0..<1, equal: [" [    OK    ]"])

        ok.isSelected = true
        #expect(ok.title(for: .selected) == "OK")       // falls back to .normal
        #expect(ok.title(for: .disabled) == "OK")
        ok.setTitle("Chosen", for: .selected)
        screen.runLoop()
        expectScreen(screen.lines, rows: 0..<1, equal: [" [  Chosen  ]"])
    }

    @Test func mouseSendsTouchEventsInsideAndOutside() {
        let screen = HeadlessScreen.checked(width: 24, height: 3)
        let log = ControlsEventLog()
        let b = UIButton(type: .system)
        b.setTitle("Go", for: .normal)
        b.frame = CGRect(x: 1, y: 1, width: 6, height: 1)
        controlsLogEvents(b, "Go", log)
        screen.makeWindow(root: ControlsHostController { $0.addSubview(b) })

        screen.click(text: "Go")
        #expect(log.take() == ["Go.touchDown", "Go.touchUpInside", "Go.primaryActionTriggered"])

        screen.controlsMouseDown(x: 2, y: 1)
        #expect(log.take() == ["Go.touchDown"])
        #expect(b.isHighlighted && b.isTracking)
        screen.controlsMouseUp(x: 20, y: 2)            // released away from the button
        #expect(log.take() == ["Go.touchUpOutside"])
        #expect(!b.isHighlighted && !b.isTracking)
    }

    @Test func keyboardEnterAndSpaceActivateTheFocusedButton() {
        let screen = HeadlessScreen.checked(width: 24, height: 3)
        let log = ControlsEventLog()
        var ran = 0
        let b = UIButton(primaryAction: UIAction(title: "Send") { _ in ran += 1 })
        b.frame = CGRect(x: 1, y: 1, width: 8, height: 1)
        controlsLogEvents(b, "Send", log)
        screen.makeWindow(root: ControlsHostController { $0.addSubview(b) })
        #expect(b.currentTitle == "Send")
        expectScreen(screen.lines, rows: 1..<2, equal: [" [ Send ]"])
        screen.press(.enter)                           // nothing focused yet: nothing happens
        #expect(log.take() == [])
        screen.press(.tab)
        screen.press(.enter)
        screen.press(.space)
        #expect(log.take() == ["Send.touchUpInside", "Send.primaryActionTriggered",
                               "Send.touchUpInside", "Send.primaryActionTriggered"])
        #expect(ran == 2)
        b.isEnabled = false
        screen.press(.enter)
        screen.click(text: "Send")
        #expect(log.take() == [])
        #expect(ran == 2)
    }

    @Test func disabledButtonLetsClicksFallThrough() {
        let screen = HeadlessScreen.checked(width: 24, height: 3)
        let log = ControlsEventLog()
        @MainActor final class Backdrop: UIView {
            var log: ControlsEventLog?
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log?.log("backdrop tapped") }
        }
        let backdrop = Backdrop(frame: CGRect(x: 0, y: 0, width: 24, height: 3))
        backdrop.log = log
        let b = UIButton(frame: CGRect(x: 1, y: 1, width: 8, height: 1))
        b.setTitle("Off", for: .normal)
        b.isEnabled = false
        controlsLogEvents(b, "Off", log)
        backdrop.addSubview(b)
        screen.makeWindow(root: ControlsHostController { $0.addSubview(backdrop) })
        screen.click(text: "Off")
        #expect(log.take() == ["backdrop tapped"])
    }
}

@MainActor
@Suite struct UISwitchTests {
    @Test func drawingClickKeyboardAndProgrammaticChanges() {
        let screen = HeadlessScreen.checked(width: 16, height: 3)
        let log = ControlsEventLog()
        let s = UISwitch(frame: CGRect(x: 2, y: 0, width: 50, height: 30))
        let off = UISwitch(frame: CGRect(x: 2, y: 2, width: 0, height: 0))
        off.isOn = true
        off.isEnabled = false
        controlsLogEvents(s, "S", log)
        controlsLogEvents(off, "Off", log)
        screen.makeWindow(root: ControlsHostController { v in v.addSubview(s); v.addSubview(off) })
        #expect(s.frame.size == CGSize(width: 5, height: 1))
        expectScreen(screen.lines, equals: ["  [OFF]", "", "  [ ON]"])
        #expect(controlsCommonAttributes(screen, x: 2, y: 2, count: 5) == [.dim])

        screen.click(text: "[OFF]")
        #expect(s.isOn)
        #expect(log.take() == ["S.touchDown", "S.valueChanged", "S.primaryActionTriggered", "S.touchUpInside"])
        expectScreen(screen.lines, rows: 0..<1, equal: ["  [ ON]"])
        #expect(controlsCommonAttributes(screen, x: 2, y: 0, count: 5) == [.reverse])   // focused by the click

        screen.press(.space)
        screen.press(.enter)
        #expect(log.take() == ["S.valueChanged", "S.primaryActionTriggered", "S.valueChanged", "S.primaryActionTriggered"])
        #expect(s.isOn)

        s.setOn(false, animated: true)
        s.isOn = true
        s.isOn = false
        screen.runLoop()
        #expect(log.take() == [])
        expectScreen(screen.lines, rows: 0..<1, equal: ["  [OFF]"])

        screen.click(x: 3, y: 2)        // disabled: ignored
        screen.press(.tab)              // only the enabled switch takes focus
        #expect(s.isFocused)
        #expect(off.isOn)
        #expect(log.take() == [])
    }
}
