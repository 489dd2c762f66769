import Foundation
import TerminalBackend
import UIKit
import UIKitEngine
#if canImport(Glibc)
import Glibc
#endif

/// A pseudo-terminal pair for driving `TerminalBackend` without a real terminal: the
/// backend sits on the slave side; the test reads what it writes and types into it on
/// the master side.
final class PseudoTerminal {
    private(set) var master: Int32
    let slave: Int32

    init?(width: Int = 80, height: Int = 24) {
        var m: Int32 = -1, s: Int32 = -1
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&m, &s, nil, nil, &size) == 0 else { return nil }
        master = m
        slave = s
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        if master >= 0 { close(master) }
        close(slave)
    }

    /// Closes the terminal side, as when a terminal window is closed.
    func hangUp() {
        close(master)
        master = -1
    }

    /// Everything written to the terminal until it has been quiet for 30 ms.
    func readOutput() -> [UInt8] {
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            var p = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&p, 1, 30) <= 0 { break }
            let n = read(master, &buffer, buffer.count)
            if n > 0 { out += buffer[0..<n] } else if n < 0 && (errno == EAGAIN || errno == EINTR) { continue } else { break }
        }
        return out
    }

    /// Types bytes as if from the keyboard.
    func type(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
            if n > 0 { offset += n } else { break }
        }
    }

    func type(_ text: String) { type(Array(text.utf8)) }

    /// Changes the window size (the kernel would send SIGWINCH to the pty's foreground
    /// process group; the test process is not in it, so the test asks the backend).
    func resize(width: Int, height: Int) {
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// A backend on this pty that leaves process signals alone.
    @MainActor
    func backend(terminalType: String = "xterm-256color", environment: [String: String] = [:]) throws -> TerminalBackend {
        var config = TerminalBackend.Configuration()
        config.inputFD = slave
        config.outputFD = slave
        config.terminalType = terminalType
        config.ownsProcessSignals = false
        config.environment = environment.merging(["TERM": terminalType]) { a, _ in a }
        return try TerminalBackend(configuration: config)
    }
}

/// Bytes shown with escapes spelled out, for readable failure messages.
func visible(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).unicodeScalars.map { s -> String in
        switch s.value {
        case 0x1B: return "\\e"
        case 0..<0x20: return "^" + String(Character(Unicode.Scalar(s.value + 0x40)!))
        default: return String(s)
        }
    }.joined()
}

/// A one-line grid with `text` at column `x` of `row` (other cells blank).
func grid(width: Int = 80, height: Int = 24, lines: [(row: Int, text: String, style: CellStyle)]) -> ScreenGrid {
    var g = ScreenGrid(width: width, height: height)
    for line in lines {
        var x = 0
        for ch in line.text {
            let w = max(1, TextWidth.width(of: ch))
            g.set(ScreenCell(character: ch, width: UInt8(w), style: line.style), x: x, y: line.row)
            x += w
        }
    }
    return g
}

extension Array where Element == UInt8 {
    func contains(_ needle: String) -> Bool {
        let n = Array(needle.utf8)
        guard !n.isEmpty, n.count <= count else { return n.isEmpty }
        for i in 0...(count - n.count) where self[i] == n[0] && Array(self[i..<(i + n.count)]) == n { return true }
        return false
    }
}
