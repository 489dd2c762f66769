import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A private tmux server (own socket, no user configuration) with one detached session
/// running a shell command. tmux plays the terminal: it interprets what the program
/// writes, `capture-pane` reads the screen back as text, `send-keys` types.
///
/// tmux is installed by `.ci/run`. Each session has a fresh directory (`directory`) the
/// command starts in; the server, its socket and the directory go with the object.
public final class TmuxSession {
    public let socket: String
    private let tmux: String
    /// The session's own scratch directory (the command's working directory).
    public let directory: URL
    private var socketPath = ""
    public static let session = "main"

    /// Starts `command` under `sh -c` in `directory`, in a detached `width × height`
    /// session whose terminal type is `terminalType`.
    public init(command: String, width: Int = 80, height: Int = 24, terminalType: String = "tmux-256color",
                name: String = "tmux") throws {
        tmux = try TestTools.require("tmux", package: "tmux")
        socket = "\(name)-\(UUID().uuidString.prefix(8))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let config = directory.appendingPathComponent("tmux.conf")
        try "set -g default-terminal \(terminalType)\nset -g history-limit 5000\nset -g status off\n"
            .write(to: config, atomically: true, encoding: .utf8)
        try run(["-f", config.path, "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", Self.session,
                 "sh", "-c", "cd '\(directory.path)' && " + command])
        socketPath = try run(["display-message", "-p", "#{socket_path}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Starts `arguments` (an executable and its arguments, quoted for the shell); when the
    /// program ends the pane shows "EXITED <status>" and stays open to be read.
    public convenience init(arguments: [String], width: Int = 80, height: Int = 24,
                            terminalType: String = "tmux-256color", name: String = "tmux") throws {
        let command = arguments.map { "'\($0.replacingOccurrences(of: "'", with: "'\\''"))'" }.joined(separator: " ")
        try self.init(command: "\(command); echo EXITED $?; sleep 600", width: width, height: height,
                      terminalType: terminalType, name: name)
    }

    deinit {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
        if socketPath.contains(socket) { try? FileManager.default.removeItem(atPath: socketPath) }
    }

    public struct SpawnError: Error { public let code: Int32 }

    /// Runs one tmux command on this server; returns its standard output. Spawned
    /// directly (`posix_spawn`, output to a file, `waitpid`): the tmux server that the
    /// first command forks must not hold a pipe of ours open. A test runs on a worker
    /// thread that blocks most signals; tmux (and what it starts) must not inherit that,
    /// or tmux cannot reap or hang up its panes and the server outlives the test.
    @discardableResult
    public func run(_ arguments: [String]) throws -> String {
        let output = directory.appendingPathComponent("out-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: output) }
        var env = ProcessInfo.processInfo.environment
        env["LANG"] = "C.UTF-8"
        env["LC_ALL"] = "C.UTF-8"
        env["SWIFT_BACKTRACE"] = "enable=no"
        env.removeValue(forKey: "TMUX")
        env.removeValue(forKey: "NO_COLOR")
        let argv = [tmux, "-L", socket] + arguments
        var cArgs = argv.map { strdup($0) } + [nil]
        var cEnv = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArgs + cEnv).forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for sig in [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGCHLD, SIGPIPE, SIGWINCH, SIGTSTP, SIGCONT, SIGUSR1, SIGUSR2] {
            sigaddset(&defaults, sig)
        }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, argv[0], &actions, &attributes, &cArgs, &cEnv)
        guard rc == 0 else { throw SpawnError(code: rc) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }

    /// The visible screen, one string per row (tmux trims trailing blanks).
    public func screen() -> [String] {
        var lines = ((try? run(["capture-pane", "-p", "-t", Self.session])) ?? "").components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The screen with its SGR escape sequences (`capture-pane -e`).
    public func styledScreen() -> String { (try? run(["capture-pane", "-p", "-e", "-t", Self.session])) ?? "" }

    /// Screen plus scrollback.
    public func history() -> [String] {
        ((try? run(["capture-pane", "-p", "-J", "-S", "-", "-t", Self.session])) ?? "").components(separatedBy: "\n")
    }

    /// Sends keys by tmux name ("Enter", "Tab", "C-u") or text.
    public func keys(_ keys: String...) { _ = try? run(["send-keys", "-t", Self.session] + keys) }
    /// Literal text (no key-name lookup), e.g. a name that could read as a key.
    public func text(_ text: String) { _ = try? run(["send-keys", "-t", Self.session, "-l", text]) }
    /// Raw bytes, in hex.
    public func hex(_ bytes: String...) { _ = try? run(["send-keys", "-t", Self.session, "-H"] + bytes) }
    /// Bracketed paste of `text`.
    public func paste(_ text: String) {
        _ = try? run(["set-buffer", text])
        _ = try? run(["paste-buffer", "-p", "-t", Self.session])
    }
    public func resize(width: Int, height: Int) {
        _ = try? run(["resize-window", "-t", Self.session, "-x", "\(width)", "-y", "\(height)"])
    }

    /// tmux's view of the terminal modes: alternate screen, cursor visible, mouse
    /// reporting, application cursor keys.
    public func modes() -> String {
        ((try? run(["display-message", "-p", "-t", Self.session,
                    "alt=#{alternate_on} cursor=#{cursor_flag} mouse=#{mouse_any_flag} keypad=#{keypad_cursor_flag}"])) ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A file the command wrote in `directory`.
    public func file(_ name: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// Reads the screen until `condition` holds (a real program on a real clock: the only
    /// way to know it has drawn), at most `timeout` seconds; returns the last screen. When
    /// `what` is given and the condition never held, the test fails with the screen.
    @discardableResult
    public func waitFor(_ what: String? = nil, timeout: TimeInterval = 20,
                        sourceLocation: SourceLocation = #_sourceLocation,
                        _ condition: ([String]) -> Bool) -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var lines = screen()
        while !condition(lines) && Date() < deadline {
            usleep(50_000)
            lines = screen()
        }
        if let what, !condition(lines) {
            Issue.record("timed out waiting for \(what); the screen was:\n\(lines.joined(separator: "\n"))",
                         sourceLocation: sourceLocation)
        }
        return lines
    }

    /// Waits until the styled screen (text and attributes) stops changing for
    /// `quiet` seconds (animations over), at most `limit` seconds; returns the screen.
    @discardableResult
    public func waitUntilStill(quiet: TimeInterval = 0.15, limit: TimeInterval = 3) -> [String] {
        var styled = styledScreen()
        let deadline = Date().addingTimeInterval(limit)
        while Date() < deadline {
            usleep(useconds_t(quiet * 1_000_000))
            let again = styledScreen()
            if again == styled { break }
            styled = again
        }
        return screen()
    }

    /// `waitFor`, then `waitUntilStill`: the screen once `condition` holds and nothing
    /// moves any more (animations over); the last screen when it never holds.
    @discardableResult
    public func waitForStill(_ what: String, timeout: TimeInterval = 20,
                             sourceLocation: SourceLocation = #_sourceLocation,
                             _ condition: ([String]) -> Bool) -> [String] {
        guard condition(waitFor(what, timeout: timeout, sourceLocation: sourceLocation, condition)) else { return screen() }
        return waitUntilStill()
    }

    /// Waits until `line` is on screen as a whole row, then until the screen is still.
    @discardableResult
    public func waitForLine(_ line: String, timeout: TimeInterval = 20,
                            sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        waitForStill("the line \"\(line)\"", timeout: timeout, sourceLocation: sourceLocation) { $0.contains(line) }
    }
}
