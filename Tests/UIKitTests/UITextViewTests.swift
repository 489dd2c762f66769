import Foundation
import HeadlessBackend
import Testing
import UIKit
import UIKitEngine
import TestSupport

/// Logs every UITextViewDelegate call with the text view's text and selection.
@MainActor
final class TextViewLog: NSObject, UITextViewDelegate {
    var lines: [String] = []
    var refuse: String?
    func take() -> [String] { defer { lines.removeAll() }; return lines }
    private func state(_ t: UITextView) -> String { "\"\(t.text ?? "")\" \(t.selectedRange.location),\(t.selectedRange.length)" }
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { lines.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { lines.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { lines.append("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: UITextView) { lines.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        lines.append("shouldChange \(range.location),\(range.length) \"\(text)\"")
        return text != refuse
    }
    func textViewDidChange(_ textView: UITextView) { lines.append("didChange \(state(textView))") }
    func textViewDidChangeSelection(_ textView: UITextView) { lines.append("didChangeSelection \(state(textView))") }
}

@MainActor @Suite struct UITextViewTests {
    /// A 20×5 text view at (2, 1) in a 30×8 screen, with a logging delegate.
    func makeTextView(_ text: String = "", width: Int = 20, height: Int = 5)
        -> (HeadlessScreen, UITextView, TextViewLog) {
        let screen = HeadlessScreen.checked(width: 30, height: 8)
        let view = UITextView(frame: CGRect(x: 2, y: 1, width: width, height: height))
        view.text = text
        let log = TextViewLog()
        view.delegate = log
        screen.makeWindow(root: ControlsHostController { $0.addSubview(view) })
        return (screen, view, log)
    }

    @Test func typingWrapsAtTheWidthAndReturnStartsANewLine() {
        let (screen, view, log) = makeTextView()
        #expect(view.becomeFirstResponder())
        screen.type("The quick brown fox jumps")
        screen.press(.enter)
        screen.type("over")
        screen.runLoop()
        // Wrapped after the last space that fits in 19 columns (one is kept for the cursor).
        expectScreen(screen.lines, rows: 1..<4, equal: ["  The quick brown", "  fox jumps", "  over"])
        #expect(view.text == "The quick brown fox jumps\nover")
        #expect(screen.cursor == CursorPosition(x: 6, y: 3))
        #expect(view.selectedRange == NSRange(location: 30, length: 0))
        _ = log
    }

    @Test func delegateCallsComeInUIKitsOrderAndOnlyUserEditsNotify() {
        let (screen, view, log) = makeTextView("ab")
        var posted: [String] = []
        let center = screen.application.notificationCenter
        let names = [UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification,
                     UITextView.textDidEndEditingNotification]
        let tokens = names.map { name in
            center.addObserver(forName: name, object: view, queue: nil) { n in
                MainActor.assumeIsolated { posted.append(n.name.rawValue) }
            }
        }
        defer { tokens.forEach(center.removeObserver) }

        view.becomeFirstResponder()
        screen.type("c")
        screen.press(.left)
        view.text = "programmatic"          // sends nothing
        log.refuse = "x"
        screen.type("x")                    // refused: nothing changes
        view.resignFirstResponder()
        #expect(log.take() == [
            "shouldBegin", "didBegin",
            "shouldChange 2,0 \"c\"", "didChangeSelection \"abc\" 3,0", "didChange \"abc\" 3,0",
            "didChangeSelection \"abc\" 2,0",
            "shouldChange 12,0 \"x\"",
            "shouldEnd", "didEnd",
        ])
        #expect(view.text == "programmatic")
        #expect(posted == ["UITextViewTextDidBeginEditingNotification", "UITextViewTextDidChangeNotification",
                           "UITextViewTextDidEndEditingNotification"])
    }

    @Test func wordLineAndTextMovement() {
        let (screen, view, _) = makeTextView("one two  three\nfour five\nsix")
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 0, length: 0)
        func at() -> Int { view.selectedRange.location }
        screen.press(UIKey(characters: "", keyCode: .keyboardRightArrow, modifierFlags: .alternate))
        #expect(at() == 3)                   // end of "one"
        screen.press(UIKey(characters: "f", modifierFlags: .alternate))
        #expect(at() == 7)                   // end of "two"
        screen.press(UIKey(characters: "", keyCode: .keyboardRightArrow, modifierFlags: .control))
        #expect(at() == 14)                  // end of "three", skipping two spaces
        screen.press(UIKey(characters: "", keyCode: .keyboardRightArrow, modifierFlags: .alternate))
        #expect(at() == 19)                  // across the line break: end of "four"
        screen.press(UIKey(characters: "b", modifierFlags: .alternate))
        #expect(at() == 15)                  // start of "four"
        screen.press(.up)                    // column 0 of the line above
        #expect(at() == 0)
        screen.press(.end)
        #expect(at() == 14)
        screen.press(.down)                  // column 14 does not exist below: end of "four five"
        #expect(at() == 24)
        screen.press(.down)                  // the goal column is kept: end of "six"
        #expect(at() == 28)
        screen.press(.home)
        #expect(at() == 25)
        screen.press(UIKey(characters: "", keyCode: .keyboardHome, modifierFlags: .control))
        #expect(at() == 0)
        screen.press(UIKey(characters: "", keyCode: .keyboardEnd, modifierFlags: .control))
        #expect(at() == 28)
        screen.press(.control("w"))          // deletes "six"
        #expect(view.text == "one two  three\nfour five\n")
        screen.press(.backspace)             // joins the lines
        #expect(view.text == "one two  three\nfour five")
    }

    @Test func shiftExtendsTheSelectionTypingReplacesItAndItIsDrawnReversed() {
        let (screen, view, log) = makeTextView("hello world")
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 6, length: 0)
        _ = log.take()
        for _ in 0..<5 { screen.press(UIKey(characters: "", keyCode: .keyboardRightArrow, modifierFlags: .shift)) }
        screen.runLoop()
        #expect(view.selectedRange == NSRange(location: 6, length: 5))
        #expect((8..<13).allSatisfy { screen.grid[$0, 1].style.attributes.contains(.reverse) })
        #expect(!screen.grid[7, 1].style.attributes.contains(.reverse))
        _ = log.take()
        screen.type("t")
        #expect(log.take() == ["shouldChange 6,5 \"t\"", "didChangeSelection \"hello t\" 7,0",
                               "didChange \"hello t\" 7,0"])
        screen.type("here")
        #expect(view.text == "hello there")
        // Left without Shift collapses a selection to its start.
        view.selectedRange = NSRange(location: 0, length: 5)
        screen.press(.left)
        #expect(view.selectedRange == NSRange(location: 0, length: 0))
    }

    @Test func itScrollsToKeepTheInsertionPointVisible() {
        let text = (1...30).map { "line \($0)" }.joined(separator: "\n")
        let (screen, view, _) = makeTextView(text)
        screen.runLoop()
        #expect(view.contentSize.height == 30)
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 0, length: 0)
        screen.runLoop()
        expectScreen(screen.lines, rows: 1..<6, equal: ["  line 1", "  line 2", "  line 3", "  line 4", "  line 5"])
        for _ in 0..<6 { screen.press(.down) }
        screen.runLoop()
        #expect(view.contentOffset.y == 2)
        expectScreen(screen.lines, rows: 1..<6, equal: ["  line 3", "  line 4", "  line 5", "  line 6", "  line 7"])
        #expect(screen.cursor == CursorPosition(x: 2, y: 5))
        screen.press(.pageDown)
        screen.runLoop()
        #expect(view.selectedRange.location == (text as NSString).range(of: "line 11").location)
        // The wheel scrolls without moving the insertion point.
        screen.scroll(x: 5, y: 3, deltaY: 1)
        screen.runLoop()
        #expect(view.selectedRange.location == (text as NSString).range(of: "line 11").location)
    }

    @Test func notEditableIgnoresTypingButStillMoves() {
        let (screen, view, log) = makeTextView("read only")
        view.isEditable = false
        #expect(view.becomeFirstResponder())
        view.selectedRange = NSRange(location: 0, length: 0)
        screen.type("x")
        screen.press(.backspace)
        screen.press(.right)
        #expect(view.text == "read only")
        #expect(view.selectedRange == NSRange(location: 1, length: 0))
        // A selectable, non-editable text view sends no editing callbacks.
        #expect(log.take() == ["didChangeSelection \"read only\" 1,0"])
    }

    @Test func aClickPlacesTheInsertionPointAndWideCharactersCountTwoColumns() {
        let (screen, view, _) = makeTextView("张三 Ada\nsecond")
        screen.runLoop()
        screen.click(x: 2 + 5, y: 1)        // on "Ada"'s "A" (张 and 三 are two columns each)
        screen.runLoop()
        #expect(view.isFirstResponder)
        #expect(view.selectedRange.location == 3)
        #expect(screen.cursor == CursorPosition(x: 7, y: 1))
        screen.click(x: 2 + 3, y: 2)
        #expect(view.selectedRange.location == 10)
    }

    @Test func controlCharactersFromTheTextNeverReachTheScreenRaw() {
        let (screen, _, _) = makeTextView("a\u{1B}]0;title\u{07}b")
        screen.runLoop()
        #expect(!screen.lines[1].contains("\u{1B}") && !screen.lines[1].contains("\u{07}"))
        #expect(screen.lines[1].hasPrefix("  a"))
    }
}
