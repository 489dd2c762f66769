import Foundation
import Testing
@testable import UIKit
import HeadlessBackend

/// A logging controller that also logs the unwind questions UIKit asks it and its unwind
/// action `unwindToList(_:)`; `refusesUnwind` overrides `canPerformUnwindSegueAction`,
/// `allowedChildren` overrides `allowedChildrenForUnwinding(from:)`.
@MainActor
final class UnwindLoggingViewController: LoggingViewController {
    var namer: (UIViewController?) -> String = { LoggingViewController.nameOf($0) }
    var refusesUnwind = false
    var allowedChildren: [UIViewController]?
    override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        let answer = refusesUnwind ? false : super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
        trace.log("\(name).canPerformUnwindSegueAction(\(action.name), from: \(namer(fromViewController))) -> \(answer)")
        return answer
    }
    override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        guard let allowedChildren else { return super.allowedChildrenForUnwinding(from: source) }
        trace.log("\(name).allowedChildrenForUnwinding(from: \(namer(source.source))) -> [\(allowedChildren.map { namer($0) }.joined(separator: ", "))]")
        return allowedChildren
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        trace.log("\(name).prepare(for: \(segue.identifier ?? "nil") → \(namer(segue.destination)))")
    }
    func unwindToList(_ segue: UIStoryboardSegue) {
        trace.log("\(name).unwindToList(_:) from \(namer(segue.source))")
    }
}

/// A navigation controller that logs its appearance, the unwind questions and
/// `unwind(for:towards:)` under `name`.
@MainActor
final class UnwindLoggingNavigationController: UINavigationController {
    var name = "Nav"
    var trace: Trace?
    var namer: (UIViewController?) -> String = { LoggingViewController.nameOf($0) }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); trace?.log("\(name).viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); trace?.log("\(name).viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); trace?.log("\(name).viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); trace?.log("\(name).viewDidDisappear(\(animated))") }
    override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        let answer = super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
        trace?.log("\(name).canPerformUnwindSegueAction(\(action.name), from: \(namer(fromViewController))) -> \(answer)")
        return answer
    }
    override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        trace?.log("\(name).unwind(for: \(unwindSegue.identifier ?? "nil"), towards: \(namer(subsequentVC)))")
        super.unwind(for: unwindSegue, towards: subsequentVC)
    }
}

extension ScenarioRun {
    /// A storyboard whose scenes are unwind-logging controllers named after them; the
    /// scenes in `implementing` register `unwindToList:`, every scene has the unwind
    /// segues `back`/`done` (to `unwindToList:`) and `nowhere` (to `unwindToNowhere:`).
    func unwindStoryboard(_ scenes: [String], implementing: Set<String>) -> UIStoryboard {
        let segues: [UIStoryboard.Segue] = [
            .init(identifier: "back", kind: .unwind(action: "unwindToList:")),
            .init(identifier: "done", kind: .unwind(action: "unwindToList:")),
            .init(identifier: "nowhere", kind: .unwind(action: "unwindToNowhere:")),
        ]
        return UIStoryboard(name: "Unwind", scenes: scenes.map { id in
            UIStoryboard.Scene(identifier: id, segues: segues,
                               unwindActions: implementing.contains(id) ? [.init("unwindToList:", UnwindLoggingViewController.unwindToList)] : []) {
                UnwindLoggingViewController(id, self.trace)
            }
        })
    }

    /// Scene `id` of `board`, registered under its name.
    func scene(_ board: UIStoryboard, _ id: String) -> UnwindLoggingViewController {
        let vc = board.instantiateViewController(withIdentifier: id) as! UnwindLoggingViewController
        vc.namer = { [unowned self] in self.name($0) }
        register(vc, id)
        return vc
    }

    /// Scenes A, B, C (A and B implement `unwindToList:`) on "Nav" as [A, B, C], on screen;
    /// `configureB` adjusts B; C performs unwind segue `segue`; settle; @ the stack.
    func unwindFromCOnABC(segue: String, configureB: (UnwindLoggingViewController) -> Void = { _ in }) {
        let board = unwindStoryboard(["A", "B", "C"], implementing: ["A", "B"])
        let b = scene(board, "B")
        configureB(b)
        let c = scene(board, "C")
        let nav = unwindNav([scene(board, "A"), b, c])
        show(nav)
        c.performSegue(withIdentifier: segue, sender: c)
        settleThenMarkStack(nav)
    }

