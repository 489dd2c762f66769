import CSQLite
import Foundation

/// A thin wrapper around one `sqlite3` connection handle.
///
/// Not thread-safe by itself: the owner (``ContactsDatabase``) serialises
/// access with a lock. Statements prepared through ``cached(_:)`` are kept
/// for the life of the connection and reused, which is what makes bulk
/// inserts fast (https://www.sqlite.org/cintro.html, "prepare once, bind and
/// step many times").
final class SQLiteConnection {
    /// The raw handle; valid until ``close()``.
    private(set) var handle: OpaquePointer?
    /// The path the connection was opened with.
    let path: String
    private var statementCache: [String: SQLiteStatement] = [:]
    private var savepointDepth = 0

    /// Opens (and, with `create`, creates) the database file at `path`.
    ///
    /// - Parameters:
    ///   - busyTimeout: how long, in milliseconds, a statement waits for
    ///     another connection's lock before failing with `SQLITE_BUSY`
    ///     (`sqlite3_busy_timeout`).
    /// - Throws: ``SQLiteError`` when SQLite cannot open the file.
    ///   - immutable: with `readOnly`, open the file as immutable
    ///     (https://www.sqlite.org/uri.html#uriimmutable): no locking, no
    ///     -shm file, so a database in a directory that cannot be written
    ///     can still be read.
    init(path: String, readOnly: Bool = false, create: Bool = true, immutable: Bool = false,
         busyTimeout: Int32 = 3000) throws {
        self.path = path
        // No connection mutex (multi-thread mode, https://www.sqlite.org/threadsafe.html):
        // the owner already serialises every use of the handle and its statements, and
        // SQLite's own lock on each step and column read was 4% of a `list`.
        var flags = SQLITE_OPEN_NOMUTEX
        if readOnly {
            flags |= SQLITE_OPEN_READONLY
        } else {
            flags |= SQLITE_OPEN_READWRITE
            if create { flags |= SQLITE_OPEN_CREATE }
        }
        var name = path
        if immutable {
            flags |= SQLITE_OPEN_URI
            name = URL(fileURLWithPath: path).absoluteString + "?immutable=1"
        }
        var db: OpaquePointer?
        let rc = sqlite3_open_v2(name, &db, flags, nil)
        if rc != SQLITE_OK {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(rc))
            let extended = db.map { sqlite3_extended_errcode($0) } ?? rc
            sqlite3_close_v2(db)
            throw SQLiteError(code: rc, extendedCode: extended, message: message)
        }
        handle = db
        sqlite3_extended_result_codes(db, 1)
        sqlite3_busy_timeout(db, busyTimeout)
        try registerFunctions()
    }

    deinit { close() }

    /// Finalises every cached statement and closes the handle. Idempotent.
    func close() {
        for statement in statementCache.values { statement.finalize() }
        statementCache.removeAll()
        if let handle {
            sqlite3_close_v2(handle)
            self.handle = nil
        }
    }

    /// The error SQLite reports for the last failing call on this connection.
    func lastError(_ rc: Int32) -> SQLiteError {
        guard let handle else {
            return SQLiteError(code: SQLITE_MISUSE, message: "the database connection is closed")
        }
        return SQLiteError(code: rc, extendedCode: sqlite3_extended_errcode(handle),
                           message: String(cString: sqlite3_errmsg(handle)),
                           systemErrno: sqlite3_system_errno(handle))
    }

    /// Runs one or more SQL statements without results (`sqlite3_exec`).
    func execute(_ sql: String) throws {
        guard let handle else { throw lastError(SQLITE_MISUSE) }
        let rc = sqlite3_exec(handle, sql, nil, nil, nil)
        if rc != SQLITE_OK { throw lastError(rc) }
    }

    /// Prepares a new statement owned by the caller.
    func prepare(_ sql: String) throws -> SQLiteStatement {
        guard let handle else { throw lastError(SQLITE_MISUSE) }
        var raw: OpaquePointer?
        let rc = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &raw, nil)
        guard rc == SQLITE_OK, let raw else { throw lastError(rc) }
        return SQLiteStatement(raw: raw, connection: self)
    }

    /// Returns a prepared statement for `sql` from the connection's cache,
    /// reset and with its bindings cleared, preparing it on first use.
    func cached(_ sql: String) throws -> SQLiteStatement {
        if let statement = statementCache[sql] {
            statement.reset()
            return statement
        }
        let statement = try prepare(sql)
        statementCache[sql] = statement
        return statement
    }

    /// Runs `sql` once with `values` bound in order; returns nothing.
    func run(_ sql: String, _ values: SQLiteBindable?...) throws {
        let statement = try cached(sql)
        defer { statement.reset() }
        try statement.bind(values)
        while try statement.step() {}
    }

    /// Runs a query and maps every row with `row`.
    func query<T>(_ sql: String, _ values: SQLiteBindable?..., row: (SQLiteStatement) throws -> T) throws -> [T] {
        let statement = try cached(sql)
        defer { statement.reset() }
        try statement.bind(values)
        var result: [T] = []
        while try statement.step() { result.append(try row(statement)) }
        return result
    }

    /// Runs a query and maps its first row, or returns nil when it has none.
    func queryFirst<T>(_ sql: String, _ values: SQLiteBindable?..., row: (SQLiteStatement) throws -> T) throws -> T? {
        let statement = try cached(sql)
        defer { statement.reset() }
        try statement.bind(values)
        return try statement.step() ? try row(statement) : nil
    }

    /// The rowid of the last successful INSERT on this connection.
    var lastInsertRowID: Int64 { handle.map { sqlite3_last_insert_rowid($0) } ?? 0 }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    var changes: Int { handle.map { Int(sqlite3_changes($0)) } ?? 0 }

    /// True while no transaction is open (`sqlite3_get_autocommit`).
    var isAutocommit: Bool { handle.map { sqlite3_get_autocommit($0) != 0 } ?? true }

    /// Runs `body` inside a write transaction and commits it; any error thrown
    /// by `body` (or by COMMIT) rolls everything back and is rethrown.
    ///
    /// The outermost level uses `BEGIN IMMEDIATE`, which takes the write lock
    /// at the start, so that a second process makes this call wait (busy
    /// timeout) instead of failing half-way with `SQLITE_BUSY_SNAPSHOT`
    /// (https://www.sqlite.org/lang_transaction.html). Nested calls use
    /// savepoints, so an inner failure that the caller catches undoes only
    /// the inner part.
    func transaction<T>(_ body: () throws -> T) throws -> T {
        if savepointDepth > 0 || !isAutocommit {
            savepointDepth += 1
            let name = "sp\(savepointDepth)"
            defer { savepointDepth -= 1 }
            try execute("SAVEPOINT \(name)")
            do {
                let result = try body()
                try execute("RELEASE \(name)")
                return result
            } catch {
                if !isAutocommit {
                    try? execute("ROLLBACK TO \(name)")
                    try? execute("RELEASE \(name)")
                }
                throw error
            }
        }
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            // SQLite may already have rolled back by itself (e.g. on SQLITE_FULL).
            if !isAutocommit { try? execute("ROLLBACK") }
            throw error
        }
    }

    /// Reads an integer pragma such as `user_version`.
    func pragmaInteger(_ name: String) throws -> Int64 {
        try queryFirst("PRAGMA \(name)") { $0.int64(at: 0) } ?? 0
    }
}
