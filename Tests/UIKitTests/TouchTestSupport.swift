import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend

/// One line per touch delivery, recognizer delivery and action, in the order they happen
/// (the controls tests' log: one class serves both).
typealias TouchTrace = ControlsEventLog

/// A view that logs the touches it gets ("name.touchesBegan (x,y)", in its own
/// coordinates) and, when `forwards`, passes them on as UIResponder's default does.
@MainActor
final class TouchLogView: UIView {
    var name = "view"
    var trace: TouchTrace?
    var forwards = false
    var logsLocation = false

    private func log(_ what: String, _ touches: Set<UITouch>) {
        var line = "\(name).\(what)"
        if logsLocation, let t = touches.first {
            let p = t.location(in: self)
            line += " (\(Int(p.x)),\(Int(p.y)))"
        }
        trace?.log(line)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("touchesBegan", touches)
        if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("touchesMoved", touches)
        if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("touchesEnded", touches)
        if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("touchesCancelled", touches)
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// The target of recognizers: logs "name.action(state)" for each action message.
@MainActor
final class GestureActionLog {
    let trace: TouchTrace
    var onAction: ((UIGestureRecognizer) -> Void)?
    init(_ trace: TouchTrace) { self.trace = trace }

    func handle(_ recognizer: UIGestureRecognizer) {
        trace.log("\(recognizer.name ?? "?").action(\(Self.describe(recognizer.state)))")
        onAction?(recognizer)
    }

    static func describe(_ s: UIGestureRecognizer.State) -> String {
        switch s {
        case .possible: return "possible"
        case .began: return "began"
        case .changed: return "changed"
        case .ended: return "ended"
        case .cancelled: return "cancelled"
        case .failed: return "failed"
        }
    }
}

/// A tap recognizer that logs the touches it is given (before the view gets them).
@MainActor
final class LoggingTapRecognizer: UITapGestureRecognizer {
    var trace: TouchTrace?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        trace?.log("\(name ?? "?").touchesBegan"); super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        trace?.log("\(name ?? "?").touchesMoved"); super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        trace?.log("\(name ?? "?").touchesEnded"); super.touchesEnded(touches, with: event)
    }
    override func reset() { trace?.log("\(name ?? "?").reset"); super.reset() }
}

/// A delegate answering as configured and logging what it is asked.
@MainActor
final class GestureDelegateLog: UIGestureRecognizerDelegate {
    let trace: TouchTrace
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false
    init(_ trace: TouchTrace) { self.trace = trace }
    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
        trace.log("\(g.name ?? "?").shouldBegin"); return shouldBegin
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        trace.log("\(g.name ?? "?").shouldReceive"); return shouldReceive
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        simultaneous
    }
}

/// A screen whose root view holds `views` (frames in window coordinates: the root view
/// fills the window).
@MainActor
func touchScreen(width: Int = 40, height: Int = 12, _ views: [UIView]) -> HeadlessScreen {
    let screen = HeadlessScreen.checked(width: width, height: height)
    screen.makeWindow(root: ControlsHostController { root in for v in views { root.addSubview(v) } })
    return screen
}

@MainActor
func touchLogView(_ name: String, _ frame: CGRect, _ trace: TouchTrace) -> TouchLogView {
    let v = TouchLogView(frame: frame)
    v.name = name
    v.trace = trace
    return v
}

@MainActor
func recognizer<R: UIGestureRecognizer>(_ r: R, _ name: String, _ log: GestureActionLog) -> R {
    r.name = name
    r.addTarget(log, action: GestureActionLog.handle)
    return r
}
