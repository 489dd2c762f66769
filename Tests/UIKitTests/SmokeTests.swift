import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

@MainActor
@Suite struct SmokeTests {
    @Test func windowRootAppearsInContractOrder() {
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let root = LoggingViewController("Root", trace)
        screen.makeWindow(root: root)
        #expect(trace.lines == ["Root.loadView()", "Root.viewDidLoad()", "Root.viewWillAppear(false)",
                                "Root.viewWillLayoutSubviews()", "Root.viewDidLayoutSubviews()", "Root.viewDidAppear(false)"])
    }

    @Test func navigationPushAnimated() {
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let a = LoggingViewController("A", trace)
        a.title = "Friends"
        let nav = LoggingNavigationController(rootViewController: a)
        let d = NavDelegateLogger(trace)
        nav.delegate = d
        nav.trace = trace
        screen.makeWindow(root: nav)
        trace.reset()
        let b = LoggingViewController("B", trace)
        b.title = "QQ Contact"
        nav.pushViewController(b, animated: true)
        #expect(trace.lines == ["B.willMove(toParent: Nav)"])
        screen.settle()
        #expect(trace.withoutLayout == [
            "B.willMove(toParent: Nav)", "B.loadView()", "B.viewDidLoad()", "A.viewWillDisappear(true)",
            "B.viewWillAppear(true)", "NavDelegate.navigationController(Nav, willShow: B, animated: true)",
            "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(toParent: Nav)",
            "NavDelegate.navigationController(Nav, didShow: B, animated: true)"])
        print(screen.text)
    }
}
