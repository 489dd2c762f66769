import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How long a full-screen terminal program takes to show its first complete
/// screen, as a person starting it sees it: the program runs as a child on
/// the slave side of an 80×24 pseudo-terminal (`TERM=xterm-256color`), and
/// the figure is the time from starting it to the last byte it writes before
/// it falls quiet (no output for `quietMilliseconds`, which is not counted).
/// The same measure applies to any program, so ours and abook compare fairly.
public enum FirstScreenTiming {
    /// The figures of ``measure(_:_:environment:expecting:runs:quietMilliseconds:)``.
    public struct Result: Sendable {
        /// Seconds from start to the first screen's last byte, one per counted run.
        public var seconds: [Double]
        /// Bytes of the first screen (of the last run).
        public var bytes: Int
        /// Whether the expected text was on that screen (nil: nothing expected).
        public var sawExpected: Bool?

        /// The median of ``seconds``.
        public var median: Double {
            let sorted = seconds.sorted()
            guard !sorted.isEmpty else { return 0 }
            return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
    }

    /// Starts `path arguments` `runs + 1` times (the first run warms the
    /// page cache and is not counted) with only `environment`, and returns the
    /// first-screen times. `expecting`, when given, is text the screen must
    /// show (``Result/sawExpected``). nil when no pseudo-terminal can be opened
    /// or the program cannot start.
    public static func measure(_ path: String, _ arguments: [String], environment: [String: String],
                               expecting: String? = nil, runs: Int = 5, quietMilliseconds: Int32 = 400,
                               limitMilliseconds: Int = 15_000) -> Result? {
        var result = Result(seconds: [], bytes: 0, sawExpected: nil)
        for run in 0...max(1, runs) {
            guard let one = once(path, arguments, environment: environment, quiet: quietMilliseconds,
                                 limit: limitMilliseconds)
            else { return nil }
            if run == 0 { continue }
            result.seconds.append(one.seconds)
            result.bytes = one.bytes.count
            if let expecting {
                result.sawExpected = one.bytes.withUnsafeBufferPointer { haystack in
                    Array(expecting.utf8).withUnsafeBufferPointer { needle in
                        needle.isEmpty || (haystack.count >= needle.count && (0...(haystack.count - needle.count)).contains {
                            memcmp(haystack.baseAddress! + $0, needle.baseAddress!, needle.count) == 0
                        })
                    }
                }
            }
        }
        return result
    }

    private static func once(_ path: String, _ arguments: [String], environment: [String: String],
                             quiet: Int32, limit: Int) -> (seconds: Double, bytes: [UInt8])? {
        var master: Int32 = -1, slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { return nil }
        defer { close(master) }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        let start = DispatchTime.now().uptimeNanoseconds
        guard let pid = TerminalByteBenchmark.spawn(path, arguments, environment: environment, terminal: slave,
                                                    closeInChild: master)
        else {
            close(slave)
            return nil
        }
        close(slave)
        defer { end(pid) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        var lastByte = start
        let deadline = start + UInt64(limit) * 1_000_000
        while DispatchTime.now().uptimeNanoseconds < deadline {
            var p = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            // Before the first byte, wait as long as it takes (up to the limit).
            let wait = bytes.isEmpty ? Int32(min(1000, limit)) : quiet
            if poll(&p, 1, wait) <= 0 {
                if bytes.isEmpty { continue }
                break
            }
            let n = read(master, &buffer, buffer.count)
            if n > 0 {
                bytes += buffer[0..<n]
                lastByte = DispatchTime.now().uptimeNanoseconds
            } else if n < 0 && (errno == EAGAIN || errno == EINTR) {
                continue
            } else {
                break
            }
        }
        return (Double(lastByte - start) / 1e9, bytes)
    }

    /// Ends a child started here: SIGTERM (a terminal program restores the
    /// terminal and exits), SIGKILL after 2 s; reaped.
    private static func end(_ pid: pid_t) {
        var status: Int32 = 0
        for signal in [SIGTERM, SIGKILL] {
            kill(pid, signal)
            for _ in 0..<100 {
                let r = waitpid(pid, &status, WNOHANG)
                if r == pid || (r < 0 && errno == ECHILD) { return }
                usleep(20_000)
            }
        }
    }
}
