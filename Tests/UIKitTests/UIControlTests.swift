import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

/// A target whose methods log what they received.
@MainActor
private final class TapReceiver {
    let log: ControlsEventLog
    let name: String
    init(_ name: String, _ log: ControlsEventLog) { self.name = name; self.log = log }
    func tapped() { log.log("\(name).tapped()") }
    func tapped(_ sender: UIButton) { log.log("\(name).tapped(sender: \(sender.currentTitle ?? ""))") }
    func changed(_ sender: UISwitch) { log.log("\(name).changed(isOn: \(sender.isOn))") }
    func other() { log.log("\(name).other()") }
}

/// A class that has none of `TapReceiver`'s methods (B38's wrong target).
@MainActor
private final class UnrelatedTarget {}

/// A controller at the end of the responder chain that handles `save`.
@MainActor
private final class ChainController: UIViewController {
    let log: ControlsEventLog
    let button = UIButton(type: .system)
    init(_ log: ControlsEventLog) { self.log = log; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() {
        super.viewDidLoad()
        button.setTitle("Save", for: .normal)
        button.frame = CGRect(x: 1, y: 1, width: 8, height: 1)
        view.addSubview(button)
    }
    func save(_ sender: UIButton) { log.log("ChainController.save(sender: \(sender.currentTitle ?? ""))") }
}

@MainActor
@Suite struct UIControlTests {
    private func buttonScreen(_ title: String = "Tap") -> (HeadlessScreen, UIButton) {
        let screen = HeadlessScreen.checked(width: 20, height: 3)
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = CGRect(x: 1, y: 1, width: 9, height: 1)
        screen.makeWindow(root: ControlsHostController { $0.addSubview(button) })
        return (screen, button)
    }

    @Test func eventAndStateRawValuesAreUIKits() {
        #expect(UIControl.Event.touchDown.rawValue == 1)
        #expect(UIControl.Event.touchUpInside.rawValue == 0x40)
        #expect(UIControl.Event.touchUpOutside.rawValue == 0x80)
        #expect(UIControl.Event.valueChanged.rawValue == 0x1000)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 0x2000)
        #expect(UIControl.Event.editingDidBegin.rawValue == 0x10000)
        #expect(UIControl.Event.editingChanged.rawValue == 0x20000)
        #expect(UIControl.Event.editingDidEnd.rawValue == 0x40000)
        #expect(UIControl.Event.editingDidEndOnExit.rawValue == 0x80000)
        #expect(UIControl.Event.allEditingEvents == [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit])
        #expect(UIControl.Event.allEvents.rawValue == 0xFFFF_FFFF)
        #expect(UIControl.State.highlighted.rawValue == 1)
        #expect(UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.State.selected.rawValue == 4)
        let b = UIButton()
        #expect(b.state == .normal)
        b.isSelected = true
        b.isEnabled = false
        #expect(b.state == [.disabled, .selected])
    }

    @Test func typedTargetActionsRunInRegistrationOrderOncePerDispatch() {
        let (screen, button) = buttonScreen()
        let log = ControlsEventLog()
        let r = TapReceiver("R", log)
        button.addTarget(r, action: TapReceiver.tapped as (TapReceiver) -> () -> Void, for: .touchUpInside)
        button.addTarget(r, action: TapReceiver.tapped as (TapReceiver) -> (UIButton) -> Void, for: [.touchUpInside, .primaryActionTriggered])
        button.addAction(UIAction { action in log.log("UIAction(sender: \((action.sender as? UIButton)?.currentTitle ?? "nil"))") },
                         for: .primaryActionTriggered)
        button.addTarget(r, action: Selector(TapReceiver.other, name: "other"), for: .touchDown)
        screen.click(text: "Tap")
        #expect(log.take() == ["R.other()", "R.tapped()", "R.tapped(sender: Tap)", "UIAction(sender: Tap)"])
        #expect(screen.application.diagnostics.entries.isEmpty)
        // Programmatic dispatch of one event reaches only its registrations.
        button.sendActions(for: .touchDown)
        #expect(log.take() == ["R.other()"])
        #expect(button.allControlEvents == [.touchDown, .touchUpInside, .primaryActionTriggered])
        #expect(button.allTargets == [AnyHashable(ObjectIdentifier(r))])
    }

