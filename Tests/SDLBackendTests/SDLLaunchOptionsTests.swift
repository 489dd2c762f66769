import Foundation
import SDLBackend
import Testing
import UIKit

/// The pixel backend's command-line options (`SDLLaunchOptions`), as `contacts` and
/// `uikit-demos` read them, and the help text both print.
@Suite struct SDLLaunchOptionsTests {
    func parse(_ arguments: [String], _ environment: [String: String] = [:]) throws -> (options: SDLLaunchOptions?, rest: [String]) {
        try SDLLaunchOptions.extractForTerminalProgram(from: arguments, environment: environment)
    }

    @Test func everyOptionTheHelpListsIsTakenOutOfTheArguments() throws {
        let (options, rest) = try parse(["--backend", "sdl", "--size", "320x480", "--scale=2",
                                         "--frames", "/tmp/f", "--screenshot", "/tmp/s.png", "navigation"])
        #expect(rest == ["navigation"])
        #expect(options == SDLLaunchOptions(size: CGSize(width: 320, height: 480), scale: 2,
                                            screenshot: "/tmp/s.png", framesDirectory: "/tmp/f"))
        // Each option the help names, once with a value, is one this parser knows.
        let samples = ["--backend": "sdl", "--size": "10x10", "--scale": "1", "--screenshot": "a.png", "--frames": "d"]
        let named = SDLLaunchOptions.helpText.split(separator: "\n")
            .compactMap { $0.split(separator: " ").first.map(String.init) }
            .filter { $0.hasPrefix("--") }
        #expect(Set(named) == Set(samples.keys))
        for name in named {
            #expect(try parse([name, samples[name]!]).rest.isEmpty, "\(name) is left in the arguments")
        }
    }

    @Test func withoutSDLAskedForThereAreNoOptionsAndTheTerminalIsTheDefault() throws {
        #expect(try parse(["list"]).options == nil)
        #expect(try parse(["--backend", "terminal", "x"]).rest == ["x"])
        #expect(try parse([], ["UIKIT_BACKEND": "sdl"]).options == SDLLaunchOptions())
        #expect(try parse(["--screenshot", "a.png"]).options?.screenshot == "a.png")
    }

    @Test func malformedValuesAreUsageErrorsThatSayWhy() {
        func message(_ arguments: [String]) -> String? {
            do { _ = try parse(arguments); return nil } catch { return "\(error)" }
        }
        #expect(message(["--scale", "99"]) == "scale \"99\" is not a number from 0.5 to 8")
        #expect(message(["--backend", "x11"]) == "backend \"x11\" is not one this program runs on: terminal (the default) or sdl")
        #expect(message(["--size"]) == "--size needs a value")
        #expect(message(["--screenshot="]) == "--screenshot needs a file name")
    }

    @Test func theHelpFitsEightyColumns() {
        for line in SDLLaunchOptions.helpText.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
        #expect(SDLLaunchOptions.helpText.hasSuffix("\n"))
    }
}
