import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The remember-me token on disk: one line in `<data dir>/login-token`,
/// mode 0600, written atomically. It holds the random token only, never a
/// password; the database keeps only the token's SHA-256.
public struct TokenFile: Sendable {
    /// The file's location.
    public let url: URL

    /// The token file of a data directory.
    public init(directory: DataDirectory) { url = directory.tokenURL }
    /// A token file at an explicit location.
    public init(url: URL) { self.url = url }

    /// Stores `token`, replacing any previous one.
    /// - Throws: ``ContactsStoreError/file(path:reason:)``.
    public func write(_ token: String) throws {
        try AtomicFile.write(Data((token + "\n").utf8), to: url)
    }

    /// The stored token, or nil when there is none (or the file is empty).
    /// - Throws: ``ContactsStoreError/file(path:reason:)`` when it cannot be read.
    public func read() throws -> String? {
        guard let data = try AtomicFile.read(url) else { return nil }
        let token = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return token.isEmpty ? nil : token
    }

    /// Deletes the file (log out). A missing file is fine.
    public func delete() throws { try AtomicFile.remove(url) }
}
