import Foundation
import UIKitEngine
#if canImport(Glibc)
import Glibc
#endif

/// The terminal backend's wake-up: a non-blocking pipe whose read end the run loop's
/// `poll(2)` waits on beside the tty. `wake()` writes one byte (any thread, never blocks;
/// a full pipe already means "wake"); the loop empties the pipe after each wait, so
/// several wakes make one pass.
public final class TerminalWakeUp: MainLoopWakeUp, @unchecked Sendable {
    private let lock = NSLock()
    private var readFD: Int32
    private var writeFD: Int32
    /// The descriptor to poll for `POLLIN` (-1 once closed).
    public var fileDescriptor: Int32 { lock.withLock { readFD } }

    /// Nil when the system has no descriptors left (errno says why).
    public init?() {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readFD = fds[0]
        writeFD = fds[1]
    }

    public func wake() {
        lock.withLock {
            guard writeFD >= 0 else { return }
            var byte: UInt8 = 1
            _ = write(writeFD, &byte, 1)
        }
    }

    /// Empties the pipe (after a wait); never blocks.
    public func drain() {
        lock.withLock {
            guard readFD >= 0 else { return }
            var buffer = [UInt8](repeating: 0, count: 64)
            while read(readFD, &buffer, buffer.count) > 0 {}
        }
    }

    /// Closes the pipe; later wakes do nothing.
    public func close() {
        lock.withLock {
            if readFD >= 0 { Glibc.close(readFD); readFD = -1 }
            if writeFD >= 0 { Glibc.close(writeFD); writeFD = -1 }
        }
    }

    deinit { close() }
}
