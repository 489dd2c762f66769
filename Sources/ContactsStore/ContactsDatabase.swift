import CSQLite
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The contacts database: accounts, their private contacts, remember-me
/// tokens and login back-off, in one SQLite file.
///
/// Opening checks the file before anything is written to it: a file that is
/// not SQLite, a database of another program, a newer schema or a damaged
/// file (`PRAGMA quick_check`) is refused with a typed error and left
/// byte-for-byte as it was. An accepted file is switched to WAL journal mode
/// (https://www.sqlite.org/wal.html) with `synchronous=FULL`, so a crash or
/// power cut leaves the last committed transaction intact, and migrated to
/// the current schema.
///
/// Every write runs in one `BEGIN IMMEDIATE` transaction. Another process
/// holding the write lock makes a call wait up to the busy timeout, then
/// fail with ``ContactsStoreError/busy(path:waitedMilliseconds:)``.
///
/// Every contact query is filtered by the account's id: an account never
/// sees another's contacts.
///
/// Thread safety: calls are serialised by an internal lock; the slow
/// password hashing runs outside it.
public final class ContactsDatabase: @unchecked Sendable {
    /// `PRAGMA application_id` of a contacts database: "PCnt" in ASCII
    /// (Private Contacts). See https://www.sqlite.org/pragma.html#pragma_application_id.
    public static let applicationID: Int32 = 0x5043_6E74
    /// The schema version this build creates and understands (`PRAGMA user_version`).
    public static var schemaVersion: Int { Schema.migrations.count }
    /// The oldest schema version a read-only connection reads as it is: version 4
    /// only added an index (``Schema/version4``), without which reads are slower but
    /// the same, so address completion keeps working on a book not yet upgraded.
    static let oldestReadableVersion = 3
    /// Default busy timeout, in milliseconds.
    public static let defaultBusyTimeout: Int32 = 3000
    /// Default lifetime of a remember-me token: 30 days, in seconds.
    public static let defaultTokenLifetime: TimeInterval = 30 * 24 * 3600

    /// Path of the database file.
    public let path: String
    /// Work factor for new password hashes. Existing hashes are verified
    /// with the parameters stored in them.
    public let passwordParameters: ScryptParameters
    /// How long an issued remember-me token stays valid, in seconds.
    public let tokenLifetime: TimeInterval
    /// How long a call waits for another process's lock, in milliseconds.
    public let busyTimeout: Int32

    /// Opened for reading only: writes fail with ``ContactsStoreError/readOnly(path:detail:)``.
    public let isReadOnly: Bool
    let clock: @Sendable () -> Date
    let connection: SQLiteConnection
    private let lock = NSRecursiveLock()
    /// The sealers of the accounts this connection was given the key of (by a
    /// password or a remembered login), by account id: see ``ContactSealer``.
    var sealers: [Int64: ContactSealer] = [:]
    /// Each unlocked account's list order, valid while ``orderStamp`` is unchanged.
    var orders: [Int64: BookOrder] = [:]
    /// Bumped by every write of this connection; with `PRAGMA data_version` (bumped
    /// by other connections' commits) it tells when a cached order is stale.
    var writeGeneration = 0
    /// scrypt derivations this connection ran (sign-ins, new accounts, password
    /// changes): ``passwordDerivations``.
    var derivationCount = 0
    /// The file has the chunks of sealed keys (``Schema/version6``); set at open.
    var hasKeyChunks = false
    /// `PRAGMA quick_check` is still due before the first write (``OpenCheck/beforeFirstWrite``).
    private var quickCheckDue: Bool

    /// How much an open checks before using the file.
    public enum OpenCheck: Sendable {
        /// Header, schema and `PRAGMA quick_check` (reads every page): the default, and
        /// what any command that writes uses, so damage is found before a write.
        case full
        /// Header and schema only, for read-only work (address completion, listing,
        /// export): damage met later is still reported as `.damaged`, and nothing is
        /// written. Opening a 100,000-contact book this way skips reading all its pages.
        case schemaOnly
        /// Header and schema at open, `PRAGMA quick_check` just before the first
        /// write (and before a migration): for the app, which shows a large book
        /// at once and may never write. Damage still stops every write with
        /// `.damaged` before anything is written; reads work as with `.schemaOnly`.
        case beforeFirstWrite
    }

