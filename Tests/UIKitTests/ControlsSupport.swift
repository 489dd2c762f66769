import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend

/// A controller whose view is built by a closure (controls tests put their views in it).
@MainActor
final class ControlsHostController: UIViewController {
    let build: @MainActor (UIView) -> Void
    var onDidAppear: ((ControlsHostController) -> Void)?
    init(_ build: @escaping @MainActor (UIView) -> Void) { self.build = build; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() { super.viewDidLoad(); build(view) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); onDidAppear?(self) }
}

/// A checked `width` × `height` screen showing `control` at `frame` in a window, and a
/// fresh log; `logging` adds the control's logging actions first.
@MainActor
func hostControl<Control: UIControl>(_ control: Control, screenWidth width: Int, height: Int = 3, frame: CGRect,
                                     logging: (Control, ControlsEventLog) -> Void) -> (HeadlessScreen, ControlsEventLog) {
    let screen = HeadlessScreen.checked(width: width, height: height)
    let log = ControlsEventLog()
    control.frame = frame
    logging(control, log)
    screen.makeWindow(root: ControlsHostController { $0.addSubview(control) })
    return (screen, log)
}

/// Logs each of `events` of `control` as "name value=…", the sender's value as `value` gives it.
@MainActor
func controlsLogValues<Control: UIControl>(_ control: Control, _ events: [(UIControl.Event, String)],
                                           _ log: ControlsEventLog, value: @escaping @MainActor (Control?) -> String) {
    for (event, name) in events {
        control.addAction(UIAction { a in log.log("\(name) value=\(value(a.sender as? Control))") }, for: event)
    }
}

/// One line per delegate call, control event, notification, touch delivery or action, in
/// the order they happen; `take()` hands the lines over and starts afresh.
@MainActor
final class ControlsEventLog {
    var lines: [String] = []
    func log(_ s: String) { lines.append(s) }
    func take() -> [String] { defer { lines.removeAll() }; return lines }
}

/// Logs the named control events of `control` as "name.event".
@MainActor
func controlsLogEvents(_ control: UIControl, _ name: String, _ log: ControlsEventLog,
                       _ events: [(UIControl.Event, String)] = [
                           (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
                           (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
                           (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                           (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
                       ]) {
    for (event, label) in events {
        control.addAction(UIAction { [weak log] action in
            let text = (action.sender as? UITextField).map { " text=\"\($0.text ?? "")\"" } ?? ""
            log?.log("\(name).\(label)\(text)")
        }, for: event)
    }
}

/// A text-field delegate that logs every call (with the field's text at that moment) and
/// answers as configured.
@MainActor
final class ControlsFieldDelegate: UITextFieldDelegate {
    let name: String
    let log: ControlsEventLog
    var allowBegin = true, allowEnd = true, allowReturn = true, allowClear = true
    var allowChange: (NSRange, String) -> Bool = { _, _ in true }
    init(_ name: String, _ log: ControlsEventLog) { self.name = name; self.log = log }
    func textFieldShouldBeginEditing(_ tf: UITextField) -> Bool { log.log("\(name).shouldBegin"); return allowBegin }
    func textFieldDidBeginEditing(_ tf: UITextField) { log.log("\(name).didBegin") }
    func textFieldShouldEndEditing(_ tf: UITextField) -> Bool { log.log("\(name).shouldEnd"); return allowEnd }
    func textFieldDidEndEditing(_ tf: UITextField, reason: UITextField.DidEndEditingReason) {
        log.log("\(name).didEnd(\(reason == .committed ? "committed" : "cancelled"))")
    }
    func textField(_ tf: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.log("\(name).shouldChange(\(range.location),\(range.length),\"\(string)\") text=\"\(tf.text ?? "")\"")
        return allowChange(range, string)
    }
    func textFieldShouldClear(_ tf: UITextField) -> Bool { log.log("\(name).shouldClear"); return allowClear }
    func textFieldShouldReturn(_ tf: UITextField) -> Bool { log.log("\(name).shouldReturn"); return allowReturn }
}

/// Observes the three text-field notifications on `center` with block observers, logging
/// "note.<kind>(object name) text=…". Returns the tokens (remove them to stop).
@MainActor
func controlsObserveTextNotifications(_ center: NotificationCenter, names: [ObjectIdentifier: String],
                                      _ log: ControlsEventLog) -> [NSObjectProtocol] {
    let kinds: [(Notification.Name, String)] = [
        (UITextField.textDidBeginEditingNotification, "didBeginEditing"),
        (UITextField.textDidChangeNotification, "didChange"),
        (UITextField.textDidEndEditingNotification, "didEndEditing"),
    ]
    return kinds.map { name, kind in
        center.addObserver(forName: name, object: nil, queue: nil) { note in
            MainActor.assumeIsolated {
                let field = note.object as? UITextField
                let who = field.map { names[ObjectIdentifier($0)] ?? "?" } ?? "nil"
                log.log("note.\(kind)(\(who)) text=\"\(field?.text ?? "")\"")
            }
        }
    }
}

/// The attributes of the cell at (x, y) of the last presented screen.
@MainActor
func controlsAttributes(_ screen: HeadlessScreen, x: Int, y: Int) -> CellAttributes {
    screen.grid[x, y].style.attributes
}

/// The attributes shared by every cell of row `y` from `x` for `count` cells (intersection).
@MainActor
func controlsCommonAttributes(_ screen: HeadlessScreen, x: Int, y: Int, count: Int) -> CellAttributes {
    var a = CellAttributes(rawValue: 0xFF)
    for cx in x..<(x + count) { a.formIntersection(screen.grid[cx, y].style.attributes) }
    return a
}

extension HeadlessScreen {
    /// Presses the mouse button at (x, y) without releasing it.
    func controlsMouseDown(x: Int, y: Int) { application.handle(.pointer(PointerEvent(kind: .down, x: x, y: y))) }
    /// Releases the mouse button at (x, y).
    func controlsMouseUp(x: Int, y: Int) { application.handle(.pointer(PointerEvent(kind: .up, x: x, y: y))) }
}
