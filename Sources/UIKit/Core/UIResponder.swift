import Foundation
import UIKitEngine

/// An object that can respond to and handle events, as `UIResponder`.
///
/// The responder chain: a view's `next` is its view controller when it is that
/// controller's root view, otherwise its superview; a controller's `next` is its root
/// view's superview (or its parent / presenting controller); a window's is the
/// application. Keys travel up the chain from the first responder until someone
/// handles them; `UIResponder`'s own implementations pass them to `next`.
@preconcurrency @MainActor
open class UIResponder {
    public init() {}

    /// The next responder in the chain, or nil at its end.
    open var next: UIResponder? { nil }

    /// Whether this object can become first responder (false by default, as in UIKit).
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    /// True while this object is its window's first responder.
    open var isFirstResponder: Bool { _responderWindow?.firstResponder === self }

    /// Asks to become first responder. Returns false, doing nothing, when the object
    /// cannot, or when it is not in a window (UIKit honours the request only for views
    /// in an active window hierarchy; see pitfall B26).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = _responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window._setFirstResponder(self)
        return true
    }

    /// Gives up first-responder status. Returns false when this object is not first
    /// responder (as UIKit does) or refuses.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let window = _responderWindow, window.firstResponder === self else { return false }
        guard canResignFirstResponder else { return false }
        window._setFirstResponder(nil)
        return true
    }

    /// Key presses, as `pressesBegan(_:with:)`. The default passes them up the chain.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next { next.pressesBegan(presses, with: event) } else { event?._unhandled = true }
    }
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Touches (terminal mouse clicks arrive as a one-touch begin/end pair).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    /// The window whose first-responder slot this object would occupy.
    var _responderWindow: UIWindow? { nil }

    /// Called by the window right after this object became its first responder.
    func _didBecomeFirstResponder() {}
    /// Called by the window right after this object stopped being its first responder,
    /// whether it resigned or was forced out (`endEditing(true)`, removal from the window);
    /// text fields end their editing session here.
    func _didResignFirstResponder() {}
}

/// Responders compare by identity, as `NSObject`s do in Apple's UIKit (so arrays of
/// controllers compare with `==`, and views can live in sets).
extension UIResponder: Hashable {
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
