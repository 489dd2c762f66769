import CSDL2
import Foundation
import UIKit
import UIKitEngine

// Running an app on the pixel backend: in a window on the main loop, or off-screen to a PNG.

extension SDLBackend {
    /// Runs an application as `options` say: `--screenshot` renders off-screen, settles,
    /// writes the PNG and returns 0; otherwise opens a window titled `title` and runs the
    /// main loop until the app terminates (closing the window quits). `launch` makes and
    /// launches the application over the backend. Throws when the window cannot open, a
    /// font is missing or the PNG cannot be written.
    public static func run(options: SDLLaunchOptions, title: String,
                           launch: @MainActor (SDLBackend) -> UIApplication) throws -> Int32 {
        if let file = options.screenshot {
            let backend = try SDLBackend(offscreenSize: options.size, scale: options.scale)
            let app = launch(backend)
            backend.settle(app)
            guard let canvas = backend.snapshot() else {
                throw OpenError(description: "the app presented no frame to write to \(file)")
            }
            try PNGFile.write(canvas, to: file)
            if let dump = ProcessInfo.processInfo.environment["UIKIT_RENDER_TREE"], !dump.isEmpty, let tree = backend.lastTree {
                try Data(tree.outline.utf8).write(to: URL(fileURLWithPath: dump))
            }
            app.terminate()
            return 0
        }
        let backend = try openWindow(size: options.size, scale: options.scale, title: title)
        defer { backend.close() }
        if let dir = options.framesDirectory { try backend.recordFrames(to: dir) }
        let app = launch(backend)
        app.runMainLoop(on: backend)
        return 0
    }

    /// `run(options:title:launch:)` for an app delegate, with the application's exception
    /// policy set before launch (the demos keep UIKit exceptions in their log pane).
    package static func run(delegate: UIApplicationDelegate, options: SDLLaunchOptions, title: String,
                            exceptionPolicy: UIDiagnostics.ExceptionPolicy = .crash) throws -> Int32 {
        try run(options: options, title: title) { backend in
            let app = UIApplication(backend: backend, notificationCenter: .default)
            app.diagnostics.exceptionPolicy = exceptionPolicy
            app.launch(delegate: delegate)
            return app
        }
    }

    /// Runs `app` (off-screen, on the manual clock) until the screen has settled: its
    /// posted work, main-queue blocks, timers and animations done, moving the clock to each
    /// next wake time, for at most `limit` seconds of app time (a repeating timer never
    /// settles).
    public func settle(_ app: UIApplication, limit: TimeInterval = 10) {
        guard let manual = clock as? ManualClock else { app.runUntilIdle(); return }
        let end = manual.now + limit
        var turns = 0
        repeat {
            app.withCurrent { _ = FoundationRunLoopTurn.run() }
            app.runUntilIdle()
            while let wake = app.nextWakeTime, wake <= end {
                if wake > manual.now { manual.advance(by: wake - manual.now) } else { manual.advance(by: 1.0 / 60.0) }
                app.runUntilIdle()
            }
            turns += 1
        } while FoundationRunLoopTurn.mainQueueHasWork && turns < 10_000
    }
}
