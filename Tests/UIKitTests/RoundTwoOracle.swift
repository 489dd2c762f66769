import Foundation
import Testing
@testable import UIKit
import HeadlessBackend

/// The drivers of `Oracle/transitions-round-two.json`: requests that arrive while a
/// transition runs (TR…) and UIKit's containment consistency checks (CC…). Each scenario's
/// driver below performs its setup as written in the file and logs `@` checkpoints; the
/// trace it produces (callbacks, UIKit's console texts and exceptions, checkpoints) must
/// equal the scenario's `expected` list.
@MainActor
enum RoundTwoOracle {
    static let drivers: [String: OracleDriver] = [
        "TR01-push-during-animated-push": { r in
            let nav = r.navMidwayThroughPushingB()
            nav.pushViewController(r.vc("C"), animated: true)
            r.markStack(nav)
            r.settleThenMarkStack(nav)
        },
        "TR02-two-pushes-in-one-turn": { r in
            let nav = r.shownNav(root: r.vc("A"))
            nav.pushViewController(r.vc("B"), animated: true)
            nav.pushViewController(r.vc("C"), animated: true)
            r.markStack(nav)
            r.settleThenMarkStack(nav)
        },
        "TR03-pop-during-push": { r in
            let nav = r.navMidwayThroughPushingB()
            let popped = nav.popViewController(animated: true)
            r.mark("pop returned \(r.name(popped)); viewControllers == \(r.stack(nav))")
            r.settleThenMarkStack(nav)
        },
        "TR04-popToRoot-during-push": { r in
            let nav = r.nav()
            nav.setViewControllers([r.vc("A"), r.vc("B")], animated: false)
            r.show(nav)
            r.midway { nav.pushViewController(r.vc("C"), animated: true) }
            let popped = nav.popToRootViewController(animated: true)
            r.mark("popToRoot returned \(popped.map { _ in "a list" } ?? "nil"); viewControllers == \(r.stack(nav))")
            r.settleThenMarkStack(nav)
        },
        "TR05-popTo-during-push": { r in
            let nav = r.nav()
            let b = r.vc("B")
            nav.setViewControllers([r.vc("A"), b], animated: false)
            r.show(nav)
            r.midway { nav.pushViewController(r.vc("C"), animated: true) }
            let popped = nav.popToViewController(b, animated: true)
            r.mark("popTo returned \(popped.map { _ in "a list" } ?? "nil"); viewControllers == \(r.stack(nav))")
            r.settleThenMarkStack(nav)
        },
        "TR06-setViewControllers-during-push": { r in
            let nav = r.navMidwayThroughPushingB()
            nav.setViewControllers([r.vc("D")], animated: true)
            r.markStack(nav)
            r.settleThenMarkStack(nav)
        },
        "TR07-same-instance-pushed-twice-during-push": { r in
            let nav = r.shownNav(root: r.vc("A"))
            let b = r.vc("B")
            nav.pushViewController(b, animated: true)
            nav.pushViewController(b, animated: true)
            r.mark(r.screen.diagnostics.exceptions.isEmpty ? "no exception yet" : "an exception already")
            r.settleThenMarkStack(nav)
        },
        "TR08-push-while-a-sheet-presents": { r in
            let (nav, a) = r.shownNavOverA()
            let m = r.vc("M")
            m.modalPresentationStyle = .pageSheet
            r.midway { a.present(m, animated: true) }
            nav.pushViewController(r.vc("B"), animated: true)
            r.markStack(nav)
            r.settleThenMarkStack(nav)
        },
        "TR09-present-during-push": { r in
            let nav = r.navMidwayThroughPushingB()
            let m = r.vc("M")
            m.modalPresentationStyle = .pageSheet
            nav.present(m, animated: true) { r.trace.log("completion()") }
            r.markPresented(by: nav)
            r.settleThenMarkPresented(by: nav)
        },
        "TR10-present-while-a-presentation-animates": { r in
            let a = r.shownVC("A")
            r.midway { a.present(r.vc("B"), animated: true) }
            r.presentCThenSettleAndMark(from: a)
        },
        "TR11-present-during-dismissal": { r in
            let a = r.vc("A")
            a.presentAndSettle(r.vc("B"), in: r)
            a.dismiss(animated: true)
            r.presentCThenSettleAndMark(from: a)
        },
        "TR12-present-from-dismiss-completion": { r in
            let a = r.vc("A")
            a.presentAndSettle(r.vc("B"), in: r)
            let c = r.vc("C")
            a.dismiss(animated: true) { a.present(c, animated: true) }
            r.settleThenMarkPresented(by: a)
        },
        "TR13-dismiss-during-presentation": { r in
            let a = r.shownVC("A")
            r.midway { a.present(r.vc("B"), animated: true) }
            a.dismiss(animated: true) { r.trace.log("dismissCompletion()") }
            r.settleThenMarkPresented(by: a)
        },
        "TR14-dismiss-during-dismissal": { r in
            let a = r.vc("A")
            a.presentAndSettle(r.vc("B"), in: r)
            a.dismiss(animated: true)
            a.dismiss(animated: true) { r.trace.log("second()") }
            r.settleThenMarkPresented(by: a)
        },
        "TR15-transition-from-to-during-presentation": { r in
            let p = r.vc("P")
            let x = r.vc("X")
            p.onViewDidLoad = { p in p.addChild(x); p.view.addSubview(x.view); x.didMove(toParent: p) }
            r.show(p)
            let m = r.vc("M")
            m.modalPresentationStyle = .pageSheet
            r.midway { p.present(m, animated: true) }
            let y = r.vc("Y")
            p.addChild(y)
            x.willMove(toParent: nil)
            p.transition(from: x, to: y, duration: 0.4, options: [], animations: nil) { finished in
                r.trace.log("completion(\(finished))")
                y.didMove(toParent: p)
                x.removeFromParent()
            }
            r.screen.settle()
        },
        "TR16-push-on-an-offscreen-nav-during-a-transition": { r in
            let n1 = r.nav("N1", root: r.vc("A"))
            let n2 = r.nav("N2", root: r.vc("X"))
            let tab = UITabBarController()
            tab.viewControllers = [n1, n2]
            r.show(tab)
            r.midway { n1.pushViewController(r.vc("B"), animated: true) }
            n2.pushViewController(r.vc("Y"), animated: true)
            r.mark("N2.viewControllers == \(r.stack(n2))")
            r.screen.settle()
        },
        "TR17-click-back-during-push": { r in
            let a = r.vc("A")
            a.title = "Inbox"
            let nav = r.shownNav(root: a)
            r.midway { nav.pushViewController(r.vc("B"), animated: true) }
            r.mark(r.screen.click(text: "‹ Inbox") ? "click delivered during the animation" : "no back button on screen")
            r.settleThenMarkStack(nav)
        },

        "CC01-child-view-into-another-controllers-view": { r in
            let root = r.vc("R"), p1 = r.vc("P1"), p2 = r.vc("P2")
            root.onViewDidLoad = { v in for p in [p1, p2] { v.addChild(p); v.view.addSubview(p.view); p.didMove(toParent: v) } }
            r.show(root)
            let c = r.vc("C")
            p1.addChild(c)
            p2.view.addSubview(c.view)
            r.mark("C.view.superview == \(c.view.superview == nil ? "nil" : "set")")
        },
        "CC02-addChild-while-its-view-is-under-another-controller": { r in
            let root = r.vc("R"), b = r.vc("B")
            root.onViewDidLoad = { v in v.addChild(b); v.view.addSubview(b.view); b.didMove(toParent: v) }
            r.show(root)
            let a = r.vc("A")
            b.view.addSubview(a.view)
            root.addChild(a)
            r.mark("A.parent == \(r.name(a.parent))")
        },
        "CC03-one-view-two-controllers": { r in
            let a = r.vc("A"), b = r.vc("B")
            r.perform {
                a.loadViewIfNeeded()
                let v = a.view
                b.view = v
                r.mark(a.view === v && v?.next === a ? "A keeps its view; B.isViewLoaded == \(b.isViewLoaded)" : "the view moved")
            }
        },
        "CC04-window-root-added-as-a-child": { r in
            let root = r.shownVC("R")
            let x = r.vc("X")
            r.perform { x.addChild(root) }
            r.mark("R.parent == \(r.name(root.parent))")
        },
        "CC05-push-a-navigation-controller": { r in
            let nav = r.nav(root: r.vc("A"))
            let inner = UINavigationController(rootViewController: r.vc("D"))
            r.register(inner, "Inner")
            r.show(nav)
            nav.pushViewController(inner, animated: true)
            r.settleThenMarkStack(nav)
        },
        "CC06-push-an-instance-already-on-the-stack": { r in
            let nav = r.nav()
            let a = r.vc("A")
            nav.setViewControllers([a, r.vc("B")], animated: false)
            r.show(nav)
            nav.pushViewController(a, animated: true)
            r.settleThenMarkStack(nav)
        },
        "CC07-push-a-tab-bar-controller": { r in
            let nav = r.shownNav(root: r.vc("A"))
            let tab = UITabBarController()
            r.register(tab, "Tab")
            let t1 = r.vc("T1")
            tab.viewControllers = [t1]
            nav.pushViewController(tab, animated: true)
            r.screen.settle()
            let ok = r.screen.diagnostics.exceptions.isEmpty ? "no exception" : "an exception"
            r.mark("\(ok); viewControllers == \(r.stack(nav)); T1 \(t1.viewIfLoaded?.window != nil ? "on screen" : "not on screen")")
        },
        "CC08-move-a-visible-child-without-removing-its-view": { r in
            let (p1, p2, c) = twoContainersWithChild(r)
            p2.addChild(c)
            r.mark("C.parent == \(r.name(c.parent))")
            _ = p1
        },
        "CC09-move-a-visible-child-between-containers": { r in
            let (p1, p2, c) = twoContainersWithChild(r)
            c.view.removeFromSuperview()
            p2.addChild(c)
            p2.view.addSubview(c.view)
            c.didMove(toParent: p2)
            r.screen.runLoop()
            r.mark("C.parent == \(r.name(c.parent)); P1.children == [\(p1.children.map { r.name($0) }.joined(separator: ", "))]")
        },
        "CC10-present-a-child-controller": { r in
            let nav = r.nav()
            let a = r.vc("A"), b = r.vc("B")
            nav.setViewControllers([a, b], animated: false)
            r.show(nav)
            r.presentSettled(b, on: a)
            r.mark("presentedViewController == \(r.name(nav.presentedViewController)); B.parent == \(r.name(b.parent))")
        },
        "CC11-present-a-controller-already-presented": { r in
            let (nav, a) = r.shownNavOverA()
            let b = r.vc("B")
            r.presentSettled(b, on: a)
            r.trace.reset()
            a.present(b, animated: true)
            r.settleThenMarkPresented(by: nav)
        },
    ]

