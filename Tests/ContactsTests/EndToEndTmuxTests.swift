import Foundation
import Testing
import UIKit
#if canImport(Glibc)
import Glibc
#endif

/// A private tmux server (own socket, no user configuration) running one
/// program in a detached session; `capture-pane` reads the screen back as text.
final class ContactsTmux {
    let socket = "contacts-e2e-\(UUID().uuidString.prefix(8))"
    static let session = "contacts"
    /// Where each tmux command's output goes (a file, not a pipe: see `run`).
    let scratch: URL

    static var tmuxPath: String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return (paths.map { "\($0)/tmux" } + ["/usr/bin/tmux"]).first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts `arguments` (an executable and its arguments) in a `width × height` session;
    /// when the program ends the session shows "EXITED <status>".
    init(_ arguments: [String], width: Int = 100, height: Int = 30) throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let command = arguments.map { "'\($0.replacingOccurrences(of: "'", with: "'\\''"))'" }.joined(separator: " ")
        try run(["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", Self.session,
                 "sh", "-c", "\(command); echo EXITED $?; sleep 600"])
        try run(["set-option", "-t", Self.session, "status", "off"])
    }

    deinit {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: scratch)
        // tmux leaves its socket file behind when the server is killed.
        let socketDirectory = (ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp") + "/tmux-\(getuid())"
        try? FileManager.default.removeItem(atPath: socketDirectory + "/" + socket)
    }

    struct SpawnFailed: Error { let code: Int32 }

    /// Runs one tmux command of this server and returns its standard output. The first
    /// command forks the server, which would keep a pipe of ours open for ever: tmux is
    /// spawned directly with its output in a file, and with no blocked signals (test
    /// threads block some; tmux and the program it runs must not inherit that).
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let output = scratch.appendingPathComponent("out-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: output) }
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = "C.UTF-8"
        environment["TERM"] = "xterm-256color"
        environment.removeValue(forKey: "TMUX")
        let argv = [Self.tmuxPath ?? "/usr/bin/tmux", "-L", socket] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        var cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in cArguments + cEnvironment { free(pointer) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        var defaulted = sigset_t()
        sigemptyset(&defaulted)
        for signal in [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGCHLD, SIGPIPE, SIGWINCH, SIGTSTP, SIGCONT] {
            sigaddset(&defaulted, signal)
        }
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaulted)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let code = posix_spawn(&pid, argv[0], &actions, &attributes, &cArguments, &cEnvironment)
        guard code == 0 else { throw SpawnFailed(code: code) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }

    /// The screen, one string per row (trailing blanks trimmed by tmux).
    func screen() -> [String] {
        var lines = ((try? run(["capture-pane", "-p", "-t", Self.session])) ?? "").components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Sends keys by tmux name ("Enter", "Tab", "C-u") or literal text.
    func keys(_ keys: String...) { _ = try? run(["send-keys", "-t", Self.session] + keys) }

    /// Literal text (no key-name lookup), e.g. a name that could read as a key.
    func text(_ text: String) { _ = try? run(["send-keys", "-t", Self.session, "-l", text]) }

    /// Polls the screen until `condition` holds or `timeout` seconds pass; returns the last screen.
    @discardableResult
    func waitFor(_ what: String, timeout: TimeInterval = 20, _ condition: ([String]) -> Bool) -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var lines = screen()
        while !condition(lines) && Date() < deadline {
            usleep(50_000)
            lines = screen()
        }
        if !condition(lines) {
            Issue.record("timed out waiting for \(what); the screen was:\n\(lines.joined(separator: "\n"))")
            return lines
        }
        // Then past the longest animation (a push takes 0.35 s; a fading alert looks the
        // same, dim, all along) and until nothing moves for 150 ms: UIKit ignores keys
        // while a screen slides in or an alert appears.
        usleep(400_000)
        var styled = (try? run(["capture-pane", "-p", "-e", "-t", Self.session])) ?? ""
        let settleDeadline = Date().addingTimeInterval(3)
        while Date() < settleDeadline {
            usleep(150_000)
            let again = (try? run(["capture-pane", "-p", "-e", "-t", Self.session])) ?? ""
            if again == styled { break }
            styled = again
        }
        return screen()
    }

    /// Waits until `line` is on screen exactly as a whole line.
    @discardableResult
    func waitForLine(_ line: String, timeout: TimeInterval = 20) -> [String] {
        waitFor("the line \"\(line)\"", timeout: timeout) { $0.contains(line) }
    }
}

/// A list row as drawn at `width` columns: name, phone right-aligned before
/// the disclosure indicator, the section index letter in the last column.
func listRow(_ name: String, _ phone: String, index: String, width: Int = 100) -> String {
    let used = 1 + TextWidth.width(of: name) + TextWidth.width(of: phone) + 2 + 1 + TextWidth.width(of: index)
    return " " + name + String(repeating: " ", count: max(1, width - used)) + phone + " › " + index
}

/// A line centred as the navigation bar centres its title at `width` (no bar buttons).
func centredTitle(_ title: String, width: Int = 100) -> String {
    String(repeating: " ", count: (width - TextWidth.width(of: title)) / 2) + title
}

