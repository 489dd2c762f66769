import Foundation
import SDLBackend
import Testing
import TestSupport
import UIKit
import UIKitEngine

/// An application on an off-screen pixel backend (390 × 844 points by default), for tests
/// that look at the render tree or the pixels. Fails the test on an unread UIKit warning.
@MainActor
final class PixelHarness {
    let backend: SDLBackend
    let application: UIApplication
    private let sourceLocation: SourceLocation

    init(size: CGSize = SDLBackend.defaultSize, scale: Double = 1,
         sourceLocation: SourceLocation = #_sourceLocation) throws {
        backend = try SDLBackend(offscreenSize: size, scale: scale)
        application = UIApplication(backend: backend, notificationCenter: NotificationCenter())
        application.diagnostics.exceptionPolicy = .record
        self.sourceLocation = sourceLocation
    }

    /// The test's end: what UIKit reported and the test did not read fails it.
    deinit {
        let diagnostics = MainActor.assumeIsolated { application.diagnostics }
        let location = sourceLocation
        MainActor.assumeIsolated { failOnUnexpected(diagnostics, sourceLocation: location) }
    }

    /// A key window over the whole screen with `root` as its root view controller.
    @discardableResult
    func makeWindow(root: UIViewController) -> UIWindow {
        application.withCurrent {
            let w = UIWindow(frame: CGRect(origin: .zero, size: backend.screenSize))
            w.rootViewController = root
            w.makeKeyAndVisible()
            return w
        }
    }

    /// A window whose root view controller's view holds `views`.
    func show(_ views: UIView...) {
        let vc = UIViewController()
        for v in views { vc.view.addSubview(v) }
        makeWindow(root: vc)
    }

    func launch(_ delegate: UIApplicationDelegate) {
        application.launch(delegate: delegate)
        settle()
    }

    func settle() { backend.settle(application) }

    /// Types `text` one character at a time, then settles.
    func type(_ text: String) {
        for ch in text { application.handle(.key(.text(String(ch)))) }
        settle()
    }

    func press(_ key: UIKey) {
        application.handle(.key(key))
        settle()
    }

    /// A press and release at `point` (screen points), then settles.
    func click(at point: CGPoint) {
        application.handle(.pointer(PointerEvent(kind: .click, x: Int(point.x), y: Int(point.y))))
        settle()
    }

    var tree: RenderTree {
        settle()
        return try! #require(backend.lastTree)
    }

    func pixels() throws -> PixelCanvas { settle(); return try #require(backend.snapshot()) }
}

extension RenderTree {
    /// Every node, depth first.
    var allNodes: [RenderNode] {
        var out: [RenderNode] = []
        func visit(_ n: RenderNode) { out.append(n); n.children.forEach(visit) }
        windows.forEach(visit)
        return out
    }

    /// Every text run, depth first.
    var texts: [RenderText] {
        allNodes.flatMap { $0.items.compactMap { if case .text(let t) = $0 { return t } else { return nil } } }
    }
}

/// sRGB bytes → a render colour, as UIKit's colour tables give them.
func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> RenderColor {
    RenderColor(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
}

func close(_ a: RenderColor?, _ b: RenderColor, accuracy: Double = 0.002) -> Bool {
    guard let a else { return false }
    return abs(a.red - b.red) < accuracy && abs(a.green - b.green) < accuracy && abs(a.blue - b.blue) < accuracy
        && abs(a.alpha - b.alpha) < accuracy
}
