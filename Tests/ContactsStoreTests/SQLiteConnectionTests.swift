import CSQLite
import Foundation
import Testing
@testable import ContactsStore

@Suite struct SQLiteConnectionTests {
    let directory: TemporaryDirectory
    let connection: SQLiteConnection

    init() throws {
        directory = try TemporaryDirectory()
        connection = try SQLiteConnection(path: directory.file("t.sqlite").path)
        try connection.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, score REAL, data BLOB)")
    }

    func allNames() throws -> [String] {
        try connection.query("SELECT name FROM t ORDER BY id") { $0.string(at: 0) }
    }

    @Test func bindsAndReadsEveryType() throws {
        try connection.run("INSERT INTO t (name, score, data) VALUES (?1, ?2, ?3)", "zoë 张三", 2.5, Data([0, 1, 255]))
        try connection.run("INSERT INTO t (name, score, data) VALUES (?1, ?2, ?3)", "empty", nil, Data())

        let rows = try connection.query("SELECT id, name, score, data FROM t ORDER BY id") {
            "\($0.int64(at: 0)) \($0.string(at: 1)) \($0.isNull(at: 2) ? "NULL" : String($0.double(at: 2))) \(Array($0.data(at: 3)))"
        }

        #expect(rows == ["1 zoë 张三 2.5 [0, 1, 255]", "2 empty NULL []"])
    }

    @Test func transactionCommitsOnSuccess() throws {
        try connection.transaction {
            try connection.run("INSERT INTO t (name) VALUES (?1)", "a")
            try connection.run("INSERT INTO t (name) VALUES (?1)", "b")
        }

        #expect(try allNames() == ["a", "b"])
        #expect(connection.isAutocommit)
    }

    @Test func transactionRollsBackOnAnyThrownError() throws {
        struct Stop: Error {}
        try connection.run("INSERT INTO t (name) VALUES ('kept')")

        #expect(throws: Stop.self) {
            try connection.transaction {
                try connection.run("INSERT INTO t (name) VALUES ('lost')")
                throw Stop()
            }
        }
        let error = #expect(throws: SQLiteError.self) {
            try connection.transaction {
                try connection.run("INSERT INTO t (name) VALUES ('lost too')")
                try connection.run("INSERT INTO t (name) VALUES ('kept')")  // UNIQUE violation
            }
        }

        #expect(try allNames() == ["kept"])
        #expect(error?.code == SQLITE_CONSTRAINT)
        #expect(error?.extendedCode == SQLITE_CONSTRAINT | (8 << 8))  // SQLITE_CONSTRAINT_UNIQUE
        #expect(error?.description == "SQLITE_CONSTRAINT: UNIQUE constraint failed: t.name")
        #expect(connection.isAutocommit)
    }

    @Test func nestedTransactionUndoesOnlyTheInnerPartWhenCaught() throws {
        struct Stop: Error {}

        try connection.transaction {
            try connection.run("INSERT INTO t (name) VALUES ('outer')")
            try? connection.transaction {
                try connection.run("INSERT INTO t (name) VALUES ('inner')")
                throw Stop()
            }
            try connection.run("INSERT INTO t (name) VALUES ('outer 2')")
        }

        #expect(try allNames() == ["outer", "outer 2"])
    }

    @Test func badSQLGivesCodeAndMessage() throws {
        let error = #expect(throws: SQLiteError.self) { try connection.execute("SELEKT 1") }

        #expect(error == SQLiteError(code: SQLITE_ERROR, message: "near \"SELEKT\": syntax error"))
        #expect(error?.codeName == "SQLITE_ERROR")
    }

    @Test func cachedStatementIsReusedAndReset() throws {
        let first = try connection.cached("SELECT ?1 + 1")
        try first.bind([Int64(41)])
        #expect(try first.step())
        #expect(first.int(at: 0) == 42)

        let again = try connection.cached("SELECT ?1 + 1")

        #expect(again === first)
        #expect(try again.step())
        #expect(again.isNull(at: 0))  // bindings were cleared
    }
}

/// The store's `contains_text` SQL function finds the rows `instr(…) > 0` finds.
@Suite struct SQLiteContainsTextTests {
    @Test func containsTextAgreesWithInstr() throws {
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.file("t.sqlite").path)
        let haystacks = ["张博\nzhangbo\nzhang bo\nzb", "zoë smith", "", "abcabd", "ŁUKASZ łukasz", "a\u{0}b"]
        let needles = ["zhang", "博", "zb", "", "abd", "bcab", "ë", "e", "łu", "zoë smith!", "\u{0}b", "x"]
        for haystack in haystacks {
            for needle in needles {
                let ours = try connection.queryFirst("SELECT contains_text(?1, ?2)", haystack, needle) { $0.int64(at: 0) }
                let instr = try connection.queryFirst("SELECT instr(?1, ?2) > 0", haystack, needle) { $0.int64(at: 0) }
                #expect(ours == instr, "contains_text(\(haystack.debugDescription), \(needle.debugDescription))")
            }
        }
        // NULL in, NULL out (as instr), so a NULL column never matches.
        let null = try connection.queryFirst("SELECT contains_text(NULL, 'a') IS NULL AND contains_text('a', NULL) IS NULL") {
            $0.int64(at: 0)
        }
        #expect(null == 1)
        // Registered on every connection, read-only ones too.
        let reader = try SQLiteConnection(path: directory.file("t.sqlite").path, readOnly: true)
        #expect(try reader.queryFirst("SELECT contains_text('zhang san', 'san')") { $0.int64(at: 0) } == 1)
    }
}
