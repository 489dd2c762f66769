#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the signal handlers may touch: plain memory, written before any handler runs.
///
/// Signal handlers only read and write this struct through a raw pointer, call
/// `write(2)`, `tcsetattr(3)`, `sigaction(2)` and `raise(3)`: all async-signal-safe
/// (POSIX.1-2017 §2.4.3). No Swift allocation, no locks, no ncurses.
struct TerminalSignalState {
    /// 1 while the terminal is in program mode and must be restored.
    var active: Int32 = 0
    var inputFD: Int32 = -1
    var outputFD: Int32 = -1
    var hasShellModes: Int32 = 0
    var shellModes = termios()
    /// Escape sequences that undo program mode (`rmcup`, `cnorm`, `sgr0`, mouse and
    /// bracketed paste off …), computed from terminfo at start.
    var restoreBytes: UnsafeMutablePointer<UInt8>? = nil
    var restoreCount: Int = 0
    /// Write end of the self-pipe that wakes the run loop's `poll(2)`.
    var wakeWriteFD: Int32 = -1
    var wakeReadFD: Int32 = -1
    var interruptPending: Int32 = 0
    var resizePending: Int32 = 0
    var suspendPending: Int32 = 0
    var continuePending: Int32 = 0
    /// 1 while handlers are installed (one terminal owner per process).
    var installed: Int32 = 0
    /// While the screen is up, standard error goes to an unlinked temporary file
    /// (`stderrCaptureFD`) so stray messages cannot scribble on the screen; restoring
    /// puts the original back (`stderrSavedFD`) and replays what was captured, so a
    /// crash message (e.g. Swift's "Fatal error: …") is visible after the restore.
    var stderrSavedFD: Int32 = -1
    var stderrCaptureFD: Int32 = -1
}

/// Signal handling of the terminal owner. ncurses is process-global by nature (one
/// controlling terminal, one set of signal dispositions), so this is the one piece of
/// global state of the module: at most one `TerminalBackend` owns the terminal.
///
/// - SIGINT: the run loop delivers `.interrupt`; a second SIGINT before the first was
///   handled (a hung app) restores the terminal and dies by the default action.
/// - SIGWINCH, SIGTSTP, SIGCONT: flags the run loop reads (resize, suspend, repaint).
/// - SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT, SIGTERM, SIGQUIT, SIGHUP:
///   restore the terminal, reinstate the previous disposition (the default, or Swift's
///   backtracer) and re-raise, so the process dies as it would have. Signals that were
///   ignored when the owner started (e.g. SIGHUP under `nohup`) stay ignored.
enum TerminalSignals {
    // `let`s of raw pointers: no exclusivity bookkeeping and no lazy initialisation in
    // a handler (the main thread touches them first, in `install`).
    static let state: UnsafeMutablePointer<TerminalSignalState> = {
        let p = UnsafeMutablePointer<TerminalSignalState>.allocate(capacity: 1)
        p.initialize(to: TerminalSignalState())
        return p
    }()
    static let signalSlots = 65
    static let previousActions: UnsafeMutablePointer<sigaction> = {
        let p = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
        p.initialize(repeating: sigaction(), count: signalSlots)
        return p
    }()
    static let previousMask: UnsafeMutablePointer<sigset_t> = {
        let p = UnsafeMutablePointer<sigset_t>.allocate(capacity: 1)
        p.initialize(to: sigset_t())
        return p
    }()
    static let hasPrevious: UnsafeMutablePointer<Int32> = {
        let p = UnsafeMutablePointer<Int32>.allocate(capacity: signalSlots)
        p.initialize(repeating: 0, count: signalSlots)
        return p
    }()

