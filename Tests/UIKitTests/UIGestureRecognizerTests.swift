import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// Golden traces of gesture recognition, in the order Apple documents: "a window delivers
/// touch events to a gesture recognizer before it delivers them to the hit-tested view";
/// when a recognizer recognizes, "just before the first action message is sent, the view
/// calls touchesCancelled" (Event Handling Guide for iOS, "Gesture Recognizers Get the
/// First Opportunity to Recognize a Touch"); `cancelsTouchesInView`, `delaysTouchesBegan`,
/// `delaysTouchesEnded`, `require(toFail:)` as their reference pages describe them.
///
/// Distances: the headless screen is a terminal's cells, 22 × 44 phone points each
/// (docs/DECISIONS.md, "Touch thresholds"), so one column of movement passes a pan's
/// 10-point hysteresis and a 45-point tap slop allows one column or one row.
@MainActor
struct UIGestureRecognizerTests {
    @MainActor struct Fixture {
        let trace = TouchTrace()
        let actions: GestureActionLog
        let view: TouchLogView
        let screen: HeadlessScreen
        init(_ recognizers: @MainActor (GestureActionLog, TouchTrace) -> [UIGestureRecognizer]) {
            actions = GestureActionLog(trace)
            view = touchLogView("view", CGRect(x: 5, y: 2, width: 20, height: 6), trace)
            for r in recognizers(actions, trace) { view.addGestureRecognizer(r) }
            screen = touchScreen([view])
        }
        /// The fixture with one recognizer, `r` named `name` (its actions logged), set up by
        /// `configure` (given the trace) before it is added to the view.
        init<R: UIGestureRecognizer>(one r: R, _ name: String,
                                     _ configure: @MainActor (R, TouchTrace) -> Void = { _, _ in }) {
            self.init { actions, trace in
                let g = recognizer(r, name, actions)
                configure(g, trace)
                return [g]
            }
        }
    }

