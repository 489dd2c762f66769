import UIKitEngine

/// Key presses that arrive during a screen change wait for it, so no keystroke is lost.
///
/// `beginIgnoringInteractionEvents()` suspends touch-related events only (Apple's
/// documentation of the method and of `isIgnoringInteractionEvents`): touches and clicks
/// that arrive meanwhile are discarded, key presses are not. A key that arrives while the
/// application ignores interaction (a push, pop, presentation or tab switch animating, a
/// progress HUD, any `UIView.animate` without `.allowUserInteraction`), while a container
/// transition is on screen, or before the appearing screen's `viewDidAppear` has run (where
/// screens make their first responder) is held. Held keys are delivered in arrival order,
/// one per run-loop round, to the responders of the key window as it is once all that has
/// finished, as a terminal's type-ahead or iOS's event queue delivers them to the
/// responder that is current when they are handled. A key that arrives while older keys
/// wait queues behind them. See docs/DECISIONS.md, "Keys typed during a screen change".
extension UIApplication {
    /// True while a key would reach a screen that is not settled yet.
    var _keysMustWait: Bool {
        isIgnoringInteractionEvents || activeTransitionCount > 0 || !_pendingAppearanceEnds.isEmpty
    }

    /// True when a held key can be delivered in the next pass.
    var _hasDeliverableKey: Bool { !_heldKeys.isEmpty && !_keysMustWait }

    /// Number of key presses waiting for a screen change to finish.
    package var heldKeyCount: Int { _heldKeys.count }

    /// A key from the backend: delivered now, or held behind a running screen change and
    /// any keys already held.
    func _receiveKey(_ key: UIKey) {
        if _heldKeys.isEmpty && !_keysMustWait {
            _handleKey(key)
        } else {
            _heldKeys.append(key)
        }
    }

    /// Delivers the oldest held key when nothing holds keys any more. Returns true when a
    /// key was delivered.
    func _deliverHeldKey() -> Bool {
        guard _hasDeliverableKey else { return false }
        _handleKey(_heldKeys.removeFirst())
        return true
    }
}

/// Keys in arrival order; taking the oldest is O(1) (a paste held behind a transition can
/// be long).
struct HeldKeyQueue {
    private var keys: [UIKey] = []
    private var head = 0

    var isEmpty: Bool { head == keys.count }
    var count: Int { keys.count - head }

    mutating func append(_ key: UIKey) { keys.append(key) }

    mutating func removeFirst() -> UIKey {
        let key = keys[head]
        head += 1
        if head == keys.count {
            keys.removeAll(keepingCapacity: true)
            head = 0
        }
        return key
    }
}