    /// Creates the data directory if needed (mode 0700) and opens
    /// `<directory>/contacts.sqlite`. See ``init(path:passwordParameters:tokenLifetime:busyTimeout:clock:)``.
    public convenience init(directory: DataDirectory,
                            passwordParameters: ScryptParameters = .owasp,
                            tokenLifetime: TimeInterval = ContactsDatabase.defaultTokenLifetime,
                            busyTimeout: Int32 = ContactsDatabase.defaultBusyTimeout,
                            check: OpenCheck = .full,
                            readOnly: Bool = false,
                            clock: @escaping @Sendable () -> Date = { Date() }) throws {
        if readOnly {
            try Self.requireExistingDatabase(in: directory)
        } else {
            try directory.create()
        }
        try self.init(path: directory.databaseURL.path, passwordParameters: passwordParameters,
                      tokenLifetime: tokenLifetime, busyTimeout: busyTimeout, check: check, readOnly: readOnly, clock: clock)
    }

    /// Opens (or creates, mode 0600) the database at `path`, checks it and
    /// migrates it to ``schemaVersion``.
    ///
    /// - Parameters:
    ///   - passwordParameters: scrypt work factor for new hashes; production
    ///     code keeps the default ``ScryptParameters/owasp``. Tests pass
    ///     ``ScryptParameters/weakForTesting`` explicitly.
    ///   - tokenLifetime: seconds an issued token stays valid.
    ///   - busyTimeout: milliseconds to wait for another process's lock.
    ///   - clock: the current time (injectable so back-off and expiry are
    ///     tested without waiting).
    /// - Throws: ``ContactsStoreError``: `.notADatabase`, `.foreignDatabase`,
    ///   `.newerSchema`, `.damaged` (file untouched), `.busy`, `.cannotOpen`,
    ///   `.readOnly`, `.migrationFailed`; with `readOnly`, also
    ///   `.missingDatabase` and `.emptyDatabaseFile`.
    /// - Parameter readOnly: open for reading only (`SQLITE_OPEN_READONLY`):
    ///   nothing is created, configured or migrated, so this works in a
    ///   read-only directory or on a full disk; a missing or zero-byte file is
    ///   an error instead of a new database. Writes then fail with `.readOnly`.
    public convenience init(path: String,
                            passwordParameters: ScryptParameters = .owasp,
                            tokenLifetime: TimeInterval = ContactsDatabase.defaultTokenLifetime,
                            busyTimeout: Int32 = ContactsDatabase.defaultBusyTimeout,
                            check: OpenCheck = .full,
                            readOnly: Bool = false,
                            clock: @escaping @Sendable () -> Date = { Date() }) throws {
        try self.init(path: path, passwordParameters: passwordParameters, tokenLifetime: tokenLifetime,
                      busyTimeout: busyTimeout, clock: clock, migrations: Schema.migrations, check: check,
                      readOnly: readOnly)
    }

