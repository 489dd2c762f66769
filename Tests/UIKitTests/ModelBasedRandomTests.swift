import Foundation
import Testing
import TestSupport
@testable import UIKit
import HeadlessBackend

/// Model-based randomized test: random sequences of navigation, presentation and
/// containment operations (fixed seeds; more iterations with the environment variable
/// `UIKIT_RANDOM_ITERATIONS`), often several in one run-loop turn or while an animation
/// runs, checking after every step that appearance moves only
/// willAppear → didAppear → willDisappear → didDisappear, that every controller is settled
/// (balanced), that parent/children agree with the view hierarchy, that exactly the
/// controllers on screen are in the appeared state, that every controller the app let
/// go of has been deallocated, and that no controller the app asked for is lost: each
/// navigation controller's stack equals a model that applies its requests in the order
/// they were made (requests made during a transition wait for it and then run in order,
/// Oracle/transitions-round-two.json TR01–TR06). The user also dismisses presentations as
/// a person does (Oracle/presentation-controllers.json PC05–PC09): a mouse drag of a sheet
/// past its threshold, a drag abandoned half way (it snaps back), Esc — some presented
/// controllers `isModalInPresentation`, some sheets with medium and large detents.
@MainActor
@Suite struct ModelBasedRandomTests {

    @MainActor final class Violations { var list: [String] = [] }

    /// A controller that checks its own appearance state machine as callbacks arrive.
    @MainActor final class Probe: UIViewController {
        enum S { case disappeared, appearing, appeared, disappearing }
        let id: Int
        let violations: Violations
        var s: S = .disappeared
        init(id: Int, violations: Violations) { self.id = id; self.violations = violations; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        /// `from` lists the states the callback may come in: a will-callback may follow the
        /// opposite will-callback instead of its did (a cancelled or reversed appearance,
        /// G1 of the lifecycle contract: a child removed in the turn it was added).
        func step(_ from: [S], _ to: S, _ name: String) {
            if !from.contains(s) {
                violations.list.append("P\(id).\(name) in state \(s)")
                if ProcessInfo.processInfo.environment["UIKIT_RANDOM_VERBOSE"] != nil { print("  VIOLATION P\(id).\(name) in state \(s)") }
            }
            s = to
        }
        override func viewWillAppear(_ a: Bool) { super.viewWillAppear(a); step([.disappeared, .disappearing], .appearing, "viewWillAppear") }
        override func viewDidAppear(_ a: Bool) { super.viewDidAppear(a); step([.appearing], .appeared, "viewDidAppear") }
        override func viewWillDisappear(_ a: Bool) { super.viewWillDisappear(a); step([.appeared, .appearing], .disappearing, "viewWillDisappear") }
        override func viewDidDisappear(_ a: Bool) { super.viewDidDisappear(a); step([.disappearing], .disappeared, "viewDidDisappear") }
    }

    /// Runs one random session; returns the violations found.
    func run(seed: UInt64, steps: Int) -> [String] {
        run(seed: seed, steps: steps, stats: Stats())
    }

    /// What a session did (printed by long runs).
    @MainActor final class Stats {
        var steps = 0; var midTransitionRequests = 0; var checks = 0; var userDismissals = 0
        /// Edge-swipe pops the user finished or abandoned, and requests made while one was dragged.
        var interactivePopsFinished = 0; var interactivePopsCancelled = 0; var requestsDuringSwipes = 0
    }