    static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT, SIGTERM, SIGQUIT, SIGHUP]
    static let flagSignals: [Int32] = [SIGINT, SIGWINCH, SIGTSTP, SIGCONT]

    nonisolated(unsafe) private static var atexitRegistered = false

    static var isInstalled: Bool { state.pointee.installed != 0 }

    /// Installs the handlers and the wake pipe. Call before `newterm` so ncurses keeps
    /// its own handlers out (it only installs where the disposition is the default).
    /// Returns false when another owner is installed.
    static func install(inputFD: Int32, outputFD: Int32) -> Bool {
        let s = state
        guard s.pointee.installed == 0 else { return false }
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return false }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        s.pointee.wakeReadFD = fds[0]
        s.pointee.wakeWriteFD = fds[1]
        s.pointee.inputFD = inputFD
        s.pointee.outputFD = outputFD
        s.pointee.interruptPending = 0
        s.pointee.resizePending = 0
        s.pointee.suspendPending = 0
        s.pointee.continuePending = 0
        var modes = termios()
        if tcgetattr(inputFD, &modes) == 0 {
            s.pointee.shellModes = modes
            s.pointee.hasShellModes = 1
        }
        s.pointee.installed = 1
        _ = hasPrevious
        if !atexitRegistered {
            atexitRegistered = true
            // exit(3) called anywhere (not only by the run loop) still restores the tty.
            atexit { TerminalSignals.restoreTerminalAsyncSafe() }
        }
        for sig in fatalSignals { install(sig, handler: .fatal) }
        for sig in flagSignals { install(sig, handler: .flag) }
        // The handled signals must reach this (the main) thread even if the program was
        // started with them blocked (a blocked SIGWINCH would freeze the layout).
        var handled = sigset_t()
        sigemptyset(&handled)
        for sig in fatalSignals + flagSignals { sigaddset(&handled, sig) }
        _ = pthread_sigmask(SIG_UNBLOCK, &handled, previousMask)
        return true
    }

    private enum HandlerKind { case fatal, flag }

    private static func install(_ sig: Int32, handler: HandlerKind) {
        var old = sigaction()
        guard sigaction(sig, nil, &old) == 0 else { return }
        // An ignored signal stays ignored (e.g. SIGHUP under nohup, SIGINT in a background job).
        if isIgnore(old.__sigaction_handler.sa_handler) { return }
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        switch handler {
        case .fatal:
            action.__sigaction_handler.sa_sigaction = fatalSignalHandler
            action.sa_flags = SA_SIGINFO
        case .flag:
            action.__sigaction_handler.sa_handler = flagSignalHandler
            action.sa_flags = 0 // no SA_RESTART: poll(2) returns early anyway
        }
        if sigaction(sig, &action, nil) == 0 {
            previousActions[Int(sig)] = old
            hasPrevious[Int(sig)] = 1
        }
    }

    private static func isIgnore(_ handler: (@convention(c) (Int32) -> Void)?) -> Bool {
        guard let handler else { return false }
        let ignore: (@convention(c) (Int32) -> Void)? = SIG_IGN
        guard let ignore else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(ignore, to: Int.self)
    }

    /// Reinstates the dispositions found at install time and closes the wake pipe.
    static func uninstall() {
        let s = state
        guard s.pointee.installed != 0 else { return }
        for sig in fatalSignals + flagSignals where hasPrevious[Int(sig)] != 0 {
            _ = sigaction(sig, previousActions.advanced(by: Int(sig)), nil)
            hasPrevious[Int(sig)] = 0
        }
        _ = pthread_sigmask(SIG_SETMASK, previousMask, nil)
        s.pointee.active = 0
        endStandardErrorCapture()
        close(s.pointee.wakeReadFD)
        close(s.pointee.wakeWriteFD)
        s.pointee.wakeReadFD = -1
        s.pointee.wakeWriteFD = -1
        if let bytes = s.pointee.restoreBytes { bytes.deallocate() }
        s.pointee.restoreBytes = nil
        s.pointee.restoreCount = 0
        s.pointee.installed = 0
    }

    /// Stores the bytes that undo program mode (main thread, before `active` is set).
    static func setRestoreBytes(_ bytes: [UInt8]) {
        let s = state
        let old = s.pointee.restoreBytes
        let p = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        p.initialize(from: bytes, count: bytes.count)
        s.pointee.restoreCount = 0
        s.pointee.restoreBytes = p
        s.pointee.restoreCount = bytes.count
        old?.deallocate()
    }

    static func setActive(_ active: Bool) { state.pointee.active = active ? 1 : 0 }

    /// Takes a pending flag (returns whether it was set and clears it).
    static func take(_ keyPath: WritableKeyPath<TerminalSignalState, Int32>) -> Bool {
        guard state.pointee[keyPath: keyPath] != 0 else { return false }
        state.pointee[keyPath: keyPath] = 0
        return true
    }

    /// Empties the wake pipe.
    static func drainWakePipe() {
        let fd = state.pointee.wakeReadFD
        guard fd >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(fd, &buffer, buffer.count) > 0 {}
    }

    /// Sends standard error to an unlinked temporary file until `endStandardErrorCapture`.
    /// Only when standard error is the terminal (a redirected stderr is left alone).
    static func beginStandardErrorCapture() {
        let s = state
        guard s.pointee.stderrCaptureFD < 0, isatty(STDERR_FILENO) == 1 else { return }
        var template = Array("/tmp/terminal-stderr-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let saved = dup(STDERR_FILENO)
        guard saved >= 0 else { close(fd); return }
        _ = fcntl(saved, F_SETFD, FD_CLOEXEC)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        fflush(stderr)
        guard dup2(fd, STDERR_FILENO) >= 0 else { close(fd); close(saved); return }
        s.pointee.stderrSavedFD = saved
        s.pointee.stderrCaptureFD = fd
    }

    /// Puts standard error back and writes what was captured to it. Async-signal-safe
    /// (`dup2`, `lseek`, `read`, `write`, `close`). Idempotent.
    static func endStandardErrorCapture() {
        let s = state
        let saved = s.pointee.stderrSavedFD, capture = s.pointee.stderrCaptureFD
        guard saved >= 0, capture >= 0 else { return }
        s.pointee.stderrSavedFD = -1
        s.pointee.stderrCaptureFD = -1
        _ = dup2(saved, STDERR_FILENO)
        close(saved)
        _ = lseek(capture, 0, SEEK_SET)
        var buffer: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                     UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &buffer) { raw in
            guard let base = raw.baseAddress else { return }
            while true {
                let n = read(capture, base, raw.count)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                var offset = 0
                while offset < n {
                    let w = write(STDERR_FILENO, base + offset, n - offset)
                    if w > 0 { offset += w } else if w < 0 && errno == EINTR { continue } else { return }
                }
            }
        }
        close(capture)
    }

    /// Puts the tty back the way the shell had it. Async-signal-safe: only `write(2)`,
    /// `tcsetattr(3)` and the standard-error replay, on memory prepared in advance.
    /// Idempotent.
    static func restoreTerminalAsyncSafe() {
        let s = state
        guard s.pointee.active != 0 else { endStandardErrorCapture(); return }
        s.pointee.active = 0
        if let bytes = s.pointee.restoreBytes {
            var offset = 0
            let count = s.pointee.restoreCount
            while offset < count {
                let n = write(s.pointee.outputFD, bytes + offset, count - offset)
                if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { break }
            }
        }
        if s.pointee.hasShellModes != 0 {
            _ = tcsetattr(s.pointee.inputFD, TCSADRAIN, &s.pointee.shellModes)
        }
        endStandardErrorCapture()
    }

    /// Restores the terminal, reinstates the previous disposition and re-raises.
    static func dieBySignal(_ sig: Int32, synchronousFault: Bool) {
        restoreTerminalAsyncSafe()
        if hasPrevious[Int(sig)] != 0 {
            _ = sigaction(sig, previousActions.advanced(by: Int(sig)), nil)
        } else {
            _ = signal(sig, SIG_DFL)
        }
        // A fault re-executes its instruction on return and faults again under the
        // previous handler with the original siginfo; anything else is raised again (it
        // is delivered once this handler returns, since it is blocked while we run).
        if !synchronousFault { _ = raise(sig) }
    }

    static func wake() {
        var byte: UInt8 = 1
        _ = write(state.pointee.wakeWriteFD, &byte, 1)
    }
}

private let fatalSignalHandler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
    sig, info, _ in
    let faults: Bool = sig == SIGSEGV || sig == SIGBUS || sig == SIGILL || sig == SIGFPE || sig == SIGTRAP
    let code = info?.pointee.si_code ?? 0
    TerminalSignals.dieBySignal(sig, synchronousFault: faults && code > 0)
}

private let flagSignalHandler: @convention(c) (Int32) -> Void = { sig in
    let s = TerminalSignals.state
    switch sig {
    case SIGINT:
        if s.pointee.interruptPending != 0 {
            // The app did not get to the first one: it is stuck. Restore and die.
            TerminalSignals.dieBySignal(sig, synchronousFault: false)
            return
        }
        s.pointee.interruptPending = 1
    case SIGWINCH: s.pointee.resizePending = 1
    case SIGTSTP: s.pointee.suspendPending = 1
    case SIGCONT: s.pointee.continuePending = 1
    default: break
    }
    TerminalSignals.wake()
}
