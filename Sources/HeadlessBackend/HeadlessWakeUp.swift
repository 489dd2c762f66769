import Foundation
import UIKit
import UIKitEngine

/// The headless backend's wake-up: counts wakes and lets one thread wait for the next.
public final class HeadlessWakeUp: MainLoopWakeUp, @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var wakes = 0
    private var whenWoken: (@Sendable () -> Void)?

    public init() {}

    /// Also called by each wake, on the waking thread: the headless launcher, whose loop waits
    /// on the main dispatch queue, hands wakes to that queue.
    public var onWake: (@Sendable () -> Void)? {
        get { lock.withLock { whenWoken } }
        set { lock.withLock { whenWoken = newValue } }
    }

    /// How many times the main loop was woken.
    public var wakeCount: Int { lock.withLock { wakes } }

    public func wake() {
        let also = lock.withLock { wakes += 1; return whenWoken }
        semaphore.signal()
        also?()
    }

    /// Blocks until a wake arrives (or `timeout` seconds pass); true when one arrived.
    public func wait(timeout: TimeInterval) -> Bool {
        semaphore.wait(timeout: .now() + timeout) == .success
    }
}