    func run(seed: UInt64, steps: Int, stats: Stats) -> [String] {
        var rng = SeededRandom(seed: seed)   // reproduces a failure from its seed
        let violations = Violations()
        let screen = HeadlessScreen.checked(width: 60, height: 20)
        var nextID = 0
        var all: [(Int, () -> Probe?)] = []
        func make() -> Probe {
            nextID += 1
            let p = Probe(id: nextID, violations: violations)
            weak var w = p
            all.append((nextID, { w }))
            return p
        }
        let nav = UINavigationController(rootViewController: make())
        screen.makeWindow(root: nav)
        // The stack each navigation controller should end with, by probe id.
        var models: [(nav: () -> UINavigationController?, stack: [Int])] = [({ [weak nav] in nav }, [nextID])]
        func model(_ n: UINavigationController, _ change: ([Int]) -> [Int]) {
            if let i = models.firstIndex(where: { $0.nav() === n }) { models[i].stack = change(models[i].stack) }
        }
        func track(_ n: UINavigationController, _ stack: [Int]) {
            weak var w = n
            models.append(({ w }, stack))
        }

        func topPresented() -> UIViewController {
            var vc: UIViewController = nav
            while let p = vc.presentedViewController { vc = p }
            return vc
        }
        func reachable() -> Set<ObjectIdentifier> {
            var out = Set<ObjectIdentifier>()
            func walk(_ vc: UIViewController) {
                out.insert(ObjectIdentifier(vc))
                for c in vc.children { walk(c) }
                if let p = vc.presentedViewController { walk(p) }
            }
            walk(nav)
            return out
        }
        func effectivelyVisible(_ v: UIView) -> Bool {
            guard v.window != nil else { return false }
            var cur: UIView? = v
            while let c = cur { if c.isHidden { return false }; cur = c.superview }
            return true
        }

        var midTransition = 0
        /// An edge swipe with the mouse on the root navigation controller (interactivePopGestureRecognizer),
        /// released past half way (the pop finishes) or before (it is cancelled), sometimes
        /// with a push or pop requested while the finger is down (it waits for the swipe).
        let rootNav = nav
        func swipe(label: String) {
            screen.settle()
            // The navigation controller on top, when its view starts at the screen's left edge
            // (the root one, or one presented full screen).
            var eligible: UINavigationController? {
                guard let n = topPresented() as? UINavigationController, let v = n.viewIfLoaded,
                      v.convert(v.bounds, to: nil).minX == 0 else { return nil }
                return n
            }
            if eligible == nil {
                // The user first closes what is presented, back to the root navigation controller.
                rootNav.dismiss(animated: false)
                screen.settle()
            }
            guard let nav = eligible else {
                if ProcessInfo.processInfo.environment["UIKIT_RANDOM_VERBOSE"] != nil { print("  swipe skipped: top \(topPresented())") }
                return
            }
            if nav.viewControllers.count < 2 {
                let p = make()
                model(nav) { $0 + [p.id] }
                nav.pushViewController(p, animated: false)
                screen.settle()
            }
            guard nav._canBeginInteractivePop else {
                if ProcessInfo.processInfo.environment["UIKIT_RANDOM_VERBOSE"] != nil { print("  swipe refused: \(nav.viewControllers.count) \(nav.isTransitioning) \(String(describing: nav.presentedViewController)) \(nav._appearanceState)") }
                return
            }
            let finish = Bool.random(using: &rng)
            let y = CGFloat(Int.random(in: 3...15, using: &rng))
            screen.pointerDown(at: CGPoint(x: 0, y: y))
            screen.advance(by: 0.03)
            screen.pointerMove(to: CGPoint(x: CGFloat(Int.random(in: 4...40, using: &rng)), y: y))
            screen.runLoop()
            guard nav.transitionCoordinator?.isInteractive == true else {
                violations.list.append("\(label): the edge swipe did not start an interactive pop")
                screen.pointerUp(at: CGPoint(x: 0, y: y))
                return
            }
            model(nav) { finish ? Array($0.dropLast()) : $0 }
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                let p = make()
                model(nav) { $0 + [p.id] }
                nav.pushViewController(p, animated: Bool.random(using: &rng))
                stats.requestsDuringSwipes += 1
            case 1:
                model(nav) { $0.count > 1 ? Array($0.dropLast()) : $0 }
                nav.popViewController(animated: Bool.random(using: &rng))
                stats.requestsDuringSwipes += 1
            default:
                break
            }
            screen.advance(by: 0.03)
            // 60 points wide: past half way finishes, before it cancels.
            screen.pointerMove(to: CGPoint(x: finish ? 45 : 12, y: y))
            screen.advance(by: 0.03)
            screen.pointerUp(at: CGPoint(x: finish ? 45 : 12, y: y))
            if finish { stats.interactivePopsFinished += 1 } else { stats.interactivePopsCancelled += 1 }
            if Bool.random(using: &rng) { screen.advance(by: 0.1); midTransition += 1 }
        }

