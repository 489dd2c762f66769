import Foundation
import UIKitEngine

// The mouse as touches: pointer events from the backend become one touch's phases,
// delivered through the key window's `sendEvent(_:)` (see `_TouchDispatcher`).

extension UIApplication {
    /// Dispatches an event to the windows its touches belong to, as `sendEvent(_:)`:
    /// each window's `sendEvent(_:)` hands the touches to their gesture recognizers and
    /// views. Only the application's own touch event is delivered.
    public func sendEvent(_ event: UIEvent) {
        guard event.type == .touches, event === _touchDispatcher.event else { return }
        var windows: [UIWindow] = []
        for t in event._touches { if let w = t.window, !windows.contains(where: { $0 === w }) { windows.append(w) } }
        if windows.isEmpty { _touchDispatcher.deliverCurrent() }
        for w in windows { w.sendEvent(event) }
    }

    /// A pointer event from the backend. Presses, drags and releases of the button are a
    /// touch's began, moved and ended phases in the key window; a click is a press and a
    /// release at one time; the wheel scrolls the scroll view under the pointer; the
    /// secondary button asks for the context menu under the pointer. While
    /// interaction is ignored (a screen change runs) input is dropped and a touch in
    /// progress is cancelled.
    func _handlePointer(_ p: PointerEvent) {
        guard !isIgnoringInteractionEvents, let window = keyWindow else {
            _touchDispatcher.cancelMouseTouch()
            return
        }
        let local = window.convert(p.location, from: nil)
        switch p.kind {
        case .scroll(let dx, let dy):
            var v = window.hitTest(local, with: nil)
            while let cur = v {
                if let sv = cur as? UIScrollView, sv.isScrollEnabled { sv._scrollByWheel(dx: dx, dy: dy); return }
                v = cur.superview
            }
        case .down:
            _touchDispatcher.pointerDown(at: local, in: window)
        case .move:
            _touchDispatcher.pointerMove(to: local)
        case .up:
            _touchDispatcher.pointerUp(at: local)
            _tapStatusBarIfHit(p, in: window)
        case .secondaryClick:
            _ContextMenu.secondaryClick(at: local, in: window)
        case .click:
            _touchDispatcher.pointerDown(at: local, in: window)
            _touchDispatcher.pointerUp(at: local)
            _tapStatusBarIfHit(p, in: window)
        }
    }

    /// A release in the status bar (the screen's top safe-area inset; none on a terminal)
    /// is the scroll-to-top gesture: the window's only `scrollsToTop` scroll view
    /// scrolls to its top (see `UIScrollView.scrollsToTop`).
    private func _tapStatusBarIfHit(_ p: PointerEvent, in window: UIWindow) {
        let bar = backend.metrics.screenSafeAreaInsets.top
        guard bar > 0, p.location.y < bar else { return }
        UIScrollView._scrollToTopTarget(in: window)?._scrollToTopGesture()
    }

    /// A press gives keyboard focus to the nearest focusable view at or above `hit` (a
    /// terminal's keyboard follows the mouse; UIKit's touches do not move focus), and hides
    /// the focus ring until the keyboard moves the focus again.
    func _focusForPress(on hit: UIView, in window: UIWindow) {
        var f: UIView? = hit
        while let cur = f, !cur.canBecomeFocused { f = cur.superview }
        window._focusMovedByKeyboard = false
        if let f, f.window === window { window.focus(f) }
    }
}
