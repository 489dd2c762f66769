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
/// - Input: `waitForEvents(timeout:)` waits in `poll(2)` on the tty, the self-pipe the
///   signal handlers write to and the pipe of `wakeUp` (work posted from another
///   thread), then drains `wget_wch(3X)` through `TerminalInputDecoder`. The timeout is
///   infinite unless a timer or animation frame is due.
/// - Restoring: `restore()` (also run by `run(_:)` on exit) calls `endwin(3X)`; SIGINT
///   becomes `.interrupt`; crash signals and SIGTERM restore the tty from a precomputed,
///   async-signal-safe path and re-raise (`TerminalSignals`); `exit(3)` restores too.
///
/// ncurses and signal dispositions are process-wide, so only one backend per process
/// may own the terminal (`Configuration.ownsProcessSignals`, the default). Others (the
/// byte benchmark on a pseudo-terminal) leave signals alone.
@MainActor
public final class TerminalBackend: UIBackend {
    /// How the backend opens the terminal.
    public struct Configuration: Sendable {
        /// Where keys are read (default standard input).
        public var inputFD: Int32 = STDIN_FILENO
        /// Where the screen is written (default standard output).
        public var outputFD: Int32 = STDOUT_FILENO
        /// terminfo name; nil uses `$TERM`.
        public var terminalType: String?
        /// Install the signal handlers (SIGINT, SIGWINCH, SIGTSTP, crash signals). Only
        /// one backend per process may do this.
        public var ownsProcessSignals = true
        /// Report mouse clicks and the wheel (`mousemask(3X)`).
        public var enablesMouse = true
        /// Turn on bracketed paste when terminfo describes it (`BE`/`BD`/`PS`/`PE`).
        public var enablesBracketedPaste = true
        /// Milliseconds ncurses waits after ESC for the rest of a sequence, so a lone Esc
        /// is delivered quickly. The `ESCDELAY` environment variable wins when set.
        public var escapeDelayMilliseconds = 25
        /// Ctrl-Z suspends the program as a shell user expects (raw mode turns the tty's
        /// own job control key off). When false, or when the backend does not own the
        /// process's signals, Ctrl-Z is delivered as a key.
        public var suspendsOnControlZ = true
        /// Environment read for `NO_COLOR` and `ESCDELAY`.
        public var environment: [String: String] = ProcessInfo.processInfo.environment
        /// Forces a colour mode instead of detecting it.
        public var colorMode: TerminalColorMode?
        /// How the terminal lays out emoji clusters; nil detects it from `environment`
        /// (`TerminalGraphemeWidths.detect(environment:)`).
        public var graphemeWidths: TerminalGraphemeWidths?
        /// While the screen is up, keep what the program writes to standard error (when
        /// that is the terminal) and show it after the terminal is restored, so messages
        /// neither corrupt the screen nor vanish with it (a crash message included).
        /// Owner only.
        public var capturesStandardError = true

        public init() {}
    }

    /// Why the terminal could not be opened.
    public enum OpenError: Error, Equatable, CustomStringConvertible {
        /// Input or output is not a terminal (e.g. redirected to a file).
        case notATerminal(fileDescriptor: Int32)
        /// terminfo does not know the terminal type (or `TERM` is unset).
        case unknownTerminal(String)
        /// Another `TerminalBackend` already owns the process's terminal and signals.
        case terminalAlreadyOwned
        /// A system call failed while opening the terminal.
        case systemError(String)

        public var description: String {
            switch self {
            case .notATerminal(let fd):
                return "file descriptor \(fd) is not a terminal; run the program in a terminal (not with its output redirected)"
            case .unknownTerminal(let name):
                return "terminal type '\(name)' is unknown to terminfo or cannot address the cursor; set TERM (e.g. TERM=xterm-256color)"
            case .terminalAlreadyOwned:
                return "another TerminalBackend already owns this process's terminal; restore() it first"
            case .systemError(let what):
                return "could not open the terminal: \(what)"
            }
        }
    }

