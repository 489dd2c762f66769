import Foundation
import Testing
@testable import ContactsStore
#if canImport(Glibc)
import Glibc
#endif
import TestSupport

/// Full disks and a second process: a failing write changes nothing, the
/// error says what happened, and the file stays sound.
@Suite struct FailureTests {
    let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    static let people = (0..<20_000).map { contact("Person \($0)", phone: "+1 555 \($0)", email: "p\($0)@example.com") }

    /// Fills a database with ten contacts, then makes `import` of 20,000
    /// fail with `.diskFull` and checks that the ten are intact.
    func expectFailingImportKeepsPreviousState(_ database: ContactsDatabase, account: Account,
                                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try database.contacts(for: account)

        let error = #expect(throws: ContactsStoreError.self, sourceLocation: sourceLocation) {
            try database.importContacts(Self.people, for: account)
        }

        #expect(error == .diskFull(path: database.path), sourceLocation: sourceLocation)
        #expect(error?.description == "cannot write to \(database.path): the disk is full; "
                + "the change was not saved and the previous data is intact", sourceLocation: sourceLocation)
        #expect(try database.contacts(for: account) == before, sourceLocation: sourceLocation)
        #expect(try database.contactCount(for: account) == 10, sourceLocation: sourceLocation)
    }

    @Test func importHittingTheSizeLimitFailsCleanly() throws {
        let database = try openDatabase(at: directory.file("contacts.sqlite").path)
        let account = try database.createAccount(name: "alice", password: "pw")
        try database.importContacts((0..<10).map { contact("Kept \($0)", phone: "\($0)") }, for: account)
        // SQLITE_FULL without a full disk: cap the file a few pages above its size.
        try database.perform {
            let pages = try database.connection.pragmaInteger("page_count")
            _ = try database.connection.pragmaInteger("max_page_count = \(pages + 4)")
        }

        try expectFailingImportKeepsPreviousState(database, account: account)

        #expect(try database.integrityCheck() == ["ok"])
        try database.perform { _ = try database.connection.pragmaInteger("max_page_count = 1073741823") }
        try database.importContacts(Array(Self.people.prefix(100)), for: account)
        #expect(try database.contactCount(for: account) == 110)
    }

    /// True when this process may mount a tmpfs (root in a container that
    /// allows it); the real-full-disk test runs only then.
    static let canMountTmpfs: Bool = {
        guard geteuid() == 0 else { return false }
        let probe = NSTemporaryDirectory() + "contacts-tmpfs-probe-\(getpid())"
        guard mkdir(probe, 0o700) == 0 else { return false }
        defer { rmdir(probe) }
        guard mount("tmpfs", probe, "tmpfs", 0, "size=64k") == 0 else { return false }
        umount(probe)
        return true
    }()

    @Test(.enabled(if: canMountTmpfs, "needs root and permission to mount a tmpfs"))
    func importOnAFullTmpfsFailsCleanlyAndTheFileStaysSound() throws {
        let mountPoint = directory.file("small-disk").path
        #expect(mkdir(mountPoint, 0o700) == 0)
        try #require(mount("tmpfs", mountPoint, "tmpfs", 0, "size=1m,mode=0700") == 0)
        defer { umount2(mountPoint, Int32(MNT_DETACH)) }
        let path = mountPoint + "/contacts.sqlite"
        do {
            let database = try openDatabase(at: path)
            let account = try database.createAccount(name: "alice", password: "pw")
            try database.importContacts((0..<10).map { contact("Kept \($0)", phone: "\($0)") }, for: account)

            try expectFailingImportKeepsPreviousState(database, account: account)

            database.close()
        }

        let reopened = try openDatabase(at: path)
        let account = try signIn(reopened, "alice")
        #expect(names(try reopened.contacts(for: account)) == (0..<10).map { "Kept \($0)" }.sorted())
        #expect(try reopened.integrityCheck() == ["ok"])
    }

    /// Python's sqlite3 module plays the other process (.ci/run installs python3).
    @Test func aSecondProcessHoldingTheWriteLockMakesWritesWaitThenFailClearly() throws {
        let python = try TestTools.require("python3", package: "python3")
        let path = directory.file("contacts.sqlite").path
        let database = try openDatabase(at: path, busyTimeout: 400)
        let account = try database.createAccount(name: "alice", password: "pw")
        let kept = try database.insert(contact("Kept", phone: "1"), for: account)

        // Another process takes the write lock with an uncommitted change and
        // holds it until its standard input closes.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: python)
        holder.arguments = ["-c", """
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=0)
            c.execute("BEGIN EXCLUSIVE")
            c.execute("INSERT INTO login_failures VALUES ('python', 1, 0)")
            print("locked", flush=True)
            sys.stdin.read()
            c.execute("ROLLBACK")
            c.close()
            """, path]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        holder.standardInput = input
        holder.standardOutput = output
        holder.standardError = errors
        try holder.run()
        try #require(readLine(from: output) == "locked\n",
                     "python failed: \(String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self))")

        let started = Date()
        let error = #expect(throws: ContactsStoreError.self) {
            try database.insert(contact("Blocked", phone: "2"), for: account)
        }
        let waited = Date().timeIntervalSince(started)
        // WAL: reading and opening still work while the other process writes.
        let readsDuringLock = try database.contacts(for: account)
        let secondOpen = try openDatabase(at: path, busyTimeout: 400)
        let secondCount = try secondOpen.contactCount(for: account)

        try input.fileHandleForWriting.close()
        holder.waitUntilExit()

        #expect(error == .busy(path: path, waitedMilliseconds: 400))
        #expect(error?.description.hasPrefix("the contacts database is in use by another process") == true)
        #expect(waited >= 0.35, "gave up after \(waited) s instead of waiting for the busy timeout")
        #expect(readsDuringLock == [kept])
        #expect(secondCount == 1)
        #expect(holder.terminationStatus == 0)
        let added = try database.insert(contact("After", phone: "3"), for: account)
        #expect(try database.contacts(for: account) == [added, kept])
        #expect(try database.integrityCheck() == ["ok"])
        #expect(try database.verify(name: "python", password: "x") == .invalidCredentials)  // its row was rolled back
    }

    @Test func aWriterKilledMidTransactionLeavesTheLastCommittedState() throws {
        let python = try TestTools.require("python3", package: "python3")
        let path = directory.file("contacts.sqlite").path
        do {
            let database = try openDatabase(at: path)
            let account = try database.createAccount(name: "alice", password: "pw")
            try database.importContacts((0..<10).map { contact("Kept \($0)") }, for: account)
            database.close()
        }
        // Another process writes thousands of rows (enough to spill pages
        // into the WAL) and is killed with SIGKILL before it commits.
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: python)
        writer.arguments = ["-c", """
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1], isolation_level=None)
            c.execute("PRAGMA cache_size=10")
            c.execute("BEGIN IMMEDIATE")
            for i in range(20000):
                c.execute("INSERT INTO contacts (account_id, uid, given_name, family_name, formatted_name, note, "
                          "sort_key, section, search_text, created, updated) VALUES (1, ?, '', '', ?, '', ?, 'X', '', 0, 0)",
                          ("u%d" % i, "Lost %d" % i, "lost %d" % i))
            print("written", flush=True)
            sys.stdin.read()
            """, path]
        let input = Pipe(), output = Pipe()
        writer.standardInput = input
        writer.standardOutput = output
        try writer.run()
        try #require(readLine(from: output) == "written\n")
        #expect(try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int ?? 0 > 100_000)

        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()

        let reopened = try openDatabase(at: path)
        let account = try signIn(reopened, "alice")
        #expect(names(try reopened.contacts(for: account)) == (0..<10).map { "Kept \($0)" })
        #expect(try reopened.integrityCheck() == ["ok"])
        #expect(writer.terminationReason == .uncaughtSignal)
    }
}
