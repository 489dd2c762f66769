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

/// An alert controller that logs its lifecycle as "Alert.…".
@MainActor
final class LoggingAlertController: UIAlertController {
    var trace: Trace?
    override func viewDidLoad() { super.viewDidLoad(); trace?.log("Alert.viewDidLoad()") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); trace?.log("Alert.viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); trace?.log("Alert.viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); trace?.log("Alert.viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); trace?.log("Alert.viewDidDisappear(\(animated))") }
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

/// A checked screen and the one trace every controller of a scenario logs into, with the
/// controllers made by name: the start of each traced lifecycle scenario.
@MainActor
final class TraceStage {
    let trace = Trace()
    let screen: HeadlessScreen
    /// The navigation delegates made here (a navigation controller holds its delegate
    /// weakly; the stage keeps them for the scenario).
    private var delegates: [NavDelegateLogger] = []

    init(width: Int = 80, height: Int = 24, sourceLocation: SourceLocation = #_sourceLocation) {
        screen = HeadlessScreen.checked(width: width, height: height, sourceLocation: sourceLocation)
    }

    func vc(_ name: String) -> LoggingViewController { LoggingViewController(name, trace) }

    /// A logging navigation controller "Nav" over `root`, its delegate logging as
    /// "NavDelegate" into the same trace.
    func nav(root: LoggingViewController) -> LoggingNavigationController {
        let nav = LoggingNavigationController(rootViewController: root)
        nav.trace = trace
        let delegate = NavDelegateLogger(trace)
        nav.delegate = delegate
        delegates.append(delegate)
        return nav
    }

    /// A controller that, in its viewDidLoad, adds each of `children` as UIKit's
    /// containment asks: addChild, addSubview of its view, didMove(toParent:).
    func parent(_ name: String, adding children: [LoggingViewController]) -> LoggingViewController {
        let parent = vc(name)
        parent.onViewDidLoad = { p in
            for child in children {
                p.addChild(child)
                p.view.addSubview(child.view)
                child.didMove(toParent: p)
            }
        }
        return parent
    }

    /// `root` in the key window after its first display, the trace cleared.
    func show(_ root: UIViewController) {
        screen.makeWindow(root: root)
        trace.reset()
    }
}