    public let clock: UIClock
    /// Wakes `waitForEvents` from any thread (a pipe).
    public nonisolated let wakeUp: any MainLoopWakeUp
    private let eventWakeUp: TerminalWakeUp
    public let configuration: Configuration
    /// The colour mode chosen at start.
    public let colorMode: TerminalColorMode
    /// How emoji clusters are written (configured or detected at start).
    public let graphemeWidths: TerminalGraphemeWidths
    /// True from a successful init until `restore()`.
    public private(set) var isActive = false

    /// Screen size in points (columns × rows).
    public var screenSize: CGSize { CGSize(width: columns, height: rows) }
    /// Terminal width in cells.
    public private(set) var columns: Int
    /// Terminal height in cells.
    public private(set) var rows: Int

    /// Number of `present` calls that wrote something (flushed with `doupdate`).
    public private(set) var refreshCount = 0
    /// Number of times `waitForEvents` returned (after input, a signal, a wake-up or its
    /// timeout): an idle application's loop does not return at all.
    public private(set) var waitCount = 0
    /// Number of cells handed to ncurses since start (what the grid diff decided).
    public private(set) var cellsWritten = 0

    private let screen: OpaquePointer
    private let outputFile: UnsafeMutablePointer<FILE>
    private let inputFile: UnsafeMutablePointer<FILE>
    private let ownsSignals: Bool
    private var cursorVisible: Bool?
    private var decoder = TerminalInputDecoder()
    private var colorMapper: TerminalColorMapper
    private var pairs: TerminalColorPairs
    private var styleCache: [CellStyle: (attributes: attr_t, pair: Int16)] = [:]
    private var reportedSize: (width: Int, height: Int)
    private var mouseEnabled = false
    private var bracketedPaste: (on: [UInt8], off: [UInt8])?
    private var restoreSequence: [UInt8] = []
    private var inputHungUp = false

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

        // Mouse: clicks and wheel; no click resolution delay (press and release arrive
        // as they happen and UIKit turns them into touches).
        if configuration.enablesMouse {
            var old: mmask_t = 0
            let granted = mousemask(mmask_t(TerminalMouseMasks.ncurses.requested), &old)
            mouseEnabled = granted != 0
            if mouseEnabled { mouseinterval(0) }
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

    private func writeRaw(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBufferPointer { write(configuration.outputFD, $0.baseAddress, $0.count) }
            if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { break }
        }
    }

    // MARK: Output

    /// Shows `update`: writes the cells it names (all of them when `isFull`), places the
    /// hardware cursor (or hides it when `cursor` is nil), and flushes once. A grid of
    /// another size than the terminal (a resize in flight) is clipped to the terminal.
    public func present(_ update: ScreenUpdate) {
        guard isActive, !update.changes.isEmpty || update.cursorMoved else { return }
        let grid = update.visibleGrid
        set_term(screen)
        let win = cn_stdscr()
        for p in update.changes where p.x < columns && p.y < rows {
            writeCell(grid[p.x, p.y], x: p.x, y: p.y, window: win)
        }
        cellsWritten += update.changes.count
        placeCursor(update.cursor, window: win)
        wnoutrefresh(win)
        doupdate()
        refreshCount += 1
    }

    /// Shows `grid` for a program that drives the terminal without an application (the
    /// smoke program, the byte benchmark): the engine's `ScreenPresenter` diffs it against
    /// what this method presented before and `present(_:)` writes the difference; nothing
    /// is written when nothing looks different. Do not mix with an application's updates.
    public func present(_ grid: ScreenGrid, cursor: CursorPosition?) {
        if let update = directPresenter.update(for: grid, cursor: cursor) { present(update) }
    }
    private var directPresenter = ScreenPresenter()

