import Foundation
import UIKit
import UIKitEngine

/// The terminal backend as `UIApplicationMain` runs it (`--backend terminal` or
/// `UIKIT_BACKEND=terminal`; the default when standard input and output are terminals).
/// It takes over the terminal, runs until the app terminates (Ctrl-C unless the delegate
/// handles it) and restores the terminal, also on signals.
///
/// A terminal is a character-cell screen: `--device cells` (or `UIKIT_DEVICE=cells`) is
/// what it is, and `--device iphone` is refused, saying how to see the app in iPhone
/// points (headless with `--device iphone`, or `--backend sdl`). An iOS app's code is in
/// iPhone points either way: its constants are converted to cells (docs/DECISIONS.md,
/// "Points on a terminal: the app's constants are converted").
public enum UIKitLauncher: UIBackendLauncher {
    public static var backendName: String { "terminal" }
    public static var isDefaultHere: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    public static func run(arguments: [String], environment: [String: String],
                           launch: @MainActor (UIBackend) -> UIApplication) throws -> Int32 {
        try checkDevice(arguments: arguments, environment: environment)
        let backend = try TerminalBackend()
        let app = launch(backend)
        backend.run(app)
        return 0
    }

    /// Refuses a device a terminal cannot be, before the terminal is taken over.
    static func checkDevice(arguments: [String], environment: [String: String]) throws {
        let asked = try UIDeviceOption.requested(arguments: arguments, environment: environment)
        guard let asked, asked != "cells" else { return }
        throw UIApplicationMainError(
            "a terminal is a character-cell screen (--device cells) and cannot be --device \(asked), "
            + "an iPhone's 390x844 points; an iOS app's point sizes are converted to its cells here "
            + "(4.875 points a column, 36 a row). To lay the app out in iPhone points run it with "
            + "--backend headless --device iphone, or --backend sdl")
    }
}
