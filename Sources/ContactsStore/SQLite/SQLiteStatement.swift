import CSQLite
import Foundation

/// `SQLITE_TRANSIENT`: SQLite copies bound text and blobs before returning.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A value that can be bound to a statement parameter.
protocol SQLiteBindable {
    func bind(to statement: SQLiteStatement, at index: Int32) throws
}

/// One prepared statement (`sqlite3_stmt`). Parameters are 1-based, columns
/// 0-based, as in the C API.
final class SQLiteStatement {
    private(set) var raw: OpaquePointer?
    private unowned let connection: SQLiteConnection

    init(raw: OpaquePointer, connection: SQLiteConnection) {
        self.raw = raw
        self.connection = connection
    }

    deinit { finalize() }

    func finalize() {
        if let raw {
            sqlite3_finalize(raw)
            self.raw = nil
        }
    }

    /// Resets the statement for another run and clears its bindings.
    func reset() {
        sqlite3_reset(raw)
        sqlite3_clear_bindings(raw)
    }

    private func check(_ rc: Int32) throws {
        if rc != SQLITE_OK { throw connection.lastError(rc) }
    }

    /// Binds `values` to parameters 1, 2, … in order; nil binds NULL.
    func bind(_ values: [SQLiteBindable?]) throws {
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            if let value { try value.bind(to: self, at: index) } else { try bindNull(at: index) }
        }
    }

    func bind(_ value: Int64, at index: Int32) throws { try check(sqlite3_bind_int64(raw, index, value)) }
    func bind(_ value: Double, at index: Int32) throws { try check(sqlite3_bind_double(raw, index, value)) }
    func bindNull(at index: Int32) throws { try check(sqlite3_bind_null(raw, index)) }

    func bind(_ value: String, at index: Int32) throws {
        var value = value
        let rc: Int32 = value.withUTF8 { buffer in
            guard let base = buffer.baseAddress else {
                return sqlite3_bind_text(raw, index, "", 0, transient)
            }
            return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                sqlite3_bind_text(raw, index, $0, Int32(buffer.count), transient)
            }
        }
        try check(rc)
    }

    func bind(_ value: Data, at index: Int32) throws {
        try value.withUnsafeBytes { buffer in
            // A zero-length blob still needs a non-NULL pointer, or SQLite binds NULL.
            let pointer = buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 1)
            try check(sqlite3_bind_blob(raw, index, pointer, Int32(buffer.count), transient))
        }
    }

    /// Steps once: true when a row is available, false when the statement is done.
    /// - Throws: ``SQLiteError`` for any other result (BUSY, FULL, CONSTRAINT, …).
    @discardableResult
    func step() throws -> Bool {
        let rc = sqlite3_step(raw)
        switch rc {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let error = connection.lastError(rc)
            sqlite3_reset(raw)
            throw error
        }
    }

    func isNull(at column: Int32) -> Bool { sqlite3_column_type(raw, column) == SQLITE_NULL }
    func int64(at column: Int32) -> Int64 { sqlite3_column_int64(raw, column) }
    func int(at column: Int32) -> Int { Int(sqlite3_column_int64(raw, column)) }
    func double(at column: Int32) -> Double { sqlite3_column_double(raw, column) }

    func string(at column: Int32) -> String {
        guard let text = sqlite3_column_text(raw, column) else { return "" }
        let count = Int(sqlite3_column_bytes(raw, column))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    func optionalString(at column: Int32) -> String? { isNull(at: column) ? nil : string(at: column) }

    /// The text of a column as UTF-8 bytes owned by SQLite (valid until the
    /// next step or reset); nil for NULL.
    func bytes(at column: Int32) -> UnsafeBufferPointer<UInt8>? {
        if isNull(at: column) { return nil }
        guard let text = sqlite3_column_text(raw, column) else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(raw, column)))
    }

    /// The bytes of a BLOB column, owned by SQLite (valid until the next step or
    /// reset); nil for NULL.
    func blob(at column: Int32) -> UnsafeRawBufferPointer? {
        if isNull(at: column) { return nil }
        let bytes = sqlite3_column_blob(raw, column)
        return UnsafeRawBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(raw, column)))
    }

    func data(at column: Int32) -> Data {
        guard let bytes = sqlite3_column_blob(raw, column) else { return Data() }
        return Data(bytes: bytes, count: Int(sqlite3_column_bytes(raw, column)))
    }
}

extension Int64: SQLiteBindable {
    func bind(to statement: SQLiteStatement, at index: Int32) throws { try statement.bind(self, at: index) }
}
extension Int: SQLiteBindable {
    func bind(to statement: SQLiteStatement, at index: Int32) throws { try statement.bind(Int64(self), at: index) }
}
extension Double: SQLiteBindable {
    func bind(to statement: SQLiteStatement, at index: Int32) throws { try statement.bind(self, at: index) }
}
extension String: SQLiteBindable {
    func bind(to statement: SQLiteStatement, at index: Int32) throws { try statement.bind(self, at: index) }
}
extension Data: SQLiteBindable {
    func bind(to statement: SQLiteStatement, at index: Int32) throws { try statement.bind(self, at: index) }
}
