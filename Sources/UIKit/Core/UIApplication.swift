import Foundation
import UIKitEngine

/// The centralized point of control for an app, as `UIApplication`.
///
/// Not a process-wide singleton: each application is an instance over a backend, so
/// tests create their own and run in parallel. `UIApplication.shared` is a façade that
/// resolves to the application currently dispatching (its launch, an event, a pass of
/// its run loop); there is no fallback to another application.
///
/// The engine-facing members (creating one over a backend, handing it events, running a
/// pass, reading its diagnostics) have `package` access: backends and tests in this
/// package use them, apps see only UIKit's API.
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    public enum State: Sendable { case active, inactive, background }

    /// The backend showing this application.
    package let backend: UIBackend
    /// The clock the engine's timers and animations run on (the backend's). Apps use
    /// Foundation's `Date`, `Timer` and `DispatchQueue` instead.
    package var clock: UIClock { backend.clock }
    /// Work posted from other threads for the main thread (`post(_:)`), drained at the
    /// start of every pass; posting wakes the backend's main loop.
    package nonisolated let mainThreadInbox: MainThreadInbox
    /// Where UIKit posts its notifications (text-field changes, keyboard, lifecycle). An
    /// app run by `launch` uses `NotificationCenter.default`; tests get a private center.
    public let notificationCenter: NotificationCenter
    /// Warnings and recorded exceptions (UIKit's console output, made readable).
    package let diagnostics = UIDiagnostics()
    /// The metrics the app's literal sizes are written in (row heights, layout margins it
    /// sets): nil means the device's own (`backend.metrics`), as for an app written for
    /// this device. An iOS app written in iPhone points declares `.iPhonePoints`, and on a
    /// terminal those lengths are converted by the ratio of the metrics
    /// (docs/DECISIONS.md, "Points on a terminal").
    package var declaredCodeMetrics: DeviceMetrics?
    /// `declaredCodeMetrics`, else the device's.
    package var codeMetrics: DeviceMetrics { declaredCodeMetrics ?? backend.metrics }
    /// Lifecycle log (environment variable `UIKIT_LOG_LIFECYCLE=1`, or an observer).
    package let lifecycleLog: UILifecycleLog
    public private(set) var screen: UIScreen!
    /// The delegate; the application keeps it alive (as `UIApplicationMain` does).
    public var delegate: UIApplicationDelegate?
    public private(set) var windows: [UIWindow] = []
    public private(set) var keyWindow: UIWindow?
    public internal(set) var applicationState: State = .inactive
    public private(set) var isTerminated = false

    lazy var _animator = Animator(application: self)
    /// Touches and gesture recognizers (`UIApplication+Touches.swift`).
    lazy var _touchDispatcher = _TouchDispatcher(application: self)
    /// The class-name nib lookup's answers (`UIViewController.nibName`), this application's own.
    let _nibNameCache = IBNibNameCache()
    private var timers: [(id: Int, fire: TimeInterval, block: () -> Void)] = []
    private var nextTimerID = 0
    private var workQueue: [() -> Void] = []
    private var needsLayout = true
    private var needsDisplay = true
    private var presenter = ScreenPresenter()
    /// Number of screens composed (benchmarks check that an idle pass composes nothing).
    package internal(set) var composeCount = 0
    /// The last frame handed to a pixel backend (`UIApplication+RenderTree`).
    var _lastRenderTree: RenderTree?
    /// The text measurer made on first use for a point device without fonts (`textMeasurer`).
    var _approximateMeasurer: ApproximateTextMeasurer?
    /// Pixels per point text sizes are rounded up to instead of the device's, while a
    /// tool lays a file out for another screen (`uikit-ib frames`: the scale of the device
    /// an Interface Builder file was drawn for); nil: the device's.
    var _textPixelScale: CGFloat?
    private var interactionBlockers = 0
    /// Keys that arrived while a screen change ran, delivered in order after it
    /// (`UIApplication+KeyDelivery.swift`).
    var _heldKeys = HeldKeyQueue()
    /// Connected scenes, in connection order (`UIApplication+Scenes.swift`).
    var _scenes: [UIScene] = []
    /// The bundle whose Info.plist holds the scene manifest (`Bundle.main`; tests set another).
    var _infoBundle: Bundle = .main
    var _suppressCount = 0
    /// `UITraitCollection.current` as last set while this application ran (nil: not set).
    var _currentTraitCollection: UITraitCollection?
    /// The classes this application's Interface Builder files name (`InterfaceBuilderClasses`):
    /// the table current when it was created (`UIApplicationMain` inside the one `main()`
    /// registered the app's classes in), else a new, empty one of its own.
    let _interfaceBuilderClasses: InterfaceBuilderClasses

    /// Creates an application over `backend`. `notificationCenter` defaults to a private
    /// center so parallel tests never see each other's notifications.
    package init(backend: UIBackend, notificationCenter: NotificationCenter = NotificationCenter(),
                 environment: [String: String] = ProcessInfo.processInfo.environment,
                 codeMetrics: DeviceMetrics? = nil) {
        self.backend = backend
        self.declaredCodeMetrics = codeMetrics
        self.notificationCenter = notificationCenter
        self.lifecycleLog = UILifecycleLog(environment: environment)
        self.mainThreadInbox = MainThreadInbox(wakeUp: backend.wakeUp)
        self._interfaceBuilderClasses = InterfaceBuilderClasses.scoped ?? InterfaceBuilderClasses()
        super.init()
        self.screen = UIScreen(application: self)
    }

    // MARK: The current application (façade)

    /// The application whose launch, event or pass is running on this task (a task-local
    /// value: scoped to the call, nothing process-wide).
    @TaskLocal static var dispatching: UIApplication?

    static var _current: UIApplication? { dispatching }

    /// The application currently dispatching: running its launch, an event, a pass of its
    /// run loop or work posted to it. Code inside callbacks always sees its own application.
    /// Outside all of these there is no current application (API misuse: stops with a
    /// message, as any use of UIKit off its run loop would be wrong).
    public static var shared: UIApplication {
        guard let app = dispatching else {
            preconditionFailure("UIApplication.shared: no application is running this code; it is only available inside an application's launch, events and run loop")
        }
        return app
    }

    /// Runs `body` with this application as `UIApplication.shared`, as the application's own
    /// code (its launch, an event, a pass, a turn of its main loop).
    package func withCurrent<T>(_ body: () throws -> T) rethrows -> T {
        _codeDepth += 1
        defer { _codeDepth -= 1 }
        if UIApplication.dispatching === self { return try body() }
        return try UIApplication.$dispatching.withValue(self, operation: body)
    }

    /// How deep the application's own code is nested now (`withCurrent`); 0 when code runs
    /// outside it, e.g. a main-queue block a test's main actor ran.
    private var _codeDepth = 0

    /// Called when something changes what the application shows while none of its own code
    /// runs: work that `DispatchQueue.main`, a main-actor task or `OperationQueue.main` ran
    /// outside the application's loop (in a test process, where the loop does not drain the
    /// main queue). `HeadlessScreen` waits on it; nil otherwise.
    package var whenChangedOutsideItsCode: (@MainActor () -> Void)?

    /// Runs `work` on the main thread in this application's next pass, waking its main
    /// loop. Safe from any thread: how work finished elsewhere (a password check, a file
    /// import) reaches the screen without polling. Order is kept.
    package nonisolated func post(_ work: @escaping @MainActor @Sendable () -> Void) {
        mainThreadInbox.post(work)
    }

    // MARK: Launch and termination

    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// Launches the app: keeps `delegate`, calls `didFinishLaunching` (then posts
    /// `didFinishLaunchingNotification`), becomes active (`didBecomeActiveNotification`) and
    /// runs the first pass so the first screen is composed, as `UIApplicationMain` does.
    package func launch(delegate: UIApplicationDelegate, options: [LaunchOptionsKey: Any]? = nil) {
        self.delegate = delegate
        withCurrent {
            _ = delegate.application(self, willFinishLaunchingWithOptions: options)
            _ = delegate.application(self, didFinishLaunchingWithOptions: options)
            notificationCenter.post(name: UIApplication.didFinishLaunchingNotification, object: self)
            if let w = delegate.window, !windows.contains(where: { $0 === w }) { w.makeKeyAndVisible() }
            let scene = _connectInitialScene()
            applicationState = .active
            if let scene { _activate(scene) } else { delegate.applicationDidBecomeActive(self) }
            notificationCenter.post(name: UIApplication.didBecomeActiveNotification, object: self)
        }
        runUntilIdle()
    }

    /// Ends the app as iOS does when the user quits it: `applicationWillResignActive`,
    /// `applicationDidEnterBackground`, `applicationWillTerminate` (each with its
    /// notification); then the backend's run loop stops.
    public func terminate() {
        guard !isTerminated else { return }
        withCurrent {
            let scenes = connectedScenes.sorted { $0.session.persistentIdentifier < $1.session.persistentIdentifier }
            if !scenes.isEmpty {
                _disconnect(scenes)
                applicationState = .background
            }
            if applicationState == .active {
                delegate?.applicationWillResignActive(self)
                notificationCenter.post(name: UIApplication.willResignActiveNotification, object: self)
            }
            if applicationState != .background {
                applicationState = .background
                delegate?.applicationDidEnterBackground(self)
                notificationCenter.post(name: UIApplication.didEnterBackgroundNotification, object: self)
            }
            delegate?.applicationWillTerminate(self)
            notificationCenter.post(name: UIApplication.willTerminateNotification, object: self)
        }
        isTerminated = true
    }

    // MARK: Windows

    func _register(_ window: UIWindow) {
        if window._app == nil { window._app = self }
        if !windows.contains(where: { $0 === window }) {
            windows.append(window)
            windows.sort { $0.windowLevel < $1.windowLevel }
        }
        _setNeedsDisplay()
    }

    func _makeKey(_ window: UIWindow) {
        if keyWindow === window { return }
        keyWindow?._setKey(false)
        keyWindow = window
        window._setKey(true)
    }

    public override var next: UIResponder? { nil }

    // MARK: Scheduling

    // The engine's own scheduling, on the application's clock (so a headless test's manual
    // clock drives it). Apps use Foundation's `DispatchQueue.main`, `Timer`, `RunLoop`,
    // `OperationQueue.main` and main-actor tasks, which the main loop runs (`runMainLoop`).

    /// Runs `block` on a later pass, after the current event.
    package func enqueue(_ block: @escaping () -> Void) { workQueue.append(block) }

    /// Runs `block` once `delay` seconds of the application's clock have passed. Returns an
    /// identifier for `cancelTimer(_:)`.
    @discardableResult
    package func schedule(after delay: TimeInterval, _ block: @escaping () -> Void) -> Int {
        nextTimerID += 1
        timers.append((nextTimerID, clock.now + max(0, delay), block))
        return nextTimerID
    }

    package func cancelTimer(_ id: Int) { timers.removeAll { $0.id == id } }

    /// Blocks user input (a progress HUD, a running transition) until the matching end,
    /// as the deprecated `beginIgnoringInteractionEvents()`.
    public func beginIgnoringInteractionEvents() { interactionBlockers += 1 }
    public func endIgnoringInteractionEvents() { interactionBlockers = max(0, interactionBlockers - 1) }
    public var isIgnoringInteractionEvents: Bool { interactionBlockers > 0 || _animator.blocksInteraction }

    /// The clock time of the next timer or animation frame, or nil when idle.
    package var nextWakeTime: TimeInterval? {
        var t: TimeInterval? = timers.map(\.fire).min()
        if _animator.isAnimating { t = min(t ?? .infinity, clock.now + 1.0 / 60.0) }
        if !workQueue.isEmpty || mainThreadInbox.hasWork || _hasDeliverableKey { t = clock.now }
        return t
    }

    func _setNeedsLayout() {
        needsLayout = true
        if _codeDepth == 0, let changed = whenChangedOutsideItsCode { changed() }
    }
    func _setNeedsDisplay() {
        needsDisplay = true
        if _codeDepth == 0, let changed = whenChangedOutsideItsCode { changed() }
    }

    /// Runs everything due at the clock's current time: queued work, due timers, animation
    /// frames and their completions, layout; then composes the screen and hands it to the
    /// backend if it changed. Tests call it as "run the run loop"; the terminal runner
    /// calls it after each input and each wake-up.
    package func runUntilIdle() {
        // The idle pass (nothing posted or queued, no timer due, no animation, layout,
        // appearance end, deliverable key or redraw pending) returns at once, without
        // entering the application's code.
        if _isIdle { return }
        withCurrent {
            var rounds = 0
            while rounds < 10_000 {
                rounds += 1
                var didWork = false
                for item in mainThreadInbox.drain() { item(); didWork = true }
                if !workQueue.isEmpty {
                    let items = workQueue
                    workQueue.removeAll()
                    for item in items { item() }
                    didWork = true
                }
                let now = clock.now
                let due = timers.filter { $0.fire <= now }.sorted { $0.fire < $1.fire }
                if !due.isEmpty {
                    let ids = Set(due.map(\.id))
                    timers.removeAll { ids.contains($0.id) }
                    for t in due { t.block() }
                    didWork = true
                }
                if _animator.tick(now: now) { didWork = didWork || !_pendingAppearanceEnds.isEmpty }
                if needsLayout {
                    needsLayout = false
                    for w in windows where !w.isHidden { w.layoutIfNeeded() }
                    didWork = true
                }
                if !_pendingAppearanceEnds.isEmpty {
                    let ends = _pendingAppearanceEnds
                    _pendingAppearanceEnds.removeAll()
                    for e in ends { e() }
                    didWork = true
                }
                // A held key goes once the screen change and what it queued are done; one
                // at a time, since a key may start the next change.
                if !didWork, workQueue.isEmpty, !needsLayout, _deliverHeldKey() { didWork = true }
                if !didWork && workQueue.isEmpty && !needsLayout { break }
            }
            _display()
        }
    }

    // MARK: One transition at a time

    /// Number of container transitions (push/pop, present/dismiss, tab switch,
    /// transition(from:to:)) on screen now.
    public private(set) var activeTransitionCount = 0
    private var deferredTransitions: [() -> Void] = []

    func _beginTransition() { activeTransitionCount += 1 }
    func _endTransition() {
        activeTransitionCount = max(0, activeTransitionCount - 1)
        while activeTransitionCount == 0, !deferredTransitions.isEmpty {
            let next = deferredTransitions.removeFirst()
            next()
        }
    }

    /// When another container's transition is running, keeps `request` for when it ends
    /// and returns true (a push asked for while a presentation animates waits for it, as
    /// UIKit's transition coordinator makes it wait); otherwise returns false.
    func _deferIfTransitioning(_ request: @escaping () -> Void) -> Bool {
        guard activeTransitionCount > 0 else { return false }
        deferredTransitions.append(request)
        return true
    }

    /// Callbacks that finish an appearance after the layout pass (viewDidAppear of views
    /// that entered the window during this turn).
    var _pendingAppearanceEnds: [() -> Void] = []

    // MARK: Display

    /// Composes all visible windows into a grid of the screen's size.
    package func composeScreen() -> ScreenGrid {
        composeCount += 1
        let size = backend.screenSize
        let target = UIRenderContext.Target(ScreenGrid(width: Int(size.width), height: Int(size.height)))
        let screenRect = CGRect(origin: .zero, size: size)
        let native = backend.metrics.hasNativeDefaultColors
        for w in windows where !w.isHidden {
            let ctx = UIRenderContext(target: target, origin: .zero, clip: screenRect, dimmed: false,
                                      traitCollection: ._default, nativeColors: native)
            w._render(in: ctx)
        }
        return target.grid
    }

    /// The hardware cursor: the first responder's insertion point on screen.
    func _cursorPosition() -> CursorPosition? {
        guard let w = keyWindow, let v = w.firstResponder as? UIView, let p = v._cursorPoint,
              v.window === w, !_isHiddenOrClipped(v) else { return nil }
        let s = v.convert(p, to: nil)
        let x = Int(s.x), y = Int(s.y)
        let size = backend.screenSize
        guard x >= 0, y >= 0, x < Int(size.width), y < Int(size.height) else { return nil }
        return CursorPosition(x: x, y: y)
    }

    private func _isHiddenOrClipped(_ v: UIView) -> Bool {
        var cur: UIView? = v
        while let c = cur { if c.isHidden || c.alpha < 0.01 { return true }; cur = c.superview }
        return false
    }

    private func _display() {
        guard needsDisplay || _animator.isAnimating else { return }
        needsDisplay = false
        if let pixels = backend as? RenderTreeBackend {
            _presentRenderTree(on: pixels)
            return
        }
        let grid = composeScreen()
        if let update = presenter.update(for: grid, cursor: _cursorPosition()) {
            backend.present(update)
        }
    }

    /// Whether a pass would find nothing to do (see `runUntilIdle`).
    private var _isIdle: Bool {
        guard workQueue.isEmpty, !needsLayout, !needsDisplay, _pendingAppearanceEnds.isEmpty,
              !_hasDeliverableKey, !_animator.isAnimating, !mainThreadInbox.hasWork else { return false }
        guard !timers.isEmpty else { return true }
        let now = clock.now
        return !timers.contains { $0.fire <= now }
    }

    /// The last screen handed to the backend.
    package var presentedScreen: ScreenGrid? { presenter.lastPresented }

    // MARK: Events

    /// Handles one event from the backend, then runs a pass (`runUntilIdle`).
    package func handle(_ event: BackendEvent) {
        withCurrent {
            switch event {
            case .key(let key): _receiveKey(key)
            case .pointer(let p): _handlePointer(p)
            case .resize(let w, let h): _handleResize(width: w, height: h)
            case .interrupt:
                if !(delegate?.applicationShouldHandleInterrupt(self) ?? false) { terminate() }
            case .textComposition(let text): _receiveComposition(text)
            }
        }
        runUntilIdle()
    }

    private func _handleResize(width: Int, height: Int) {
        let rect = CGRect(x: 0, y: 0, width: width, height: height)
        for w in windows { w._resize(to: rect); w.setNeedsLayout() }
        presenter.invalidate()
        _setNeedsLayout(); _setNeedsDisplay()
    }

    /// Delivers one key press to the key window's responders (held keys come here in
    /// order once nothing holds them; see `_receiveKey`).
    func _handleKey(_ key: UIKey) {
        guard let window = keyWindow else { return }
        if key.keyCode == .keyboardTab {
            window._focusMovedByKeyboard = true
            window.moveFocus(forward: !key.modifierFlags.contains(.shift))
            return
        }
        // The menu key asks for the context menu of what the keyboard is on.
        if _ContextMenu.isMenuKey(key), !_ContextMenu.isPresented(in: window),
           let target = (window.firstResponder as? UIView) ?? window.focusedView, target.window === window,
           _ContextMenu.menuKey(on: target) {
            return
        }
        let press = UIPress(key: key, phase: .began, timestamp: clock.now)
        let event = UIPressesEvent(presses: [press], timestamp: clock.now)
        if let fr = window.firstResponder {
            fr.pressesBegan([press], with: event)
            if !event._unhandled { return }
        } else if let f = window.focusedView, f.window === window, !f.isHidden {
            if f.handleFocusedKey(key) { return }
            event._unhandled = false
            f.pressesBegan([press], with: event)
            if !event._unhandled { return }
        } else if let top = window.topViewController {
            event._unhandled = false
            top.pressesBegan([press], with: event)
            if !event._unhandled { return }
        }
        _handleUnhandledKey(key, in: window)
    }

    /// Keys nobody handled: Esc goes back (cancels an alert, dismisses, pops); arrows move
    /// focus; Enter activates the focused control.
    private func _handleUnhandledKey(_ key: UIKey, in window: UIWindow) {
        // PageUp/PageDown, Home/End and +/- scroll or zoom the scroll view around the focus.
        if let scroll = UIScrollView._keyTarget(in: window), scroll._handleScrollKey(key) { return }
        switch key.keyCode {
        case .keyboardEscape:
            window.topViewController?._handleEscapeKey()
        case .keyboardDownArrow, .keyboardRightArrow:
            window._focusMovedByKeyboard = true
            window.moveFocus(forward: true)
        case .keyboardUpArrow, .keyboardLeftArrow:
            window._focusMovedByKeyboard = true
            window.moveFocus(forward: false)
        case .keyboardReturnOrEnter, .keyboardSpacebar:
            if let f = window.focusedView, window.firstResponder !== f { _ = f.handleFocusedKey(key) }
        default:
            break
        }
    }
}
