import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

/// A shared list that logging controllers write one line per callback into, in the
/// contract's form `Receiver.callback(args)`.
@MainActor
final class Trace {
    var lines: [String] = []
    var checksAtDeinit: [String] = []
    func log(_ s: String) { lines.append(s) }
    /// Lines without layout callbacks (the contract never asserts their count).
    var withoutLayout: [String] { lines.filter { !$0.contains("LayoutSubviews") } }
    func reset() { lines.removeAll() }
}

/// A controller that logs every lifecycle and containment callback under `name`.
@MainActor
class LoggingViewController: UIViewController {
    let name: String
    let trace: Trace
    var onViewDidLoad: ((LoggingViewController) -> Void)?
    var appearanceChecks: [String] = []
    init(_ name: String, _ trace: Trace) {
        self.name = name
        self.trace = trace
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func loadView() { trace.log("\(name).loadView()"); super.loadView() }
    override func viewDidLoad() { super.viewDidLoad(); trace.log("\(name).viewDidLoad()"); onViewDidLoad?(self) }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated); trace.log("\(name).viewWillAppear(\(animated))")
        appearanceChecks.append("willAppear movingTo=\(isMovingToParent) presented=\(isBeingPresented)")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated); trace.log("\(name).viewDidAppear(\(animated))")
        appearanceChecks.append("didAppear movingTo=\(isMovingToParent) presented=\(isBeingPresented)")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated); trace.log("\(name).viewWillDisappear(\(animated))")
        appearanceChecks.append("willDisappear movingFrom=\(isMovingFromParent) dismissed=\(isBeingDismissed)")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated); trace.log("\(name).viewDidDisappear(\(animated))")
        appearanceChecks.append("didDisappear movingFrom=\(isMovingFromParent) dismissed=\(isBeingDismissed)")
    }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); trace.log("\(name).viewWillLayoutSubviews()") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); trace.log("\(name).viewDidLayoutSubviews()") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        trace.log("\(name).willMove(toParent: \(Self.nameOf(parent)))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        trace.log("\(name).didMove(toParent: \(Self.nameOf(parent)))")
    }
    static func nameOf(_ vc: UIViewController?) -> String {
        guard let vc else { return "nil" }
        if let l = vc as? LoggingViewController { return l.name }
        if let l = vc as? LoggingNavigationController { return l.name }
        if let l = vc as? LoggingTabBarController { return l.name }
        return String(describing: type(of: vc))
    }
}

@MainActor
final class LoggingNavigationController: UINavigationController {
    var name = "Nav"
    var trace: Trace?
    override func loadView() { trace?.log("\(name).loadView()"); super.loadView() }
    override func viewDidLoad() { super.viewDidLoad(); trace?.log("\(name).viewDidLoad()") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); trace?.log("\(name).viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); trace?.log("\(name).viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); trace?.log("\(name).viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); trace?.log("\(name).viewDidDisappear(\(animated))") }
}

@MainActor
final class LoggingTabBarController: UITabBarController {
    var name = "Tab"
    var trace: Trace?
    override func loadView() { trace?.log("\(name).loadView()"); super.loadView() }
    override func viewDidLoad() { super.viewDidLoad(); trace?.log("\(name).viewDidLoad()") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); trace?.log("\(name).viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); trace?.log("\(name).viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); trace?.log("\(name).viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); trace?.log("\(name).viewDidDisappear(\(animated))") }
}

@MainActor
final class NavDelegateLogger: UINavigationControllerDelegate {
    let trace: Trace
    init(_ trace: Trace) { self.trace = trace }
    func navigationController(_ nc: UINavigationController, willShow vc: UIViewController, animated: Bool) {
        trace.log("NavDelegate.navigationController(Nav, willShow: \(LoggingViewController.nameOf(vc)), animated: \(animated))")
    }
    func navigationController(_ nc: UINavigationController, didShow vc: UIViewController, animated: Bool) {
        trace.log("NavDelegate.navigationController(Nav, didShow: \(LoggingViewController.nameOf(vc)), animated: \(animated))")
    }
}

/// A logging controller named `shown` as the root of a checked 80 × 24 screen's key
/// window (after the first pass) and one named `other`, not shown yet, on one trace.
@MainActor
func shownController(_ shown: String, and other: String, sourceLocation: SourceLocation = #_sourceLocation)
    -> (HeadlessScreen, Trace, LoggingViewController, LoggingViewController) {
    let trace = Trace()
    let screen = HeadlessScreen.checked(sourceLocation: sourceLocation)
    let root = LoggingViewController(shown, trace)
    screen.makeWindow(root: root)
    return (screen, trace, root, LoggingViewController(other, trace))
}