    @Test func aRecognizedTapCancelsTheViewsTouchesBeforeItsAction() {
        let f = Fixture(one: LoggingTapRecognizer(), "tap") { tap, trace in
            tap.trace = trace
        }
        f.screen.click(x: 10, y: 4)
        #expect(f.trace.take() == ["tap.touchesBegan", "view.touchesBegan", "tap.touchesEnded",
                                   "view.touchesCancelled", "tap.action(ended)", "tap.reset"])
        #expect(f.view.gestureRecognizers?.first?.state == .possible)
    }

    @Test func withoutCancelsTouchesInViewTheViewGetsTheWholeTouchAfterTheAction() {
        let f = Fixture(one: UITapGestureRecognizer(), "tap") { tap, _ in
            tap.cancelsTouchesInView = false
        }
        f.screen.click(x: 10, y: 4)
        #expect(f.trace.take() == ["view.touchesBegan", "tap.action(ended)", "view.touchesEnded"])
    }

    @Test func aRecognizerThatIsStillPossibleHoldsTheEndedPhaseBackUntilItFails() {
        let f = Fixture(one: UITapGestureRecognizer(), "double") { double, _ in
            double.numberOfTapsRequired = 2
        }
        f.screen.click(x: 10, y: 4)
        #expect(f.trace.take() == ["view.touchesBegan"])     // ended held back: a second tap may come
        f.screen.advance(by: 0.34)
        #expect(f.trace.take() == [])
        f.screen.advance(by: 0.01)                           // 0.35 s without a second tap: it fails
        #expect(f.trace.take() == ["view.touchesEnded"])

        let g = Fixture(one: UITapGestureRecognizer(), "double") { double, _ in
            double.numberOfTapsRequired = 2
            double.delaysTouchesEnded = false
        }
        g.screen.click(x: 10, y: 4)
        #expect(g.trace.take() == ["view.touchesBegan", "view.touchesEnded"])
    }

    @Test func delaysTouchesBeganKeepsTheViewOutUntilTheRecognizerFails() {
        let f = Fixture(one: UILongPressGestureRecognizer(), "press") { press, _ in
            press.delaysTouchesBegan = true
        }
        f.screen.pointerDown(at: CGPoint(x: 10, y: 4))
        f.screen.advance(by: 0.1)
        #expect(f.trace.take() == [])
        f.screen.pointerUp(at: CGPoint(x: 10, y: 4))          // too short: fails, the view gets it all
        #expect(f.trace.take() == ["view.touchesBegan", "view.touchesEnded"])

        f.screen.pointerDown(at: CGPoint(x: 10, y: 4))
        f.screen.advance(by: 0.5)                             // recognized: the view never sees it
        f.screen.pointerMove(to: CGPoint(x: 12, y: 4))
        f.screen.pointerUp(at: CGPoint(x: 12, y: 4))
        #expect(f.trace.take() == ["press.action(began)", "press.action(changed)", "press.action(ended)"])
    }

    @Test func aSingleTapThatRequiresTheDoubleTapToFailWaitsForIt() {
        var single: UITapGestureRecognizer!
        var double: UITapGestureRecognizer!
        let f = Fixture { actions, _ in
            single = recognizer(UITapGestureRecognizer(), "single", actions)
            double = recognizer(UITapGestureRecognizer(), "double", actions)
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            return [single, double]
        }
        f.screen.click(x: 10, y: 4)
        #expect(f.trace.take() == ["view.touchesBegan"])
        #expect(single.state == .possible && double.state == .possible)
        f.screen.advance(by: 0.35)                            // the double tap failed: the single one fires
        #expect(f.trace.take() == ["view.touchesCancelled", "single.action(ended)"])

        f.screen.advance(by: 1)
        f.screen.click(x: 10, y: 4)
        f.screen.advance(by: 0.1)
        f.screen.click(x: 11, y: 4)                           // one column away: within 45 points
        #expect(f.trace.take() == ["view.touchesBegan", "view.touchesBegan", "view.touchesCancelled",
                                   "view.touchesCancelled", "double.action(ended)"])
        f.screen.advance(by: 1)
        #expect(f.trace.take() == [])                         // the single tap failed with the double
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test func withoutTheRequirementBothTapsOfADoubleTapFireTheSingleTap() {
        let f = Fixture { actions, _ in
            let single = recognizer(UITapGestureRecognizer(), "single", actions)
            let double = recognizer(UITapGestureRecognizer(), "double", actions)
            double.numberOfTapsRequired = 2
            return [single, double]
        }
        f.screen.click(x: 10, y: 4)
        f.screen.advance(by: 0.1)
        f.screen.click(x: 10, y: 4)
        // The single tap recognizes at once and makes the double tap fail (no two recognize
        // together); the second tap is a new single tap.
        #expect(f.trace.take() == ["view.touchesBegan", "view.touchesCancelled", "single.action(ended)",
                                   "view.touchesBegan", "view.touchesCancelled", "single.action(ended)"])
    }

    @Test func aPanBeginsChangesAndEndsWithTheTotalTranslationAndAVelocity() {
        var pan: UIPanGestureRecognizer!
        var seen: [String] = []
        let f = Fixture { actions, _ in
            pan = recognizer(UIPanGestureRecognizer(), "pan", actions)
            actions.onAction = { r in
                let p = r as! UIPanGestureRecognizer
                let t = p.translation(in: p.view), v = p.velocity(in: p.view), l = p.location(in: p.view)
                seen.append("\(GestureActionLog.describe(p.state)) t=(\(Int(t.x)),\(Int(t.y))) v=(\(String(format: "%.1f", v.x)),\(String(format: "%.1f", v.y))) at (\(Int(l.x)),\(Int(l.y))) n=\(p.numberOfTouches)")
            }
            return [pan]
        }
        // 4 moves of one column, 0.04 s apart (25 columns per second), release 0.04 s later.
        f.screen.drag(from: CGPoint(x: 10, y: 4), to: CGPoint(x: 14, y: 4), steps: 4, duration: 0.2)
        #expect(f.trace.take() == ["view.touchesBegan", "view.touchesCancelled", "pan.action(began)",
                                   "pan.action(changed)", "pan.action(changed)", "pan.action(changed)", "pan.action(ended)"])
        #expect(seen == [
            "began t=(1,0) v=(25.0,0.0) at (6,2) n=1",
            "changed t=(2,0) v=(25.0,0.0) at (7,2) n=1",
            "changed t=(3,0) v=(25.0,0.0) at (8,2) n=1",
            "changed t=(4,0) v=(25.0,0.0) at (9,2) n=1",
            "ended t=(4,0) v=(12.5,0.0) at (9,2) n=1",    // the last tenth of a second: one column in 0.08 s
        ])
        #expect(pan.state == .possible && pan.translation(in: nil) == .zero)
    }

    @Test func setTranslationMeasuresEachChangeOnItsOwn() {
        var steps: [String] = []
        let f = Fixture { actions, _ in
            let pan = recognizer(UIPanGestureRecognizer(), "pan", actions)
            actions.onAction = { r in
                let p = r as! UIPanGestureRecognizer
                let t = p.translation(in: nil)
                steps.append("(\(Int(t.x)),\(Int(t.y)))")
                p.setTranslation(.zero, in: nil)
            }
            return [pan]
        }
        f.screen.pointerDown(at: CGPoint(x: 10, y: 4))
        f.screen.pointerMove(to: CGPoint(x: 12, y: 4))
        f.screen.pointerMove(to: CGPoint(x: 12, y: 6))
        f.screen.pointerMove(to: CGPoint(x: 11, y: 5))
        f.screen.pointerUp(at: CGPoint(x: 11, y: 5))
        #expect(steps == ["(2,0)", "(0,2)", "(-1,-1)", "(0,0)"])
        _ = f.trace.take()
    }

    @Test func aPanThatNeverMovesFailsAndTheViewGetsItsTouchWhole() {
        let f = Fixture(one: UIPanGestureRecognizer(), "pan")
        f.screen.click(x: 10, y: 4)
        #expect(f.trace.take() == ["view.touchesBegan", "view.touchesEnded"])
    }

    @Test func aLongPressBeginsAfterHalfASecondAndFailsWhenTheFingerWanders() {
        let f = Fixture(one: UILongPressGestureRecognizer(), "press")
        f.screen.pointerDown(at: CGPoint(x: 10, y: 4))
        f.screen.advance(by: 0.49)
        #expect(f.trace.take() == ["view.touchesBegan"])
        f.screen.advance(by: 0.01)
        #expect(f.trace.take() == ["view.touchesCancelled", "press.action(began)"])
        f.screen.pointerMove(to: CGPoint(x: 15, y: 6))
        f.screen.pointerUp(at: CGPoint(x: 15, y: 6))
        #expect(f.trace.take() == ["press.action(changed)", "press.action(ended)"])

        f.screen.pointerDown(at: CGPoint(x: 10, y: 4))
        f.screen.advance(by: 0.2)
        f.screen.pointerMove(to: CGPoint(x: 11, y: 4))        // 22 points: more than 10
        f.screen.advance(by: 1)
        f.screen.pointerUp(at: CGPoint(x: 11, y: 4))
        #expect(f.trace.take() == ["view.touchesBegan", "view.touchesMoved", "view.touchesEnded"])
    }

    @Test func aQuickSwipeIsRecognizedAsItPassesFiftyPointsAndASlowOneFails() {
        let f = Fixture(one: UISwipeGestureRecognizer(), "swipe") { swipe, _ in
            swipe.direction = [.right, .down]
        }
        // Columns are 22 points: the third column passes 50 points.
        f.screen.drag(from: CGPoint(x: 10, y: 4), to: CGPoint(x: 14, y: 4), steps: 4, duration: 0.2)
        #expect(f.trace.take() == ["view.touchesBegan", "view.touchesMoved", "view.touchesMoved",
                                   "view.touchesCancelled", "swipe.action(ended)"])
        // Rows are 44 points: the second row passes 50.
        f.screen.drag(from: CGPoint(x: 10, y: 3), to: CGPoint(x: 10, y: 6), steps: 3, duration: 0.2)
        #expect(f.trace.take() == ["view.touchesBegan", "view.touchesMoved", "view.touchesCancelled", "swipe.action(ended)"])
        // Left is not permitted; slow (0.2 s a column) runs out of the 0.5 s.
        f.screen.drag(from: CGPoint(x: 14, y: 4), to: CGPoint(x: 10, y: 4), steps: 4, duration: 0.2)
        f.screen.drag(from: CGPoint(x: 10, y: 4), to: CGPoint(x: 14, y: 4), steps: 4, duration: 1)
        let moves = Array(repeating: "view.touchesMoved", count: 4)
        #expect(f.trace.take() == ["view.touchesBegan"] + moves + ["view.touchesEnded", "view.touchesBegan"] + moves + ["view.touchesEnded"])
    }

    @Test func theDelegateAndTheViewCanKeepARecognizerFromBeginningOrFromTouches() {
        let trace = TouchTrace()
        let delegate = GestureDelegateLog(trace)
        let f = Fixture(one: UITapGestureRecognizer(), "tap") { tap, _ in
            tap.delegate = delegate
        }
        delegate.shouldBegin = false
        f.screen.click(x: 10, y: 4)
        #expect(trace.take() == ["tap.shouldReceive", "tap.shouldBegin"])
        #expect(f.trace.take() == ["view.touchesBegan", "view.touchesEnded"])
        delegate.shouldReceive = false
        f.screen.click(x: 10, y: 4)
        #expect(trace.take() == ["tap.shouldReceive"])
        #expect(f.trace.take() == ["view.touchesBegan", "view.touchesEnded"])
        delegate.shouldReceive = true
        delegate.shouldBegin = true
        f.view.gestureRecognizers?.first?.isEnabled = false
        f.screen.click(x: 10, y: 4)
        #expect(trace.take() == [])
        #expect(f.trace.take() == ["view.touchesBegan", "view.touchesEnded"])
    }

    @Test func twoPansRecognizeTogetherOnlyWhenADelegateAllowsIt() {
        for simultaneous in [false, true] {
            let trace = TouchTrace()
            let actions = GestureActionLog(trace)
            let delegate = GestureDelegateLog(trace)
            delegate.simultaneous = simultaneous
            let outer = touchLogView("outer", CGRect(x: 0, y: 0, width: 30, height: 10), trace)
            let inner = touchLogView("inner", CGRect(x: 5, y: 2, width: 10, height: 4), trace)
            outer.addSubview(inner)
            let outerPan = recognizer(UIPanGestureRecognizer(), "outerPan", actions)
            let innerPan = recognizer(UIPanGestureRecognizer(), "innerPan", actions)
            innerPan.delegate = delegate
            outer.addGestureRecognizer(outerPan)
            inner.addGestureRecognizer(innerPan)
            let screen = touchScreen([outer])
            screen.drag(from: CGPoint(x: 7, y: 3), to: CGPoint(x: 8, y: 3), steps: 1, duration: 0.1)
            let expected = simultaneous
                ? ["innerPan.shouldReceive", "inner.touchesBegan", "innerPan.shouldBegin", "inner.touchesCancelled",
                   "innerPan.action(began)", "outerPan.action(began)", "innerPan.action(ended)", "outerPan.action(ended)"]
                : ["innerPan.shouldReceive", "inner.touchesBegan", "innerPan.shouldBegin", "inner.touchesCancelled",
                   "innerPan.action(began)", "innerPan.action(ended)"]
            #expect(trace.take() == expected, "simultaneous: \(simultaneous)")
        }
    }

    @Test func aButtonKeepsItsTapFromAnEnclosingViewsTapRecognizer() {
        let trace = TouchTrace()
        let actions = GestureActionLog(trace)
        let log = ControlsEventLog()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 2, y: 2, width: 6, height: 1)
        controlsLogEvents(button, "Go", log)
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 12))
        back.addSubview(button)
        back.addGestureRecognizer(recognizer(UITapGestureRecognizer(), "tap", actions))
        let screen = touchScreen([back])

        screen.click(x: 4, y: 2)
        #expect(log.take() == ["Go.touchDown", "Go.touchUpInside", "Go.primaryActionTriggered"])
        #expect(trace.take() == [])
        screen.click(x: 20, y: 8)
        #expect(trace.take() == ["tap.action(ended)"])
        #expect(log.take() == [])
    }

    @Test func recognizerStateAndTargetsFollowUIKitsRules() {
        let trace = TouchTrace()
        let actions = GestureActionLog(trace)
        let pan = recognizer(UIPanGestureRecognizer(), "pan", actions)
        #expect(pan.state == .possible && UIGestureRecognizer.State.recognized == .ended)
        #expect(pan.cancelsTouchesInView && !pan.delaysTouchesBegan && pan.delaysTouchesEnded && pan.isEnabled)
        let tap = UITapGestureRecognizer(target: actions, action: Selector(GestureActionLog.handle))
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10 && press.numberOfTouchesRequired == 1)
        #expect(UISwipeGestureRecognizer().direction == .right)
        #expect(UISwipeGestureRecognizer.Direction.left.rawValue == 2 && UISwipeGestureRecognizer.Direction.down.rawValue == 8)

        let view = UIView()
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.count == 2 && pan.view === view)
        let other = UIView()
        other.addGestureRecognizer(pan)                       // moves: a recognizer has one view
        #expect(view.gestureRecognizers?.count == 1 && other.gestureRecognizers?.first === pan)
        other.removeGestureRecognizer(pan)
        #expect(other.gestureRecognizers == nil && pan.view == nil)

        tap.removeTarget(actions, action: nil)
        view.gestureRecognizers = nil
        #expect(tap.view == nil)
    }

    @Test func locationOfATouchPastTheEndRaisesUIKitsRangeException() {
        let screen = HeadlessScreen.checked(width: 20, height: 5)
        let tap = UITapGestureRecognizer()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        v.addGestureRecognizer(tap)
        screen.makeWindow(root: ControlsHostController { $0.addSubview(v) })
        screen.perform { _ = tap.location(ofTouch: 0, in: nil) }
        #expect(screen.diagnostics.exceptions == [UIKitException(
            name: "NSRangeException", reason: "-[UITapGestureRecognizer locationOfTouch:inView:]: index (0) beyond bounds (0).")])
    }
}

