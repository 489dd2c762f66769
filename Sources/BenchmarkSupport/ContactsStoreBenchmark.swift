import ContactsStore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Speed figures of the store, for the `benchmarks` executable (run it in
/// release mode). Each figure is the wall-clock time of one run.
public enum ContactsStoreBenchmark {
    /// One measured figure.
    public struct Figure: Sendable, CustomStringConvertible {
        public let name: String
        /// Wall-clock seconds.
        public let seconds: Double
        /// CPU seconds (user + system) of this process over the same span;
        /// steadier than wall time on a busy machine.
        public let cpuSeconds: Double
        public var description: String {
            name.padding(toLength: max(52, name.count), withPad: " ", startingAt: 0)
                + String(format: " %9.1f ms wall %9.1f ms cpu", seconds * 1000, cpuSeconds * 1000)
        }
    }

    private static func cpuTime() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// `count` synthetic contacts with plain keys, deterministic (a linear
    /// congruential generator, not `random()`), each with a phone, an e-mail
    /// and a short vCard.
    public static func syntheticContacts(count: Int) -> [ContactFields] {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        func word(_ length: Int) -> String {
            String((0..<length).map { _ in letters[Int(next() % 26)] }).capitalized
        }
        return (0..<count).map { index in
            let given = word(5), family = word(7)
            let name = "\(given) \(family)"
            let phone = "+1 555 \(String(format: "%07d", Int(next() % 10_000_000)))"
            var fields = ContactFields(
                givenName: given, familyName: family, formattedName: name,
                phones: [ContactValue(phone, label: "cell")],
                emails: [ContactValue("\(given.lowercased()).\(family.lowercased())@example.com")],
                vCard: "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:\(name)\r\nN:\(family);\(given);;;\r\nTEL;TYPE=cell:\(phone)\r\nEND:VCARD\r\n",
                sortKey: "", section: "", searchText: "")
            fields.fillBasicKeys()
            if index % 10 == 0 { fields.section = "#"; fields.sortKey = "~" + fields.sortKey }
            return fields
        }
    }

    private static func time(_ name: String, into figures: inout [Figure], _ body: () throws -> Void) rethrows {
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = cpuTime()
        try body()
        let cpu = cpuTime() - cpuStart
        let end = DispatchTime.now().uptimeNanoseconds
        figures.append(Figure(name: name, seconds: Double(end - start) / 1e9, cpuSeconds: cpu))
    }

    /// Runs the store benchmarks in a fresh temporary directory (removed
    /// afterwards) and returns the figures:
    /// one password verification at `parameters` (production by default),
    /// importing `contactCount` contacts in one transaction, and the queries
    /// that open the list and search it at that size.
    /// - Throws: any ``ContactsStoreError`` from the store.
    public static func run(contactCount: Int = 100_000, parameters: ScryptParameters = .owasp) throws -> [Figure] {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("contacts-store-benchmark-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let dataDirectory = DataDirectory(url: directory)
        var figures: [Figure] = []

        var database = try ContactsDatabase(directory: dataDirectory, passwordParameters: parameters)
        let account = try database.createAccount(name: "bench", password: "benchmark password")
        try time("verify password (\(parameters))", into: &figures) {
            guard case .success = try database.verify(name: "bench", password: "benchmark password") else {
                throw ContactsStoreError.crypto("benchmark verification failed")
            }
        }
        try time("verify unknown account (dummy hash)", into: &figures) {
            _ = try database.verify(name: "nobody", password: "benchmark password")
        }

        let contacts = syntheticContacts(count: contactCount)
        try time("import \(contactCount) contacts (one transaction)", into: &figures) {
            try database.importContacts(contacts, for: account)
        }
        database.close()
        try time("open database (checks, quick_check)", into: &figures) {
            database = try ContactsDatabase(directory: dataDirectory, passwordParameters: parameters)
        }
        // The reopened connection reads the sealed book once signed in (not timed).
        _ = try database.verify(name: "bench", password: "benchmark password")
        try time("open list: count + sections + first 50", into: &figures) {
            _ = try database.contactCount(for: account)
            _ = try database.sections(for: account)
            _ = try database.contacts(for: account, range: 0..<50)
        }
        try time("page of 50 at offset \(max(0, contactCount - 1000))", into: &figures) {
            _ = try database.contacts(for: account, range: max(0, contactCount - 1000)..<max(0, contactCount - 950))
        }
        let sample = contacts[contacts.count / 2]
        try time("search common text \"an\" (limit 50)", into: &figures) {
            _ = try database.search(account: account, text: "an", limit: 50)
        }
        try time("search one name (scans the index)", into: &figures) {
            _ = try database.search(account: account, text: sample.formattedName)
        }
        try time("search with no match", into: &figures) {
            _ = try database.search(account: account, text: "zzzzqqqq")
        }
        try time("insert one contact", into: &figures) {
            try database.insert(sample, for: account)
        }
        try time("read all \(contactCount + 1) contacts", into: &figures) {
            _ = try database.contacts(for: account)
        }
        try time("remove account with \(contactCount + 1) contacts", into: &figures) {
            try database.removeAccount(account)
        }
        return figures
    }
}