    private func placeCursor(_ cursor: CursorPosition?, window win: UnsafeMutablePointer<WINDOW>?) {
        if let c = cursor, c.x >= 0, c.y >= 0, c.x < columns, c.y < rows {
            leaveok(win, false)
            wmove(win, Int32(c.y), Int32(c.x))
            if cursorVisible != true { curs_set(1); cursorVisible = true }
        } else {
            leaveok(win, true)
            if cursorVisible != false { curs_set(0); cursorVisible = false }
        }
    }

    private func style(_ s: CellStyle) -> (attributes: attr_t, pair: Int16) {
        if let cached = styleCache[s] { return cached }
        var attrs: attr_t = 0
        if s.attributes.contains(.bold) { attrs |= cn_attr_bold() }
        if s.attributes.contains(.dim) { attrs |= cn_attr_dim() }
        if s.attributes.contains(.reverse) { attrs |= cn_attr_reverse() }
        if s.attributes.contains(.underline) { attrs |= cn_attr_underline() }
        if s.attributes.contains(.italic) { attrs |= cn_attr_italic() }
        var pair: Int16 = 0
        if let colors = colorMapper.pair(for: s) {
            pair = pairs.pair(foreground: colors.foreground, background: colors.background) { p, fg, bg in
                init_pair(p, fg, bg) == OK
            }
        }
        let result = (attrs, pair)
        styleCache[s] = result
        return result
    }

    private func writeCell(_ cell: ScreenCell, x: Int, y: Int, window win: UnsafeMutablePointer<WINDOW>?) {
        let st = style(cell.style)
        var width = Int(cell.width)
        var character = cell.character
        if width == 2 && x + 1 >= columns { character = " "; width = 1 }
        let glyph = TerminalGlyphMapper.glyph(for: character, cellWidth: width, widths: graphemeWidths)
        if glyph.cells.count > 1 && graphemeWidths == .clusters && emitsPartly(glyph.cells, x: x, y: y, window: win) {
            // ncurses would send only the half that changed, and a terminal that joins a
            // flag's two indicators as they arrive would show it broken: the row is
            // redrawn whole (rare: a flag replaced by another sharing a letter).
            wredrawln(win, Int32(y), 1)
        }
        var column = x
        for piece in glyph.cells where column < columns {
            put(piece, attributes: st.attributes, pair: st.pair, x: column, y: y, window: win)
            column += max(1, TerminalGlyphMapper.columns(of: piece[0]))
        }
        if glyph.padsWithBlank && column < columns {
            put([" "], attributes: st.attributes, pair: st.pair, x: column, y: y, window: win)
        }
    }

    /// True when exactly some of `cells` already stand where they are about to be written
    /// (ncurses compares cell by cell and would send only the others).
    private func emitsPartly(_ cells: [[Unicode.Scalar]], x: Int, y: Int, window win: UnsafeMutablePointer<WINDOW>?) -> Bool {
        var same = 0
        var column = x
        for piece in cells where column < columns {
            var current = cchar_t()
            if mvwin_wch(win, Int32(y), Int32(column), &current) == OK && Self.scalars(of: current) == piece { same += 1 }
            column += max(1, TerminalGlyphMapper.columns(of: piece[0]))
        }
        return same > 0 && same < cells.count
    }

    /// The characters of a `cchar_t`, up to its first NUL.
    static func scalars(of cell: cchar_t) -> [Unicode.Scalar] {
        var copy = cell
        return withUnsafeBytes(of: &copy.chars) { raw in
            raw.bindMemory(to: wchar_t.self).prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
        }
    }

