import Foundation
import UIKitEngine

/// One key press, as `UIPress`.
@preconcurrency @MainActor
public final class UIPress: Hashable {
    public enum Phase: Sendable { case began, changed, stationary, ended, cancelled }
    public let key: UIKey?
    public let phase: Phase
    public let timestamp: TimeInterval
    init(key: UIKey, phase: Phase, timestamp: TimeInterval) { self.key = key; self.phase = phase; self.timestamp = timestamp }
    nonisolated public static func == (l: UIPress, r: UIPress) -> Bool { l === r }
    nonisolated public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
