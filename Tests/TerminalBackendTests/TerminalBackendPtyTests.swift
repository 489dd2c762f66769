import CNCursesW
import BenchmarkSupport
import Foundation
import Testing
import UIKit
import UIKitEngine
@testable import TerminalBackend

/// The real backend (ncursesw) on a pseudo-terminal: what it writes and what it reads.
/// Serialized: ncurses keeps process-wide state (the current screen).
@MainActor
@Suite(.serialized)
struct TerminalBackendPtyTests {
    @Test func aBackendOnAFileIsRefusedWithATypedError() throws {
        let path = NSTemporaryDirectory() + "terminal-not-a-tty-\(UUID().uuidString)"
        FileManager.default.createFile(atPath: path, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fd = open(path, O_RDWR)
        defer { close(fd) }
        var config = TerminalBackend.Configuration()
        config.inputFD = fd
        config.outputFD = fd
        config.ownsProcessSignals = false

        #expect(throws: TerminalBackend.OpenError.notATerminal(fileDescriptor: fd)) {
            _ = try TerminalBackend(configuration: config)
        }
    }

    /// The refusal names the stream a person redirected: `contacts < file` is about
    /// standard input, `contacts > file` about standard output.
    @Test func theRefusalNamesTheStreamThatIsNotATerminal() {
        #expect(TerminalBackend.OpenError.notATerminal(fileDescriptor: 0).description
                == "standard input is not a terminal; run the program in a terminal (not with its input redirected or piped)")
        #expect(TerminalBackend.OpenError.notATerminal(fileDescriptor: 1).description
                == "standard output is not a terminal; run the program in a terminal (not with its output redirected or piped)")
        #expect(TerminalBackend.OpenError.notATerminal(fileDescriptor: 7).description
                == "file descriptor 7 is not a terminal; run the program in a terminal")
    }

    @Test func anUnknownTerminalTypeIsATypedError() throws {
        let pty = try #require(PseudoTerminal())

        #expect(throws: TerminalBackend.OpenError.unknownTerminal("no-such-terminal-xyz")) {
            _ = try pty.backend(terminalType: "no-such-terminal-xyz")
        }
    }

    @Test func presentWritesOnlyChangesAndNothingAtAllWhenIdle() throws {
        let pty = try #require(PseudoTerminal())
        let backend = try pty.backend()
        defer { backend.restore() }
        _ = pty.readOutput()
        let first = grid(lines: [(0, "Contacts", .plain), (2, "Anna Berg", .plain)])
        var second = first
        second[5, 2] = ScreenCell(character: "X")

        backend.present(first, cursor: nil)
        let firstBytes = pty.readOutput()
        let cellsAfterFirst = backend.cellsWritten
        backend.present(first, cursor: nil)
        let idleBytes = pty.readOutput()
        backend.present(second, cursor: nil)
        let changeBytes = pty.readOutput()

        #expect(firstBytes.contains("Contacts") && firstBytes.contains("Anna Berg"), "\(visible(firstBytes))")
        #expect(cellsAfterFirst == 80 * 24)
        #expect(idleBytes.isEmpty)
        #expect(backend.refreshCount == 2)
        #expect(backend.cellsWritten == cellsAfterFirst + 1)
        // Cursor to row 3 column 6, the character, attributes reset: a handful of bytes.
        #expect(changeBytes.contains("X") && changeBytes.count < 24, "\(visible(changeBytes))")
    }

    @Test func theCursorIsShownWherePresentedAndHiddenWhenNil() throws {
        let pty = try #require(PseudoTerminal())
        let backend = try pty.backend()
        defer { backend.restore() }
        let screen = grid(lines: [(7, "Field: [abc   ]", .plain)])
        backend.present(screen, cursor: nil)
        _ = pty.readOutput()

        backend.present(screen, cursor: CursorPosition(x: 11, y: 7))
        let shown = pty.readOutput()
        backend.present(screen, cursor: CursorPosition(x: 11, y: 7))
        let same = pty.readOutput()
        backend.present(screen, cursor: nil)
        let hidden = pty.readOutput()

        // The cursor is made visible, then moved from the end of the drawn text (column
        // 15) to column 11 by whichever motion ncurses finds cheapest.
        let motions = ["\\e[8;12H", "^H^H^H^H", "\\e[4D", "\\e[12G"]
        #expect(motions.map { "\\e[?12l\\e[?25h" + $0 }.contains(visible(shown)), "\(visible(shown))")
        #expect(same.isEmpty)
        #expect(visible(hidden) == "\\e[?25l")
    }

    @Test func controlCharactersInCellsAreWrittenAsSymbols() throws {
        let pty = try #require(PseudoTerminal())
        let backend = try pty.backend(environment: ["NO_COLOR": "1"])
        defer { backend.restore() }
        _ = pty.readOutput()

        backend.present(grid(lines: [(1, "a\u{1B}[31mred\u{07}\u{9B}2J|", .plain)]), cursor: nil)
        let bytes = pty.readOutput()

        #expect(bytes.contains("a␛[31mred␇\u{FFFD}2J|"), "\(visible(bytes))")
        #expect(!bytes.contains("\u{1B}[31m") && !bytes.contains("\u{07}") && !bytes.contains("\u{9B}"))
    }

    @Test func noColorKeepsAttributesButWritesNoColour() throws {
        let pty = try #require(PseudoTerminal())
        let backend = try pty.backend(environment: ["NO_COLOR": "1"])
        defer { backend.restore() }
        _ = pty.readOutput()
        let red = CellStyle(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 80), attributes: .bold)
        let selected = CellStyle(foreground: .rgb(255, 255, 255), background: .rgb(0, 122, 255), attributes: .reverse)

        backend.present(grid(lines: [(0, "Bold", red), (1, "Selected", selected)]), cursor: nil)
        let bytes = pty.readOutput()

        #expect(backend.colorMode == TerminalColorMode.none)
        #expect(bytes.contains("\u{1B}[0;1mBold"), "\(visible(bytes))")
        #expect(bytes.contains("\u{1B}[0;7mSelected"), "\(visible(bytes))")
        #expect(!bytes.contains("38;5;") && !bytes.contains("48;5;") && !bytes.contains("\u{1B}[3"), "\(visible(bytes))")
    }

    /// ncurses has no strikethrough rendition: each struck character is sent with U+0336
    /// COMBINING LONG STROKE OVERLAY, italic and underline as their renditions.
    @Test func strikethroughIsAnOverlayAndItalicAndUnderlineAreRenditions() throws {
        let pty = try #require(PseudoTerminal())
        let backend = try pty.backend(terminalType: "xterm-256color")
        defer { backend.restore() }
        _ = pty.readOutput()
        backend.present(grid(lines: [(0, "ab", CellStyle(attributes: .strikethrough)),
                                     (1, "it", CellStyle(attributes: [.italic, .underline]))]), cursor: nil)
        let bytes = pty.readOutput()
        #expect(bytes.contains("a\u{0336}b\u{0336}"), "\(visible(bytes))")
        #expect(bytes.contains("\u{1B}[3m") || bytes.contains(";3m") || bytes.contains(";3;"), "\(visible(bytes))")
        #expect(bytes.contains("\u{1B}[4m") || bytes.contains(";4m") || bytes.contains(";4;"), "\(visible(bytes))")
        #expect(!bytes.contains("i\u{0336}"), "\(visible(bytes))")
    }

    @Test func coloursUseThe256PaletteOrTheEightBasicOnes() throws {
        let pty = try #require(PseudoTerminal())
        let style = CellStyle(foreground: .rgb(0, 122, 255), background: .rgb(48, 48, 48))

        let rich = try pty.backend(terminalType: "xterm-256color")
        rich.present(grid(lines: [(0, "Tint", style)]), cursor: nil)
        let richMode = rich.colorMode
        rich.restore()
        let richBytes = pty.readOutput()
        let basic = try pty.backend(terminalType: "xterm")
        basic.present(grid(lines: [(0, "Tint", style)]), cursor: nil)
        let basicMode = basic.colorMode
        basic.restore()
        let basicBytes = pty.readOutput()

        #expect(richMode == .palette256)
        #expect(richBytes.contains("\u{1B}[38;5;33m\u{1B}[48;5;236mTint"), "\(visible(richBytes))")
        #expect(basicMode == .basic8)
        #expect(basicBytes.contains("\u{1B}[34m\u{1B}[40mTint"), "\(visible(basicBytes))")
    }

    @Test func wideCharactersAreWrittenOnceAndKeepTheirColumns() throws {
        let pty = try #require(PseudoTerminal())
        let backend = try pty.backend()
        defer { backend.restore() }
        _ = pty.readOutput()

        backend.present(grid(lines: [(0, "汉字|❤\u{FE0F}|", .plain)]), cursor: nil)
        let bytes = pty.readOutput()

        // ❤ is one column in wcwidth: the grid's second column is written as a blank.
        #expect(bytes.contains("汉字|❤\u{FE0F} |"), "\(visible(bytes))")
    }

    @Test func emojiClustersAreWrittenWholeAsTheTerminalLaysThemOut() throws {
        let line = "🇯🇵|👨\u{200D}👩\u{200D}👧|👍🏽|❤\u{FE0F}|"
        let pty = try #require(PseudoTerminal())

        let tmux33 = try pty.backend(environment: ["TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a"])
        tmux33.present(grid(lines: [(0, line, .plain)]), cursor: nil)
        let tmux33Mode = tmux33.graphemeWidths
        tmux33.restore()
        let codePointBytes = pty.readOutput()
        let wezterm = try pty.backend(environment: ["TERM_PROGRAM": "WezTerm"])
        wezterm.present(grid(lines: [(0, line, .plain)]), cursor: nil)
        let weztermMode = wezterm.graphemeWidths
        wezterm.restore()
        let clusterBytes = pty.readOutput()

        #expect(tmux33Mode == .codePoints && weztermMode == .clusters)
        // Flag and family whole in both; the skin tone only where it stays 2 columns; the
        // VS16 only where it does not widen the heart.
        #expect(codePointBytes.contains("🇯🇵|👨\u{200D}👩\u{200D}👧|👍|❤\u{FE0F} |"), "\(visible(codePointBytes))")
        #expect(clusterBytes.contains("🇯🇵|👨\u{200D}👩\u{200D}👧|👍🏽|❤ |"), "\(visible(clusterBytes))")
    }

    @Test func aFlagReplacedByOneSharingALetterIsRewrittenWholeOnAClusterTerminal() throws {
        let pty = try #require(PseudoTerminal())
        let backend = try pty.backend(environment: ["TERM_PROGRAM": "WezTerm"])
        defer { backend.restore() }
        backend.present(grid(lines: [(2, "ab🇯🇵cd", .plain)]), cursor: nil)
        _ = pty.readOutput()

        backend.present(grid(lines: [(2, "ab🇯🇲cd", .plain)]), cursor: nil)
        let changed = pty.readOutput()
        backend.present(grid(lines: [(2, "ab🇫🇷cd", .plain)]), cursor: nil)
        let replaced = pty.readOutput()

        // Only 🇲 differs from what is on screen; sent alone, a terminal that joins
        // indicators as they arrive would show it apart from 🇯. The row is redrawn.
        #expect(changed.contains("ab🇯🇲cd"), "\(visible(changed))")
        // Both indicators differ: ncurses sends them together anyway; the row is not
        // redrawn (ncurses may reprint "ab" to move the cursor, but not what follows).
        #expect(replaced.contains("🇫🇷") && !replaced.contains("cd"), "\(visible(replaced))")
    }

    @Test func keysMouseAndPasteTypedIntoTheTerminalBecomeEvents() throws {
        let pty = try #require(PseudoTerminal())
        let backend = try pty.backend()
        defer { backend.restore() }
        _ = pty.readOutput()
        func cap(_ name: String) -> String { String(decoding: TerminalBackend.capability(name) ?? [], as: UTF8.self) }
        // Typed in bursts, as a person would: ncurses merges a press and a release that
        // arrive together into a click (last burst).
        let bursts: [(typed: String, events: [BackendEvent])] = [
            ("a汉\r\t", [.key(.text("a")), .key(.text("汉")), .key(.enter), .key(.tab)]),
            (cap("kcbt") + cap("kcuu1") + cap("kcud1") + cap("kcub1") + cap("kcuf1"),
             [.key(.backTab), .key(.up), .key(.down), .key(.left), .key(.right)]),
            (cap("khome") + cap("kend") + cap("kpp") + cap("knp") + cap("kdch1"),
             [.key(.home), .key(.end), .key(.pageUp), .key(.pageDown), .key(.deleteForward)]),
            ("\u{7F}\u{08}\u{04}\u{03}", [.key(.backspace), .key(.backspace), .key(.control("d")), .interrupt]),
            ("\u{1B}[1;5A\u{1B}[1;2D", [.key(UIKey(characters: "", keyCode: .keyboardUpArrow, modifierFlags: .control)),
                                        .key(UIKey(characters: "", keyCode: .keyboardLeftArrow, modifierFlags: .shift))]),
            ("\u{1B}[<0;11;6M", [.pointer(PointerEvent(kind: .down, x: 10, y: 5))]),
            ("\u{1B}[<0;11;6m", [.pointer(PointerEvent(kind: .up, x: 10, y: 5))]),
            ("\u{1B}[<64;1;1M\u{1B}[<65;1;1M", [.pointer(PointerEvent(kind: .scroll(deltaX: 0, deltaY: -3), x: 0, y: 0)),
                                                .pointer(PointerEvent(kind: .scroll(deltaX: 0, deltaY: 3), x: 0, y: 0))]),
            ("\u{1B}[200~Zoë\r\n汉\u{1B}[201~", [.key(.text("Zoë 汉"))]),
            ("\u{1B}", [.key(.escape)]),
            ("\u{1B}b", [.key(UIKey(characters: "b", charactersIgnoringModifiers: "b", modifierFlags: .alternate))]),
            ("\u{1B}[<0;3;4M\u{1B}[<0;3;4m", [.pointer(PointerEvent(kind: .click, x: 2, y: 3))]),
            // A drag: press, motion with button 1 held (SGR button 32), release.
            ("\u{1B}[<0;5;2M\u{1B}[<32;7;2M\u{1B}[<32;8;3M\u{1B}[<0;8;3m",
             [.pointer(PointerEvent(kind: .down, x: 4, y: 1)), .pointer(PointerEvent(kind: .move, x: 6, y: 1)),
              .pointer(PointerEvent(kind: .move, x: 7, y: 2)), .pointer(PointerEvent(kind: .up, x: 7, y: 2))]),
        ]

        var got: [[BackendEvent]] = []
        for burst in bursts {
            pty.type(burst.typed)
            var events: [BackendEvent] = []
            for _ in 0..<30 where events.count < burst.events.count {
                events += backend.waitForEvents(timeout: 0.1)
            }
            got.append(events)
        }

        for (burst, events) in zip(bursts, got) {
            #expect(events == burst.events, "typed \(visible(Array(burst.typed.utf8)))")
        }
    }

    @Test func aResizeIsReportedOnceWithTheNewSize() throws {
        let pty = try #require(PseudoTerminal())
        let backend = try pty.backend()
        defer { backend.restore() }

        pty.resize(width: 100, height: 30)
        let changed = backend.updateSizeFromTerminal()
        let events = backend.takeEvents()
        let again = backend.takeEvents()

        #expect(changed)
        #expect(events == [.resize(width: 100, height: 30)])
        #expect(again.isEmpty)
        #expect(backend.screenSize == CGSize(width: 100, height: 30))
    }

    @Test func aHungUpTerminalIsReportedOnceAsAnInterrupt() throws {
        let pty = try #require(PseudoTerminal())
        let backend = try pty.backend()
        defer { backend.restore() }

        pty.hangUp()
        let first = backend.waitForEvents(timeout: 5)
        let second = backend.waitForEvents(timeout: 0.05)

        #expect(first == [.interrupt])
        #expect(second.isEmpty)
    }

    @Test func restoreLeavesProgramModeAndLaterPresentsWriteNothing() throws {
        let pty = try #require(PseudoTerminal())
        let backend = try pty.backend()
        backend.present(grid(lines: [(0, "x", .plain)]), cursor: nil)
        _ = pty.readOutput()

        backend.restore()
        let restoreBytes = pty.readOutput()
        backend.present(grid(lines: [(0, "y", .plain)]), cursor: nil)
        backend.restore()
        let after = pty.readOutput()

        #expect(restoreBytes.contains("\u{1B}[?1049l"), "\(visible(restoreBytes))") // primary screen
        #expect(restoreBytes.contains("\u{1B}[?2004l"), "\(visible(restoreBytes))") // bracketed paste off
        #expect(restoreBytes.contains("\u{1B}[?25h"), "\(visible(restoreBytes))")   // cursor visible
        #expect(after.isEmpty)
        #expect(!backend.isActive)
    }

    @Test func theByteBenchmarkMeetsItsIdleGoal() throws {
        let figures = try TerminalByteBenchmark.measure()

        #expect(figures["idleFrameBytes"] == 0)
        #expect((figures["fullRepaintBytes"] ?? .max) <= 12 * 1024)
        // A background-colour highlight moved one row: within the 150-byte goal.
        #expect((figures["selectionMoveColorBytes"] ?? .max) <= 150)
        #expect(Set(figures.keys) == ["firstFrameBytes", "idleFrameBytes", "cursorOnlyBytes", "selectionMoveReverseBytes",
                                      "selectionMoveColorBytes", "scrollOneRowBytes", "pageChangeBytes",
                                      "fullRepaintBytes", "restoreBytes"])
    }
}
