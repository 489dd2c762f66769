import Foundation
import TerminalBackend
import UIKit
import UIKitEngine
#if canImport(Glibc)
import Glibc
#endif

/// Counts the bytes `TerminalBackend` writes to a real pseudo-terminal for typical frames
/// (and, in `compareWithAbook`, beside abook's for the same steps).
///
/// A pty pair is opened with `openpty(3)` at the requested size; the backend runs on the
/// slave side (`ownsProcessSignals = false`), and every byte it writes is read back from
/// the master side. Grids are built here directly (no UIKit views), so the figures
/// measure the backend alone: grid diff, colour pairs and ncurses' own optimisation.
///
/// Figures (bytes):
/// - `firstFrameBytes`: the first frame of a coloured list screen (includes the clear).
/// - `idleFrameBytes`: presenting the same grid again (goal 0).
/// - `cursorOnlyBytes`: the same grid with the hardware cursor moved.
/// - `selectionMoveReverseBytes`: a full-width reverse-video highlight moved one row
///   down in a full 24-row list (goal ≤ 150; missed: about 166). Both rows change
///   style in every cell, and a reverse blank cannot be erased into place (`ECH`
///   clears to the background colour only) nor repeated (ncurses 6.4 does not use
///   `rep` in a UTF-8 locale), so the new row's 47 blanks go out as 47 spaces: even
///   an ideal encoder of these two rows without `REP` needs about 156 bytes.
/// - `selectionMoveColorBytes`: the same with a background-colour highlight (goal
///   ≤ 150; met: the blanks are erased into place with `ECH`).
/// - `scrollOneRowBytes`: the list scrolled by one row.
/// - `pageChangeBytes`: another page of the list (every row's text changes).
/// - `fullRepaintBytes`: the whole coloured screen cleared and redrawn, as after a
///   resize or a resume (goal ≤ 12 KB).
/// - `restoreBytes`: what giving the terminal back writes.
public enum TerminalByteBenchmark {
    public enum Failure: Error, CustomStringConvertible {
        case cannotOpenPseudoTerminal(errno: Int32)
        case backend(TerminalBackend.OpenError)
        public var description: String {
            switch self {
            case .cannotOpenPseudoTerminal(let e): return "openpty failed (errno \(e))"
            case .backend(let e): return e.description
            }
        }
    }

    /// Runs the measurements on an `width × height` pty with terminfo type `terminalType`.
    /// - Throws: `Failure` when no pseudo-terminal can be opened or ncurses rejects it.
    /// `record`, when given, receives each figure's name and the exact bytes written.
    @MainActor
    public static func measure(terminalType: String = "xterm-256color", width: Int = 80,
                               height: Int = 24,
                               record: ((String, [UInt8]) -> Void)? = nil) throws -> [String: Int] {
        try withPseudoTerminal(width: width, height: height, terminalType: terminalType) { backend, master in
            _ = drain(master)

            var results: [String: Int] = [:]
            func take(_ name: String) {
                let bytes = drain(master)
                results[name] = bytes.count
                record?(name, bytes)
            }
            let listA = listScreen(width: width, height: height, firstContact: 1, selectedRow: 5, highlight: .reverse)
            backend.present(listA, cursor: nil)
            take("firstFrameBytes")

            backend.present(listA, cursor: nil)
            take("idleFrameBytes")

            backend.present(listA, cursor: CursorPosition(x: 10, y: 3))
            take("cursorOnlyBytes")
            backend.present(listA, cursor: nil)
            _ = drain(master)

            let moved = listScreen(width: width, height: height, firstContact: 1, selectedRow: 6, highlight: .reverse)
            backend.present(moved, cursor: nil)
            take("selectionMoveReverseBytes")

            let colorA = listScreen(width: width, height: height, firstContact: 1, selectedRow: 6, highlight: .background)
            backend.present(colorA, cursor: nil)
            _ = drain(master)
            let colorB = listScreen(width: width, height: height, firstContact: 1, selectedRow: 7, highlight: .background)
            backend.present(colorB, cursor: nil)
            take("selectionMoveColorBytes")

            let scrolled = listScreen(width: width, height: height, firstContact: 2, selectedRow: 7, highlight: .background)
            backend.present(scrolled, cursor: nil)
            take("scrollOneRowBytes")

            let page = listScreen(width: width, height: height, firstContact: 101, selectedRow: 3, highlight: .background,
                                  alternate: true)
            backend.present(page, cursor: nil)
            take("pageChangeBytes")

            backend.repaint()
            take("fullRepaintBytes")

            backend.restore()
            take("restoreBytes")
            return results
        }
    }

