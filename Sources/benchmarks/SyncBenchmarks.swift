import ContactsApp
import ContactsStore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `benchmarks sync`: the first sync of a new machine against a real Radicale holding
/// 1,000 and 10,000 cards (the release `contacts` binary as a process: wall and CPU
/// time, peak resident memory, HTTP requests), then a sync with nothing changed, which
/// must be one request (the sync-collection REPORT with the token; the count is also
/// asserted by `CardDAVSyncTests`). Needs `radicale` (Debian's package, as `.ci/run`
/// installs), `/usr/bin/time` (Debian's `time`) and the `contacts` product built in
/// release beside this binary (or named by `BENCH_CONTACTS`). The wall figure includes
/// Radicale's own work (it indexes every card on the first listing); CPU and memory are
/// the `contacts` process's alone.
func runSyncBenchmarks() {
    print("== sync ==")
    do {
        try SyncBenchmarkRun().run()
    } catch {
        print("sync benchmarks failed: \(error)")
    }
}

private struct SyncBenchmarkRun {
    let password = "bench-server-pw"
    /// Cards per address book; `BENCH_SYNC_SIZES=1000,5000` changes them.
    let sizes = ProcessInfo.processInfo.environment["BENCH_SYNC_SIZES"]?.split(separator: ",").compactMap { Int($0) }
        ?? [1_000, 10_000]

    struct Failure: Error, CustomStringConvertible { var description: String }

