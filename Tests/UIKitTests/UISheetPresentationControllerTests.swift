import Foundation
import Testing
import TestSupport
@testable import UIKit
import HeadlessBackend

/// A sheet on screen (docs/DECISIONS.md "A sheet on a terminal: box, grabber, detents in
/// rows") and the detent API (`UISheetPresentationController.Detent`).
@MainActor
@Suite struct UISheetPresentationControllerTests {

    /// A (four lines) presenting B ("Compose") as a page sheet on a 40 × 12 screen.
    func sheetOver(_ configure: (UISheetPresentationController) -> Void) -> (HeadlessScreen, ContentViewController) {
        let trace = Trace()
        let screen = HeadlessScreen.checked(width: 40, height: 12)
        let a = ContentViewController("A", trace)
        a.lines = ["Mail", "", "Inbox", "Drafts"]
        screen.makeWindow(root: a)
        let b = ContentViewController("B", trace)
        b.lines = ["Compose"]
        b.modalPresentationStyle = .pageSheet
        screen.application.withCurrent { configure(b.sheetPresentationController!) }
        a.present(b, animated: true)
        screen.settle()
        return (screen, b)
    }

    /// The sheet's frame line: corners at columns 2 and 37, the grabber (" ━━━━━━ ", 8
    /// cells) centred in the 36-cell top line when `grabber`.
    func frameTop(grabber: Bool) -> String {
        let line = grabber ? String(repeating: "─", count: 13) + " ━━━━━━ " + String(repeating: "─", count: 13)
                           : String(repeating: "─", count: 34)
        return "  ┌" + line + "┐"
    }
    func frameRow(_ text: String) -> String { "  │" + text.padding(toLength: 34, withPad: " ", startingAt: 0) + "│" }
    var frameBottom: String { "  └" + String(repeating: "─", count: 34) + "┘" }

    @Test func aMediumDetentSheetWithAGrabberRestsOnTheLowerHalf() {
        let (screen, b) = sheetOver { s in
            s.detents = [.medium(), .large()]
            s.prefersGrabberVisible = true
        }
        // Large: 12 - 3 = 9 rows; medium: half of that, 4 rows, resting on the last row.
        #expect(b.view.frame == CGRect(x: 3, y: 7, width: 34, height: 4))
        expectScreen(screen.lines, equals: [
            "Mail", "", "Inbox", "Drafts", "", "",
            frameTop(grabber: true),
            frameRow("Compose"), frameRow(""), frameRow(""), frameRow(""),
            frameBottom,
        ])
    }

    @Test func theLargeDetentLeavesTheTopRowOfThePresenterAndNoGrabberByDefault() {
        let (screen, b) = sheetOver { _ in }
        // Rows 2-10 for the sheet, its frame line on row 1: the presenter's first row and
        // its first two columns stay visible (dimmed) around it.
        #expect(b.view.frame == CGRect(x: 3, y: 2, width: 34, height: 9))
        func besidePresenter(_ prefix: String, _ row: String) -> String { prefix + row.dropFirst(2) }
        expectScreen(screen.lines, equals: ["Mail", frameTop(grabber: false),
                                            besidePresenter("In", frameRow("Compose")), besidePresenter("Dr", frameRow(""))]
                     + Array(repeating: frameRow(""), count: 7) + [frameBottom])
    }

    @Test func aCustomDetentIsWhatItsResolverReturnsAtMostTheLargeHeight() {
        let tall = UISheetPresentationController.Detent.custom(identifier: .init("tall")) { $0.maximumDetentValue + 50 }
        let (_, b) = sheetOver { s in
            s.detents = [.custom { _ in 3 }, tall]
        }
        #expect(b.view.frame == CGRect(x: 3, y: 8, width: 34, height: 3))
        let sheet = b.sheetPresentationController!
        sheet.selectedDetentIdentifier = .init("tall")
        b.view.superview?.layoutIfNeeded()
        #expect(b.view.frame.height == 9)
        #expect(UISheetPresentationController.Detent.Identifier.medium.rawValue == "com.apple.UIKit.medium")
        #expect(UISheetPresentationController.Detent.Identifier.large.rawValue == "com.apple.UIKit.large")
    }

    @Test func sheetPresentationControllerIsNilForOtherStyles() {
        let screen = HeadlessScreen.checked()
        screen.application.withCurrent {
            for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .currentContext] {
                let vc = UIViewController()
                vc.modalPresentationStyle = style
                #expect(vc.sheetPresentationController == nil)
                #expect(vc.presentationController?.presentationStyle == style)
            }
            let form = UIViewController()
            form.modalPresentationStyle = .formSheet
            #expect(form.sheetPresentationController?.presentationStyle == .formSheet)
            #expect(UIViewController().sheetPresentationController?.presentationStyle == .pageSheet)
        }
    }
}
