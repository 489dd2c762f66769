import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A real Radicale CardDAV server for one test: its own storage folder, htpasswd
/// users (plain text, per Radicale's `htpasswd_encryption = plain`) and a free
/// loopback port; stopped (and its folder removed) when the test drops it. `.ci/run`
/// installs Radicale (Debian's `radicale`); a missing one fails the test.
public final class RadicaleServer {
    public let folder: TemporaryFolder
    public private(set) var port: UInt16 = 0
    private var process: Process?
    private let log: URL

    public var url: String { "\(tls ? "https" : "http")://127.0.0.1:\(port)/" }
    public var host: String { "127.0.0.1:\(port)" }
    /// Where Radicale keeps the collections of `user`.
    public func userFolder(_ user: String) -> URL { folder.url.appendingPathComponent("collections/collection-root/\(user)") }

    /// Radicale's `[auth] type`: `htpasswd` (the users' file), or e.g.
    /// `http_x_remote_user`, where a proxy in front is expected to sign users in (as
    /// Debian's packaged configuration does): requests without its header are anonymous.
    public let authentication: String

    /// Served over TLS with a self-signed certificate for 127.0.0.1 (made with the
    /// `openssl` command), which no trust store knows.
    public let tls: Bool

    public init(users: [String: String], authentication: String = "htpasswd", tls: Bool = false) throws {
        self.authentication = authentication
        self.tls = tls
        folder = try TemporaryFolder(prefix: "radicale")
        if tls {
            let openssl = try TestTools.require("openssl", package: "openssl")
            let made = try TestTools.runMerged(openssl, ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
                                                   "-subj", "/CN=127.0.0.1", "-keyout", folder.file("key.pem").path,
                                                   "-out", folder.file("cert.pem").path])
            guard made.status == 0 else { throw TestTools.Missing("openssl made no certificate: \(made.output)") }
        }
        log = folder.file("radicale.log")
        try setUsers(users)
        try start()
    }

    deinit { stop() }

    public func setUsers(_ users: [String: String]) throws {
        let lines = users.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)\n" }.joined()
        try Data(lines.utf8).write(to: folder.file("users"))
    }

    /// Starts Radicale (on the same port and storage after a ``stop()``) and waits until it answers.
    public func start() throws {
        let radicale = try TestTools.require("radicale", package: "radicale")
        if port == 0 { port = try Self.freePort() }
        let config = """
            [server]
            hosts = 127.0.0.1:\(port)
            ssl = \(tls ? "True" : "False")
            certificate = \(folder.file("cert.pem").path)
            key = \(folder.file("key.pem").path)
            [auth]
            type = \(authentication)
            htpasswd_filename = \(folder.file("users").path)
            htpasswd_encryption = plain
            delay = 0
            [storage]
            filesystem_folder = \(folder.file("collections").path)
            [rights]
            type = owner_only
            [logging]
            level = warning
            """
        try Data(config.utf8).write(to: folder.file("config"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: radicale)
        process.arguments = ["--config", folder.file("config").path]
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        self.process = process
        for _ in 0..<200 {
            if Self.answers(port) { return }
            if !process.isRunning { break }
            usleep(50_000)
        }
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        throw TestTools.Missing("Radicale did not start on port \(port): \(text)")
    }

    /// Stops the server (its storage stays). SIGKILL: a process started from a test
    /// thread inherits its blocked signals, so Radicale would not see SIGTERM.
    public func stop() {
        guard let process, process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        self.process = nil
    }

    /// A port nothing listens on now (bound to 0 and released).
    public static func freePort() throws -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw TestTools.Missing("no free loopback port: \(String(cString: strerror(errno)))") }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Whether something accepts connections on `port`.
    public static func answers(_ port: UInt16) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    /// The vCard files Radicale holds for `user`'s address book `book`, by file name.
    public func cards(of user: String, book: String = "contacts") -> [String: String] {
        let folder = userFolder(user).appendingPathComponent(book)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var cards: [String: String] = [:]
        for name in names where name.hasSuffix(".vcf") {
            cards[name] = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return cards
    }

    /// A PUT with curl, as another client would (no ETag condition).
    public func put(user: String, password: String, path: String, card: String) throws -> Int {
        let curl = try TestTools.require("curl", package: "curl")
        let body = folder.file("put-\(UUID().uuidString).vcf")
        try Data(card.utf8).write(to: body)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: curl)
        process.arguments = ["-s", "-o", "/dev/null", "-w", "%{http_code}", "-u", "\(user):\(password)", "-X", "PUT",
                             "-H", "Content-Type: text/vcard", "--data-binary", "@\(body.path)", url + path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Int(String(decoding: output, as: UTF8.self)) ?? 0
    }
}
