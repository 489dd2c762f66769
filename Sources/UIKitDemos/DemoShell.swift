import Foundation
import UIKit
import UIKitEngine

/// Runs the demos on one `UIApplication`: a menu, the chosen demo, and the lifecycle log.
///
/// Screen layout (1 point = 1 cell), from the top:
///
///     ┌ demo window ─────────────────────────────┐  the menu or the demo's root controller,
///     │ (the window's rootViewController)        │  exactly as the tutorial's app delegate
///     │                                          │  sets it up
///     ├ log window ──────────────────────────────┤
///     │ Lifecycle log: three-buttons             │  title row
///     │ SecondViewController.viewDidLoad()       │  the newest lines, oldest scrolled away
///     │ ThirdViewController.viewWillDisappear(…) │
///     │ F2/l log  q menu  Esc back  Tab …        │  key hints (the only row when hidden)
///     └──────────────────────────────────────────┘
///
/// The demo is the root of a window of its own, so its callbacks are the tutorial's (no
/// extra container), and anything it presents covers only the demo's part of the screen
/// while the log stays visible. The log window takes a third of the height (at least 4
/// rows); F2 or `l` hides it down to the hint row.
///
/// Keys the shell takes (only when nothing in the demo handled them first, so a text field
/// keeps its letters): F2 / `l` toggle the log; `[` / `]` scroll it a page back / forward; `q` goes back to the menu (quits from the
/// menu); Esc goes back to the menu when UIKit has nothing to go back from (no pushed
/// controller, nothing presented); Ctrl-C quits (UIKit's interrupt handling).
///
/// Choosing another screen makes a new demo window and retires the old one (hidden, its
/// root and presented views removed), so nothing from one demo leaks into the next.
@MainActor
public final class DemoShell {
    /// Why a demo could not be started.
    public enum Error: Swift.Error, Equatable, CustomStringConvertible {
        /// No demo has this name.
        case unknownDemo(String)

        public var description: String {
            switch self {
            case .unknownDemo(let name):
                return "no demo named '\(name)'; the demos are: " + DemoCatalog.names.joined(separator: ", ")
            }
        }
    }

    public let application: UIApplication
    /// What the log pane shows.
    public let log = DemoLog()
    /// The window showing the menu or the current demo (the key window).
    public private(set) var demoWindow: DemoWindow!
    let logWindow: LogWindow
    /// The demo on screen, or nil while the menu shows.
    public private(set) var currentDemo: Demo?
    /// Whether the log lines show (the hint row always does).
    public private(set) var isLogVisible: Bool

    /// Sets up the windows on `application` and shows `demo`, or the menu when nil.
    /// Installs `application.lifecycleLog.observer` and `application.diagnostics.observer`.
    public init(application: UIApplication, showing demo: Demo? = nil, showsLog: Bool = true) {
        self.application = application
        self.isLogVisible = showsLog
        logWindow = LogWindow(application: application)
        logWindow.windowLevel = 1
        logWindow.pane.log = log
        application.lifecycleLog.observer = { [weak log] line in log?.lifecycle(line) }
        application.diagnostics.observer = { [weak log] entry in log?.diagnostic(entry) }
        log.onChange = { [weak pane = logWindow.pane] in pane?.logDidChange() }
        application.withCurrent {
            logWindow.frame = logFrame
            logWindow.makeKeyAndVisible()
        }
        if let demo { show(demo) } else { showMenu() }
    }

    /// Sets up the windows and shows the demo called `name`.
    /// - Throws: `DemoShell.Error.unknownDemo` when there is no such demo.
    public convenience init(application: UIApplication, showingDemoNamed name: String, showsLog: Bool = true) throws {
        guard let demo = DemoCatalog.demo(named: name) else { throw Error.unknownDemo(name) }
        self.init(application: application, showing: demo, showsLog: showsLog)
    }

    // MARK: Screens

    /// Shows the menu of demos.
    public func showMenu() {
        let menu = MenuViewController()
        menu.onChoose = { [weak self] demo in
            // After the table's selection callbacks have returned.
            self?.application.enqueue { self?.show(demo) }
        }
        install(demo: nil) { UINavigationController(rootViewController: menu) }
    }

    /// Shows `demo` in a new window (its root controller becomes the window's root).
    public func show(_ demo: Demo) {
        install(demo: demo) { demo.makeRootViewController() }
    }

