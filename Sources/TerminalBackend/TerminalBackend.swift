import CNCursesW
import Foundation
import UIKit
import UIKitEngine
#if canImport(Glibc)
import Glibc
#endif

/// A `UIBackend` on a real terminal through ncursesw: full screen, keyboard, mouse,
/// resize, UTF-8 with `wcwidth(3)` widths, and a terminal that is always given back.
///
/// - Output: `present(_:)` writes the cells the application's `ScreenDiff` named,
///   sanitised at write time (`TerminalGlyphMapper`), then one `wnoutrefresh`/`doupdate`.
///   The application calls it only when something looks different. 1 point = 1 cell.
/// - Colour: 256 colours when `COLORS >= 256`, else the 8 ANSI colours, none when
///   `NO_COLOR` is set (`TerminalColorMode`); pairs are allocated on demand.
/// - Input: `waitForEvents(timeout:alsoWakingOn:)` is the wait of the main loop
///   (`MainRunLoop`): `poll(2)` on the tty, the self-pipe the signal handlers write to, the
///   pipe of `wakeUp` (work posted from another thread) and, on the main thread, the main
///   dispatch queue's descriptor; then it drains `wget_wch(3X)` through
///   `TerminalInputDecoder`. The timeout is infinite unless a timer, a Foundation `Timer` or
///   an animation frame is due.
/// - Restoring: `restore()` (also run by `run(_:)` on exit) calls `endwin(3X)`; SIGINT
///   becomes `.interrupt`; crash signals and SIGTERM restore the tty from a precomputed,
///   async-signal-safe path and re-raise (`TerminalSignals`); `exit(3)` restores too.
///
/// ncurses and signal dispositions are process-wide, so only one backend per process
/// may own the terminal (`Configuration.ownsProcessSignals`, the default). Others (the
/// byte benchmark on a pseudo-terminal) leave signals alone.
@MainActor
public final class TerminalBackend: UIBackend {
    public let clock: UIClock
    /// Wakes `waitForEvents` from any thread (a pipe).
    public nonisolated let wakeUp: any MainLoopWakeUp
    let eventWakeUp: TerminalWakeUp
    public let configuration: Configuration
    /// The colour mode chosen at start.
    public let colorMode: TerminalColorMode
    /// How emoji clusters are written (configured or detected at start).
    public let graphemeWidths: TerminalGraphemeWidths
    /// True from a successful init until `restore()`.
    public internal(set) var isActive = false

    /// Screen size in points (columns × rows).
    public var screenSize: CGSize { CGSize(width: columns, height: rows) }
    /// Terminal width in cells.
    public internal(set) var columns: Int
    /// Terminal height in cells.
    public internal(set) var rows: Int

    /// Number of `present` calls that wrote something (flushed with `doupdate`).
    public internal(set) var refreshCount = 0
    /// Number of times `waitForEvents` returned (after input, a signal, a wake-up or its
    /// timeout): an idle application's loop does not return at all.
    public internal(set) var waitCount = 0
    /// Number of cells handed to ncurses since start (what the grid diff decided).
    public internal(set) var cellsWritten = 0

    let screen: OpaquePointer
    let outputFile: UnsafeMutablePointer<FILE>
    let inputFile: UnsafeMutablePointer<FILE>
    let ownsSignals: Bool
    var cursorVisible: Bool?
    var decoder = TerminalInputDecoder()
    var colorMapper: TerminalColorMapper
    var pairs: TerminalColorPairs
    var styleCache: [CellStyle: (attributes: attr_t, pair: Int16)] = [:]
    var reportedSize: (width: Int, height: Int)
    var mouseEnabled = false
    /// True when button-event tracking (xterm mode 1002: motion reported while a button is
    /// held) is on; ncurses itself only asks for press and release reports.
    var dragReportingEnabled = false
    var bracketedPaste: (on: [UInt8], off: [UInt8])?
    var restoreSequence: [UInt8] = []
    var inputHungUp = false
    /// What `present(_:cursor:)` presented before (programs without an application).
    var directPresenter = ScreenPresenter()

    /// Key codes given to the bracketed-paste markers with `define_key(3X)`.
    static let pasteStartKeyCode: Int32 = 0x7E00
    static let pasteEndKeyCode: Int32 = 0x7E01

