import CSQLite
import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension SQLiteConnection {
    /// The SQL functions every connection of the store has (registered at open).
    ///
    /// `contains_text(haystack, needle)`: 1 when the UTF-8 bytes of `needle` occur in those
    /// of `haystack`, else 0; NULL when either is NULL. For text this is
    /// `instr(haystack, needle) > 0` (https://www.sqlite.org/lang_corefunc.html#instr): a
    /// match of whole UTF-8 characters is a match of their bytes and the reverse, so the
    /// rows found are the same. It looks for the needle's first byte with memchr(3) (many
    /// bytes at a time) rather than instr's byte-by-byte loop, which was a fifth of a mail
    /// query's time (100,000 search texts scanned).
    static let containsTextFunction = "contains_text"

    /// Registers ``containsTextFunction`` on the open handle.
    /// - Throws: ``SQLiteError`` when SQLite refuses the registration.
    func registerFunctions() throws {
        let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS
        let rc = sqlite3_create_function_v2(handle, Self.containsTextFunction, 2, flags, nil, { context, count, values in
            guard count == 2, let values, let haystack = values[0], let needle = values[1],
                  sqlite3_value_type(haystack) != SQLITE_NULL, sqlite3_value_type(needle) != SQLITE_NULL
            else {
                sqlite3_result_null(context)
                return
            }
            // Text first, then its length in bytes (the order sqlite3_value_bytes asks for).
            let haystackBytes = sqlite3_value_text(haystack)
            let haystackCount = Int(sqlite3_value_bytes(haystack))
            let needleBytes = sqlite3_value_text(needle)
            let needleCount = Int(sqlite3_value_bytes(needle))
            let found = needleCount == 0 || (haystackBytes != nil && needleBytes != nil
                && SQLiteConnection.contains(haystackBytes!, count: haystackCount, needleBytes!, count: needleCount))
            sqlite3_result_int(context, found ? 1 : 0)
        }, nil, nil, nil)
        guard rc == SQLITE_OK else { throw lastError(rc) }
    }

    /// True when the `needleCount` bytes at `needle` occur in the `haystackCount` at `haystack`
    /// (a non-empty needle).
    static func contains(_ haystack: UnsafePointer<UInt8>, count haystackCount: Int,
                         _ needle: UnsafePointer<UInt8>, count needleCount: Int) -> Bool {
        guard needleCount <= haystackCount else { return false }
        let first = Int32(needle[0])
        let lastStart = haystackCount - needleCount
        var start = 0
        while start <= lastStart {
            guard let hit = memchr(haystack + start, first, lastStart - start + 1) else { return false }
            let index = UnsafeRawPointer(hit) - UnsafeRawPointer(haystack)
            if needleCount == 1 || memcmp(haystack + index + 1, needle + 1, needleCount - 1) == 0 { return true }
            start = index + 1
        }
        return false
    }
}
