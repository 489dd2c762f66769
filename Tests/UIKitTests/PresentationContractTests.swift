import Foundation
import Testing
import UIKit
import HeadlessBackend

/// Golden traces for the modal presentation scenarios of
/// ../shared/oracle/lifecycle-contract.json (M1, M2, M3, M4, M7, M8, M9) and a form sheet
/// on screen. Layout callbacks are filtered out (the contract marks them 0..n).
@MainActor
@Suite struct PresentationContractTests {

    // MARK: M1

    @Test func M1_presentFullScreen() {
        let trace = Trace()
        let screen = HeadlessScreen(width: 30, height: 4)
        let a = ContentViewController("A", trace)
        a.lines = ["A's screen"]
        screen.makeWindow(root: a)
        trace.reset()
        let b = ContentViewController("B", trace)
        b.lines = ["B's screen"]
        b.modalPresentationStyle = .fullScreen

        a.present(b, animated: true) { trace.log("completion()") }
        trace.log("@ present returns")
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        screen.runLoop()
        #expect(!trace.lines.contains("B.viewDidAppear(true)"))
        screen.settle()

        #expect(trace.withoutLayout == [
            "B.loadView()", "B.viewDidLoad()", "@ present returns",
            "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
            "B.viewDidAppear(true)", "A.viewDidDisappear(true)", "completion()"])
        let willAppear = trace.lines.firstIndex(of: "B.viewWillAppear(true)") ?? -1
        let layout = trace.lines.firstIndex(of: "B.viewWillLayoutSubviews()") ?? -1
        let didAppear = trace.lines.firstIndex(of: "B.viewDidAppear(true)") ?? -1
        #expect(willAppear < layout && layout < didAppear)
        #expect(b.appearanceChecks == ["willAppear movingTo=false presented=true", "didAppear movingTo=false presented=true"])
        #expect(b.isBeingPresented == false)
        // The covered presenter is no longer shown (the core hides its view).
        #expect(a.view.isHidden)
        #expect(screen.lines == ["B's screen", "", "", ""])
    }

    // MARK: M2

    @Test(arguments: ["presenter", "presented"])
    func M2_dismissFullScreen(_ caller: String) {
        let trace = Trace()
        let screen = HeadlessScreen(width: 30, height: 4)
        let a = ContentViewController("A", trace)
        a.lines = ["A's screen"]
        screen.makeWindow(root: a)
        weak var weakB: LoggingViewController?
        do {
            let b = LoggingViewController("B", trace)
            b.modalPresentationStyle = .fullScreen
            weakB = b
            a.present(b, animated: true)
            screen.settle()
        }
        trace.reset()
        var aliveInCompletion = false

        do {
            let target: UIViewController? = caller == "presenter" ? a : weakB
            target?.dismiss(animated: true) {
                aliveInCompletion = weakB != nil
                trace.log("completion()")
            }
        }
        screen.settle()

        #expect(trace.withoutLayout == [
            "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
            "A.viewDidAppear(true)", "B.viewDidDisappear(true)", "completion()"])
        #expect(aliveInCompletion)
        #expect(a.presentedViewController == nil)
        #expect(weakB == nil)   // B.deinit: nothing else holds it
        #expect(a.appearanceChecks.suffix(2) == ["willAppear movingTo=false presented=false",
                                                 "didAppear movingTo=false presented=false"])
        #expect(screen.lines == ["A's screen", "", "", ""])
    }

    @Test func M2_isBeingDismissedInsideTheDisappearCallbacks() {
        let trace = Trace()
        let screen = HeadlessScreen()
        let a = LoggingViewController("A", trace)
        screen.makeWindow(root: a)
        let b = LoggingViewController("B", trace)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        screen.settle()

        b.dismiss(animated: false)
        screen.settle()

        #expect(b.appearanceChecks.suffix(2) == ["willDisappear movingFrom=false dismissed=true",
                                                 "didDisappear movingFrom=false dismissed=true"])
        #expect(b.presentingViewController == nil)
    }

    // MARK: M3, M4

    @Test(arguments: [UIModalPresentationStyle.pageSheet, .formSheet, .automatic, .overFullScreen])
    func M3_presentSheetLeavesThePresenterAlone(_ style: UIModalPresentationStyle) {
        let trace = Trace()
        let screen = HeadlessScreen()
        let a = LoggingViewController("A", trace)
        screen.makeWindow(root: a)
        trace.reset()
        let b = LoggingViewController("B", trace)
        b.modalPresentationStyle = style

        a.present(b, animated: true) { trace.log("completion()") }
        screen.settle()

        #expect(trace.withoutLayout == [
            "B.loadView()", "B.viewDidLoad()", "B.viewWillAppear(true)", "B.viewDidAppear(true)", "completion()"])
        #expect(a.view.window != nil && !a.view.isHidden)
    }

    @Test func M4_dismissSheetProgrammatically() {
        let trace = Trace()
        let screen = HeadlessScreen()
        let a = LoggingViewController("A", trace)
        screen.makeWindow(root: a)
        let b = LoggingViewController("B", trace)
        b.modalPresentationStyle = .pageSheet
        a.present(b, animated: true)
        screen.settle()
        trace.reset()

        a.dismiss(animated: true) { trace.log("completion()") }
        screen.settle()

        #expect(trace.withoutLayout == ["B.viewWillDisappear(true)", "B.viewDidDisappear(true)", "completion()"])
        #expect(a.presentedViewController == nil)
    }

    // MARK: M7

    private func contextScene(_ trace: Trace, defines: Bool) -> (HeadlessScreen, LoggingViewController, LoggingViewController, LoggingViewController) {
        let screen = HeadlessScreen(width: 40, height: 10)
        let root = LoggingViewController("Root", trace)
        let c = LoggingViewController("C", trace)
        let a = LoggingViewController("A", trace)
        c.definesPresentationContext = defines
        screen.makeWindow(root: root)
        root.addChild(c)
        c.view.frame = CGRect(x: 20, y: 0, width: 20, height: 10)
        root.view.addSubview(c.view)
        c.didMove(toParent: root)
        screen.settle()
        c.addChild(a)
        a.view.frame = c.view.bounds
        c.view.addSubview(a.view)
        a.didMove(toParent: c)
        screen.settle()
        return (screen, root, c, a)
    }

    @Test func M7_currentContextCoversTheDefiningAncestor() {
        let trace = Trace()
        let (screen, root, c, a) = contextScene(trace, defines: true)
        trace.reset()
        let b = LoggingViewController("B", trace)
        b.modalPresentationStyle = .currentContext

        a.present(b, animated: false)
        screen.settle()

        #expect(b.presentingViewController === c)
        #expect(c.presentedViewController === b)
        #expect(root.presentedViewController == nil)
        #expect(b.view.convert(b.view.bounds, to: nil) == CGRect(x: 20, y: 0, width: 20, height: 10))
        #expect(trace.withoutLayout == [
            "B.loadView()", "B.viewDidLoad()",
            "C.viewWillDisappear(false)", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
            "B.viewDidAppear(false)", "C.viewDidDisappear(false)", "A.viewDidDisappear(false)"])
    }

    @Test func M7_withoutADefiningAncestorTheRootPresents() {
        let trace = Trace()
        let (screen, root, _, a) = contextScene(trace, defines: false)
        let b = LoggingViewController("B", trace)
        b.modalPresentationStyle = .currentContext

        a.present(b, animated: false)
        screen.settle()

        #expect(b.presentingViewController === root)
        #expect(b.view.convert(b.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 40, height: 10))
    }

    // MARK: M8, M9

    @Test func M8_presentWhilePresentingIsDroppedWithAWarning() {
        let trace = Trace()
        let screen = HeadlessScreen()
        let a = LoggingViewController("A", trace)
        screen.makeWindow(root: a)
        let b = LoggingViewController("B", trace)
        a.present(b, animated: true)
        screen.settle()
        trace.reset()
        let c = LoggingViewController("C", trace)

        a.present(c, animated: true) { trace.log("x()") }
        screen.settle()

        #expect(screen.application.diagnostics.warnings == [
            "[Presentation] Attempt to present \(c.description) on \(a.description) (from \(a.description)) which is already presenting \(b.description)."])
        #expect(trace.lines.isEmpty)
        #expect(a.presentedViewController === b)
        #expect(c.isViewLoaded == false)
    }

    /// A present on A while A's presentation of B still animates is refused at once with
    /// the "while a presentation is in progress." ending (the contract's M8 note; TR10 of
    /// Oracle/transitions-round-two.json); its completion never runs.
    @Test func M8_whileThePresentationIsStillAnimating() {
        let screen = HeadlessScreen()
        let a = UIViewController()
        screen.makeWindow(root: a)
        let b = UIViewController(), c = UIViewController()
        a.present(b, animated: true)
        screen.runLoop()
        var ran = false

        a.present(c, animated: true) { ran = true }
        #expect(screen.application.diagnostics.warnings == [
            "[Presentation] Attempt to present \(c.description) on \(a.description) (from \(a.description)) while a presentation is in progress."])
        screen.settle()

        #expect(a.presentedViewController === b)
        #expect(!ran)
        #expect(!c.isViewLoaded)
    }

    @Test func M9_presentFromAControllerNotInTheWindow() {
        let trace = Trace()
        let screen = HeadlessScreen()
        screen.makeWindow(root: UIViewController())
        let a = LoggingViewController("A", trace)
        let b = LoggingViewController("B", trace)

        screen.application.withCurrent { a.present(b, animated: true) { trace.log("completion()") } }
        screen.settle()

        #expect(screen.application.diagnostics.warnings == [
            "[Presentation] Attempt to present \(b.description) on \(a.description) (from \(a.description)) whose view is not in the window hierarchy."])
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(trace.lines.isEmpty)
    }

    // MARK: Sheets on screen

    @Test func formSheetWholeScreen() {
        let trace = Trace()
        let screen = HeadlessScreen(width: 50, height: 14)
        let a = ContentViewController("A", trace)
        a.lines = (1...14).map { "Row \($0) of the list under the sheet" }
        screen.makeWindow(root: a)
        let b = ContentViewController("B", trace)
        b.lines = ["New Contact", "", "First name", "Last name"]
        b.modalPresentationStyle = .formSheet

        a.present(b, animated: true)
        screen.settle()

        // Form sheet: 44 x 10 (at most 60 x 18, 6 columns and 4 rows of margin), centred, boxed.
        #expect(screen.lines == [
            "Row 1 of the list under the sheet",
            "Ro┌────────────────────────────────────────────┐",
            "Ro│New Contact                                 │",
            "Ro│                                            │",
            "Ro│First name                                  │",
            "Ro│Last name                                   │",
            "Ro│                                            │",
            "Ro│                                            │",
            "Ro│                                            │",
            "Ro│                                            │",
            "Ro│                                            │",
            "Ro│                                            │",
            "Ro└────────────────────────────────────────────┘",
            "Row 14 of the list under the sheet"])
        // What is beneath the sheet is dimmed; the sheet's content is not.
        #expect(screen.attributes(x: 0, y: 0).contains(.dim))
        #expect(!screen.attributes(x: 3, y: 2).contains(.dim))
        #expect(!screen.attributes(x: 20, y: 5).contains(.dim))
    }
}