    @Test func typedOverloadsNeedNoCastsForUnambiguousMethods() {
        let screen = HeadlessScreen.checked(width: 20, height: 2)
        let log = ControlsEventLog()
        let r = TapReceiver("R", log)
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        let button = UIButton(frame: CGRect(x: 0, y: 1, width: 8, height: 1), primaryAction: UIAction { _ in log.log("primary") })
        button.setTitle("Go", for: .normal)
        toggle.addTarget(r, action: TapReceiver.changed, for: .valueChanged)      // (T) -> (UISwitch) -> Void
        button.addTarget(r, action: TapReceiver.other, for: .touchUpInside)       // (T) -> () -> Void
        screen.makeWindow(root: ControlsHostController { v in v.addSubview(toggle); v.addSubview(button) })
        screen.click(text: "[OFF]")
        screen.click(text: "Go")
        #expect(log.take() == ["R.changed(isOn: true)", "primary", "R.other()"])
        #expect(toggle.actions(forTarget: r, forControlEvent: .valueChanged) == ["TapReceiver.<action>:"])
    }

    /// B38: a selector the target does not implement registers silently and raises UIKit's
    /// "unrecognized selector sent to instance" exception when the control fires.
    @Test func B38_mismatchedSelectorRaisesUnrecognizedSelectorWhenFired() {
        let (screen, button) = buttonScreen()
        let log = ControlsEventLog()
        let wrong = UnrelatedTarget()
        let later = TapReceiver("Later", log)
        button.addTarget(wrong, action: Selector(TapReceiver.tapped as (TapReceiver) -> () -> Void, name: "openCocoaPodsWebsite"),
                         for: .touchUpInside)
        button.addTarget(later, action: TapReceiver.tapped as (TapReceiver) -> () -> Void, for: .touchUpInside)
        #expect(screen.application.diagnostics.entries.isEmpty)   // registration is silent
        screen.click(text: "Tap")
        let exceptions = screen.application.diagnostics.exceptions
        #expect(exceptions.count == 1)
        #expect(exceptions.first?.name == "NSInvalidArgumentException")
        let reason = exceptions.first?.reason ?? ""
        #expect(reason.hasPrefix("-[UnrelatedTarget openCocoaPodsWebsite]: unrecognized selector sent to instance 0x"))
        let address = reason.dropFirst("-[UnrelatedTarget openCocoaPodsWebsite]: unrecognized selector sent to instance 0x".count)
        #expect(!address.isEmpty && address.allSatisfy { $0.isHexDigit })
        // The exception ends the dispatch, as an uncaught exception ends the app on iOS.
        #expect(log.take() == [])
    }

    @Test func targetsAreHeldWeaklyAndADeallocatedTargetIsNotCalled() {
        let (screen, button) = buttonScreen()
        let log = ControlsEventLog()
        var r: TapReceiver? = TapReceiver("Gone", log)
        weak var weakR = r
        button.addTarget(r!, action: TapReceiver.tapped as (TapReceiver) -> () -> Void, for: .touchUpInside)
        #expect(button.allTargets.count == 1)
        r = nil
        #expect(weakR == nil)
        screen.click(text: "Tap")
        #expect(log.take() == [])
        #expect(screen.application.diagnostics.entries.isEmpty)
        #expect(button.allTargets.isEmpty)
        #expect(button.allControlEvents == [])
    }

    @Test func nilTargetTravelsTheResponderChain() {
        let log = ControlsEventLog()
        let screen = HeadlessScreen.checked(width: 20, height: 3)
        let vc = ChainController(log)
        screen.makeWindow(root: vc)
        vc.button.addTarget(nil, action: Selector(ChainController.save, name: "save:"), for: .touchUpInside)
        #expect(vc.button.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["save:"])
        screen.click(text: "Save")
        #expect(log.take() == ["ChainController.save(sender: Save)"])
        #expect(screen.application.sendAction(Selector(ChainController.save, name: "save:"), to: nil, from: vc.button, for: nil))
        #expect(log.take() == ["ChainController.save(sender: Save)"])
        #expect(!screen.application.sendAction(Selector(TapReceiver.other), to: nil, from: vc.button, for: nil))
    }

