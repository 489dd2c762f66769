import Foundation
import UIKit
import UIKitEngine

/// The headless backend's wake-up: counts wakes and lets one thread wait for the next.
public final class HeadlessWakeUp: MainLoopWakeUp, @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var wakes = 0

    public init() {}

    /// How many times the main loop was woken.
    public var wakeCount: Int { lock.withLock { wakes } }

    public func wake() {
        lock.withLock { wakes += 1 }
        semaphore.signal()
    }

    /// Blocks until a wake arrives (or `timeout` seconds pass); true when one arrived.
    public func wait(timeout: TimeInterval) -> Bool {
        semaphore.wait(timeout: .now() + timeout) == .success
    }
}