    /// Opens the terminal: locale, `newterm`, raw mode, no echo, keypad, mouse, colours.
    /// - Throws: `OpenError` when the descriptors are not a terminal, the terminal type
    ///   is unknown, or another backend owns the terminal.
    public init(configuration: Configuration = Configuration(), clock: UIClock? = nil) throws {
        self.configuration = configuration
        self.clock = clock ?? SystemClock()
        guard let wake = TerminalWakeUp() else { throw OpenError.systemError("pipe failed (errno \(errno))") }
        eventWakeUp = wake
        wakeUp = wake
        graphemeWidths = configuration.graphemeWidths ?? TerminalGraphemeWidths.detect(environment: configuration.environment)
        TerminalLocale.prepare()

        let inFD = configuration.inputFD, outFD = configuration.outputFD
        guard isatty(inFD) == 1 else { throw OpenError.notATerminal(fileDescriptor: inFD) }
        guard isatty(outFD) == 1 else { throw OpenError.notATerminal(fileDescriptor: outFD) }
        let termName = configuration.terminalType ?? configuration.environment["TERM"] ?? ""
        guard !termName.isEmpty else { throw OpenError.unknownTerminal("(TERM is not set)") }

        if configuration.ownsProcessSignals {
            guard TerminalSignals.install(inputFD: inFD, outputFD: outFD) else { throw OpenError.terminalAlreadyOwned }
        }
        ownsSignals = configuration.ownsProcessSignals
        var cleanup = true
        defer { if cleanup && configuration.ownsProcessSignals { TerminalSignals.uninstall() } }

        let dupOut = dup(outFD), dupIn = dup(inFD)
        guard dupOut >= 0, dupIn >= 0,
              let outFile = fdopen(dupOut, "w"), let inFile = fdopen(dupIn, "r") else {
            if dupOut >= 0 { close(dupOut) }
            if dupIn >= 0 { close(dupIn) }
            throw OpenError.systemError("dup/fdopen failed (errno \(errno))")
        }
        // ncurses installs its own SIGINT/SIGTERM/SIGWINCH/SIGTSTP handlers where the
        // disposition is the default; a backend that does not own signals keeps them out.
        let guarded: [Int32] = [SIGINT, SIGTERM, SIGWINCH, SIGTSTP, SIGQUIT]
        var saved: [sigaction] = Array(repeating: sigaction(), count: guarded.count)
        if !configuration.ownsProcessSignals {
            for (i, sig) in guarded.enumerated() { _ = sigaction(sig, nil, &saved[i]) }
        }
        if let delay = configuration.environment["ESCDELAY"], Int(delay) != nil {
            // ncurses reads ESCDELAY itself.
        } else {
            set_escdelay(Int32(configuration.escapeDelayMilliseconds))
        }
        let screen = termName.withCString { newterm($0, outFile, inFile) }
        if !configuration.ownsProcessSignals {
            for (i, sig) in guarded.enumerated() { _ = sigaction(sig, &saved[i], nil) }
        }
        guard let screen else {
            fclose(outFile); fclose(inFile)
            throw OpenError.unknownTerminal(termName)
        }
        self.screen = screen
        self.outputFile = outFile
        self.inputFile = inFile
        set_term(screen)

        raw()
        noecho()
        nonl()
        let win = cn_stdscr()
        keypad(win, true)
        meta(win, true)
        nodelay(win, true)
        intrflush(win, false)
        leaveok(win, true)

        // Colour.
        let detected: TerminalColorMode
        if let forced = configuration.colorMode {
            detected = forced
        } else {
            detected = TerminalColorMode.detect(hasColors: has_colors(), colors: Int(tigetnum("colors")),
                                                environment: configuration.environment)
        }
        var hasDefaults = true
        if detected != .none {
            start_color()
            hasDefaults = use_default_colors() == OK
        }
        let mode: TerminalColorMode = detected == .none ? .none : (cn_colors() >= 256 ? detected : (cn_colors() >= 8 ? .basic8 : .none))
        colorMode = mode
        colorMapper = TerminalColorMapper(mode: mode, hasDefaultColors: hasDefaults)
        pairs = TerminalColorPairs(limit: mode == .none ? 1 : Int(cn_color_pairs()))

        columns = Int(cn_cols())
        rows = Int(cn_lines())
        reportedSize = (columns, rows)

        // Mouse: press, drag, release and wheel; no click resolution delay (press and
        // release arrive as they happen and UIKit turns them into touches).
        if configuration.enablesMouse {
            var old: mmask_t = 0
            let granted = mousemask(mmask_t(TerminalMouseMasks.ncurses.requested), &old)
            mouseEnabled = granted != 0
            if mouseEnabled { mouseinterval(0) }
            setDragReporting(true)
        }

        // Bracketed paste, when terminfo knows the sequences.
        if configuration.enablesBracketedPaste,
           let on = Self.capability("BE"), let off = Self.capability("BD"),
           let start = Self.capability("PS"), let end = Self.capability("PE") {
            let okStart = String(decoding: start, as: UTF8.self).withCString { define_key($0, Self.pasteStartKeyCode) } == OK
            let okEnd = String(decoding: end, as: UTF8.self).withCString { define_key($0, Self.pasteEndKeyCode) } == OK
            if okStart && okEnd { bracketedPaste = (on, off) }
        }

        restoreSequence = buildRestoreSequence()
        if ownsSignals {
            TerminalSignals.setRestoreBytes(restoreSequence)
            TerminalSignals.setActive(true)
        }
        if let paste = bracketedPaste { writeRaw(paste.on) }
        if ownsSignals && configuration.capturesStandardError {
            TerminalSignals.beginStandardErrorCapture()
        }
        isActive = true
        cleanup = false
    }