/// Random presses, drags, releases, clicks and waits over views carrying every kind of
/// recognizer (with failure requirements, delays and `cancelsTouchesInView` off on some):
/// whatever happens, each view sees each touch as UIKit promises — began first, then
/// moves, then exactly one ended or cancelled, nothing after — and a recognizer's actions
/// follow its state machine (continuous: began, changed…, ended or cancelled; discrete:
/// one ended), and every recognizer is back to `.possible` once the mouse is up and time
/// has passed.
@MainActor
struct GestureRandomTests {
    @MainActor final class PhaseCheckView: UIView {
        var name = ""
        var problems: [String] = []
        // The touches themselves are kept (an identifier of a freed touch could come back).
        var open: [UITouch] = []
        var finished: [UITouch] = []
        func check(_ touches: Set<UITouch>, _ phase: String) {
            for t in touches {
                if finished.contains(where: { $0 === t }) { problems.append("\(name): \(phase) after the end") }
                switch phase {
                case "began":
                    if open.contains(where: { $0 === t }) { problems.append("\(name): began twice") }
                    open.append(t)
                default:
                    if !open.contains(where: { $0 === t }) { problems.append("\(name): \(phase) without began") }
                    if phase != "moved" { open.removeAll { $0 === t }; finished.append(t) }
                }
            }
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { check(touches, "began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { check(touches, "moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { check(touches, "ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { check(touches, "cancelled") }
    }

    @MainActor final class StateCheck {
        var problems: [String] = []
        var last: [ObjectIdentifier: UIGestureRecognizer.State] = [:]
        var recognized: Set<String> = []
        func handle(_ r: UIGestureRecognizer) {
            recognized.insert(r.name ?? "?")
            let id = ObjectIdentifier(r)
            let before = last[id]
            let continuous = r is UIPanGestureRecognizer || r is UILongPressGestureRecognizer
            let ok: Bool
            switch (r.state, before) {
            case (.began, nil): ok = continuous
            case (.changed, .began?), (.changed, .changed?): ok = continuous
            case (.ended, .began?), (.ended, .changed?), (.cancelled, .began?), (.cancelled, .changed?): ok = continuous
            case (.ended, nil): ok = !continuous
            default: ok = false
            }
            if !ok { problems.append("\(r.name ?? "?"): \(r.state.rawValue) after \(before.map { "\($0.rawValue)" } ?? "nothing")") }
            last[id] = (r.state == .ended || r.state == .cancelled) ? nil : r.state
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomInputKeepsUIKitsTouchAndStatePromises(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let states = StateCheck()
        let outer = PhaseCheckView(frame: CGRect(x: 0, y: 0, width: 40, height: 12))
        outer.name = "outer"
        let inner = PhaseCheckView(frame: CGRect(x: 5, y: 2, width: 15, height: 6))
        inner.name = "inner"
        let leaf = PhaseCheckView(frame: CGRect(x: 2, y: 1, width: 6, height: 2))
        leaf.name = "leaf"
        outer.addSubview(inner)
        inner.addSubview(leaf)
        func add<R: UIGestureRecognizer>(_ r: R, _ name: String, to v: UIView) -> R {
            r.name = name
            r.addTarget(states, action: StateCheck.handle)
            v.addGestureRecognizer(r)
            return r
        }
        let double = add(UITapGestureRecognizer(), "double", to: outer)
        double.numberOfTapsRequired = 2
        add(UITapGestureRecognizer(), "single", to: outer).require(toFail: double)
        add(UIPanGestureRecognizer(), "pan", to: inner).cancelsTouchesInView = false
        add(UILongPressGestureRecognizer(), "press", to: inner).delaysTouchesBegan = true
        add(UISwipeGestureRecognizer(), "swipe", to: leaf).direction = [.left, .up]
        add(UITapGestureRecognizer(), "leafTap", to: leaf).delaysTouchesEnded = false
        let recognizers = [outer, inner, leaf].flatMap { $0.gestureRecognizers ?? [] }
        let screen = touchScreen([outer])

        var down = false
        func point() -> CGPoint { CGPoint(x: Int.random(in: 0..<40, using: &random), y: Int.random(in: 0..<12, using: &random)) }
        for _ in 0..<2000 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1: if !down { screen.pointerDown(at: point()); down = true }
            case 2, 3, 4: if down { screen.pointerMove(to: point()) }
            case 5: if down { screen.pointerUp(at: point()); down = false }
            case 6: screen.click(x: Int.random(in: 0..<40, using: &random), y: Int.random(in: 0..<12, using: &random))
            case 7: screen.advance(by: [0.05, 0.1, 0.3, 0.6][Int.random(in: 0..<4, using: &random)])
            default:
                if down {
                    let p = point()
                    screen.pointerMove(to: CGPoint(x: p.x, y: p.y))
                }
            }
        }
        if down { screen.pointerUp(at: point()) }
        screen.advance(by: 2)

        let problems = outer.problems + inner.problems + leaf.problems + states.problems
        #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(10))")
        for v in [outer, inner, leaf] { #expect(v.open.isEmpty, "seed \(seed): \(v.name) has touches never ended") }
        #expect(recognizers.allSatisfy { $0.state == .possible }, "seed \(seed): \(recognizers.filter { $0.state != .possible })")
        #expect(states.recognized.count >= 4, "seed \(seed): only \(states.recognized.sorted()) recognized")
    }
}