    func run() throws {
        // BENCH_CONTACTS names another contacts binary (a release one, from a debug run of this tool).
        let contacts = ProcessInfo.processInfo.environment["BENCH_CONTACTS"]
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
                .deletingLastPathComponent().appendingPathComponent("contacts").path
        guard FileManager.default.isExecutableFile(atPath: contacts) else {
            throw Failure(description: "no contacts binary at \(contacts): swift build -c release --product contacts")
        }
        guard let radicale = which("radicale") else { throw Failure(description: "radicale is not installed (apt-get install radicale)") }
        let work = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("sync-bench-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        // One server, a user per size, each address book written into Radicale's storage
        // before it starts (what another client would have uploaded).
        let users = sizes.map { "bench\($0)" }
        for (user, size) in zip(users, sizes) { try seed(work.appendingPathComponent("collections/collection-root/\(user)/contacts"), size) }
        try Data(users.map { "\($0):\(password)\n" }.joined().utf8).write(to: work.appendingPathComponent("users"))
        let port = try freePort()
        try Data("""
            [server]
            hosts = 127.0.0.1:\(port)
            [auth]
            type = htpasswd
            htpasswd_filename = \(work.appendingPathComponent("users").path)
            htpasswd_encryption = plain
            delay = 0
            [storage]
            filesystem_folder = \(work.appendingPathComponent("collections").path)
            [rights]
            type = owner_only
            [logging]
            level = warning
            """.utf8).write(to: work.appendingPathComponent("config"))
        let server = Process()
        server.executableURL = URL(fileURLWithPath: radicale)
        server.arguments = ["--config", work.appendingPathComponent("config").path]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer { server.terminate(); kill(server.processIdentifier, SIGKILL) }
        var up = false
        for _ in 0..<200 where !up {
            up = answers(port)
            if !up { usleep(50_000) }
        }
        guard up else { throw Failure(description: "Radicale did not start on port \(port)") }
        print("contacts: \(contacts)")
        print("load average at start: \(String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: "/proc/loadavg"))) ?? Data(), as: UTF8.self).split(separator: " ").prefix(3).joined(separator: " "))")

        for (user, size) in zip(users, sizes) {
            let data = work.appendingPathComponent("data-\(size)")
            let book = try AddressBook(dataDirectory: DataDirectory(url: data), passwordParameters: .weakForTesting)
            try book.remember(try book.createAccount(name: user, password: "account pw"))
            book.close()
            let add = try timed(contacts, ["--data-dir", data.path, "sync", "add", "http://127.0.0.1:\(port)/"], input: password + "\n")
            guard add.status == 0 else { throw Failure(description: "sync add failed: \(add.output)") }
            // A long time-out: Radicale indexes every card on the first listing (its own time, in the wall figure).
            let first = try timed(contacts, ["--data-dir", data.path, "sync", "--timeout", "1800"])
            guard first.status == 0, first.output.contains("here: \(size) added") else {
                throw Failure(description: "first sync of \(size) failed: \(first.output)")
            }
            let idle = try timed(contacts, ["--data-dir", data.path, "sync", "--timeout", "1800"])
            let n = Double(size)
            report("first sync, \(size) cards from the server: wall", String(format: "%.2f s (%.0f µs per card)", first.wall, first.wall / n * 1e6))
            report("first sync, \(size) cards: CPU user + system", String(format: "%.2f s (%.0f µs per card)", first.cpu, first.cpu / n * 1e6))
            report("first sync, \(size) cards: peak RSS", String(format: "%.1f MB (%.1f kB per card)", Double(first.peakKilobytes) / 1024,
                                                                Double(first.peakKilobytes) / n))
            report("first sync, \(size) cards: HTTP requests", "\(first.requests)")
            report("sync with nothing changed, \(size) cards: HTTP requests", "\(idle.requests)"
                   + (idle.requests == 1 ? " (goal 1: met)" : " (goal 1: NOT met)"))
            report("sync with nothing changed, \(size) cards: wall / CPU / peak", String(format: "%.0f ms / %.0f ms / %.1f MB",
                   idle.wall * 1e3, idle.cpu * 1e3, Double(idle.peakKilobytes) / 1024))
        }
        print("load average at end: \(String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: "/proc/loadavg"))) ?? Data(), as: UTF8.self).split(separator: " ").prefix(3).joined(separator: " "))")
    }

    /// `count` vCard 3.0 cards and the address book's properties, as Radicale stores them.
    func seed(_ folder: URL, _ count: Int) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"D:displayname": "Contacts", "tag": "VADDRESSBOOK"}"#.utf8).write(to: folder.appendingPathComponent(".Radicale.props"))
        let given = ["Ada", "Alan", "Grace", "Edsger", "Barbara", "Donald", "Frances", "John", "Katherine", "Wei"]
        let family = ["Lovelace", "Turing", "Hopper", "Dijkstra", "Liskov", "Knuth", "Allen", "Backus", "Johnson", "Zhang"]
        for index in 0..<count {
            let first = given[index % given.count], last = family[(index / given.count) % family.count]
            let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:bench-\(index)\r\nFN:\(first) \(last) \(index)\r\nN:\(last);\(first);;;\r\n"
                + "TEL;TYPE=CELL:+44 7700 \(String(format: "%06d", index))\r\nEMAIL:\(first.lowercased()).\(index)@example.org\r\n"
                + "NOTE:card \(index) of \(count)\r\nEND:VCARD\r\n"
            try Data(card.utf8).write(to: folder.appendingPathComponent("bench-\(index).vcf"))
        }
    }

    struct Timing { var wall: Double; var cpu: Double; var peakKilobytes: Int; var status: Int32; var output: String; var requests: Int }

    /// Runs `path` under /usr/bin/time (wall, user + system, peak RSS) with `input` on
    /// standard input; the requests are read from the sync's "in N requests" line.
    func timed(_ path: String, _ arguments: [String], input: String = "") throws -> Timing {
        let report = NSTemporaryDirectory() + "sync-bench-time-\(getpid())"
        defer { unlink(report) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%e %U %S %M", "-o", report, path] + arguments
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = (try String(contentsOfFile: report, encoding: .utf8)).split(whereSeparator: \.isNewline).last?
            .split(separator: " ").compactMap { Double($0) } ?? []
        guard fields.count == 4 else { throw Failure(description: "/usr/bin/time gave no figures for \(arguments)") }
        var requests = 0
        if let range = output.range(of: #" in \d+ request"#, options: .regularExpression) {
            requests = Int(output[range].filter(\.isNumber)) ?? 0
        }
        return Timing(wall: fields[0], cpu: fields[1] + fields[2], peakKilobytes: Int(fields[3]), status: process.terminationStatus,
                      output: output, requests: requests)
    }

    func which(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    func freePort() throws -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in(sin_family: sa_family_t(AF_INET), sin_port: 0, sin_addr: in_addr(s_addr: inet_addr("127.0.0.1")),
                                  sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw Failure(description: "no free loopback port") }
        return UInt16(bigEndian: address.sin_port)
    }

    func answers(_ port: UInt16) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in(sin_family: sa_family_t(AF_INET), sin_port: port.bigEndian,
                                  sin_addr: in_addr(s_addr: inet_addr("127.0.0.1")), sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}