    /// Turns xterm's button-event tracking (mode 1002) and SGR report encoding (mode 1006)
    /// on or off. ncursesw 6 enables only normal tracking (mode 1000, with 1006 only when
    /// terminfo's `XM` names it, which tmux-256color's does not), whatever the mask:
    /// `REPORT_MOUSE_POSITION` only lets motion reports through its decoder. So the backend
    /// asks for both itself, on terminals whose terminfo describes the xterm mouse
    /// (`kmous`), after what ncurses wrote for `mousemask` has gone out (a later 1000 would
    /// switch 1002 off again). SGR reports ncurses does not parse (its `kmous` is the X10
    /// `ESC [ M`) reach `TerminalInputDecoder` as characters and are decoded there; SGR has
    /// no 223-column limit and an unambiguous release.
    func setDragReporting(_ on: Bool) {
        guard mouseEnabled, Self.capability("kmous") != nil, on != dragReportingEnabled else { return }
        fflush(outputFile)
        writeRaw(Array((on ? "\u{1B}[?1002h\u{1B}[?1006h" : "\u{1B}[?1006l\u{1B}[?1002l").utf8))
        dragReportingEnabled = on
    }

    // MARK: terminfo

    /// A terminfo string capability without padding (`$<…>`), or nil when absent.
    static func capability(_ name: String) -> [UInt8]? {
        guard let p = name.withCString({ tigetstr($0) }) else { return nil }
        if Int(bitPattern: p) == -1 { return nil }
        let raw = Array(String(cString: p).utf8)
        var out: [UInt8] = []
        var i = 0
        while i < raw.count {
            if raw[i] == UInt8(ascii: "$"), i + 1 < raw.count, raw[i + 1] == UInt8(ascii: "<"),
               let close = raw[(i + 2)...].firstIndex(of: UInt8(ascii: ">")) {
                i = close + 1
                continue
            }
            out.append(raw[i])
            i += 1
        }
        return out.isEmpty ? nil : out
    }

    /// What undoes program mode without ncurses: bracketed paste and mouse off, plain
    /// attributes and colours, visible cursor, keypad off, primary screen.
    private func buildRestoreSequence() -> [UInt8] {
        var bytes: [UInt8] = []
        if let paste = bracketedPaste { bytes += paste.off }
        if mouseEnabled, Self.capability("kmous") != nil {
            bytes += Array("\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l".utf8)
        }
        for cap in ["sgr0", "op", "cnorm", "rmkx"] { bytes += Self.capability(cap) ?? [] }
        if let rmcup = Self.capability("rmcup") { bytes += rmcup } else { bytes += Array("\r\n".utf8) }
        return bytes
    }

    func writeRaw(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBufferPointer { write(configuration.outputFD, $0.baseAddress, $0.count) }
            if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { break }
        }
    }
}