    /// Designated initialiser; `migrations` is injectable for tests of the
    /// migration machinery.
    init(path: String, passwordParameters: ScryptParameters, tokenLifetime: TimeInterval,
         busyTimeout: Int32, clock: @escaping @Sendable () -> Date, migrations: [Migration],
         check: OpenCheck = .full, readOnly: Bool = false) throws {
        self.path = path
        self.passwordParameters = passwordParameters
        self.tokenLifetime = tokenLifetime
        self.busyTimeout = busyTimeout
        self.clock = clock
        self.isReadOnly = readOnly
        self.quickCheckDue = check == .beforeFirstWrite && !readOnly
        if readOnly {
            try Self.requireExistingFile(path)
        } else {
            try Self.createFileIfMissing(path)
            try Self.requireWritable(path)
        }
        var opened: SQLiteConnection
        do {
            opened = try SQLiteConnection(path: path, readOnly: readOnly, busyTimeout: busyTimeout)
            do {
                try Self.validate(opened, path: path, knownVersion: migrations.count, check: check)
            } catch let error as SQLiteError where readOnly && [SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_FULL, SQLITE_IOERR].contains(error.code) {
                // A WAL database in a directory this process cannot write, or on a full
                // disk: SQLite cannot create the -shm index even to read. Nothing can
                // write the file through a WAL from here either, so it is read as
                // immutable (no locks, no -shm).
                opened.close()
                opened = try SQLiteConnection(path: path, readOnly: true, immutable: true, busyTimeout: busyTimeout)
                try Self.validate(opened, path: path, knownVersion: migrations.count, check: check)
            }
        } catch let error as SQLiteError {
            throw ContactsStoreError.from(error, path: path, busyTimeout: busyTimeout)
        }
        connection = opened
        do {
            try configure(check: check)
            if readOnly {
                let version = Int(try connection.pragmaInteger("user_version"))
                if version == 0 { throw ContactsStoreError.missingDatabase(path: path, reason: "the file holds no contacts database yet") }
                if version < min(migrations.count, Self.oldestReadableVersion) {
                    throw ContactsStoreError.readOnly(path: path, detail: "schema version \(version) must be upgraded to "
                                                      + "\(migrations.count), which needs write access; run a command that writes")
                }
            } else {
                try migrate(migrations)
            }
            hasKeyChunks = try Self.hasKeyChunkTables(connection)
        } catch let error as SQLiteError {
            connection.close()
            throw ContactsStoreError.from(error, path: path, busyTimeout: busyTimeout)
        } catch {
            connection.close()
            throw error
        }
    }

    deinit { connection.close() }

    /// Closes the connection; later calls fail. Idempotent.
    public func close() {
        lock.lock()
        defer { lock.unlock() }
        connection.close()
    }

    // MARK: - Opening

    /// Creates an empty file with mode 0600 so that SQLite (which would use
    /// 0644) never makes the database readable by others; the -wal and -shm
    /// files take the database file's mode.
    private static func createFileIfMissing(_ path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if fd >= 0 {
            Glibc.close(fd)
            return
        }
        let code = errno
        if code == EEXIST { return }
        throw ContactsStoreError.cannotOpen(path: path, detail: String(cString: strerror(code)))
    }

    /// For a write open: the file and its directory (where SQLite keeps the
    /// -wal and -shm files) can be written, checked with access(2), so a
    /// read-only mount or missing permission is named as such rather than
    /// as SQLite's "unable to open database file".
    private static func requireWritable(_ path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        for target in [path, directory.isEmpty ? "." : directory] where access(target, W_OK) != 0 {
            throw ContactsStoreError.readOnly(path: path, detail: String(cString: strerror(errno)))
        }
    }

