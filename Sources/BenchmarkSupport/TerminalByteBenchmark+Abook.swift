import Foundation
import TerminalBackend
import UIKit
import UIKitEngine
#if canImport(Glibc)
import Glibc
#endif

/// Ours beside abook: the bytes a real UIKit table on `TerminalBackend` and abook
/// (Debian's ncurses address book, 0.6.1) write to an 80×24 `xterm-256color`
/// pseudo-terminal for the same steps, on the same contacts.
///
/// Both run as they would for a user and get the same keys through the pty:
/// - ours: a `UINavigationController` ("Contacts") over a `UITableViewController` of
///   `.value1` rows (name, phone, disclosure indicator, separators). The table has the
///   keyboard and its first row highlighted (reverse and bold) from the first screen,
///   as abook starts with its first entry selected; Down moves both one row.
/// - abook: `abook --datafile FILE` as a child process on the pty's slave side, `HOME`
///   set to a fresh directory so no user configuration is read or written.
///
/// Steps (bytes): first screen (everything up to it, terminal set-up included); idle
/// (0.5 s with no input); move one row (Down, sent as the terminal sends it in keypad
/// mode, `ESC O B`); full repaint (abook: Ctrl-L; ours: `repaint()`, which clears and
/// redraws as on resume).
extension TerminalByteBenchmark {
    /// Bytes one program writes for each step.
    public struct ProgramFigures: Equatable, Sendable {
        /// From start (terminal set-up included) to the first screen.
        public var firstScreen: Int
        /// During 0.5 s without input.
        public var idle: Int
        /// For one Down key: the selection moves one row.
        public var moveOneRow: Int
        /// For clearing and redrawing the whole screen.
        public var fullRepaint: Int
    }

    /// The comparison: ours always, abook when it could be run (else `notes` say why).
    public struct AbookComparison: Sendable {
        /// Contacts in the address book both programs show.
        public var contacts: Int
        public var ours: ProgramFigures
        /// Ours with `separatorStyle = .none`: a separator is the underline attribute
        /// across the row, and underlined blanks cannot be erased into place (`ECH`),
        /// so each costs a space; this shows what they cost.
        public var oursWithoutSeparators: ProgramFigures?
        public var abook: ProgramFigures?
        /// abook's version line (`abook --help`), when it ran.
        public var abookVersion: String?
        /// Where the contacts came from, and why abook figures are missing if they are.
        public var notes: [String]
    }

