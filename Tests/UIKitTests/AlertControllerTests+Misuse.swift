import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// Misuse UIKit refuses or ignores (one cancel action, B07, B08, B11), resizing, release.
@MainActor
extension AlertControllerTests {
    /// An action sheet with no title and one action, "Share".
    func shareSheet() -> UIAlertController {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        return sheet
    }

    @Test func onlyOneCancelAction() {
        let screen = HeadlessScreen.checked()
        screen.makeWindow(root: UIViewController())
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))

        screen.application.withCurrent { alert.addAction(UIAlertAction(title: "Never mind", style: .cancel)) }

        #expect(screen.application.diagnostics.exceptions == [UIKitException(
            name: "NSInternalInconsistencyException",
            reason: "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")])
        #expect(alert.actions.map(\.title) == ["Cancel"])
    }

    @Test func B07_alertOnAControllerAlreadyPresentingIsDropped() {
        let (trace, screen, root) = presenter()
        let signIn = LoggingViewController("SignIn", trace)
        root.present(signIn, animated: true)
        screen.settle()
        let alert = UIAlertController(title: "Offline", message: nil, preferredStyle: .alert)
        var completionRan = false

        root.present(alert, animated: true) { completionRan = true }
        screen.settle()

        #expect(screen.application.diagnostics.warnings == [
            "[Presentation] Attempt to present \(alert.description) on \(root.description) (from \(root.description)) which is already presenting \(signIn.description)."])
        #expect(!completionRan)
        #expect(alert.isViewLoaded == false)
        // The fix: present on the top-most presented controller.
        signIn.present(alert, animated: true)
        screen.settle()
        #expect(signIn.presentedViewController === alert)
    }

    @Test func B08_presentingFromViewDidLoadIsIgnored() {
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let root = LoggingViewController("Root", trace)
        let alert = UIAlertController(title: "Welcome", message: nil, preferredStyle: .alert)
        root.onViewDidLoad = { vc in vc.present(alert, animated: true) }

        screen.makeWindow(root: root)

        #expect(screen.application.diagnostics.warnings == [
            "[Presentation] Attempt to present \(alert.description) on \(root.description) (from \(root.description)) whose view is not in the window hierarchy."])
        #expect(root.presentedViewController == nil)
    }

    @Test func B08_presentingOnTheJustDismissedAlertIsIgnored() {
        let (_, screen, a) = presenter()
        let first = UIAlertController(title: "One", message: nil, preferredStyle: .alert)
        first.addAction(UIAlertAction(title: "OK", style: .default))
        a.present(first, animated: true)
        screen.settle()
        screen.press(.enter)
        screen.settle()
        let second = UIAlertController(title: "Two", message: nil, preferredStyle: .alert)

        screen.perform { first.present(second, animated: true) }
        screen.settle()

        #expect(screen.application.diagnostics.warnings == [
            "[Presentation] Attempt to present \(second.description) on \(first.description) (from \(first.description)) whose view is not in the window hierarchy."])
        #expect(a.presentedViewController == nil)
    }

    @Test func B11_actionSheetWithoutAnchorOnARegularWidthScreenRaises() {
        let (_, screen, a) = presenter(width: 120, height: 30)
        let sheet = shareSheet()

        a.present(sheet, animated: true)
        screen.settle()

        #expect(screen.application.diagnostics.exceptions == [UIKitException(
            name: "NSGenericException",
            reason: "Your application has presented a UIAlertController (\(sheet.description)) of style UIAlertControllerStyleActionSheet. The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.")])
        #expect(a.presentedViewController == nil)
        #expect(sheet.isViewLoaded == false)
    }

    @Test func B11_anchoredActionSheetIsAPopoverWithoutCancelButton() {
        let (trace, screen, a) = presenter(width: 120, height: 20)
        let anchor = UIView(frame: CGRect(x: 80, y: 4, width: 10, height: 1))
        a.view.addSubview(anchor)
        let sheet = shareSheet()
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in trace.log("cancel") })
        sheet.popoverPresentationController?.sourceView = anchor
        sheet.popoverPresentationController?.sourceRect = anchor.bounds

        a.present(sheet, animated: false)
        screen.settle()

        #expect(screen.application.diagnostics.exceptions.isEmpty)
        #expect(screen.lines[5] == String(repeating: " ", count: 70) + "┌────────────────────────────┐")
        #expect(screen.lines[6] == String(repeating: " ", count: 70) + "│           Share            │")
        #expect(screen.lines[7] == String(repeating: " ", count: 70) + "└────────────────────────────┘")
        #expect(!screen.text.contains("Cancel"))
        screen.press(.escape)
        screen.settle()
        #expect(trace.lines == ["cancel"])
    }

    @Test func B11_compactWidthNeedsNoAnchor() {
        let (_, screen, a) = presenter(width: 119, height: 20)
        let sheet = shareSheet()
        a.present(sheet, animated: false)
        screen.settle()
        #expect(a.presentedViewController === sheet)
        #expect(screen.application.diagnostics.exceptions.isEmpty)
    }

    @Test func alertStaysCentredWhenTheScreenIsResized() {
        let (trace, screen, a) = presenter()
        a.present(deleteAlert(trace), animated: false)
        screen.settle()

        screen.resize(width: 60, height: 10)
        screen.settle()

        expectScreen(screen.lines, rows: 2..<3, equal: ["       ┌───────────────────────────────────────────┐"])
        expectScreen(screen.lines, rows: 6..<7, equal: ["       │       Cancel        │       Delete        │"])
        #expect(screen.attributes(x: 15, y: 6) == [.bold, .reverse])   // focus kept
    }

    @Test func alertIsReleasedAfterDismissal() {
        let (trace, screen, a) = presenter()
        weak var weakAlert: UIAlertController?
        do {
            let alert = deleteAlert(trace)
            weakAlert = alert
            a.present(alert, animated: true)
            screen.settle()
        }
        screen.press(.escape)
        screen.settle()
        #expect(weakAlert == nil)
    }
}
