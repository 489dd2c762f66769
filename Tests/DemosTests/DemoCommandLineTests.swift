import Testing
import UIKitDemos

/// `uikit-demos` arguments read as POSIX utilities read theirs: an unknown "-" argument
/// is an unknown option with the usage line (exit 2), not a demo name.
@MainActor
@Suite struct DemoCommandLineTests {
    /// The usage line: every option, the display options included.
    static let usage = "usage: uikit-demos [--backend terminal|sdl] [--size WxH] [--scale S] [--screenshot FILE.png] [--frames DIR] [NAME | --list | --help]"

    @Test func anUnknownOptionIsReportedAsAnOptionWithTheUsageLine() {
        #expect(DemoCommandLine(arguments: ["--bogus"]) == .usageError(message:
            "uikit-demos: unknown option '--bogus'\n\(Self.usage)"))
        #expect(DemoCommandLine(arguments: ["-x"]) == .usageError(message:
            "uikit-demos: unknown option '-x'\n\(Self.usage)"))
        // Also when a known option comes along: nothing runs on a bad command line.
        #expect(DemoCommandLine(arguments: ["--list", "--bogus"]) == .usageError(message:
            "uikit-demos: unknown option '--bogus'\n\(Self.usage)"))
    }

    @Test func namesOptionsAndTooManyArguments() {
        #expect(DemoCommandLine(arguments: []) == .run(demoName: nil))
        #expect(DemoCommandLine(arguments: ["tabs"]) == .run(demoName: "tabs"))
        #expect(DemoCommandLine(arguments: ["--list"]) == .list)
        #expect(DemoCommandLine(arguments: ["-h"]) == .help)
        #expect(DemoCommandLine(arguments: ["tab"]) == .usageError(message:
            "uikit-demos: no demo named 'tab'; the demos are: cells-owned, cells-parent, cells-recycled, tabs, navigation, settings-segues, modal-login, custom-tabs, switcher, three-buttons, collection, controls, inbox, library, scrolling"))
        #expect(DemoCommandLine(arguments: ["tabs", "switcher"]) == .usageError(message:
            "uikit-demos: expected at most one demo name, got 2 arguments\n\(Self.usage)"))
        #expect(DemoCommandLine.helpText.hasPrefix(Self.usage + "\n\ndemos:\n  cells-owned "))
    }
}