    /// Runs ours and abook on `contacts` generated contacts. abook must be installed
    /// (`apt-get install -y abook`); when it is not, its figures are missing and `notes`
    /// says why.
    /// `record`, when given, receives each step's name ("ours first screen", "abook move
    /// one row" …) and the exact bytes written.
    /// - Throws: `Failure` when ours cannot run (no pseudo-terminal, terminal rejected);
    ///   abook problems are reported in `notes` instead.
    @MainActor
    public static func compareWithAbook(contacts: Int = 100,
                                        record: ((String, [UInt8]) -> Void)? = nil) throws -> AbookComparison {
        let fm = FileManager.default
        let work = fm.temporaryDirectory.appendingPathComponent("terminal-bytes-\(UUID().uuidString.prefix(8))")
        try? fm.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: work) }
        let book = work.appendingPathComponent("addressbook")
        var notes = [writeAddressBook(to: book, count: contacts)]
        let rows = addressBookRows(book)

        let ours = try measureTable(rows: rows) { record?("ours " + $0, $1) }
        let plain = try? measureTable(rows: rows, separators: false) { record?("ours without separators " + $0, $1) }

        var abookFigures: ProgramFigures?
        var version: String?
        switch locateAbook() {
        case .success(let path):
            let home = work.appendingPathComponent("home")
            try? fm.createDirectory(at: home, withIntermediateDirectories: true)
            version = abookVersion(path)
            switch measureAbook(path: path, book: book, home: home, record: { record?("abook " + $0, $1) }) {
            case .success(let figures): abookFigures = figures
            case .failure(let why): notes.append("abook figures skipped: \(why.reason)")
            }
        case .failure(let why):
            notes.append("abook figures skipped: \(why.reason)")
        }
        return AbookComparison(contacts: rows.count, ours: ours, oursWithoutSeparators: plain, abook: abookFigures,
                               abookVersion: version, notes: notes)
    }

    /// The `terminal` group of the `benchmarks` executable: the synthetic list figures
    /// with their goals, then ours beside abook with the ratio (goal: at most 1.0 for
    /// moving one row). One line per figure.
    @MainActor
    public static func report() -> [String] {
        func line(_ name: String, _ value: String, _ verdict: String = "") -> String {
            name.padding(toLength: 52, withPad: " ", startingAt: 0) + value.leftPadded(8) + (verdict.isEmpty ? "" : "  " + verdict)
        }
        var out = ["== terminal: bytes written to an 80x24 pseudo-terminal (xterm-256color) =="]
        do {
            let f = try measure()
            func v(_ k: String) -> Int { f[k] ?? -1 }
            func goal(_ value: Int, _ limit: Int) -> String { value <= limit ? "ok" : "MISSED (goal ≤ \(limit))" }
            out.append("Synthetic list screen (bar, 22 rows: name left, phone right in a tint, tab bar):")
            out.append(line("  first frame", "\(v("firstFrameBytes"))"))
            out.append(line("  idle frame", "\(v("idleFrameBytes"))", goal(v("idleFrameBytes"), 0)))
            out.append(line("  cursor moved only", "\(v("cursorOnlyBytes"))"))
            out.append(line("  selection down one row, background colour", "\(v("selectionMoveColorBytes"))",
                            goal(v("selectionMoveColorBytes"), 150)))
            out.append(line("  selection down one row, reverse video", "\(v("selectionMoveReverseBytes"))",
                            goal(v("selectionMoveReverseBytes"), 150)))
            out.append(line("  scroll by one row", "\(v("scrollOneRowBytes"))"))
            out.append(line("  another page", "\(v("pageChangeBytes"))"))
            out.append(line("  full repaint", "\(v("fullRepaintBytes"))", goal(v("fullRepaintBytes"), 12 * 1024)))
            out.append(line("  restore the terminal", "\(v("restoreBytes"))"))
        } catch {
            out.append("  synthetic list: failed: \(error)")
        }
        do {
            let c = try compareWithAbook()
            let name = c.abookVersion ?? "abook"
            out.append("Ours (UIKit table, \(c.contacts) contacts) beside \(name), same contacts:")
            out.append("  " + "step".padding(toLength: 36, withPad: " ", startingAt: 0)
                       + "ours".leftPadded(8) + "abook".leftPadded(8) + "ours/abook".leftPadded(12))
            let steps: [(String, KeyPath<ProgramFigures, Int>, Bool)] = [
                ("first screen", \.firstScreen, false), ("idle, 0.5 s", \.idle, false),
                ("Down: move one row", \.moveOneRow, true), ("full repaint (Ctrl-L / repaint)", \.fullRepaint, false),
            ]
            for (title, key, hasGoal) in steps {
                let ours = c.ours[keyPath: key]
                let theirs = c.abook?[keyPath: key]
                var ratio = "-"
                var verdict = ""
                if let theirs, theirs > 0 {
                    let r = Double(ours) / Double(theirs)
                    ratio = String(format: "%.2f", r)
                    if hasGoal { verdict = r <= 1.0 ? "  ok (goal ≤ 1.0)" : "  MISSED (goal ≤ 1.0)" }
                }
                out.append("  " + title.padding(toLength: 36, withPad: " ", startingAt: 0) + "\(ours)".leftPadded(8)
                           + (theirs.map { "\($0)" } ?? "-").leftPadded(8) + ratio.leftPadded(12) + verdict)
            }
            if let plain = c.oursWithoutSeparators, let theirs = c.abook, theirs.moveOneRow > 0 {
                out.append("  ours without separators (separatorStyle = .none): Down \(plain.moveOneRow) bytes, "
                           + String(format: "%.2f", Double(plain.moveOneRow) / Double(theirs.moveOneRow)) + " of abook's")
            }
            out += c.notes.map { "  note: " + $0 }
        } catch {
            out.append("  ours beside abook: failed: \(error)")
        }
        return out
    }

    // MARK: Ours

    /// A contacts list as the app shows it: `.value1` rows, name and phone.
    final class ContactRowsController: UITableViewController {
        let rows: [(name: String, phone: String)]
        let separators: Bool

        init(rows: [(name: String, phone: String)], separators: Bool) {
            self.rows = rows
            self.separators = separators
            super.init(style: .plain)
            title = "Contacts"
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.tableFooterView = UIView()
            if !separators { tableView.separatorStyle = .none }
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "contact")
                ?? UITableViewCell(style: .value1, reuseIdentifier: "contact")
            cell.textLabel?.text = rows[indexPath.row].name
            cell.detailTextLabel?.text = rows[indexPath.row].phone
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    @MainActor
    static func measureTable(rows: [(name: String, phone: String)], separators: Bool = true,
                             record: (String, [UInt8]) -> Void) throws -> ProgramFigures {
        try withPseudoTerminal(width: 80, height: 24, terminalType: "xterm-256color") { backend, master in
            let application = UIApplication(backend: backend)
            let window = UIWindow(application: application)
            window.rootViewController = UINavigationController(rootViewController: ContactRowsController(rows: rows, separators: separators))
            application.withCurrent { window.makeKeyAndVisible() }
            application.runUntilIdle()
            func take(_ name: String) -> Int {
                let bytes = drain(master)
                record(name, bytes)
                return bytes.count
            }
            let first = take("first screen")

            @MainActor func pass(timeout: TimeInterval) {
                for event in backend.waitForEvents(timeout: timeout) { application.handle(event) }
                application.runUntilIdle()
            }
            pass(timeout: 0.5)
            let idle = take("idle")

            @MainActor func press(_ bytes: String) {
                _ = Array(bytes.utf8).withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
                pass(timeout: 0.5)
            }
            press("\u{1B}OB")
            let move = take("move one row")
            backend.repaint()
            let repaint = take("full repaint")
            return ProgramFigures(firstScreen: first, idle: idle, moveOneRow: move, fullRepaint: repaint)
        }
    }

    // MARK: abook

    package struct Skipped: Error { package let reason: String }

    /// abook's path, found on `PATH` (or /usr/bin). Nothing is installed from here: the
    /// benchmark's instructions (`benchmarks --help`) and `.ci/run` install abook.
    package static func locateAbook() -> Result<String, Skipped> {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
        if let path = paths.map({ $0 + "/abook" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
            return .success(path)
        }
        return .failure(Skipped(reason: "abook is not installed (install it with: apt-get install -y abook)"))
    }

    /// The first line of `abook --help` ("abook v0.6.1").
    static func abookVersion(_ path: String) -> String? {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("abook-help-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: out) }
        _ = spawnAndWait(path, ["--help"], environment: ["PATH": "/usr/bin:/bin"], timeout: 5, output: out.path)
        let text = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").first { $0.hasPrefix("abook") }.map(String.init)
    }

    static func measureAbook(path: String, book: URL, home: URL,
                             record: (String, [UInt8]) -> Void) -> Result<ProgramFigures, Skipped> {
        var master: Int32 = -1, slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { return .failure(Skipped(reason: "openpty failed (errno \(errno))")) }
        defer { close(master) }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        let environment = ["HOME": home.path, "TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
                           "PATH": "/usr/bin:/bin"]
        guard let pid = spawn(path, ["--datafile", book.path], environment: environment, terminal: slave, closeInChild: master) else {
            close(slave)
            return .failure(Skipped(reason: "could not start \(path)"))
        }
        close(slave)
        defer { stop(pid) }

        func send(_ bytes: [UInt8]) { _ = bytes.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) } }
        func take(_ name: String, quiet: Int32, limit: Int) -> Int {
            let bytes = drainUntilQuiet(master, quietMilliseconds: quiet, limitMilliseconds: limit)
            record(name, bytes)
            return bytes.count
        }
        let first = take("first screen", quiet: 300, limit: 5000)
        guard first > 0 else { return .failure(Skipped(reason: "abook wrote nothing within 5 s")) }
        let idle = take("idle", quiet: 500, limit: 500)
        send(Array("\u{1B}OB".utf8))
        let move = take("move one row", quiet: 200, limit: 3000)
        send([0x0C])
        let repaint = take("full repaint", quiet: 200, limit: 3000)
        send(Array("q".utf8))
        _ = drainUntilQuiet(master, quietMilliseconds: 200, limitMilliseconds: 2000)
        return .success(ProgramFigures(firstScreen: first, idle: idle, moveOneRow: move, fullRepaint: repaint))
    }

    /// Everything the other side writes until it has been quiet for `quietMilliseconds`
    /// (or `limitMilliseconds` passed, or it closed).
    static func drainUntilQuiet(_ fd: Int32, quietMilliseconds: Int32, limitMilliseconds: Int) -> [UInt8] {
        var total: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(limitMilliseconds) * 1_000_000
        while DispatchTime.now().uptimeNanoseconds < deadline {
            let left = Int32(max(1, (deadline - min(deadline, DispatchTime.now().uptimeNanoseconds)) / 1_000_000))
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if poll(&p, 1, min(quietMilliseconds, left)) <= 0 { break }
            let n = read(fd, &buffer, buffer.count)
            if n > 0 { total += buffer[0..<n] } else if n < 0 && (errno == EAGAIN || errno == EINTR) { continue } else { break }
        }
        return total
    }

    /// Starts `path` with `environment` only; standard input, output and error on
    /// `terminal` (or /dev/null and `output`), in a session of its own, with default
    /// signal handling.
    static func spawn(_ path: String, _ arguments: [String], environment: [String: String],
                      terminal: Int32? = nil, closeInChild: Int32? = nil, output: String? = nil) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let terminal {
            for fd in Int32(0)...2 { posix_spawn_file_actions_adddup2(&actions, terminal, fd) }
            if terminal > 2 { posix_spawn_file_actions_addclose(&actions, terminal) }
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        if let closeInChild { posix_spawn_file_actions_addclose(&actions, closeInChild) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for sig in [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGCHLD, SIGPIPE, SIGWINCH, SIGTSTP, SIGCONT] { sigaddset(&defaults, sig) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // POSIX_SPAWN_SETSID (glibc 2.26): the child leaves this process's session, so
        // a Ctrl-C meant for the benchmark does not reach it.
        let setsid: Int32 = 0x80
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | setsid))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, &attributes, argv, envp) == 0 else { return nil }
        return pid
    }

    /// Runs a command to its end (at most `timeout` seconds, then stops it); its exit
    /// status, or nil when it could not start or timed out.
    @discardableResult
    static func spawnAndWait(_ path: String, _ arguments: [String], environment: [String: String],
                             timeout: TimeInterval, output: String? = nil) -> Int32? {
        guard let pid = spawn(path, arguments, environment: environment, output: output) else { return nil }
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while Date() < deadline {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid { return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : nil }
            if r < 0 && errno != EINTR { return nil }
            usleep(20_000)
        }
        stop(pid)
        return nil
    }

    /// Waits up to 2 s for a child started here to end, then sends it SIGTERM, then
    /// SIGKILL; reaps it.
    static func stop(_ pid: pid_t) {
        var status: Int32 = 0
        for signal in [0, SIGTERM, SIGKILL] {
            if signal != 0 { kill(pid, signal) }
            for _ in 0..<100 {
                let r = waitpid(pid, &status, WNOHANG)
                if r == pid || (r < 0 && errno == ECHILD) { return }
                usleep(20_000)
            }
        }
    }

    // MARK: The address book

    /// Writes `count` contacts in abook's format to `url`: with the project's
    /// generator (`python3 scripts/generate-contacts.py -n COUNT --format abook`) when
    /// python3 and the script are found, else a plain list written here. Returns a note
    /// saying which.
    static func writeAddressBook(to url: URL, count: Int) -> String {
        let fm = FileManager.default
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let scripts = [URL(fileURLWithPath: fm.currentDirectoryPath).appendingPathComponent("scripts/generate-contacts.py"),
                       root.appendingPathComponent("scripts/generate-contacts.py")]
        if let script = scripts.first(where: { fm.fileExists(atPath: $0.path) }),
           let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: { fm.isExecutableFile(atPath: $0) }),
           spawnAndWait(python, [script.path, "-n", "\(count)", "--format", "abook", "-o", url.path],
                        environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"], timeout: 60) == 0,
           fm.fileExists(atPath: url.path) {
            return "contacts: \(count) from scripts/generate-contacts.py (seed 1)"
        }
        var text = "# abook addressbook file\n\n[format]\nprogram=abook\nversion=0.6.1\n\n"
        let given = ["Anna", "Bruno", "Chloé", "李", "Dmitri", "Zoë", "Ólafur", "Søren", "王", "Aiko"]
        for i in 0..<count {
            text += "\n[\(i)]\nname=\(given[i % given.count]) Contact \(i + 1)\nphone=+41 79 \(100 + i % 900) \(10 + i % 90) \(20 + i % 80)\n"
        }
        try? text.write(to: url, atomically: true, encoding: .utf8)
        return "contacts: \(count) written by the benchmark (scripts/generate-contacts.py or python3 not found)"
    }

    /// Name and first phone (home, mobile, work) of each entry of an abook file, in
    /// file order (abook's own order).
    static func addressBookRows(_ url: URL) -> [(name: String, phone: String)] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var rows: [(name: String, phone: String)] = []
        var fields: [String: String]?
        func flush() {
            guard let f = fields else { return }
            rows.append((f["name"] ?? "", f["phone"] ?? f["mobile"] ?? f["workphone"] ?? ""))
        }
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") && line.hasSuffix("]") {
                flush()
                fields = Int(line.dropFirst().dropLast()) != nil ? [:] : nil
            } else if fields != nil, let eq = line.firstIndex(of: "=") {
                fields?[String(line[..<eq])] = String(line[line.index(after: eq)...])
            }
        }
        flush()
        return rows
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
