import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

/// One scenario of ../shared/oracle/lifecycle-contract.json: what it sets up and does on
/// a `TraceStage` (checking, as it goes, the state the contract names) and the trace it
/// must leave, whole or without layout callbacks (where the contract says never to assert
/// their count).
struct LifecycleScenario: Sendable, CustomTestStringConvertible {
    enum Compared: Sendable {
        /// Every line.
        case whole
        /// The lines without layout callbacks.
        case withoutLayout
        /// Only the appearance callbacks (`…Appear…` lines).
        case appearance
    }

    let id: String
    let compared: Compared
    let expected: [String]
    let drive: @MainActor @Sendable (TraceStage) -> Void

    init(_ id: String, _ compared: Compared, _ expected: [String],
         drive: @escaping @MainActor @Sendable (TraceStage) -> Void) {
        self.id = id
        self.compared = compared
        self.expected = expected
        self.drive = drive
    }

    var testDescription: String { id }

    @MainActor func observed(_ trace: Trace) -> [String] {
        switch compared {
        case .whole: trace.lines
        case .withoutLayout: trace.withoutLayout
        case .appearance: trace.lines.filter { $0.contains("Appear") }
        }
    }
}

/// Golden traces for the scenarios of ../shared/oracle/lifecycle-contract.json (general,
/// view loading, containment, transition, manual forwarding, navigation): the scenarios
/// that end in one trace are rows of `scenarios`, checked by one runner and reported by
/// id; the others are tests of their own, named after their scenario id.
@MainActor
@Suite struct LifecycleContractTests {

    @Test(arguments: scenarios)
    func goldenTrace(_ scenario: LifecycleScenario) {
        let stage = TraceStage()
        scenario.drive(stage)
        #expect(scenario.observed(stage.trace) == scenario.expected, "\(scenario.id)")
    }

