import Foundation

/// Programs the tests run: system tools CI installs, and this package's own products.
///
/// A missing tool fails the test with what to install, never skips it: `.ci/run` installs
/// every package a test needs, so a skip would only hide that CI lost one.
public enum TestTools {
    /// A tool (or one of its dependencies) is missing.
    public struct Missing: Error, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    /// `name` on `PATH` (or in /usr/bin, /bin), if it is there.
    public static func path(of name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        return (paths + ["/usr/bin", "/bin"]).map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `name` on `PATH`, or throws `Missing` naming the Debian `package` that provides it.
    public static func require(_ name: String, package: String) throws -> String {
        guard let path = path(of: name) else {
            throw Missing("\(name) is not installed: apt-get install \(package) (.ci/run installs it)")
        }
        return path
    }

    /// Runs `executable` with `arguments` (and `environment`, else this process's) to its
    /// end, standard input from /dev/null, standard output and standard error into one pipe
    /// as a shell's `2>&1` does: the exit status and everything it wrote, in the order it
    /// reached the pipe.
    public static func runMerged(_ executable: String, _ arguments: [String],
                                 environment: [String: String]? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// This package's executable product `name`: `$override` when that names an executable,
    /// else the one beside the test bundle (`swift build --build-tests` builds every
    /// product into the directory the test bundle runs from), else nil.
    public static func product(_ name: String, override: String? = nil) -> String? {
        let fm = FileManager.default
        if let override, let path = ProcessInfo.processInfo.environment[override], fm.isExecutableFile(atPath: path) {
            return path
        }
        let exe = URL(fileURLWithPath: (try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        var directory = exe.deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent(name).path
            if fm.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }
}
