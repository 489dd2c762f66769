import Foundation
import UIKitEngine

/// A key-press event, as `UIPressesEvent`.
@preconcurrency @MainActor
public final class UIPressesEvent: UIEvent {
    public let allPresses: Set<UIPress>
    /// Set when the press reached the end of the responder chain unhandled.
    var _unhandled = false
    init(presses: Set<UIPress>, timestamp: TimeInterval) {
        allPresses = presses
        super.init(type: .presses, timestamp: timestamp)
    }
}
