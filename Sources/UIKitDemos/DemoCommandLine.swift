import Foundation
import UIKit

/// What `uikit-demos` was asked to do by its arguments (`CommandLine.arguments` without
/// the program name), parsed the way POSIX utilities read theirs (XBD 12.2): an argument
/// that starts with "-" is an option, and one we do not know is a usage error (exit
/// status 2 with the usage line), never taken for a demo name.
public enum DemoCommandLine: Equatable {
    /// `--help` / `-h`: print `helpText` and exit 0.
    case help
    /// `--list`: print the demo names, one per line, and exit 0.
    case list
    /// Run the terminal shell, showing this demo, or the menu when nil.
    case run(demoName: String?)
    /// Bad arguments: print `message` (already ending in the usage line) on standard
    /// error and exit with status 2.
    case usageError(message: String)

    /// The one-line synopsis printed with `--help` and after a usage error: every option,
    /// the display options (`SDLLaunchOptions.helpText`) included.
    public static let usage = "usage: uikit-demos [--backend terminal|sdl] [--size WxH] [--scale S] [--screenshot FILE.png] [--frames DIR] [NAME | --list | --help]"

    /// Parses `arguments` (without the program name). Demo names are checked against
    /// `DemoCatalog`.
    @MainActor public init(arguments: [String]) {
        let known: Set<String> = ["--help", "-h", "--list"]
        if let bad = arguments.first(where: { $0.hasPrefix("-") && $0 != "-" && !known.contains($0) }) {
            self = .usageError(message: "uikit-demos: unknown option '\(TextSanitizer.sanitize(bad))'\n\(Self.usage)")
            return
        }
        if arguments.contains("--help") || arguments.contains("-h") { self = .help; return }
        if arguments.contains("--list") { self = .list; return }
        guard arguments.count <= 1 else {
            self = .usageError(message: "uikit-demos: expected at most one demo name, got \(arguments.count) arguments\n\(Self.usage)")
            return
        }
        guard let name = arguments.first else { self = .run(demoName: nil); return }
        guard DemoCatalog.demo(named: name) != nil else {
            self = .usageError(message: "uikit-demos: \(DemoShell.Error.unknownDemo(TextSanitizer.sanitize(name)))")
            return
        }
        self = .run(demoName: name)
    }

    /// The `--help` text: the usage line and every demo with its seed and summary.
    @MainActor public static var helpText: String {
        var out = usage + "\n\ndemos:\n"
        for demo in DemoCatalog.all {
            out += "  \(demo.name.padding(toLength: 16, withPad: " ", startingAt: 0)) seed \(demo.seed)  \(demo.summary)\n"
        }
        return out
    }
}
