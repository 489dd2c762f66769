import Foundation
import UIKit
import UIKitEngine

/// The pixel backend as `UIApplicationMain` runs it (`--backend sdl` or `UIKIT_BACKEND=sdl`;
/// never the default): a window of `--size WxH` points (default 390x844) at `--scale S`,
/// or with `--screenshot FILE.png` an off-screen render of the settled screen written as
/// a PNG (see `SDLLaunchOptions`).
public enum UIKitLauncher: UIBackendLauncher {
    public static var backendName: String { "sdl" }
    public static var isDefaultHere: Bool { false }

    public static func run(arguments: [String], environment: [String: String],
                           launch: @MainActor (UIBackend) -> UIApplication) throws -> Int32 {
        let options = try SDLLaunchOptions.extract(from: arguments, environment: environment).options ?? SDLLaunchOptions()
        let title = arguments.first.map { ($0 as NSString).lastPathComponent } ?? "UIKit"
        return try SDLBackend.run(options: options, title: title) { launch($0) }
    }
}