        func perform(step: Int) -> String {
            let animated = Bool.random(using: &rng)
            var op = Int.random(in: 0..<13, using: &rng)
            // Keep the session's size bounded so a long run costs the same per step: at most
            // three presentations deep, at most four children per host.
            var depth = 0
            var p: UIViewController = nav
            while let next = p.presentedViewController { depth += 1; p = next }
            if op == 4, depth >= 3 { op = 5 }
            if op == 6, ((p as? UINavigationController)?.topViewController ?? p).children.count >= 4 { op = 7 }
            let label = "seed \(seed) step \(step) op \(op) animated \(animated)"
            let top = topPresented()
            if ProcessInfo.processInfo.environment["UIKIT_RANDOM_VERBOSE"] != nil { print(label, "top:", top) }
            let topNav = top as? UINavigationController ?? (top.presentedViewController == nil ? nil : nil)
            let target = topNav ?? nav
            switch op {
            case 0:
                let p = make()
                model(target) { $0 + [p.id] }
                target.pushViewController(p, animated: animated)
            case 1:
                model(target) { $0.count > 1 ? Array($0.dropLast()) : $0 }
                target.popViewController(animated: animated)
            case 2:
                model(target) { Array($0.prefix(1)) }
                target.popToRootViewController(animated: animated)
            case 3:
                let n = Int.random(in: 1...3, using: &rng)
                let list = (0..<n).map { _ in make() }
                model(target) { _ in list.map(\.id) }
                target.setViewControllers(list, animated: animated)
            case 4:
                let styles: [UIModalPresentationStyle] = [.fullScreen, .pageSheet, .formSheet, .overFullScreen]
                let p = make()
                p.modalPresentationStyle = styles.randomElement(using: &rng)!
                // Some refuse the user's dismissal; some sheets rest at medium or large.
                p.isModalInPresentation = Int.random(in: 0..<5, using: &rng) == 0
                let twoDetents = Int.random(in: 0..<3, using: &rng) == 0
                let presenter = (top as? UINavigationController)?.topViewController ?? top
                let wrap = Bool.random(using: &rng)
                if ProcessInfo.processInfo.environment["UIKIT_RANDOM_VERBOSE"] != nil { print("  present P\(p.id) style \(p.modalPresentationStyle) wrapped \(wrap) on \(presenter)") }
                let presented: UIViewController = wrap ? UINavigationController(rootViewController: p) : p
                if let n = presented as? UINavigationController {
                    n.modalPresentationStyle = p.modalPresentationStyle
                    track(n, [p.id])
                }
                if twoDetents {
                    screen.application.withCurrent { presented.sheetPresentationController?.detents = [.medium(), .large()] }
                }
                presenter.present(presented, animated: animated)
            case 5: if top !== nav { top.dismiss(animated: animated) }
            case 9, 10:
                // The user drags the top sheet down by its frame line (the grabber's row):
                // past its threshold (9) or a few rows and lets go (10, it snaps back).
                if top !== nav, let v = top.viewIfLoaded, v.window != nil,
                   let sheet = top.presentationController as? UISheetPresentationController, sheet._drawsSheet {
                    let f = v.convert(v.bounds, to: nil)
                    let start = CGPoint(x: f.midX, y: f.minY - 1)
                    let end = CGPoint(x: f.midX, y: op == 9 ? screen.application.screen.bounds.height - 1 : f.minY + 4)
                    stats.userDismissals += 1
                    screen.drag(from: start, to: end)
                }
            case 11:
                // Esc once things have settled (a key waits for a running transition): a
                // navigation controller with more than its root goes back, else the user
                // dismisses the presentation.
                if top !== nav {
                    screen.settle()
                    if let n = topPresented() as? UINavigationController, n.viewControllers.count > 1 {
                        model(n) { Array($0.dropLast()) }
                    } else {
                        stats.userDismissals += 1
                    }
                    screen.press(.escape)
                }
            case 6:
                // A child added to the visible top controller (C1).
                let host = (top as? UINavigationController)?.topViewController ?? top
                let c = make()
                host.addChild(c)
                c.view.frame = CGRect(x: 1, y: 1, width: 10, height: 3)
                host.view.addSubview(c.view)
                c.didMove(toParent: host)
            case 7:
                // Remove a random child that is not a container's stack member (C2).
                let host = (top as? UINavigationController)?.topViewController ?? top
                if let c = host.children.filter({ !($0 is UINavigationController) }).randomElement(using: &rng) {
                    c.willMove(toParent: nil); c.view.removeFromSuperview(); c.removeFromParent()
                }
            case 12:
                swipe(label: label)
            default:
                // transition(from:to:) between the first child and a new one (T1).
                let host = (top as? UINavigationController)?.topViewController ?? top
                if let a = host.children.first(where: { $0.viewIfLoaded?.superview === host.view }) {
                    let b = make()
                    host.addChild(b)
                    a.willMove(toParent: nil)
                    host.transition(from: a, to: b, duration: animated ? 0.3 : 0,
                                    options: [.transitionCrossDissolve], animations: nil) { _ in
                        b.didMove(toParent: host); a.removeFromParent()
                    }
                }
            }
            switch Int.random(in: 0..<6, using: &rng) {
            case 0, 1:
                // Act again before the animation ends.
                screen.advance(by: Double(Int.random(in: 1...3, using: &rng)) / 10)
                midTransition += 1
            case 2:
                // Act again in the same run-loop turn (the transition has not even started).
                midTransition += 1
            default:
                screen.settle()
            }
            return label
        }

