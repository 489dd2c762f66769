import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// A screen with text fields "A" (and "B") whose delegate calls, control events and
/// notifications all go into one log.
@MainActor
private final class FieldRig {
    let screen: HeadlessScreen
    let log = ControlsEventLog()
    let a = UITextField(frame: CGRect(x: 2, y: 1, width: 14, height: 1))
    let b = UITextField(frame: CGRect(x: 2, y: 3, width: 14, height: 1))
    let da: ControlsFieldDelegate
    let db: ControlsFieldDelegate
    var tokens: [NSObjectProtocol] = []
    let host: ControlsHostController

    init(width: Int = 30, height: Int = 5, events: Bool = true, configure: (UITextField, UITextField) -> Void = { _, _ in }) {
        screen = HeadlessScreen.checked(width: width, height: height)
        da = ControlsFieldDelegate("A", log)
        db = ControlsFieldDelegate("B", log)
        a.borderStyle = .roundedRect
        b.borderStyle = .roundedRect
        a.delegate = da
        b.delegate = db
        if events {
            controlsLogEvents(a, "A", log)
            controlsLogEvents(b, "B", log)
        }
        configure(a, b)
        let a = self.a, b = self.b
        host = ControlsHostController { v in v.addSubview(a); v.addSubview(b) }
        screen.makeWindow(root: host)
        tokens = controlsObserveTextNotifications(screen.application.notificationCenter,
                                                  names: [ObjectIdentifier(a): "A", ObjectIdentifier(b): "B"], log)
    }

    deinit {
        MainActor.assumeIsolated {
            for t in tokens { screen.application.notificationCenter.removeObserver(t) }
        }
    }

    /// Field A's row as drawn, and the cursor.
    var rowA: String { screen.lines[1] }
    var cursor: CursorPosition? { screen.cursor }
}

@MainActor
@Suite struct UITextFieldTests {

    // MARK: Drawing

    @Test func drawingPlaceholderSecureClearButtonBorderlessAndDisabled() {
        let screen = HeadlessScreen.checked(width: 20, height: 6)
        var fields: [UITextField] = []
        screen.makeWindow(root: ControlsHostController { v in
            @MainActor func field(_ y: Int, _ setup: (UITextField) -> Void) {
                let f = UITextField(frame: CGRect(x: 2, y: y, width: 14, height: 1))
                f.borderStyle = .roundedRect
                setup(f)
                v.addSubview(f)
                fields.append(f)
            }
            field(0) { $0.placeholder = "Name" }
            field(1) { $0.text = "secret"; $0.isSecureTextEntry = true }
            field(2) { $0.text = "Bob"; $0.clearButtonMode = .always }
            field(3) { $0.text = "plain"; $0.borderStyle = .none }
            field(4) { $0.text = "off"; $0.isEnabled = false }
            field(5) { $0.text = "李小龍"; $0.textAlignment = .right }
        })
        expectScreen(screen.lines, equals: [
            "  [Name        ]",
            "  [••••••      ]",
            "  [Bob        ×]",
            "  plain",
            "  [off         ]",
            "  [      李小龍]",
        ])
        #expect(screen.cursor == nil)
        // Placeholder dim, borderless text area underlined, disabled field dim throughout.
        #expect(controlsCommonAttributes(screen, x: 3, y: 0, count: 4) == [.dim])
        #expect(controlsAttributes(screen, x: 7, y: 0) == [])
        #expect(controlsCommonAttributes(screen, x: 2, y: 3, count: 14) == [.underline])
        #expect(controlsCommonAttributes(screen, x: 2, y: 4, count: 14) == [.dim])
        #expect(controlsAttributes(screen, x: 14, y: 2) == [])

        // Focus (Tab) makes the first field first responder: reversed, cursor inside.
        screen.press(.tab)
        #expect(fields[0].isFirstResponder)
        #expect(controlsCommonAttributes(screen, x: 2, y: 0, count: 14) == [.reverse])
        #expect(controlsCommonAttributes(screen, x: 3, y: 0, count: 4) == [.reverse, .dim])
        #expect(screen.cursor == CursorPosition(x: 3, y: 0))
    }