    /// Writes one ncurses cell. `setcchar(3X)` keeps only the characters up to the first
    /// spacing one after the base (a flag's second indicator, an emoji after a joiner, a
    /// skin tone), so it sets the rendition from the base alone and the whole cluster is
    /// then stored in the cell's `chars` (`TerminalGlyph` keeps it within `CCHARW_MAX`).
    /// ncurses writes every stored character and advances by the base's width.
    private func put(_ scalars: [Unicode.Scalar], attributes: attr_t, pair: Int16, x: Int, y: Int,
                     window win: UnsafeMutablePointer<WINDOW>?) {
        guard let base = scalars.first else { return }
        var cc = cchar_t()
        let head: [wchar_t] = [wchar_t(bitPattern: base.value), 0]
        _ = setcchar(&cc, head, attributes, pair, nil)
        withUnsafeMutableBytes(of: &cc.chars) { raw in
            let chars = raw.bindMemory(to: wchar_t.self)
            for i in 0..<chars.count {
                chars[i] = i < scalars.count ? wchar_t(bitPattern: scalars[i].value) : 0
            }
        }
        _ = mvwadd_wch(win, Int32(y), Int32(x), &cc)
    }

    /// Repaints the whole terminal from ncurses' copy of the screen (after the tty was
    /// used by someone else: resumed from suspension, or scribbled on).
    public func repaint() {
        guard isActive else { return }
        set_term(screen)
        clearok(cn_curscr(), true)
        wnoutrefresh(cn_stdscr())
        doupdate()
        refreshCount += 1
    }

    // MARK: Input

    /// Waits up to `timeout` seconds (nil: until something happens) for input or a
    /// signal, then returns every event available, in order. An idle wait uses no CPU.
    public func waitForEvents(timeout: TimeInterval?) -> [BackendEvent] {
        guard isActive else { return [] }
        set_term(screen)
        let milliseconds: Int32
        if let timeout {
            milliseconds = Int32(clamping: Int((max(0, timeout) * 1000).rounded(.up)))
        } else {
            milliseconds = -1
        }
        // A hung-up terminal (closed window, dropped connection with SIGHUP ignored) polls
        // readable forever: it is reported once as an interrupt and not polled again.
        var fds: [pollfd] = []
        if !inputHungUp { fds.append(pollfd(fd: configuration.inputFD, events: Int16(POLLIN), revents: 0)) }
        if ownsSignals { fds.append(pollfd(fd: TerminalSignals.state.pointee.wakeReadFD, events: Int16(POLLIN), revents: 0)) }
        fds.append(pollfd(fd: eventWakeUp.fileDescriptor, events: Int16(POLLIN), revents: 0))
        _ = poll(&fds, nfds_t(fds.count), milliseconds)
        waitCount += 1
        eventWakeUp.drain()
        var hangup: [BackendEvent] = []
        if !inputHungUp, let input = fds.first, Int32(input.revents) & (POLLHUP | POLLERR | POLLNVAL) != 0 {
            inputHungUp = true
            hangup = [.interrupt]
        }
        return takeEvents() + hangup
    }

    /// Everything available now: signal flags, then the keys ncurses has (never blocks
    /// except for ncurses' short escape delay after a lone ESC).
    public func takeEvents() -> [BackendEvent] {
        guard isActive else { return [] }
        set_term(screen)
        var events: [BackendEvent] = []
        if ownsSignals {
            TerminalSignals.drainWakePipe()
            if TerminalSignals.take(\.interruptPending) { events.append(.interrupt) }
            if TerminalSignals.take(\.suspendPending) { suspend() }
            if TerminalSignals.take(\.continuePending) { repaint() }
            if TerminalSignals.take(\.resizePending) { _ = updateSizeFromTerminal() }
        }
        events += readInput()
        if (columns, rows) != reportedSize {
            reportedSize = (columns, rows)
            events.append(.resize(width: columns, height: rows))
        }
        return events
    }