        for step in 0..<steps {
            // Each step runs in its own function so the test holds no controller afterwards.
            let label = perform(step: step)
            stats.steps += 1
            if stats.steps % 10_000 == 0, ProcessInfo.processInfo.environment["UIKIT_RANDOM_ITERATIONS"] != nil {
                print("random seed \(seed): \(stats.steps) steps so far, \(stats.interactivePopsFinished) swipes finished, \(stats.interactivePopsCancelled) cancelled, \(violations.list.count) violations")
                fflush(stdout)
            }
            if midTransition > 0 { stats.midTransitionRequests += 1 }
            if midTransition > 0, Int.random(in: 0..<4, using: &rng) != 0 {
                // Keep issuing requests while transitions run; check once things settle.
                midTransition = 0
                continue
            }
            midTransition = 0
            if !screen.application.diagnostics.exceptions.isEmpty {
                violations.list.append("\(label): unexpected exception \(screen.application.diagnostics.exceptions)")
                screen.application.diagnostics.removeAll()
            }
            screen.settle()
            let live = reachable()
            for (id, get) in all {
                guard let p = get() else { continue }
                if !live.contains(ObjectIdentifier(p)) {
                    if ProcessInfo.processInfo.environment["UIKIT_RANDOM_VERBOSE"] != nil {
                        let app = screen.application
                        print("LEAK P\(id): animations \(app._animator.animations.count) focused \(String(describing: app.keyWindow?.focusedView)) fr \(String(describing: app.keyWindow?.firstResponder)) pendingEnds \(app._pendingAppearanceEnds.count) windowSubviews \(app.keyWindow?.subviews.count ?? -1)")
                        for a in app._animator.animations { print("   anim", a.property, String(describing: a.view), a.start, a.duration, "now", app.clock.now) }
                    }
                    violations.list.append("\(label): P\(id) released by the app but still alive (parent \(String(describing: p.parent)), presenting \(String(describing: p.presentingViewController)), window \(p.viewIfLoaded?.window != nil), state \(p.s))")
                    continue
                }
                if p.s == .appearing || p.s == .disappearing {
                    violations.list.append("\(label): P\(id) unbalanced (\(p.s))")
                }
                if let parent = p.parent, !parent.children.contains(where: { $0 === p }) {
                    violations.list.append("\(label): P\(id).parent does not list it as a child")
                }
                if let v = p.viewIfLoaded, v.window != nil, let parent = p.parent, let pv = parent.viewIfLoaded,
                   !v.isDescendant(of: pv) {
                    violations.list.append("\(label): P\(id).view is on screen outside its parent's view")
                }
                let onScreen = p.viewIfLoaded.map(effectivelyVisible) ?? false
                if onScreen != (p.s == .appeared) {
                    var chain: [String] = []
                    var v: UIView? = p.viewIfLoaded
                    while let c = v { chain.append("\(type(of: c))\(c.isHidden ? "(hidden)" : "")"); v = c.superview }
                    violations.list.append("\(label): P\(id) on screen=\(onScreen) but state \(p.s); parent \(String(describing: p.parent)) views \(chain)")
                }
            }
            stats.checks += 1
            models.removeAll { $0.nav() == nil }
            for m in models {
                guard let n = m.nav() else { continue }
                let actual = n.viewControllers.map { ($0 as? Probe)?.id ?? -1 }
                if actual != m.stack {
                    violations.list.append("\(label): stack \(actual) but the requests made give \(m.stack) (lost or extra controllers)")
                    if let i = models.firstIndex(where: { $0.nav() === n }) { models[i].stack = actual }
                }
            }
            all.removeAll { $0.1() == nil }
            if violations.list.count > 20 { break }
        }
        // Random steps may misuse the API the way UIKit warns about (a dismiss while a
        // transition runs, a present from a controller whose view has left the window, two
        // presents from one presenter waiting behind the same push: M8's "already
        // presenting"); those warnings are expected, anything else fails the test.
        screen.expectDiagnostics { entry in
            guard case .warning(let text) = entry else { return false }
            return (text.hasPrefix("Warning: Attempt to dismiss from view controller <")
                    && text.hasSuffix("while a presentation or dismiss is in progress!"))
                || (text.hasPrefix("[Presentation] Attempt to present <")
                    && (text.hasSuffix("whose view is not in the window hierarchy.")
                        || text.hasSuffix("while a presentation is in progress.")
                        // A present that waited for a transition finds its presenter
                        // presenting another controller by then (UIKit's text, M8/B07).
                        || text.contains("which is already presenting <")))
        }
        return violations.list
    }

