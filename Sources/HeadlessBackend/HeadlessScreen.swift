import Foundation
import UIKit
import UIKitEngine

/// An application on a headless backend with helpers to drive it like a person would.
@MainActor
public final class HeadlessScreen {
    public let backend: HeadlessBackend
    public let application: UIApplication

    /// Creates a backend and an application. Exceptions are recorded (not fatal) so tests
    /// can assert UIKit's diagnostics; warnings are kept in `application.diagnostics`.
    /// `metrics` describes the device (a character-cell one by default); `codeMetrics`
    /// the metrics the code under test writes its literal sizes in (nil: the device's;
    /// `.iPhonePoints` for iOS code, whose row heights and margins are then converted on a
    /// character-cell device, as for an app launched by `UIApplicationMain`).
    public init(width: Int = 80, height: Int = 24, recordExceptions: Bool = true,
                environment: [String: String] = [:], metrics: DeviceMetrics = .characterCells,
                codeMetrics: DeviceMetrics? = nil) {
        backend = HeadlessBackend(width: width, height: height, metrics: metrics)
        application = UIApplication(backend: backend, environment: environment, codeMetrics: codeMetrics)
        if recordExceptions { application.diagnostics.exceptionPolicy = .record }
    }

    /// Drives an application that already runs on `backend` (as `UIApplicationMain` made it).
    public init(backend: HeadlessBackend, application: UIApplication) {
        self.backend = backend
        self.application = application
    }

    /// Called with the diagnostics when the screen goes away (a test harness checks that
    /// nothing unexpected was recorded; see TestSupport's `HeadlessScreen.checked`).
    public var whenDone: ((UIDiagnostics) -> Void)?

    deinit {
        guard let whenDone else { return }
        let diagnostics = MainActor.assumeIsolated { application.diagnostics }
        MainActor.assumeIsolated { whenDone(diagnostics) }
    }

    /// UIKit's warnings and recorded exceptions for this application.
    public var diagnostics: UIDiagnostics { application.diagnostics }

    /// Launches `delegate` as `UIApplicationMain` would (its `didFinishLaunching` makes
    /// the window) and runs the first pass.
    public func launch(_ delegate: UIApplicationDelegate) { application.launch(delegate: delegate) }

    /// Runs `body` as this application's code (inside it `UIApplication.shared` is this
    /// application), then a pass.
    public func perform(_ body: () -> Void) {
        application.withCurrent(body)
        application.runUntilIdle()
    }

    /// Waits until work posted from another thread has woken the application (at most
    /// `timeout` seconds of real time, a safety net against a hang, not a timing), then
    /// runs a pass. Returns false when nothing woke it in time.
    @discardableResult
    public func waitForWakeUp(timeout: TimeInterval = 30) -> Bool {
        let woke = backend.headlessWakeUp.wait(timeout: timeout)
        application.runUntilIdle()
        return woke
    }

    /// A key window showing `root`, after the first pass (root has appeared).
    @discardableResult
    public func makeWindow(root: UIViewController, runLoop: Bool = true) -> UIWindow {
        let window = UIWindow(application: application)
        application.withCurrent {
            window.rootViewController = root
            window.makeKeyAndVisible()
        }
        if runLoop { application.runUntilIdle() }
        return window
    }

    public var clock: ManualClock { backend.manualClock }

    /// Runs queued work, due timers and animation frames at the current time.
    public func runLoop() { application.runUntilIdle() }

    /// Advances the clock by `seconds` and runs what became due.
    public func advance(by seconds: TimeInterval) {
        clock.advance(by: seconds)
        application.runUntilIdle()
    }

    /// Runs until nothing is animating and no timer is pending within `limit` seconds,
    /// stepping the clock from wake time to wake time.
    public func settle(limit: TimeInterval = 10) {
        application.runUntilIdle()
        let end = clock.now + limit
        while let wake = application.nextWakeTime, wake <= end {
            if wake > clock.now { clock.advance(by: wake - clock.now) }
            application.runUntilIdle()
            if application.nextWakeTime == wake && wake <= clock.now { clock.advance(by: 1.0 / 60.0) }
        }
    }

    // MARK: Input

    public func press(_ key: UIKey) { application.handle(.key(key)) }
    /// Hands the application any backend event (key, pointer, resize, interrupt).
    public func send(_ event: BackendEvent) { application.handle(event) }
    /// Types `text` one character at a time, as a person would.
    public func type(_ text: String) { for ch in text { application.handle(.key(.text(String(ch)))) } }
    /// A press and release at one cell, delivered together (one touch that begins and
    /// ends there, as a terminal's resolved click).
    public func click(x: Int, y: Int) { application.handle(.pointer(PointerEvent(kind: .click, x: x, y: y))) }

    /// Presses the mouse button at `point` (screen points; a terminal's are whole cells,
    /// so fractions are dropped): a touch begins.
    public func pointerDown(at point: CGPoint) { pointer(.down, point) }
    /// Moves the pointer with the button held to `point`: the touch moves (a drag).
    public func pointerMove(to point: CGPoint) { pointer(.move, point) }
    /// Releases the button at `point`: the touch ends there.
    public func pointerUp(at point: CGPoint) { pointer(.up, point) }

    /// A drag as a person makes one: press at `from`, `steps` moves along the straight
    /// line to `to` (the last one at `to`), release at `to`. The application's clock
    /// advances `duration / steps` seconds before each move and before the release, so a
    /// drag has a speed (pan velocity, swipe timing); the whole drag takes `duration`.
    public func drag(from: CGPoint, to: CGPoint, steps: Int = 4, duration: TimeInterval = 0.2) {
        let n = max(1, steps)
        let pause = max(0, duration) / Double(n + 1)
        pointerDown(at: from)
        var last = from
        for i in 1...n {
            let f = CGFloat(i) / CGFloat(n)
            let p = CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            advance(by: pause)
            if Self.cell(p) != Self.cell(last) { pointerMove(to: p) }
            last = p
        }
        advance(by: pause)
        pointerUp(at: to)
    }

    private static func cell(_ p: CGPoint) -> (Int, Int) { (Int(p.x.rounded(.down)), Int(p.y.rounded(.down))) }

    private func pointer(_ kind: PointerEvent.Kind, _ point: CGPoint) {
        let (x, y) = Self.cell(point)
        application.handle(.pointer(PointerEvent(kind: kind, x: x, y: y)))
    }
    public func scroll(x: Int, y: Int, deltaY: Int) {
        application.handle(.pointer(PointerEvent(kind: .scroll(deltaX: 0, deltaY: deltaY), x: x, y: y)))
    }
    /// Clicks the first cell showing `text` on screen (fails the lookup by returning false).
    @discardableResult
    public func click(text: String) -> Bool {
        for (y, line) in lines.enumerated() {
            if let r = line.range(of: text) {
                let x = TextWidth.width(of: String(line[line.startIndex..<r.lowerBound]))
                click(x: x, y: y)
                return true
            }
        }
        return false
    }
    public func resize(width: Int, height: Int) {
        backend.setScreenSize(width: width, height: height)
        application.handle(.resize(width: width, height: height))
    }

    // MARK: Output

    /// The screen as text lines (trailing blanks trimmed).
    public var lines: [String] { backend.grid.lines }
    public var text: String { backend.grid.text }
    public var grid: ScreenGrid { backend.grid }
    public var cursor: CursorPosition? { backend.cursor }
}