    @Test func removingTargetsAndActions() {
        let (screen, button) = buttonScreen()
        let log = ControlsEventLog()
        let r = TapReceiver("R", log)
        button.addTarget(r, action: Selector(TapReceiver.tapped as (TapReceiver) -> () -> Void, name: "tapped"), for: .touchUpInside)
        button.addTarget(r, action: Selector(TapReceiver.other, name: "other"), for: [.touchUpInside, .touchDown])
        #expect(button.actions(forTarget: r, forControlEvent: .touchUpInside) == ["tapped", "other"])
        button.removeTarget(r, action: Selector(TapReceiver.tapped as (TapReceiver) -> () -> Void, name: "tapped"), for: .touchUpInside)
        button.removeTarget(r, action: nil, for: .touchDown)
        #expect(button.actions(forTarget: r, forControlEvent: .touchUpInside) == ["other"])
        #expect(button.actions(forTarget: r, forControlEvent: .touchDown) == nil)

        let first = UIAction(identifier: UIAction.Identifier("log")) { _ in log.log("first") }
        let second = UIAction(identifier: UIAction.Identifier("log")) { _ in log.log("second") }
        button.addAction(first, for: .touchUpInside)
        button.addAction(second, for: .touchUpInside)   // same identifier: replaces `first`
        screen.click(text: "Tap")
        #expect(log.take() == ["R.other()", "second"])
        button.removeAction(identifiedBy: UIAction.Identifier("log"), for: .touchUpInside)
        button.removeTarget(nil, action: nil, for: .allEvents)
        screen.click(text: "Tap")
        #expect(log.take() == [])
        #expect(button.allControlEvents == [])
    }

    @Test func anActionRemovedDuringDispatchIsNotCalled() {
        let (screen, button) = buttonScreen()
        let log = ControlsEventLog()
        let late = UIAction(identifier: UIAction.Identifier("late")) { _ in log.log("late") }
        button.addAction(UIAction { [weak button] _ in
            log.log("first")
            button?.removeAction(late, for: .touchUpInside)
        }, for: .touchUpInside)
        button.addAction(late, for: .touchUpInside)
        screen.click(text: "Tap")
        #expect(log.take() == ["first"])
    }

    /// B33: a controller whose view is added without `addChild` gets no appearance
    /// callbacks and, held by nothing, is deallocated: its button's target is gone and taps
    /// do nothing. The same controller added with `addChild` works.
    @Test func B33_viewAddedWithoutAddChildGetsNoAppearanceAndItsControllerIsGone() {
        @MainActor final class ChildController: LoggingViewController {
            let button = UIButton(type: .system)
            var taps = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                view.frame = CGRect(x: 0, y: 1, width: 20, height: 2)
                button.setTitle(name, for: .normal)
                button.frame = CGRect(x: 1, y: 0, width: 12, height: 1)
                button.addTarget(self, action: ChildController.tap, for: .touchUpInside)
                view.addSubview(button)
            }
            func tap() { taps += 1; trace.log("\(name).tap()") }
        }
        @MainActor final class ParentController: LoggingViewController {
            weak var orphan: ChildController?
            var adopted: ChildController?
            override func viewDidLoad() {
                super.viewDidLoad()
                let orphan = ChildController("Orphan", trace)
                view.addSubview(orphan.view)          // no addChild: nothing keeps it
                self.orphan = orphan
                let adopted = ChildController("Adopted", trace)
                addChild(adopted)
                adopted.view.frame.origin.y = 3
                view.addSubview(adopted.view)
                adopted.didMove(toParent: self)
                self.adopted = adopted
            }
        }
        let trace = Trace()
        let screen = HeadlessScreen.checked(width: 20, height: 6)
        let parent = ParentController("Parent", trace)
        screen.makeWindow(root: parent)
        #expect(parent.orphan == nil)
        #expect(trace.withoutLayout == [
            "Parent.loadView()", "Parent.viewDidLoad()", "Orphan.loadView()", "Orphan.viewDidLoad()",
            "Adopted.willMove(toParent: Parent)", "Adopted.loadView()", "Adopted.viewDidLoad()",
            "Adopted.didMove(toParent: Parent)",
            "Parent.viewWillAppear(false)", "Adopted.viewWillAppear(false)",
            "Parent.viewDidAppear(false)", "Adopted.viewDidAppear(false)",
        ])
        expectScreen(screen.lines, rows: 1..<4, equal: [" [  Orphan  ]", "", " [ Adopted  ]"])
        trace.reset()
        screen.click(text: "Orphan")
        screen.click(text: "Adopted")
        #expect(trace.lines == ["Adopted.tap()"])
        #expect(screen.application.diagnostics.exceptions.isEmpty)
    }
}

/// A control tracking a drag, as UIControl's reference describes its events: touchDown on
/// the press; touchDragInside / touchDragOutside on each move, with touchDragExit /
/// touchDragEnter as the touch leaves / re-enters; touchUpInside or touchUpOutside on the
/// release. "Inside" is UIKit's tracking area: the bounds plus 70 points (on this screen
/// 70 phone points are 3.2 columns and 1.6 rows).
@MainActor
struct UIControlTrackingTests {
    static let events: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
        (.touchDragExit, "touchDragExit"), (.touchDragEnter, "touchDragEnter"),
        (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
        (.touchCancel, "touchCancel"), (.primaryActionTriggered, "primaryActionTriggered"),
    ]