    /// Retires the old window, starts a fresh log, makes the root controller (so the
    /// log has the calls made while building it, e.g. `addChild` in a container's
    /// initializer) and shows it in a new window.
    private func install(demo: Demo?, makeRoot: () -> UIViewController) {
        application.withCurrent {
            if let old = demoWindow {
                old.shell = nil
                old.isHidden = true
                old.rootViewController = nil
                for v in old.subviews { v.removeFromSuperview() }
            }
            currentDemo = demo
            log.clear()
            if let demo {
                log.header("\(demo.name) (seed \(demo.seed))")
                log.hint(demo.hint)
            } else {
                log.header("menu")
                log.hint("Up/Down choose a demo, Enter opens it")
            }
            logWindow.pane.title = demo.map { "Lifecycle log: \($0.name)" } ?? "Lifecycle log"
            logWindow.pane.showsMenuHints = demo == nil
            logWindow.pane.scrollBack = 0
            let root = makeRoot()
            let window = DemoWindow(application: application)
            window.shell = self
            window.frame = demoFrame
            window.clipsToBounds = true
            window.rootViewController = root
            demoWindow = window
            window.makeKeyAndVisible()
        }
    }

    // MARK: Log pane

    /// Shows or hides the log lines.
    public func toggleLog() {
        isLogVisible.toggle()
        layoutWindows()
    }

    /// Rows the log window takes: a third of the screen (at least 4) with the log, 1 without;
    /// none on a pixel device, where the demo has the whole screen as on an iPhone (the
    /// pane is drawn in cells; the log still records).
    var logHeight: CGFloat {
        let h = application.screen.bounds.height
        if !application.backend.metrics.measuresTextInCells { return 0 }
        guard isLogVisible else { return min(1, h) }
        return min(h, max(4, (h / 3).rounded(.down)))
    }

    var demoFrame: CGRect {
        let b = application.screen.bounds
        return CGRect(x: 0, y: 0, width: b.width, height: max(0, b.height - logHeight))
    }

    var logFrame: CGRect {
        let b = application.screen.bounds
        return CGRect(x: 0, y: b.height - logHeight, width: b.width, height: logHeight)
    }

    /// Puts both windows where they belong (after a toggle or a terminal resize, which
    /// makes every window full-screen).
    func layoutWindows() {
        if demoWindow.frame != demoFrame { demoWindow.frame = demoFrame }
        if logWindow.frame != logFrame { logWindow.frame = logFrame }
        logWindow.pane.showsLines = isLogVisible
    }

    // MARK: Keys

    /// F2 (HID usage 0x3B).
    static let f2 = UIKeyboardHIDUsage(rawValue: 0x3B)

    /// Handles a key nothing in the demo handled; returns false to let UIKit have it.
    func handleKey(_ key: UIKey, in window: DemoWindow) -> Bool {
        let plain = key.isPrintable && key.modifierFlags.isEmpty
        if key.keyCode == Self.f2 || (plain && key.characters == "l") {
            toggleLog()
            return true
        }
        if plain && (key.characters == "[" || key.characters == "]") {
            logWindow.pane.scroll(pages: key.characters == "[" ? 1 : -1)
            return true
        }
        if plain && key.characters == "q" {
            if currentDemo != nil {
                application.enqueue { [weak self] in self?.showMenu() }
            } else {
                application.terminate()
            }
            return true
        }
        if key.keyCode == .keyboardEscape, currentDemo != nil,
           let root = window.rootViewController, root.presentedViewController == nil, !Self.canGoBack(root) {
            application.enqueue { [weak self] in self?.showMenu() }
            return true
        }
        return false
    }

    /// True when Esc means something to UIKit inside `root`: a navigation stack to pop
    /// (directly, in the selected tab, or in a shown column of a split view).
    static func canGoBack(_ root: UIViewController) -> Bool {
        if let nav = root as? UINavigationController { return nav.viewControllers.count > 1 }
        if let tabs = root as? UITabBarController, let nav = tabs.selectedViewController as? UINavigationController {
            return nav.viewControllers.count > 1
        }
        if let split = root as? UISplitViewController {
            return split.viewControllers.contains { ($0 as? UINavigationController).map { $0.viewControllers.count > 1 } ?? false }
        }
        return false
    }
}

/// The window at the bottom holding the log pane (never key: it takes no input).
@MainActor
final class LogWindow: UIWindow {
    let pane = LogPaneView()

    override init(application: UIApplication) {
        super.init(application: application)
        pane.frame = bounds
        pane.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(pane)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        pane.frame = bounds
        pane.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(pane)
    }
}
