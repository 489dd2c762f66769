import Foundation
import UIKit
import UIKitEngine

/// The headless backend: composes into an in-memory screen grid that tests read as text,
/// runs on a manual clock, and injects key presses and clicks.
///
/// Each instance is independent (no globals), so tests run in parallel:
///
///     let screen = HeadlessScreen(width: 80, height: 24)
///     let window = screen.makeWindow(root: LoginViewController())
///     screen.type("alice"); screen.press(.tab); screen.press(.enter)
///     screen.settle()              // run until animations and timers are done
///     #expect(screen.lines[0] == "...")
@MainActor
public final class HeadlessBackend: UIBackend {
    public private(set) var screenSize: CGSize
    public let manualClock: ManualClock
    public var clock: UIClock { manualClock }
    /// The last screen presented, and the cursor on it.
    public private(set) var grid: ScreenGrid
    public private(set) var cursor: CursorPosition?
    /// How many times a changed screen was presented.
    public private(set) var presentCount = 0
    /// The wake-up other threads use (through the application's inbox); counts wakes and
    /// lets a test wait for one without polling.
    public nonisolated let wakeUp: any MainLoopWakeUp
    /// What the device is like: a character-cell device by default (the terminal's
    /// metrics and native default colours, so screens read as the terminal shows them),
    /// or `DeviceMetrics.iPhonePoints` to lay iOS code out in an iPhone's real points; a
    /// test may describe another device before the application first draws.
    public var metrics: DeviceMetrics

    /// The wake-up, with its count and wait.
    public nonisolated var headlessWakeUp: HeadlessWakeUp { wakeUp as! HeadlessWakeUp }

    /// A screen of `width × height` points (cells on a character-cell device; one grid
    /// cell per point whatever the metrics, so a 390 × 844-point phone is a grid of
    /// 390 × 844 cells) described by `metrics`.
    public init(width: Int = 80, height: Int = 24, clock: ManualClock? = nil, metrics: DeviceMetrics = .characterCells) {
        self.metrics = metrics
        screenSize = CGSize(width: width, height: height)
        manualClock = clock ?? ManualClock()
        grid = ScreenGrid(width: width, height: height)
        wakeUp = HeadlessWakeUp()
    }

    public func present(_ update: ScreenUpdate) {
        grid = update.grid
        cursor = update.cursor
        presentCount += 1
    }

    /// Changes the screen size (as a terminal resize); the app must be told with
    /// `.resize` (HeadlessScreen.resize does both).
    public func setScreenSize(width: Int, height: Int) {
        screenSize = CGSize(width: width, height: height)
    }
}
