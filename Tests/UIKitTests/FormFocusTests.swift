import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// Keyboard navigation across a whole form: Tab / Shift-Tab order, text fields becoming
/// first responder as focus reaches them, controls activated with Enter / Space.
@MainActor
@Suite struct FormFocusTests {
    @MainActor private final class Form {
        let screen = HeadlessScreen.checked(width: 26, height: 6)
        let log = ControlsEventLog()
        let name = UITextField(frame: CGRect(x: 8, y: 0, width: 14, height: 1))
        let email = UITextField(frame: CGRect(x: 8, y: 1, width: 14, height: 1))
        let news = UISwitch(frame: CGRect(x: 8, y: 2, width: 5, height: 1))
        let delete = UIButton(type: .system)
        let save = UIButton(type: .system)
        let cancel = UIButton(type: .system)
        let nameDelegate: ControlsFieldDelegate
        let emailDelegate: ControlsFieldDelegate
        var tokens: [NSObjectProtocol] = []

        init() {
            nameDelegate = ControlsFieldDelegate("Name", log)
            emailDelegate = ControlsFieldDelegate("Email", log)
            for (f, d, p) in [(name, nameDelegate, "Your name"), (email, emailDelegate, "you@example")] {
                f.borderStyle = .roundedRect
                f.placeholder = p
                f.delegate = d
            }
            delete.setTitle("Delete", for: .normal)
            delete.isEnabled = false
            delete.frame = CGRect(x: 1, y: 3, width: 10, height: 1)
            save.setTitle("Save", for: .normal)
            save.sizeToFit()
            save.frame.origin = CGPoint(x: 1, y: 5)
            cancel.setTitle("Cancel", for: .normal)
            cancel.sizeToFit()
            cancel.frame.origin = CGPoint(x: 12, y: 5)
            controlsLogEvents(news, "News", log, [(.valueChanged, "valueChanged")])
            controlsLogEvents(save, "Save", log, [(.touchUpInside, "touchUpInside")])
            controlsLogEvents(cancel, "Cancel", log, [(.touchUpInside, "touchUpInside")])
            let views: [UIView] = [name, email, news, delete, save, cancel]
            screen.makeWindow(root: ControlsHostController { v in
                for (y, text) in ["Name:", "Email:", "News:"].enumerated() {
                    let l = UILabel(frame: CGRect(x: 1, y: y, width: 6, height: 1))
                    l.text = text
                    v.addSubview(l)
                }
                let note = UILabel(frame: CGRect(x: 12, y: 3, width: 14, height: 1))
                note.text = "(locked)"
                v.addSubview(note)
                for view in views { v.addSubview(view) }
            })
            tokens = controlsObserveTextNotifications(screen.application.notificationCenter,
                                                      names: [ObjectIdentifier(name): "Name", ObjectIdentifier(email): "Email"], log)
        }

        var focusName: String {
            let w = screen.application.keyWindow
            let named: [(UIView, String)] = [(name, "name"), (email, "email"), (news, "news"), (delete, "delete"),
                                             (save, "save"), (cancel, "cancel")]
            let f = named.first { $0.0 === w?.focusedView }?.1 ?? "none"
            let r = named.first { $0.0 === (w?.firstResponder as? UIView) }?.1 ?? "none"
            return "focus=\(f) responder=\(r)"
        }
    }

    @Test func tabAndShiftTabVisitEnabledControlsInReadingOrder() {
        let form = Form()
        var visited: [String] = []
        for _ in 0..<6 { form.screen.press(.tab); visited.append(form.focusName) }
        form.screen.press(.backTab); visited.append(form.focusName)
        form.screen.press(.backTab); visited.append(form.focusName)
        #expect(visited == [
            "focus=name responder=name",
            "focus=email responder=email",
            "focus=news responder=none",
            "focus=save responder=none",
            "focus=cancel responder=none",
            "focus=name responder=name",
            "focus=cancel responder=none",
            "focus=save responder=none",
        ])
    }

    @Test func fillingInTheFormByKeyboardOnly() {
        let form = Form()
        let s = form.screen
        form.log.take()
        s.press(.tab)
        s.type("Ada")
        s.press(.down)                  // Down is not a text-editing key: it moves focus
        s.type("ada@x.org")
        expectScreen(s.lines, equals: [
            " Name:  [Ada         ]",
            " Email: [ada@x.org   ]",
            " News:  [OFF]",
            " [ Delete ] (locked)",
            "",
            " [ Save ]   [ Cancel ]",
        ])
        #expect(s.cursor == CursorPosition(x: 18, y: 1))
        #expect(controlsCommonAttributes(s, x: 8, y: 1, count: 14) == [.reverse])
        #expect(controlsCommonAttributes(s, x: 1, y: 3, count: 10) == [.dim])
        s.press(.tab)
        s.press(.space)                 // toggles the switch
        s.press(.tab)
        s.press(.enter)                 // presses Save
        expectScreen(s.lines, rows: 2..<3, equal: [" News:  [ ON]"])
        #expect(controlsCommonAttributes(s, x: 1, y: 5, count: 8) == [.reverse])
        #expect(s.cursor == nil)
        let trace = form.log.take().filter { !$0.contains("shouldChange") && !$0.contains("didChange") }
        #expect(trace == [
            "Name.shouldBegin", "Name.didBegin", "note.didBeginEditing(Name) text=\"\"",
            "Email.shouldBegin", "Name.shouldEnd", "Name.didEnd(committed)", "note.didEndEditing(Name) text=\"Ada\"",
            "Email.didBegin", "note.didBeginEditing(Email) text=\"\"",
            "Email.shouldEnd", "Email.didEnd(committed)", "note.didEndEditing(Email) text=\"ada@x.org\"",
            "News.valueChanged",
            "Save.touchUpInside",
        ])
        #expect(form.name.text == "Ada" && form.email.text == "ada@x.org" && form.news.isOn)
    }

    @Test func clickingAFieldWhileAnotherEditsFocusesItAndEndsTheOther() {
        let form = Form()
        let s = form.screen
        s.click(text: "Your name")
        form.log.take()
        s.click(text: "you@example")
        #expect(form.focusName == "focus=email responder=email")
        // UIKit's order for a tap on another field: the new one is asked first.
        #expect(form.log.take() == [
            "Email.shouldBegin", "Name.shouldEnd", "Name.didEnd(committed)", "note.didEndEditing(Name) text=\"\"",
            "Email.didBegin", "note.didBeginEditing(Email) text=\"\"",
        ])
        s.click(text: "(locked)")       // a label: nothing focusable under it, editing goes on
        #expect(form.focusName == "focus=email responder=email")
        s.click(text: "Delete")         // disabled: falls through to the background
        #expect(form.focusName == "focus=email responder=email")
    }

    /// A field whose delegate refuses to begin (an app that shows a picker instead) still
    /// takes keyboard focus, so Tab does not get stuck; Enter asks it again.
    @Test func aFieldThatRefusesToBeginIsFocusedWithoutEditing() {
        let form = Form()
        form.emailDelegate.allowBegin = false
        form.screen.press(.tab)
        form.log.take()
        form.screen.press(.tab)
        #expect(form.focusName == "focus=email responder=none")
        #expect(form.log.take() == [
            "Email.shouldBegin", "Name.shouldEnd", "Name.didEnd(committed)", "note.didEndEditing(Name) text=\"\"",
        ])
        form.screen.type("x")
        #expect(form.email.text == "")
        form.screen.press(.enter)
        #expect(form.log.take() == ["Email.shouldBegin"])
        form.screen.press(.tab)
        #expect(form.focusName == "focus=news responder=none")
    }
}