    /// R on screen with children P1 and P2; C is P1's child, its view in P1's view.
    static func twoContainersWithChild(_ r: ScenarioRun) -> (LoggingViewController, LoggingViewController, LoggingViewController) {
        let root = r.vc("R"), p1 = r.vc("P1"), p2 = r.vc("P2"), c = r.vc("C")
        root.onViewDidLoad = { v in
            for p in [p1, p2] {
                v.addChild(p)
                p.view.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
                v.view.addSubview(p.view)
                p.didMove(toParent: v)
            }
            p1.addChild(c)
            p1.view.addSubview(c.view)
            c.didMove(toParent: p1)
        }
        r.show(root)
        return (p1, p2, c)
    }
}

extension UIViewController {
    /// Shows self in `run`'s window, presents `vc` and settles, then clears the trace.
    @MainActor fileprivate func presentAndSettle(_ vc: UIViewController, in run: ScenarioRun) {
        run.screen.makeWindow(root: self)
        present(vc, animated: true)
        run.screen.settle()
        run.trace.reset()
    }
}

extension ScenarioRun {
    /// Has `a` present a new controller "C" (animated, its completion logged), lets
    /// everything settle, then marks what `a` presents and whether C's view was loaded.
    @MainActor fileprivate func presentCThenSettleAndMark(from a: UIViewController) {
        let c = vc("C")
        a.present(c, animated: true) { self.trace.log("completion()") }
        screen.settle()
        mark("presentedViewController == \(name(a.presentedViewController)); C loaded == \(c.isViewLoaded)")
    }
}
