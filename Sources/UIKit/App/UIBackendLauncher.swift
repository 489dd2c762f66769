import Foundation
import UIKitEngine

/// What a backend module offers `UIApplicationMain`: its name, whether it can run here, and
/// a run loop. UIKit never imports a backend (ARCHITECTURE.md); each backend module
/// declares one `public enum UIKitLauncher: UIBackendLauncher`, and `UIApplicationMain`
/// finds the ones the executable links by their type names at run time
/// (`UIBackendLauncher.linked`). See docs/DECISIONS.md, "The backend is chosen at launch".
@preconcurrency @MainActor
public protocol UIBackendLauncher {
    /// The name `--backend NAME` and `UIKIT_BACKEND=NAME` select (`terminal`, `headless`).
    static var backendName: String { get }
    /// Whether the backend can run in this process without being asked for by name
    /// (the terminal backend: standard input and output are terminals).
    static var isDefaultHere: Bool { get }
    /// Makes the backend, calls `launch` with it (which makes and launches the
    /// application), runs until the application terminates, and returns the exit status.
    static func run(arguments: [String], environment: [String: String],
                    launch: @MainActor (UIBackend) -> UIApplication) throws -> Int32
}

/// Finds the backends linked into the executable and picks one.
@MainActor
enum UIBackendSelection {
    /// The launchers linked into this process, found by the mangled name of
    /// `<Module>.UIKitLauncher` (an enum), so a backend is available exactly when the
    /// executable's target depends on its product.
    static func linked(modules: [String] = ["TerminalBackend", "HeadlessBackend", "SDLBackend"]) -> [UIBackendLauncher.Type] {
        modules.compactMap { module in
            let mangled = "\(module.utf8.count)\(module)13UIKitLauncherO"
            return _typeByName(mangled) as? UIBackendLauncher.Type
        }
    }

    /// The backend name asked for: `--backend NAME` (or `--backend=NAME`) on the command
    /// line, else the `UIKIT_BACKEND` environment variable, else nil.
    static func requestedName(arguments: [String], environment: [String: String]) throws -> String? {
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a == "--backend" {
                guard i + 1 < arguments.count else { throw UIApplicationMainError("--backend needs a name (terminal, headless)") }
                return arguments[i + 1]
            }
            if a.hasPrefix("--backend=") { return String(a.dropFirst("--backend=".count)) }
            i += 1
        }
        if let v = environment["UIKIT_BACKEND"], !v.isEmpty { return v }
        return nil
    }

    /// The launcher to use: the one named, else the first linked one that is the default
    /// here (a terminal on a terminal), else the headless one.
    static func choose(arguments: [String], environment: [String: String],
                       linked: [UIBackendLauncher.Type]) throws -> UIBackendLauncher.Type {
        let names = linked.map { $0.backendName }
        if let name = try requestedName(arguments: arguments, environment: environment) {
            guard let l = linked.first(where: { $0.backendName == name }) else {
                let have = names.isEmpty ? "none" : names.joined(separator: ", ")
                let products = ["terminal": "TerminalBackend", "headless": "HeadlessBackend", "sdl": "SDLBackend"]
                guard let product = products[name] else {
                    throw UIApplicationMainError("there is no backend \"\(name)\" (backends: terminal, headless, sdl; linked here: \(have))")
                }
                throw UIApplicationMainError("backend \"\(name)\" is not linked into this program (linked: \(have)); add the \(product) product to the target's dependencies")
            }
            return l
        }
        if let l = linked.first(where: { $0.isDefaultHere }) { return l }
        if let l = linked.first(where: { $0.backendName == "headless" }) { return l }
        if let l = linked.first { return l }
        throw UIApplicationMainError("no backend is linked into this program; add the TerminalBackend or HeadlessBackend product to the target's dependencies")
    }
}
