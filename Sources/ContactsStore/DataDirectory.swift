import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where the contacts database, the preferences and the remember-me token
/// live.
///
/// Precedence, first match wins:
/// 1. an explicit directory (the app's `--data-dir DIR` flag);
/// 2. the environment variable `CONTACTS_DATA_DIR`, when set and not empty;
/// 3. `$XDG_DATA_HOME/contacts`, when `XDG_DATA_HOME` is set to an absolute
///    path (the XDG Base Directory Specification says relative values are
///    invalid and must be ignored);
/// 4. `$HOME/.local/share/contacts` (the specification's default), with the
///    home directory from `HOME`, else from the password database.
///
/// Relative paths in 1 and 2 are resolved against the current directory.
/// Source: https://specifications.freedesktop.org/basedir-spec/latest/
public struct DataDirectory: Equatable, Sendable {
    /// Which rule chose the directory.
    public enum Source: String, Equatable, Sendable {
        case flag, environment, xdgDataHome, home
    }

    /// The environment variable that overrides the XDG location.
    public static let environmentVariable = "CONTACTS_DATA_DIR"
    /// File name of the database inside the directory.
    public static let databaseFileName = "contacts.sqlite"
    /// File name of the preferences inside the directory.
    public static let preferencesFileName = "preferences.json"
    /// File name of the remember-me token inside the directory.
    public static let tokenFileName = "login-token"

    /// The directory, as an absolute file URL.
    public let url: URL
    /// The rule that chose it.
    public let source: Source

    /// A directory given directly (tests, or a caller that resolved it itself).
    public init(url: URL, source: Source = .flag) {
        self.url = url.standardizedFileURL
        self.source = source
    }

    /// Resolves the directory by the precedence above. Nothing is created.
    ///
    /// - Parameters:
    ///   - explicitDirectory: the `--data-dir` value, or nil.
    ///   - environment: the process environment (injectable for tests).
    ///   - currentDirectory: base for relative paths.
    /// - Throws: ``ContactsStoreError/dataDirectory(path:reason:)`` when no
    ///   rule applies (no usable `HOME`).
    public static func resolve(
        explicitDirectory: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) throws -> DataDirectory {
        func absolute(_ path: String) -> URL {
            let expanded = (path as NSString).expandingTildeInPath
            if expanded.hasPrefix("/") { return URL(fileURLWithPath: expanded) }
            return URL(fileURLWithPath: currentDirectory).appendingPathComponent(expanded)
        }
        if let flag = explicitDirectory, !flag.isEmpty {
            return DataDirectory(url: absolute(flag), source: .flag)
        }
        if let value = environment[environmentVariable], !value.isEmpty {
            return DataDirectory(url: absolute(value), source: .environment)
        }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return DataDirectory(url: URL(fileURLWithPath: xdg).appendingPathComponent("contacts"), source: .xdgDataHome)
        }
        let home: String
        if let value = environment["HOME"], value.hasPrefix("/") {
            home = value
        } else if let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir, dir.pointee != 0 {
            home = String(cString: dir)
        } else {
            throw ContactsStoreError.dataDirectory(
                path: "~/.local/share/contacts",
                reason: "no home directory (HOME is not set); pass --data-dir or set \(environmentVariable)")
        }
        return DataDirectory(url: URL(fileURLWithPath: home).appendingPathComponent(".local/share/contacts"), source: .home)
    }

    /// The directory as a path string.
    public var path: String { url.path }
    /// `<dir>/contacts.sqlite`.
    public var databaseURL: URL { url.appendingPathComponent(Self.databaseFileName) }
    /// `<dir>/preferences.json`.
    public var preferencesURL: URL { url.appendingPathComponent(Self.preferencesFileName) }
    /// `<dir>/login-token`.
    public var tokenURL: URL { url.appendingPathComponent(Self.tokenFileName) }

    /// Creates the directory, and any missing parents, with mode 0700 (owner
    /// only, as the XDG specification asks). An existing directory keeps its
    /// mode: the store does not change permissions it did not set.
    ///
    /// - Throws: ``ContactsStoreError/dataDirectory(path:reason:)`` when the
    ///   path exists and is not a directory, or cannot be created.
    public func create() throws {
        var components: [String] = []
        var current = url
        // Collect the missing ancestors, deepest last.
        while !FileManager.default.fileExists(atPath: current.path), current.path != "/" {
            components.append(current.path)
            current = current.deletingLastPathComponent()
        }
        for directory in components.reversed() {
            if mkdir(directory, 0o700) != 0 && errno != EEXIST {
                let reason = String(cString: strerror(errno))
                throw ContactsStoreError.dataDirectory(path: directory, reason: "cannot create directory: \(reason)")
            }
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ContactsStoreError.dataDirectory(path: path, reason: "exists and is not a directory")
        }
    }
}
