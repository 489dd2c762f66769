import Foundation
import Testing
import TestSupport
@testable import UIKit
import HeadlessBackend

/// One scenario of `Oracle/transitions-round-two.json`, in the format of
/// ../shared/oracle/lifecycle-contract.json: the callbacks UIKit sends in order, with
/// `@ …` lines for state the driver reads at that point and `! …` lines for console
/// warnings (`! console: text`) and raised exceptions (`! Name: reason`).
struct OracleScenario: Decodable, Sendable, CustomTestStringConvertible {
    let id: String
    let group: String
    let title: String
    let setup: [String]
    let expected: [String]
    let notes: String
    let sources: [String]
    let confidence: String
    /// "trace": the whole trace (layout callbacks aside) must equal `expected`;
    /// "markers": only the `@` and `!` lines are compared.
    let compare: String
    var testDescription: String { id }

    /// The `compare` of the stand-in scenario `load` returns for a file it cannot read.
    static let unreadable = "unreadable"

    /// The scenarios of the oracle file beside this source file. A file that cannot be
    /// read or decoded gives one stand-in scenario (`compare == unreadable`, the error in
    /// `notes`) that no driver knows, so the suite fails loudly instead of running nothing.
    static func load(_ file: String = "transitions-round-two.json") -> [OracleScenario] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Oracle").appendingPathComponent(file)
        do {
            return try JSONDecoder().decode([OracleScenario].self, from: Data(contentsOf: url))
        } catch {
            return [OracleScenario(id: "unreadable \(file)", group: "", title: "the oracle file could not be read",
                                   setup: [], expected: [], notes: "\(file): \(error)", sources: [],
                                   confidence: "", compare: unreadable)]
        }
    }
}

/// A scenario's driver: performs the scenario's setup as written in its file and logs `@`
/// checkpoints into the run's trace.
typealias OracleDriver = @MainActor (ScenarioRun) -> Void

/// The golden-trace files in `Oracle/`, each with the drivers of its scenarios (in the file
/// named after the driver table: `RoundTwoOracle.swift`, `PresentationControllerOracle.swift`,
/// `CustomTransitionOracle.swift` and `+Unwind`). `OracleTests` runs them all.
enum OracleFile: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Requests while a transition runs (TR…), containment consistency checks (CC…).
    case roundTwo = "transitions-round-two.json"
    /// Presentation controllers, the adaptive delegate, sheets (PC…).
    case presentationControllers = "presentation-controllers.json"
    /// Transition coordinators, custom and interactive transitions (CT…), unwinds (UW…).
    case customTransitions = "custom-transitions.json"

    var testDescription: String { rawValue }

    /// The fewest scenarios the file may hold (files only grow).
    var minimum: Int {
        switch self {
        case .roundTwo: 28
        case .presentationControllers: 12
        case .customTransitions: 22
        }
    }

    @MainActor var drivers: [String: OracleDriver] {
        switch self {
        case .roundTwo: RoundTwoOracle.drivers
        case .presentationControllers: PresentationControllerOracle.drivers
        case .customTransitions: CustomTransitionOracle.drivers
        }
    }

    /// The file's scenarios, read once.
    var scenarios: [OracleScenario] { Self.read[self] ?? [] }
    private static let read = Dictionary(uniqueKeysWithValues: allCases.map { ($0, OracleScenario.load($0.rawValue)) })

    /// Every scenario of every file, with its file.
    static var everyScenario: [(OracleFile, OracleScenario)] { allCases.flatMap { f in f.scenarios.map { (f, $0) } } }
}

/// A screen, a trace and the names of the controllers a scenario makes, so that the trace
/// (callbacks, diagnostics and driver checkpoints, in the order they happen) reads like
/// the oracle: controllers by name, addresses as `0x…`, the bundle as `<bundle id>`.
@MainActor
final class ScenarioRun {
    let trace = Trace()
    let screen = HeadlessScreen.checked()
    /// Controller descriptions (`<Type: 0xADDR>`) to scenario names; no references kept,
    /// so a controller the scenario lets go of can go away.
    private var names: [String: String] = [:]
    /// Objects UIKit holds weakly (transitioning delegates) that live as long as the run.
    private var kept: [AnyObject] = []

    init() {
        screen.application.diagnostics.observer = { [weak self] entry in
            guard let self else { return }
            // Every diagnostic goes into the trace the scenario compares with the oracle
            // (`! …` lines): that is the test's explicit expectation of it.
            _ = self.screen.diagnostics.entries
            switch entry {
            case .warning(let text): self.trace.log("! console: \(self.normalize(text))")
            case .exception(let e): self.trace.log("! \(e.name): \(self.normalize(e.reason))")
            }
        }
    }

