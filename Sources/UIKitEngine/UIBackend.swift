import Foundation

/// The one contract between the application (module `UIKit`) and a device.
///
/// A backend owns the device (a terminal, a pixel window, or nothing for tests) and
/// declares what it is like (`screenSize`, `metrics`, `clock`). The flow is:
///
/// - **Output.** After a pass in which something changed, the application composes the
///   view tree into a `ScreenGrid`, diffs it against the grid it presented before
///   (`ScreenDiff`, the only place where screens are compared) and calls
///   `present(_:)` with a `ScreenUpdate` that names the cells to write. Nothing
///   changed: no call at all.
/// - **Input.** The backend's main loop hands `BackendEvent`s to the application it runs
///   (keys, pointer, resize, interrupt), then runs a pass.
/// - **Wake-up.** Work finished on another thread is posted to the application's
///   `MainThreadInbox`, which calls `wakeUp.wake()` (any thread). A backend's main loop
///   waits for input *or* a wake-up, with a timeout only when a timer or animation frame
///   is due: an idle application makes no wake-ups at all (terminal: `poll(2)` on the tty
///   and a pipe; headless: nothing runs until a test asks).
@MainActor
public protocol UIBackend: AnyObject {
    /// Size of the screen in points (terminal: columns × rows).
    var screenSize: CGSize { get }
    /// The clock animations and timers run on.
    var clock: UIClock { get }
    /// What the device is like (points per cell, scale, bar heights).
    var metrics: DeviceMetrics { get }
    /// Measures text in this device's points with its fonts (`TextMeasurer`); nil: as
    /// the metrics say (cells on a character-cell device, `ApproximateTextMeasurer` on a
    /// point device).
    var textMeasurer: (any TextMeasurer)? { get }
    /// Wakes this backend's main loop; safe to call from any thread.
    nonisolated var wakeUp: any MainLoopWakeUp { get }
    /// Shows a newly composed screen: `update.grid` is the whole picture, `update.changes`
    /// the cells that differ from the previous update (all of them after a resize or
    /// for the first update), `update.cursor` where the hardware cursor sits.
    func present(_ update: ScreenUpdate)
}

extension UIBackend {
    /// A character-cell device unless the backend says otherwise.
    public var metrics: DeviceMetrics { .characterCells }
    /// No fonts of its own: text is measured as the device's metrics say.
    public var textMeasurer: (any TextMeasurer)? { nil }
}
