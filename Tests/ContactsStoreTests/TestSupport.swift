import Foundation
import Testing
import TestSupport
@testable import ContactsStore
#if canImport(Glibc)
import Glibc
#endif

/// A fresh directory for one test (TestSupport's `TemporaryFolder`).
typealias TemporaryDirectory = TemporaryFolder

extension TemporaryFolder {
    /// The store's data directory inside the folder (`data`, made by the store).
    var dataDirectory: DataDirectory { DataDirectory(url: file("data")) }
}

/// Opens a database with the weak test work factor.
func openDatabase(at path: String, clock: TestClock = TestClock(), busyTimeout: Int32 = 3000) throws -> ContactsDatabase {
    try ContactsDatabase(path: path, passwordParameters: .weakForTesting, busyTimeout: busyTimeout, clock: clock.function)
}

/// A contact with plain keys (see `ContactFields.fillBasicKeys`).
func contact(_ name: String, phone: String? = nil, email: String? = nil, note: String = "") -> ContactFields {
    var fields = ContactFields(formattedName: name, phones: phone.map { [ContactValue($0, label: "cell")] } ?? [],
                               emails: email.map { [ContactValue($0)] } ?? [], note: note,
                               sortKey: "", section: "", searchText: "")
    fields.fillBasicKeys()
    return fields
}

/// SHA-256 of a file's bytes, for "the file was not modified" checks.
func checksum(_ path: String) throws -> Data {
    Crypto.sha256(try Data(contentsOf: URL(fileURLWithPath: path)))
}

/// The permission bits of a file (TestSupport's `filePermissions(atPath:)`).
func mode(_ path: String) throws -> Int { try filePermissions(atPath: path) }

/// Names of records, for whole-list comparisons.
func names(_ records: [ContactRecord]) -> [String] { records.map(\.formattedName) }

/// Reads from `pipe` until a newline or end of file; returns what was read.
func readLine(from pipe: Pipe) -> String {
    var data = Data()
    while !data.contains(UInt8(ascii: "\n")) {
        let chunk = pipe.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        data.append(chunk)
    }
    return String(decoding: data, as: UTF8.self)
}

/// Signs in to `name` with `password` on `database` (which gives it the account key,
/// so the sealed contacts open) and returns the account.
func signIn(_ database: ContactsDatabase, _ name: String, _ password: String = "pw") throws -> Account {
    guard case .success(let account) = try database.verify(name: name, password: password) else {
        throw ContactsStoreError.accountNotFound(name)
    }
    return account
}

/// Every file under `directory` (recursively) with its bytes: what a test greps.
func filesUnder(_ directory: URL) -> [(path: String, data: Data)] {
    guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
    var found: [(String, Data)] = []
    for case let url as URL in walker {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
              let data = try? Data(contentsOf: url) else { continue }
        found.append((url.path, data))
    }
    return found
}

/// The files under `directory` that hold `needle`'s UTF-8 bytes, as "file: needle".
func filesHolding(_ needles: [String], under directory: URL) -> [String] {
    var hits: [String] = []
    for (path, data) in filesUnder(directory) {
        for needle in needles where data.range(of: Data(needle.utf8)) != nil {
            hits.append("\((path as NSString).lastPathComponent): \(needle)")
        }
    }
    return hits
}