    func vc(_ name: String) -> LoggingViewController {
        let v = LoggingViewController(name, trace)
        names[v.description] = name
        return v
    }

    func nav(_ name: String = "Nav", root: UIViewController? = nil) -> LoggingNavigationController {
        let n = root.map { LoggingNavigationController(rootViewController: $0) } ?? LoggingNavigationController()
        n.name = name
        n.trace = trace
        names[n.description] = name
        return n
    }

    func register(_ vc: UIViewController, _ name: String) { names[vc.description] = name }

    /// "Nav" over `root`, shown (`show(_:)`: settled, the trace cleared).
    func shownNav(root: UIViewController) -> LoggingNavigationController {
        let n = nav(root: root)
        show(n)
        return n
    }

    /// Keeps `object` alive until the run ends (UIKit holds delegates weakly); returns it.
    @discardableResult
    func keep<Object: AnyObject>(_ object: Object) -> Object {
        kept.append(object)
        return object
    }

    /// A logging controller named `name`, shown (`show(_:)`).
    func shownVC(_ name: String) -> LoggingViewController {
        let v = vc(name)
        show(v)
        return v
    }

    /// "Nav" over "A", shown: the start of the scenarios that present from a pushed screen.
    func shownNavOverA() -> (LoggingNavigationController, LoggingViewController) {
        let a = vc("A")
        return (shownNav(root: a), a)
    }

    /// Shows `root` in a key window, lets everything settle, then clears the trace.
    func show(_ root: UIViewController) {
        screen.makeWindow(root: root)
        screen.settle()
        trace.reset()
    }

    /// Runs `body` as the application's code (UIKit finds its application through it).
    func perform(_ body: () -> Void) { screen.application.withCurrent(body) }

    /// Runs `body` as the application's code and returns its result.
    func perform2<T>(_ body: () -> T) -> T {
        var result: T?
        screen.application.withCurrent { result = body() }
        return result!
    }

    func mark(_ text: String) { trace.log("@ \(text)") }

    func markStack(_ nav: UINavigationController) { mark("viewControllers == \(stack(nav))") }

    /// Marks what `presenter` presents (its `presentedViewController`, by name).
    func markPresented(by presenter: UIViewController) {
        mark("presentedViewController == \(name(presenter.presentedViewController))")
    }

    /// `presenter` presents `presented`, then everything settles.
    func presentSettled(_ presented: UIViewController, on presenter: UIViewController, animated: Bool = true) {
        presenter.present(presented, animated: animated)
        screen.settle()
    }

    /// `presented` is dismissed (animated), then everything settles.
    func dismissSettled(_ presented: UIViewController) {
        presented.dismiss(animated: true)
        screen.settle()
    }

    /// Lets everything settle, then marks what `presenter` presents.
    func settleThenMarkPresented(by presenter: UIViewController) {
        screen.settle()
        markPresented(by: presenter)
    }

    /// Lets everything settle, then marks the navigation stack.
    func settleThenMarkStack(_ nav: UINavigationController) {
        screen.settle()
        markStack(nav)
    }

    /// "Nav" over "A", shown, 0.1 s into an animated push of "B": where the scenarios
    /// about a request that arrives during a push start.
    func navMidwayThroughPushingB() -> LoggingNavigationController {
        let navigation = nav(root: vc("A"))
        show(navigation)
        midway { navigation.pushViewController(vc("B"), animated: true) }
        return navigation
    }

    /// Starts a transition (`body`), lets it begin on the next pass and stops 0.1 s into
    /// its animation, where the scenario makes its next request.
    func midway(_ body: () -> Void) {
        body()
        screen.runLoop()
        screen.advance(by: 0.1)
    }

    func name(_ vc: UIViewController?) -> String {
        guard let vc else { return "nil" }
        return names[vc.description] ?? String(describing: type(of: vc))
    }

    func stack(_ nav: UINavigationController) -> String {
        "[" + nav.viewControllers.map { name($0) }.joined(separator: ", ") + "]"
    }

    func normalize(_ text: String) -> String {
        var t = text
        for (description, name) in names {
            t = t.replacingOccurrences(of: description, with: "<\(name): 0x…>")
        }
        let bundle = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        t = t.replacingOccurrences(of: "application : \(bundle)", with: "application : <bundle id>")
        return t.replacingOccurrences(of: "0x[0-9a-f]+", with: "0x…", options: .regularExpression)
    }

    /// What the scenario compares: the whole trace without layout callbacks, or only the
    /// checkpoints and diagnostics.
    func observed(for scenario: OracleScenario) -> [String] {
        let lines = trace.withoutLayout
        return scenario.compare == "markers" ? lines.filter { $0.hasPrefix("@") || $0.hasPrefix("!") } : lines
    }
}

