import Foundation
import Testing
import TerminalBackend
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// End to end: `terminal-smoke` (TerminalBackend on ncursesw) inside tmux at 80×24.
/// tmux is installed by `.ci/run`; the executable is built with the tests (`swift
/// build --build-tests` builds every product) and found next to the test bundle.
struct TmuxSmokeTests {
    static var smokeExecutable: String? { TestTools.product("terminal-smoke", override: "TERMINAL_SMOKE") }

    /// The shell command the pane runs: tty modes before, the program, tty modes after,
    /// its exit status (shown last, so `after` exists once it is on screen), then stay
    /// open so the screen can be read.
    static func command(_ exe: String, arguments: String) -> String {
        "stty -g > before; '\(exe)' \(arguments); status=$?; stty -g > after; echo \"exit=$status\"; sleep 600"
    }

    /// Cursor position as tmux sees it (column, row).
    static func cursor(_ session: TmuxSession) -> String {
        ((try? session.run(["display-message", "-p", "-t", TmuxSession.session, "#{cursor_flag} #{cursor_x},#{cursor_y}"])) ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The smoke screen before any key. Row 17 holds emoji clusters and a mark at column
    /// 40 (see `emojiRow`).
    static func initialScreen(_ session: TmuxSession) -> [String] {
        [
            " terminal-smoke",
            "",
            "Last event: none",
            "Events: 0",
            "Size: 80x24",
            "Ticks: 0",
            "",
            "Field: [                              ]",
            "",
            "> Item 1",
            "  Item 2",
            "  Item 3",
            "  Item 4",
            "  Item 5",
            "",
            "Wide: 汉字かな|",
            "Raw: a␛[31mred␇|",
            emojiRow(session),
            "", "", "", "", "",
            "q quit  ! crash  % SIGTERM  * ticker",
        ]
    }

    /// How this tmux lays out emoji clusters, by the rule the backend detects from
    /// `TERM_PROGRAM_VERSION` (tmux 3.4 and later keep a cluster in one 2-column cell).
    static func graphemeWidths(_ session: TmuxSession) -> TerminalGraphemeWidths {
        let version = ((try? session.run(["display-message", "-p", "#{version}"])) ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return TerminalGraphemeWidths.detect(environment: ["TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": version])
    }

    /// Row 17 as tmux shows it: each cluster in the 2 cells the grid gave it (flag and
    /// family whole; the heart's VS16 and the skin tone where the mode keeps them, with a
    /// blank after a one-column glyph), then the mark at column 40 after 18 blanks,
    /// where it lands only if ncurses and tmux agreed on every width. Verified on tmux
    /// 3.3a (`.codePoints`).
    static func emojiRow(_ session: TmuxSession) -> String {
        let clusters = graphemeWidths(session) == .clusters
        let heart = clusters ? "❤ " : "❤\u{FE0F} "
        let thumb = clusters ? "👍🏽" : "👍"
        let rainbow = clusters ? "🏳\u{200D}🌈 " : "🏳\u{FE0F}\u{200D}🌈 "
        return "Emoji: 🇯🇵|👨\u{200D}👩\u{200D}👧|\(heart)|\(thumb)|\(rainbow)|" + String(repeating: " ", count: 18) + "#"
    }

    static func start(arguments: String = "") throws -> TmuxSession {
        guard let exe = smokeExecutable else {
            throw SmokeError("terminal-smoke not found next to the test bundle; run `swift build --build-tests` first")
        }
        return try TmuxSession(command: command(exe, arguments: arguments), name: "terminal-smoke")
    }

    /// `start(arguments:)`, then waits for the program's first screen; returns the session
    /// and the screen seen (the expected one unless the wait timed out).
    static func startAtFirstScreen(arguments: String = "") throws -> (TmuxSession, [String]) {
        let session = try start(arguments: arguments)
        let first = session.waitFor { $0 == initialScreen(session) }
        return (session, first)
    }

    /// Waits for the shell to print the program's `exit=N` line; returns the screen.
    @discardableResult
    static func waitForExit(_ session: TmuxSession) -> [String] {
        session.waitFor { $0.contains { $0.hasPrefix("exit=") } }
    }

    struct SmokeError: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }

    /// After the program ended: normal screen, cursor shown, mouse and keypad modes off,
    /// tty modes as the shell had them.
    /// Waits for the shell's screen after the program quit: its goodbye line `bye`, the
    /// shell's `exit=0`, then blank rows down to the window's `rows`; fails if it never shows.
    func expectQuitScreen(_ session: TmuxSession, _ bye: String, rows: Int = 24,
                          sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = [bye, "exit=0"] + Array(repeating: "", count: rows - 2)
        let after = session.waitFor { $0 == expected }
        #expect(after == expected, sourceLocation: sourceLocation)
    }

    func expectRestored(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(session.modes() == "alt=0 cursor=1 mouse=0 keypad=0", sourceLocation: sourceLocation)
        let before = session.file("before"), after = session.file("after")
        #expect(before != nil && before == after, "stty before \(before ?? "-") after \(after ?? "-")",
                sourceLocation: sourceLocation)
    }

    @Test func theSmokeScreenFollowsKeysPasteMouseResizeAndTimersThenQuitRestores() throws {
        let (session, first) = try Self.startAtFirstScreen()
        #expect(first == Self.initialScreen(session))

        session.keys("h", "é", "汉", "Down", "Down", "Up", "BTab", "Home", "C-d")
        let typedScreen = [
            " terminal-smoke", "", "Last event: key ctrl+\"d\"", "Events: 9", "Size: 80x24", "Ticks: 0", "",
            "Field: [hé汉                          ]", "", "  Item 1", "> Item 2", "  Item 3", "  Item 4", "  Item 5",
        ]
        let typed = session.waitFor { Array($0.prefix(14)) == typedScreen }
        #expect(Array(typed.prefix(14)) == typedScreen)

        session.paste("pasted 汉字\nline")
        let pastedScreen = [
            " terminal-smoke", "", "Last event: key \"pasted 汉字 line\"", "Events: 10", "Size: 80x24", "Ticks: 0", "",
            "Field: [hé汉pasted 汉字 line          ]",
        ]
        let pasted = session.waitFor { Array($0.prefix(8)) == pastedScreen }
        #expect(Array(pasted.prefix(8)) == pastedScreen)

        // tmux-256color describes the X10 mouse protocol: ESC [ M, button+32, x+33, y+33.
        session.hex("1b", "5b", "4d", "20", "25", "2d") // button 1 down at column 4, row 12
        session.waitFor { $0.count > 3 && $0[3] == "Events: 11" }
        session.hex("1b", "5b", "4d", "23", "25", "2d") // release
        let clickedScreen = [
            "Last event: pointer up 4,12", "Events: 12", "Size: 80x24", "Ticks: 0", "",
            "Field: [hé汉pasted 汉字 line          ]", "", "  Item 1", "  Item 2", "  Item 3", "> Item 4", "  Item 5",
        ]
        let clicked = session.waitFor { $0.count > 13 && Array($0[2...13]) == clickedScreen }
        #expect(clicked.count > 13 && Array(clicked[2...13]) == clickedScreen)

        session.resize(width: 100, height: 30)
        let resized = session.waitFor { $0.count == 30 && $0[4] == "Size: 100x30" && $0[29] == "q quit  ! crash  % SIGTERM  * ticker" }
        #expect(resized.count == 30)
        #expect(Array(resized.prefix(5)) == [" terminal-smoke", "", "Last event: resize 100x30", "Events: 13", "Size: 100x30"])
        #expect(resized.last == "q quit  ! crash  % SIGTERM  * ticker")

        session.keys("*")
        let ticked = session.waitFor { $0.count > 5 && $0[5] == "Ticks: 10" }
        #expect(ticked.count > 5 && ticked[5] == "Ticks: 10")

        session.keys("q")
        expectQuitScreen(session, "terminal-smoke: bye (15 events)", rows: 30)
        expectRestored(session)
    }

    @Test func ctrlCIsAnInterruptThatQuitsAndRestores() throws {
        let (session, _) = try Self.startAtFirstScreen()

        session.keys("C-c")
        expectQuitScreen(session, "terminal-smoke: bye (1 events)")
        expectRestored(session)
    }

    @Test func aCrashRestoresTheTerminalAndShowsItsMessageAfterwards() throws {
        let (session, _) = try Self.startAtFirstScreen()

        session.keys("!")
        let after = Self.waitForExit(session)
        let history = session.history()

        // fatalError traps: SIGILL on x86-64 (exit 128+4), SIGTRAP on arm64 (128+5).
        #expect(after.contains("exit=132") || after.contains("exit=133"), "\(after)")
        #expect(history.contains { $0.hasSuffix("Fatal error: terminal-smoke: crash requested") }, "\(history)")
        #expect(!history.contains("q quit  ! crash  % SIGTERM  * ticker"))
        expectRestored(session)
    }

    @Test func sigtermRestoresTheTerminalAndStillTerminates() throws {
        let (session, _) = try Self.startAtFirstScreen()

        session.keys("%")
        let after = Self.waitForExit(session)

        #expect(after.prefix(2) == ["Terminated", "exit=143"], "\(after)")
        expectRestored(session)
    }

    @Test func emojiClustersTypedIntoTheFieldReachTmuxWholeAndKeepTheLayout() throws {
        let (session, first) = try Self.startAtFirstScreen()
        let clusters = Self.graphemeWidths(session) == .clusters

        session.keys("🇯🇵👨\u{200D}👩\u{200D}👧❤\u{FE0F}👍🏽x")
        // 9 cells of text (flag, family, heart, thumb: 2 each; x: 1), 21 blanks, "]".
        let shown = clusters ? "🇯🇵👨\u{200D}👩\u{200D}👧❤ 👍🏽x" : "🇯🇵👨\u{200D}👩\u{200D}👧❤\u{FE0F} 👍x"
        let expected = "Field: [" + shown + String(repeating: " ", count: 21) + "]"
        let typed = session.waitFor { $0.count > 7 && $0[7] == expected }
        let cursor = Self.cursor(session)
        session.keys("q")
        Self.waitForExit(session)

        #expect(first == Self.initialScreen(session))
        #expect(typed.count > 7 && typed[7] == expected, "\(typed)")
        // ncurses moved the cursor from where it believed it was: right after the text.
        #expect(cursor == "1 17,7")
        expectRestored(session)
    }

    @Test func aUIKitAppRunsOnTheTerminalWithItsCursorInTheTextField() throws {
        let session = try Self.start(arguments: "--uikit")

        let first = session.waitFor { $0.count > 5 && $0[3].contains("Hello") && $0[5].contains("Name") }
        session.keys("Zoë 汉")
        let typed = session.waitFor { $0.count > 5 && $0[5].contains("Zoë 汉") }
        let cursor = Self.cursor(session)
        let fieldRow = typed.count > 5 ? typed[5] : ""
        let textStart = fieldRow.range(of: "Zoë 汉").map { fieldRow[..<$0.lowerBound].count } ?? -1
        session.keys("C-c")
        expectQuitScreen(session, "terminal-smoke: bye (field: Zoë 汉)")

        // Navigation bar title centred on the top row; the label's text (from data, with
        // an escape sequence in it) neutralised; the first responder holds the cursor.
        #expect(first.first?.trimmingCharacters(in: .whitespaces) == "Smoke")
        #expect(first.count > 3 && first[3] == "  Hello 汉字 ␛[31m")
        #expect(textStart >= 0)
        #expect(cursor == "1 \(textStart + 6),5")
        expectRestored(session)
    }

    /// tmux's mouse modes: `button` is xterm's button-event tracking (1002: motion reported
    /// while a button is held), `sgr` the SGR encoding (1006).
    static func mouseModes(_ session: TmuxSession) -> String {
        ((try? session.run(["display-message", "-p", "-t", TmuxSession.session,
                            "button=#{mouse_button_flag} sgr=#{mouse_sgr_flag}"])) ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A drag with the mouse reaches a UIKit pan gesture recognizer through ncursesw: the
    /// backend turns on button-event tracking and SGR reports whatever the terminfo says,
    /// the press, the motion reports and the release become a touch's began, moved and
    /// ended phases, the box follows. SGR is ESC [ < b ; x ; y M or m, one-based (ncurses
    /// decodes it under xterm-256color, whose `kmous` is `ESC [ <`; the backend's decoder
    /// under tmux-256color, whose `kmous` is X10's `ESC [ M`). The X10 encoding (ESC [ M,
    /// button+32, column+33, row+33; motion with button 1 held is button 32, a release 3)
    /// is what a terminal without SGR sends; ncurses decodes it under tmux-256color.
    @Test(arguments: [("tmux-256color", true), ("xterm-256color", true), ("tmux-256color", false)])
    func aMouseDragMovesABoxWithAPanRecognizerAndAClickTapsIt(terminalType: String, sgr: Bool) throws {
        guard let exe = Self.smokeExecutable else {
            throw SmokeError("terminal-smoke not found next to the test bundle; run `swift build --build-tests` first")
        }
        let session = try TmuxSession(command: Self.command(exe, arguments: "--gestures"), terminalType: terminalType,
                                      name: "terminal-gestures")
        func mouse(_ button: Int, _ x: Int, _ y: Int, release: Bool = false) {
            if sgr {
                session.text("\u{1B}[<\(button);\(x + 1);\(y + 1)\(release ? "m" : "M")")
            } else {
                // One literal write (bytes sent one key at a time could reach ncurses apart,
                // past its escape delay).
                let code = release ? 3 : button
                let bytes = [32 + code, 33 + x, 33 + y].map { Character(Unicode.Scalar(UInt8($0))) }
                session.text("\u{1B}[M" + String(bytes))
            }
        }
        session.waitFor("the gestures screen") { $0.count > 4 && $0[0] == "Drag the box" && $0[4] == "    [ box ]" }
        #expect(Self.mouseModes(session) == "button=1 sgr=1")

        mouse(0, 6, 4)                                 // press on the box
        mouse(32, 8, 4)                                // drag two columns right…
        session.waitFor("the pan to begin") { $0.first?.hasPrefix("pan began") == true }
        mouse(32, 10, 6)                               // …then two more and two rows down
        mouse(0, 10, 6, release: true)
        let dropped = session.waitFor("the pan to end") { $0.first == "pan ended box at 8,6" }
        #expect(dropped.count > 6 && dropped[6] == "        [ box ]", "\(dropped)")

        mouse(0, 9, 6)
        mouse(0, 9, 6, release: true)
        session.waitFor("the tap") { $0.first == "tapped 1" }

        session.keys("C-c")
        session.waitFor("the exit") { $0.contains("exit=0") }
        expectRestored(session)
    }

    /// A page sheet at its medium detent, as a person sees and moves it on a terminal: the
    /// framed sheet on the lower half with its grabber on the top line, the list above it;
    /// dragging the grabber up rests it at the large detent, dragging it to the bottom
    /// dismisses it, Esc dismisses it too (docs/DECISIONS.md "A sheet on a terminal").
    @Test func aSheetAtItsMediumDetentIsDraggedUpThenAwayAndEscDismissesIt() throws {
        guard let exe = Self.smokeExecutable else {
            throw SmokeError("terminal-smoke not found next to the test bundle; run `swift build --build-tests` first")
        }
        let session = try TmuxSession(command: Self.command(exe, arguments: "--sheet"), terminalType: "tmux-256color",
                                      name: "terminal-sheet")
        func mouse(_ button: Int, _ x: Int, _ y: Int, release: Bool = false) {
            session.text("\u{1B}[<\(button);\(x + 1);\(y + 1)\(release ? "m" : "M")")
        }
        // 80 × 24: the large detent is 21 rows, the medium one 10, resting on the last row;
        // the frame line above it (row 12) carries the grabber in its middle (columns 36-43).
        let grabberLine = "  ┌" + String(repeating: "─", count: 33) + " ━━━━━━ " + String(repeating: "─", count: 33) + "┐"
        // Input is ignored until the presentation has ended (its last frame is drawn
        // first): wait for a still screen.
        let medium = session.waitForStill("the sheet at its medium detent") { $0.count > 13 && $0[12] == grabberLine }
        #expect(medium[0] == "Sheet demo")
        #expect(medium[2] == "  Inbox")
        #expect(medium[13].hasPrefix("  │ New Message"))
        #expect(medium[23].hasPrefix("  └─") && medium[23].hasSuffix("─┘"))

        mouse(0, 40, 12)                       // press on the grabber…
        mouse(32, 40, 10)
        mouse(32, 40, 6)                       // …drag it up six rows
        mouse(0, 40, 6, release: true)
        let large = session.waitForStill("the large detent") { $0.first == "detent large" && $0.count > 2 && $0[1] == grabberLine }
        #expect(large[2].hasPrefix("  │ New Message"))

        mouse(0, 40, 1)                        // the grabber, now on row 1, dragged to the bottom
        mouse(32, 40, 8)
        mouse(32, 40, 16)
        mouse(32, 40, 23)
        mouse(0, 40, 23, release: true)
        let gone = session.waitFor("the dismissal") { $0.first == "did dismiss (Enter presents again)" }
        #expect(!gone.contains(grabberLine))

        session.keys("Enter")
        session.waitForStill("the sheet again") { $0.count > 12 && $0[12] == grabberLine }
        session.keys("Escape")
        session.waitFor("Esc's dismissal") { $0.first == "did dismiss (Enter presents again)" && !$0.contains(grabberLine) }

        session.keys("C-c")
        session.waitFor("the exit") { $0.contains("exit=0") }
        expectRestored(session)
    }
}
