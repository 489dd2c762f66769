import Foundation
import UIKitEngine

/// An input event, as `UIEvent`.
@MainActor
open class UIEvent {
    public enum EventType: Sendable { case touches, presses, scroll }
    public let type: EventType
    public let timestamp: TimeInterval
    public init(type: EventType, timestamp: TimeInterval) { self.type = type; self.timestamp = timestamp }
}
