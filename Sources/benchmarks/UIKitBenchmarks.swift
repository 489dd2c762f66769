import Foundation
import UIKit
import HeadlessBackend

/// Counts live controllers and checks each one's appearance callbacks are balanced.
@MainActor
final class Census {
    var live = 0
    var created = 0
    var unbalanced = 0
}

@MainActor
final class CountedViewController: UIViewController {
    let census: Census
    var depth = 0
    init(_ census: Census) { self.census = census; census.live += 1; census.created += 1; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewWillAppear(_ a: Bool) { super.viewWillAppear(a); depth += 1 }
    override func viewDidAppear(_ a: Bool) { super.viewDidAppear(a); depth -= 1 }
    override func viewWillDisappear(_ a: Bool) { super.viewWillDisappear(a); depth += 1 }
    override func viewDidDisappear(_ a: Bool) { super.viewDidDisappear(a); depth -= 1 }
    isolated deinit {
        census.live -= 1
        if depth != 0 { census.unbalanced += 1 }
    }
}

@MainActor
func runUIKitBenchmarks() {
    print("== UIKit (headless, 80×24) ==")
    pushPop(pairs: 100_000, animated: false)
    pushPop(pairs: 10_000, animated: true)
    presentDismiss(pairs: 10_000)
    tabSwitches(count: 10_000)
    compose()
}

@MainActor
func pushPop(pairs: Int, animated: Bool) {
    let census = Census()
    let screen = HeadlessScreen(width: 80, height: 24)
    let nav = UINavigationController(rootViewController: CountedViewController(census))
    screen.makeWindow(root: nav)
    let t = measure {
        for _ in 0..<pairs {
            nav.pushViewController(CountedViewController(census), animated: animated)
            if animated { screen.settle() } else { screen.runLoop() }
            nav.popViewController(animated: animated)
            if animated { screen.settle() } else { screen.runLoop() }
        }
    }
    let leaked = census.live - 1   // the root stays
    report("push/pop pairs \(animated ? "animated (clock advanced)" : "without animation") ×\(pairs)",
           "\(fmtMicro(t / Double(pairs))) per pair, leaked controllers: \(leaked), unbalanced: \(census.unbalanced)")
}

@MainActor
func presentDismiss(pairs: Int) {
    let census = Census()
    let screen = HeadlessScreen(width: 80, height: 24)
    let root = CountedViewController(census)
    screen.makeWindow(root: root)
    let t = measure {
        for i in 0..<pairs {
            let vc = CountedViewController(census)
            vc.modalPresentationStyle = i % 2 == 0 ? .fullScreen : .pageSheet
            root.present(vc, animated: true)
            screen.settle()
            root.dismiss(animated: true)
            screen.settle()
        }
    }
    report("present/dismiss pairs animated ×\(pairs)",
           "\(fmtMicro(t / Double(pairs * 2))) per operation, leaked: \(census.live - 1), unbalanced: \(census.unbalanced), root balanced: \(root.depth == 0)")
}

@MainActor
func tabSwitches(count: Int) {
    let census = Census()
    let screen = HeadlessScreen(width: 80, height: 24)
    let tab = UITabBarController()
    let children = (0..<3).map { i -> CountedViewController in
        let vc = CountedViewController(census)
        vc.title = "Tab \(i)"
        return vc
    }
    tab.viewControllers = children
    screen.makeWindow(root: tab)
    let t = measure {
        for i in 0..<count {
            tab.selectedIndex = (i + 1) % 3
            screen.runLoop()
        }
    }
    let balanced = children.allSatisfy { $0.depth == 0 }
    report("tab switches ×\(count)",
           "\(fmtMicro(t / Double(count))) per switch, live controllers: \(census.live) of 3, balanced: \(balanced)")
}

@MainActor
func compose() {
    let screen = HeadlessScreen(width: 80, height: 24)
    let content = UIViewController()
    content.title = "Compose"
    let nav = UINavigationController(rootViewController: content)
    screen.makeWindow(root: nav)
    for i in 0..<40 {
        let v = UIView(frame: CGRect(x: (i % 4) * 20, y: 1 + (i / 4) * 2, width: 19, height: 2))
        v.backgroundColor = i % 2 == 0 ? .darkGray : .blue
        content.view.addSubview(v)
    }
    screen.runLoop()
    let frames = 2_000
    let app = screen.application
    let t = measure { for _ in 0..<frames { _ = app.composeScreen() } }
    let before = app.composeCount
    let idle = measure { for _ in 0..<frames { app.runUntilIdle() } }
    let composedWhileIdle = app.composeCount - before
    report("compose nav + 40 subviews, 80×24", "\(fmtMicro(t / Double(frames))) per frame")
    report("unchanged screen pass (dirty check only) ×\(frames)",
           "\(fmtMicro(idle / Double(frames))) per pass, screens composed: \(composedWhileIdle)")
}

// Groups other modules provide; each file defines its function when it exists.
@MainActor func runTableBenchmarksIfPresent() {
    #if canImport(Glibc)
    _runTables()
    #endif
}
@MainActor func runTerminalBenchmarksIfPresent() { _runTerminal() }
@MainActor func runContactsBenchmarksIfPresent() { _runContacts() }