    /// Opens a `width × height` pseudo-terminal (`openpty(3)`, master side non-blocking)
    /// and a `TerminalBackend` of type `terminalType` on its slave side that leaves the
    /// process's signals alone; `body` gets the backend and the master descriptor, from
    /// which `drain` reads what the backend wrote. Afterwards the backend is restored and
    /// both sides are closed.
    /// - Throws: `Failure` when no pseudo-terminal can be opened or ncurses rejects it;
    ///   whatever `body` throws.
    @MainActor
    static func withPseudoTerminal<T>(width: Int, height: Int, terminalType: String,
                                      _ body: @MainActor (TerminalBackend, Int32) throws -> T) throws -> T {
        var master: Int32 = -1, slave: Int32 = -1
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw Failure.cannotOpenPseudoTerminal(errno: errno) }
        defer { close(master); close(slave) }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)

        var config = TerminalBackend.Configuration()
        config.inputFD = slave
        config.outputFD = slave
        config.terminalType = terminalType
        config.ownsProcessSignals = false
        config.environment = ["TERM": terminalType]
        let backend: TerminalBackend
        do { backend = try TerminalBackend(configuration: config) } catch let e as TerminalBackend.OpenError {
            throw Failure.backend(e)
        }
        defer { backend.restore() }
        return try body(backend, master)
    }

    /// `measure()` with the standard 80×24 `xterm-256color` setup; on failure a single
    /// entry `error` = 1. Call it on the main thread (e.g. from the `benchmarks`
    /// executable's top-level code).
    public static func run() -> [String: Int] {
        MainActor.assumeIsolated { (try? measure()) ?? ["error": 1] }
    }

    /// Reads everything the backend wrote: until the master side has been quiet for 30 ms.
    static func drain(_ fd: Int32) -> [UInt8] {
        var total: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&p, 1, 30)
            if ready <= 0 { break }
            let n = read(fd, &buffer, buffer.count)
            if n > 0 { total += buffer[0..<n] } else if n < 0 && (errno == EAGAIN || errno == EINTR) { continue } else { break }
        }
        return total
    }

    enum Highlight { case reverse, background }

    /// A contacts-like list screen: navigation bar, 22 rows (name left, phone right in a
    /// tint colour), tab bar; one row highlighted.
    static func listScreen(width: Int, height: Int, firstContact: Int, selectedRow: Int, highlight: Highlight,
                           alternate: Bool = false) -> ScreenGrid {
        var grid = ScreenGrid(width: width, height: height)
        let bar = CellStyle(foreground: .rgb(255, 255, 255), background: .rgb(48, 48, 48), attributes: .bold)
        let tint = CellStyle(foreground: .rgb(0, 122, 255))
        let name = CellStyle()
        let tabBar = CellStyle(foreground: .rgb(142, 142, 147), background: .rgb(28, 28, 30))
        func put(_ text: String, x: Int, y: Int, style: CellStyle) {
            var col = x
            for ch in text {
                let w = TextWidth.width(of: ch)
                grid.set(ScreenCell(character: ch, width: UInt8(max(1, w)), style: style), x: col, y: y)
                col += max(1, w)
            }
        }
        func fill(_ y: Int, _ style: CellStyle) {
            for x in 0..<width { grid.set(ScreenCell(character: " ", width: 1, style: style), x: x, y: y) }
        }
        fill(0, bar)
        let title = alternate ? "Favourites" : "Contacts"
        put("‹ Groups", x: 1, y: 0, style: bar)
        put(title, x: (width - title.count) / 2, y: 0, style: bar)
        put("+", x: width - 2, y: 0, style: bar)
        for row in 1..<(height - 1) {
            let n = firstContact + row - 1
            let selected = row == selectedRow
            var nameStyle = name, phoneStyle = tint
            if selected {
                switch highlight {
                case .reverse:
                    nameStyle.attributes.insert(.reverse); phoneStyle = nameStyle
                case .background:
                    nameStyle.background = .rgb(0, 122, 255); nameStyle.foreground = .rgb(255, 255, 255)
                    phoneStyle = nameStyle
                }
                fill(row, nameStyle)
            }
            let given = alternate ? ["Zoë", "Ólafur", "Søren", "王", "Aiko"][n % 5] : ["Anna", "Bruno", "Chloé", "李", "Dmitri"][n % 5]
            put(" \(given) Contact \(n)", x: 0, y: row, style: nameStyle)
            let phone = "+41 79 \(100 + n % 900) \(10 + n % 90) \(20 + n % 80)"
            put(phone, x: width - phone.count - 1, y: row, style: phoneStyle)
        }
        fill(height - 1, tabBar)
        put(alternate ? "  Recents     Favourites     Keypad" : "  Favourites     Recents     Contacts", x: 0,
            y: height - 1, style: tabBar)
        return grid
    }
}