    /// Drains ncurses' input. Raw items are decoded as one batch (so ESC + key in the
    /// same burst is Alt-key); Ctrl-Z suspends after what came before it is decoded.
    private func readInput() -> [BackendEvent] {
        var events: [BackendEvent] = []
        var batch: [TerminalInput] = []
        var pasting = decoder.isPasting
        let win = cn_stdscr()
        for _ in 0..<4096 {
            var ch: wint_t = 0
            let result = wget_wch(win, &ch)
            if result == ERR { break }
            if result == KEY_CODE_YES {
                let code = Int32(bitPattern: ch)
                switch code {
                case KEY_MOUSE:
                    var event = MEVENT()
                    if getmouse(&event) == OK {
                        batch.append(.mouse(x: Int(event.x), y: Int(event.y), buttonState: UInt32(event.bstate)))
                    }
                case KEY_RESIZE:
                    // ncurses noticed the size itself (resizeterm); reported by takeEvents.
                    columns = Int(cn_cols()); rows = Int(cn_lines())
                    directPresenter.invalidate()
                case Self.pasteStartKeyCode:
                    batch.append(.pasteStart)
                    pasting = true
                case Self.pasteEndKeyCode:
                    batch.append(.pasteEnd)
                    pasting = false
                default:
                    let name: String? = code > KEY_MAX ? keyname(code).map { String(cString: $0) } : nil
                    batch.append(.keyCode(code, name: name))
                }
            } else {
                if ch == 0x1A && configuration.suspendsOnControlZ && ownsSignals && !pasting {
                    events += decoder.decode(batch)
                    batch.removeAll()
                    suspend()
                    continue
                }
                batch.append(.character(UInt32(ch)))
            }
        }
        return events + decoder.decode(batch)
    }

    /// Reads the tty's size and resizes ncurses' screens when it changed.
    /// Returns true when the size changed.
    @discardableResult
    public func updateSizeFromTerminal() -> Bool {
        guard isActive else { return false }
        set_term(screen)
        var ws = winsize()
        guard ioctl(configuration.outputFD, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_row > 0, ws.ws_col > 0 else { return false }
        let newRows = Int(ws.ws_row), newColumns = Int(ws.ws_col)
        guard newRows != rows || newColumns != columns else { return false }
        resizeterm(Int32(newRows), Int32(newColumns))
        clearok(cn_curscr(), true)
        columns = Int(cn_cols()); rows = Int(cn_lines())
        directPresenter.invalidate()
        return true
    }

    // MARK: Suspend and restore

    /// Gives the terminal back and stops the process (as Ctrl-Z does in a shell); on
    /// `fg` takes the terminal again and repaints.
    public func suspend() {
        guard isActive else { return }
        set_term(screen)
        if let paste = bracketedPaste { writeRaw(paste.off) }
        endwin()
        if ownsSignals {
            TerminalSignals.setActive(false)
            TerminalSignals.endStandardErrorCapture()
        }
        var action = sigaction(), old = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        _ = sigaction(SIGTSTP, &action, &old)
        _ = raise(SIGTSTP) // stops here until SIGCONT
        _ = sigaction(SIGTSTP, &old, nil)
        _ = TerminalSignals.take(\.continuePending)
        if ownsSignals {
            TerminalSignals.setActive(true)
            if configuration.capturesStandardError {
                TerminalSignals.beginStandardErrorCapture()
            }
        }
        if let paste = bracketedPaste { writeRaw(paste.on) }
        if mouseEnabled {
            var previousMask: mmask_t = 0
            _ = mousemask(mmask_t(TerminalMouseMasks.ncurses.requested), &previousMask)
        }
        _ = updateSizeFromTerminal()
        repaint()
    }

    /// Gives the terminal back to the shell: `endwin(3X)`, bracketed paste and mouse off,
    /// signal dispositions as they were. Idempotent; later `present` calls do nothing.
    public func restore() {
        guard isActive else { return }
        isActive = false
        set_term(screen)
        if let paste = bracketedPaste { writeRaw(paste.off) }
        endwin()
        if ownsSignals {
            TerminalSignals.setActive(false)
            TerminalSignals.uninstall() // also replays captured standard error
        }
        delscreen(screen)
        fclose(outputFile)
        fclose(inputFile)
        eventWakeUp.close()
    }
}
