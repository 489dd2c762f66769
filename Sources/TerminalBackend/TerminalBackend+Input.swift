import CNCursesW
import Foundation
import UIKit
import UIKitEngine
#if canImport(Glibc)
import Glibc
#endif

// Input: poll(2) on the tty, the signal pipe and the wake-up pipe, then ncurses keys
// decoded into backend events; resizes.

extension TerminalBackend {
    /// Waits up to `timeout` seconds (nil: until something happens) for input, a signal, a
    /// wake-up or `descriptor` becoming readable (the main dispatch queue's; waited on, never
    /// read), then returns every event available, in order. An idle wait uses no CPU.
    public func waitForEvents(timeout: TimeInterval?, alsoWakingOn descriptor: Int32? = nil) -> [BackendEvent] {
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
        if let descriptor { fds.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)) }
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
    /// When the input ends inside an escape sequence, its rest is waited for once, as
    /// long as ncurses waits after an ESC (`get_escdelay()`), then the
    /// decoder gives up on it (`flushPendingSequence()`).
    private func readInput() -> [BackendEvent] {
        var events = drainInput()
        if decoder.hasPendingSequence && !inputHungUp {
            var fds = [pollfd(fd: configuration.inputFD, events: Int16(POLLIN), revents: 0)]
            if poll(&fds, 1, get_escdelay()) > 0 { events += drainInput() }
            events += decoder.flushPendingSequence()
        }
        return events
    }

    /// One drain of ncurses' input up to the first `ERR`, decoded.
    private func drainInput() -> [BackendEvent] {
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
                    // One KEY_MOUSE stands for every report that arrived in the same burst
                    // (a press and the motion of a drag); getmouse(3X) pops them newest first.
                    var reports: [TerminalInput] = []
                    var event = MEVENT()
                    while reports.count < 64, getmouse(&event) == OK {
                        reports.append(.mouse(x: Int(event.x), y: Int(event.y), buttonState: UInt32(event.bstate)))
                    }
                    batch += reports.reversed()
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
}
