import Foundation
import UIKitEngine

/// One touch (a mouse click on a terminal), as `UITouch`.
@MainActor
public final class UITouch: Hashable {
    public enum Phase: Sendable { case began, moved, stationary, ended, cancelled }
    public internal(set) var phase: Phase
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?
    var windowLocation: CGPoint
    public let tapCount: Int
    init(phase: Phase, view: UIView?, window: UIWindow?, location: CGPoint, tapCount: Int = 1) {
        self.phase = phase; self.view = view; self.window = window; self.windowLocation = location; self.tapCount = tapCount
    }
    /// The touch's position in `view`'s coordinates (window coordinates when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }
    nonisolated public static func == (l: UITouch, r: UITouch) -> Bool { l === r }
    nonisolated public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
