import ContactsStore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Notices that another process (an import, `contacts add`, later a sync) wrote the
/// book, without polling: a background thread blocks in `poll(2)` on an inotify
/// descriptor watching the data directory (Linux `inotify(7)`: `IN_MODIFY`,
/// `IN_CLOSE_WRITE`, `IN_MOVED_TO`, `IN_CREATE`, `IN_DELETE` for the database and its
/// `-wal` file) and calls `onChange` once per burst of events (a burst ends after
/// ``quietMilliseconds`` without one; a long write reports every ``longestBurst``
/// seconds; these are the monitor thread's waits, not the main loop's). What it reports is only
/// a hint: ``BookSignature`` tells on the main thread whether the files really differ
/// from what the screen last showed (the screen's own writes are recorded first).
/// `stop()` (or deinit) ends the thread through a pipe.
final class ExternalChangeMonitor: @unchecked Sendable {
    private let inotify: Int32
    private let stopPipe: [Int32]
    private let thread: Thread

    /// Watches `directory`; nil when inotify is unavailable (then the screen checks the
    /// signature when it appears).
    init?(directory: URL, onChange: @escaping @Sendable () -> Void) {
        let fd = inotify_init1(Int32(IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE)
        guard inotify_add_watch(fd, directory.path, mask) >= 0 else { close(fd); return nil }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { close(fd); return nil }
        inotify = fd
        stopPipe = fds
        let names = [DataDirectory.databaseFileName, DataDirectory.databaseFileName + "-wal"]
        let stopReadEnd = fds[0]
        thread = Thread {
            Self.watch(inotify: fd, stop: stopReadEnd, names: names, onChange: onChange)
        }
        thread.name = "contacts-change-monitor"
        thread.start()
    }

    deinit { stop() }

    private let stopLock = NSLock()
    private var stopped = false

    func stop() {
        stopLock.lock()
        defer { stopLock.unlock() }
        guard !stopped else { return }
        stopped = true
        var byte: UInt8 = 1
        _ = write(stopPipe[1], &byte, 1)
    }

    /// A burst ends when no relevant event came for this long (milliseconds)…
    static let quietMilliseconds: Int32 = 50
    /// …or, during a long write (an import), this long after its first event (seconds).
    static let longestBurst: TimeInterval = 1

    private static func watch(inotify: Int32, stop: Int32, names: [String],
                              onChange: @Sendable () -> Void) {
        defer { close(inotify); close(stop) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        var burstStart: TimeInterval?
        while true {
            var fds = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: stop, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, burstStart == nil ? -1 : quietMilliseconds)
            if ready < 0 { if errno == EINTR { continue } else { return } }
            if fds[1].revents != 0 { return }
            if ready == 0 {
                burstStart = nil
                onChange()
                continue
            }
            guard fds[0].revents & Int16(POLLIN) != 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            if count <= 0 { if errno == EINTR { continue } else { return } }
            guard containsEvent(for: names, in: buffer, count: count) else { continue }
            let now = ProcessInfo.processInfo.systemUptime
            if let start = burstStart, now - start >= longestBurst {
                burstStart = nil
                onChange()
            } else if burstStart == nil {
                burstStart = now
            }
        }
    }

    /// True when the `inotify_event` records in `buffer[0..<count]` name one of `names`.
    private static func containsEvent(for names: [String], in buffer: [UInt8], count: Int) -> Bool {
        var offset = 0
        let headerSize = MemoryLayout<inotify_event>.size
        while offset + headerSize <= count {
            let length = buffer.withUnsafeBytes { raw in
                Int(raw.load(fromByteOffset: offset + 12, as: UInt32.self))
            }
            let nameStart = offset + headerSize
            let nameEnd = min(count, nameStart + length)
            let name = String(decoding: buffer[nameStart..<nameEnd].prefix { $0 != 0 }, as: UTF8.self)
            if names.contains(name) { return true }
            offset = nameEnd
        }
        return false
    }
}

/// A flag one thread sets and another clears (the monitor's "a check is posted").
final class PendingFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false

    /// Sets the flag; returns false when it was already set.
    func setIfClear() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if isSet { return false }
        isSet = true
        return true
    }

    func clear() {
        lock.lock()
        isSet = false
        lock.unlock()
    }
}

/// What the database files look like now: size and modification time of the database
/// and its write-ahead log (`stat(2)`). Two equal signatures mean nobody wrote in
/// between (SQLite appends every commit to the WAL or rewrites the database).
struct BookSignature: Equatable, Sendable {
    var parts: [Int64]

    init(databasePath: String) {
        parts = []
        for path in [databasePath, databasePath + "-wal"] {
            var info = stat()
            if stat(path, &info) == 0 {
                parts += [Int64(info.st_size), Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec), Int64(info.st_ino)]
            } else {
                parts += [-1, 0, 0, 0]
            }
        }
    }
}