    /// `modal` presented by `presenter` in `style` without animation, settled, the trace
    /// cleared; then `modal` performs the unwind segue "done" and the run settles.
    func unwindFromModal(_ modal: UIViewController, style: UIModalPresentationStyle, presentedBy presenter: UIViewController) {
        modal.modalPresentationStyle = style
        presenter.present(modal, animated: false)
        screen.settle()
        trace.reset()
        modal.performSegue(withIdentifier: "done", sender: modal)
        screen.settle()
    }

    func unwindNav(_ stack: [UIViewController], name: String = "Nav") -> UnwindLoggingNavigationController {
        let n = UnwindLoggingNavigationController()
        n.name = name
        n.trace = trace
        n.namer = { [unowned self] in self.name($0) }
        n.setViewControllers(stack, animated: false)
        register(n, name)
        return n
    }
}

extension CustomTransitionOracle {
    static let unwindDrivers: [String: OracleDriver] = [
        "UW01-unwind-pops-to-the-nearest-implementer": { r in
            r.unwindFromCOnABC(segue: "back")
        },
        "UW02-unwind-from-a-modal-through-the-presenter": { r in
            let board = r.unwindStoryboard(["A", "B", "M"], implementing: ["A"])
            let b = r.scene(board, "B")
            let nav = r.unwindNav([r.scene(board, "A"), b])
            r.show(nav)
            r.unwindFromModal(r.scene(board, "M"), style: .fullScreen, presentedBy: b)
            r.mark("viewControllers == \(r.stack(nav)); presentedViewController == \(r.name(nav.presentedViewController))")
        },
        "UW03-unwind-across-tabs-selects-the-tab": { r in
            let board = r.unwindStoryboard(["A", "X", "S"], implementing: ["A"])
            let s = r.scene(board, "S")
            let nav1 = r.unwindNav([r.scene(board, "A")], name: "Nav1")
            let nav2 = r.unwindNav([r.scene(board, "X"), s], name: "Nav2")
            let tab = LoggingTabBarController()
            tab.trace = r.trace
            r.register(tab, "Tab")
            tab.viewControllers = [nav1, nav2]
            tab.selectedIndex = 1
            r.show(tab)
            s.performSegue(withIdentifier: "back", sender: s)
            r.screen.settle()
            let asked = r.trace.lines.filter { $0.contains("canPerformUnwindSegueAction") }
                .map { $0.replacingOccurrences(of: ".canPerformUnwindSegueAction(unwindToList:, from: S)", with: "") }
            r.mark("asked in order: \(asked.joined(separator: ", "))")
            r.mark("unwind(for:towards:) sent: \(r.trace.lines.filter { $0.contains(".unwind(for:") }.joined(separator: ", "))")
            r.mark("selectedIndex \(tab.selectedIndex); Nav1 \(r.stack(nav1)); Nav2 \(r.stack(nav2))")
        },
        "UW04-allowed-children-hide-a-child": { r in
            let board = r.unwindStoryboard(["P", "C2", "S"], implementing: ["P", "C2"])
            let p = r.scene(board, "P")
            let c2 = r.scene(board, "C2")
            p.allowedChildren = []
            p.onViewDidLoad = { host in
                host.addChild(c2)
                host.view.addSubview(c2.view)
                c2.didMove(toParent: host)
            }
            r.show(p)
            r.unwindFromModal(r.scene(board, "S"), style: .pageSheet, presentedBy: p)
            r.mark("presentedViewController == \(r.name(p.presentedViewController))")
        },
        "UW05-no-destination-warns-and-does-nothing": { r in
            r.unwindFromCOnABC(segue: "nowhere")
        },
        "UW06-a-refusing-controller-is-passed-over": { r in
            r.unwindFromCOnABC(segue: "back") { b in b.refusesUnwind = true }
        },
    ]
}