    nonisolated static let scenarios: [LifecycleScenario] = [
        // MARK: W1, V2

        LifecycleScenario("W1_windowRootInitialDisplay", .whole, [
            "Root.loadView()", "Root.viewDidLoad()", "Root.viewWillAppear(false)",
            "Root.viewWillLayoutSubviews()", "Root.viewDidLayoutSubviews()", "Root.viewDidAppear(false)",
        ]) { s in
            let root = s.vc("Root")
            let window = s.screen.makeWindow(root: root)
            #expect(root.view.window === window)
            #expect(root.appearanceChecks.first == "willAppear movingTo=false presented=false")
        },
        LifecycleScenario("V2_loadViewIfNeededLoadsOnceAndNoAppearance", .whole, [
            "VC.loadView()", "VC.viewDidLoad()",
        ]) { s in
            let vc = s.vc("VC")
            vc.loadViewIfNeeded()
            vc.loadViewIfNeeded()
        },

        // MARK: Containment C1, C2, C4

        LifecycleScenario("C1_addChildToVisibleParent", .withoutLayout, [
            "Child.willMove(toParent: Parent)", "@ addChild returns", "Child.loadView()", "Child.viewDidLoad()",
            "Child.viewWillAppear(false)", "@ addSubview returns", "Child.didMove(toParent: Parent)",
            "Child.viewDidAppear(false)",
        ]) { s in
            let parent = s.vc("Parent")
            let child = s.vc("Child")
            s.show(parent)

            parent.addChild(child)
            s.trace.log("@ addChild returns")
            child.view.frame = parent.view.bounds
            parent.view.addSubview(child.view)
            s.trace.log("@ addSubview returns")
            child.didMove(toParent: parent)
            s.screen.runLoop()

            #expect(child.appearanceChecks == ["willAppear movingTo=true presented=false",
                                               "didAppear movingTo=true presented=false"])
            #expect(child.parent === parent)
        },
        LifecycleScenario("C2_removeChildFromVisibleParent", .withoutLayout, [
            "Child.willMove(toParent: nil)", "Child.viewWillDisappear(false)",
            "Child.viewDidDisappear(false)", "Child.didMove(toParent: nil)",
        ]) { s in
            let parent = s.vc("Parent")
            let child = s.vc("Child")
            s.screen.makeWindow(root: parent)
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            s.screen.runLoop()
            s.trace.reset()
            child.appearanceChecks.removeAll()

            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            s.screen.runLoop()

            #expect(child.appearanceChecks == ["willDisappear movingFrom=true dismissed=false",
                                               "didDisappear movingFrom=true dismissed=false"])
            #expect(child.parent == nil)
            #expect(!parent.children.contains { $0 === child })
        },
        LifecycleScenario("C4_childAddedInViewDidLoadThenShown", .whole, [
            "Parent.loadView()", "Parent.viewDidLoad()", "Child.willMove(toParent: Parent)", "Child.loadView()",
            "Child.viewDidLoad()", "Child.didMove(toParent: Parent)", "Parent.viewWillAppear(false)",
            "Child.viewWillAppear(false)", "Parent.viewWillLayoutSubviews()", "Parent.viewDidLayoutSubviews()",
            "Child.viewWillLayoutSubviews()", "Child.viewDidLayoutSubviews()", "Parent.viewDidAppear(false)",
            "Child.viewDidAppear(false)",
        ]) { s in
            s.screen.makeWindow(root: s.parent("Parent", adding: [s.vc("Child")]))
        },

        // MARK: T1 transition(from:to:)

        LifecycleScenario("T1_transitionBetweenSiblings", .withoutLayout, [
            "B.willMove(toParent: Parent)", "A.willMove(toParent: nil)", "B.loadView()", "B.viewDidLoad()",
            "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewDidAppear(true)",
            "A.viewDidDisappear(true)", "completion(true)", "B.didMove(toParent: Parent)",
            "A.didMove(toParent: nil)",
        ]) { s in
            let a = s.vc("A")
            let parent = s.parent("Parent", adding: [a])
            s.show(parent)
            let b = s.vc("B")

            parent.addChild(b)
            a.willMove(toParent: nil)
            parent.transition(from: a, to: b, duration: 0.4, options: [.transitionFlipFromLeft], animations: nil) { finished in
                s.trace.log("completion(\(finished))")
                b.didMove(toParent: parent)
                a.removeFromParent()
            }
            s.screen.advance(by: 0.2)
            #expect(!s.trace.lines.contains("B.viewDidAppear(true)"))
            s.screen.settle()

            #expect(b.view.superview === parent.view)
            #expect(a.view.superview == nil)
            #expect(parent.children.map { LoggingViewController.nameOf($0) } == ["B"])
        },
        LifecycleScenario("T1_zeroDurationIsNotAnimated", .withoutLayout, [
            "B.loadView()", "B.viewDidLoad()", "A.viewWillDisappear(false)",
            "B.viewWillAppear(false)", "B.viewDidAppear(false)",
            "A.viewDidDisappear(false)", "completion",
        ]) { s in
            let a = s.vc("A")
            let parent = s.parent("Parent", adding: [a])
            s.screen.makeWindow(root: parent)
            let b = s.vc("B")
            parent.addChild(b)
            s.trace.reset()

            parent.transition(from: a, to: b, duration: 0, options: [], animations: nil) { _ in s.trace.log("completion") }
            s.screen.runLoop()
        },

        // MARK: A1, A3, A6 manual forwarding

        LifecycleScenario("A1_manualForwardingContainerAppears", .appearance, [
            "Container.viewWillAppear(false)", "Child.viewWillAppear(false)",
            "Container.viewDidAppear(false)", "Child.viewDidAppear(false)",
        ]) { s in
            s.screen.makeWindow(root: ManualContainer("Container", s.trace, child: s.vc("Child"), forwards: true))
        },
        LifecycleScenario("A3_beginEndMapping", .whole, [
            "Child.viewWillAppear(false)", "Child.viewDidAppear(false)",
            "Child.viewWillDisappear(true)", "Child.viewDidDisappear(true)",
        ]) { s in
            let child = s.vc("Child")
            child.loadViewIfNeeded()
            s.trace.reset()

            child.beginAppearanceTransition(true, animated: false)
            child.endAppearanceTransition()
            child.beginAppearanceTransition(false, animated: true)
            child.endAppearanceTransition()
        },
        LifecycleScenario("A3_unbalancedBeginWarnsAndChangesNothing", .whole, [
            "Child.loadView()", "Child.viewDidLoad()", "Child.viewWillAppear(false)",
            "Child.viewDidAppear(false)",
        ]) { s in
            let root = s.vc("Root")
            let child = s.vc("Child")
            s.screen.makeWindow(root: root)
            root.addChild(child)
            child.didMove(toParent: root)
            s.trace.reset()

            child.beginAppearanceTransition(true, animated: false)
            child.beginAppearanceTransition(true, animated: false)
            child.endAppearanceTransition()
            child.endAppearanceTransition()

            #expect(s.screen.application.diagnostics.warnings == [
                "Unbalanced calls to begin/end appearance transitions for \(child.description).",
                "Unbalanced calls to begin/end appearance transitions for \(child.description)."])
        },
        LifecycleScenario("A6_directAppearanceCallWarns", .whole, [
            "Root.viewWillDisappear(true)",
        ]) { s in
            let root = s.vc("Root")
            s.show(root)

            root.viewWillDisappear(true)

            let w = s.screen.application.diagnostics.warnings
            #expect(w.count == 1)
            #expect(w.first?.hasPrefix("[ViewController] Calling -viewWillDisappear: directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs") == true)
        },

        // MARK: Navigation N1–N4, N10

        LifecycleScenario("N1_navInitialDisplay", .withoutLayout, [
            "A.willMove(toParent: Nav)", "Nav.loadView()", "Nav.viewDidLoad()", "A.loadView()", "A.viewDidLoad()",
            "Nav.viewWillAppear(false)", "A.viewWillAppear(false)",
            "NavDelegate.navigationController(Nav, willShow: A, animated: false)",
            "Nav.viewDidAppear(false)", "A.viewDidAppear(false)",
            "NavDelegate.navigationController(Nav, didShow: A, animated: false)", "A.didMove(toParent: Nav)",
        ]) { s in
            s.screen.makeWindow(root: s.nav(root: s.vc("A")))

            #expect(s.trace.lines.contains("A.viewWillLayoutSubviews()"))
        },
        LifecycleScenario("N2_pushAnimated", .withoutLayout, [
            "B.willMove(toParent: Nav)", "@ push returns", "B.loadView()", "B.viewDidLoad()",
            "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
            "NavDelegate.navigationController(Nav, willShow: B, animated: true)",
            "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(toParent: Nav)",
            "NavDelegate.navigationController(Nav, didShow: B, animated: true)",
        ]) { s in
            let a = s.vc("A")
            let nav = s.nav(root: a)
            s.show(nav)
            let b = s.vc("B")

            nav.pushViewController(b, animated: true)
            s.trace.log("@ push returns")
            #expect(nav.viewControllers == [a, b])
            #expect(nav.topViewController === b)
            s.screen.runLoop()
            #expect(!s.trace.lines.contains("B.viewDidAppear(true)"))
            s.screen.settle()

            #expect(b.appearanceChecks == ["willAppear movingTo=true presented=false", "didAppear movingTo=true presented=false"])
            #expect(a.appearanceChecks.suffix(2) == ["willDisappear movingFrom=false dismissed=false",
                                                      "didDisappear movingFrom=false dismissed=false"])
            #expect(b.navigationController === nav)
        },
        LifecycleScenario("N3_pushNotAnimated", .withoutLayout, [
            "B.willMove(toParent: Nav)", "@ push returns", "B.loadView()", "B.viewDidLoad()",
            "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
            "NavDelegate.navigationController(Nav, willShow: B, animated: false)",
            "A.viewDidDisappear(false)", "B.viewDidAppear(false)", "B.didMove(toParent: Nav)",
            "NavDelegate.navigationController(Nav, didShow: B, animated: false)",
        ]) { s in
            let nav = s.nav(root: s.vc("A"))
            s.show(nav)

            nav.pushViewController(s.vc("B"), animated: false)
            s.trace.log("@ push returns")
            s.screen.runLoop()
        },
        LifecycleScenario("N4_popAnimatedReleasesThePoppedController", .withoutLayout, [
            "B.willMove(toParent: nil)", "@ pop returns", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
            "NavDelegate.navigationController(Nav, willShow: A, animated: true)",
            "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(toParent: nil)",
            "NavDelegate.navigationController(Nav, didShow: A, animated: true)", "B.deinit",
        ]) { s in
            let a = s.vc("A")
            let nav = s.nav(root: a)
            s.screen.makeWindow(root: nav)
            weak var weakB: DeinitProbe?
            do {
                let b = DeinitProbe("B", s.trace)
                b.onDeinit = { [trace = s.trace] in trace.log("B.deinit") }
                weakB = b
                nav.pushViewController(b, animated: false)
                s.screen.settle()
            }
            s.trace.reset()

            do {
                let popped = nav.popViewController(animated: true)
                s.trace.log("@ pop returns")
                #expect(popped === weakB)
                #expect(nav.viewControllers == [a])
            }
            s.screen.settle()

            #expect(s.trace.checksAtDeinit.suffix(2) == ["willDisappear movingFrom=true dismissed=false",
                                                          "didDisappear movingFrom=true dismissed=false"])
            #expect(weakB == nil)
        },
        LifecycleScenario("N10_backKeyPopsInTheSameOrderAsTheBackButton", .withoutLayout, [
            "B.willMove(toParent: nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
            "NavDelegate.navigationController(Nav, willShow: A, animated: true)",
            "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(toParent: nil)",
            "NavDelegate.navigationController(Nav, didShow: A, animated: true)",
        ]) { s in
            let nav = s.nav(root: s.vc("A"))
            s.screen.makeWindow(root: nav)
            nav.pushViewController(s.vc("B"), animated: false)
            s.screen.settle()
            s.trace.reset()

            s.screen.press(.escape)
            s.screen.settle()
        },
    ]

    // MARK: W1, V1 (staged checks)

    @Test func W1_viewDidAppearWaitsForTheRunLoop() {
        let s = TraceStage()

        s.screen.makeWindow(root: s.vc("Root"), runLoop: false)

        #expect(s.trace.lines == ["Root.loadView()", "Root.viewDidLoad()", "Root.viewWillAppear(false)"])
        s.screen.runLoop()
        #expect(s.trace.lines.last == "Root.viewDidAppear(false)")
    }

    @Test func V1_firstAccessOfViewLoadsItOnce() {
        let s = TraceStage()
        let vc = s.vc("VC")

        #expect(vc.isViewLoaded == false)
        #expect(vc.viewIfLoaded == nil)
        #expect(s.trace.lines.isEmpty)
        let first = vc.view
        #expect(s.trace.lines == ["VC.loadView()", "VC.viewDidLoad()"])
        #expect(vc.isViewLoaded)
        #expect(vc.viewIfLoaded === first)
        _ = vc.view
        #expect(s.trace.lines == ["VC.loadView()", "VC.viewDidLoad()"])
    }

    // MARK: C7, T2: what UIKit refuses

    @Test func C7_childViewUnderAnotherControllerRaises() {
        let s = TraceStage()
        let p1 = s.vc("P1")
        let p2 = s.vc("P2")
        s.screen.makeWindow(root: s.parent("Root", adding: [p1, p2]))
        let c = s.vc("C")
        p1.addChild(c)

        p2.view.addSubview(c.view)

        let names = s.screen.application.diagnostics.exceptions.map(\.name)
        #expect(names == ["UIViewControllerHierarchyInconsistency"])
        #expect(c.view.superview == nil)
    }

    @Test func T2_transitionWithoutCommonParentRaises() {
        let s = TraceStage()
        let a = s.vc("A")
        let parent = s.parent("Parent", adding: [a])
        s.screen.makeWindow(root: parent)
        let b = s.vc("B")
        s.trace.reset()

        parent.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: nil)
        s.screen.settle()

        let ex = s.screen.application.diagnostics.exceptions
        #expect(ex.count == 1)
        #expect(ex.first?.name == "NSInvalidArgumentException")
        #expect(ex.first?.reason == "Children view controllers \(a.description) and \(b.description) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
        #expect(s.trace.lines.isEmpty)
        #expect(a.view.superview === parent.view)
    }

    // MARK: A1 manual forwarding

    @MainActor final class ManualContainer: LoggingViewController {
        let child: LoggingViewController
        let forwards: Bool
        init(_ name: String, _ trace: Trace, child: LoggingViewController, forwards: Bool) {
            self.child = child; self.forwards = forwards
            super.init(name, trace)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(child); view.addSubview(child.view); child.didMove(toParent: self)
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if forwards { child.beginAppearanceTransition(true, animated: animated) }
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if forwards { child.endAppearanceTransition() }
        }
    }

    @Test func A1_withoutBeginEndTheChildGetsNothing() {
        let s = TraceStage()

        s.screen.makeWindow(root: ManualContainer("Container", s.trace, child: s.vc("Child"), forwards: false))

        #expect(s.trace.lines.filter { $0.hasPrefix("Child.view") && $0.contains("ppear") }.isEmpty)
    }
}