/// End to end: the real `contacts` executable on ncursesw inside tmux (100×30), on a
/// temporary `--data-dir`: create an account, sign in, add, edit and delete contacts,
/// quit with Ctrl-C, start again and find the data. tmux is installed by `.ci/run`;
/// the test is skipped only when it is missing.
@Suite(.serialized, .enabled(if: ContactsTmux.tmuxPath != nil, "tmux is not installed (apt-get install tmux); the end-to-end test needs it"))
struct EndToEndTmuxTests {
    /// The `contacts` product: $CONTACTS_EXECUTABLE, else beside the test bundle
    /// (`swift build --build-tests` builds every product), else built now.
    static func contactsExecutable() throws -> String {
        let fm = FileManager.default
        if let path = ProcessInfo.processInfo.environment["CONTACTS_EXECUTABLE"], fm.isExecutableFile(atPath: path) {
            return path
        }
        let exe = URL(fileURLWithPath: (try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        var directory = exe.deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("contacts").path
            if fm.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        // Build it: the package root is three levels above this file.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let scratch = root.appendingPathComponent(".build-e2e")
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "--package-path", root.path, "--scratch-path", scratch.path, "--product", "contacts"]
        build.standardOutput = FileHandle.nullDevice
        try build.run()
        build.waitUntilExit()
        let built = scratch.appendingPathComponent("debug/contacts").path
        guard build.terminationStatus == 0, fm.isExecutableFile(atPath: built) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: built])
        }
        return built
    }

    @Test func createSignInAddEditDeleteQuitAndFindTheDataAgain() throws {
        let contacts = try Self.contactsExecutable()
        let data = TemporaryDataDirectory()
        let password = "e2e pass phrase"
        let bar = " Log Out                                  alice's Contacts                                  Edit  +"
        let search = " [Search                                                                                         ]"

        do {
            let tmux = try ContactsTmux([contacts, "--data-dir", data.url.path])
            // First run: the sign-up form. Keys typed while a screen slides in are ignored
            // (UIKit blocks input during transitions), so each step waits for the final
            // screen before typing.
            var lines = tmux.waitForLine("                  No account yet. Type a name and a password, then Create Account.")
            #expect(lines.first == centredTitle("Create Account"))
            tmux.text("alice")
            tmux.keys("Tab")
            tmux.text(password)
            tmux.keys("Tab")
            tmux.text(password)
            tmux.keys("Enter")
            lines = tmux.waitForLine(" No contacts yet. Press + to add one.")
            #expect(Array(lines.prefix(4)) == [
                bar, " [Search                                                                                          ]", "",
                " No contacts yet. Press + to add one.",
            ])

            // Add two contacts: "+" on the rows opens Add Contact; Return moves from field
            // to field (Name, Company, Job title, Phone, Email, Birthday) and, on the last
            // one-line field, adds.
            let addScreen: ([String]) -> Bool = { $0.contains { $0.contains("Name        [Name (required)") } }
            tmux.text("+")
            tmux.waitFor("the Add screen", addScreen)
            tmux.text("张三")
            tmux.keys("Enter", "Enter", "Enter")
            tmux.text("+86 138 0013 8000")
            tmux.keys("Enter", "Enter", "Enter")
            tmux.waitForLine(listRow("张三", "+86 138 0013 8000", index: "B"))
            tmux.text("+")
            tmux.waitFor("the Add screen", addScreen)
            tmux.text("Ada Lovelace")
            tmux.keys("Enter", "Enter", "Enter")
            tmux.text("+1 (869) 866-6055")
            tmux.keys("Enter", "Enter", "Enter")
            lines = tmux.waitForLine(listRow("张三", "+86 138 0013 8000", index: "D"))
            // 29 rows for the table: the 27 index titles (A–Z, #) start on its second line.
            #expect(Array(lines.prefix(6)) == [
                bar,
                search,
                " A                                                                                                 A",
                listRow("Ada Lovelace", "+1 (869) 866-6055", index: "B"),
                " Z                                                                                                 C",
                listRow("张三", "+86 138 0013 8000", index: "D"),
            ])

            // Edit 张三: Home, Down to the row; Enter opens it read-only; Enter on "Edit";
            // a new phone number; Return ×3 (Email, Birthday, save) saves.
            tmux.keys("Home", "Down", "Enter")
            tmux.waitFor("the read-only card") { $0.contains { $0.contains("mobile     [+86 138 0013 8000 ") } }
            tmux.keys("Enter")
            tmux.waitForLine(" ‹ Back                                       Contact                                        Cancel")
            tmux.keys("C-u")
            tmux.text("+86 139 0000 1111")
            tmux.keys("Enter", "Enter", "Enter")
            tmux.waitForLine(listRow("张三", "+86 139 0000 1111", index: "D"))

            // Delete Ada Lovelace: Home, Delete, then the alert's "Delete".
            tmux.keys("Home", "DC")
            tmux.waitFor("the delete alert") { $0.contains { $0.contains("Delete Ada Lovelace? This cannot be undone.") } }
            tmux.keys("Tab", "Enter")
            lines = tmux.waitForLine(listRow("张三", "+86 139 0000 1111", index: "B"))
            #expect(Array(lines.prefix(4)) == [
                bar,
                search,
                " Z                                                                                                 A",
                listRow("张三", "+86 139 0000 1111", index: "B"),
            ])
            #expect(!lines.joined().contains("Ada Lovelace"))

            // Ctrl-C quits cleanly.
            tmux.keys("C-c")
            tmux.waitForLine("EXITED 0")
        }

        // Second run: Login with the last account prefilled; the data is there.
        let tmux = try ContactsTmux([contacts, "--data-dir", data.url.path])
        var lines = tmux.waitForLine("                  Password  [Password                                            ]")
        #expect(lines.first == centredTitle("Private Contacts"))
        #expect(lines.contains("                  Account   [alice                                               ]"))
        tmux.text(password)
        tmux.keys("Enter")
        lines = tmux.waitForLine(listRow("张三", "+86 139 0000 1111", index: "B"))
        #expect(!lines.joined().contains("Ada Lovelace"))
        tmux.keys("C-c")
        tmux.waitForLine("EXITED 0")
    }
}