    @MainActor final class TrackingButton: UIButton {
        var log: ControlsEventLog?
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { log?.log("beginTracking"); return true }
        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { log?.log("continueTracking"); return true }
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) { log?.log("endTracking") }
        override func cancelTracking(with event: UIEvent?) { log?.log("cancelTracking") }
    }

    func button(_ log: ControlsEventLog) -> (HeadlessScreen, TrackingButton) {
        let b = TrackingButton(type: .system)
        b.log = log
        b.setTitle("Go", for: .normal)
        b.frame = CGRect(x: 10, y: 5, width: 6, height: 1)
        controlsLogEvents(b, "Go", log, Self.events)
        let screen = HeadlessScreen.checked(width: 40, height: 12)
        screen.makeWindow(root: ControlsHostController { $0.addSubview(b) })
        return (screen, b)
    }

    @Test func aDragInsideThenOutsideThenUpSendsUIKitsEventsInOrder() {
        let log = ControlsEventLog()
        let (screen, b) = button(log)
        screen.pointerDown(at: CGPoint(x: 11, y: 5))
        #expect(log.take() == ["beginTracking", "Go.touchDown"])
        #expect(b.isTracking && b.isHighlighted && b.isTouchInside)
        screen.pointerMove(to: CGPoint(x: 13, y: 5))
        screen.pointerMove(to: CGPoint(x: 13, y: 6))          // a row below: within the 70 points
        #expect(log.take() == ["continueTracking", "Go.touchDragInside", "continueTracking", "Go.touchDragInside"])
        #expect(b.isHighlighted)
        screen.pointerMove(to: CGPoint(x: 13, y: 8))          // three rows below: outside
        #expect(log.take() == ["continueTracking", "Go.touchDragExit", "Go.touchDragOutside"])
        #expect(!b.isHighlighted && !b.isTouchInside && b.isTracking)
        screen.pointerMove(to: CGPoint(x: 30, y: 8))
        #expect(log.take() == ["continueTracking", "Go.touchDragOutside"])
        screen.pointerUp(at: CGPoint(x: 30, y: 8))
        #expect(log.take() == ["endTracking", "Go.touchUpOutside"])
        #expect(!b.isTracking && !b.isHighlighted)
    }

    @Test func comingBackInsideEntersAndALiftNearTheButtonIsAnUpInside() {
        let log = ControlsEventLog()
        let (screen, _) = button(log)
        screen.pointerDown(at: CGPoint(x: 11, y: 5))
        screen.pointerMove(to: CGPoint(x: 30, y: 5))
        screen.pointerMove(to: CGPoint(x: 18, y: 5))          // two columns right of the bounds: inside again
        screen.pointerUp(at: CGPoint(x: 18, y: 5))
        #expect(log.take() == ["beginTracking", "Go.touchDown",
                               "continueTracking", "Go.touchDragExit", "Go.touchDragOutside",
                               "continueTracking", "Go.touchDragEnter", "Go.touchDragInside",
                               "endTracking", "Go.touchUpInside", "Go.primaryActionTriggered"])
    }

    @Test func aSecondQuickTapIsATouchDownRepeat() {
        let log = ControlsEventLog()
        let (screen, _) = button(log)
        screen.click(x: 12, y: 5)
        screen.advance(by: 0.2)
        screen.click(x: 12, y: 5)
        #expect(log.take() == ["beginTracking", "Go.touchDown", "endTracking", "Go.touchUpInside", "Go.primaryActionTriggered",
                               "beginTracking", "Go.touchDown", "Go.touchDownRepeat", "endTracking", "Go.touchUpInside",
                               "Go.primaryActionTriggered"])
    }

    @Test func aPanOfTheSuperviewTakingTheTouchIsATouchCancel() {
        let log = ControlsEventLog()
        let (screen, b) = button(log)
        let trace = TouchTrace()
        let actions = GestureActionLog(trace)                 // targets are not retained
        b.superview?.addGestureRecognizer(recognizer(UIPanGestureRecognizer(), "pan", actions))
        screen.pointerDown(at: CGPoint(x: 11, y: 5))
        screen.pointerMove(to: CGPoint(x: 12, y: 5))          // the pan begins and cancels the button's touch
        screen.pointerUp(at: CGPoint(x: 12, y: 5))
        #expect(log.take() == ["beginTracking", "Go.touchDown", "cancelTracking", "Go.touchCancel"])
        #expect(trace.take() == ["pan.action(began)", "pan.action(ended)"])
        #expect(!b.isTracking && !b.isHighlighted)
    }
}
