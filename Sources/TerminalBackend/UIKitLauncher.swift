import Foundation
import UIKit
import UIKitEngine

/// The terminal backend as `UIApplicationMain` runs it (`--backend terminal` or
/// `UIKIT_BACKEND=terminal`; the default when standard input and output are terminals).
/// It takes over the terminal, runs until the app terminates (Ctrl-C unless the delegate
/// handles it) and restores the terminal, also on signals.
public enum UIKitLauncher: UIBackendLauncher {
    public static var backendName: String { "terminal" }
    public static var isDefaultHere: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    public static func run(arguments: [String], environment: [String: String],
                           launch: @MainActor (UIBackend) -> UIApplication) throws -> Int32 {
        let backend = try TerminalBackend()
        let app = launch(backend)
        backend.run(app)
        return 0
    }
}
