import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

/// Pitfalls of ../shared/oracle/uikit-pitfalls.json outside tables, controls, tab bars,
/// presentation and segues (those live beside their components): each test reproduces what
/// UIKit does, with its diagnostic text.
@MainActor
@Suite struct PitfallTests {

    /// B01: a second push while the first is animating. iOS 7-10 started it at once and
    /// logged "Unbalanced calls…"; modern UIKit runs it from the running transition's
    /// completion without a word (TR01 of Oracle/transitions-round-two.json), so both
    /// screens stack and every callback stays balanced.
    @Test func B01_secondPushWhileAnimatingWaitsForTheFirst() {
        let stage = TraceStage()
        let (trace, screen) = (stage.trace, stage.screen)
        let root = stage.vc("Table")
        let nav = UINavigationController(rootViewController: root)
        stage.show(nav)
        let d1 = stage.vc("Detail1")
        let d2 = stage.vc("Detail2")

        nav.pushViewController(d1, animated: true)
        screen.runLoop()
        screen.advance(by: 0.1)
        nav.pushViewController(d2, animated: true)
        screen.settle()

        #expect(nav.viewControllers == [root, d1, d2])
        #expect(screen.application.diagnostics.warnings.isEmpty)
        #expect(trace.withoutLayout == [
            "Detail1.willMove(toParent: UINavigationController)", "Detail1.loadView()", "Detail1.viewDidLoad()",
            "Table.viewWillDisappear(true)", "Detail1.viewWillAppear(true)", "Table.viewDidDisappear(true)",
            "Detail1.viewDidAppear(true)", "Detail1.didMove(toParent: UINavigationController)",
            "Detail2.willMove(toParent: UINavigationController)", "Detail2.loadView()", "Detail2.viewDidLoad()",
            "Detail1.viewWillDisappear(true)", "Detail2.viewWillAppear(true)", "Detail1.viewDidDisappear(true)",
            "Detail2.viewDidAppear(true)", "Detail2.didMove(toParent: UINavigationController)"])
    }

    /// B02: calling viewWillAppear/viewDidAppear by hand makes the child see them twice and
    /// logs UIKit's "Calling -viewWillAppear: directly…" text.
    @Test func B02_manualAppearanceCallsRunTwiceAndWarn() {
        @MainActor final class Container: LoggingViewController {
            let child: LoggingViewController
            init(child: LoggingViewController, trace: Trace) { self.child = child; super.init("Main", trace) }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(child); view.addSubview(child.view); child.didMove(toParent: self)
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                child.viewWillAppear(animated)   // the bug: outside UIKit's appearance machinery
            }
        }
        let stage = TraceStage()
        let (trace, screen) = (stage.trace, stage.screen)
        let child = stage.vc("Subreddit")

        screen.makeWindow(root: Container(child: child, trace: trace))

        #expect(trace.lines.filter { $0 == "Subreddit.viewWillAppear(false)" }.count == 2)
        #expect(screen.application.diagnostics.warnings.count == 1)
        #expect(screen.application.diagnostics.warnings.first?.hasPrefix(
            "[ViewController] Calling -viewWillAppear: directly on a view controller is not supported") == true)
    }

    /// B03: super.viewDidAppear inside viewDidDisappear logs the direct-call warning.
    @Test func B03_wrongSuperCallWarns() {
        @MainActor final class Reader: UIViewController {
            override func viewDidDisappear(_ animated: Bool) { super.viewDidAppear(animated) }
        }
        let screen = HeadlessScreen.checked()
        let nav = UINavigationController(rootViewController: UIViewController())
        screen.makeWindow(root: nav)
        nav.pushViewController(Reader(), animated: false)
        screen.settle()

        nav.popViewController(animated: true)
        screen.settle()

        #expect(screen.application.diagnostics.warnings.count == 1)
        #expect(screen.application.diagnostics.warnings.first?.hasPrefix(
            "[ViewController] Calling -viewDidAppear: directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior.") == true)
        #expect(nav.viewControllers.count == 1)
    }

    /// B05: a push from the root's viewDidLoad, while the navigation controller is still
    /// appearing. UIKit warns about a nested push; here the pushed controller is shown once
    /// the first appearance ends and Back returns to the root.
    @Test func B05_pushFromRootViewDidLoad() {
        let stage = TraceStage()
        let (trace, screen) = (stage.trace, stage.screen)
        let second = stage.vc("Second")
        let root = stage.vc("Root")
        root.onViewDidLoad = { r in r.navigationController?.pushViewController(second, animated: true) }
        let nav = UINavigationController(rootViewController: root)

        screen.makeWindow(root: nav)
        screen.settle()

        #expect(screen.application.diagnostics.warnings == ["nested push animation can result in corrupted navigation bar"])
        #expect(nav.viewControllers == [root, second])
        #expect(second.view.window != nil)
        #expect(root.view.window == nil)
        #expect(trace.withoutLayout.filter { $0.contains("ppear") } == [
            "Root.viewWillAppear(false)", "Root.viewDidAppear(false)", "Root.viewWillDisappear(false)",
            "Second.viewWillAppear(false)", "Root.viewDidDisappear(false)", "Second.viewDidAppear(false)"])
        screen.press(.escape)
        screen.settle()
        #expect(nav.viewControllers == [root])
        #expect(root.view.window != nil)
    }

    /// B06: the same instance pushed twice by a fast double click. UIKit defers the second
    /// push until the first completes, then throws.
    @Test func B06_doublePushOfSameInstanceRaisesAfterTheFirstCompletes() {
        let screen = HeadlessScreen.checked()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        screen.makeWindow(root: nav)
        let cached = UIViewController()

        nav.pushViewController(cached, animated: true)
        nav.pushViewController(cached, animated: true)
        #expect(screen.application.diagnostics.exceptions.isEmpty)
        screen.settle()

        let ex = screen.application.diagnostics.exceptions
        #expect(ex.map(\.name) == ["NSInvalidArgumentException"])
        #expect(ex.first?.reason.contains("is pushing the same view controller instance (\(cached.description)) more than once") == true)
        #expect(nav.viewControllers == [root, cached])
    }

    /// B23: not embedded in a navigation controller, `navigationController` is nil and an
    /// optional-chained push does nothing; once embedded, every pushed controller sees it.
    @Test func B23_navigationControllerIsFoundByWalkingParents() {
        let screen = HeadlessScreen.checked()
        let a = UIViewController()
        screen.makeWindow(root: a)

        a.navigationController?.pushViewController(UIViewController(), animated: true)
        #expect(a.navigationController == nil)

        let screen2 = HeadlessScreen.checked()
        let a2 = UIViewController()
        let nav = UINavigationController(rootViewController: a2)
        screen2.makeWindow(root: nav)
        let b = UIViewController()
        a2.navigationController?.pushViewController(b, animated: false)
        screen2.settle()
        #expect(a2.navigationController === nav)
        #expect(b.navigationController === nav)
        #expect(nav.viewControllers == [a2, b])
    }

    /// B24: a strong delegate makes a cycle and the popped controller lives on; UIKit's own
    /// delegates are weak, so the same pattern with them does not leak.
    @Test func B24_strongDelegateLeaksWeakDelegateDoesNot() {
        @MainActor final class StrongDelegateView: UIView { var delegate: AnyObject? }
        @MainActor final class Leaky: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); let v = StrongDelegateView(); v.delegate = self; view.addSubview(v) }
        }
        @MainActor final class Fine: UIViewController, UINavigationControllerDelegate {
            override func viewDidLoad() { super.viewDidLoad(); navigationController?.delegate = self }
        }
        let screen = HeadlessScreen.checked()
        let nav = UINavigationController(rootViewController: UIViewController())
        screen.makeWindow(root: nav)
        weak var leaky: Leaky?
        weak var fine: Fine?
        do {
            let l = Leaky(); leaky = l
            nav.pushViewController(l, animated: false)
            screen.settle()
            nav.popViewController(animated: false)
            screen.settle()
            let f = Fine(); fine = f
            nav.pushViewController(f, animated: false)
            screen.settle()
            nav.popViewController(animated: false)
            screen.settle()
        }

        #expect(leaky != nil)
        #expect(fine == nil)
        #expect(nav.delegate == nil)
    }

    /// B34: addChild sends willMove but not didMove; removeFromParent sends didMove(nil) but
    /// not willMove(nil).
    @Test func B34_containmentIsAsymmetric() {
        let trace = Trace()
        let parent = LoggingViewController("Parent", trace)
        let child = LoggingViewController("Child", trace)

        parent.addChild(child)
        trace.log("@ added")
        child.removeFromParent()

        #expect(trace.lines == ["Child.willMove(toParent: Parent)", "@ added", "Child.didMove(toParent: nil)"])
    }

    /// B35: a child whose view is read before addChild sees no parent in viewDidLoad.
    @Test func B35_viewAccessBeforeAddChildSeesNoParent() {
        @MainActor final class Page: UIViewController {
            var parentSeen: UIViewController??
            var navSeen: UINavigationController??
            override func viewDidLoad() { super.viewDidLoad(); parentSeen = .some(parent); navSeen = .some(navigationController) }
        }
        let screen = HeadlessScreen.checked()
        let container = UIViewController()
        let nav = UINavigationController(rootViewController: container)
        screen.makeWindow(root: nav)
        let early = Page()
        let late = Page()

        _ = early.view
        container.addChild(early)
        container.addChild(late)
        _ = late.view

        #expect(early.parentSeen == .some(nil))
        #expect(early.navSeen == .some(nil))
        #expect(late.parentSeen == .some(container))
        #expect(late.navSeen == .some(nav))
    }
}
