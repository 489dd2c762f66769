import CSQLite
import Foundation

/// Every error the contacts store reports. `description` is one line that a
/// person can act on; the `contacts` command prints it as is.
///
/// Errors about a database file always say whether the file was left
/// untouched: the store never overwrites a file it did not create.
public enum ContactsStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but is not a SQLite database (SQLite: "file is not a database").
    case notADatabase(path: String)
    /// A SQLite database that belongs to another program: a foreign
    /// `application_id`, or tables without our `application_id`.
    case foreignDatabase(path: String, reason: String)
    /// The schema version (`PRAGMA user_version`) is newer than this program knows.
    case newerSchema(path: String, found: Int, supported: Int)
    /// `PRAGMA quick_check` failed, or SQLite reported `SQLITE_CORRUPT`.
    case damaged(path: String, detail: String)
    /// Another process held the database lock for longer than the busy timeout.
    case busy(path: String, waitedMilliseconds: Int)
    /// A write failed because the disk (or the database's size limit) is full.
    case diskFull(path: String)
    /// The database or its directory cannot be written.
    case readOnly(path: String, detail: String)
    /// A read-only open found no database: no data directory, no file, or
    /// a file without a contacts schema yet. Nothing was created.
    case missingDatabase(path: String, reason: String)
    /// The database file is empty (0 bytes): it holds no database. It was not modified.
    case emptyDatabaseFile(path: String)
    /// The database file or its directory cannot be opened or created.
    case cannotOpen(path: String, detail: String)
    /// Any other SQLite failure, with SQLite's code and message.
    case sqlite(path: String, SQLiteError)
    /// A schema migration failed; the database stays at version `from`.
    case migrationFailed(path: String, from: Int, to: Int, detail: String)

    /// The data directory could not be resolved or created.
    case dataDirectory(path: String, reason: String)
    /// A file beside the database (token, preferences) could not be read or written.
    case file(path: String, reason: String)
    /// The preferences file exists but does not hold valid preferences.
    case invalidPreferences(path: String, reason: String)

    /// An account name is empty, too long, or contains control characters.
    case invalidAccountName(String, reason: String)
    /// A password was empty.
    case emptyPassword
    /// `createAccount` with a name that exists (names compare case-insensitively).
    case accountExists(String)
    /// An operation on an account that no longer exists.
    case accountNotFound(String)
    /// A stored password hash cannot be parsed (damaged or foreign record).
    case invalidPasswordRecord(account: String)
    /// libcrypto failed (scrypt parameters refused, out of memory, no randomness).
    case crypto(String)
    /// A contact id that does not exist in the given account.
    case contactNotFound(id: Int64)
    /// The account's contacts are sealed and this connection has not been given the
    /// account's key: sign in with its password or its remembered login first
    /// (``ContactsDatabase/verify(name:password:)``, ``ContactsDatabase/account(forToken:)``).
    case accountLocked(String)

    public var description: String {
        switch self {
        case .notADatabase(let path):
            return "\(path) is not a SQLite database (file is not a database); it was not modified"
        case .foreignDatabase(let path, let reason):
            return "\(path) belongs to another program (\(reason)); it was not modified"
        case .newerSchema(let path, let found, let supported):
            return "database \(path) has schema version \(found), newer than this program supports (\(supported)); "
                + "use a newer version of contacts; it was not modified"
        case .damaged(let path, let detail):
            return "database \(path) is damaged (\(detail)); it was not modified"
        case .busy(let path, let waited):
            return "the contacts database is in use by another process (\(path), waited \(waited) ms); "
                + "close the other contacts program and try again"
        case .diskFull(let path):
            return "cannot write to \(path): the disk is full; the change was not saved and the previous data is intact"
        case .missingDatabase(let path, let reason):
            return "no contacts database at \(path): \(reason); check --data-dir or \(DataDirectory.environmentVariable), "
                + "or create an account with 'contacts account add NAME'"
        case .emptyDatabaseFile(let path):
            return "database \(path) is an empty file (0 bytes), not a contacts database; it was not modified "
                + "(delete it to start a new book)"
        case .readOnly(let path, let detail):
            return "cannot write to \(path): it is read-only (\(detail)); reading still works; "
                + "check the permissions of the file and its directory, or how the disk is mounted"
        case .cannotOpen(let path, let detail):
            return "cannot open database \(path) (\(detail))"
        case .sqlite(let path, let error):
            return "database \(path): \(error)"
        case .migrationFailed(let path, let from, let to, let detail):
            return "could not upgrade database \(path) from schema version \(from) to \(to) (\(detail)); it was left at version \(from)"
        case .dataDirectory(let path, let reason):
            return "data directory \(path): \(reason)"
        case .file(let path, let reason):
            return "\(path): \(reason)"
        case .invalidPreferences(let path, let reason):
            return "preferences file \(path) is not valid (\(reason)); fix or delete it"
        case .invalidAccountName(let name, let reason):
            return "invalid account name \"\(name)\": \(reason)"
        case .emptyPassword:
            return "the password must not be empty"
        case .accountExists(let name):
            return "an account named \"\(name)\" already exists"
        case .accountNotFound(let name):
            return "no account named \"\(name)\""
        case .invalidPasswordRecord(let account):
            return "the stored password record of account \"\(account)\" is damaged; set a new password"
        case .crypto(let detail):
            return "cryptography failure: \(detail)"
        case .contactNotFound(let id):
            return "no contact with id \(id) in this account"
        case .accountLocked(let name):
            return "the contacts of \"\(name)\" are encrypted; sign in with its password first"
        }
    }
}

extension ContactsStoreError {
    /// Translates a SQLite failure on the database at `path` into the error a
    /// person can act on (busy, full, damaged, read-only, …).
    static func from(_ error: SQLiteError, path: String, busyTimeout: Int32) -> ContactsStoreError {
        switch error.code {
        case SQLITE_BUSY, SQLITE_LOCKED:
            return .busy(path: path, waitedMilliseconds: Int(busyTimeout))
        case SQLITE_FULL:
            return .diskFull(path: path)
        case SQLITE_CORRUPT:
            return .damaged(path: path, detail: error.message)
        case SQLITE_NOTADB:
            return .notADatabase(path: path)
        case SQLITE_READONLY, SQLITE_PERM:
            return .readOnly(path: path, detail: error.message)
        case SQLITE_CANTOPEN:
            return .cannotOpen(path: path, detail: error.message)
        case SQLITE_IOERR where error.systemErrno == ENOSPC || error.systemErrno == EDQUOT:
            // ENOSPC during write()/fsync() can surface as an I/O error
            // rather than SQLITE_FULL; errno tells them apart.
            return .diskFull(path: path)
        default:
            return .sqlite(path: path, error)
        }
    }
}
