import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

/// Golden traces for the scenarios of ../shared/oracle/lifecycle-contract.json (general,
/// view loading, containment, transition, manual forwarding, navigation). Each test names
/// its scenario id. Layout callbacks are compared where the contract lists them and
/// filtered out (`withoutLayout`) where it says never to assert their count.
@MainActor
@Suite struct LifecycleContractTests {

    // MARK: W1, V1, V2

    @Test func W1_windowRootInitialDisplay() {
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let root = LoggingViewController("Root", trace)
        let window = screen.makeWindow(root: root)

        #expect(trace.lines == ["Root.loadView()", "Root.viewDidLoad()", "Root.viewWillAppear(false)",
                                "Root.viewWillLayoutSubviews()", "Root.viewDidLayoutSubviews()",
                                "Root.viewDidAppear(false)"])
        #expect(root.view.window === window)
        #expect(root.appearanceChecks.first == "willAppear movingTo=false presented=false")
    }

    @Test func W1_viewDidAppearWaitsForTheRunLoop() {
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let root = LoggingViewController("Root", trace)

        screen.makeWindow(root: root, runLoop: false)

        #expect(trace.lines == ["Root.loadView()", "Root.viewDidLoad()", "Root.viewWillAppear(false)"])
        screen.runLoop()
        #expect(trace.lines.last == "Root.viewDidAppear(false)")
    }

    @Test func V1_firstAccessOfViewLoadsItOnce() {
        let trace = Trace()
        let vc = LoggingViewController("VC", trace)

        #expect(vc.isViewLoaded == false)
        #expect(vc.viewIfLoaded == nil)
        #expect(trace.lines.isEmpty)
        let first = vc.view
        #expect(trace.lines == ["VC.loadView()", "VC.viewDidLoad()"])
        #expect(vc.isViewLoaded)
        #expect(vc.viewIfLoaded === first)
        _ = vc.view
        #expect(trace.lines == ["VC.loadView()", "VC.viewDidLoad()"])
    }

    @Test func V2_loadViewIfNeededLoadsOnceAndNoAppearance() {
        let trace = Trace()
        let vc = LoggingViewController("VC", trace)

        vc.loadViewIfNeeded()
        vc.loadViewIfNeeded()

        #expect(trace.lines == ["VC.loadView()", "VC.viewDidLoad()"])
    }

    // MARK: Containment C1, C2, C4, C7

    @Test func C1_addChildToVisibleParent() {
        let (screen, trace, parent, child) = shownController("Parent", and: "Child")
        trace.reset()

        parent.addChild(child)
        trace.log("@ addChild returns")
        child.view.frame = parent.view.bounds
        parent.view.addSubview(child.view)
        trace.log("@ addSubview returns")
        child.didMove(toParent: parent)
        screen.runLoop()

        #expect(trace.withoutLayout == [
            "Child.willMove(toParent: Parent)", "@ addChild returns", "Child.loadView()", "Child.viewDidLoad()",
            "Child.viewWillAppear(false)", "@ addSubview returns", "Child.didMove(toParent: Parent)",
            "Child.viewDidAppear(false)"])
        #expect(child.appearanceChecks == ["willAppear movingTo=true presented=false",
                                           "didAppear movingTo=true presented=false"])
        #expect(child.parent === parent)
    }

    @Test func C2_removeChildFromVisibleParent() {
        let (screen, trace, parent, child) = shownController("Parent", and: "Child")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        screen.runLoop()
        trace.reset()
        child.appearanceChecks.removeAll()

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        screen.runLoop()

        #expect(trace.withoutLayout == ["Child.willMove(toParent: nil)", "Child.viewWillDisappear(false)",
                                        "Child.viewDidDisappear(false)", "Child.didMove(toParent: nil)"])
        #expect(child.appearanceChecks == ["willDisappear movingFrom=true dismissed=false",
                                           "didDisappear movingFrom=true dismissed=false"])
        #expect(child.parent == nil)
        #expect(!parent.children.contains { $0 === child })
    }

    @Test func C4_childAddedInViewDidLoadThenShown() {
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let parent = LoggingViewController("Parent", trace)
        parent.onViewDidLoad = { p in
            let c = LoggingViewController("Child", trace)
            p.addChild(c)
            p.view.addSubview(c.view)
            c.didMove(toParent: p)
        }

        screen.makeWindow(root: parent)

        #expect(trace.lines == [
            "Parent.loadView()", "Parent.viewDidLoad()", "Child.willMove(toParent: Parent)", "Child.loadView()",
            "Child.viewDidLoad()", "Child.didMove(toParent: Parent)", "Parent.viewWillAppear(false)",
            "Child.viewWillAppear(false)", "Parent.viewWillLayoutSubviews()", "Parent.viewDidLayoutSubviews()",
            "Child.viewWillLayoutSubviews()", "Child.viewDidLayoutSubviews()", "Parent.viewDidAppear(false)",
            "Child.viewDidAppear(false)"])
    }

    @Test func C7_childViewUnderAnotherControllerRaises() {
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let root = LoggingViewController("Root", trace)
        let p1 = LoggingViewController("P1", trace)
        let p2 = LoggingViewController("P2", trace)
        root.onViewDidLoad = { r in
            for p in [p1, p2] { r.addChild(p); r.view.addSubview(p.view); p.didMove(toParent: r) }
        }
        screen.makeWindow(root: root)
        let c = LoggingViewController("C", trace)
        p1.addChild(c)

        p2.view.addSubview(c.view)

        let names = screen.application.diagnostics.exceptions.map(\.name)
        #expect(names == ["UIViewControllerHierarchyInconsistency"])
        #expect(c.view.superview == nil)
    }

    // MARK: T1, T2 transition(from:to:)

    @Test func T1_transitionBetweenSiblings() {
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let parent = LoggingViewController("Parent", trace)
        let a = LoggingViewController("A", trace)
        parent.onViewDidLoad = { p in p.addChild(a); p.view.addSubview(a.view); a.didMove(toParent: p) }
        screen.makeWindow(root: parent)
        trace.reset()
        let b = LoggingViewController("B", trace)

        parent.addChild(b)
        a.willMove(toParent: nil)
        parent.transition(from: a, to: b, duration: 0.4, options: [.transitionFlipFromLeft], animations: nil) { finished in
            trace.log("completion(\(finished))")
            b.didMove(toParent: parent)
            a.removeFromParent()
        }
        screen.advance(by: 0.2)
        #expect(!trace.lines.contains("B.viewDidAppear(true)"))
        screen.settle()

        #expect(trace.withoutLayout == [
            "B.willMove(toParent: Parent)", "A.willMove(toParent: nil)", "B.loadView()", "B.viewDidLoad()",
            "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewDidAppear(true)",
            "A.viewDidDisappear(true)", "completion(true)", "B.didMove(toParent: Parent)",
            "A.didMove(toParent: nil)"])
        #expect(b.view.superview === parent.view)
        #expect(a.view.superview == nil)
        #expect(parent.children.map { LoggingViewController.nameOf($0) } == ["B"])
    }

    @Test func T1_zeroDurationIsNotAnimated() {
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let parent = LoggingViewController("Parent", trace)
        let a = LoggingViewController("A", trace)
        parent.onViewDidLoad = { p in p.addChild(a); p.view.addSubview(a.view); a.didMove(toParent: p) }
        screen.makeWindow(root: parent)
        let b = LoggingViewController("B", trace)
        parent.addChild(b)
        trace.reset()

        parent.transition(from: a, to: b, duration: 0, options: [], animations: nil) { _ in trace.log("completion") }
        screen.runLoop()

        #expect(trace.withoutLayout == ["B.loadView()", "B.viewDidLoad()", "A.viewWillDisappear(false)",
                                        "B.viewWillAppear(false)", "B.viewDidAppear(false)",
                                        "A.viewDidDisappear(false)", "completion"])
    }

    @Test func T2_transitionWithoutCommonParentRaises() {
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let parent = LoggingViewController("Parent", trace)
        let a = LoggingViewController("A", trace)
        parent.onViewDidLoad = { p in p.addChild(a); p.view.addSubview(a.view); a.didMove(toParent: p) }
        screen.makeWindow(root: parent)
        let b = LoggingViewController("B", trace)
        trace.reset()

        parent.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: nil)
        screen.settle()

        let ex = screen.application.diagnostics.exceptions
        #expect(ex.count == 1)
        #expect(ex.first?.name == "NSInvalidArgumentException")
        #expect(ex.first?.reason == "Children view controllers \(a.description) and \(b.description) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
        #expect(trace.lines.isEmpty)
        #expect(a.view.superview === parent.view)
    }

    // MARK: A1, A3, A6 manual forwarding

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

    @Test func A1_manualForwardingContainerAppears() {
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let child = LoggingViewController("Child", trace)
        let container = ManualContainer("Container", trace, child: child, forwards: true)

        screen.makeWindow(root: container)

        let appearance = trace.lines.filter { $0.contains("Appear") }
        #expect(appearance == ["Container.viewWillAppear(false)", "Child.viewWillAppear(false)",
                               "Container.viewDidAppear(false)", "Child.viewDidAppear(false)"])
    }

    @Test func A1_withoutBeginEndTheChildGetsNothing() {
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let child = LoggingViewController("Child", trace)
        let container = ManualContainer("Container", trace, child: child, forwards: false)

        screen.makeWindow(root: container)

        #expect(trace.lines.filter { $0.hasPrefix("Child.view") && $0.contains("ppear") }.isEmpty)
    }

    @Test func A3_beginEndMapping() {
        let trace = Trace()
        let child = LoggingViewController("Child", trace)
        child.loadViewIfNeeded()
        trace.reset()

        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        child.beginAppearanceTransition(false, animated: true)
        child.endAppearanceTransition()

        #expect(trace.lines == ["Child.viewWillAppear(false)", "Child.viewDidAppear(false)",
                                "Child.viewWillDisappear(true)", "Child.viewDidDisappear(true)"])
    }

    @Test func A3_unbalancedBeginWarnsAndChangesNothing() {
        let (screen, trace, root, child) = shownController("Root", and: "Child")
        root.addChild(child)
        child.didMove(toParent: root)
        trace.reset()

        child.beginAppearanceTransition(true, animated: false)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        child.endAppearanceTransition()

        #expect(trace.lines == ["Child.loadView()", "Child.viewDidLoad()", "Child.viewWillAppear(false)",
                                "Child.viewDidAppear(false)"])
        #expect(screen.application.diagnostics.warnings == [
            "Unbalanced calls to begin/end appearance transitions for \(child.description).",
            "Unbalanced calls to begin/end appearance transitions for \(child.description)."])
    }

    @Test func A6_directAppearanceCallWarns() {
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let root = LoggingViewController("Root", trace)
        screen.makeWindow(root: root)
        trace.reset()

        root.viewWillDisappear(true)

        #expect(trace.lines == ["Root.viewWillDisappear(true)"])
        let w = screen.application.diagnostics.warnings
        #expect(w.count == 1)
        #expect(w.first?.hasPrefix("[ViewController] Calling -viewWillDisappear: directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs") == true)
    }

    // MARK: Navigation N1–N12

    func makeNav(_ trace: Trace, root a: LoggingViewController) -> (LoggingNavigationController, NavDelegateLogger) {
        let nav = LoggingNavigationController(rootViewController: a)
        nav.trace = trace
        let d = NavDelegateLogger(trace)
        nav.delegate = d
        return (nav, d)
    }

    @Test func N1_navInitialDisplay() {
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let a = LoggingViewController("A", trace)
        let (nav, d) = makeNav(trace, root: a)

        screen.makeWindow(root: nav)

        #expect(trace.withoutLayout == [
            "A.willMove(toParent: Nav)", "Nav.loadView()", "Nav.viewDidLoad()", "A.loadView()", "A.viewDidLoad()",
            "Nav.viewWillAppear(false)", "A.viewWillAppear(false)",
            "NavDelegate.navigationController(Nav, willShow: A, animated: false)",
            "Nav.viewDidAppear(false)", "A.viewDidAppear(false)",
            "NavDelegate.navigationController(Nav, didShow: A, animated: false)", "A.didMove(toParent: Nav)"])
        #expect(trace.lines.contains("A.viewWillLayoutSubviews()"))
        withExtendedLifetime(d) {}
    }

    @Test func N2_pushAnimated() {
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let a = LoggingViewController("A", trace)
        let (nav, d) = makeNav(trace, root: a)
        screen.makeWindow(root: nav)
        trace.reset()
        let b = LoggingViewController("B", trace)

        nav.pushViewController(b, animated: true)
        trace.log("@ push returns")
        #expect(nav.viewControllers == [a, b])
        #expect(nav.topViewController === b)
        screen.runLoop()
        #expect(!trace.lines.contains("B.viewDidAppear(true)"))
        screen.settle()

        #expect(trace.withoutLayout == [
            "B.willMove(toParent: Nav)", "@ push returns", "B.loadView()", "B.viewDidLoad()",
            "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
            "NavDelegate.navigationController(Nav, willShow: B, animated: true)",
            "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(toParent: Nav)",
            "NavDelegate.navigationController(Nav, didShow: B, animated: true)"])
        #expect(b.appearanceChecks == ["willAppear movingTo=true presented=false", "didAppear movingTo=true presented=false"])
        #expect(a.appearanceChecks.suffix(2) == ["willDisappear movingFrom=false dismissed=false",
                                                  "didDisappear movingFrom=false dismissed=false"])
        #expect(b.navigationController === nav)
        withExtendedLifetime(d) {}
    }

    @Test func N2_pushSlidesOnScreenHalfWay() {
        let trace = Trace()
        let screen = HeadlessScreen.checked(width: 40, height: 6)
        let a = LoggingViewController("A", trace)
        a.title = "Friends"
        let nav = UINavigationController(rootViewController: a)
        a.onViewDidLoad = { vc in let l = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 5)); l.backgroundColor = .blue; vc.view.addSubview(l) }
        screen.makeWindow(root: nav)
        let b = LoggingViewController("B", trace)
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

    @Test func N3_pushNotAnimated() {
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let a = LoggingViewController("A", trace)
        let (nav, d) = makeNav(trace, root: a)
        screen.makeWindow(root: nav)
        trace.reset()
        let b = LoggingViewController("B", trace)

        nav.pushViewController(b, animated: false)
        trace.log("@ push returns")
        screen.runLoop()

        #expect(trace.withoutLayout == [
            "B.willMove(toParent: Nav)", "@ push returns", "B.loadView()", "B.viewDidLoad()",
            "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
            "NavDelegate.navigationController(Nav, willShow: B, animated: false)",
            "A.viewDidDisappear(false)", "B.viewDidAppear(false)", "B.didMove(toParent: Nav)",
            "NavDelegate.navigationController(Nav, didShow: B, animated: false)"])
        withExtendedLifetime(d) {}
    }

    @MainActor final class DeinitProbe: LoggingViewController {
        var onDeinit: (() -> Void)?
        isolated deinit { trace.checksAtDeinit = appearanceChecks; onDeinit?() }
    }

    @Test func N4_popAnimatedReleasesThePoppedController() {
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let a = LoggingViewController("A", trace)
        let (nav, d) = makeNav(trace, root: a)
        screen.makeWindow(root: nav)
        weak var weakB: DeinitProbe?
        do {
            let b = DeinitProbe("B", trace)
            b.onDeinit = { [trace] in trace.log("B.deinit") }
            weakB = b
            nav.pushViewController(b, animated: false)
            screen.settle()
        }
        trace.reset()

        do {
            let popped = nav.popViewController(animated: true)
            trace.log("@ pop returns")
            #expect(popped === weakB)
            #expect(nav.viewControllers == [a])
        }
        screen.settle()

        #expect(trace.checksAtDeinit.suffix(2) == ["willDisappear movingFrom=true dismissed=false",
                                                    "didDisappear movingFrom=true dismissed=false"])
        #expect(trace.withoutLayout == [
            "B.willMove(toParent: nil)", "@ pop returns", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
            "NavDelegate.navigationController(Nav, willShow: A, animated: true)",
            "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(toParent: nil)",
            "NavDelegate.navigationController(Nav, didShow: A, animated: true)", "B.deinit"])
        #expect(weakB == nil)
        withExtendedLifetime(d) {}
    }

    @Test func N5_popWithOnlyRootDoesNothing() {
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let a = LoggingViewController("A", trace)
        let (nav, d) = makeNav(trace, root: a)
        screen.makeWindow(root: nav)
        trace.reset()

        let popped = nav.popViewController(animated: true)
        screen.settle()

        #expect(popped == nil)
        #expect(trace.lines.isEmpty)
        #expect(nav.viewControllers == [a])
        withExtendedLifetime(d) {}
    }

    @Test func N9_pushingTheSameInstanceTwiceRaises() {
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let a = LoggingViewController("A", trace)
        let b = LoggingViewController("B", trace)
        let nav = UINavigationController(rootViewController: a)
        screen.makeWindow(root: nav)
        nav.pushViewController(b, animated: false)
        screen.settle()

        nav.pushViewController(b, animated: true)

        let ex = screen.application.diagnostics.exceptions
        #expect(ex.map(\.name) == ["NSInvalidArgumentException"])
        #expect(ex.first?.reason.hasPrefix("\(nav.description) is pushing the same view controller instance (\(b.description)) more than once which is not supported and is most likely an error in the application : ") == true)
        #expect(nav.viewControllers == [a, b])
    }

    @Test func N10_backKeyPopsInTheSameOrderAsTheBackButton() {
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let a = LoggingViewController("A", trace)
        let (nav, d) = makeNav(trace, root: a)
        screen.makeWindow(root: nav)
        nav.pushViewController(LoggingViewController("B", trace), animated: false)
        screen.settle()
        trace.reset()

        screen.press(.escape)
        screen.settle()

        #expect(trace.withoutLayout == [
            "B.willMove(toParent: nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
            "NavDelegate.navigationController(Nav, willShow: A, animated: true)",
            "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(toParent: nil)",
            "NavDelegate.navigationController(Nav, didShow: A, animated: true)"])
        withExtendedLifetime(d) {}
    }

    @Test func N10_clickingTheBackButtonPops() {
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let a = LoggingViewController("A", trace)
        a.title = "Inbox"
        let nav = UINavigationController(rootViewController: a)
        screen.makeWindow(root: nav)
        nav.pushViewController(LoggingViewController("B", trace), animated: false)
        screen.settle()

        #expect(screen.click(text: "‹ Inbox"))
        screen.settle()

        #expect(nav.viewControllers == [a])
        #expect(screen.lines[0].trimmingCharacters(in: .whitespaces) == "Inbox")
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

@MainActor
@Suite struct AppearingParentTests {
    /// A child added inside the parent's viewWillAppear appears with the parent
    /// (will after the parent's will, did after the parent's did).
    @Test func childAddedWhileParentAppearsAppearsWithIt() {
        @MainActor final class Parent: LoggingViewController {
            var child: LoggingViewController?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                guard let child, child.parent == nil else { return }
                addChild(child); view.addSubview(child.view); child.didMove(toParent: self)
            }
        }
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let parent = Parent("Parent", trace)
        parent.child = LoggingViewController("Child", trace)

        screen.makeWindow(root: parent)

        #expect(trace.withoutLayout.filter { $0.contains("ppear") } == [
            "Parent.viewWillAppear(false)", "Child.viewWillAppear(false)",
            "Parent.viewDidAppear(false)", "Child.viewDidAppear(false)"])
    }
}

@MainActor
@Suite struct NavigationBarFocusTests {
    @Test func aFocusedBarButtonStaysFocusedWhenItsTitleChanges() {
        @MainActor final class ListViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); title = "List"; navigationItem.rightBarButtonItem = editButtonItem }
        }
        let screen = HeadlessScreen.checked(width: 40, height: 6)
        let list = ListViewController()
        let window = screen.makeWindow(root: UINavigationController(rootViewController: list))
        screen.press(.tab)
        #expect((window.focusedView as? UIView).map { screen.grid[Int($0.convert(CGPoint.zero, to: nil).x), 0].character } == "E")

        screen.press(.enter)

        #expect(list.isEditing)
        #expect(screen.lines[0].hasSuffix("Done"))
        #expect(window.focusedView != nil)
        screen.press(.enter)
        #expect(!list.isEditing)
        #expect(screen.lines[0].hasSuffix("Edit"))
    }
}