    @Test func clearButtonModesFollowEditing() {
        let rig = FieldRig { a, b in
            a.text = "abc"; a.clearButtonMode = .whileEditing
            b.text = "xyz"; b.clearButtonMode = .unlessEditing
        }
        expectScreen(rig.screen.lines, rows: 1..<4, equal: ["  [abc         ]", "", "  [xyz        ×]"])
        rig.a.becomeFirstResponder()
        rig.screen.runLoop()
        expectScreen(rig.screen.lines, rows: 1..<4, equal: ["  [abc        ×]", "", "  [xyz        ×]"])
        rig.b.becomeFirstResponder()
        rig.screen.runLoop()
        expectScreen(rig.screen.lines, rows: 1..<4, equal: ["  [abc         ]", "", "  [xyz         ]"])
    }

    // MARK: Editing

    @Test func typingAndCursorMovementKeys() {
        let rig = FieldRig(events: false)
        rig.a.becomeFirstResponder()
        let s = rig.screen
        var steps: [String] = []
        func snap(_ what: String) { steps.append("\(what): \(rig.a.text ?? "") @\(s.cursor.map { $0.x - 3 } ?? -1)") }
        s.type("hello"); snap("type")
        s.press(.left); s.press(.left); snap("left×2")
        s.type("X"); snap("X")
        s.press(.home); snap("home")
        s.press(.control("e")); snap("ctrl-e")
        s.press(.control("a")); snap("ctrl-a")
        s.press(.deleteForward); snap("delete")
        s.press(.end); s.press(.backspace); snap("end+backspace")
        s.press(.control("b")); s.press(.control("b")); snap("ctrl-b×2")
        s.press(.control("k")); snap("ctrl-k")
        s.press(.control("f")); s.press(.right); snap("ctrl-f+right at end")
        s.press(.control("u")); snap("ctrl-u")
        s.type("one two three"); s.press(.control("w")); snap("ctrl-w")
        s.press(.control("d")); s.press(.control("h")); snap("ctrl-d at end, ctrl-h")
        #expect(steps == [
            "type: hello @5",
            "left×2: hello @3",
            "X: helXlo @4",
            "home: helXlo @0",
            "ctrl-e: helXlo @6",
            "ctrl-a: helXlo @0",
            "delete: elXlo @0",
            "end+backspace: elXl @4",
            "ctrl-b×2: elXl @2",
            "ctrl-k: el @2",
            "ctrl-f+right at end: el @2",
            "ctrl-u:  @0",
            "ctrl-w: one two  @8",
            "ctrl-d at end, ctrl-h: one two @7",
        ])
        #expect(rig.rowA == "  [one two     ]")
    }

    @Test func graphemeCorrectEditingWithCJKEmojiAndCombiningMarks() {
        let rig = FieldRig(width: 40, events: false) { a, _ in a.frame.size.width = 30 }
        rig.a.becomeFirstResponder()
        let s = rig.screen
        rig.log.take()
        s.type("汉字")
        #expect(s.cursor == CursorPosition(x: 7, y: 1))
        s.type("👨‍👩‍👧")          // one grapheme (a ZWJ sequence), one key
        s.type("e")
        s.press(.text("\u{301}")) // a combining acute accent typed on its own joins the "e"
        s.type("🇯🇵")
        #expect(rig.a.text == "汉字👨‍👩‍👧e\u{301}🇯🇵")
        #expect(rig.a.text?.count == 5)
        // Widths are the terminal's (wcwidth): 2 per CJK character and per emoji, 1 for "é";
        // glibc gives regional-indicator flags 1.
        let drawn = TextWidth.width(of: "汉字👨‍👩‍👧é🇯🇵")
        #expect(drawn == 4 + 2 + 1 + TextWidth.width(of: "🇯🇵"))
        #expect(rig.rowA == "  [汉字👨‍👩‍👧é🇯🇵" + String(repeating: " ", count: 28 - drawn) + "]")
        #expect(s.cursor == CursorPosition(x: 3 + drawn, y: 1))
        s.press(.backspace)       // the flag: 4 UTF-16 units
        s.press(.backspace)       // "é": 2 units
        s.press(.left)            // before the family
        s.press(.left)            // before 字
        s.press(.deleteForward)   // 字
        s.press(.backspace)       // 汉
        s.press(.backspace)       // nothing left before the cursor: no delegate call
        #expect(rig.a.text == "👨‍👩‍👧")
        #expect(rig.log.take().filter { !$0.hasPrefix("note.") } == [
            "A.shouldChange(0,0,\"汉\") text=\"\"",
            "A.shouldChange(1,0,\"字\") text=\"汉\"",
            "A.shouldChange(2,0,\"👨‍👩‍👧\") text=\"汉字\"",
            "A.shouldChange(10,0,\"e\") text=\"汉字👨‍👩‍👧\"",
            "A.shouldChange(11,0,\"\u{301}\") text=\"汉字👨‍👩‍👧e\"",
            "A.shouldChange(12,0,\"🇯🇵\") text=\"汉字👨‍👩‍👧é\"",
            "A.shouldChange(12,4,\"\") text=\"汉字👨‍👩‍👧é🇯🇵\"",
            "A.shouldChange(10,2,\"\") text=\"汉字👨‍👩‍👧é\"",
            "A.shouldChange(1,1,\"\") text=\"汉字👨‍👩‍👧\"",
            "A.shouldChange(0,1,\"\") text=\"汉👨‍👩‍👧\"",
        ])
        #expect(s.cursor == CursorPosition(x: 3, y: 1))
    }

    @Test func longTextScrollsHorizontallyToKeepTheCursorVisible() {
        let rig = FieldRig(events: false) { a, _ in a.frame.size.width = 10 }
        let s = rig.screen
        rig.a.becomeFirstResponder()
        s.type("abcdefghijkl")
        #expect(rig.rowA == "  [fghijkl ]")
        #expect(s.cursor == CursorPosition(x: 10, y: 1))
        s.press(.home)
        #expect(rig.rowA == "  [abcdefgh]")
        #expect(s.cursor == CursorPosition(x: 3, y: 1))
        s.press(.right); s.press(.right)
        #expect(rig.rowA == "  [abcdefgh]")
        s.press(.end)
        s.press(.backspace); s.press(.backspace); s.press(.backspace)
        // Deleting at the end scrolls back so the field stays full (one cell for the cursor).
        #expect(rig.rowA == "  [cdefghi ]")
        #expect(s.cursor == CursorPosition(x: 10, y: 1))
        s.press(.control("u"))
        s.type("一二三四五")
        #expect(rig.rowA == "  [三四五  ]")
        #expect(s.cursor == CursorPosition(x: 9, y: 1))
        // Not editing: the start of the text shows again.
        rig.a.resignFirstResponder()
        s.runLoop()
        #expect(rig.rowA == "  [一二三四]")
        #expect(s.cursor == nil)
    }

    @Test func clickingPlacesTheCursor() {
        let rig = FieldRig(events: false) { a, _ in a.text = "abcdef" }
        let s = rig.screen
        s.click(x: 6, y: 1)   // on "d": focuses, begins editing, cursor before "d"
        #expect(rig.a.isFirstResponder)
        #expect(s.cursor == CursorPosition(x: 6, y: 1))
        s.type("_")
        #expect(rig.a.text == "abc_def")
        s.click(x: 14, y: 1)  // past the end
        s.type("!")
        #expect(rig.a.text == "abc_def!")
    }

    // MARK: Event order

    @Test func exactSequenceForBeginEditUserEditsReturnAndSwitchingFields() {
        let rig = FieldRig()
        let s = rig.screen
        rig.log.take()

        #expect(rig.a.becomeFirstResponder())
        #expect(rig.log.take() == [
            "A.shouldBegin", "A.didBegin", "A.editingDidBegin text=\"\"", "note.didBeginEditing(A) text=\"\"",
        ])

        s.type("hi")
        #expect(rig.log.take() == [
            "A.shouldChange(0,0,\"h\") text=\"\"", "A.editingChanged text=\"h\"", "note.didChange(A) text=\"h\"",
            "A.shouldChange(1,0,\"i\") text=\"h\"", "A.editingChanged text=\"hi\"", "note.didChange(A) text=\"hi\"",
        ])

        s.press(.backspace)
        #expect(rig.log.take() == [
            "A.shouldChange(1,1,\"\") text=\"hi\"", "A.editingChanged text=\"h\"", "note.didChange(A) text=\"h\"",
        ])

        // Another field asks to begin: the new field is asked first, then the old one ends.
        #expect(rig.b.becomeFirstResponder())
        #expect(rig.log.take() == [
            "B.shouldBegin", "A.shouldEnd", "A.didEnd(committed)", "A.editingDidEnd text=\"h\"",
            "note.didEndEditing(A) text=\"h\"", "B.didBegin", "B.editingDidBegin text=\"\"",
            "note.didBeginEditing(B) text=\"\"",
        ])

        // Return with a Did-End-On-Exit listener: the field resigns.
        s.press(.enter)
        #expect(rig.log.take() == [
            "B.shouldReturn", "B.primaryActionTriggered text=\"\"", "B.editingDidEndOnExit text=\"\"",
            "B.shouldEnd", "B.didEnd(committed)", "B.editingDidEnd text=\"\"", "note.didEndEditing(B) text=\"\"",
        ])
        #expect(rig.screen.application.keyWindow?.firstResponder == nil)
    }

    @Test func B27_programmaticTextSendsNothingUserEditsSendEverything() {
        let rig = FieldRig()
        rig.a.becomeFirstResponder()
        rig.log.take()
        rig.a.text = "set in code"
        rig.b.text = "also in code"
        rig.screen.runLoop()
        #expect(rig.log.take() == [])
        #expect(rig.rowA == "  [set in code ]")
        // The insertion point moved to the end of the new text.
        rig.screen.type("!")
        #expect(rig.log.take() == [
            "A.shouldChange(11,0,\"!\") text=\"set in code\"", "A.editingChanged text=\"set in code!\"",
            "note.didChange(A) text=\"set in code!\"",
        ])
        // Apps that need observers to run send the event themselves; that posts no notification.
        rig.b.sendActions(for: .editingChanged)
        #expect(rig.log.take() == ["B.editingChanged text=\"also in code\""])
    }

    @Test func delegateRefusingAChangeStopsItAndEverythingAfter() {
        let rig = FieldRig()
        rig.da.allowChange = { _, s in s.allSatisfy(\.isNumber) }
        rig.a.becomeFirstResponder()
        rig.log.take()
        rig.screen.type("1a")
        #expect(rig.a.text == "1")
        #expect(rig.log.take() == [
            "A.shouldChange(0,0,\"1\") text=\"\"", "A.editingChanged text=\"1\"", "note.didChange(A) text=\"1\"",
            "A.shouldChange(1,0,\"a\") text=\"1\"",
        ])
    }

    @Test func pasteInsertsAllCharactersInOneEdit() {
        let rig = FieldRig()
        rig.a.becomeFirstResponder()
        rig.log.take()
        rig.screen.press(.text("hello world"))
        #expect(rig.log.take() == [
            "A.shouldChange(0,0,\"hello world\") text=\"\"", "A.editingChanged text=\"hello world\"",
            "note.didChange(A) text=\"hello world\"",
        ])
        #expect(rig.screen.cursor == CursorPosition(x: 14, y: 1))
    }

    @Test func clearButtonAsksShouldClearAndSendsChangeWithoutShouldChange() {
        let rig = FieldRig { a, _ in a.text = "Bob"; a.clearButtonMode = .whileEditing }
        rig.a.becomeFirstResponder()
        rig.screen.runLoop()
        rig.log.take()
        rig.da.allowClear = false
        rig.screen.click(x: 14, y: 1)
        #expect(rig.a.text == "Bob")
        #expect(rig.log.take() == ["A.touchDown text=\"Bob\"", "A.touchUpInside text=\"Bob\"", "A.shouldClear"])
        rig.da.allowClear = true
        rig.log.take()
        #expect(rig.screen.click(text: "×"))
        #expect(rig.a.text == "")
        #expect(rig.log.take().filter { !$0.contains("touch") } == [
            "A.shouldClear", "A.editingChanged text=\"\"", "note.didChange(A) text=\"\"",
        ])
        #expect(rig.rowA == "  [            ]")
    }

    @Test func returnKeyVariants() {
        // No listener for Did End On Exit: Return reports but the field keeps editing.
        let rig = FieldRig(events: false)
        controlsLogEvents(rig.a, "A", rig.log, [(.primaryActionTriggered, "primaryActionTriggered")])
        rig.a.becomeFirstResponder()
        rig.log.take()
        rig.da.allowReturn = false
        rig.screen.press(.enter)
        #expect(rig.log.take() == ["A.shouldReturn"])
        rig.da.allowReturn = true
        rig.screen.press(.enter)
        #expect(rig.log.take() == ["A.shouldReturn", "A.primaryActionTriggered text=\"\""])
        #expect(rig.a.isFirstResponder)
        // A listener for Did End On Exit makes Return end editing.
        controlsLogEvents(rig.a, "A", rig.log, [(.editingDidEndOnExit, "editingDidEndOnExit")])
        rig.screen.press(.enter)
        #expect(rig.log.take() == [
            "A.shouldReturn", "A.primaryActionTriggered text=\"\"", "A.editingDidEndOnExit text=\"\"",
            "A.shouldEnd", "A.didEnd(committed)", "note.didEndEditing(A) text=\"\"",
        ])
        #expect(!rig.a.isFirstResponder)
    }

    @Test func endEditingAsksThenForcesAndRemovalFromWindowForces() {
        let rig = FieldRig()
        rig.da.allowEnd = false
        rig.a.becomeFirstResponder()
        rig.log.take()
        #expect(rig.host.view.endEditing(false) == false)
        #expect(rig.a.isFirstResponder)
        #expect(rig.log.take() == ["A.shouldEnd"])
        #expect(rig.host.view.endEditing(true))
        #expect(!rig.a.isFirstResponder)
        #expect(rig.log.take() == [
            "A.shouldEnd", "A.didEnd(committed)", "A.editingDidEnd text=\"\"", "note.didEndEditing(A) text=\"\"",
        ])

        // Removing an editing field from the window ends its editing even when it refuses.
        rig.a.becomeFirstResponder()
        rig.log.take()
        rig.a.removeFromSuperview()
        #expect(rig.log.take() == [
            "A.shouldEnd", "A.didEnd(committed)", "A.editingDidEnd text=\"\"", "note.didEndEditing(A) text=\"\"",
        ])
        #expect(rig.screen.application.keyWindow?.firstResponder == nil)
    }

    @Test func disabledFieldCannotEditAndDisablingEndsEditing() {
        let rig = FieldRig()
        rig.b.isEnabled = false
        rig.log.take()
        #expect(!rig.b.becomeFirstResponder())
        #expect(rig.log.take() == [])
        rig.screen.press(.tab)
        rig.screen.press(.tab)
        #expect(rig.a.isFirstResponder)            // B is skipped: focus wraps to A
        rig.log.take()
        rig.a.isEnabled = false
        #expect(!rig.a.isFirstResponder)
        #expect(rig.log.take() == [
            "A.shouldEnd", "A.didEnd(committed)", "A.editingDidEnd text=\"\"", "note.didEndEditing(A) text=\"\"",
        ])
        rig.screen.type("x")
        #expect(rig.a.text == "")
    }

    @Test func delegateRefusingToBeginKeepsTheFieldOut() {
        let rig = FieldRig()
        rig.da.allowBegin = false
        rig.log.take()
        #expect(!rig.a.becomeFirstResponder())
        #expect(rig.log.take() == ["A.shouldBegin"])
        #expect(rig.screen.cursor == nil)
    }

    @Test func secureFieldShowsBulletsAndItsFirstEditReplacesTheText() {
        let rig = FieldRig { a, _ in a.isSecureTextEntry = true; a.text = "old" }
        rig.a.becomeFirstResponder()
        rig.log.take()
        rig.screen.type("n")
        #expect(rig.a.text == "n")
        #expect(rig.log.take() == [
            "A.shouldChange(0,3,\"n\") text=\"old\"", "A.editingChanged text=\"n\"", "note.didChange(A) text=\"n\"",
        ])
        rig.screen.type("ew")
        #expect(rig.a.text == "new")
        #expect(rig.rowA == "  [•••         ]")
        #expect(rig.screen.cursor == CursorPosition(x: 6, y: 1))
    }

    // MARK: Pitfalls

    /// B26: becomeFirstResponder() in viewDidLoad returns false (not in a window yet); in
    /// viewDidAppear it works and the hardware cursor sits in the field.
    @Test func B26_becomeFirstResponderInViewDidLoadFailsInViewDidAppearWorks() {
        @MainActor final class LoginController: UIViewController {
            let field = UITextField(frame: CGRect(x: 1, y: 1, width: 12, height: 1))
            var results: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                field.borderStyle = .roundedRect
                view.addSubview(field)
                results.append("viewDidLoad: \(field.becomeFirstResponder()) window=\(field.window != nil)")
                results.append("viewDidLoad resign: \(field.resignFirstResponder())")
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                results.append("viewWillAppear window=\(field.window != nil)")
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                results.append("viewDidAppear: \(field.becomeFirstResponder()) isFirstResponder=\(field.isFirstResponder)")
            }
        }
        let screen = HeadlessScreen.checked(width: 20, height: 3)
        let vc = LoginController()
        screen.makeWindow(root: vc)
        #expect(vc.results == [
            "viewDidLoad: false window=false",
            "viewDidLoad resign: false",
            "viewWillAppear window=true",
            "viewDidAppear: true isFirstResponder=true",
        ])
        #expect(screen.cursor == CursorPosition(x: 2, y: 1))
        screen.type("ok")
        expectScreen(screen.lines, equals: ["", " [ok        ]", ""])
    }

    /// B28: Foundation's block observers keep firing until removed, even after the object
    /// that registered them is gone; our text-field notifications are ordinary Foundation
    /// notifications, so they behave exactly that way.
    @Test func B28_blockObserversFireUntilRemoved() {
        @MainActor final class Owner {
            var token: NSObjectProtocol?
            init(center: NotificationCenter, field: UITextField, log: ControlsEventLog) {
                token = center.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: nil) {
                    [weak self] note in
                    MainActor.assumeIsolated {
                        log.log("block: \((note.object as? UITextField)?.text ?? "") owner=\(self == nil ? "gone" : "alive")")
                    }
                }
            }
        }
        let rig = FieldRig(events: false)
        let center = rig.screen.application.notificationCenter
        var owner: Owner? = Owner(center: center, field: rig.a, log: rig.log)
        let token = owner?.token
        weak var weakOwner = owner
        rig.a.becomeFirstResponder()
        rig.log.take()
        rig.screen.type("a")
        owner = nil
        #expect(weakOwner == nil)
        rig.screen.type("b")
        if let token { center.removeObserver(token) }
        rig.screen.type("c")
        #expect(rig.log.take().filter { $0.hasPrefix("block") } == ["block: a owner=alive", "block: ab owner=gone"])
        #expect(rig.a.text == "abc")
    }
}