    /// For a read-only open: the data directory and its database file exist.
    /// - Throws: ``ContactsStoreError/missingDatabase(path:reason:)`` naming what is missing.
    static func requireExistingDatabase(in directory: DataDirectory) throws {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            throw ContactsStoreError.missingDatabase(
                path: directory.databaseURL.path, reason: "the data directory \(directory.path) does not exist")
        }
        if !isDirectory.boolValue {
            throw ContactsStoreError.dataDirectory(path: directory.path, reason: "exists and is not a directory")
        }
    }

    /// For a read-only open: `path` is a file with something in it.
    /// - Throws: `.missingDatabase` (no file), `.emptyDatabaseFile` (0 bytes), `.cannotOpen`.
    private static func requireExistingFile(_ path: String) throws {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            if code == ENOENT { throw ContactsStoreError.missingDatabase(path: path, reason: "there is no database file") }
            throw ContactsStoreError.cannotOpen(path: path, detail: String(cString: strerror(code)))
        }
        if status.st_mode & S_IFMT == S_IFREG && status.st_size == 0 {
            throw ContactsStoreError.emptyDatabaseFile(path: path)
        }
    }

    /// Reads the header fields and the schema, and runs `PRAGMA quick_check`,
    /// without writing anything. Throws if the file is not ours to use.
    private static func validate(_ connection: SQLiteConnection, path: String, knownVersion: Int,
                                 check: OpenCheck) throws {
        let applicationID = Int32(truncatingIfNeeded: try connection.pragmaInteger("application_id"))
        let userVersion = Int(try connection.pragmaInteger("user_version"))
        let tables = try connection.query(
            "SELECT name FROM sqlite_schema WHERE type IN ('table','view') AND name NOT LIKE 'sqlite_%' ORDER BY name"
        ) { $0.string(at: 0) }

        if applicationID != Self.applicationID {
            if applicationID != 0 {
                let hex = String(UInt32(bitPattern: applicationID), radix: 16)
                throw ContactsStoreError.foreignDatabase(path: path, reason: "application_id 0x\(hex)")
            }
            if !tables.isEmpty {
                let names = tables.prefix(5).joined(separator: ", ") + (tables.count > 5 ? ", …" : "")
                throw ContactsStoreError.foreignDatabase(path: path, reason: "it has tables \(names) but no contacts application_id")
            }
            if userVersion != 0 {
                throw ContactsStoreError.foreignDatabase(path: path, reason: "user_version \(userVersion) but no contacts application_id")
            }
        }
        if userVersion > knownVersion {
            throw ContactsStoreError.newerSchema(path: path, found: userVersion, supported: knownVersion)
        }
        // A file that needs a migration is checked now: migrating writes.
        guard check == .full || (check == .beforeFirstWrite && userVersion < knownVersion && userVersion > 0)
        else { return }
        try quickCheck(connection, path: path)
    }

    private static func quickCheck(_ connection: SQLiteConnection, path: String) throws {
        let problems: [String]
        do {
            problems = try connection.query("PRAGMA quick_check(3)") { $0.string(at: 0) }
        } catch let error as SQLiteError where error.code == SQLITE_CORRUPT || error.code == SQLITE_NOTADB {
            // Damage the check itself stumbles on (an interior page) is reported as the check's finding.
            throw ContactsStoreError.damaged(path: path, detail: "quick_check: " + error.message)
        }
        if problems != ["ok"] {
            throw ContactsStoreError.damaged(path: path, detail: "quick_check: " + problems.joined(separator: "; "))
        }
    }

    private func configure(check: OpenCheck) throws {
        // 16 KiB pages for a new file (SQLite's default is 4 KiB): shallower
        // b-trees and fewer WAL frames made importing 100,000 contacts about
        // a quarter cheaper in CPU time. Only an empty file can take it.
        if !isReadOnly, try connection.pragmaInteger("page_count") == 0 {
            try connection.execute("PRAGMA page_size=16384")
        }
        // journal_mode answers with the mode in force; a file system without
        // shared-memory support keeps the rollback journal, which is still
        // transactional, so that is accepted.
        // Only switch when needed: opening must not take a lock that another
        // process's long write holds.
        if !isReadOnly, try connection.queryFirst("PRAGMA journal_mode", row: { $0.string(at: 0) }) != "wal" {
            _ = try connection.queryFirst("PRAGMA journal_mode=WAL") { $0.string(at: 0) }
        }
        // An 8 MiB page cache for a connection that writes: an import of any
        // size stays within it (SQLite spills dirty pages of the open
        // transaction to the WAL), so memory does not grow with the file.
        // Read-only work (address completion, list, export) scans the book
        // once in index or list order, which a cache does not speed up: 256 KiB
        // (16 pages of 16 KiB).
        let cache = check == .schemaOnly ? "-256" : "-8192"
        // secure_delete: deleted and overwritten content is zeroed, so no old
        // plaintext lingers in free pages or cells; temp_store=MEMORY: no sort or
        // VACUUM spills to a temporary file (docs/DECISIONS.md, the book at rest).
        try connection.execute("PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON; PRAGMA cache_size=\(cache); "
                               + "PRAGMA secure_delete=ON; PRAGMA temp_store=MEMORY;")
    }

    /// Applies each pending migration in its own transaction, which also sets
    /// `user_version` (and, for the first, `application_id`). The version is
    /// re-read inside the transaction, so two processes opening a new file
    /// at once migrate it once.
    private func migrate(_ migrations: [Migration]) throws {
        // An up-to-date file needs no write lock (the usual case when a
        // second process opens it).
        guard try connection.pragmaInteger("user_version") < migrations.count else { return }
        for (offset, migration) in migrations.enumerated() {
            let version = offset + 1
            try connection.transaction {
                let current = Int(try connection.pragmaInteger("user_version"))
                guard current < version else { return }
                do {
                    try migration.apply(connection)
                } catch let error as SQLiteError {
                    throw ContactsStoreError.migrationFailed(path: path, from: current, to: version, detail: error.description)
                } catch let error as ContactsStoreError {
                    throw ContactsStoreError.migrationFailed(path: path, from: current, to: version, detail: error.description)
                }
                try connection.execute("PRAGMA application_id=\(Self.applicationID); PRAGMA user_version=\(version);")
            }
        }
    }

    // MARK: - Access

    /// Runs `body` under the lock, translating SQLite errors.
    func perform<T>(_ body: () throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        guard connection.handle != nil else {
            throw ContactsStoreError.cannotOpen(path: path, detail: "the database was closed")
        }
        do {
            return try body()
        } catch let error as SQLiteError {
            throw ContactsStoreError.from(error, path: path, busyTimeout: busyTimeout)
        }
    }

    /// Runs `body` in one write transaction under the lock.
    func write<T>(_ body: () throws -> T) throws -> T {
        try perform {
            if quickCheckDue {
                // Stays due when the file is damaged: every write is refused.
                try Self.quickCheck(connection, path: path)
                quickCheckDue = false
            }
            writeGeneration += 1
            defer { writeGeneration += 1 }
            return try connection.transaction {
                let result = try body()
                // The chunks of keys the change made due, sealed again before it commits (Schema.version6).
                try sealDueChunks()
                return result
            }
        }
    }

    /// Runs `body` under the lock in one read transaction (`BEGIN` … `COMMIT`, or
    /// inside the transaction already open): a read of the whole book then sees one
    /// state of it, and its statements (one per row) do not each take and drop
    /// SQLite's shared lock, which was a fifth of `list`'s time. `body` must not write.
    func reading<T>(_ body: () throws -> T) throws -> T {
        try perform {
            guard connection.isAutocommit else { return try body() }
            try connection.execute("BEGIN")
            defer { if !connection.isAutocommit { try? connection.execute("COMMIT") } }
            return try body()
        }
    }

    /// The current time as stored: seconds since 1970.
    var now: Double { clock().timeIntervalSince1970 }

    /// Reads pages through a memory map of up to 1 GiB
    /// (https://www.sqlite.org/mmap.html) instead of copying each into the
    /// page cache: for a scan of the whole book in list order, which visits
    /// the table's pages out of order. Resident memory then includes the
    /// pages read (they are the file's, shared and reclaimable). Best effort:
    /// a failure leaves ordinary reads.
    public func prefersMappedReads() {
        _ = try? perform { try connection.execute("PRAGMA mmap_size=1073741824") }
    }

    /// The schema version of the open file (`PRAGMA user_version`).
    public func currentSchemaVersion() throws -> Int {
        try perform { Int(try connection.pragmaInteger("user_version")) }
    }

    /// Runs `PRAGMA integrity_check` (the full check; slower than the
    /// quick_check done at open) and returns its report, `["ok"]` when sound.
    public func integrityCheck() throws -> [String] {
        try perform { try connection.query("PRAGMA integrity_check") { $0.string(at: 0) } }
    }
}

/// One step of the schema: applied once, in a transaction, to bring the
/// database from the previous version to the next.
struct Migration {
    let apply: (SQLiteConnection) throws -> Void
}
