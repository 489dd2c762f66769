import Foundation
import Testing
import TestSupport
@_spi(InterfaceBuilderTools) import UIKit
import HeadlessBackend

/// `uikit-ib` as a person runs it, its output and errors into one log (`2>&1`).
@MainActor
@Suite struct IBCommandLineTests {
    /// `uikit-ib check` over the corpus's loading files (more output than a pipe's buffer
    /// holds), the legacy xib that fails, then a file that loads again, both streams into one
    /// pipe: every line whole and in the order the files were checked (each file's summary
    /// and warnings, then "loads" or its error), the failure on a line of its own.
    @Test func checkWritesWholeLinesInOrderWhenBothStreamsShareALog() throws {
        guard let tool = TestTools.product("uikit-ib") else {
            throw TestTools.Missing("uikit-ib is not built: swift build --build-tests builds it")
        }
        let names = IBCorpus.files.filter { $0 != IBCorpus.legacyXib } + [IBCorpus.legacyXib, IBCorpus.navBasic]
        let paths = names.map(IBCorpus.path)
        // What each file's check reports, in the order the command prints it.
        let screen = HeadlessScreen(width: 80, height: 24)
        let expected: [String] = screen.application.withCurrent {
            paths.flatMap { path -> [String] in
                let report = IBTools.check(path)
                return report.summary + report.warnings + [report.failure ?? "\(path): loads"]
            }
        }
        #expect(expected.joined(separator: "\n").utf8.count > 8192, "the output before the failure must outgrow a pipe buffer")

        let (status, output) = try TestTools.runMerged(tool, ["check"] + paths)

        #expect(status == 1)
        expectLines(output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), expected + [""])
    }

    /// `uikit-ib COMMAND --help` prints the usage `uikit-ib --help` prints and exits 0, for
    /// every command (it was read as a file named "--help", and `run --help` wanted a
    /// terminal); an option no command has is refused as wrong usage (status 2), never
    /// read as a file name.
    @Test func everyCommandTakesHelpAndRefusesUnknownOptions() throws {
        guard let tool = TestTools.product("uikit-ib") else {
            throw TestTools.Missing("uikit-ib is not built: swift build --build-tests builds it")
        }
        let (helpStatus, usage) = try TestTools.runMerged(tool, ["--help"])
        #expect(helpStatus == 0)
        #expect(usage.hasPrefix("usage: uikit-ib check FILE..."))
        for command in ["check", "frames", "render", "run"] {
            for flag in ["--help", "-h"] {
                let (status, output) = try TestTools.runMerged(tool, [command, flag])
                #expect(status == 0, "\(command) \(flag)")
                #expect(output == usage, "\(command) \(flag)")
            }
        }
        let file = IBCorpus.path(IBCorpus.navBasic)
        for arguments in [["check", file, "--frob"], ["frames", file, "--frob"], ["render", file, "--frob"],
                          ["render", file, "--png", "/nonexistent/x.png", "--frob"], ["run", "--frob", file]] {
            let (status, output) = try TestTools.runMerged(tool, arguments)
            #expect(status == 2, "\(arguments)")
            #expect(output.hasPrefix("uikit-ib: unknown option '--frob'\n" + usage.prefix(20)), "\(arguments): \(output)")
        }
    }

    /// What `check` prints comes from the file (class names, identifiers): C1 controls (a
    /// UTF-8 terminal may take U+009B as CSI) and bidi overrides, which XML allows in
    /// attribute values, are shown as symbols, never written raw.
    @Test func checkShowsControlCharactersFromTheFileAsSymbols() throws {
        guard let tool = TestTools.product("uikit-ib") else {
            throw TestTools.Missing("uikit-ib is not built: swift build --build-tests builds it")
        }
        let original = try String(contentsOfFile: IBCorpus.path(IBCorpus.navBasic), encoding: .utf8)
        let range = try #require(original.range(of: "customClass=\""))
        let evil = original.replacingCharacters(in: range, with: "customClass=\"Bad\u{9B}2J\u{202E}")
        let folder = try TemporaryFolder(prefix: "uikit-ib-c1")
        let file = try folder.write("evil.storyboard", evil)

        let (status, output) = try TestTools.runMerged(tool, ["check", file.path])

        #expect(status == 0)
        let unsafe = output.unicodeScalars.filter { (0x80..<0xA0).contains($0.value) || (0x202A...0x202E).contains($0.value) }
        #expect(unsafe.isEmpty, "raw controls in: \(output)")
        #expect(output.contains("warning: Unknown class Bad\u{FFFD}2J\u{FFFD}"), "\(output)")
    }

    /// `IBTools.check`'s summary itself (what any caller prints, not only the command)
    /// shows the file's text with controls and invisible characters as `\u{…}`, and a
    /// quoted segue identifier with its quotes and backslashes escaped.
    @Test func checkSummaryEscapesTheFilesText() throws {
        let original = try String(contentsOfFile: IBCorpus.path(IBCorpus.navBasic), encoding: .utf8)
        var evil = original.replacingOccurrences(of: "customClass=\"FirstViewController\"",
                                                 with: "customClass=\"First\u{9B}2J\u{202E}ViewController\"")
        evil = evil.replacingOccurrences(of: "<segue destination=\"nSF-3x-Pfv\" kind=\"show\"",
                                         with: "<segue destination=\"nSF-3x-Pfv\" kind=\"show\" identifier=\"it's&#10;a \\ step\"")
        #expect(evil != original)
        let folder = try TemporaryFolder(prefix: "uikit-ib-summary")
        let file = try folder.write("evil.storyboard", evil)
        let screen = HeadlessScreen.checked()
        defer { IBCorpus.expectDiagnostics(of: screen) }
        let report = screen.application.withCurrent { IBTools.check(file.path) }
        #expect(report.failure == nil)
        #expect(report.summary.contains("  scene QpD-aN-Vza: viewController First\\u{9b}2J\\u{202e}ViewController, 3 views"), "\(report.summary)")
        #expect(report.summary.contains("    segue show 'it\\'s\\u{a}a \\\\ step' → nSF-3x-Pfv from button FMK-Mz-ejx"), "\(report.summary)")
        let raw = report.summary.joined().unicodeScalars.filter { $0.value < 0x20 || (0x80..<0xA0).contains($0.value) || $0.value == 0x202E }
        #expect(raw.isEmpty)
    }
}
