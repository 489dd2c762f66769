import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

/// The navigation contract's checks that look at screens and refusals (N2, N5, N9, N10, N12).
@MainActor
extension LifecycleContractTests {
    @Test func N2_pushSlidesOnScreenHalfWay() {
        let s = TraceStage(width: 40, height: 6)
        let screen = s.screen
        let a = s.vc("A")
        a.title = "Friends"
        let nav = UINavigationController(rootViewController: a)
        a.onViewDidLoad = { vc in let l = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 5)); l.backgroundColor = .blue; vc.view.addSubview(l) }
        screen.makeWindow(root: nav)
        let b = s.vc("B")
        b.title = "QQ"

        nav.pushViewController(b, animated: true)
        screen.runLoop()
        screen.advance(by: UINavigationController.transitionDuration / 2)

        // Half way: the blue view of A has moved left by part of a third of the width.
        let blueColumns = (0..<40).filter { x in screen.grid[x, 2].style.background != .default }.count
        #expect(blueColumns > 0 && blueColumns < 40)
        screen.settle()
        expectScreen(screen.lines, rows: 0..<1, equal: [" ‹ Friends         QQ"])
        #expect((0..<40).allSatisfy { screen.grid[$0, 2].style.background == .default })
    }

    @MainActor final class DeinitProbe: LoggingViewController {
        var onDeinit: (() -> Void)?
        isolated deinit { trace.checksAtDeinit = appearanceChecks; onDeinit?() }
    }

    @Test func N5_popWithOnlyRootDoesNothing() {
        let s = TraceStage()
        let a = s.vc("A")
        let nav = s.nav(root: a)
        s.show(nav)

        let popped = nav.popViewController(animated: true)
        s.screen.settle()

        #expect(popped == nil)
        #expect(s.trace.lines.isEmpty)
        #expect(nav.viewControllers == [a])
    }

    @Test func N9_pushingTheSameInstanceTwiceRaises() {
        let s = TraceStage()
        let a = s.vc("A")
        let b = s.vc("B")
        let nav = UINavigationController(rootViewController: a)
        s.screen.makeWindow(root: nav)
        nav.pushViewController(b, animated: false)
        s.screen.settle()

        nav.pushViewController(b, animated: true)

        let ex = s.screen.application.diagnostics.exceptions
        #expect(ex.map(\.name) == ["NSInvalidArgumentException"])
        #expect(ex.first?.reason.hasPrefix("\(nav.description) is pushing the same view controller instance (\(b.description)) more than once which is not supported and is most likely an error in the application : ") == true)
        #expect(nav.viewControllers == [a, b])
    }

    @Test func N10_clickingTheBackButtonPops() {
        let s = TraceStage()
        let a = s.vc("A")
        a.title = "Inbox"
        let nav = UINavigationController(rootViewController: a)
        s.screen.makeWindow(root: nav)
        nav.pushViewController(s.vc("B"), animated: false)
        s.screen.settle()

        #expect(s.screen.click(text: "‹ Inbox"))
        s.screen.settle()

        #expect(nav.viewControllers == [a])
        #expect(s.screen.lines[0].trimmingCharacters(in: .whitespaces) == "Inbox")
    }

    enum BackCase: String, CaseIterable, Sendable {
        case backBarButtonItem, backButtonTitle, navigationItemTitle, titleOnly, nothing, tooLong, minimal, generic, leftItem
    }

    @Test(arguments: BackCase.allCases)
    func N12_backButtonTitle(_ c: BackCase) {
        let screen = HeadlessScreen.checked(width: 60, height: 5)
        let a = UIViewController()
        let b = UIViewController()
        switch c {
        case .backBarButtonItem: a.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Custom", style: .plain, target: nil, action: nil)
        case .backButtonTitle: a.title = "All"; a.navigationItem.backButtonTitle = "Contacts"
        case .navigationItemTitle: a.navigationItem.title = "Inbox"
        case .titleOnly: a.title = "Inbox"
        case .nothing: break
        case .tooLong: a.title = "A very long title that cannot possibly fit on the bar"
        case .minimal: a.title = "Inbox"; a.navigationItem.backButtonDisplayMode = .minimal
        case .generic: a.title = "Inbox"; a.navigationItem.backButtonDisplayMode = .generic
        case .leftItem: a.title = "Inbox"; b.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        }
        let nav = UINavigationController(rootViewController: a)
        screen.makeWindow(root: nav)
        #expect(nav.navigationBar.backButtonTitle == nil)   // case 9: single controller

        nav.pushViewController(b, animated: false)
        screen.settle()

        let expected: [BackCase: String?] = [
            .backBarButtonItem: "Custom", .backButtonTitle: "Contacts", .navigationItemTitle: "Inbox",
            .titleOnly: "Inbox", .nothing: "Back", .tooLong: "A very long title that cannot possibly fit on the bar",
            .minimal: "", .generic: "Back", .leftItem: nil]
        #expect(nav.navigationBar.backButtonTitle == expected[c]!)
        let shown: [BackCase: String] = [
            .backBarButtonItem: " ‹ Custom", .backButtonTitle: " ‹ Contacts", .navigationItemTitle: " ‹ Inbox",
            .titleOnly: " ‹ Inbox", .nothing: " ‹ Back", .tooLong: " ‹ Back", .minimal: " ‹", .generic: " ‹ Back",
            .leftItem: " Close"]
        #expect(screen.lines[0] == shown[c]!)
    }
}
