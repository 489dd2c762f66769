import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// Touches without gesture recognizers: UIKit's hit testing, the touch bound to the view it
/// began in, the responder chain's default forwarding, and what UITouch / UIEvent report.
/// Expectations from Apple's documentation of `hitTest(_:with:)`, UIResponder's touch
/// methods ("the default implementation forwards the message up the responder chain")
/// and UITouch.
@MainActor
struct UITouchTests {
    @Test func aDragIsBeganMovedEndedToTheViewItBeganInWhereverItGoes() {
        let trace = TouchTrace()
        let a = touchLogView("A", CGRect(x: 2, y: 2, width: 10, height: 4), trace)
        let b = touchLogView("B", CGRect(x: 20, y: 2, width: 10, height: 4), trace)
        a.logsLocation = true
        b.logsLocation = true
        let screen = touchScreen([a, b])

        screen.pointerDown(at: CGPoint(x: 4, y: 3))
        screen.pointerMove(to: CGPoint(x: 6, y: 3))
        screen.pointerMove(to: CGPoint(x: 24, y: 4))   // over B: still A's touch
        screen.pointerUp(at: CGPoint(x: 25, y: 4))
        #expect(trace.take() == ["A.touchesBegan (2,1)", "A.touchesMoved (4,1)", "A.touchesMoved (22,2)",
                                 "A.touchesEnded (23,2)"])

        screen.click(x: 21, y: 5)
        #expect(trace.take() == ["B.touchesBegan (1,3)", "B.touchesEnded (1,3)"])
    }

    @Test func hitTestingSkipsHiddenTransparentAndNonInteractiveViewsAndPrefersTheFrontMost() {
        let trace = TouchTrace()
        let back = touchLogView("back", CGRect(x: 0, y: 0, width: 40, height: 12), trace)
        let under = touchLogView("under", CGRect(x: 1, y: 1, width: 8, height: 2), trace)
        let over = touchLogView("over", CGRect(x: 5, y: 1, width: 8, height: 2), trace)   // added later: in front
        let hidden = touchLogView("hidden", CGRect(x: 15, y: 1, width: 4, height: 2), trace)
        hidden.isHidden = true
        let faint = touchLogView("faint", CGRect(x: 20, y: 1, width: 4, height: 2), trace)
        faint.alpha = 0.005                                 // below 0.01: skipped
        let barely = touchLogView("barely", CGRect(x: 25, y: 1, width: 4, height: 2), trace)
        barely.alpha = 0.01                                 // not below 0.01: hit
        let inert = touchLogView("inert", CGRect(x: 30, y: 1, width: 8, height: 4), trace)
        inert.isUserInteractionEnabled = false
        let insideInert = touchLogView("insideInert", CGRect(x: 1, y: 1, width: 2, height: 2), trace)
        inert.addSubview(insideInert)                       // skipped with its superview
        for v in [under, over, hidden, faint, barely, inert] { back.addSubview(v) }
        let screen = touchScreen([back])

        for x in [2, 6, 16, 21, 26, 32] { screen.click(x: x, y: 1) }
        #expect(trace.take() == [
            "under.touchesBegan", "under.touchesEnded",
            "over.touchesBegan", "over.touchesEnded",
            "back.touchesBegan", "back.touchesEnded",
            "back.touchesBegan", "back.touchesEnded",
            "barely.touchesBegan", "barely.touchesEnded",
            "back.touchesBegan", "back.touchesEnded",
        ])
    }

    @Test func touchesAViewDoesNotHandleGoUpTheResponderChain() {
        let trace = TouchTrace()
        @MainActor final class Host: UIViewController {
            var trace: TouchTrace?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { trace?.log("controller.touchesBegan") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { trace?.log("controller.touchesEnded") }
        }
        let host = Host()
        host.trace = trace
        let outer = touchLogView("outer", CGRect(x: 2, y: 2, width: 20, height: 6), trace)
        outer.forwards = true
        let inner = UIView(frame: CGRect(x: 1, y: 1, width: 5, height: 2))   // no overrides
        outer.addSubview(inner)
        let screen = HeadlessScreen.checked(width: 40, height: 12)
        screen.makeWindow(root: host)
        host.view.addSubview(outer)
        screen.runLoop()

        screen.click(x: 4, y: 3)          // inner → outer → root view → controller
        #expect(trace.take() == ["outer.touchesBegan", "controller.touchesBegan", "outer.touchesEnded", "controller.touchesEnded"])
        screen.click(x: 30, y: 10)        // the root view itself → its controller
        #expect(trace.take() == ["controller.touchesBegan", "controller.touchesEnded"])
    }

    @Test func theTouchReportsPhaseLocationsTimesTapCountAndItsEvent() {
        @MainActor final class Probe: UIView {
            var seen: [String] = []
            func note(_ touches: Set<UITouch>, _ event: UIEvent?) {
                guard let t = touches.first, let event else { return }
                let p = t.location(in: self), q = t.previousLocation(in: self), w = t.location(in: nil)
                let mine = event.touches(for: self)?.count ?? -1
                let inWindow = t.window.flatMap { event.touches(for: $0)?.count } ?? -1
                seen.append("\(t.phase.rawValue) at (\(Int(p.x)),\(Int(p.y))) from (\(Int(q.x)),\(Int(q.y))) window (\(Int(w.x)),\(Int(w.y))) "
                            + "t=\(t.timestamp) taps=\(t.tapCount) type=\(t.type.rawValue) view=\(t.view === self) "
                            + "all=\(event.allTouches?.count ?? -1) mine=\(mine) window=\(inWindow) event=\(event.type.rawValue)@\(event.timestamp)")
            }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
        }
        let probe = Probe(frame: CGRect(x: 10, y: 4, width: 10, height: 4))
        let screen = touchScreen([probe])
        screen.advance(by: 1)
        let t0 = screen.clock.now

        screen.pointerDown(at: CGPoint(x: 12, y: 5))
        screen.advance(by: 0.1)
        screen.pointerMove(to: CGPoint(x: 13, y: 6))
        screen.advance(by: 0.1)
        screen.pointerUp(at: CGPoint(x: 13, y: 6))
        screen.advance(by: 0.1)
        screen.click(x: 13, y: 6)                       // 0.1 s after the release, same place: a second tap
        screen.advance(by: 1)
        screen.click(x: 13, y: 6)                       // long after: a first tap again

        let t1 = t0 + 0.1, t2 = t1 + 0.1, t3 = t2 + 0.1, t4 = t3 + 1
        #expect(probe.seen == [
            "0 at (2,1) from (2,1) window (12,5) t=\(t0) taps=1 type=0 view=true all=1 mine=1 window=1 event=0@\(t0)",
            "1 at (3,2) from (2,1) window (13,6) t=\(t1) taps=1 type=0 view=true all=1 mine=1 window=1 event=0@\(t1)",
            "3 at (3,2) from (2,1) window (13,6) t=\(t2) taps=1 type=0 view=true all=1 mine=1 window=1 event=0@\(t2)",
            "0 at (3,2) from (3,2) window (13,6) t=\(t3) taps=2 type=0 view=true all=1 mine=1 window=1 event=0@\(t3)",
            "3 at (3,2) from (3,2) window (13,6) t=\(t3) taps=2 type=0 view=true all=1 mine=1 window=1 event=0@\(t3)",
            "0 at (3,2) from (3,2) window (13,6) t=\(t4) taps=1 type=0 view=true all=1 mine=1 window=1 event=0@\(t4)",
            "3 at (3,2) from (3,2) window (13,6) t=\(t4) taps=1 type=0 view=true all=1 mine=1 window=1 event=0@\(t4)",
        ])
    }

    @Test func aWindowSubclassSeesEveryTouchEventInSendEvent() {
        let trace = TouchTrace()
        @MainActor final class SpyWindow: UIWindow {
            var trace: TouchTrace?
            override func sendEvent(_ event: UIEvent) {
                trace?.log("window.sendEvent \(event.allTouches?.first?.phase.rawValue ?? -1)")
                super.sendEvent(event)
            }
        }
        let screen = HeadlessScreen.checked(width: 40, height: 12)
        let window = SpyWindow(application: screen.application)
        window.trace = trace
        let v = touchLogView("v", CGRect(x: 0, y: 0, width: 40, height: 12), trace)
        screen.perform {
            window.rootViewController = ControlsHostController { $0.addSubview(v) }
            window.makeKeyAndVisible()
        }
        screen.pointerDown(at: CGPoint(x: 3, y: 3))
        screen.pointerMove(to: CGPoint(x: 4, y: 3))
        screen.pointerUp(at: CGPoint(x: 4, y: 3))
        #expect(trace.take() == ["window.sendEvent 0", "v.touchesBegan", "window.sendEvent 1", "v.touchesMoved",
                                 "window.sendEvent 3", "v.touchesEnded"])
    }

    @Test func aTouchInProgressIsCancelledWhenInteractionStopsForAScreenChange() {
        let trace = TouchTrace()
        let v = touchLogView("v", CGRect(x: 0, y: 0, width: 40, height: 12), trace)
        let screen = touchScreen([v])
        screen.pointerDown(at: CGPoint(x: 3, y: 3))
        screen.application.beginIgnoringInteractionEvents()
        screen.pointerMove(to: CGPoint(x: 5, y: 3))
        screen.application.endIgnoringInteractionEvents()
        screen.pointerUp(at: CGPoint(x: 5, y: 3))           // that touch is over: nothing
        #expect(trace.take() == ["v.touchesBegan", "v.touchesCancelled"])
    }
}
