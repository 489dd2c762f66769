import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whole-file writes that are never seen half-done, for the small files
/// beside the database.
enum AtomicFile {
    /// Writes `data` to `url` atomically with mode 0600: a temporary file is
    /// created in the same directory (`O_EXCL`, mode 0600), written, fsynced,
    /// renamed over `url` (rename(2) is atomic within a file system), and the
    /// directory is fsynced so the rename itself survives a power cut.
    /// On failure the temporary file is removed and `url` is unchanged.
    static func write(_ data: Data, to url: URL) throws {
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/." + url.lastPathComponent + ".tmp-" + UUID().uuidString
        func failure(_ what: String, _ code: Int32) -> ContactsStoreError {
            let reason = "\(what): \(String(cString: strerror(code)))"
            switch code {
            case EACCES, EPERM, EROFS: return .readOnly(path: url.path, detail: reason)
            case ENOSPC, EDQUOT: return .diskFull(path: url.path)
            default: return .file(path: url.path, reason: reason)
            }
        }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw failure("cannot create a temporary file", errno) }
        var ok = false
        defer {
            if !ok { unlink(temporary) }
        }
        do {
            defer { Glibc.close(fd) }
            // The umask can only remove bits; set 0600 explicitly anyway.
            guard fchmod(fd, 0o600) == 0 else { throw failure("cannot set mode 0600", errno) }
            let writeError = data.withUnsafeBytes { FileDescriptorIO.writeAll(fd, $0) }
            guard writeError == 0 else { throw failure("cannot write", writeError) }
            guard fsync(fd) == 0 else { throw failure("cannot sync", errno) }
        }
        guard rename(temporary, url.path) == 0 else { throw failure("cannot replace the file", errno) }
        ok = true
        let dirFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dirFD >= 0 {
            _ = fsync(dirFD)
            Glibc.close(dirFD)
        }
    }

    /// The contents of `url`, or nil when it does not exist.
    static func read(_ url: URL) throws -> Data? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw ContactsStoreError.file(path: url.path, reason: "cannot read: \(error.localizedDescription)")
        }
    }

    /// Deletes `url`; a missing file is not an error.
    static func remove(_ url: URL) throws {
        if unlink(url.path) != 0 && errno != ENOENT {
            throw ContactsStoreError.file(path: url.path, reason: "cannot delete: \(String(cString: strerror(errno)))")
        }
    }
}
