import CSQLite

/// An error reported by SQLite: the result code of the failing call and the
/// message SQLite gave for it (`sqlite3_errmsg`).
///
/// `code` is the primary result code (`SQLITE_BUSY`, `SQLITE_FULL`, …; see
/// https://www.sqlite.org/rescode.html), `extendedCode` the extended code
/// (`SQLITE_IOERR_WRITE`, …) when SQLite reported one, else equal to `code`.
public struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Primary result code (the low 8 bits of the extended code).
    public let code: Int32
    /// Extended result code as returned by `sqlite3_extended_errcode`.
    public let extendedCode: Int32
    /// SQLite's own message, e.g. "file is not a database".
    public let message: String
    /// The operating system's `errno` for the last I/O failure
    /// (`sqlite3_system_errno`), 0 when none; ENOSPC tells a full disk.
    public let systemErrno: Int32

    public init(code: Int32, extendedCode: Int32? = nil, message: String, systemErrno: Int32 = 0) {
        self.code = code & 0xFF
        self.extendedCode = extendedCode ?? code
        self.message = message
        self.systemErrno = systemErrno
    }

    /// The symbolic name of the primary result code, e.g. "SQLITE_FULL".
    public var codeName: String {
        switch code {
        case SQLITE_ERROR: return "SQLITE_ERROR"
        case SQLITE_INTERNAL: return "SQLITE_INTERNAL"
        case SQLITE_PERM: return "SQLITE_PERM"
        case SQLITE_ABORT: return "SQLITE_ABORT"
        case SQLITE_BUSY: return "SQLITE_BUSY"
        case SQLITE_LOCKED: return "SQLITE_LOCKED"
        case SQLITE_NOMEM: return "SQLITE_NOMEM"
        case SQLITE_READONLY: return "SQLITE_READONLY"
        case SQLITE_INTERRUPT: return "SQLITE_INTERRUPT"
        case SQLITE_IOERR: return "SQLITE_IOERR"
        case SQLITE_CORRUPT: return "SQLITE_CORRUPT"
        case SQLITE_NOTFOUND: return "SQLITE_NOTFOUND"
        case SQLITE_FULL: return "SQLITE_FULL"
        case SQLITE_CANTOPEN: return "SQLITE_CANTOPEN"
        case SQLITE_PROTOCOL: return "SQLITE_PROTOCOL"
        case SQLITE_SCHEMA: return "SQLITE_SCHEMA"
        case SQLITE_TOOBIG: return "SQLITE_TOOBIG"
        case SQLITE_CONSTRAINT: return "SQLITE_CONSTRAINT"
        case SQLITE_MISMATCH: return "SQLITE_MISMATCH"
        case SQLITE_MISUSE: return "SQLITE_MISUSE"
        case SQLITE_NOLFS: return "SQLITE_NOLFS"
        case SQLITE_AUTH: return "SQLITE_AUTH"
        case SQLITE_RANGE: return "SQLITE_RANGE"
        case SQLITE_NOTADB: return "SQLITE_NOTADB"
        default: return "SQLite result code \(code)"
        }
    }

    public var description: String { "\(codeName): \(message)" }
}
