import ContactsTestSupport
import Foundation
import Testing
@testable import ContactsApp
import TestSupport

/// Reading never needs to write: a read-only data directory or a full disk
/// leaves `list`, `query` and `export` working, with messages that name the
/// cause for what cannot work; a mistyped `--data-dir` or a zero-byte
/// database file is an error for read commands, and nothing is created.
@Suite struct ReadOnlyDataTests {
    static let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ann-1\r\nFN:Ann Lee\r\nN:Lee;Ann;;;\r\nEMAIL:ann@example.org\r\nEND:VCARD\r\n"

    @Test(arguments: [["list"], ["query", "ann"], ["export"], ["account", "list"], ["sync", "status"]])
    func aMistypedDataDirIsAnErrorAndCreatesNothing(command: [String]) throws {
        let cli = try InProcessCommand()
        let typo = cli.root.appendingPathComponent("dta/contacts").path
        let run = try cli.run(["--data-dir", typo] + command, dataDir: false)
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error == "contacts: no contacts database at \(typo)/contacts.sqlite: the data directory \(typo) does not exist; "
                + "check --data-dir or CONTACTS_DATA_DIR, or create an account with 'contacts account add NAME'.\n")
        #expect(!FileManager.default.fileExists(atPath: cli.root.appendingPathComponent("dta").path))
    }

    @Test func aZeroByteDatabaseIsAnErrorAndStaysAsItIs() throws {
        let cli = try InProcessCommand()
        try FileManager.default.createDirectory(atPath: cli.dataDirectory, withIntermediateDirectories: true)
        let database = cli.dataDirectory + "/contacts.sqlite"
        FileManager.default.createFile(atPath: database, contents: Data())
        for command in [["list"], ["query", "x"], ["export"]] {
            let run = try cli.run(command)
            #expect(run.status == 1)
            #expect(run.error == "contacts: database \(database) is an empty file (0 bytes), not a contacts database; "
                    + "it was not modified (delete it to start a new book).\n")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.dataDirectory) == ["contacts.sqlite"])
        #expect(try FileManager.default.attributesOfItem(atPath: database)[.size] as? Int == 0)
    }

    /// A book with Ann, remembered (no password needed), prepared in process.
    func preparedBook() throws -> InProcessCommand {
        let cli = try InProcessCommand()
        try cli.makeAlice()
        #expect(try cli.run(["import", try cli.file("ann.vcf", Self.card)]).status == 0)
        return cli
    }

    /// Runs `script` with sh in a private mount namespace (`unshare -rm`: as
    /// root, or as a user through a user namespace), so a read-only bind
    /// mount or a small tmpfs exists only for it. `$EXE` is the contacts
    /// executable. Returns standard output and error together.
    func inMountNamespace(_ script: String, environment: [String: String]) throws -> String {
        var env = environment
        env["EXE"] = try ContactsCommandLineTests.executable().path
        env["PATH"] = "/usr/bin:/bin:/usr/sbin:/sbin"
        env["LANG"] = "C.UTF-8"
        return try TestTools.runMerged("/usr/bin/unshare", ["-rm", "/bin/sh", "-c", script], environment: env).output
    }

    /// What `list` and `query` print for the prepared book, with their exit statuses.
    static let readsStillWork = """
        Ann Lee\t\tann@example.org
        list: 0
        1 address for "ann" in alice's contacts.
        ann@example.org\tAnn Lee\t
        query: 0

        """

    @Test func onAReadOnlyFileSystemReadingWorksAndWritingSaysWhy() throws {
        let cli = try preparedBook()
        let data = cli.dataDirectory
        let before = try Data(contentsOf: URL(fileURLWithPath: data + "/contacts.sqlite"))
        let out = try inMountNamespace("""
            mount --bind "$D" "$D" && mount -o remount,bind,ro "$D" || { echo "cannot mount"; exit 1; }
            "$EXE" --data-dir "$D" list; echo "list: $?"
            "$EXE" --data-dir "$D" query ann; echo "query: $?"
            "$EXE" --data-dir "$D" export | grep -c '^FN:Ann Lee'; echo "export: $?"
            "$EXE" --data-dir "$D" import "$F" 2>&1; echo "import: $?"
            """, environment: ["D": data, "F": try cli.file("more.vcf", Self.card.replacingOccurrences(of: "ann-1", with: "ann-2"))])
        #expect(out == Self.readsStillWork + """
            1
            export: 0
            contacts: cannot write to \(data)/contacts.sqlite: it is read-only (Read-only file system); \
            reading still works; check the permissions of the file and its directory, or how the disk is mounted.
            import: 1

            """)
        #expect(try Data(contentsOf: URL(fileURLWithPath: data + "/contacts.sqlite")) == before)
    }

    @Test func onAFullDiskReadingWorksAndWritingSaysTheDiskIsFull() throws {
        let cli = try preparedBook()
        let mount = cli.root.appendingPathComponent("small").path
        try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: true)
        let out = try inMountNamespace("""
            mount -t tmpfs -o size=2m tmpfs "$M" && cp -a "$D" "$M/d" || { echo "cannot mount"; exit 1; }
            dd if=/dev/zero of="$M/fill" bs=4k 2>/dev/null
            "$EXE" --data-dir "$M/d" list; echo "list: $?"
            "$EXE" --data-dir "$M/d" query ann; echo "query: $?"
            "$EXE" --data-dir "$M/d" import "$F" 2>&1; echo "import: $?"
            """, environment: ["D": cli.dataDirectory, "M": mount,
                               "F": try cli.file("more.vcf", Self.card.replacingOccurrences(of: "ann-1", with: "ann-2"))])
        #expect(out == Self.readsStillWork + """
            contacts: cannot write to \(mount)/d/contacts.sqlite: the disk is full; the change was not saved and the previous data is intact.
            import: 1

            """)
    }
}
