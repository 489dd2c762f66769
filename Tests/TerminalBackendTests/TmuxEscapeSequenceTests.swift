import Foundation
import Testing
import TerminalBackend
import TestSupport

/// Under tmux's default terminal type (tmux-256color: X10 `kmous`, no `XM`), escape
/// sequences ncurses does not know and SGR mouse reports reach a UIKit text field as
/// nothing but the events they stand for; the mouse modes are on while the app runs and
/// off after Ctrl-Z and exit.
struct TmuxEscapeSequenceTests {
    /// F13 (vt220), meta-F1, SS3 keypad 8, focus in and out, an SGR press and release
    /// on a blank cell, an SGR wheel notch, a terminal's DA reply: none is text.
    static let sequences = [
        "\u{1B}[25~", "\u{1B}[1;9P", "\u{1B}Ox", "\u{1B}[I", "\u{1B}[O",
        "\u{1B}[<0;3;3M", "\u{1B}[<0;3;3m", "\u{1B}[<64;3;3M", "\u{1B}[?1;2c",
    ]

    /// The `--uikit` screen with `text` in the field where its placeholder was.
    static func screen(_ first: [String], withFieldText text: String) -> [String] {
        var expected = first
        if expected.count > 5, let placeholder = expected[5].range(of: "Name") {
            expected[5] = String(expected[5][..<placeholder.lowerBound]) + text
        }
        return expected
    }

    @Test func unknownSequencesAndSGRReportsAreNeverTypedIntoATextField() throws {
        let session = try TmuxSmokeTests.start(arguments: "--uikit")
        let first = session.waitFor("the field") { $0.count > 5 && $0[5].contains("Name") }
        #expect(TmuxSmokeTests.mouseModes(session) == "button=1 sgr=1")

        session.text("a")
        for sequence in Self.sequences { session.text(sequence) } // each one write, as a terminal sends it
        session.text("b")
        let expected = Self.screen(first, withFieldText: "ab")
        let typed = session.waitFor("a and b typed") { $0.count > 5 && $0[5].contains("b") }
        #expect(typed == expected)

        session.keys("C-c")
        let quitScreen = ["terminal-smoke: bye (field: ab)", "exit=0"] + Array(repeating: "", count: 22)
        let after = session.waitFor { $0 == quitScreen }
        #expect(after == quitScreen)
        TmuxSmokeTests().expectRestored(session)
    }

    /// Ctrl-Z gives the terminal back with the mouse modes off (bash with job control
    /// runs the program and reports it stopped); `fg` takes it again with them on.
    @Test func ctrlZTurnsTheMouseModesOffAndFgTurnsThemOnAgain() throws {
        guard let exe = TmuxSmokeTests.smokeExecutable else {
            throw TmuxSmokeTests.SmokeError("terminal-smoke not found next to the test bundle; run `swift build --build-tests` first")
        }
        let script = "set -m; \"\(exe)\" --uikit; echo stopped; while [ ! -e go ]; do sleep 0.1; done; fg; "
            + "echo \"exit=$?\"; sleep 600"
        let session = try TmuxSession(command: "exec bash --norc --noprofile -c '\(script)'", name: "terminal-suspend")
        let first = session.waitFor("the field") { $0.count > 5 && $0[5].contains("Name") }
        #expect(TmuxSmokeTests.mouseModes(session) == "button=1 sgr=1")

        session.keys("C-z")
        session.waitFor("the stop") { $0.contains("stopped") }
        #expect(session.modes() == "alt=0 cursor=1 mouse=0 keypad=0")
        #expect(TmuxSmokeTests.mouseModes(session) == "button=0 sgr=0")

        FileManager.default.createFile(atPath: session.directory.appendingPathComponent("go").path, contents: Data())
        session.waitFor("the field again") { $0.count > 5 && $0[5].contains("Name") }
        #expect(TmuxSmokeTests.mouseModes(session) == "button=1 sgr=1")
        session.text("\u{1B}[<0;3;3M\u{1B}[<0;3;3mc")
        let typed = session.waitFor("c typed") { $0.count > 5 && $0[5].contains("c") }
        #expect(typed == Self.screen(first, withFieldText: "c"))

        session.keys("C-c")
        session.waitFor("the exit") { $0.contains("exit=0") }
        #expect(session.modes() == "alt=0 cursor=1 mouse=0 keypad=0")
        #expect(TmuxSmokeTests.mouseModes(session) == "button=0 sgr=0")
    }
}
