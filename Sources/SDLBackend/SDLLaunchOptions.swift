import Foundation
import UIKit

/// The pixel backend's command-line options, as both executables and `UIApplicationMain`
/// read them:
///
///     --backend sdl         (or --backend=sdl, or UIKIT_BACKEND=sdl) run in a window
///     --size WxH            the screen in points (default 390x844, an iPhone's)
///     --scale S             pixels per point (default 1; 2 for a Retina picture)
///     --screenshot FILE.png render off-screen (no display needed), wait until the screen
///                           has settled, write FILE.png and exit 0 (implies --backend sdl)
///     --frames DIR          (window) write each frame the window shows, read back from
///                           its surface, as DIR/frame-N.png with DIR/frame-N.txt (the
///                           render tree's outline): for tests and bug reports
///
/// `extract(from:environment:)` takes these out of an argument list and leaves the rest
/// for the program's own parser.
public struct SDLLaunchOptions: Equatable, Sendable {
    public var size: CGSize = SDLBackend.defaultSize
    public var scale: Double = 1
    public var screenshot: String?
    public var framesDirectory: String?

    public init(size: CGSize = SDLBackend.defaultSize, scale: Double = 1, screenshot: String? = nil,
                framesDirectory: String? = nil) {
        self.size = size; self.scale = scale; self.screenshot = screenshot; self.framesDirectory = framesDirectory
    }

    /// The options as a program's `--help` lists them (lines of at most 80 columns,
    /// ending in a newline): the ones `extract(from:environment:)` takes.
    public static let helpText = """
        display options:
          --backend terminal|sdl  the terminal (default), or a window drawn as iOS
                                draws it (also UIKIT_BACKEND=sdl)
          --size WxH            the window's screen in points (default 390x844)
          --scale S             pixels per point, 0.5 to 8 (default 1)
          --screenshot FILE.png draw the settled screen off-screen to FILE.png and
                                exit (no display needed)
          --frames DIR          write every frame the window shows to DIR

        """

    public struct UsageError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The options in `arguments`, and the arguments that are not theirs; options nil when
    /// the pixel backend was not asked for (no `--backend sdl`, `UIKIT_BACKEND=sdl` or
    /// `--screenshot`). `--backend` naming another backend is left in the rest. Throws
    /// `UsageError` for a malformed value.
    public static func extract(from arguments: [String], environment: [String: String]) throws -> (options: SDLLaunchOptions?, rest: [String]) {
        var options = SDLLaunchOptions()
        var wanted = environment["UIKIT_BACKEND"] == "sdl"
        var rest: [String] = []
        var i = 0
        func value(_ name: String) throws -> String {
            let a = arguments[i]
            if a.hasPrefix(name + "=") { return String(a.dropFirst(name.count + 1)) }
            guard i + 1 < arguments.count else { throw UsageError(description: "\(name) needs a value") }
            i += 1
            return arguments[i]
        }
        func matches(_ name: String) -> Bool { arguments[i] == name || arguments[i].hasPrefix(name + "=") }
        while i < arguments.count {
            if matches("--backend") {
                let start = i
                let v = try value("--backend")
                if v == "sdl" { wanted = true } else { rest += arguments[start...i] }
            } else if matches("--size") {
                options.size = try parseSize(try value("--size"))
            } else if matches("--scale") {
                let v = try value("--scale")
                guard let s = Double(v), s >= 0.5, s <= 8 else { throw UsageError(description: "scale \"\(TextSanitizer.sanitize(v))\" is not a number from 0.5 to 8") }
                options.scale = s
            } else if matches("--screenshot") {
                let v = try value("--screenshot")
                guard !v.isEmpty else { throw UsageError(description: "--screenshot needs a file name") }
                options.screenshot = v
                wanted = true
            } else if matches("--frames") {
                let v = try value("--frames")
                guard !v.isEmpty else { throw UsageError(description: "--frames needs a directory") }
                options.framesDirectory = v
            } else {
                rest.append(arguments[i])
            }
            i += 1
        }
        return (wanted ? options : nil, rest)
    }

    /// `extract` for a program that runs on the terminal unless the pixel backend is asked
    /// for (`contacts`, `uikit-demos`): `--backend terminal` names that default and is taken
    /// out; another backend name throws `UsageError` saying which backends there are.
    public static func extractForTerminalProgram(from arguments: [String],
                                                 environment: [String: String]) throws -> (options: SDLLaunchOptions?, rest: [String]) {
        let (options, rest) = try extract(from: arguments, environment: environment)
        var out: [String] = []
        var i = 0
        while i < rest.count {
            let a = rest[i]
            guard a == "--backend" || a.hasPrefix("--backend=") else { out.append(a); i += 1; continue }
            let name: String
            if a == "--backend" {
                guard i + 1 < rest.count else { throw UsageError(description: "--backend needs a value (terminal or sdl)") }
                name = rest[i + 1]
                i += 1
            } else {
                name = String(a.dropFirst("--backend=".count))
            }
            guard name == "terminal" else {
                throw UsageError(description: "backend \"\(TextSanitizer.sanitize(name))\" is not one this program runs on: terminal (the default) or sdl")
            }
            i += 1
        }
        return (options, out)
    }

    /// "WxH" in points, each 1…10000.
    static func parseSize(_ text: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let w = parts[0], let h = parts[1], (1...10_000).contains(w), (1...10_000).contains(h) else {
            throw UsageError(description: "size \"\(TextSanitizer.sanitize(text))\" is not WIDTHxHEIGHT in points (for example 390x844)")
        }
        return CGSize(width: w, height: h)
    }
}
