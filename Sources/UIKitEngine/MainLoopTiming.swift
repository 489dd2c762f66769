import Foundation

/// How long the main loop may sleep. Pure.
public enum MainLoopTiming {
    /// Animations run at most this often (60 frames per second).
    public static let minimumFrameInterval: TimeInterval = 1.0 / 60.0

    /// Seconds to wait for input before the application must run again: nil (wait
    /// indefinitely) when it is idle; otherwise until `nextWakeTime`, but never sooner
    /// than `minimumFrameInterval` after the previous pass, so a clock-hungry animation
    /// cannot spin the CPU.
    public static func timeout(now: TimeInterval, nextWakeTime: TimeInterval?,
                               lastPassTime: TimeInterval?) -> TimeInterval? {
        guard let wake = nextWakeTime else { return nil }
        var target = wake
        if let last = lastPassTime { target = max(target, last + minimumFrameInterval) }
        return max(0, target - now)
    }

    /// The sooner of two waits, nil (indefinitely) standing for the later of all.
    public static func sooner(_ a: TimeInterval?, _ b: TimeInterval?) -> TimeInterval? {
        guard let a else { return b }
        guard let b else { return a }
        return min(a, b)
    }
}
