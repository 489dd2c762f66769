import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// AL1, the alert and action sheet on screen, keyboard and clicks, handlers, text fields,
/// and pitfalls B07, B08, B11.
@MainActor
@Suite struct AlertControllerTests {

    /// A fresh trace and a checked screen showing "A" (two lines of a list) after its first
    /// display, the trace cleared: where every alert test starts.
    func presenter(width: Int = 50, height: Int = 12) -> (Trace, HeadlessScreen, ContentViewController) {
        let trace = Trace()
        let screen = HeadlessScreen.checked(width: width, height: height)
        let a = ContentViewController("A", trace)
        a.lines = ["Ann Lee", "Bo Chen"]
        screen.makeWindow(root: a)
        trace.reset()
        return (trace, screen, a)
    }

    func deleteAlert(_ trace: Trace) -> LoggingAlertController {
        let alert = LoggingAlertController(title: "Delete Contact?", message: "Ann Lee will be removed from this device.",
                                           preferredStyle: .alert)
        alert.trace = trace
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { a in trace.log("handler(\(a.title ?? ""))") })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { a in trace.log("handler(\(a.title ?? ""))") })
        return alert
    }

    // MARK: AL1

    @Test func AL1_alertPresent() {
        let (trace, screen, a) = presenter()
        let alert = LoggingAlertController(title: "T", message: "M", preferredStyle: .alert)
        alert.trace = trace
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in trace.log("handler()") })

        a.present(alert, animated: true) { trace.log("presentCompletion()") }
        screen.settle()

        #expect(trace.withoutLayout == ["Alert.viewDidLoad()", "Alert.viewWillAppear(true)", "Alert.viewDidAppear(true)",
                                        "presentCompletion()"])
        #expect(a.presentedViewController === alert)
        #expect(alert.presentingViewController === a)
        #expect(a.view.window != nil && !a.view.isHidden)
        #expect(a.appearanceChecks.count == 2)   // only its own first appearance
    }

    @Test func AL1_actionSheetPresentIsTheSame() {
        let (trace, screen, a) = presenter()
        let sheet = LoggingAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.trace = trace
        sheet.addAction(UIAlertAction(title: "Share", style: .default))

        a.present(sheet, animated: true) { trace.log("presentCompletion()") }
        screen.settle()

        #expect(trace.withoutLayout == ["Alert.viewDidLoad()", "Alert.viewWillAppear(true)", "Alert.viewDidAppear(true)",
                                        "presentCompletion()"])
    }

    // MARK: On screen

    @Test func alertWholeScreen() {
        let (trace, screen, a) = presenter()
        a.present(deleteAlert(trace), animated: true)
        screen.settle()

        expectScreen(screen.lines, equals: [
            "Ann Lee",
            "Bo Chen",
            "",
            "  ┌───────────────────────────────────────────┐",
            "  │              Delete Contact?              │",
            "  │ Ann Lee will be removed from this device. │",
            "  ├─────────────────────┬─────────────────────┤",
            "  │       Cancel        │       Delete        │",
            "  └─────────────────────┴─────────────────────┘",
            "", "", ""])
        // Dimmed background, bold title, the cancel action first in the row and focused
        // (reverse, bold), the destructive one red and underlined.
        #expect(screen.attributes(x: 0, y: 0) == [.dim])
        #expect(screen.attributes(x: 17, y: 4) == [.bold])
        #expect(screen.attributes(x: 4, y: 5) == [])
        #expect(screen.attributes(x: 10, y: 7) == [.bold, .reverse])
        #expect(screen.attributes(x: 3, y: 7) == [.reverse])
        #expect(screen.attributes(x: 32, y: 7) == [.underline])
        #expect(screen.grid[32, 7].style.foreground == UIColor.systemRed.cellColor)
    }

    @Test func actionSheetWholeScreen() {
        let (_, screen, a) = presenter(height: 14)
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Take Photo", style: .default))
        sheet.addAction(UIAlertAction(title: "Choose Photo", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete Photo", style: .destructive))

        a.present(sheet, animated: true)
        screen.runLoop()
        screen.advance(by: 0.15)
        #expect(screen.lines[13] != "  └────────────────────────────────────────────┘")   // still sliding up
        screen.settle()

        expectScreen(screen.lines, equals: [
            "Ann Lee",
            "Bo Chen",
            "",
            "",
            "  ┌────────────────────────────────────────────┐",
            "  │                   Photo                    │",
            "  ├────────────────────────────────────────────┤",
            "  │                 Take Photo                 │",
            "  │                Choose Photo                │",
            "  │                Delete Photo                │",
            "  └────────────────────────────────────────────┘",
            "  ┌────────────────────────────────────────────┐",
            "  │                   Cancel                   │",
            "  └────────────────────────────────────────────┘"])
        #expect(screen.attributes(x: 22, y: 5) == [.bold, .dim])
        #expect(screen.attributes(x: 20, y: 7) == [])                  // first action not focused
        #expect(screen.attributes(x: 19, y: 9) == [.underline])        // destructive
        #expect(screen.attributes(x: 22, y: 12) == [.bold, .reverse])  // cancel, focused: the safe choice
    }

    @Test func threeActionsAreStackedWithCancelLast() {
        let (_, screen, a) = presenter()
        let alert = UIAlertController(title: "Call", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Mobile", style: .default))
        alert.addAction(UIAlertAction(title: "Work", style: .default))

        a.present(alert, animated: false)
        screen.settle()

        expectScreen(screen.lines, equals: [
            "Ann Lee",
            "Bo Chen",
            "           ┌──────────────────────────┐",
            "           │           Call           │",
            "           ├──────────────────────────┤",
            "           │          Mobile          │",
            "           │           Work           │",
            "           │          Cancel          │",
            "           └──────────────────────────┘",
            "", "", ""])
    }

    // MARK: Choosing

    @Test func clickingAnActionDismissesThenRunsTheHandler() {
        let (trace, screen, a) = presenter()
        let alert = deleteAlert(trace)
        a.present(alert, animated: true)
        screen.settle()
        trace.reset()

        screen.click(x: 32, y: 7)   // "Delete"
        trace.log("@ click handled")
        screen.settle()

        // The dismissal starts inside the click; the handler runs once it has finished.
        #expect(trace.withoutLayout == ["Alert.viewWillDisappear(true)", "@ click handled", "Alert.viewDidDisappear(true)",
                                        "handler(Delete)"])
        #expect(a.presentedViewController == nil)
        expectScreen(screen.lines, equals: ["Ann Lee", "Bo Chen", "", "", "", "", "", "", "", "", "", ""])
        #expect(screen.attributes(x: 0, y: 0) == [])
    }

    @Test func theHandlerRunsAfterTheDismissalSoItCanPresentAgain() {
        let (_, screen, a) = presenter()
        let second = UIAlertController(title: "Deleted", message: nil, preferredStyle: .alert)
        second.addAction(UIAlertAction(title: "OK", style: .default))
        var presentedInHandler: UIViewController?
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
            presentedInHandler = a.presentedViewController
            a.present(second, animated: true)
        })
        a.present(alert, animated: true)
        screen.settle()

        screen.press(.enter)
        screen.settle()

        #expect(presentedInHandler == nil)
        #expect(a.presentedViewController === second)
        #expect(screen.application.diagnostics.warnings.isEmpty)
        expectScreen(screen.lines, rows: 4..<5, equal: ["           │         Deleted          │"])
    }

    @Test func keyboardMovesBetweenButtonsAndEnterChooses() {
        let (trace, screen, a) = presenter()
        a.present(deleteAlert(trace), animated: false)
        screen.settle()
        trace.reset()

        screen.press(.right)
        #expect(screen.attributes(x: 32, y: 7) == [.underline, .reverse])
        screen.press(.tab)   // wraps around to Cancel
        #expect(screen.attributes(x: 10, y: 7) == [.bold, .reverse])
        screen.press(.tab)
        screen.press(.enter)
        screen.settle()

        #expect(trace.withoutLayout == ["Alert.viewWillDisappear(true)", "Alert.viewDidDisappear(true)", "handler(Delete)"])
    }

    @Test func escapeChoosesTheCancelAction() {
        let (trace, screen, a) = presenter()
        a.present(deleteAlert(trace), animated: false)
        screen.settle()
        trace.reset()

        screen.press(.escape)
        screen.settle()

        #expect(trace.withoutLayout == ["Alert.viewWillDisappear(true)", "Alert.viewDidDisappear(true)", "handler(Cancel)"])
    }

    @Test func escapeDoesNothingWithoutACancelAction() {
        let (trace, screen, a) = presenter()
        let alert = UIAlertController(title: "Update available", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Install", style: .default) { _ in trace.log("install") })
        a.present(alert, animated: false)
        screen.settle()

        screen.press(.escape)
        screen.click(x: 0, y: 0)   // outside the box: an alert ignores it
        screen.settle()

        #expect(a.presentedViewController === alert)
        #expect(trace.lines.isEmpty)
    }

    @Test func clickOutsideAnActionSheetCancels() {
        let (trace, screen, a) = presenter(height: 14)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { _ in trace.log("share") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in trace.log("cancel") })
        a.present(sheet, animated: true)
        screen.settle()

        screen.click(x: 1, y: 1)
        screen.settle()

        #expect(trace.lines == ["cancel"])
        #expect(a.presentedViewController == nil)
    }

    @Test func disabledActionsAreDimAndCannotBeChosen() {
        let (trace, screen, a) = presenter()
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        let save = UIAlertAction(title: "Save", style: .default) { _ in trace.log("save") }
        save.isEnabled = false
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        a.present(alert, animated: false)
        screen.settle()
        expectScreen(screen.lines, rows: 6..<7, equal: ["           │   Cancel   │    Save     │"])
        let x = 29, y = 6

        #expect(screen.attributes(x: x, y: y) == [.dim])
        screen.click(x: x, y: y)
        screen.press(.right)
        screen.settle()
        #expect(trace.lines.isEmpty)
        #expect(a.presentedViewController === alert)

        save.isEnabled = true
        screen.runLoop()
        #expect(screen.attributes(x: x, y: y) == [])
        screen.click(x: x, y: y)
        screen.settle()
        #expect(trace.lines == ["save"])
    }

    @Test func preferredActionIsBoldAndFocusedFirst() {
        let (trace, screen, a) = presenter()
        let alert = UIAlertController(title: "Save changes?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
        let save = UIAlertAction(title: "Save", style: .default) { _ in trace.log("save") }
        alert.addAction(save)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        screen.perform {
            alert.preferredAction = UIAlertAction(title: "Other", style: .default)   // not added: ignored
            alert.preferredAction = save
            a.present(alert, animated: false)
        }
        screen.settle()

        #expect(screen.application.diagnostics.warnings.count == 1)
        #expect(alert.preferredAction === save)
        expectScreen(screen.lines, rows: 6..<7, equal: ["           │           Save           │"])
        #expect(screen.attributes(x: 23, y: 6) == [.bold, .reverse])
        screen.press(.enter)
        screen.settle()
        #expect(trace.lines == ["save"])
    }

    // MARK: Text fields

    @Test func alertWithTextFieldWholeScreenAndReturnChoosesTheAction() {
        let (trace, screen, a) = presenter()
        let alert = UIAlertController(title: "New Group", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Save", style: .default) { _ in
            trace.log("save \(alert.textFields?.first?.text ?? "")")
        })
        a.present(alert, animated: true)
        screen.settle()

        expectScreen(screen.lines, equals: [
            "Ann Lee",
            "Bo Chen",
            "",
            "         ┌──────────────────────────────┐",
            "         │          New Group           │",
            "         │ [Name                      ] │",
            "         ├──────────────┬───────────────┤",
            "         │    Cancel    │     Save      │",
            "         └──────────────┴───────────────┘",
            "", "", ""])
        #expect(alert.textFields?.first?.isFirstResponder == true)
        #expect(screen.cursor == CursorPosition(x: 12, y: 5))

        screen.type("Friends")
        expectScreen(screen.lines, rows: 5..<6, equal: ["         │ [Friends                   ] │"])
        screen.press(.enter)
        screen.settle()

        #expect(trace.lines == ["save Friends"])
        #expect(a.presentedViewController == nil)
    }

    @Test func enablingAnActionWhileTypingKeepsTheFieldEditing() {
        let (_, screen, a) = presenter()
        let alert = UIAlertController(title: "New Group", message: nil, preferredStyle: .alert)
        let save = UIAlertAction(title: "Save", style: .default)
        save.isEnabled = false
        alert.addTextField { field in
            field.addAction(UIAction { _ in save.isEnabled = !(field.text ?? "").isEmpty }, for: .editingChanged)
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        a.present(alert, animated: false)
        screen.settle()

        screen.type("Wo")
        screen.type("rk")

        #expect(save.isEnabled)
        #expect(alert.textFields?.first?.text == "Work")
        #expect(alert.textFields?.first?.isFirstResponder == true)
    }

    @Test func textFieldsOnlyInAlerts() {
        let screen = HeadlessScreen.checked()
        screen.makeWindow(root: UIViewController())
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)

        screen.application.withCurrent { sheet.addTextField() }

        #expect(screen.application.diagnostics.exceptions == [UIKitException(
            name: "NSInternalInconsistencyException",
            reason: "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")])
        #expect(sheet.textFields == nil)
    }
}