    /// The sessions do swipe: a short seed must finish and cancel edge-swipe pops (some with a
    /// request made mid-swipe) and keep every invariant.
    @Test func edgeSwipePopsFinishAndCancelWithinRandomSessions() {
        let stats = Stats()
        let violations = run(seed: 17, steps: 300, stats: stats)
        #expect(violations.isEmpty, "\(violations.prefix(10).joined(separator: "\n"))")
        #expect(stats.interactivePopsFinished > 0)
        #expect(stats.interactivePopsCancelled > 0)
        #expect(stats.requestsDuringSwipes > 0)
    }

    nonisolated static let seeds: [UInt64] = [1, 2, 3, 42, 2026]

    /// The seeds CI runs; `UIKIT_RANDOM_SEED` adds any other.
    nonisolated static var allSeeds: [UInt64] {
        let extra = ProcessInfo.processInfo.environment["UIKIT_RANDOM_SEED"].flatMap(UInt64.init)
        return seeds + (extra.map { seeds.contains($0) ? [] : [$0] } ?? [])
    }

    @Test(arguments: allSeeds)
    func randomSessionsKeepEveryInvariant(seed: UInt64) {
        let env = ProcessInfo.processInfo.environment
        // UIKIT_RANDOM_SEED=n runs seed n alone (with UIKIT_RANDOM_VERBOSE to follow it).
        if let only = env["UIKIT_RANDOM_SEED"].flatMap(UInt64.init), only != seed { return }
        let steps = Int(env["UIKIT_RANDOM_ITERATIONS"] ?? "") ?? 150
        let stats = Stats()
        let start = Date()
        let violations = run(seed: seed, steps: steps, stats: stats)
        if env["UIKIT_RANDOM_ITERATIONS"] != nil {
            let seconds = Date().timeIntervalSince(start)
            print("random seed \(seed): \(stats.steps) steps, \(stats.midTransitionRequests) requests made while a transition ran, \(stats.userDismissals) user dismissals (drag, abandoned drag, Esc), \(stats.interactivePopsFinished) edge-swipe pops finished, \(stats.interactivePopsCancelled) cancelled, \(stats.requestsDuringSwipes) requests during a swipe, \(stats.checks) invariant checks, \(violations.count) violations, \(String(format: "%.1f", seconds)) s (\(String(format: "%.0f", Double(stats.steps) / max(seconds, 0.001))) steps/s)")
        }
        #expect(violations.isEmpty, "\(violations.prefix(10).joined(separator: "\n"))")
    }
}
