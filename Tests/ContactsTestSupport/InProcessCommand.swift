import ContactsStore
import Foundation
import TestSupport
@testable import ContactsApp
#if canImport(Glibc)
import Glibc
#endif

/// The `contacts` command run in this process on a temporary data
/// directory, its standard streams on files, with the weak test work
/// factor: fast enough for many runs per test, and parallel-safe (no
/// process-wide state is touched; the environment is passed explicitly).
/// The command tests use it directly; the sync tests' `SyncMachine` is one of these
/// with an account.
public final class InProcessCommand {
    public struct Run: CustomStringConvertible {
        public var status: Int32
        public var output: String
        public var error: String
        public var outputBytes: [UInt8]
        public var description: String { "status \(status)\n--- stdout\n\(output)--- stderr\n\(error)" }
    }

    /// The folder everything lives in: `HOME` of each run, and `data/` in it the data directory.
    public let folder: TemporaryFolder
    public var root: URL { folder.url }
    public var dataDirectory: String { root.appendingPathComponent("data").path }
    public static let password = "s3cret pass"

    /// A command on a fresh folder named `prefix-UUID` (no account yet).
    public init(prefix: String = "contacts-cmd") throws {
        folder = try TemporaryFolder(prefix: prefix)
    }

    /// Runs `contacts --data-dir DATA ARGUMENTS` (without `--data-dir` when `dataDir` is
    /// false) with `input` on standard input; the `…IsTerminal` flags say which streams
    /// claim to be a terminal; `environment` is added to `HOME`; `outputPath` replaces the
    /// output file (`/dev/full`: a full disk), and then the output reads as empty.
    public func run(_ arguments: [String], input: String = "", inputIsTerminal: Bool = false, outputIsTerminal: Bool = false,
                    errorIsTerminal: Bool = false,
                    dataDir: Bool = true, environment: [String: String] = [:], outputPath: String? = nil) throws -> Run {
        let id = UUID().uuidString
        let inURL = root.appendingPathComponent("in-\(id)"), outURL = root.appendingPathComponent("out-\(id)")
        let errURL = root.appendingPathComponent("err-\(id)")
        try Data(input.utf8).write(to: inURL)
        let input = open(inURL.path, O_RDONLY | O_CLOEXEC)
        let output = open(outputPath ?? outURL.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let error = open(errURL.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer {
            for url in [inURL, outURL, errURL] { try? FileManager.default.removeItem(at: url) }
        }
        let console = Console(input: input, output: output, error: error, inputIsTerminal: inputIsTerminal,
                              outputIsTerminal: outputIsTerminal, errorIsTerminal: errorIsTerminal)
        var env = ["HOME": root.path]
        for (key, value) in environment { env[key] = value }
        let status = ContactsCommandLine.run((dataDir ? ["--data-dir", dataDirectory] : []) + arguments, console: console,
                                             environment: env, passwordParameters: .weakForTesting,
                                             interactive: { _ in 99 })
        close(input); close(output); close(error)
        let outData = outputPath == nil ? try Data(contentsOf: outURL) : Data(), errData = try Data(contentsOf: errURL)
        return Run(status: status, output: String(decoding: outData, as: UTF8.self),
                   error: String(decoding: errData, as: UTF8.self), outputBytes: [UInt8](outData))
    }

    /// A file in the temporary directory.
    @discardableResult
    public func file(_ name: String, _ contents: String) throws -> String {
        let url = root.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    /// Creates account `name` with `password` and remembers it (`contacts login`), so later
    /// runs need no password.
    public func makeAccount(_ name: String, password: String) throws {
        let add = try run(["account", "add", name], input: password + "\n")
        precondition(add.status == 0, add.description)
        let login = try run(["login"], input: password + "\n")
        precondition(login.status == 0, login.description)
    }

    /// Creates account "alice" with `password` and remembers it.
    public func makeAlice() throws {
        try makeAccount("alice", password: Self.password)
    }
}

/// C0 controls (but tab and line feed), DEL and C1 controls in `bytes`.
public func controlBytes(_ bytes: [UInt8], allowing allowed: Set<UInt8> = [0x09, 0x0A]) -> [UInt8] {
    var found: [UInt8] = []
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        if (byte < 0x20 && !allowed.contains(byte)) || byte == 0x7F { found.append(byte) }
        if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { found.append(bytes[index + 1]) }
        index += 1
    }
    return found
}
